import { FLOOR_PLAN } from '@contract/resources/config';
import { describe, expect, it } from 'vitest';
import { boxOf, droppedAt } from './layout';

const unplaced = { plan_x: null, plan_y: null, plan_width: 80, plan_height: 80, plan_rotation: 0 };

describe('floor plan layout', () => {
  it('draws a placed table where it was put', () => {
    const row = { plan_x: 300, plan_y: 200, plan_width: 120, plan_height: 60, plan_rotation: 90 };
    expect(boxOf(row, 7, 10)).toEqual({ x: 300, y: 200, width: 120, height: 60, rotation: 90 });
  });

  it('lays unplaced tables out in a grid that stays inside the plan', () => {
    const boxes = Array.from({ length: 200 }, (_, i) => boxOf(unplaced, i, 200));
    const spots = new Set(boxes.map((b) => `${b.x}:${b.y}`));
    expect(spots.size).toBe(200);
    expect(boxOf(unplaced, 0, 3)).toMatchObject({ width: 80, height: 80 });
    for (const box of boxes) {
      expect(box.x + box.width / 2).toBeLessThanOrEqual(FLOOR_PLAN.width);
      expect(box.y + box.height / 2).toBeLessThanOrEqual(FLOOR_PLAN.height);
    }
  });

  it('drops a dragged table by the pointer travel, whole and inside the plan', () => {
    const box = { x: 100, y: 100, width: 80, height: 80, rotation: 0 };
    expect(droppedAt(box, 50, -25, 0.5)).toEqual({ plan_x: 200, plan_y: 50 });
    expect(droppedAt(box, -1000, 99_999, 1)).toEqual({
      plan_x: 40,
      plan_y: FLOOR_PLAN.height - 40,
    });
    expect(droppedAt(box, 0.3, 0.2, 1)).toEqual({ plan_x: 100, plan_y: 100 });
  });
});
