import type { Call, CallReply } from '@contract/call';
import type { ReportQuery } from '@contract/reports';
import type { SalesQuery } from '@contract/sales';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Dialect } from '../db/database';
import type { Database } from '../db/tables';
import { signedIn, type Auth } from '../plugins/auth';
import { serveCall } from '../plugins/calls';
import { invalidFields } from '../plugins/errors';
import { readMeta } from '../sales/reports';
import { resolveSalesScope, type SalesScope } from '../sales/scope';

/**
 * The frame of every report call (issue 11): the scope resolved from `from`, `to` and `loc` (403
 * for a location the caller may not use, 400 for dates outside 1900-01-01..2099-12-31 or in the
 * wrong order), `reporting.read` checked, and the reply's meta. Each report only reads its figures.
 */

export interface ReportContext<Q> {
  db: Kysely<Database>;
  /** Where a query's best shape differs between the two databases. */
  dialect: Dialect;
  scope: SalesScope;
  query: Q;
  auth: Auth;
  /** The report's path: its cursors belong to it (server/reports/cursor.ts). */
  path: string;
}

/** A report call: a GET whose query holds the sales scope's `from`, `to` and `loc`. */
type ReportCall = Call & { method: 'GET'; query: z.ZodType<SalesQuery> };

/**
 * Serves a report declared in the contract (contract/frameReportCalls.ts): `read` answers from the
 * resolved scope.
 */
export function serveReport<C extends ReportCall>(
  api: FastifyInstance,
  declaration: C,
  read: (context: ReportContext<z.output<C['query']>>) => Promise<CallReply<C>>,
): void {
  serveCall(api, declaration, async (request) => {
    const auth = signedIn(request);
    const query = request.query as z.output<C['query']>;
    const { db, dialect } = api.database;
    const scope = await resolveSalesScope(db, auth, query);
    return read({ db, dialect, scope, query, auth, path: declaration.path });
  });
}

/** The meta every report reply starts with. */
export const reportMeta = (scope: SalesScope) => {
  const { period, locations, currencies, as_of } = readMeta(scope);
  return { period, locations, currencies, as_of };
};

/** A sort key must name one of the report's columns: anything else is a 400, never a guess. */
export function sortKeyOf<K extends string>(
  query: Pick<ReportQuery, 'sort'>,
  sortable: readonly K[],
  fallback: K,
): K {
  if (query.sort === undefined) return fallback;
  if (!(sortable as readonly string[]).includes(query.sort)) {
    throw invalidFields({ sort: 'one_of' }, `Sort by one of: ${sortable.join(', ')}`);
  }
  return query.sort as K;
}

const compareValues = (a: unknown, b: unknown): number => {
  if (a === b) return 0;
  // Nulls (no cashier, no cost) go last whichever the direction.
  if (a === null || a === undefined) return 1;
  if (b === null || b === undefined) return -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a).localeCompare(String(b));
};

/**
 * One page of items computed whole in memory (reports of a few thousand items at most: products,
 * categories, days with sales, cashiers), sorted by `sort`/`dir` with `tieBreak` keeping the order
 * stable from page to page. Such a report gives no cursor, and refuses one.
 */
export function pageItems<T extends Record<string, unknown>>(
  items: readonly T[],
  query: Pick<ReportQuery, 'sort' | 'dir' | 'page' | 'limit'> & Partial<Pick<ReportQuery, 'after'>>,
  options: {
    sortable: readonly (keyof T & string)[];
    fallback: keyof T & string;
    tieBreak: keyof T & string;
  },
): { items: T[]; total: number; page: number; limit: number } {
  if (query.after !== undefined) {
    throw invalidFields(
      { after: 'format' },
      'This report pages by `page` only: it gives no cursor',
    );
  }
  const key = sortKeyOf(query, options.sortable, options.fallback);
  const sign = query.dir === 'asc' ? 1 : -1;
  const sorted = [...items].sort((a, b) => {
    const nullsLast = a[key] === null || b[key] === null;
    const byKey = compareValues(a[key], b[key]) * (nullsLast ? 1 : sign);
    return byKey || compareValues(a[options.tieBreak], b[options.tieBreak]);
  });
  const start = (query.page - 1) * query.limit;
  return {
    items: sorted.slice(start, start + query.limit),
    total: items.length,
    page: query.page,
    limit: query.limit,
  };
}

/** A percentage with two decimals, null where the base is zero. */
export const percentOf = (part: number, whole: number): number | null =>
  whole === 0 ? null : Math.round((part / whole) * 10_000) / 100;
