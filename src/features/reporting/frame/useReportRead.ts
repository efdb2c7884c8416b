import { useMemo } from 'react';
import { useLocationSettings } from '@/shared/location/useLocationSettings';
import { useCallRead, type ServerRead } from '@/components/reports/useServerRead';
import type { ReadQuery } from '@/data/serverRead';
import {
  defaultSortOf,
  filterKeyOf,
  type ReportCall,
  type ReportChart,
  type ReportColumn,
  type ReportDefinition,
  type ReportReply,
  type ReportSort,
} from './definition';
import { pageInMemory, withoutPaging } from './inMemory';
import { DEFAULT_PAGE_SIZE, groupOf, reportQuery, sortOf } from './reportSearch';
import type { ReportView } from './useReportView';

const noSettings = [] as const;

export interface ReportRead<Row, Reply extends ReportReply<Row>> {
  /** One page of the report, as the table shows it. */
  page: ServerRead<Reply>;
  /** What the chart draws, when it reads on its own (the whole period in its order). */
  chart: ServerRead<Reply> | null;
  /** The call read, once the settings that choose it and the location's day are known. */
  call: ReportCall | null;
  /** The query of the page read (exports read every page of it). */
  query: ReadQuery;
  group: string | null;
  sort: { key: string; dir: 'asc' | 'desc' };
  /** The order shown when the URL asks for none. */
  defaultSort: ReportSort;
  /** The columns shown, for the grouping, place and settings read, and the reply. */
  columns: readonly ReportColumn<Row>[];
}

/**
 * Reads a report for what its URL asks: the page the table shows and, when the chart reads the
 * whole period, the chart's figures. Both go through `useCallRead`, so both open offline with
 * their "as of" time once read, and both are checked against the call's reply in development and
 * tests. Reports of issue 8's calls (`serverPaging: false`) read the whole period once and are
 * sorted and paged here.
 */
export function useReportRead<Row, Reply extends ReportReply<Row>>(
  definition: ReportDefinition<Row, Reply>,
  view: ReportView,
): ReportRead<Row, Reply> {
  const { search, period, all, locationId } = view;
  const settings = useLocationSettings(locationId, definition.settings ?? noSettings);
  const group = groupOf(search, definition.groupings);
  // Nothing is read for a period counted from the device's day rather than the location's.
  const declaration = view.dayKnown ? definition.call(settings, group) : null;
  const call: ReportCall | null = declaration && {
    declaration,
    query: definition.callQuery?.(group) ?? {},
  };
  const filters = useMemo(() => definition.filters.map(filterKeyOf), [definition.filters]);
  // What sorts is known before anything is read: columns made from the reply do not sort.
  const sortable = useMemo(
    () =>
      definition
        .columns({ group, all, settings })
        .filter((c) => c.sortable)
        .map((c) => c.key),
    [definition, group, all, settings],
  );
  const fallback = defaultSortOf(definition, group);
  const asked = sortOf(search, sortable, fallback);
  const sort = useMemo(() => ({ key: asked.key, dir: asked.dir }), [asked.key, asked.dir]);
  const query = useMemo(
    () =>
      reportQuery(search, {
        period,
        place: { all, locationId },
        filters,
        group,
        sort,
        page: search.page ?? 1,
        limit: search.limit ?? DEFAULT_PAGE_SIZE,
      }),
    [search, period, all, locationId, filters, group, sort],
  );
  const day = query.from === undefined ? view.today : undefined;
  const paged = definition.serverPaging;
  const read = useCallRead(
    declaration,
    { query: paged ? query : withoutPaging(query) },
    { day, pathQuery: call?.query },
  );
  const chartSpec = definition.chart?.(group) ?? null;
  const orderKey = chartSpec?.query ? JSON.stringify(chartSpec.query) : null;
  const chartOrder = useMemo(
    () => (orderKey ? (JSON.parse(orderKey) as NonNullable<ReportChart['query']>) : null),
    [orderKey],
  );
  const chartQuery = chartOrder ? { ...withoutPaging(query), ...chartOrder, page: 1 } : {};
  const chartRead = useCallRead(
    declaration,
    { query: chartQuery },
    { enabled: paged && chartOrder !== null, day, pathQuery: call?.query },
  );

  const page = useMemo(
    () => inMemory(read, definition, { sort, page: query.page, limit: query.limit }),
    [read, definition, sort, query.page, query.limit],
  );
  // The reply the columns are made from, once per reply (not per render, as the page above is).
  const reply = useMemo(
    () =>
      read.data === undefined || paged || !definition.adapt
        ? (read.data as Reply | undefined)
        : definition.adapt(read.data),
    [read.data, paged, definition],
  );
  const columns = useMemo(
    () => definition.columns({ group, all, settings: settings ?? {}, reply }),
    [definition, group, all, settings, reply],
  );
  const chart = useMemo(() => {
    if (!chartOrder) return null;
    if (paged) return chartRead as ServerRead<Reply>;
    const { sort: key, dir, limit } = chartOrder;
    return inMemory(read, definition, { sort: { key, dir }, page: 1, limit });
  }, [chartOrder, paged, chartRead, read, definition]);
  return { page, chart, call, query, group, sort, columns, defaultSort: fallback };
}

/**
 * A read as a report reply: as it came when the server pages, else adapted from issue 8's shape and
 * sorted and paged here.
 */
function inMemory<Row, Reply extends ReportReply<Row>>(
  read: ServerRead<unknown>,
  definition: ReportDefinition<Row, Reply>,
  options: { sort: { key: string; dir: 'asc' | 'desc' }; page: unknown; limit: unknown },
): ServerRead<Reply> {
  if (definition.serverPaging || read.data === undefined) return read as ServerRead<Reply>;
  const whole = definition.adapt ? definition.adapt(read.data) : (read.data as Reply);
  const paged = pageInMemory(whole.items, {
    sort: options.sort,
    page: Number(options.page) || 1,
    limit: Number(options.limit) || DEFAULT_PAGE_SIZE,
  });
  return { ...read, data: { ...whole, ...paged } };
}
