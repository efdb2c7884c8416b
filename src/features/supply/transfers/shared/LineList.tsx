import { Group, NumberInput, Paper, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

export interface LineFigure {
  label: string;
  value: string;
}

export interface LineItem {
  id: string;
  name: string;
  unit: string;
  figures: LineFigure[];
  /** Shown under the figures, e.g. what will be recorded as lost in transit. */
  notice?: ReactNode;
}

interface LineListProps {
  lines: LineItem[];
  /** With `value` and `onChange`: a quantity to type per line; this names it (and heads the list). */
  inputLabel?: string;
  value?: ReadonlyMap<string, number>;
  onChange?: (lineId: string, quantity: number) => void;
  'data-testid'?: string;
}

/**
 * The lines of a document, one card each, so they read on a phone as on a desktop: the material,
 * its figures side by side (wrapping when narrow), and the quantity to type when there is one.
 */
export function LineList({ lines, inputLabel, value, onChange, ...rest }: LineListProps) {
  return (
    <Stack gap="xs" data-testid={rest['data-testid']}>
      {value && inputLabel ? (
        <Text size="sm" fw={500} ta="end">
          {inputLabel}
        </Text>
      ) : null}
      {lines.map((line) => (
        <Paper key={line.id} withBorder radius="md" p="sm" data-testid={`line-${line.id}`}>
          <Group justify="space-between" align="center" gap="sm" wrap="wrap">
            <Stack gap={4} style={{ flex: '1 1 12rem', minWidth: 0 }}>
              <Text fw={600} size="sm" lineClamp={2}>
                <bdi>{line.name}</bdi>
              </Text>
              <Group gap="md" wrap="wrap" style={{ rowGap: 2 }}>
                {line.figures.map((f) => (
                  <Text key={f.label} size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                    {f.label}{' '}
                    <Text span size="xs" c="var(--mantine-color-text)" fw={500}>
                      {f.value}
                    </Text>
                  </Text>
                ))}
              </Group>
              {line.notice}
            </Stack>
            {value && onChange ? (
              <NumberInput
                aria-label={`${inputLabel ?? ''} ${line.name}`.trim()}
                value={value.get(line.id) ?? 0}
                onChange={(v) => onChange(line.id, typeof v === 'number' ? v : Number(v) || 0)}
                min={0}
                decimalScale={3}
                rightSection={
                  <Text size="xs" c="dimmed" pe={6}>
                    {line.unit}
                  </Text>
                }
                rightSectionWidth={44}
                w={150}
                size="md"
                data-testid={`qty-${line.id}`}
              />
            ) : null}
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
