import { createFileRoute } from '@tanstack/react-router';
import { RoleEditScreen } from '@/features/people/roles/RoleEditScreen';

export const Route = createFileRoute('/dashboard/roles/create')({
  staticData: { namespaces: ['people-roles'] },
  component: () => <RoleEditScreen roleId={null} />,
});
