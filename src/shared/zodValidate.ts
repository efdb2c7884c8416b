import { issuesByField, type FieldMessage } from '@contract/validation';
import type { z } from 'zod';

/** Field paths to translated messages, as Mantine form's `validate` option wants them. */
export type FormErrors = Record<string, string>;

/**
 * A Mantine form `validate` function from a zod schema of `contract/`, with messages in the user's
 * language (namespace `validation`, keyed by the codes of `contract/validation.ts`).
 */
export function zodValidate(
  schema: z.ZodType,
  render: (message: FieldMessage) => string,
): (values: unknown) => FormErrors {
  return (values) => {
    const result = schema.safeParse(values);
    return result.success ? {} : issuesByField(result.error.issues, render);
  };
}
