import { createFileRoute } from '@tanstack/react-router';
import { BatchPage } from '@/features/supply/production/batch/BatchPage';

function BatchRoute() {
  const { id } = Route.useParams();
  return <BatchPage id={id} />;
}

/**
 * `/batch/<id>`: the public page a batch label's QR code opens. Outside `/dashboard`, so no sign-in
 * and no app shell: anyone who scans the sticker sees the batch and nothing else.
 */
export const Route = createFileRoute('/batch/$id')({
  staticData: { namespaces: ['production'] },
  component: BatchRoute,
});
