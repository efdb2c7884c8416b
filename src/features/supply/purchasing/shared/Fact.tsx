import { Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** One labelled figure in the summary card over an order or an invoice. */
export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={4}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text component="div" fw={600}>
        {children}
      </Text>
    </Stack>
  );
}
