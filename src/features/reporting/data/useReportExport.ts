import { useTranslation } from 'react-i18next';
import { callServer } from '@/data/calls';
import { useBackhouse } from '@/data/react';
import type { ReportDocument } from '../export/document';
import { fetchAllPages } from '../export/fetchAllPages';
import type { ReportColumn, ReportDefinition, ReportReply } from '../frame/definition';
import { exportColumns } from '../frame/exportDocument';
import { rowLocation, type CellContext } from '../frame/format';
import { pageInMemory, withoutPaging } from '../frame/inMemory';
import type { ReportRead } from '../frame/useReportRead';

type Load<Row> = (
  signal: AbortSignal,
  onProgress: (done: number, total: number) => void,
) => Promise<ReportDocument<Row>>;

/**
 * What the export menu writes: every row of the report as its table shows them (same columns,
 * filters and order), fetched page by page with progress (following `next`) through the report's
 * declared call, with the whole period's totals. Null while the report has not been read: there
 * is nothing to say about it yet.
 */
export function useReportExport<Row, Reply extends ReportReply<Row>>(
  definition: ReportDefinition<Row, Reply>,
  read: ReportRead<Row, Reply>,
  options: {
    columns: readonly ReportColumn<Row>[];
    ctx: CellContext;
    range: string;
    location: string;
    timeZone: string;
  },
): Load<Row> | null {
  const { t } = useTranslation('reporting');
  const { api } = useBackhouse();
  const reply = read.page.data;
  const call = read.call;
  if (!reply || !call) return null;
  const totals = (reply.totals as Row | null) ?? null;
  const document = (rows: readonly Row[]): ReportDocument<Row> => ({
    title: t(definition.title),
    range: options.range,
    location: options.location,
    columns: exportColumns<Row>(options.columns, options.ctx, totals),
    rows,
    totals,
    lang: options.ctx.lang,
    timeZone: options.timeZone,
    // Rows of several locations, each on its own clock, as the table shows them.
    timeZoneOf: (row) => options.ctx.zoneOf(rowLocation(row)),
    currency: options.ctx.money.currency,
  });
  const { declaration, query: fixed } = call;
  return async (signal, onProgress) => {
    if (!definition.serverPaging) {
      // The call answers the whole period at once: the file holds it all, in the table's order.
      const raw: unknown = await callServer(
        api,
        declaration,
        { query: { ...fixed, ...withoutPaging(read.query) } },
        { signal },
      );
      const whole = definition.adapt ? definition.adapt(raw) : (raw as Reply);
      const count = Math.max(1, whole.items.length);
      onProgress(whole.items.length, whole.items.length);
      return document(pageInMemory(whole.items, { sort: read.sort, page: 1, limit: count }).items);
    }
    const rows = await fetchAllPages<Row>({
      fetchPage: async (page, limit, pageSignal, after) => {
        const next = (await callServer(
          api,
          declaration,
          { query: { ...fixed, ...read.query, page, limit, after } },
          { signal: pageSignal },
        )) as Reply & { next?: string | null };
        return { items: next.items, total: next.total, next: next.next };
      },
      signal,
      onProgress,
    });
    return document(rows);
  };
}
