import { ActionIcon, Badge, Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconArrowBackUp } from '@tabler/icons-react';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { OutboxEntry } from '@/data/db';
import { useQueuedEntries } from '../counts/data/useCounting';
import { formatAmount, formatParts, useAmountWords } from '../counts/shared/amount';
import { useCountTime } from '../counts/shared/countTime';
import type { TallyEntry } from './tally';

interface EntryListProps {
  entries: TallyEntry[];
  /** Entries the server refused: listed, marked, and not added up. */
  refused: TallyEntry[];
  /** The material's base unit (`kg`, `piece`). */
  baseUnit: string;
  me: string;
  onUndo: (entryId: string) => void;
  disabled?: boolean;
}

/**
 * A material's entries in the area, newest first; one's own can be undone. An entry not yet on the
 * server says so; one the server refused says why and that it does not count.
 */
export function EntryList(props: EntryListProps) {
  const { baseUnit, me, onUndo, disabled } = props;
  const { t } = useTranslation('counting');
  const entries = [...props.entries, ...props.refused].sort(
    (a, b) => a.counted_at.localeCompare(b.counted_at) || a.id.localeCompare(b.id),
  );
  const queued = useQueuedEntries(entries.map((e) => e.id));
  if (entries.length === 0) return null;
  return (
    <Stack gap={4} data-testid="entry-list">
      <Text size="sm" fw={600}>
        {t('entriesTitle')}
      </Text>
      {[...entries].reverse().map((e) => (
        <EntryRow
          key={e.id}
          entry={e}
          baseUnit={baseUnit}
          mine={e.counted_by === me}
          queued={queued.get(e.id)}
          onUndo={onUndo}
          disabled={disabled}
        />
      ))}
    </Stack>
  );
}

interface EntryRowProps {
  entry: TallyEntry;
  baseUnit: string;
  mine: boolean;
  queued: OutboxEntry | undefined;
  onUndo: (entryId: string) => void;
  disabled?: boolean;
}

/** Whether two versions of an entry draw the same row: what it says, and whose and when it is. */
const sameEntry = (a: TallyEntry, b: TallyEntry) =>
  a === b ||
  (a.id === b.id &&
    a.mode === b.mode &&
    a.quantity === b.quantity &&
    a.counted_at === b.counted_at &&
    a.counted_by_name === b.counted_by_name &&
    JSON.stringify(a.parts) === JSON.stringify(b.parts));

/** Whether two versions of an entry's queued change draw the same: waiting, or refused and why. */
const sameQueued = (a: OutboxEntry | undefined, b: OutboxEntry | undefined) =>
  a === b ||
  (a !== undefined &&
    b !== undefined &&
    a.status === b.status &&
    a.error?.code === b.error?.code &&
    a.error?.message === b.error?.message);

/**
 * Whether a row would draw the same again. The live reads give every entry and queued change as new
 * objects at each change of the store, so comparing them by reference drew every row of the list
 * again at each new entry, the list growing by one each time.
 */
export const drawsSame = (a: EntryRowProps, b: EntryRowProps) =>
  a.baseUnit === b.baseUnit &&
  a.mine === b.mine &&
  a.disabled === b.disabled &&
  a.onUndo === b.onUndo &&
  sameEntry(a.entry, b.entry) &&
  sameQueued(a.queued, b.queued);

/** One entry; memoized, so a new entry draws its own row and not the whole list again. */
const EntryRow = memo(function EntryRow(props: EntryRowProps) {
  const { entry: e, baseUnit, queued } = props;
  const { t } = useTranslation(['counting', 'errors']);
  const refused = queued?.status === 'failed';
  const reason = queued?.error
    ? queued.error.code
      ? t(`errors:codes.${queued.error.code}`, { defaultValue: queued.error.message })
      : queued.error.message
    : null;
  const when = useCountTime();
  const words = useAmountWords();
  return (
    <Group
      justify="space-between"
      wrap="nowrap"
      gap="xs"
      data-testid="entry-row"
      data-sync={queued ? (refused ? 'refused' : 'pending') : 'sent'}
    >
      <Stack gap={0} style={{ minWidth: 0 }}>
        {/* Wraps rather than cut: "2 cases (12 × 1 l) + 3 bottles (1 l) = 27 l" is the entry. */}
        <Text size="sm" td={refused ? 'line-through' : undefined} data-testid="entry-amount">
          {e.mode === 'replace' ? `${t('mode.replaceShort')} ` : '+ '}
          {formatParts(words, e.parts, baseUnit)}
          {e.parts.length > 1 ? ` = ${formatAmount(words, e.quantity, baseUnit)}` : ''}
        </Text>
        <Text size="xs" c="dimmed" truncate>
          {e.counted_by_name} · {when(e.counted_at, { hour: '2-digit', minute: '2-digit' })}
        </Text>
        {refused ? (
          <Text size="xs" c="red" data-testid="entry-refused">
            {t('counting:refused.entry', { reason: reason ?? '' })}
          </Text>
        ) : queued ? (
          <Badge size="xs" variant="light" color="blue" w="fit-content">
            {t('counting:notSent')}
          </Badge>
        ) : null}
      </Stack>
      {props.mine ? (
        <Tooltip label={t('counting:undo')}>
          <ActionIcon
            variant="subtle"
            size={48}
            aria-label={t('counting:undo')}
            disabled={props.disabled}
            onClick={() => props.onUndo(e.id)}
            data-testid="entry-undo"
          >
            <IconArrowBackUp size={22} />
          </ActionIcon>
        </Tooltip>
      ) : null}
    </Group>
  );
}, drawsSame);
