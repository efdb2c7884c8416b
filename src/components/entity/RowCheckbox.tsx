import { Checkbox, CheckIcon } from '@mantine/core';
import { useEffect, useRef } from 'react';
import classes from './entity.module.css';

interface RowCheckboxProps {
  /** What the checkbox selects, for screen readers. */
  label: string;
  checked: boolean;
  /** Some but not all of what it stands for are selected. */
  indeterminate?: boolean;
  onChange: (checked: boolean) => void;
}

/**
 * Mantine's checkbox look (its own CSS classes) on a bare input, for the list's selection: one per
 * row, so it is kept to two elements instead of the component's wrapper tree.
 */
export function RowCheckbox({ label, checked, indeterminate = false, onChange }: RowCheckboxProps) {
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (input.current) input.current.indeterminate = indeterminate;
  }, [indeterminate]);
  return (
    <div className={`${Checkbox.classes.inner} ${classes.checkbox}`}>
      <input
        ref={input}
        type="checkbox"
        className={`${Checkbox.classes.input} mantine-focus-auto`}
        aria-label={label}
        checked={checked}
        data-indeterminate={indeterminate || undefined}
        onChange={(e) => onChange(e.currentTarget.checked)}
      />
      {indeterminate ? (
        <svg viewBox="0 0 32 6" className={Checkbox.classes.icon} aria-hidden>
          <rect width="32" height="6" rx="3" fill="currentColor" />
        </svg>
      ) : (
        <CheckIcon className={Checkbox.classes.icon} />
      )}
    </div>
  );
}
