import { Select } from '@mantine/core';

/**
 * One filter of a figures screen's bar: one of a fixed list of choices (a kind, a reason, a state),
 * or all of them when cleared.
 */
export function ChoiceFilter<V extends string>({
  label,
  placeholder,
  choices,
  labelOf,
  value,
  onChange,
  width,
  ...rest
}: {
  /** What is filtered, for screen readers (the bar has no labels above its inputs). */
  label: string;
  /** Shown while nothing is chosen: "All kinds". */
  placeholder: string;
  choices: readonly V[];
  labelOf: (choice: V) => string;
  value: V | undefined;
  onChange: (value: V | undefined) => void;
  /** A fixed width, or how the input grows in the bar (`1 1 9rem`). */
  width: number | string;
  'data-testid'?: string;
}) {
  return (
    <Select
      aria-label={label}
      placeholder={placeholder}
      data={choices.map((c) => ({ value: c, label: labelOf(c) }))}
      value={value ?? null}
      onChange={(v) => onChange(choices.find((c) => c === v))}
      clearable
      w={typeof width === 'number' ? width : undefined}
      style={typeof width === 'string' ? { flex: width } : undefined}
      comboboxProps={{ withinPortal: true }}
      data-testid={rest['data-testid']}
    />
  );
}
