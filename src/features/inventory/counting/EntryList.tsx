import { ActionIcon, Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconArrowBackUp } from '@tabler/icons-react';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatQuantity } from '@/lib/quantity';
import { useCountTime } from '../counts/shared/countTime';
import { formatParts } from '../counts/shared/parts';
import { usePackName } from '../stock/shared/packName';
import type { TallyEntry } from './tally';

interface EntryListProps {
  entries: TallyEntry[];
  baseUnit: string;
  me: string;
  onUndo: (entryId: string) => void;
  disabled?: boolean;
}

/** A material's entries in the area, newest first; one's own can be undone. */
export function EntryList({ entries, baseUnit, me, onUndo, disabled }: EntryListProps) {
  const { t } = useTranslation('counting');
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
          onUndo={onUndo}
          disabled={disabled}
        />
      ))}
    </Stack>
  );
}

/** One entry; memoized, so a new entry draws its own row and not the whole list again. */
const EntryRow = memo(function EntryRow(props: {
  entry: TallyEntry;
  baseUnit: string;
  mine: boolean;
  onUndo: (entryId: string) => void;
  disabled?: boolean;
}) {
  const { entry: e, baseUnit } = props;
  const { t, i18n } = useTranslation('counting');
  const lang = i18n.language;
  const when = useCountTime();
  const packName = usePackName();
  return (
    <Group justify="space-between" wrap="nowrap" gap="xs" data-testid="entry-row">
      <Stack gap={0} style={{ minWidth: 0 }}>
        <Text size="sm" truncate>
          {e.mode === 'replace' ? `${t('mode.replaceShort')} ` : '+ '}
          {formatParts(e.parts, lang, baseUnit, packName)}
          {e.parts.length > 1 ? ` = ${formatQuantity(lang, e.quantity)} ${baseUnit}` : ''}
        </Text>
        <Text size="xs" c="dimmed" truncate>
          {e.counted_by_name} · {when(e.counted_at, { hour: '2-digit', minute: '2-digit' })}
        </Text>
      </Stack>
      {props.mine ? (
        <Tooltip label={t('undo')}>
          <ActionIcon
            variant="subtle"
            size={48}
            aria-label={t('undo')}
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
});
