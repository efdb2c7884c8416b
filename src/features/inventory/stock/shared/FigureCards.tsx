import { Card, SimpleGrid, Text } from '@mantine/core';
import type { ReactNode } from 'react';

export interface Figure {
  key: string;
  label: string;
  value: ReactNode;
  /** A line under the value (what it is out of, a hint). */
  note?: ReactNode;
  color?: string;
}

/** A row of headline figures: two a row on a phone, up to four on a wide screen. */
export function FigureCards({ figures }: { figures: readonly Figure[] }) {
  return (
    <SimpleGrid cols={{ base: 2, md: Math.min(4, figures.length) }} spacing="sm">
      {figures.map((f) => (
        <Card key={f.key} withBorder radius="md" padding="sm" data-testid={`figure-${f.key}`}>
          <Text size="xs" c="dimmed" tt="uppercase" fw={600} lineClamp={2}>
            {f.label}
          </Text>
          {/* Smaller on a phone, where a card is half of 390 px: "AED 47,011.01" fits on one line. */}
          <Text
            fz={{ base: 'md', xs: 'xl' }}
            fw={700}
            c={f.color}
            style={{ fontVariantNumeric: 'tabular-nums', overflowWrap: 'anywhere' }}
          >
            {f.value}
          </Text>
          {f.note ? (
            <Text size="xs" c="dimmed">
              {f.note}
            </Text>
          ) : null}
        </Card>
      ))}
    </SimpleGrid>
  );
}
