import { ActionIcon } from '@mantine/core';
import { shallowEqual } from '@mantine/hooks';
import { IconArrowDown, IconArrowUp, IconGripVertical, IconX } from '@tabler/icons-react';
import { memo } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { SortableList, type SortableItemState } from '@/components/entity/SortableList';
import type { SheetMaterial } from './sheetOps';
import classes from './countSheets.module.css';

interface AreaMaterialsProps {
  /** The area's materials in shelf order (those the user may see). */
  ids: readonly string[];
  materials: ReadonlyMap<string, SheetMaterial>;
  editable: boolean;
  /** The handlers stay the same from one drawing to the next (the card's `useCallbackRef`). */
  onRemove: (id: string) => void;
  onShift: (id: string, by: -1 | 1) => void;
  onReorder: (ids: string[]) => void;
}

/** The buttons' look: Mantine's ActionIcon, subtle and small, on a plain button. */
const tool = `${ActionIcon.classes.root} ${classes.tool} mantine-focus-auto mantine-active`;

/**
 * An area's materials in shelf order, each with its place and, for an editor, its handle and its
 * move and remove buttons. Drawn again only when the materials or their order change (the same ids
 * in a new array are the same list): a key typed in the area's name, or in a new area's, drew every
 * row of a thousand-material area (most of a second per key). Rows are plain elements in shelves
 * the browser skips off screen. When a material is removed or moved, the rows after it change only
 * their place: their handle and the rest are drawn again only when those change (`Handle`,
 * `RowBody`), not for every row of the area.
 */
export const AreaMaterials = memo(function AreaMaterials(props: AreaMaterialsProps) {
  const { ids, materials, editable, onRemove, onShift, onReorder } = props;
  const { t } = useTranslation('counts');
  return (
    <SortableList
      items={ids}
      getId={(id) => id}
      itemLabel={(id) => materials.get(id)?.name ?? id}
      onReorder={onReorder}
      disabled={!editable}
      gap={4}
      shelved={{ itemHeight: 26 }}
      data-testid="area-materials"
      renderItem={(id, state) => {
        const m = materials.get(id)!;
        return (
          <div className={classes.row} data-testid="area-material">
            {editable ? <Handle handleProps={state.handleProps} /> : null}
            <span className={classes.position}>{state.index + 1}</span>
            <RowBody
              id={id}
              name={m.name}
              sku={m.sku}
              editable={editable}
              first={state.index === 0}
              last={state.index === ids.length - 1}
              onShift={onShift}
              onRemove={onRemove}
              t={t}
            />
          </div>
        );
      }}
    />
  );
}, sameList);

/** A row's drag handle. */
const Handle = memo(function Handle({
  handleProps,
}: {
  handleProps: SortableItemState['handleProps'];
}) {
  return (
    <button type="button" className={tool} {...handleProps}>
      <IconGripVertical size={14} />
    </button>
  );
});

interface RowBodyProps {
  id: string;
  name: string;
  sku: string;
  editable: boolean;
  /** The first row cannot move up, the last cannot move down. */
  first: boolean;
  last: boolean;
  onShift: (id: string, by: -1 | 1) => void;
  onRemove: (id: string) => void;
  /** The list's, so a thousand rows do not each listen for a change of language. */
  t: TFunction<'counts'>;
}

/** A row's name, code and, for an editor, its move and remove buttons. */
const RowBody = memo(function RowBody(props: RowBodyProps) {
  const { id, name, sku, editable, first, last, onShift, onRemove, t } = props;
  return (
    <>
      <span className={classes.name}>{name}</span>
      {sku ? <span className={classes.sku}>{sku}</span> : null}
      {editable ? (
        <span className={classes.tools}>
          <button
            type="button"
            className={tool}
            disabled={first}
            onClick={() => onShift(id, -1)}
            aria-label={t('sheets.moveUp', { name })}
          >
            <IconArrowUp size={14} />
          </button>
          <button
            type="button"
            className={tool}
            disabled={last}
            onClick={() => onShift(id, 1)}
            aria-label={t('sheets.moveDown', { name })}
          >
            <IconArrowDown size={14} />
          </button>
          <button
            type="button"
            className={tool}
            data-danger
            onClick={() => onRemove(id)}
            aria-label={t('sheets.removeMaterial', { name })}
          >
            <IconX size={14} />
          </button>
        </span>
      ) : null}
    </>
  );
});

/** The same rows with the same handlers: the ids compared one by one (each read is a new array). */
function sameList(a: AreaMaterialsProps, b: AreaMaterialsProps): boolean {
  return (
    shallowEqual(a.ids, b.ids) &&
    a.materials === b.materials &&
    a.editable === b.editable &&
    a.onRemove === b.onRemove &&
    a.onShift === b.onShift &&
    a.onReorder === b.onReorder
  );
}
