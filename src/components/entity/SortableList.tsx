import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  MouseSensor,
  TouchSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import {
  horizontalListSortingStrategy,
  rectSortingStrategy,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { Box, getSpacing, type MantineSpacing } from '@mantine/core';
import {
  useEffect,
  useMemo,
  useRef,
  type CSSProperties,
  type HTMLAttributes,
  type ReactNode,
} from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Shelves } from '@/components/Shelves';
import { moveItem } from './sort-order';

export type SortableLayout = 'vertical' | 'horizontal' | 'grid';

/** What `renderItem` gets besides the item. */
export interface SortableItemState {
  /** Spread on the drag handle (an ActionIcon with a grip icon) when `handle` is on. */
  handleProps: HTMLAttributes<HTMLElement> & { ref: (node: HTMLElement | null) => void };
  /** The item is being dragged. */
  dragging: boolean;
  /** Its position in the list, from 0. */
  index: number;
}

export interface SortableListProps<T> {
  /** The items in their current order. */
  items: readonly T[];
  /** A stable, unique id of an item (its row id). */
  getId: (item: T) => string;
  /** The item's name, for what screen readers hear while it moves and for the handle's label. */
  itemLabel: (item: T) => string;
  /** Draws one item; put `state.handleProps` on the drag handle when `handle` is on. */
  renderItem: (item: T, state: SortableItemState) => ReactNode;
  /** Called after a drop that changed the order, with every id in the new order. */
  onReorder: (orderedIds: string[]) => void;
  /**
   * Called when an item is clicked, tapped or given Enter (without `handle` only): a tile opens its
   * editor, a tab shows its content. Space then picks the item up, so Enter stays free for this.
   */
  onActivate?: (item: T) => void;
  /** A column (lists), a row (tabs) or a wrapping grid (tiles). @default 'vertical' */
  layout?: SortableLayout;
  /**
   * Only the handle starts a drag: for lists whose rows also scroll the page on touch. Without it the
   * whole item drags after a small move (mouse) or a press of 200 ms (touch), so a tap still clicks.
   * @default true
   */
  handle?: boolean;
  /** No dragging (a read-only user); items are drawn all the same. */
  disabled?: boolean;
  /** Space between items. @default 'xs' */
  gap?: MantineSpacing;
  /** Narrowest column of the `grid` layout, in px. @default 140 */
  minItemWidth?: number;
  /**
   * A long vertical list: its items go in `Shelves` the browser skips while off screen, each
   * `itemHeight` px high until drawn (gap in px then, as `Shelves` takes it).
   */
  shelved?: { itemHeight: number };
  /** Test id of the list element. */
  'data-testid'?: string;
}

const noRef = () => undefined;

const strategies = {
  vertical: verticalListSortingStrategy,
  horizontal: horizontalListSortingStrategy,
  grid: rectSortingStrategy,
} as const;

function SortableItem({
  id,
  index,
  label,
  handle,
  disabled,
  onActivate,
  t,
  children,
}: {
  id: string;
  index: number;
  label: string;
  handle: boolean;
  disabled: boolean;
  onActivate?: () => void;
  /** The list's: a thousand items do not each listen for a change of language. */
  t: TFunction<'catalogue'>;
  children: (state: SortableItemState) => ReactNode;
}) {
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({ id, disabled });
  const style: CSSProperties = {
    transform: CSS.Translate.toString(transform),
    transition,
    position: 'relative',
    zIndex: isDragging ? 2 : undefined,
    opacity: isDragging ? 0.85 : undefined,
    // The whole item drags on touch after a press; until then the page must still scroll.
    touchAction: handle || disabled ? undefined : 'manipulation',
  };
  // A drop ends with a click on the item; it must not also open it.
  const draggedAt = useRef(0);
  useEffect(() => {
    if (isDragging) draggedAt.current = Date.now();
    else if (draggedAt.current) draggedAt.current = Date.now();
  }, [isDragging]);
  const dragProps: HTMLAttributes<HTMLElement> = useMemo(
    () => ({ ...attributes, ...listeners }),
    [attributes, listeners],
  );
  const activateProps: HTMLAttributes<HTMLElement> = onActivate
    ? {
        role: 'button',
        tabIndex: 0,
        onClick: () => {
          if (Date.now() - draggedAt.current > 250) onActivate();
        },
        onKeyDown: (event) => {
          if (event.key === 'Enter' && event.target === event.currentTarget) {
            event.preventDefault();
            onActivate();
            return;
          }
          listeners?.onKeyDown?.(event);
        },
      }
    : {};
  // The same object while the item's handle is the same (dnd-kit keeps its attributes and listeners):
  // a row drawn with it may skip drawing again when only other items moved (`memo`).
  const handleProps: SortableItemState['handleProps'] = useMemo(
    () =>
      handle
        ? {
            ...dragProps,
            ref: setActivatorNodeRef,
            'aria-label': t('sortable.handle', { name: label }),
            style: { cursor: disabled ? undefined : 'grab', touchAction: 'none' },
          }
        : { ref: noRef },
    [handle, dragProps, setActivatorNodeRef, t, label, disabled],
  );
  // Without a handle the item itself is the control: its name is what it shows (the item's name
  // and the rest of its card), not the name alone, so a voice user can say what they see.
  return (
    <div
      ref={setNodeRef}
      style={style}
      data-dragging={isDragging || undefined}
      {...(handle || disabled ? {} : dragProps)}
      {...(handle ? {} : activateProps)}
    >
      {children({ handleProps, dragging: isDragging, index })}
    </div>
  );
}

