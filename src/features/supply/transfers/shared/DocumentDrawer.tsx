import { Drawer, Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** The side drawer one request or transfer opens in, titled with its number and status. */
export function DocumentDrawer({
  opened,
  onClose,
  number,
  badge,
  children,
  ...rest
}: {
  opened: boolean;
  onClose: () => void;
  number: string;
  badge: ReactNode;
  children: ReactNode;
  'data-testid': string;
}) {
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size="lg"
      title={
        opened ? (
          <Group gap="xs">
            <Text fw={700}>{number}</Text>
            {badge}
          </Group>
        ) : null
      }
      data-testid={rest['data-testid']}
    >
      {children}
    </Drawer>
  );
}
