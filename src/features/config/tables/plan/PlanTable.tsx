import { FLOOR_PLAN } from '@contract/resources/config';
import type { TableStatus } from '@contract/tables';
import { memo, useId, type CSSProperties } from 'react';
import classes from './FloorPlan.module.css';
import type { PlanBox } from './layout';
import { statusColor } from './status';

export interface PlanTableProps {
  id: string;
  name: string;
  seats: number;
  shape: string;
  status: TableStatus;
  active: boolean;
  selected: boolean;
  box: PlanBox;
  /** Read aloud: name, seats, status. */
  label: string;
}

const percent = (value: number, of: number) => `${(value / of) * 100}%`;

/**
 * One table on the plan, placed in percent of the plan so the plan scales with the screen without
 * re-rendering. Memoised: dragging one table re-renders none of the others (and the dragged one
 * moves by a style transform the plan sets directly, not through React).
 */
export const PlanTable = memo(function PlanTable(props: PlanTableProps) {
  const { id, name, seats, shape, status, active, selected, box, label } = props;
  const describedBy = useId();
  const style = {
    left: percent(box.x - box.width / 2, FLOOR_PLAN.width),
    top: percent(box.y - box.height / 2, FLOOR_PLAN.height),
    width: percent(box.width, FLOOR_PLAN.width),
    height: percent(box.height, FLOOR_PLAN.height),
    transform: box.rotation ? `rotate(${box.rotation}deg)` : undefined,
    '--table-color': `var(--mantine-color-${statusColor[status]}-filled)`,
  } as CSSProperties;
  return (
    <button
      type="button"
      className={classes.table}
      style={style}
      data-table-id={id}
      data-testid={`plan-table-${name}`}
      data-shape={shape}
      data-active={active}
      data-selected={selected}
      data-status={status}
      data-rotation={box.rotation}
      aria-pressed={selected}
      aria-describedby={describedBy}
    >
      {/* Named by what it shows ("T1 4", WCAG 2.5.3), described in words ("T1, 4 seats, free"). */}
      <span className={classes.name}>{name}</span> <span className={classes.seats}>{seats}</span>
      <span id={describedBy} hidden>
        {label}
      </span>
    </button>
  );
}, sameProps);

/** Rows read again from the store are new objects: compare what is drawn, the box by value. */
function sameProps(a: PlanTableProps, b: PlanTableProps): boolean {
  for (const key of Object.keys(a) as (keyof PlanTableProps)[]) {
    if (key !== 'box' && a[key] !== b[key]) return false;
  }
  return (Object.keys(a.box) as (keyof PlanBox)[]).every((k) => a.box[k] === b.box[k]);
}
