import { Card, SimpleGrid, Text } from '@mantine/core';

export interface StripFigure {
  key: string;
  label: string;
  /** Already formatted. */
  value: string;
  /** The figure the screen is about (net sales, food cost). */
  main?: boolean;
}

/** The period's figures at a glance above a table: readable on a phone without scrolling sideways. */
export function FigureStrip({ figures }: { figures: readonly StripFigure[] }) {
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, xl: Math.min(6, figures.length) }} spacing="sm">
      {figures.map((figure) => (
        <Card
          key={figure.key}
          withBorder
          radius="md"
          padding="sm"
          data-testid={`figure-${figure.key}`}
        >
          <Text size="xs" c="dimmed" fw={500}>
            {figure.label}
          </Text>
          <Text
            fw={700}
            fz={{ base: 'md', sm: 'lg' }}
            c={figure.main ? 'var(--mantine-primary-color-filled)' : undefined}
            style={{ fontVariantNumeric: 'tabular-nums', overflowWrap: 'anywhere' }}
            data-testid="figure-value"
          >
            {figure.value}
          </Text>
        </Card>
      ))}
    </SimpleGrid>
  );
}
