import {
  Badge,
  Chip,
  Collapse,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  UnstyledButton,
} from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CountResolution, ReviewLine } from '@contract/counts';
import { formatQuantity } from '@/lib/quantity';
import { formatAmount, useAmountWords } from '../shared/amount';
import { chosen, contestedAreas, countersByArea } from './reviewModel';

interface ReviewLineCardProps {
  line: ReviewLine;
  resolutions: readonly CountResolution[];
  areaName: (areaId: string) => string;
  money: (amount: number) => string;
  /** Null when the user may not resolve (or the count is approved). */
  onResolve: ((r: CountResolution) => void) | null;
}

function Figure(props: {
  label: string;
  value: string;
  color?: string;
  /** A line under the value that qualifies it ("7 kg at the cut-off"). */
  note?: string | null;
  testId?: string;
}) {
  return (
    <Stack gap={0} data-testid={props.testId}>
      <Text size="xs" c="dimmed">
        {props.label}
      </Text>
      <Text size="sm" fw={600} c={props.color} style={{ fontVariantNumeric: 'tabular-nums' }}>
        {props.value}
      </Text>
      {props.note ? (
        <Text size="xs" c="dimmed" data-testid="review-at-cutoff">
          {props.note}
        </Text>
      ) : null}
    </Stack>
  );
}

/** One material: counted against expected, the variance, and each counter's entries behind it. */
export function ReviewLineCard({
  line,
  resolutions,
  areaName,
  money,
  onResolve,
}: ReviewLineCardProps) {
  const { t, i18n } = useTranslation('counts');
  const lang = i18n.language;
  const words = useAmountWords();
  const [open, setOpen] = useState(line.needs_resolution);
  const q = (n: number | null) => (n === null ? '—' : formatAmount(words, n, line.unit));
  // Shown as the counters entered it; brought back to the cut-off (what the variance is measured
  // from) on a line under it when stock moved between the cut-off and the count.
  const atCutoff =
    line.counted !== null && line.counted !== line.counted_raw
      ? t('review.atCutoff', { quantity: q(line.counted) })
      : null;
  const varianceColor = line.variance < 0 ? 'red' : line.variance > 0 ? 'teal' : undefined;
  const percent =
    line.variance_percent === null
      ? '—'
      : `${formatQuantity(lang, Math.round(line.variance_percent * 10) / 10)} %`;

  return (
    <Paper
      withBorder
      p="sm"
      radius="md"
      data-testid="review-line"
      data-material-id={line.material_id}
      data-needs-resolution={line.needs_resolution || undefined}
      style={line.needs_resolution ? { borderColor: 'var(--mantine-color-orange-5)' } : undefined}
    >
      <UnstyledButton
        onClick={() => setOpen((o) => !o)}
        w="100%"
        aria-expanded={open}
        data-testid="review-line-toggle"
      >
        <Group justify="space-between" wrap="nowrap" gap="xs" mb={6}>
          <Group gap="xs" wrap="wrap" style={{ minWidth: 0 }}>
            <Text fw={600} truncate>
              {line.name}
            </Text>
            {line.needs_resolution ? (
              <Badge color="orange" size="sm" variant="light">
                {t('review.needsResolution')}
              </Badge>
            ) : null}
            {!line.on_sheet ? (
              <Badge color="grape" size="sm" variant="outline">
                {t('review.offSheet')}
              </Badge>
            ) : null}
            {line.uncounted ? (
              <Badge color="gray" size="sm" variant="outline">
                {t('review.uncounted')}
              </Badge>
            ) : null}
          </Group>
          <IconChevronDown
            size={18}
            style={{ transform: open ? 'rotate(180deg)' : undefined, flexShrink: 0 }}
            aria-hidden
          />
        </Group>
        <SimpleGrid cols={{ base: 2, sm: 5 }} spacing="xs" verticalSpacing={4}>
          <Figure
            label={t('review.counted')}
            value={q(line.counted_raw ?? line.counted)}
            note={atCutoff}
            testId="review-counted"
          />
          <Figure label={t('review.expected')} value={q(line.expected)} />
          <Figure
            label={t('review.variance')}
            value={q(line.variance)}
            color={varianceColor}
            testId="review-variance"
          />
          <Figure label={t('review.variancePercent')} value={percent} color={varianceColor} />
          <Figure
            label={t('review.varianceValue')}
            value={money(line.variance_value)}
            color={varianceColor}
          />
        </SimpleGrid>
      </UnstyledButton>
      <Collapse expanded={open}>
        <Stack gap="xs" mt="sm" data-testid="review-line-detail">
          {line.after_cutoff !== 0 ? (
            <Text size="sm" c="dimmed" data-testid="review-after-cutoff">
              {t('review.afterCutoffNote', {
                raw: q(line.counted_raw),
                moved: q(line.after_cutoff),
                counted: q(line.counted),
              })}
            </Text>
          ) : null}
          {countersByArea(line).map(({ areaId, counters }) => {
            const contested = contestedAreas(line).some((a) => a.areaId === areaId);
            const keep = chosen(resolutions, line.material_id, areaId);
            return (
              <Stack key={areaId} gap={4}>
                <Text size="sm" fw={600}>
                  {areaName(areaId)}
                </Text>
                {counters.map((c) => (
                  <Group key={c.user_id} gap="xs" wrap="wrap" data-testid="review-counter">
                    <Text size="sm">{c.name}</Text>
                    <Text size="sm" fw={600}>
                      {q(c.quantity)}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {c.entries
                        .map(
                          (e) =>
                            `${e.mode === 'replace' ? '= ' : '+ '}${formatQuantity(lang, e.quantity)}`,
                        )
                        .join('  ')}
                    </Text>
                  </Group>
                ))}
                {contested ? (
                  <Chip.Group
                    value={keep ?? ''}
                    onChange={(v) =>
                      onResolve?.({ material_id: line.material_id, area_id: areaId, keep: v })
                    }
                  >
                    <Group gap="xs" wrap="wrap" data-testid="review-resolution">
                      <Chip value="sum" disabled={!onResolve} size="sm">
                        {t('review.addBoth')}
                      </Chip>
                      {counters.map((c) => (
                        <Chip key={c.user_id} value={c.user_id} disabled={!onResolve} size="sm">
                          {t('review.keep', { name: c.name })}
                        </Chip>
                      ))}
                    </Group>
                  </Chip.Group>
                ) : null}
              </Stack>
            );
          })}
        </Stack>
      </Collapse>
    </Paper>
  );
}
