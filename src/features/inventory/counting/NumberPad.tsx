import { Button, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconBackspace, IconCheck, IconPlus } from '@tabler/icons-react';
import { memo, useCallback, type Dispatch, type SetStateAction } from 'react';
import { useTranslation } from 'react-i18next';
import type { EntryMode } from '@contract/counts';
import { StillSegmentedControl } from '@/components/StillSegmentedControl';
import { formatAmount, useAmountWords } from '../counts/shared/amount';
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
  /** The material's base unit (`kg`, `piece`): amounts are written in its words. */
  baseUnit: string;
  mode: EntryMode;
  onMode: (mode: EntryMode) => void;
  /** What this material holds in the area so far (everyone's entries), for "adds to / replaces". */
  current: number | null;
  onSave: () => void;
  disabled?: boolean;
}

const DIGITS: PadKey[] = ['7', '8', '9', '4', '5', '6', '1', '2', '3'];
const actionClasses = {
  root: classes.action,
  label: classes.actionLabel,
  section: classes.actionSection,
};

/**
 * Digits, the locale's decimal separator, backspace, units and parts: sized for a thumb. Memoized:
 * the screen draws again as each entry is read back and sent, and the pad then stays as it is.
 */
export const NumberPad = memo(function NumberPad(props: NumberPadProps) {
  const { state, onChange, units, unitLabel, mode, current, baseUnit, disabled } = props;
  const { t, i18n } = useTranslation('counting');
  const words = useAmountWords();
  const lang = i18n.language;
  const separator = decimalSeparator(lang);
  const press = useCallback((key: PadKey) => onChange((s) => pressKey(s, key)), [onChange]);
  const parts = entryParts(state);
  const amount = (quantity: number, pack: string, shown?: string) =>
    formatAmount(words, quantity, baseUnit, pack, shown);
  const typedLine = [
    ...state.parts.map((p) => amount(p.quantity, p.unit)),
    ...(state.digits
      ? [amount(Number(state.digits), state.unit.name, state.digits.replace('.', separator))]
      : []),
  ].join(' + ');
  const total = parts ? parts.reduce((s, p) => s + p.quantity * p.factor, 0) : null;
  const shownCurrent = amount(current ?? 0, '');

  return (
    <Stack gap="sm" data-testid="number-pad">
      <StillSegmentedControl<EntryMode>
        fullWidth
        size="md"
        value={mode}
        onChange={props.onMode}
        data={[
          { value: 'add', label: t('mode.add') },
          { value: 'replace', label: t('mode.replace') },
        ]}
        data-testid="entry-mode"
        color={mode === 'replace' ? 'orange' : 'blue'}
        labelClassName={classes.segment}
      />
      <Paper withBorder p="sm" className={classes.display} data-mode={mode}>
        <Text size="xs" c={mode === 'replace' ? 'orange' : 'dimmed'} fw={500}>
          {mode === 'add'
            ? t('mode.addsTo', { current: shownCurrent })
            : t('mode.replaces', { current: shownCurrent })}
        </Text>
        {/* What is typed, read out as it changes: a counter using a screen reader hears "3 cases". */}
        <Text
          className={classes.typed}
          data-testid="pad-display"
          dir="auto"
          role="status"
          aria-live="polite"
          aria-atomic="true"
        >
          {typedLine || amount(0, state.unit.name)}
        </Text>
        {total !== null && state.parts.length + (state.digits ? 1 : 0) > 1 ? (
          <Text size="sm" c="dimmed" data-testid="pad-total">
            = {amount(total, '')}
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
              aria-pressed={u.name === state.unit.name}
              onClick={() => onChange(chooseUnit(state, u))}
              data-testid={`pad-unit-${u.name || 'base'}`}
            >
              {unitLabel(u)}
            </Button>
          ))}
        </Group>
      ) : null}
      <DigitKeys
        separator={separator}
        decimalLabel={t('pad.decimal')}
        backLabel={t('pad.backspace')}
        onPress={press}
      />
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
});

/** The digits, separator and backspace: memoized, as they look the same whatever is typed. */
const DigitKeys = memo(function DigitKeys(props: {
  separator: string;
  decimalLabel: string;
  backLabel: string;
  onPress: (key: PadKey) => void;
}) {
  const { onPress } = props;
  return (
    <SimpleGrid cols={3} spacing={8} dir="ltr">
      {DIGITS.map((d) => (
        <PadButton key={d} label={d} onClick={() => onPress(d)} testId={`pad-${d}`} />
      ))}
      <PadButton
        label={props.separator}
        onClick={() => onPress('.')}
        testId="pad-decimal"
        ariaLabel={props.decimalLabel}
      />
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
