import { SimpleGrid, Tooltip, UnstyledButton } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useRef, type CSSProperties, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { swatchOf } from '../theme/colors';
import { colorPresets, type ColorPreset } from './settingsState';
import classes from './settings.module.css';

interface ColorPresetPickerProps {
  value: ColorPreset;
  onChange: (value: ColorPreset) => void;
  labelId: string;
}

/** Four colour swatches as a radio group: arrow keys move, the checked one carries a tick. */
export function ColorPresetPicker({ value, onChange, labelId }: ColorPresetPickerProps) {
  const { t } = useTranslation('shell');
  const refs = useRef<Array<HTMLButtonElement | null>>([]);
  const move = (event: KeyboardEvent, index: number) => {
    const step = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 }[event.key];
    if (!step) return;
    event.preventDefault();
    const rtl = document.documentElement.dir === 'rtl' && event.key.startsWith('Arrow') ? -1 : 1;
    const horizontal = event.key === 'ArrowLeft' || event.key === 'ArrowRight';
    const next =
      (index + step * (horizontal ? rtl : 1) + colorPresets.length) % colorPresets.length;
    onChange(colorPresets[next]!);
    refs.current[next]?.focus();
  };
  return (
    <SimpleGrid
      cols={4}
      spacing="sm"
      role="radiogroup"
      aria-labelledby={labelId}
      data-testid="setting-colorPreset"
    >
      {colorPresets.map((preset, index) => {
        const checked = preset === value;
        return (
          <Tooltip key={preset} label={t(`settings.colorPreset.${preset}`)}>
            <UnstyledButton
              ref={(node) => {
                refs.current[index] = node;
              }}
              role="radio"
              aria-checked={checked}
              aria-label={t(`settings.colorPreset.${preset}`)}
              tabIndex={checked ? 0 : -1}
              data-checked={checked || undefined}
              data-value={preset}
              className={classes.swatch}
              style={{ '--swatch-color': swatchOf(preset) } as CSSProperties}
              onClick={() => onChange(preset)}
              onKeyDown={(event) => move(event, index)}
            >
              <span className={classes.dot}>
                {checked ? <IconCheck size={14} stroke={3} /> : null}
              </span>
            </UnstyledButton>
          </Tooltip>
        );
      })}
    </SimpleGrid>
  );
}
