import type { ResourceDef } from '@contract/registry';
import { ImportRowError, type LocalWriter } from '@/data/writes';
import type { ImportPlan, PlannedRow } from './import-plan';

export interface ImportOutcome {
  created: number;
  updated: number;
  /** Rows left out because they had errors. */
  skipped: number;
}

/** The write of one file row failed: nothing of the import was written. */
export class ImportWriteError extends Error {
  readonly line: number;
  constructor(line: number, cause: unknown) {
    super(`import failed at line ${line}`, { cause });
    this.line = line;
  }
}

/** Rows an import writes: the ones to create or update. */
export const rowsToWrite = (plan: ImportPlan): PlannedRow[] =>
  plan.rows.filter((r) => r.status === 'create' || r.status === 'update');

/**
 * Writes the good rows of a plan through the local writer in one transaction: if any write is
 * refused (say the row changed since the preview), none of them happen, and the error names the
 * file line. Rows with errors are never written. `onProgress` is called as rows are written; it must
 * not wait on anything, since the transaction only stays open while it has database work queued.
 */
export async function applyImport(
  writer: LocalWriter,
  def: ResourceDef,
  plan: ImportPlan,
  onProgress: (done: number, total: number) => void = () => undefined,
  /** Where new rows go: null (shared) unless the user is limited to some locations. */
  createLocation: string | null = null,
): Promise<ImportOutcome> {
  const work = rowsToWrite(plan);
  const total = work.length;
  const outcome: ImportOutcome = { created: 0, updated: 0, skipped: plan.counts.error };
  if (total === 0) return outcome;
  const step = Math.max(1, Math.floor(total / 100));
  await writer.all(def, async () => {
    for (let i = 0; i < total; i++) {
      const row = work[i]!;
      try {
        if (row.status === 'create')
          await writer.create(def, row.fields, { locationId: createLocation });
        else await writer.update(def, row.id!, row.fields);
      } catch (error) {
        throw new ImportWriteError(row.line, error);
      }
      if ((i + 1) % step === 0 || i + 1 === total) onProgress(i + 1, total);
    }
  });
  for (const r of work) outcome[r.status === 'create' ? 'created' : 'updated']++;
  return outcome;
}

/**
 * Writes the good rows of a plan as one queued call to the resource's own import route (`path`),
 * which the server writes in one transaction: far faster than a queued change per row for thousands
 * of rows, and offline just the same. Refused rows name their file line; then nothing is written.
 */
export async function applyImportCall(
  writer: LocalWriter,
  def: ResourceDef,
  path: string,
  plan: ImportPlan,
): Promise<ImportOutcome> {
  const work = rowsToWrite(plan);
  try {
    const written = await writer.importRows(
      def,
      path,
      work.map((r) => ({
        rowNumber: r.line,
        id: r.status === 'create' ? null : r.id,
        fields: r.fields,
      })),
    );
    return { ...written, skipped: plan.counts.error };
  } catch (error) {
    if (error instanceof ImportRowError) throw new ImportWriteError(work[error.index]!.line, error);
    throw error;
  }
}
