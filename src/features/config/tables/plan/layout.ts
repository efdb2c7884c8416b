import { FLOOR_PLAN } from '@contract/resources/config';

/** A table's box on the plan, in plan units: centre, size and rotation. */
export interface PlanBox {
  x: number;
  y: number;
  width: number;
  height: number;
  rotation: number;
}

interface PlacedFields {
  plan_x: number | null;
  plan_y: number | null;
  plan_width: number;
  plan_height: number;
  plan_rotation: number;
}

const GRID_CELL = 120;

/**
 * Where a table is drawn: its own place, or (never placed yet) the `index`-th cell of a grid of
 * `count` cells filling the plan from the top start corner, so a new floor's tables show side by
 * side until someone drags them. Cells shrink (and the tables in them) when many are unplaced.
 */
export function boxOf(row: PlacedFields, index: number, count: number): PlanBox {
  const width = row.plan_width ?? 80;
  const height = row.plan_height ?? 80;
  if (row.plan_x !== null && row.plan_y !== null && row.plan_x !== undefined) {
    return { x: row.plan_x, y: row.plan_y, width, height, rotation: row.plan_rotation ?? 0 };
  }
  const ratio = FLOOR_PLAN.width / FLOOR_PLAN.height;
  const columns = Math.max(1, Math.ceil(Math.sqrt(Math.max(1, count) * ratio)));
  const rows = Math.ceil(Math.max(1, count) / columns);
  const cell = Math.min(GRID_CELL, FLOOR_PLAN.width / columns, FLOOR_PLAN.height / rows);
  const perRow = columns;
  const fit = (side: number) => Math.max(FLOOR_PLAN.minSide, Math.min(side, cell * 0.8));
  return {
    x: Math.round(cell * (index % perRow) + cell / 2),
    y: Math.round(cell * Math.floor(index / perRow) + cell / 2),
    width: Math.round(fit(width)),
    height: Math.round(fit(height)),
    rotation: 0,
  };
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/**
 * The place a drag ends at: moved by the pointer's travel (screen pixels, `scale` pixels per plan
 * unit), kept whole inside the plan, rounded to whole units as the contract stores them.
 */
export function droppedAt(box: PlanBox, dx: number, dy: number, scale: number) {
  const halfW = box.width / 2;
  const halfH = box.height / 2;
  return {
    plan_x: Math.round(clamp(box.x + dx / scale, halfW, FLOOR_PLAN.width - halfW)),
    plan_y: Math.round(clamp(box.y + dy / scale, halfH, FLOOR_PLAN.height - halfH)),
  };
}

/** A pointer that moved less than this (pixels) clicked rather than dragged. */
export const DRAG_THRESHOLD = 4;
