import { createFileRoute } from '@tanstack/react-router';
import { UserFormPage } from '@/features/people/users/UserFormPage';

function CreateUserRoute() {
  return <UserFormPage userId={null} />;
}

export const Route = createFileRoute('/dashboard/customers/create')({
  staticData: { namespaces: ['people-users'] },
  component: CreateUserRoute,
});
