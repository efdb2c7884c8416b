import { createFileRoute } from '@tanstack/react-router';
import { UserDetailsScreen } from '@/features/people/users/UserDetailsScreen';

function UserDetailsRoute() {
  const { id } = Route.useParams();
  return <UserDetailsScreen key={id} userId={id} />;
}

/** One user's page: `/dashboard/customers/<id>` (SPEC: "details and edit take an id"). */
export const Route = createFileRoute('/dashboard/customers/$id/')({
  staticData: { namespaces: ['people-users'] },
  component: UserDetailsRoute,
});
