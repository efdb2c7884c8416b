import { createFileRoute } from '@tanstack/react-router';
import { UserFormPage } from '@/features/people/users/UserFormPage';

function EditUserRoute() {
  const { id } = Route.useParams();
  return <UserFormPage key={id} userId={id} />;
}

export const Route = createFileRoute('/dashboard/customers/$id/edit')({
  staticData: { namespaces: ['people-users'] },
  component: EditUserRoute,
});
