import { Card, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A stock form's card: its icon and title, a line on what it does, then the form. */
export function StockFormCard({
  icon,
  title,
  hint,
  children,
  ...rest
}: {
  icon: ReactNode;
  title: string;
  hint: string;
  children: ReactNode;
  'data-testid'?: string;
}) {
  return (
    <Card withBorder radius="md" padding="md" data-testid={rest['data-testid']}>
      <Stack gap="sm">
        <Group gap="xs" wrap="nowrap">
          {icon}
          <Title order={3} size="h4">
            {title}
          </Title>
        </Group>
        <Text size="sm" c="dimmed">
          {hint}
        </Text>
        {children}
      </Stack>
    </Card>
  );
}
