import type { z } from 'zod';

/**
 * Validation messages travel as codes so that the server can answer in English and the client can
 * show them in the user's language. Schemas in `contract/` use these codes as their custom messages.
 */
export const validationMessages = {
  required: 'Required',
  invalid_type: 'Expected {{expected}}',
  too_short: 'At least {{min}} characters',
  too_long: 'At most {{max}} characters',
  too_small: 'Must be at least {{min}}',
  too_big: 'Must be at most {{max}}',
  too_few: 'At least {{min}} entries',
  too_many: 'At most {{max}} entries',
  not_integer: 'Must be a whole number',
  email: 'Enter a valid email address',
  date: 'Enter a date as YYYY-MM-DD',
  datetime: 'Enter a date and time',
  uuid: 'Not a valid reference',
  format: 'Not in the expected format',
  one_of: 'Choose one of: {{options}}',
  unknown_field: 'Unknown field',
  hex_color: 'Use a colour like #1e88e5',
  time_of_day: 'Use a time like 09:30',
  code_chars: 'Use letters, digits, - and _ only',
  min_above_max: 'Must not be more than the maximum',
  end_before_start: 'Must not be before the start',
  percent_over_100: 'A percentage cannot be more than 100',
  duplicate: 'Already used by another entry',
  unknown_reference: 'Refers to an entry that does not exist',
  overlap: 'Overlaps other hours of the same day',
  parent_loop: 'A category cannot sit inside itself or one of its subcategories',
  wrong_location: 'Belongs to another location',
  payments_mismatch: 'Payments add up to {{paid}}, but the total is {{due}}',
  overpaid: 'Payments add up to {{paid}}, more than the total of {{due}}',
  not_refundable: 'Must be a completed sale of the same location',
  refund_exceeds_sale: 'More than the sale has left to refund ({{left}})',
  refund_status: 'A refund is either completed or void',
  complimentary_discount: 'A complimentary line has no discount',
  payload_too_large: 'At most {{max}} KB',
  too_deep: 'Nested too deeply',
  date_order: 'Must not be before the start date',
  recipe_cycle: 'A recipe cannot contain itself, directly or through a prepared material',
  hour: 'Use a whole hour from 0 to 23',
  boolean: 'Use true or false',
  number: 'Enter a number, such as 12.5',
  url: 'Use an uploaded file or an https:// address',
  currency_code: 'Use a three-letter currency code such as AED or USD (ISO 4217)',
  time_zone: 'Use a time zone such as Asia/Dubai, or a whole-hour offset such as UTC+4',
  choose_from: 'Choose only from the listed options, each once',
  weekdays: 'List weekdays as numbers from 0 (Sunday) to 6 (Saturday), each once',
  hours_empty: 'The closing time must differ from the opening time',
  day_or_date: 'Give either a weekday or a holiday date',
} as const;
export type ValidationCode = keyof typeof validationMessages;

export interface FieldMessage {
  code: ValidationCode;
  params: Record<string, string | number>;
}

const isCode = (s: string): s is ValidationCode => s in validationMessages;

/** Turns one zod issue into a message code with its parameters. */
export function describeIssue(issue: z.core.$ZodIssue): FieldMessage {
  switch (issue.code) {
    case 'invalid_type': {
      // Parsers that do not keep the input (fastify's) still say "received undefined" for a missing key.
      const missing =
        'input' in issue ? issue.input === undefined : /received undefined$/.test(issue.message);
      if (missing) return { code: 'required', params: {} };
      if (issue.expected === 'int') return { code: 'not_integer', params: {} };
      return { code: 'invalid_type', params: { expected: issue.expected } };
    }
    case 'too_small': {
      const min = Number(issue.minimum);
      if (issue.origin === 'string')
        return min === 1
          ? { code: 'required', params: {} }
          : { code: 'too_short', params: { min } };
      if (issue.origin === 'array' || issue.origin === 'set')
        return { code: 'too_few', params: { min } };
      return { code: 'too_small', params: { min } };
    }
    case 'too_big': {
      const max = Number(issue.maximum);
      if (issue.origin === 'string') return { code: 'too_long', params: { max } };
      if (issue.origin === 'array' || issue.origin === 'set')
        return { code: 'too_many', params: { max } };
      return { code: 'too_big', params: { max } };
    }
    case 'invalid_format':
      if (isCode(issue.message)) return { code: issue.message, params: {} };
      if (issue.format === 'email') return { code: 'email', params: {} };
      if (issue.format === 'date') return { code: 'date', params: {} };
      if (issue.format === 'datetime') return { code: 'datetime', params: {} };
      if (issue.format === 'uuid' || issue.format.startsWith('uuid'))
        return { code: 'uuid', params: {} };
      return { code: 'format', params: {} };
    case 'invalid_value':
      return { code: 'one_of', params: { options: issue.values.map(String).join(', ') } };
    case 'unrecognized_keys':
      return { code: 'unknown_field', params: {} };
    default:
      return isCode(issue.message)
        ? { code: issue.message, params: {} }
        : { code: 'format', params: {} };
  }
}

export function englishMessage({ code, params }: FieldMessage): string {
  return validationMessages[code].replace(/\{\{(\w+)\}\}/g, (_, k: string) =>
    String(params[k] ?? ''),
  );
}

/**
 * Field paths to messages for a failed parse. Unknown keys are reported at their own path so a form or
 * an import preview can point at them.
 */
export function issuesByField(
  issues: readonly z.core.$ZodIssue[],
  render: (message: FieldMessage) => string = englishMessage,
): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const message = render(describeIssue(issue));
    const paths =
      issue.code === 'unrecognized_keys' ? issue.keys.map((k) => [...issue.path, k]) : [issue.path];
    for (const path of paths) {
      const key = path.map(String).join('.') || '_';
      fields[key] ??= message;
    }
  }
  return fields;
}
