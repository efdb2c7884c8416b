import { z } from 'zod';
import { hexColor, localizedText, timeOfDay, url } from '@contract/common';
import type { ResourceDef } from '@contract/registry';

/** How a field is edited, shown, exported and imported; derived from its zod schema. */
export type FieldKind =
  | 'text'
  | 'textarea'
  | 'email'
  | 'url'
  | 'number'
  | 'boolean'
  | 'enum'
  | 'ref'
  | 'refList'
  | 'color'
  | 'date'
  | 'time'
  | 'localized'
  | 'tags'
  | 'list'
  | 'json';

export interface FieldSpec {
  /** Field key in the resource, or in the list item for fields of a `list`. */
  key: string;
  kind: FieldKind;
  /** No default and no null: a new row must be given a value. */
  required: boolean;
  /** The field may hold null (an empty input means null). */
  nullable: boolean;
  /** The value of a new row, when the contract gives one. */
  defaultValue: unknown;
  /** Enum values, or the languages of a localized text. */
  options?: readonly string[];
  /** The collection a `ref` or `refList` points to. */
  ref?: string;
  min?: number;
  max?: number;
  integer?: boolean;
  maxLength?: number;
  /** Fields of one item of a `list` (e.g. a deal's choice groups, a menu's schedule). */
  item?: FieldSpec[];
}

/** Longer strings than this get a multi-line input. */
const TEXTAREA_FROM = 500;

interface Unwrapped {
  inner: z.ZodType;
  nullable: boolean;
  optional: boolean;
  hasDefault: boolean;
  defaultValue: unknown;
}

function unwrap(schema: z.ZodType): Unwrapped {
  const out: Unwrapped = {
    inner: schema,
    nullable: false,
    optional: false,
    hasDefault: false,
    defaultValue: undefined,
  };
  for (;;) {
    const s = out.inner;
    if (s instanceof z.ZodDefault) {
      out.hasDefault = true;
      out.defaultValue = structuredClone(s._zod.def.defaultValue);
      out.inner = s.unwrap() as z.ZodType;
    } else if (s instanceof z.ZodNullable) {
      out.nullable = true;
      out.inner = s.unwrap() as z.ZodType;
    } else if (s instanceof z.ZodOptional) {
      out.optional = true;
      out.inner = s.unwrap() as z.ZodType;
    } else return out;
  }
}

const refOf = (s: z.ZodType): string | undefined => {
  const meta = s.meta() as { ref?: unknown } | undefined;
  return typeof meta?.ref === 'string' ? meta.ref : undefined;
};

type KindInfo = Pick<
  FieldSpec,
  'kind' | 'options' | 'ref' | 'min' | 'max' | 'integer' | 'maxLength' | 'item'
>;

function kindOf(key: string, s: z.ZodType): KindInfo {
  // The contract's shared field types are recognised by identity: they are the same schema objects.
  if (s === hexColor) return { kind: 'color' };
  if (s === timeOfDay) return { kind: 'time' };
  if (s === url) return { kind: 'url', maxLength: url.maxLength ?? undefined };
  if (s === localizedText) return { kind: 'localized', options: localizedText.keyType.options };
  const ref = refOf(s);
  const type = s._zod.def.type;
  if (s instanceof z.ZodArray) {
    if (ref) return { kind: 'refList', ref, max: s._zod.bag.maximum as number | undefined };
    const element = unwrap(s.element as z.ZodType).inner;
    if (element instanceof z.ZodObject) return { kind: 'list', item: describeShape(element.shape) };
    if (element instanceof z.ZodString) return { kind: 'tags' };
    return { kind: 'json' };
  }
  if (type === 'string') {
    // Plain strings and string formats (uuid, email, ISO date) alike.
    const str = s as z.ZodString;
    if (ref || str.format?.startsWith('uuid') || str.format === 'guid') return { kind: 'ref', ref };
    if (str.format === 'date') return { kind: 'date' };
    if (str.format === 'email') return { kind: 'email', maxLength: str.maxLength ?? undefined };
    const maxLength = str.maxLength ?? undefined;
    if (key.endsWith('_url')) return { kind: 'url', maxLength };
    return { kind: maxLength && maxLength >= TEXTAREA_FROM ? 'textarea' : 'text', maxLength };
  }
  if (s instanceof z.ZodNumber) {
    const bound = (n: number | null) =>
      n === null || !Number.isFinite(n) || Math.abs(n) >= Number.MAX_SAFE_INTEGER ? undefined : n;
    return { kind: 'number', min: bound(s.minValue), max: bound(s.maxValue), integer: s.isInt };
  }
  if (s instanceof z.ZodBoolean) return { kind: 'boolean' };
  if (s instanceof z.ZodEnum) return { kind: 'enum', options: s.options.map(String) };
  if (s instanceof z.ZodUnion) {
    // `'' or an e-mail address` and similar: the non-literal option says what the field is.
    const options = (s.options as z.ZodType[]).filter((o) => !(o instanceof z.ZodLiteral));
    if (options.length === 1) return kindOf(key, options[0]!);
  }
  if (s instanceof z.ZodRecord || s instanceof z.ZodObject) return { kind: 'json' };
  return { kind: 'json' };
}

function describeField(key: string, schema: z.ZodType): FieldSpec {
  const u = unwrap(schema);
  const info = kindOf(key, u.inner);
  return {
    key,
    ...info,
    nullable: u.nullable,
    required: !u.hasDefault && !u.nullable && !u.optional,
    defaultValue: u.defaultValue,
  };
}

function describeShape(shape: z.ZodRawShape): FieldSpec[] {
  return Object.entries(shape).map(([key, schema]) => describeField(key, schema as z.ZodType));
}

const cache = new WeakMap<ResourceDef, FieldSpec[]>();

/** Every writable field of a resource, in contract order, with how it is edited. */
export function describeFields(def: ResourceDef): FieldSpec[] {
  let specs = cache.get(def);
  if (!specs) {
    specs = describeShape(def.fields.shape);
    cache.set(def, specs);
  }
  return specs;
}

/** Specs by key. */
export function fieldMap(def: ResourceDef): Map<string, FieldSpec> {
  return new Map(describeFields(def).map((f) => [f.key, f]));
}

/** What an empty input of this kind holds. */
export function blankValue(spec: FieldSpec): unknown {
  if (spec.defaultValue !== undefined) return structuredClone(spec.defaultValue);
  if (spec.nullable) return null;
  switch (spec.kind) {
    case 'boolean':
      return false;
    case 'refList':
    case 'tags':
    case 'list':
      return [];
    case 'localized':
      return {};
    case 'number':
    case 'enum':
    case 'ref':
    case 'json':
      return undefined;
    default:
      return '';
  }
}

/** The fields of a new row: the contract's defaults, blanks where it has none. */
export function newRowFields(def: ResourceDef): Record<string, unknown> {
  return Object.fromEntries(describeFields(def).map((f) => [f.key, blankValue(f)]));
}