/**
 * A list reordered by drag and drop (mouse, touch or keyboard: Space picks an item up, the arrow
 * keys move it, Space drops it, Escape puts it back), in either direction of writing. It only draws
 * and hands back the new order: the caller saves it, typically with one bulk sort-order call
 * (`sortOrderChanges` in `sort-order.ts` turns the order into the entries of that call).
 */
export function SortableList<T>({
  items,
  getId,
  itemLabel,
  renderItem,
  onReorder,
  onActivate,
  layout = 'vertical',
  handle = true,
  disabled = false,
  gap = 'xs',
  minItemWidth = 140,
  shelved,
  'data-testid': testId,
}: SortableListProps<T>) {
  const { t } = useTranslation('catalogue');
  const ids = useMemo(() => items.map(getId), [items, getId]);
  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 5 } }),
    useSensor(
      TouchSensor,
      handle
        ? { activationConstraint: { distance: 4 } }
        : { activationConstraint: { delay: 200, tolerance: 8 } },
    ),
    useSensor(KeyboardSensor, {
      coordinateGetter: sortableKeyboardCoordinates,
      // Enter activates an item (see onActivate), so only Space picks it up and drops it.
      keyboardCodes: onActivate
        ? { start: ['Space'], cancel: ['Escape'], end: ['Space'] }
        : { start: ['Space', 'Enter'], cancel: ['Escape'], end: ['Space', 'Enter'] },
    }),
  );

  const labelOf = (id: UniqueIdentifier) => {
    const i = ids.indexOf(String(id));
    return i >= 0 ? itemLabel(items[i]!) : String(id);
  };
  const positionOf = (id: UniqueIdentifier | undefined) =>
    id === undefined ? 0 : ids.indexOf(String(id)) + 1;
  const announcements: Announcements = {
    onDragStart: ({ active }) =>
      t('sortable.picked', {
        name: labelOf(active.id),
        position: positionOf(active.id),
        total: ids.length,
      }),
    onDragOver: ({ active, over }) =>
      over
        ? t('sortable.over', {
            name: labelOf(active.id),
            position: positionOf(over.id),
            total: ids.length,
          })
        : undefined,
    onDragEnd: ({ active, over }) =>
      t('sortable.dropped', {
        name: labelOf(active.id),
        position: positionOf(over?.id ?? active.id),
        total: ids.length,
      }),
    onDragCancel: ({ active }) => t('sortable.cancelled', { name: labelOf(active.id) }),
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = ids.indexOf(String(active.id));
    const to = ids.indexOf(String(over.id));
    if (from < 0 || to < 0) return;
    onReorder(moveItem(ids, from, to));
  };

  const drawn = items.map((item, index) => (
    <SortableItem
      key={ids[index]}
      id={ids[index]!}
      index={index}
      label={itemLabel(item)}
      handle={handle}
      disabled={disabled}
      onActivate={onActivate && !handle ? () => onActivate(item) : undefined}
      t={t}
    >
      {(state) => renderItem(item, state)}
    </SortableItem>
  ));

  const layoutStyle: CSSProperties =
    layout === 'grid'
      ? {
          display: 'grid',
          gridTemplateColumns: `repeat(auto-fill, minmax(min(${minItemWidth}px, 100%), 1fr))`,
        }
      : layout === 'horizontal'
        ? { display: 'flex', flexWrap: 'nowrap', alignItems: 'stretch' }
        : { display: 'flex', flexDirection: 'column' };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{
        announcements,
        screenReaderInstructions: { draggable: t('sortable.instructions') },
      }}
    >
      <SortableContext items={ids} strategy={strategies[layout]} disabled={disabled}>
        <Box style={{ ...layoutStyle, gap: getSpacing(gap) }} data-testid={testId}>
          {shelved ? (
            <Shelves items={drawn} itemHeight={shelved.itemHeight} gap={getSpacing(gap) ?? '0px'} />
          ) : (
            drawn
          )}
        </Box>
      </SortableContext>
    </DndContext>
  );
}
