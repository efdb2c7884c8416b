import { Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useScreenTitle } from './useScreenTitle';

interface PageHeaderProps {
  /** The page's title (already translated); a text also names the browser tab. */
  title: ReactNode;
  /** One line under the title. */
  description?: ReactNode;
  /** Buttons on the end side (add, import, export...). */
  actions?: ReactNode;
  /** Something above the title, e.g. breadcrumbs. */
  above?: ReactNode;
}

/** The top of every screen: title, a line of description and the screen's main actions. */
export function PageHeader({ title, description, actions, above }: PageHeaderProps) {
  useScreenTitle(typeof title === 'string' ? title : null);
  return (
    <Stack gap={6} mb="lg">
      {above}
      <Group justify="space-between" align="flex-end" gap="md" wrap="wrap">
        <Stack gap={4} style={{ minWidth: 0, flex: '1 1 16rem' }}>
          <Title order={2} data-testid="page-title">
            {title}
          </Title>
          {description ? (
            <Text c="dimmed" size="sm">
              {description}
            </Text>
          ) : null}
        </Stack>
        {actions ? (
          <Group gap="sm" wrap="wrap">
            {actions}
          </Group>
        ) : null}
      </Group>
    </Stack>
  );
}
