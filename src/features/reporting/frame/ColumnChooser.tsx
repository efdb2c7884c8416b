import { Button, Checkbox, Popover, Stack, Text } from '@mantine/core';
import { IconColumns } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { numberFormat } from '@/lib/formats';
import { chooseColumn, type ColumnChoice } from './columnChoice';

interface ColumnChooserProps {
  /** Every column the report has, in its order, with its header as the table writes it. */
  columns: readonly { key: string; label: string }[];
  /** The keys on screen now. */
  shown: ReadonlySet<string>;
  /** The keys no choice hides (the row's label and the key figures). */
  locked: ReadonlySet<string>;
  /** The keys this screen shows when nothing was chosen. */
  defaults: ReadonlySet<string>;
  choice: ColumnChoice;
  onChoice: (next: ColumnChoice) => void;
  /** The device keeps the choice shown (`data-saved` on the button, for the journeys). */
  saved: boolean;
}

/**
 * Shows or hides a report's columns: a button naming how many are shown, and a list of
 * checkboxes, the always-shown ones checked and fixed. Keyboard: the list takes the focus when it
 * opens, Tab moves through it, Space ticks, Escape closes it and gives the focus back.
 */
export function ColumnChooser({
  columns,
  shown,
  locked,
  defaults,
  choice,
  onChoice,
  saved,
}: ColumnChooserProps) {
  const { t, i18n } = useTranslation('reporting');
  const titleId = useId();
  const format = numberFormat(i18n.resolvedLanguage ?? 'en');
  const count = t('columnChooser.count', {
    shown: format.format(columns.filter((c) => shown.has(c.key)).length),
    total: format.format(columns.length),
  });
  return (
    <Popover position="bottom-end" shadow="md" trapFocus returnFocus withinPortal>
      <Popover.Target>
        <Button
          variant="default"
          size="xs"
          leftSection={<IconColumns size={16} stroke={1.5} aria-hidden />}
          data-testid="report-columns"
          data-saved={saved}
        >
          {t('columnChooser.button')}
          <Text span size="xs" c="dimmed" ms={6}>
            {count}
          </Text>
        </Button>
      </Popover.Target>
      <Popover.Dropdown data-testid="report-columns-list" aria-labelledby={titleId}>
        <Stack gap="xs" role="group" aria-labelledby={titleId} maw={280}>
          <Text id={titleId} size="sm" fw={600}>
            {t('columnChooser.title')}
          </Text>
          {columns.map((column) => {
            const fixed = locked.has(column.key);
            return (
              <Checkbox
                key={column.key}
                size="sm"
                label={column.label}
                description={fixed ? t('columnChooser.always') : undefined}
                checked={shown.has(column.key)}
                disabled={fixed}
                onChange={(event) =>
                  onChoice(chooseColumn(choice, column.key, event.currentTarget.checked, defaults))
                }
                data-testid={`report-column-${column.key}`}
              />
            );
          })}
          <Button
            variant="subtle"
            size="xs"
            onClick={() => onChoice({})}
            disabled={Object.keys(choice).length === 0}
            data-testid="report-columns-reset"
          >
            {t('columnChooser.reset')}
          </Button>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
