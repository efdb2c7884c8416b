import { Alert } from '@mantine/core';
import { IconAlertCircle, IconWifiOff } from '@tabler/icons-react';

/** The reason a form could not be sent, above the form. */
export function FormError({
  message,
  offline,
  testId,
}: {
  message: string | null;
  offline?: boolean;
  testId: string;
}) {
  if (!message) return null;
  return (
    <Alert
      color={offline ? 'orange' : 'red'}
      variant="light"
      icon={offline ? <IconWifiOff size={18} /> : <IconAlertCircle size={18} />}
      mb="md"
      role="alert"
      data-testid={testId}
    >
      {message}
    </Alert>
  );
}
