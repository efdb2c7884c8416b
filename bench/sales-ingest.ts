/**
 * Issue 8 figure: invoices of 5 lines recorded through POST /api/invoices/batch on SQLite (target at
 * least 2,000 invoices/s).
 * Run alone: npx tsx bench/sales-ingest.ts
 */
import { seededRandom } from '../server/demo/salesRandom';
import { announce, main, median, report } from './lib/common';
import { benchInvoice, LINES_PER_INVOICE, type BenchPlace } from './lib/salesData';
import { call, signInAdmin, startServer } from './lib/server';

const PER_BATCH = 500;
const WARMUP_BATCHES = 2;
const BATCHES = Number(process.env.BATCHES ?? 20);
const TARGET_PER_SECOND = 2000;

interface Row {
  id: string;
  name: string;
  kind?: string;
  price?: number;
  modifier_id?: string;
  unavailable_location_ids?: string[];
  modifiers?: Array<{ modifier_id: string; min_select: number }>;
}

main(async () => {
  announce(
    'Issue 8: invoices of 5 lines through POST /api/invoices/batch, SQLite',
    [
      'The real server in its own process (SQLite in a temp folder, LOG_LEVEL=warn), started on a new',
      'folder: it seeds the demo business and its 90 days of sales, so the invoices land in a',
      `database that already holds some 40,000. Batches of ${PER_BATCH} new invoices of ${LINES_PER_INVOICE} lines (5 different`,
      'dishes of the Dubai grill, a required choice on the first, a discount or a tip now and then),',
      `made and serialised beforehand; ${WARMUP_BATCHES} warm-up batches, then ${BATCHES} one after another, each timed from`,
      'the request to the reply read. Every invoice must come back 201.',
    ].join('\n'),
  );
  const server = await startServer({ logLevel: 'warn' });
  try {
    const { token } = await signInAdmin(server.url);
    const list = async (path: string) =>
      (await call<{ data: Row[] }>(server.url, token, 'GET', `${path}?limit=1000`)).data;
    const [locations, products, methods, choices] = await Promise.all([
      list('/locations'),
      list('/products'),
      list('/payment-methods'),
      list('/modifierItems'),
    ]);
    const choicesOf = (modifierId: string) =>
      choices
        .filter((c) => c.modifier_id === modifierId)
        .map((c) => ({ id: c.id, name: c.name, price: Math.round(Number(c.price) * 100) }));
    const dubai = locations.find((l) => l.name === 'Backhouse Grill Dubai Marina')!;
    const place: BenchPlace = {
      locationId: dubai.id,
      taxRate: 0.05,
      items: products
        .filter((p) => !p.unavailable_location_ids?.includes(dubai.id))
        .map((p, i) => ({
          id: p.id,
          name: p.name,
          category: '',
          group: '',
          price: Math.round(Number(p.price) * 100),
          deliverooPrice: Math.round(Number(p.price) * 100),
          modifiers: (p.modifiers ?? []).map((m) => ({
            min: m.min_select,
            max: m.min_select,
            free: 0,
            items: choicesOf(m.modifier_id),
          })),
          rank: i,
        })),
    };
    const methodOf = (kind: string) => methods.find((m) => m.kind === kind)!.id;
    const shop = {
      payment: {
        cash: methodOf('cash'),
        card: methodOf('card'),
        apple_pay: methodOf('apple_pay'),
        samsung_pay: methodOf('samsung_pay'),
        mastercard: methodOf('mastercard'),
        deliveroo: methodOf('deliveroo'),
        delivery: methodOf('delivery'),
      },
    };
    const random = seededRandom('bench ingest', Date.now());
    const start = Date.parse('2026-10-01T09:00:00Z');
    const bodies = Array.from({ length: WARMUP_BATCHES + BATCHES }, (_, b) =>
      JSON.stringify({
        invoices: Array.from({ length: PER_BATCH }, (_, i) =>
          benchInvoice(shop, place, start + (b * PER_BATCH + i) * 60_000, `ING-${b}-${i}`, random),
        ),
      }),
    );

    const seconds: number[] = [];
    for (const [b, body] of bodies.entries()) {
      const t0 = performance.now();
      const response = await fetch(`${server.url}/api/invoices/batch`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body,
      });
      const reply = (await response.json()) as { results: Array<{ status: number }> };
      const elapsed = (performance.now() - t0) / 1000;
      if (!response.ok) throw new Error(`batch ${b}: ${response.status}`);
      const refused = reply.results.filter((r) => r.status !== 201);
      if (refused.length) throw new Error(`batch ${b}: ${JSON.stringify(refused[0])}`);
      if (b >= WARMUP_BATCHES) seconds.push(elapsed);
    }
    const total = seconds.reduce((a, b) => a + b, 0);
    const rate = (BATCHES * PER_BATCH) / total;
    const medianRate = PER_BATCH / median(seconds);
    console.log(`   ${BATCHES} batches: ${seconds.map((s) => Math.round(s * 1000)).join(', ')} ms`);
    console.log(
      `   ${Math.round(rate)} invoices/s overall, ${Math.round(medianRate)}/s at the median batch`,
    );
    report({
      id: 'sales-ingest',
      method: `POST /api/invoices/batch, ${BATCHES} x ${PER_BATCH} invoices of ${LINES_PER_INVOICE} lines after ${WARMUP_BATCHES} warm-up batches, SQLite`,
      rows: [
        {
          figure: 'ingest invoices of 5 lines through /api/invoices/batch, SQLite',
          measured: `${Math.round(rate)} invoices/s`,
          target: `≥ ${TARGET_PER_SECOND} invoices/s`,
          ok: rate >= TARGET_PER_SECOND,
        },
      ],
      details: { batchSeconds: seconds, perSecond: rate, medianBatchPerSecond: medianRate },
    });
  } finally {
    await server.stop();
  }
});
