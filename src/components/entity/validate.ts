import type { ResourceDef } from '@contract/registry';
import { describeIssue, type FieldMessage } from '@contract/validation';
import type { z } from 'zod';
import type { LocalValidationError } from '@/data/writes';

/** A field path (`name`, `name_localized.de`, `groups.0.min`) and its message. */
export interface FieldProblem {
  path: string;
  message: FieldMessage;
}

export type ParsedFields =
  { ok: true; data: Record<string, unknown> } | { ok: false; problems: FieldProblem[] };

/**
 * Checks a row's fields exactly as the local writer will (the contract's zod schema, then the
 * resource's rules across fields), so a form or an import preview that passes here is not refused
 * when it is written. Returns every problem, not just the first.
 */
export function parseFields(def: ResourceDef, fields: Record<string, unknown>): ParsedFields {
  const parsed = def.fields.safeParse(fields, { reportInput: true });
  if (!parsed.success) return { ok: false, problems: issueProblems(parsed.error.issues) };
  const data = parsed.data as Record<string, unknown>;
  const violations = def.rules?.(data as never) ?? [];
  if (violations.length === 0) return { ok: true, data };
  return {
    ok: false,
    problems: violations.map((v) => ({ path: v.path, message: { code: v.code, params: {} } })),
  };
}

function issueProblems(issues: readonly z.core.$ZodIssue[]): FieldProblem[] {
  return issues.flatMap((issue) => {
    const message = describeIssue(issue);
    const paths =
      issue.code === 'unrecognized_keys' ? issue.keys.map((k) => [...issue.path, k]) : [issue.path];
    return paths.map((p) => ({ path: p.map(String).join('.'), message }));
  });
}

/** The problems of a write the local writer refused, in the same shape. */
export function problemsOf(error: LocalValidationError): FieldProblem[] {
  return [
    ...issueProblems(error.issues),
    ...error.violations.map((v) => ({ path: v.path, message: { code: v.code, params: {} } })),
  ];
}
