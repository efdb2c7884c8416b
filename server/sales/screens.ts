import { resources } from '@contract/registry';
import type { QuantityUnit } from '@contract/resources/products';
import { openInvoiceStatuses } from '@contract/sales';
import type { salesItemsQuery } from '@contract/salesReports';
import { recipeCost } from '@contract/units';
import { sql, type Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../db/tables';
import { resourceDb } from '../resources/store';
import { figuresOf, fromMilli, netSalesMilli, zeroSums, addSums, type FigureSums } from './figures';
import { readGrouped, readPayments, readSums, readSumsBy } from './read';
import { datesOf, namesOf, readMeta } from './reports';
import type { SalesScope } from './scope';

/** Invoices as the dashboard lists them: total, channel, how they were paid. */
async function dashboardRows(
  db: Kysely<Database>,
  customerId: string,
  invoices: Database['invoices'][],
) {
  const ids = invoices.map((i) => i.id);
  const payments = ids.length
    ? await db
        .selectFrom('invoice_payments')
        .select(['invoice_id', 'payment_method_id'])
        .where('invoice_id', 'in', ids)
        .execute()
    : [];
  const methods = await namesOf(
    db,
    resources.paymentMethods.table,
    customerId,
    payments.map((p) => p.payment_method_id),
  );
  const channels = await namesOf(
    db,
    resources.channels.table,
    customerId,
    invoices.flatMap((i) => (i.channel_id ? [i.channel_id] : [])),
  );
  return invoices.map((i) => ({
    id: i.id,
    number: i.number,
    location_id: i.location_id,
    created_at: i.created_at,
    status: i.status,
    kind: i.kind as 'sale' | 'refund',
    total: fromMilli(i.due),
    currency: i.currency,
    channel: i.channel_id ? (channels.get(i.channel_id) ?? null) : null,
    payment_methods: [
      ...new Set(
        payments
          .filter((p) => p.invoice_id === i.id)
          .map((p) => methods.get(p.payment_method_id) ?? ''),
      ),
    ],
  }));
}

/** The newest invoices of the scope's locations (whatever their date), newest first. */
export async function latestTransactions(db: Kysely<Database>, scope: SalesScope, limit: number) {
  const invoices = scope.locations.length
    ? await db
        .selectFrom('invoices')
        .selectAll()
        .where('customer_id', '=', scope.customerId)
        .where(
          'location_id',
          'in',
          scope.locations.map((l) => l.id),
        )
        .orderBy('created_at', 'desc')
        .limit(limit)
        .execute()
    : [];
  return {
    data: await dashboardRows(db, scope.customerId, invoices),
    as_of: new Date().toISOString(),
  };
}

/**
 * The statuses of an open order as SQL literals, not parameters: SQLite uses the partial index
 * `invoices_open` only when the query's condition visibly implies the index's.
 */
const openStatusCondition = sql<boolean>`status in (${sql.join(openInvoiceStatuses.map((s) => sql.lit(s)))})`;

/**
 * Order fulfilment: what is still pending, being prepared or ready, oldest first (the first 20),
 * with the count and total of all of them. The open orders are read first (a materialized CTE)
 * and then sorted: otherwise a planner may walk every invoice in time order to find the few open.
 */
export async function openOrders(db: Kysely<Database>, scope: SalesScope) {
  const open = () =>
    db
      .selectFrom('invoices')
      .where('customer_id', '=', scope.customerId)
      .where(
        'location_id',
        'in',
        scope.locations.map((l) => l.id),
      )
      .where(openStatusCondition);
  const [invoices, byStatus] = scope.locations.length
    ? await Promise.all([
        db
          .with(
            (cte) => cte('open').materialized(),
            () => open().selectAll(),
          )
          .selectFrom('open')
          .selectAll()
          .orderBy('created_at')
          .limit(20)
          .execute(),
        open()
          .select((eb) => [
            'status',
            eb.fn.countAll<number | string>().as('count'),
            eb.fn.sum<number | string>('due').as('due'),
          ])
          .groupBy('status')
          .execute(),
      ])
    : [[], []];
  const count = (status: string) => Number(byStatus.find((r) => r.status === status)?.count ?? 0);
  return {
    data: await dashboardRows(db, scope.customerId, invoices),
    count: byStatus.reduce((sum, r) => sum + Number(r.count), 0),
    total: fromMilli(byStatus.reduce((sum, r) => sum + Number(r.due), 0)),
    by_status: { pending: count('pending'), preparing: count('preparing'), ready: count('ready') },
    as_of: new Date().toISOString(),
  };
}

/** One location's figures for a period, with its open orders. */
export async function locationTotal(db: Kysely<Database>, scope: SalesScope) {
  const location = scope.locations[0]!;
  const open = await openOrders(db, scope);
  return {
    ...figuresOf(await readSums(db, scope)),
    location_id: location.id,
    period: { from: location.from, to: location.to, until: null },
    currency: location.currency,
    open_orders: open.count,
    open_amount: open.total,
    as_of: new Date().toISOString(),
  };
}

/** What the sales screens filter by: the places, channels, methods, cashiers and categories. */
export async function filterOptions(db: Kysely<Database>, scope: SalesScope) {
  const list = async (table: string, extra: string[] = []) =>
    (await resourceDb(db)
      .selectFrom(table)
      .select(['id', 'name', ...extra])
      .where('customer_id', '=', scope.customerId)
      .where('deleted_at', 'is', null)
      .orderBy('name')
      .execute()) as Array<{ id: string; name: string } & Record<string, unknown>>;
  const cashiers = await db
    .selectFrom('users')
    .select(['id', 'username'])
    .where('customer_id', '=', scope.customerId)
    .where('deleted_at', 'is', null)
    .orderBy('username')
    .execute();
  const locations = await namesOf(
    db,
    resources.locations.table,
    scope.customerId,
    scope.locations.map((l) => l.id),
  );
  return {
    locations: scope.locations.map((l) => ({ id: l.id, name: locations.get(l.id) ?? '' })),
    channels: (await list(resources.channels.table)).map(({ id, name }) => ({ id, name })),
    payment_methods: (await list(resources.paymentMethods.table, ['kind'])).map((m) => ({
      id: m.id,
      name: m.name,
      kind: String(m.kind ?? ''),
    })),
    cashiers: cashiers.map((u) => ({ id: u.id, name: u.username })),
    categories: (await list(resources.categories.table)).map(({ id, name }) => ({ id, name })),
    order_types: (await list(resources.orderTypes.table)).map(({ id, name }) => ({ id, name })),
  };
}

type ItemsQuery = z.infer<typeof salesItemsQuery>;

/**
 * Item-level sales: what sold, how many, at what price, with discounts, by product or otherwise.
 * Item rows are read with their kind and category so the category filter applies to every grouping
 * and quantities count products only (a burger with extra cheese is one item sold, not two); by
 * channel there are no items, only the channel's figures.
 */
export async function salesItems(db: Kysely<Database>, scope: SalesScope, query: ItemsQuery) {
  const byChannel = query.group === 'channel';
  const dimension: Record<ItemsQuery['group'], string[]> = {
    product: ['item_id'],
    category: [],
    day: ['business_date'],
    location: ['location_id'],
    channel: ['channel_id'],
  };
  const groupBy = byChannel
    ? dimension.channel
    : ['item_kind', 'category_id', ...dimension[query.group]];
  let rows = await readGrouped(
    db,
    scope,
    byChannel ? 'sales_by_channel' : 'sales_by_item',
    groupBy,
    byChannel ? [] : ['quantity', 'refunded_quantity'],
  );
  if (query.category_id && !byChannel) {
    rows = rows.filter((r) => r.key.category_id === query.category_id);
  }
  if (query.group === 'category') rows = mergeItemRows(rows, 'category_id');
  if (query.group === 'day') rows = mergeItemRows(rows, 'business_date');
  if (query.group === 'location') rows = mergeItemRows(rows, 'location_id');
  const names = new Map<string, string>();
  const add = (map: Map<string, string>) => map.forEach((v, k) => names.set(k, v));
  const keys = (column: string) => rows.map((r) => r.key[column] ?? '').filter(Boolean);
  const categories = await namesOf(
    db,
    resources.categories.table,
    scope.customerId,
    keys('category_id'),
  );
  if (query.group === 'product') {
    add(await namesOf(db, resources.products.table, scope.customerId, keys('item_id')));
    add(await namesOf(db, resources.modifierItems.table, scope.customerId, keys('item_id')));
  }
  if (query.group === 'location') {
    add(await namesOf(db, resources.locations.table, scope.customerId, keys('location_id')));
  }
  if (query.group === 'channel') {
    add(await namesOf(db, resources.channels.table, scope.customerId, keys('channel_id')));
  }
  const keyColumn = query.group === 'category' ? 'category_id' : dimension[query.group][0]!;
  const keyOf = (r: (typeof rows)[number]) => r.key[keyColumn] ?? '';
  const nameOf = (r: (typeof rows)[number]) =>
    query.group === 'category'
      ? (categories.get(keyOf(r)) ?? '')
      : query.group === 'day'
        ? keyOf(r)
        : (names.get(keyOf(r)) ?? '');
  const needle = query.search?.trim().toLocaleLowerCase();
  const data = rows
    .map((r) => {
      const quantity = r.extra.quantity ?? 0;
      const net = netSalesMilli(r.sums);
      return {
        key: keyOf(r),
        name: nameOf(r),
        item_kind: (r.key.item_kind as 'product' | 'modifier' | undefined) ?? null,
        category: r.key.category_id ? (categories.get(r.key.category_id) ?? null) : null,
        quantity: fromMilli(quantity),
        refunded_quantity: fromMilli(r.extra.refunded_quantity ?? 0),
        average_price: quantity === 0 ? 0 : fromMilli(Math.round((r.sums.gross / quantity) * 1000)),
        gross_sales: fromMilli(r.sums.gross),
        discounts: fromMilli(r.sums.discounts),
        complimentary: fromMilli(r.sums.complimentary),
        refunds: fromMilli(r.sums.refunds),
        net_sales: fromMilli(net),
        tax: fromMilli(r.sums.tax),
      };
    })
    .filter((row) => !needle || row.name.toLocaleLowerCase().includes(needle))
    .sort((a, b) =>
      query.group === 'day' ? a.key.localeCompare(b.key) : b.net_sales - a.net_sales,
    );
  const total = (
    key:
      'quantity' | 'gross_sales' | 'discounts' | 'complimentary' | 'refunds' | 'net_sales' | 'tax',
  ) =>
    Math.round(
      data
        // Items sold are products: a modifier row's quantity rides on its product's.
        .filter((r) => key !== 'quantity' || r.item_kind !== 'modifier')
        .reduce((s, r) => s + r[key], 0) * 1000,
    ) / 1000;
  return {
    ...readMeta(scope),
    group: query.group,
    data,
    totals: {
      quantity: total('quantity'),
      gross_sales: total('gross_sales'),
      discounts: total('discounts'),
      complimentary: total('complimentary'),
      refunds: total('refunds'),
      net_sales: total('net_sales'),
      tax: total('tax'),
    },
  };
}

type GroupedRow = Awaited<ReturnType<typeof readGrouped>>[number];

/**
 * Item rows made one per value of `column`: figures of products and modifiers alike, quantities of
 * products only.
 */
function mergeItemRows(rows: readonly GroupedRow[], column: string): GroupedRow[] {
  const merged = new Map<string, GroupedRow>();
  for (const r of rows) {
    const value = r.key[column] ?? '';
    const into = merged.get(value) ?? {
      key: { [column]: value },
      sums: zeroSums(),
      extra: { quantity: 0, refunded_quantity: 0 },
    };
    addSums(into.sums, r.sums);
    if (r.key.item_kind === 'product') {
      into.extra.quantity! += r.extra.quantity ?? 0;
      into.extra.refunded_quantity! += r.extra.refunded_quantity ?? 0;
    }
    merged.set(value, into);
  }
  return [...merged.values()];
}

/** Takings per business date, location and payment method, with tips, refunds and the cash to bank. */
export async function paymentAccount(db: Kysely<Database>, scope: SalesScope) {
  const rows = await readPayments(db, scope, ['business_date', 'location_id', 'payment_method_id']);
  const methods = (await resourceDb(db)
    .selectFrom(resources.paymentMethods.table)
    .select(['id', 'name', 'kind', 'opens_cash_drawer', 'sort_order'])
    .where('customer_id', '=', scope.customerId)
    .orderBy('sort_order')
    .execute()) as Array<{
    id: string;
    name: string;
    kind: string | null;
    opens_cash_drawer: unknown;
  }>;
  const cash = new Set(
    methods
      .filter((m) => m.kind === 'cash' || Boolean(Number(m.opens_cash_drawer)))
      .map((m) => m.id),
  );
  const days = new Map<string, typeof rows>();
  for (const row of rows) {
    const key = `${row.key.business_date}|${row.key.location_id}`;
    days.set(key, [...(days.get(key) ?? []), row]);
  }
  const data = [...days]
    .map(([key, list]) => {
      const [date, locationId] = key.split('|') as [string, string];
      const sum = (pick: (r: (typeof list)[number]) => number) =>
        list.reduce((s, r) => s + pick(r), 0);
      // A tip paid in cash is in the drawer with the cash it came with, not on its way to the bank.
      const cashNet = sum((r) =>
        cash.has(r.key.payment_method_id!) ? r.amount - r.refunded + r.tips : 0,
      );
      const takings = sum((r) => r.amount);
      const refunded = sum((r) => r.refunded);
      const tips = sum((r) => r.tips);
      return {
        date,
        location_id: locationId,
        by_method: list.map((r) => ({
          payment_method_id: r.key.payment_method_id!,
          amount: fromMilli(r.amount),
          refunded: fromMilli(r.refunded),
          tips: fromMilli(r.tips),
          net: fromMilli(r.amount - r.refunded),
        })),
        takings: fromMilli(takings),
        refunded: fromMilli(refunded),
        tips: fromMilli(tips),
        cash: fromMilli(cashNet),
        to_bank: fromMilli(takings - refunded + tips - cashNet),
      };
    })
    .sort((a, b) => a.date.localeCompare(b.date) || a.location_id.localeCompare(b.location_id));
  const used = new Set(rows.map((r) => r.key.payment_method_id));
  return {
    ...readMeta(scope),
    methods: methods
      .filter((m) => used.has(m.id))
      .map((m) => ({ id: m.id, name: m.name, kind: m.kind, cash: cash.has(m.id) })),
    data,
  };
}

/**
 * The cost of the materials sales used, per business date and material category: each product's
 * quantity sold less refunded times its recipe at the materials' costs today. Products without a
 * recipe are listed apart: their cost is unknown, not zero. (The stock ledger of the inventory issue
 * records what each sale actually took out.)
 */
export async function inventoryAccount(db: Kysely<Database>, scope: SalesScope) {
  const rows = (
    await readGrouped(
      db,
      scope,
      'sales_by_item',
      ['business_date', 'item_kind', 'item_id'],
      ['quantity', 'refunded_quantity'],
    )
  ).filter((r) => r.key.item_kind === 'product');
  const productIds = [...new Set(rows.map((r) => r.key.item_id!))];
  const products = productIds.length
    ? ((await resourceDb(db)
        .selectFrom(resources.products.table)
        .select(['id', 'name', 'recipe'])
        .where('customer_id', '=', scope.customerId)
        .where('id', 'in', productIds)
        .execute()) as Array<{ id: string; name: string; recipe: string | null }>)
    : [];
  const recipes = new Map(
    products.map((p) => [
      p.id,
      JSON.parse(p.recipe ?? '[]') as Array<{
        material_id: string;
        quantity: number;
        unit: QuantityUnit;
      }>,
    ]),
  );
  const materialRows = (await resourceDb(db)
    .selectFrom(resources.materials.table)
    .select(['id', 'unit', 'cost', 'category_id'])
    .where('customer_id', '=', scope.customerId)
    .execute()) as Array<{
    id: string;
    unit: QuantityUnit;
    cost: number;
    category_id: string | null;
  }>;
  const materials = new Map(
    materialRows.map((m) => [m.id, { unit: m.unit, cost: Number(m.cost) }]),
  );
  const categoryOf = new Map(materialRows.map((m) => [m.id, m.category_id ?? '']));
  const categories = await namesOf(db, resources.materialCategories.table, scope.customerId, [
    ...new Set(materialRows.map((m) => m.category_id ?? '')),
  ]);

  const costs = new Map<string, Map<string, number>>();
  const without = new Map<string, number>();
  for (const row of rows) {
    const recipe = recipes.get(row.key.item_id!) ?? [];
    const used = fromMilli((row.extra.quantity ?? 0) - (row.extra.refunded_quantity ?? 0));
    if (recipe.length === 0) {
      without.set(row.key.item_id!, (without.get(row.key.item_id!) ?? 0) + used);
      continue;
    }
    const day = costs.get(row.key.business_date!) ?? new Map<string, number>();
    for (const line of recipe) {
      const { cost } = recipeCost([line], materials);
      const category = categoryOf.get(line.material_id) ?? '';
      day.set(category, (day.get(category) ?? 0) + cost * used);
    }
    costs.set(row.key.business_date!, day);
  }
  const netByDate = new Map<string, FigureSums>();
  for (const [date, sums] of await readSumsBy(db, scope, 'business_date')) {
    netByDate.set(date, sums);
  }
  const round = (n: number) => Math.round(n * 1000) / 1000;
  const data = datesOf(scope).map((date) => {
    const day = costs.get(date) ?? new Map<string, number>();
    const cost = [...day.values()].reduce((s, c) => s + c, 0);
    const net = fromMilli(netSalesMilli(netByDate.get(date) ?? zeroSums()));
    return {
      date,
      by_category: [...day].map(([category_id, c]) => ({ category_id, cost: round(c) })),
      cost: round(cost),
      net_sales: net,
      food_cost_pct: net === 0 ? null : Math.round((cost / net) * 1000) / 10,
    };
  });
  const usedCategories = new Set(data.flatMap((d) => d.by_category.map((c) => c.category_id)));
  const names = new Map(products.map((p) => [p.id, p.name]));
  return {
    ...readMeta(scope),
    categories: [...usedCategories].map((id) => ({ id, name: categories.get(id) ?? '' })),
    data,
    without_recipe: [...without]
      .filter(([, quantity]) => quantity !== 0)
      .map(([product_id, quantity]) => ({
        product_id,
        name: names.get(product_id) ?? '',
        quantity,
      }))
      .sort((a, b) => b.quantity - a.quantity),
  };
}
