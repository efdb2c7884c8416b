import { Alert, Button, Group, Modal, Select, Stack, Textarea } from '@mantine/core';
import { DateInput, TimeInput } from '@mantine/dates';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { v7 as uuidv7 } from 'uuid';
import {
  wallInstant,
  type AttendanceDay,
  type AttendanceKind,
  type AttendanceTap,
} from '@contract/attendance';
import { type AttendancePeopleReply } from '@contract/attendanceReplies';
import { addDays } from '@contract/businessDay';
import { zoneClock } from '@contract/timezone';
import { errorMessage } from '@/shared/errorMessage';
import { useAction } from '@/shared/useAction';
import { useCorrection } from './data/calls';

interface CorrectionDialogProps {
  day: AttendanceDay;
  person: AttendancePeopleReply['data'][number];
  /** Where a tap added to an empty day is recorded: the person's own location. */
  fallbackLocation: string | null;
  time: (instant: string | null, zone: string | null) => string;
  onClose: () => void;
}

/** HH:mm of an instant on the location's clock, for the time field. */
function wallTime(instant: string, zone: string | null): { date: string; time: string } {
  const ms = Date.parse(instant);
  const wall = new Date(ms + zoneClock(zone).offsetAt(ms) * 60_000).toISOString();
  return { date: wall.slice(0, 10), time: wall.slice(11, 16) };
}

/**
 * A manager's correction of one day: add a forgotten clock-in or clock-out, or move a tap to the
 * right time, always with a reason. The till's taps stay recorded; the day shows the correction,
 * who made it and the time it replaced. Its id is made when the dialog opens, so pressing Save
 * again after a lost reply records it once.
 */
export function CorrectionDialog({
  day,
  person,
  fallbackLocation,
  time,
  onClose,
}: CorrectionDialogProps) {
  // The times asked and shown are on the clock of the day's location, where the taps were made.
  const zone = day.time_zone;
  const { t } = useTranslation(['people-attendance', 'errors']);
  const correction = useCorrection();
  const [id] = useState(() => uuidv7());
  const taps = day.shifts
    .flatMap((s) => [s.clock_in, s.clock_out])
    .filter((tap): tap is AttendanceTap => tap !== null);
  // What a manager most likely came for: the tap a shift lacks, else the day's last tap.
  const lacks = (state: string) => day.shifts.some((s) => s.state === state);
  const [what, setWhat] = useState<string>(() =>
    lacks('missing_clock_out')
      ? 'add:clock_out'
      : lacks('missing_clock_in') || taps.length === 0
        ? 'add:clock_in'
        : `tap:${taps.at(-1)!.id}`,
  );
  const replaced = what.startsWith('tap:')
    ? taps.find((tap) => `tap:${tap.id}` === what)
    : undefined;
  const kind: AttendanceKind =
    replaced?.kind ?? (what === 'add:clock_in' ? 'clock_in' : 'clock_out');
  const start = replaced ? wallTime(replaced.at, zone) : { date: day.business_date, time: '' };
  const [date, setDate] = useState<string | null>(start.date);
  const [clock, setClock] = useState(start.time);
  const [reason, setReason] = useState('');

  const choose = (value: string | null) => {
    if (!value) return;
    setWhat(value);
    const tap = taps.find((candidate) => `tap:${candidate.id}` === value);
    if (tap) {
      const wall = wallTime(tap.at, zone);
      setDate(wall.date);
      setClock(wall.time);
    }
  };
  const locationId = replaced?.location_id ?? day.location_id ?? fallbackLocation;
  const ready = !!date && /^\d\d:\d\d$/.test(clock) && reason.trim().length > 0 && !!locationId;

  // A failure is also said in place, in the dialog.
  const correct = useAction(
    async (body: Parameters<typeof correction.correct>[0]) => {
      await correction.correct(body);
      await correction.refresh(person.id);
      onClose();
    },
    { failed: t('correction.failed'), done: t('correction.saved') },
  );
  const error = correct.error;
  const busy = correct.busy;
  const save = async () => {
    if (!ready || !date || !locationId) return;
    await correct.run({
      id,
      user_id: person.id,
      location_id: locationId,
      kind,
      at: new Date(wallInstant(date, clock, zone)).toISOString(),
      replaces_event_id: replaced?.id ?? null,
      reason: reason.trim(),
    });
  };

  return (
    <Modal
      opened
      onClose={onClose}
      title={t('correction.title', { name: person.name })}
      data-testid="attendance-correction"
    >
      <Stack gap="sm">
        <Select
          label={t('correction.what')}
          data={[
            { value: 'add:clock_in', label: t('correction.addIn') },
            { value: 'add:clock_out', label: t('correction.addOut') },
            ...taps.map((tap) => ({
              value: `tap:${tap.id}`,
              label: t('correction.change', {
                kind: t(`kind.${tap.kind}`),
                time: time(tap.at, zone),
              }),
            })),
          ]}
          value={what}
          onChange={choose}
          allowDeselect={false}
          data-testid="attendance-correction-what"
        />
        <Group grow gap="sm" align="flex-start">
          <DateInput
            label={t('correction.date')}
            value={date}
            onChange={setDate}
            valueFormat="YYYY-MM-DD"
            minDate={addDays(day.business_date, -1)}
            // A shift counts on the day it started; its clock-out may fall the morning after.
            maxDate={addDays(day.business_date, 1)}
            data-testid="attendance-correction-date"
          />
          <TimeInput
            label={t('correction.time')}
            value={clock}
            onChange={(event) => setClock(event.currentTarget.value)}
            data-testid="attendance-correction-time"
          />
        </Group>
        <Textarea
          label={t('correction.reason')}
          description={t('correction.reasonHint')}
          value={reason}
          onChange={(event) => setReason(event.currentTarget.value)}
          maxLength={500}
          autosize
          minRows={2}
          required
          data-testid="attendance-correction-reason"
        />
        {error ? (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />}>
            {errorMessage(error, t)}
          </Alert>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('correction.cancel')}
          </Button>
          <Button
            onClick={() => void save()}
            loading={busy}
            disabled={!ready}
            data-testid="attendance-correction-save"
          >
            {t('correction.save')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
