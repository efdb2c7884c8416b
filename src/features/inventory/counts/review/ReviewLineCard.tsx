import { Badge, Chip, Collapse, Group, Stack, Text } from '@mantine/core';
import { useCallbackRef } from '@mantine/hooks';
import { IconChevronDown } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { memo, useDeferredValue, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CountResolution, ReviewLine } from '@contract/counts';
import { SHELF, Shelves } from '@/components/Shelves';
import { formatQuantity } from '@/lib/quantity';
import { formatAmount, useAmountWords, type AmountWords } from '../shared/amount';
import { chosen, contestedAreas, countersByArea } from './reviewModel';
import classes from './review.module.css';

/** A resolution settles nothing on a line no two counters counted: such a line is given none. */
const NONE: readonly CountResolution[] = [];

interface ReviewLinesProps {
  /** In the order shown. */
  lines: readonly ReviewLine[];
  resolutions: readonly CountResolution[];
  /** Area names by id; an area not among them is called "unknown area". */
  areaNames: ReadonlyMap<string, string>;
  money: (amount: number) => string;
  /** Null when the user may not resolve now (not theirs to do, approved, or another action runs). */
  onResolve: ((r: CountResolution) => void) | null;
}

/**
 * The review's lines, one card each, in the order given. The cards are memoized and take their words from the list,
 * written once per language: opening a count of a thousand lines draws each card once, and a
 * choice between two counters, or an action that locks the choices, draws only the cards that
 * offer a choice.
 */
export const ReviewLines = memo(function ReviewLines(props: ReviewLinesProps) {
  const { resolutions, areaNames, money } = props;
  // The first shelf is drawn with the screen; the rest just after, in a render that gives way to
  // the user: the lines that matter most come first, and a long count shows them at once.
  const lines = useDeferredValue(props.lines, props.lines.slice(0, SHELF));
  const { t } = useTranslation('counts');
  const amount = useAmountWords();
  const words = useMemo(() => reviewWords(t, amount), [t, amount]);
  const contested = useMemo(
    () => new Set(lines.filter((l) => contestedAreas(l).length > 0).map((l) => l.material_id)),
    [lines],
  );
  // One handler for every card, calling the newest one given.
  const onResolve = useCallbackRef(props.onResolve ?? undefined);
  const mayResolve = props.onResolve !== null;
  const cards = lines.map((line) => {
    const choice = contested.has(line.material_id);
    return (
      <ReviewLineCard
        key={line.material_id}
        line={line}
        resolutions={choice ? resolutions : NONE}
        areaNames={areaNames}
        money={money}
        onResolve={choice && mayResolve ? onResolve : null}
        words={words}
      />
    );
  });
  return <Shelves items={cards} itemHeight={110} gap="var(--mantine-spacing-xs)" />;
});

/** What every card says the same way, written once per language. */
interface ReviewWords {
  t: TFunction<'counts'>;
  amount: AmountWords;
  counted: string;
  expected: string;
  variance: string;
  variancePercent: string;
  varianceValue: string;
  needsResolution: string;
  offSheet: string;
  uncounted: string;
  unknownArea: string;
  addBoth: string;
}

function reviewWords(t: TFunction<'counts'>, amount: AmountWords): ReviewWords {
  return {
    t,
    amount,
    counted: t('review.counted'),
    expected: t('review.expected'),
    variance: t('review.variance'),
    variancePercent: t('review.variancePercent'),
    varianceValue: t('review.varianceValue'),
    needsResolution: t('review.needsResolution'),
    offSheet: t('review.offSheet'),
    uncounted: t('review.uncounted'),
    unknownArea: t('activities.unknownArea'),
    addBoth: t('review.addBoth'),
  };
}

interface ReviewLineCardProps {
  line: ReviewLine;
  resolutions: readonly CountResolution[];
  areaNames: ReadonlyMap<string, string>;
  money: (amount: number) => string;
  /** Null when the user may not resolve (or the count is approved). */
  onResolve: ((r: CountResolution) => void) | null;
  words: ReviewWords;
}

/** The sign a variance is shown in: short of what was expected, over it, or on it. */
type Sign = 'short' | 'over' | undefined;

function Figure(props: {
  label: string;
  value: string;
  sign?: Sign;
  /** A line under the value that qualifies it ("7 kg at the cut-off"). */
  note?: string | null;
  testId?: string;
}) {
  return (
    <span className={classes.figure} data-testid={props.testId}>
      <span className={classes.label}>{props.label}</span>
      <span className={classes.value} data-sign={props.sign}>
        {props.value}
      </span>
      {props.note ? (
        <span className={classes.label} data-testid="review-at-cutoff">
          {props.note}
        </span>
      ) : null}
    </span>
  );
}

/**
 * One material: counted against expected, the variance, and each counter's entries behind it (drawn
 * only while the card is open).
 */
const ReviewLineCard = memo(function ReviewLineCard({
  line,
  resolutions,
  areaNames,
  money,
  onResolve,
  words,
}: ReviewLineCardProps) {
  const { t } = words;
  const lang = words.amount.lang;
  const [open, setOpen] = useState(line.needs_resolution);
  const q = (n: number | null) => (n === null ? '—' : formatAmount(words.amount, n, line.unit));
  // Shown as the counters entered it; brought back to the cut-off (what the variance is measured
  // from) on a line under it when stock moved between the cut-off and the count.
  const atCutoff =
    line.counted !== null && line.counted !== line.counted_raw
      ? t('review.atCutoff', { quantity: q(line.counted) })
      : null;
  const sign: Sign = line.variance < 0 ? 'short' : line.variance > 0 ? 'over' : undefined;
  const percent =
    line.variance_percent === null
      ? '—'
      : `${formatQuantity(lang, Math.round(line.variance_percent * 10) / 10)} %`;

  return (
    <div
      className={classes.card}
      data-testid="review-line"
      data-material-id={line.material_id}
      data-needs-resolution={line.needs_resolution || undefined}
    >
      <button
        type="button"
        className={`${classes.toggle} mantine-focus-auto`}
        onClick={() => setOpen((o) => !o)}
        aria-expanded={open}
        data-testid="review-line-toggle"
      >
        <span className={classes.head}>
          <span className={classes.title}>
            <span className={classes.name}>{line.name}</span>
            {line.needs_resolution ? (
              <Badge color="orange" size="sm" variant="light">
                {words.needsResolution}
              </Badge>
            ) : null}
            {!line.on_sheet ? (
              <Badge color="grape" size="sm" variant="outline">
                {words.offSheet}
              </Badge>
            ) : null}
            {line.uncounted ? (
              <Badge color="gray" size="sm" variant="outline">
                {words.uncounted}
              </Badge>
            ) : null}
          </span>
          <IconChevronDown size={18} className={classes.chevron} aria-hidden />
        </span>
        <span className={classes.figures}>
          <Figure
            label={words.counted}
            value={q(line.counted_raw ?? line.counted)}
            note={atCutoff}
            testId="review-counted"
          />
          <Figure label={words.expected} value={q(line.expected)} />
          <Figure
            label={words.variance}
            value={q(line.variance)}
            sign={sign}
            testId="review-variance"
          />
          <Figure label={words.variancePercent} value={percent} sign={sign} />
          <Figure label={words.varianceValue} value={money(line.variance_value)} sign={sign} />
        </span>
      </button>
      <Collapse expanded={open} keepMounted={false}>
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
                  {areaNames.get(areaId) ?? words.unknownArea}
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
                        {words.addBoth}
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
    </div>
  );
});
