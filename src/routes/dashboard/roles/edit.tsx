import { createFileRoute } from '@tanstack/react-router';
import { RoleEditScreen } from '@/features/people/roles/RoleEditScreen';

function EditRoleRoute() {
  const { id } = Route.useSearch();
  return <RoleEditScreen key={id ?? ''} roleId={id ?? ''} />;
}

export const Route = createFileRoute('/dashboard/roles/edit')({
  staticData: { namespaces: ['people-roles'] },
  validateSearch: (search: Record<string, unknown>): { id?: string } =>
    typeof search.id === 'string' ? { id: search.id } : {},
  component: EditRoleRoute,
});
