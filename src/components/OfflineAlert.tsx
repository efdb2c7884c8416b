import { Alert } from '@mantine/core';
import { IconWifiOff } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** Said on a screen whose writes need the network while the browser has none. */
export function OfflineAlert({
  title,
  children,
  ...rest
}: {
  title?: string;
  children: ReactNode;
  'data-testid'?: string;
}) {
  return (
    <Alert
      color="orange"
      variant="light"
      icon={<IconWifiOff size={18} />}
      title={title}
      data-testid={rest['data-testid']}
    >
      {children}
    </Alert>
  );
}
