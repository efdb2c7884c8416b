/**
 * Whether a driver error is a unique-constraint violation. SQLite (better-sqlite3) and PostgreSQL (pg)
 * report it differently; callers turn it into a 409 or an idempotent replay.
 */
export function isUniqueViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null || !('code' in error)) return false;
  const code = (error as { code: unknown }).code;
  return (
    code === '23505' ||
    code === 'SQLITE_CONSTRAINT_UNIQUE' ||
    code === 'SQLITE_CONSTRAINT_PRIMARYKEY'
  );
}

/** The text of a unique violation (constraint or column names), to tell which one was hit. */
export function violationText(error: unknown): string {
  if (typeof error !== 'object' || error === null) return '';
  const { message, constraint, detail } = error as {
    message?: unknown;
    constraint?: unknown;
    detail?: unknown;
  };
  return [message, constraint, detail].filter((s) => typeof s === 'string').join(' ');
}
