import { Button, Group, Paper, SegmentedControl, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconBackspace, IconCheck, IconPlus } from '@tabler/icons-react';
import { memo, useCallback, type Dispatch, type SetStateAction } from 'react';
import { useTranslation } from 'react-i18next';
import type { EntryMode } from '@contract/counts';
import { formatQuantity } from '@/lib/quantity';
import {
  addPart,
  chooseUnit,
  decimalSeparator,
  entryParts,
  pressKey,
  type PadKey,
  type PadState,
  type PadUnit,
} from './pad';
import classes from './counting.module.css';

interface NumberPadProps {
  state: PadState;
  /** A state setter: keys pass updaters, so the key grid need not re-render with every digit. */
  onChange: Dispatch<SetStateAction<PadState>>;
  units: PadUnit[];
  /** A unit's label: the pack's name, or the material's base unit translated. */
  unitLabel: (unit: PadUnit) => string;
  mode: EntryMode;
  onMode: (mode: EntryMode) => void;
  /** What this material holds in the area so far (everyone's entries), for "adds to / replaces". */
  current: number | null;
  baseUnit: string;
  onSave: () => void;
  disabled?: boolean;
}

const DIGITS: PadKey[] = ['7', '8', '9', '4', '5', '6', '1', '2', '3'];
const actionClasses = {
  root: classes.action,
  label: classes.actionLabel,
  section: classes.actionSection,
};

/** Digits, the locale's decimal separator, backspace, units and parts: sized for a thumb. */
export function NumberPad(props: NumberPadProps) {
  const { state, onChange, units, unitLabel, mode, current, baseUnit, disabled } = props;
  const { t, i18n } = useTranslation('counting');
  const lang = i18n.language;
  const separator = decimalSeparator(lang);
  const press = useCallback((key: PadKey) => onChange((s) => pressKey(s, key)), [onChange]);
  const parts = entryParts(state);
  const typedLine = [
    ...state.parts.map(
      (p) => `${formatQuantity(lang, p.quantity)} ${unitLabel({ name: p.unit, factor: p.factor })}`,
    ),
    ...(state.digits ? [`${state.digits.replace('.', separator)} ${unitLabel(state.unit)}`] : []),
  ].join(' + ');
  const total = parts ? parts.reduce((s, p) => s + p.quantity * p.factor, 0) : null;
  const shownCurrent = formatQuantity(lang, current ?? 0);

  return (
    <Stack gap="sm" data-testid="number-pad">
      <SegmentedControl
        fullWidth
        size="md"
        value={mode}
        onChange={(v) => props.onMode(v as EntryMode)}
        data={[
          { value: 'add', label: t('mode.add') },
          { value: 'replace', label: t('mode.replace') },
        ]}
        data-testid="entry-mode"
        color={mode === 'replace' ? 'orange' : 'blue'}
        classNames={{ label: classes.segment }}
      />
      <Paper withBorder p="sm" className={classes.display} data-mode={mode}>
        <Text size="xs" c={mode === 'replace' ? 'orange.8' : 'dimmed'} fw={500}>
          {mode === 'add'
            ? t('mode.addsTo', { current: `${shownCurrent} ${baseUnit}` })
            : t('mode.replaces', { current: `${shownCurrent} ${baseUnit}` })}
        </Text>
        <Text className={classes.typed} data-testid="pad-display" dir="auto">
          {typedLine || '0'}
        </Text>
        {total !== null && state.parts.length + (state.digits ? 1 : 0) > 1 ? (
          <Text size="sm" c="dimmed">
            = {formatQuantity(lang, total)} {baseUnit}
          </Text>
        ) : null}
      </Paper>
      {units.length > 1 ? (
        <Group gap={6} wrap="wrap" data-testid="pad-units">
          {units.map((u) => (
            <Button
              key={u.name}
              size="md"
              className={classes.target}
              variant={u.name === state.unit.name ? 'filled' : 'default'}
              onClick={() => onChange(chooseUnit(state, u))}
              data-testid={`pad-unit-${u.name || 'base'}`}
            >
              {unitLabel(u)}
            </Button>
          ))}
        </Group>
      ) : null}
      <DigitKeys separator={separator} backLabel={t('pad.backspace')} onPress={press} />
      <SimpleGrid cols={2} spacing={8}>
        <Button
          size="lg"
          variant="default"
          classNames={actionClasses}
          leftSection={<IconPlus size={20} />}
          disabled={!state.digits || Number(state.digits) === 0}
          onClick={() => onChange(addPart(state))}
          data-testid="pad-add-part"
        >
          {t('pad.addPart')}
        </Button>
        <Button
          size="lg"
          classNames={actionClasses}
          color={mode === 'replace' ? 'orange' : 'blue'}
          leftSection={<IconCheck size={20} />}
          disabled={disabled || !parts}
          onClick={props.onSave}
          data-testid="pad-save"
        >
          {mode === 'add' ? t('pad.saveAdd') : t('pad.saveReplace')}
        </Button>
      </SimpleGrid>
    </Stack>
  );
}

/** The digits, separator and backspace: memoized, as they look the same whatever is typed. */
const DigitKeys = memo(function DigitKeys(props: {
  separator: string;
  backLabel: string;
  onPress: (key: PadKey) => void;
}) {
  const { onPress } = props;
  return (
    <SimpleGrid cols={3} spacing={8} dir="ltr">
      {DIGITS.map((d) => (
        <PadButton key={d} label={d} onClick={() => onPress(d)} testId={`pad-${d}`} />
      ))}
      <PadButton label={props.separator} onClick={() => onPress('.')} testId="pad-decimal" />
      <PadButton label="0" onClick={() => onPress('0')} testId="pad-0" />
      <PadButton
        label={<IconBackspace size={26} />}
        onClick={() => onPress('back')}
        testId="pad-back"
        ariaLabel={props.backLabel}
      />
    </SimpleGrid>
  );
});

function PadButton(props: {
  label: React.ReactNode;
  onClick: () => void;
  testId: string;
  ariaLabel?: string;
}) {
  return (
    <Button
      variant="default"
      className={classes.key}
      onClick={props.onClick}
      data-testid={props.testId}
      aria-label={props.ariaLabel}
    >
      {props.label}
    </Button>
  );
}
