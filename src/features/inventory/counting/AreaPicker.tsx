import { Button } from '@mantine/core';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { CountArea, Progress } from './tally';
import classes from './counting.module.css';

interface AreaPickerProps {
  areas: CountArea[];
  selected: string | null;
  progress: Map<string, Progress>;
  onSelect: (areaId: string) => void;
}

/** The count's areas in walking order, each with how much of it is counted. Memoized: typing on
 *  the pad leaves it as it is. */
export const AreaPicker = memo(function AreaPicker({
  areas,
  selected,
  progress,
  onSelect,
}: AreaPickerProps) {
  const { t } = useTranslation('counting');
  return (
    <div className={classes.areas} role="tablist" data-testid="area-picker">
      {areas.map((area) => {
        const p = progress.get(area.id) ?? { counted: 0, total: 0 };
        const done = p.total > 0 && p.counted === p.total;
        return (
          <Button
            key={area.id}
            role="tab"
            aria-selected={area.id === selected}
            className={classes.area}
            size="md"
            variant={area.id === selected ? 'filled' : 'default'}
            // Teal's shade 9: white text on the default shade is too faint to read (WCAG 1.4.3).
            color={done ? 'teal.9' : 'blue'}
            onClick={() => onSelect(area.id)}
            data-testid={`area-${area.id}`}
          >
            {t('areaProgress', { area: area.name, counted: p.counted, total: p.total })}
          </Button>
        );
      })}
    </div>
  );
});
