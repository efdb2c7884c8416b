import type { schemaResolver } from '@mantine/form';
import type { ResourceDef } from '@contract/registry';
import type { FieldMessage } from '@contract/validation';
import { describeFields, type FieldSpec } from './fields';
import { parseFields } from './validate';

/**
 * Rows and form values differ only where inputs cannot hold what the contract stores: inputs hold
 * '' where the row holds null, and JSON fields are edited as text. These two functions are the
 * whole mapping, so the form, the import and the tests agree on it.
 */
export type FormValues = Record<string, unknown>;

/** What Mantine's `schemaResolver` accepts: a Standard Schema. */
type StandardSchema = Parameters<typeof schemaResolver>[0];

/** One value of a row as its input holds it. */
export function toInputValue(spec: FieldSpec, value: unknown): unknown {
  switch (spec.kind) {
    case 'boolean':
      return Boolean(value);
    case 'enum':
    case 'ref':
      return value ?? null;
    case 'refList':
    case 'tags':
      return Array.isArray(value) ? [...(value as unknown[])] : [];
    case 'localized':
      return { ...((value as Record<string, string> | null) ?? {}) };
    case 'list':
      return Array.isArray(value)
        ? value.map((item) => toFormValues(spec.item ?? [], item as Record<string, unknown>))
        : [];
    case 'json':
      return value === undefined ? '' : JSON.stringify(value, null, 2);
    case 'number':
      return typeof value === 'number' ? value : '';
    default:
      return value === null || value === undefined ? '' : String(value);
  }
}

/** One input's value as the contract expects it. Unreadable input is passed on for zod to report. */
export function fromInputValue(spec: FieldSpec, value: unknown): unknown {
  const empty = value === '' || value === null || value === undefined;
  switch (spec.kind) {
    case 'boolean':
      return Boolean(value);
    case 'number': {
      if (empty) return spec.nullable ? null : undefined;
      if (typeof value === 'number') return value;
      const n = Number(String(value).trim());
      return String(value).trim() !== '' && Number.isFinite(n) ? n : value;
    }
    case 'enum':
    case 'ref':
      return empty ? (spec.nullable ? null : undefined) : value;
    case 'localized': {
      const out: Record<string, string> = {};
      for (const [lang, text] of Object.entries((value as Record<string, unknown>) ?? {}))
        if (typeof text === 'string' && text.trim() !== '') out[lang] = text;
      return out;
    }
    case 'list':
      return Array.isArray(value)
        ? value.map((item) => fromFormValues(spec.item ?? [], item as FormValues))
        : value;
    case 'json':
      if (typeof value !== 'string') return value;
      if (value.trim() === '') return spec.nullable ? null : undefined;
      try {
        return JSON.parse(value) as unknown;
      } catch {
        return value;
      }
    case 'refList':
    case 'tags':
      return value ?? [];
    default:
      if (empty) return spec.nullable ? null : '';
      return value;
  }
}

export function toFormValues(
  specs: readonly FieldSpec[],
  row: Record<string, unknown>,
): FormValues {
  return Object.fromEntries(specs.map((s) => [s.key, toInputValue(s, row[s.key])]));
}

export function fromFormValues(
  specs: readonly FieldSpec[],
  values: FormValues,
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const s of specs) {
    const v = fromInputValue(s, values[s.key]);
    if (v !== undefined) out[s.key] = v;
  }
  return out;
}

/**
 * The contract schema as a Standard Schema of form values, for Mantine's `schemaResolver`: values are
 * mapped to row fields, checked by `parseFields`, and each message is put into words by `render`.
 */
export function formSchema(
  def: ResourceDef,
  render: (message: FieldMessage) => string,
): StandardSchema {
  const specs = describeFields(def);
  return {
    '~standard': {
      version: 1,
      vendor: 'backhouse',
      validate(values) {
        const fields = fromFormValues(specs, values as FormValues);
        const parsed = parseFields(def, fields);
        if (parsed.ok) return { value: values };
        return {
          issues: parsed.problems.map((p) => ({
            message: render(p.message),
            path: p.path === '' ? [] : p.path.split('.'),
          })),
        };
      },
    },
  };
}
