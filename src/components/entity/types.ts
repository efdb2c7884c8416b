import type { Grant } from '@contract/access';
import type { FieldsOf, ResourceDef, ResourceKey, RowOf } from '@contract/registry';
import type { Icon } from '@tabler/icons-react';
import type { ComponentType } from 'react';
import type { LocalRow } from '@/data/db';
import type { LocalWriter } from '@/data/writes';
import type { ColumnConfig } from './columns';
import type { FieldKind, FieldSpec } from './fields';
import type { EntityTexts } from './useEntityTexts';
import type { Lookups } from './useLookups';

type FieldKey<K extends ResourceKey> = keyof FieldsOf<K> & string;
type ColumnKey<K extends ResourceKey> = FieldKey<K> | 'updated_at' | 'created_at';

/** A titled group of inputs in the form. The title is `entity:sections.<id>`. */
export interface FormSection<Key extends string = string> {
  id: string;
  fields: readonly Key[];
  /** Starts folded; for rarely changed details. */
  collapsed?: boolean;
}

/** What an input needs; also the props of a custom input given in a field override. */
export interface FieldInputProps {
  spec: FieldSpec;
  /** Path of the value in the form (`name`, `groups.0.min`). */
  path: string;
  label: string;
  readOnly: boolean;
  /** The row the form edits, null while adding one; not given by forms that do not say. */
  row?: LocalRow | null;
}

/** Changes to how one field is edited, where the contract alone does not say enough. */
export interface FieldOverride {
  /** Edit it as another kind, e.g. `textarea` for a short but wordy text. */
  kind?: FieldKind;
  /** Take the whole width of the form instead of one of its two columns. */
  wide?: boolean;
  /** A custom input (a map picker, an image upload) used instead of the generic one. */
  input?: ComponentType<FieldInputProps>;
}

/** The props of a form that stands in for the generic one (`formComponent`). */
export interface EntityFormComponentProps {
  def: ResourceDef;
  /** The row to edit, or null to add one. */
  row: LocalRow | null;
  readOnly: boolean;
  /** Location of a new row (a location-limited user's own). */
  createLocation?: string | null;
  texts: EntityTexts;
  lookups: Lookups;
  onClose: () => void;
}

/** What a bulk action gets to work on. */
export interface BulkContext {
  def: ResourceDef;
  rows: readonly LocalRow[];
  writer: LocalWriter;
}

/**
 * An action on the selected rows, as data (the list renders and runs it). `label` is an i18n key
 * with its namespace; `count` is passed to it and to `confirm`.
 */
export interface BulkAction {
  id: string;
  label: string;
  icon: Icon;
  color?: string;
  /** Changes rows: hidden from users without `<area>.write`. */
  writes: boolean;
  /**
   * Only changes per-location entries (e.g. availability at a location), so it may also run on shared
   * rows for a location-limited user. Other writing actions run only on rows the user fully owns.
   */
  perLocation?: boolean;
  /** Asks first, with this i18n key (given `count`). */
  confirm?: string;
  /** Shown only for resources it applies to. */
  appliesTo?: (def: ResourceDef) => boolean;
  /** Does the work; returns the i18n key of the success message (given `count`). */
  perform: (ctx: BulkContext) => Promise<string>;
}

/**
 * One entity screen, declared: which resource, what the list shows, how the form is laid out, how
 * imported rows are matched. Everything else (inputs, validation, export and import columns) comes
 * from the resource's contract.
 */
export interface EntityConfig<K extends ResourceKey> {
  /** The registry entry; also the key of its texts in the `resources` namespace. */
  resource: K;
  /**
   * The key in the `resources` namespace of the screen's own names (title, "New …", empty list)
   * when they are not the resource's: add-ons are products, but the screen is "Add-ons".
   */
  names?: string;
  /** Exported files are named `<exportPrefix>-<ISO timestamp>.xlsx`. */
  exportPrefix: string;
  /** Shown in the empty list. */
  icon: Icon;
  /** List columns in order: field keys or `updated_at`, with options where needed. */
  columns: readonly (ColumnKey<K> | (ColumnConfig & { key: ColumnKey<K> }))[];
  /** Fields offered as list filters (booleans, enums and references). */
  filters?: readonly FieldKey<K>[];
  /** Form layout; fields not placed in any section are not editable in the form. */
  form: readonly FormSection<FieldKey<K>>[];
  fields?: { readonly [P in FieldKey<K>]?: FieldOverride };
  /** Natural keys that match imported rows without a known id, tried in order, ignoring case. */
  matchBy: readonly FieldKey<K>[];
  /** The example row of the import template. */
  example: Partial<FieldsOf<K>>;
  /** Rows this user may see, when the server sends more than that (e.g. allowed locations). */
  visible?: (row: RowOf<K>, grant: Grant) => boolean;
  /**
   * A location's own rows (tables, of one dining room): the list shows the active location's only,
   * and switching location switches the list.
   */
  activeLocationOnly?: boolean;
  /** Extra actions on selected rows, after the built-in ones. */
  bulkActions?: readonly BulkAction[];
  /**
   * The resource's own import call (`POST /import-products`): the good rows of an import travel as
   * one queued call the server writes in one transaction, instead of one queued change per row.
   */
  importCall?: string;
  /** The resource's own add/edit form, used instead of the generic one (e.g. a modifier's). */
  formComponent?: ComponentType<EntityFormComponentProps>;
}

/** An entity config with its resource's types erased, as the generic screen takes it. */
export interface AnyEntityConfig {
  resource: ResourceKey;
  names?: string;
  exportPrefix: string;
  icon: Icon;
  columns: readonly (string | ColumnConfig)[];
  filters?: readonly string[];
  form: readonly FormSection[];
  fields?: { readonly [key: string]: FieldOverride | undefined };
  matchBy: readonly string[];
  example: Record<string, unknown>;
  visible?: (row: LocalRow, grant: Grant) => boolean;
  activeLocationOnly?: boolean;
  bulkActions?: readonly BulkAction[];
  importCall?: string;
  formComponent?: ComponentType<EntityFormComponentProps>;
}

/** Declares an entity screen with its keys checked against the resource's fields. */
export function defineEntity<K extends ResourceKey>(config: EntityConfig<K>): AnyEntityConfig {
  return config as unknown as AnyEntityConfig;
}
