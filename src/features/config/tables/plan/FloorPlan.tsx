import { useRef, type KeyboardEvent, type PointerEvent } from 'react';
import classes from './FloorPlan.module.css';
import { DRAG_THRESHOLD, droppedAt, type PlanBox } from './layout';
import { PlanTable, type PlanTableProps } from './PlanTable';

export type PlanItem = Omit<PlanTableProps, 'selected'>;

interface FloorPlanProps {
  items: readonly PlanItem[];
  selected: ReadonlySet<string>;
  /** A click (or Enter): `extend` when Ctrl, Cmd or Shift was held. */
  onSelect: (id: string, extend: boolean) => void;
  /** A drag or arrow key ended at a new place, in plan units. */
  onPlace: (id: string, place: { plan_x: number; plan_y: number }) => void;
  readOnly: boolean;
  label: string;
}

interface Drag {
  id: string;
  element: HTMLElement;
  box: PlanBox;
  startX: number;
  startY: number;
  dx: number;
  dy: number;
  scale: number;
  moved: boolean;
}

const ARROW_STEP = 10;
const arrows: Record<string, [number, number]> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

/**
 * The floor plan: tables as their shapes on a plan that scales to the screen. A drag moves only the
 * dragged element, by a transform set directly on it each pointer move (no React render while
 * dragging), so it stays smooth with hundreds of tables; the drop writes the new place once. The
 * plan is a physical map: it is laid out left to right in every language.
 */
export function FloorPlan({ items, selected, onSelect, onPlace, readOnly, label }: FloorPlanProps) {
  const canvas = useRef<HTMLDivElement>(null);
  const drag = useRef<Drag | null>(null);
  const byId = new Map(items.map((item) => [item.id, item]));

  const transformOf = (d: Drag) =>
    `translate(${d.dx}px, ${d.dy}px)${d.box.rotation ? ` rotate(${d.box.rotation}deg)` : ''}`;

  const down = (event: PointerEvent<HTMLDivElement>) => {
    const element = (event.target as HTMLElement).closest<HTMLElement>('[data-table-id]');
    const item = element ? byId.get(element.dataset.tableId!) : undefined;
    if (!element || !item || !canvas.current || event.button !== 0) return;
    canvas.current.setPointerCapture(event.pointerId);
    drag.current = {
      id: item.id,
      element,
      box: item.box,
      startX: event.clientX,
      startY: event.clientY,
      dx: 0,
      dy: 0,
      scale: canvas.current.getBoundingClientRect().width / 1600,
      moved: false,
    };
  };

  const move = (event: PointerEvent<HTMLDivElement>) => {
    const d = drag.current;
    if (!d || readOnly) return;
    d.dx = event.clientX - d.startX;
    d.dy = event.clientY - d.startY;
    if (!d.moved && Math.hypot(d.dx, d.dy) < DRAG_THRESHOLD) return;
    d.moved = true;
    d.element.dataset.dragging = 'true';
    d.element.style.transform = transformOf(d);
  };

  const up = (event: PointerEvent<HTMLDivElement>) => {
    const d = drag.current;
    drag.current = null;
    if (!d) return;
    canvas.current?.releasePointerCapture(event.pointerId);
    delete d.element.dataset.dragging;
    if (!d.moved || readOnly) {
      onSelect(d.id, event.ctrlKey || event.metaKey || event.shiftKey);
      return;
    }
    // The table stays where it was dropped until the written row comes back and re-renders it.
    const place = droppedAt(d.box, d.dx, d.dy, d.scale);
    d.element.style.transform = d.box.rotation ? `rotate(${d.box.rotation}deg)` : '';
    onPlace(d.id, place);
  };

  const cancel = () => {
    const d = drag.current;
    drag.current = null;
    if (!d) return;
    delete d.element.dataset.dragging;
    d.element.style.transform = d.box.rotation ? `rotate(${d.box.rotation}deg)` : '';
  };

  const key = (event: KeyboardEvent<HTMLDivElement>) => {
    const element = (event.target as HTMLElement).closest<HTMLElement>('[data-table-id]');
    const item = element ? byId.get(element.dataset.tableId!) : undefined;
    if (!item) return;
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onSelect(item.id, event.ctrlKey || event.metaKey || event.shiftKey);
      return;
    }
    const arrow = arrows[event.key];
    if (!arrow || readOnly) return;
    event.preventDefault();
    const step = event.shiftKey ? ARROW_STEP * 5 : ARROW_STEP;
    onPlace(item.id, droppedAt(item.box, arrow[0] * step, arrow[1] * step, 1));
  };

  return (
    <div className={classes.scroller}>
      <div
        ref={canvas}
        className={classes.canvas}
        dir="ltr"
        role="group"
        aria-label={label}
        data-testid="floor-plan"
        onPointerDown={down}
        onPointerMove={move}
        onPointerUp={up}
        onPointerCancel={cancel}
        onLostPointerCapture={cancel}
        onKeyDown={key}
      >
        {items.map((item) => (
          <PlanTable key={item.id} {...item} selected={selected.has(item.id)} />
        ))}
      </div>
    </div>
  );
}
