import type { VerifyDifference, VerifyReport } from '@contract/verify';

/** Differences printed per business and kind. */
const PRINTED = 20;

const keyText = (key: VerifyDifference['key']) =>
  Object.entries(key)
    .map(([k, v]) => `${k}=${v}`)
    .join(' ');

const valueText = (value: number | null) => (value === null ? 'missing' : String(value));

/** The report as `npm run verify` prints it: per business and kind, clean or what differs. */
export function printedReport(report: VerifyReport): string {
  const out: string[] = [];
  for (const business of report.businesses) {
    out.push(`${business.name} (${business.customer_id}): ${business.clean ? 'clean' : 'DIFFERS'}`);
    for (const kind of business.kinds) {
      if (kind.differing_rows === 0) {
        out.push(`  ${kind.kind}: clean (${kind.rows_checked} rows)`);
        continue;
      }
      out.push(`  ${kind.kind}: ${kind.differing_rows} of ${kind.rows_checked} rows differ`);
      const listed = kind.locations.flatMap((l) =>
        l.differences.map((d) => ({ location: l.location_id, ...d })),
      );
      for (const d of listed.slice(0, PRINTED)) {
        out.push(
          `    location=${d.location} ${keyText(d.key)} ${d.figure}: stored ${valueText(d.stored)}, ` +
            `recomputed ${valueText(d.recomputed)}, difference ${d.difference}`,
        );
      }
      if (listed.length > PRINTED) out.push(`    ... (first ${PRINTED} differences shown)`);
    }
  }
  out.push(
    `${report.clean ? 'Clean' : 'Differences found'}: ${report.businesses.length} business(es) ` +
      `checked in ${report.took_ms} ms`,
  );
  return out.join('\n');
}
