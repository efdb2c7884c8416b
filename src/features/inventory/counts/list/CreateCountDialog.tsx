import {
  Button,
  Checkbox,
  Group,
  Input,
  Modal,
  Radio,
  Stack,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CountCreateBody } from '@contract/counts';
import { useTimeZone } from '@/shared/location/useTimeZone';
import type { SheetRow } from '../../countSheets/data/useSheets';
import { instantOfWallClock, wallClockInput } from '../shared/countTime';

interface CreateCountDialogProps {
  opened: boolean;
  sheets: readonly SheetRow[];
  onCreate: (input: Omit<CountCreateBody, 'id'>) => void;
  onClose: () => void;
}

/** Sheets to include, cut-off (now by default) and what an uncounted material means. */
export function CreateCountDialog({ opened, onClose, ...rest }: CreateCountDialogProps) {
  const { t } = useTranslation('counts');
  // The form is mounted only while the dialog is open: each opening starts with the cut-off at now.
  return (
    <Modal opened={opened} onClose={onClose} title={t('create.title')} centered size="lg">
      <CreateCountForm onClose={onClose} {...rest} />
    </Modal>
  );
}

function CreateCountForm({ sheets, onCreate, onClose }: Omit<CreateCountDialogProps, 'opened'>) {
  const { t } = useTranslation('counts');
  const [name, setName] = useState('');
  // Nothing is chosen for the user: a location's sheets are often for different counts (the bar
  // weekly, the kitchen at month end), and a count of every sheet is one click on "All sheets".
  const [chosen, setChosen] = useState<string[]>([]);
  const all = sheets.length > 0 && sheets.every((s) => chosen.includes(s.id));
  const sheetsLabel = useId();
  const zone = useTimeZone();
  // Typed and shown on the location's clock, whatever the browser's time zone.
  const [cutoff, setCutoff] = useState(() => wallClockInput(Date.now(), zone));
  const [uncounted, setUncounted] = useState<'unchanged' | 'zero'>('unchanged');
  const [note, setNote] = useState('');
  const cutoffAt = instantOfWallClock(cutoff, zone);
  const valid = chosen.length > 0 && cutoffAt !== null;

  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        if (!valid) return;
        onCreate({
          name: name.trim(),
          sheet_ids: chosen,
          cutoff_at: cutoffAt!,
          uncounted,
          note: note.trim(),
        });
      }}
    >
      <Stack>
        <TextInput
          label={t('create.name')}
          placeholder={t('create.namePlaceholder')}
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
          maxLength={120}
          data-testid="count-name-input"
        />
        <Stack gap={6} role="group" aria-labelledby={sheetsLabel}>
          <Input.Label id={sheetsLabel} labelElement="div" required>
            {t('create.sheets')}
          </Input.Label>
          {sheets.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('create.noSheets')}
            </Text>
          ) : null}
          {/* Outside the group: a checkbox inside a Checkbox.Group is one of its values. */}
          {sheets.length > 1 ? (
            <Checkbox
              label={t('create.allSheets')}
              checked={all}
              indeterminate={chosen.length > 0 && !all}
              onChange={() => setChosen(all ? [] : sheets.map((s) => s.id))}
              data-testid="count-sheets-all"
            />
          ) : null}
          <Checkbox.Group value={chosen} onChange={setChosen}>
            <Stack gap={6} ps={sheets.length > 1 ? 'lg' : 0}>
              {sheets.map((s) => (
                <Checkbox key={s.id} value={s.id} label={s.name} data-testid="count-sheet-option" />
              ))}
            </Stack>
          </Checkbox.Group>
        </Stack>
        <TextInput
          type="datetime-local"
          label={t('create.cutoff')}
          description={t('create.cutoffHint')}
          value={cutoff}
          onChange={(e) => setCutoff(e.currentTarget.value)}
          required
          data-testid="count-cutoff"
        />
        <Radio.Group
          label={t('create.uncounted')}
          value={uncounted}
          onChange={(v) => setUncounted(v === 'zero' ? 'zero' : 'unchanged')}
        >
          <Stack gap={6} mt={6}>
            <Radio value="unchanged" label={t('uncounted.unchanged')} />
            <Radio value="zero" label={t('uncounted.zero')} />
          </Stack>
        </Radio.Group>
        <Textarea
          label={t('create.note')}
          value={note}
          onChange={(e) => setNote(e.currentTarget.value)}
          maxLength={2000}
          autosize
          minRows={2}
          data-testid="count-note-input"
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('actions.cancel')}
          </Button>
          <Button type="submit" disabled={!valid} data-testid="count-create-submit">
            {chosen.length === 0 && sheets.length > 0 ? t('create.pickSheets') : t('create.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
