import { FROM_CACHE_HEADER } from '@contract/cacheHeader';
import {
  todayCalls,
  todayServerKinds,
  type TodayItem,
  type TodayReply,
  type TodayServerKind,
} from '@contract/today';
import { Anchor } from '@mantine/core';
import { waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OutboxEntry } from '@/data/db';
import { callServer } from '@/data/calls';
import { callReadKey } from '@/data/serverRead';
import { locationName } from '@/shared/location/activeLocation';
import { device, openScreen, testTag, type Credentials } from '@/testing/screen';

/** An administrator no other screen test signs in as: its outbox is this file's alone. */
const owner: Credentials = { email: 'owner@backhouse.demo', password: 'backhouse-demo' };

/** The instant the tests look from: Friday 4 December 2026, 09:00 UTC. */
const NOW = Date.parse('2026-12-04T09:00:00.000Z');
const ago = (minutes: number) => new Date(NOW - minutes * 60_000).toISOString();
const HOUR = 60;
const DAY = 24 * HOUR;

interface Places {
  first: { id: string; name: string };
  second: { id: string; name: string };
}

async function places(): Promise<Places> {
  const rows = (await (await device(owner)).backhouse.getLocal()!.db.rows('locations').toArray())
    .filter((row) => !row.deleted_at)
    .sort((a, b) => a.id.localeCompare(b.id));
  const [a, b] = rows;
  return {
    first: { id: a!.id, name: locationName(a!, 'en') },
    second: { id: b!.id, name: locationName(b!, 'en') },
  };
}

function item(kind: TodayServerKind, minutesAgo: number, more: Partial<TodayItem> = {}): TodayItem {
  return {
    kind,
    id: `${kind}-1`,
    location_id: null,
    label: `${kind} label`,
    since: ago(minutesAgo),
    urgency: 'due',
    figures: {},
    unit: null,
    detail: null,
    ...more,
  };
}

/** The server's reply: overdue first, then due, newest first within each (as the contract says). */
function fullReply({ first, second }: Places): TodayReply {
  const items: TodayItem[] = [
    item('till_silent', 45, {
      urgency: 'overdue',
      location_id: first.id,
      label: 'Till 1',
      figures: { silent_minutes: 45, usual_gap_minutes: 8 },
    }),
    item('daily_sync_failed', 3 * HOUR, {
      urgency: 'overdue',
      id: `${first.id}/2026-12-03`,
      location_id: first.id,
      label: '2026-12-03',
      detail: 'Receiver answered 502',
      figures: { failures: 3, summaries: 2 },
    }),
    item('report_email_bounced', 20 * HOUR, { urgency: 'overdue', detail: 'chef@example.com' }),
    item('delivery_due', DAY, {
      urgency: 'overdue',
      location_id: second.id,
      label: 'PO-0042',
      detail: 'Fresh Farms',
      figures: { days_late: 1 },
    }),
    item('count_overdue', 2 * DAY, {
      urgency: 'overdue',
      location_id: first.id,
      label: 'Month end',
      figures: { days_late: 2 },
    }),
    item('transfer_late', 4 * DAY, {
      urgency: 'overdue',
      location_id: second.id,
      figures: { days_late: 3 },
    }),
    item('count_to_review', 30, { location_id: first.id, label: 'Week 48' }),
    item('material_below_minimum', HOUR, {
      location_id: first.id,
      label: 'Flour',
      unit: 'kg',
      figures: { on_hand: 3, minimum: 15, to_order: 20, on_order: 8 },
    }),
    // The same material below its minimum at the other place: another item, with the same id.
    item('material_below_minimum', 90, {
      location_id: second.id,
      label: 'Flour',
      unit: 'kg',
      figures: { on_hand: 1, minimum: 5, to_order: 5 },
    }),
    item('work_order_today', 2 * HOUR, {
      location_id: second.id,
      label: 'Croissants',
      unit: 'pcs',
      figures: { quantity: 40, days_late: 1 },
    }),
    item('invoice_differences', 3 * HOUR, {
      location_id: first.id,
      label: 'INV-77',
      figures: { difference: 12.5 },
    }),
    item('order_to_accept', 4 * HOUR, { location_id: first.id }),
    item('order_to_send', 5 * HOUR, { location_id: first.id, figures: { days_late: 2 } }),
    item('order_to_receive', 6 * HOUR, { location_id: second.id }),
  ];
  const counts = Object.fromEntries(
    todayServerKinds.map((kind) => [kind, 1]),
  ) as TodayReply['counts'];
  // The server lists at most 50 of a kind; its counts count them all.
  counts.material_below_minimum = 3;
  return { as_of: ago(0), items, counts };
}

const emptyReply = (): TodayReply => ({
  as_of: ago(0),
  items: [],
  counts: Object.fromEntries(todayServerKinds.map((kind) => [kind, 0])) as TodayReply['counts'],
});

/**
 * Answers `GET /api/today` with `reply` (the server's route is another branch's), from the service
 * worker's cache when `cachedAt` is given (the device offline); every other call reaches the
 * `dom` project's server.
 */
function answerToday(reply: TodayReply | 'not found', cachedAt?: string) {
  const real = globalThis.fetch.bind(globalThis);
  vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    const url = new URL(String(input instanceof Request ? input.url : input));
    if (url.pathname !== '/api/today') return real(input, init);
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (cachedAt) headers[FROM_CACHE_HEADER] = cachedAt;
    if (reply === 'not found') {
      const body = { error: { code: 'NOT_FOUND', message: 'Not found' } };
      return Promise.resolve(new Response(JSON.stringify(body), { status: 404, headers }));
    }
    return Promise.resolve(new Response(JSON.stringify(reply), { status: 200, headers }));
  });
}

function outboxEntry(more: Partial<OutboxEntry> & Pick<OutboxEntry, 'status'>): OutboxEntry {
  const rowId = crypto.randomUUID();
  return {
    id: crypto.randomUUID(),
    userId: 'owner',
    collection: 'brands',
    rowId,
    op: 'update',
    method: 'PUT',
    path: `/brands/${rowId}`,
    body: {},
    idempotencyKey: crypto.randomUUID(),
    before: null,
    attempts: 1,
    createdAt: ago(2 * HOUR),
    lastAttemptAt: ago(2 * HOUR),
    ...more,
  };
}

/**
 * Puts on the owner's device two count entries the server refused (of one count at the first
 * location), one other refused change, and one waiting; returns how to take them away again.
 */
async function deviceChanges({ first }: Places) {
  const local = (await device(owner)).backhouse.getLocal()!;
  const countId = crypto.randomUUID();
  const name = `Shelf count ${testTag()}`;
  const entry = (lastAttemptAt: string) =>
    outboxEntry({
      status: 'failed',
      collection: 'countEntries',
      method: 'POST',
      path: '/inventory-counts/add-item',
      body: { count_id: countId },
      lastAttemptAt,
    });
  const entries = [
    entry(ago(12)),
    entry(ago(10)),
    outboxEntry({ status: 'conflict', lastAttemptAt: ago(90) }),
    // Another session's: the engine never sends it, so it stays waiting while the test looks.
    outboxEntry({ status: 'pending', userId: 'another-session', createdAt: ago(20) }),
  ];
  await local.db.rows('inventoryCounts').put({
    id: countId,
    location_id: first.id,
    name,
    version: 1,
    updated_at: ago(DAY),
    deleted_at: null,
  } as never);
  await local.db.outbox.bulkAdd(entries);
  return {
    countId,
    name,
    async remove() {
      await local.db.outbox
        .where('id')
        .anyOf(entries.map((e) => e.id))
        .delete();
      await local.db.rows('inventoryCounts').delete(countId);
    },
  };
}

/**
 * Counts the outbox rows the device's Today reads from now on: every row a `get`, a `getAll` or a
 * cursor step returns (counting them, `count()`, reads none), in a transaction over exactly the
 * stores that read holds: the outbox, the count entries and the counts. The sync engine's reads are
 * not counted: a pull that lands meanwhile reads the outbox whole in a transaction over every table.
 */
function outboxRowsRead(): { rows: number } {
  const read = { rows: 0 };
  type Reads = Record<'get' | 'getAll' | 'openCursor', (...args: unknown[]) => IDBRequest>;
  for (const proto of [IDBObjectStore.prototype, IDBIndex.prototype] as unknown as Reads[]) {
    for (const method of ['get', 'getAll', 'openCursor'] as const) {
      const original = proto[method];
      vi.spyOn(proto, method).mockImplementation(function (
        this: IDBObjectStore | IDBIndex,
        ...args
      ) {
        const request = original.apply(this, args);
        const store = 'objectStore' in this ? this.objectStore : this;
        const scope = request.transaction?.objectStoreNames;
        const todays =
          scope?.length === 3 &&
          ['outbox', 'countEntries', 'inventoryCounts'].every((name) => scope.contains(name));
        if (store.name === 'outbox' && todays) {
          request.addEventListener('success', () => {
            const result: unknown = request.result;
            read.rows += Array.isArray(result) ? result.length : result ? 1 : 0;
          });
        }
        return request;
      });
    }
  }
  return read;
}

/** Items as the screen lists them, section by section. */
function kindsIn(section: HTMLElement): string[] {
  return within(section)
    .getAllByTestId('today-item')
    .map((link) => link.dataset.kind!);
}

function linkOf(kind: string): string {
  const link = document.querySelector<HTMLAnchorElement>(
    `[data-testid="today-item"][data-kind="${kind}"]`,
  );
  if (!link) throw new Error(`no item of kind ${kind}`);
  return link.getAttribute('href')!;
}

const itemOf = (kind: string) =>
  document.querySelector<HTMLElement>(`[data-testid="today-item"][data-kind="${kind}"]`);

function figuresOf(kind: string): string | null {
  const link = itemOf(kind);
  return link?.querySelector('[data-testid="today-figures"]')?.textContent ?? null;
}

let badge: { set: ReturnType<typeof vi.fn>; clear: ReturnType<typeof vi.fn> };

beforeEach(async () => {
  // Signed in on the real clock; the screens then look from the fixed instant.
  const signedIn = await device(owner);
  signedIn.queryClient.removeQueries({ queryKey: callReadKey(todayCalls.today) });
  vi.useFakeTimers({ toFake: ['Date'], now: NOW });
  // The Badging API, as an installed app in Chromium has it.
  badge = { set: vi.fn(() => Promise.resolve()), clear: vi.fn(() => Promise.resolve()) };
  Object.defineProperty(navigator, 'setAppBadge', { configurable: true, value: badge.set });
  Object.defineProperty(navigator, 'clearAppBadge', { configurable: true, value: badge.clear });
});

afterEach(() => {
  Reflect.deleteProperty(navigator, 'setAppBadge');
  Reflect.deleteProperty(navigator, 'clearAppBadge');
});

describe('the Today screen', () => {
  it('lists late items before those due today, newest first, the device’s among the server’s, with a count per kind', async () => {
    const at = await places();
    answerToday(fullReply(at));
    const changes = await deviceChanges(at);
    try {
      const { screen } = await openScreen('/dashboard/today', { as: owner });
      const late = await screen.findByTestId('today-overdue');
      await waitFor(() => expect(kindsIn(late)).toContain('count_entries_refused'));
      expect(kindsIn(late)).toEqual([
        'count_entries_refused', // refused 10 minutes ago
        'till_silent', // its last sale 45 minutes ago
        'changes_refused', // 90 minutes ago
        'daily_sync_failed',
        'report_email_bounced',
        'delivery_due',
        'count_overdue',
        'transfer_late',
      ]);
      expect(kindsIn(screen.getByTestId('today-due'))).toEqual([
        'changes_waiting', // the oldest waiting since 20 minutes ago
        'count_to_review',
        'material_below_minimum',
        'material_below_minimum',
        'work_order_today',
        'invoice_differences',
        'order_to_accept',
        'order_to_send',
        'order_to_receive',
      ]);
      // Only the kinds with items, each with its count: the server's counts (three materials
      // below minimum where one is listed) and the device's changes (two refused entries).
      const counted = Object.fromEntries(
        screen
          .getAllByTestId('today-chip-count')
          .map((count) => [count.dataset.kind, count.textContent]),
      );
      expect(counted).toMatchObject({
        material_below_minimum: '3',
        count_entries_refused: '2',
        changes_refused: '1',
        changes_waiting: '1',
        till_silent: '1',
      });
      expect(Object.keys(counted)).toHaveLength(16);
      expect(screen.getByTestId('today-chip-all-count').textContent).toBe('19');
      // The menu's number comes to the same total (its entries render just after the screen, and
      // its count adds the device's changes once read).
      await waitFor(() => expect(screen.getByTestId('today-nav-count').textContent).toBe('19'));
    } finally {
      await changes.remove();
    }
  });

  it('links each kind to the screen where it is settled, at the item’s location', async () => {
    const at = await places();
    const { first, second } = at;
    answerToday(fullReply(at));
    const changes = await deviceChanges(at);
    try {
      const { screen, router } = await openScreen('/dashboard/today', { as: owner });
      await screen.findByTestId('today-overdue');
      await waitFor(() => expect(linkOf('count_entries_refused')).toBeTruthy());
      const expected: Record<string, string> = {
        count_to_review: `/dashboard/inventory/review?id=count_to_review-1&loc=${first.id}`,
        count_overdue: `/dashboard/inventory/inventory-count-details?id=count_overdue-1&loc=${first.id}`,
        order_to_accept: `/dashboard/inventory/order-request?loc=${first.id}`,
        order_to_send: `/dashboard/inventory/order-request?loc=${first.id}`,
        order_to_receive: `/dashboard/inventory/order-request?loc=${second.id}`,
        transfer_late: `/dashboard/inventory/transfer?loc=${second.id}`,
        delivery_due: `/dashboard/supplier/order?id=delivery_due-1&receive=1&loc=${second.id}`,
        invoice_differences: `/dashboard/supplier/order?view=invoices&invoice=invoice_differences-1&loc=${first.id}`,
        material_below_minimum: `/dashboard/inventory/create-order?loc=${first.id}`,
        work_order_today: `/dashboard/inventory/work-orders?id=work_order_today-1&loc=${second.id}`,
        daily_sync_failed: `/dashboard/sync/daily-sync?period=custom&from=2026-12-03&to=2026-12-03&place=${first.id}`,
        report_email_bounced: '/dashboard/reporting?tab=emails',
        till_silent: `/dashboard?loc=${first.id}`,
        count_entries_refused: `/dashboard/inventory/inventory-count-details?id=${changes.countId}&loc=${first.id}`,
        changes_waiting: '/dashboard/today?sync=open',
        changes_refused: '/dashboard/today?sync=open',
      };
      for (const [kind, href] of Object.entries(expected)) {
        const got = new URL(linkOf(kind), 'http://app');
        const want = new URL(href, 'http://app');
        expect(got.pathname, kind).toBe(want.pathname);
        // As the router reads the address (it writes `receive=1` as the string "1").
        expect(router.options.parseSearch(got.search), kind).toEqual(
          Object.fromEntries(want.searchParams),
        );
      }
      // A link, reached by the keyboard like any other.
      const first_ = screen.getAllByTestId('today-item')[0]!;
      expect(first_.tagName).toBe('A');
      first_.focus();
      expect(document.activeElement).toBe(first_);
    } finally {
      await changes.remove();
    }
  });

  it('writes each item’s figures, place and time on the location’s clock', async () => {
    const at = await places();
    answerToday(fullReply(at));
    const changes = await deviceChanges(at);
    try {
      const { screen } = await openScreen('/dashboard/today', { as: owner });
      await screen.findByTestId('today-overdue');
      await waitFor(() => expect(figuresOf('count_entries_refused')).not.toBeNull());
      expect(figuresOf('material_below_minimum')).toBe(
        '12 kg below minimum, order 20 kg · 8 kg already on order',
      );
      expect(figuresOf('till_silent')).toBe('Silent for 45 min, usually a sale every 8 min');
      expect(figuresOf('delivery_due')).toBe('1 day overdue');
      expect(figuresOf('count_overdue')).toBe('2 days past its cut-off');
      expect(figuresOf('transfer_late')).toBe('3 days longer than expected');
      expect(figuresOf('work_order_today')).toBe('Make 40 pcs · 1 day overdue');
      expect(figuresOf('order_to_send')).toBe('2 days overdue');
      expect(figuresOf('order_to_accept')).toBeNull();
      expect(figuresOf('daily_sync_failed')).toBe('2 summaries failed');
      // A daily sync's day, written as a date, and what its receiver answered.
      expect(itemOf('daily_sync_failed')!.textContent).toContain('Dec 3, 2026');
      expect(itemOf('daily_sync_failed')!.textContent).toContain('Receiver answered 502');
      expect(figuresOf('invoice_differences')).toMatch(/^Differences of \D*12\.50/);
      expect(figuresOf('count_entries_refused')).toBe('2 entries the server refused');
      expect(figuresOf('changes_refused')).toBe('1 change the server refused');
      expect(figuresOf('changes_waiting')).toBe('1 change on this device, not yet sent');
      expect(figuresOf('count_to_review')).toBeNull();

      const till = itemOf('till_silent')!;
      expect(till.textContent).toContain('Till gone silent');
      expect(till.textContent).toContain(at.first.name);
      const time = within(till).getByTestId('today-time');
      expect(time.textContent).toBe('45 minutes ago');
      expect(time.getAttribute('datetime')).toBe(ago(45));
      // On the location's clock (the demo's are Dubai's and London's: a quarter past either way),
      // once the device has read the location's zone.
      await waitFor(() => expect(time.getAttribute('title')).toMatch(/^Dec 4, \d{1,2}:15/));
      const delivery = itemOf('delivery_due')!;
      expect(delivery.textContent).toContain(`${at.second.name} · Fresh Farms · yesterday`);
      const counted = itemOf('count_entries_refused')!;
      expect(counted.textContent).toContain(changes.name);
    } finally {
      await changes.remove();
    }
  });

  it('shows one kind when its chip is chosen, and all again from "All"', async () => {
    const at = await places();
    answerToday(fullReply(at));
    const { screen, user, router } = await openScreen('/dashboard/today', { as: owner });
    await screen.findByTestId('today-overdue');
    await user.click(screen.getByRole('radio', { name: /Below minimum/ }));
    await waitFor(() =>
      expect(screen.getAllByTestId('today-item').map((i) => i.dataset.kind)).toEqual([
        'material_below_minimum',
        'material_below_minimum',
      ]),
    );
    expect(router.state.location.search).toMatchObject({ kind: 'material_below_minimum' });
    // Two of three listed: the rest show once these are settled.
    expect(screen.getByTestId('today-more').textContent).toBe(
      'Showing 2 of 3: settle these to see the rest.',
    );
    await user.click(screen.getByRole('radio', { name: /All/ }));
    await waitFor(() => expect(screen.getAllByTestId('today-item').length).toBe(14));
  });

  it('offline, shows the last reply with the time it is from, and the device’s items live', async () => {
    const at = await places();
    answerToday(fullReply(at), ago(2 * HOUR));
    const changes = await deviceChanges(at);
    try {
      const { screen } = await openScreen('/dashboard/today', { as: owner });
      const asOf = await screen.findByTestId('as-of');
      expect(asOf.dataset.stale).toBe('true');
      expect(asOf.textContent).toMatch(/^Offline · figures as of .*\d{1,2}:00/);
      // The server's fourteen as they were, and the device's three, read live.
      await waitFor(() => expect(screen.getAllByTestId('today-item').length).toBe(17));
    } finally {
      await changes.remove();
    }
  });

  it('without the server’s part (refused, nothing saved), lists the device’s and never says all is settled', async () => {
    const at = await places();
    answerToday('not found');
    const changes = await deviceChanges(at);
    try {
      const { screen } = await openScreen('/dashboard/today', { as: owner });
      expect(await screen.findByTestId('read-failed')).toBeTruthy();
      await waitFor(() => expect(screen.getAllByTestId('today-item').length).toBe(3));
      expect(screen.queryByTestId('today-empty')).toBeNull();
    } finally {
      await changes.remove();
    }
  });

  it('counts every change waiting, reading one by one only those of the last minutes, once', async () => {
    answerToday(emptyReply());
    const local = (await device(owner)).backhouse.getLocal()!;
    // Another session's: the engine never sends them, so they wait while the test looks. A counter
    // offline an afternoon has hundreds; the last two were made seconds ago.
    const waiting = (minutes: number) =>
      outboxEntry({ status: 'pending', userId: 'another-session', createdAt: ago(minutes) });
    const entries = [
      ...Array.from({ length: 200 }, (_, i) => waiting(3 * HOUR - i / 2)),
      waiting(0.5),
      waiting(0.25),
    ];
    await local.db.outbox.bulkAdd(entries);
    try {
      const read = outboxRowsRead();
      const { screen } = await openScreen('/dashboard/today', { as: owner });
      await waitFor(() =>
        expect(figuresOf('changes_waiting')).toBe('200 changes on this device, not yet sent'),
      );
      expect(itemOf('changes_waiting')!.querySelector('time')?.getAttribute('datetime')).toBe(
        entries[0]!.createdAt,
      );
      // Each read takes the oldest, a few found halving the queue, and the two still too young.
      expect(read.rows).toBeGreaterThanOrEqual(3);
      expect(read.rows).toBeLessThan(40);

      // The server refuses the oldest: one fewer waiting, since the next one, and one refused.
      read.rows = 0;
      await local.db.outbox
        .where('id')
        .equals(entries[0]!.id)
        .modify({ status: 'failed', lastAttemptAt: ago(1) });
      await waitFor(() =>
        expect(figuresOf('changes_waiting')).toBe('199 changes on this device, not yet sent'),
      );
      expect(itemOf('changes_waiting')!.querySelector('time')?.getAttribute('datetime')).toBe(
        entries[1]!.createdAt,
      );
      expect(itemOf('changes_refused')).not.toBeNull();
      // When each change was made was read before and is kept: only the refused one is read now
      // (reading the times again, halving and all, takes a dozen).
      expect(read.rows).toBeGreaterThanOrEqual(1);
      expect(read.rows).toBeLessThanOrEqual(3);
      expect(screen.getAllByTestId('today-item')).toHaveLength(2);
    } finally {
      await local.db.outbox
        .where('id')
        .anyOf(entries.map((e) => e.id))
        .delete();
    }
  });

  it('shows what the real server answers, every item listed and counted', async () => {
    const api = (await device(owner)).backhouse.api;
    const reply = await callServer(api, todayCalls.today, {});
    const { screen } = await openScreen('/dashboard/today', { as: owner });
    const total = Object.values(reply.counts).reduce((sum, n) => sum + n, 0);
    if (total === 0) {
      expect(await screen.findByTestId('today-empty')).toBeTruthy();
      return;
    }
    await waitFor(() =>
      expect(screen.getAllByTestId('today-item')).toHaveLength(reply.items.length),
    );
    expect(screen.getByTestId('today-chip-all-count').textContent).toBe(String(total));
  });

  it('says kindly when nothing waits', async () => {
    answerToday(emptyReply());
    const { screen } = await openScreen('/dashboard/today', { as: owner });
    const empty = await screen.findByTestId('today-empty');
    expect(empty.textContent).toContain('Nothing waits for you');
    expect(screen.queryByTestId('today-summary')).toBeNull();
    // The menu's entry is there, without a number.
    expect(await screen.findByTestId('nav-/dashboard/today')).toBeTruthy();
    expect(screen.queryByTestId('today-nav-count')).toBeNull();
  });

  // Right to left is the language menu's doing (useChangeLanguage); the screenshots look at it.
  it('speaks Arabic', async () => {
    const at = await places();
    answerToday(fullReply(at));
    const { screen } = await openScreen('/dashboard/today', { as: owner, language: 'ar' });
    await screen.findByTestId('today-overdue');
    expect(screen.getByTestId('page-title').textContent).toBe('اليوم');
    expect(figuresOf('delivery_due')).toBe('متأخر يومًا واحدًا');
  });
});

describe('the dashboard’s card', () => {
  it('counts each kind, each a link to Today showing that kind', async () => {
    const at = await places();
    answerToday(fullReply(at));
    const { screen, device: signedIn } = await openScreen('/dashboard', { as: owner });
    await waitFor(() => expect(screen.getAllByTestId('today-card-kind')).toHaveLength(13));
    const below = screen
      .getAllByTestId('today-card-kind')
      .find((link) => link.dataset.kind === 'material_below_minimum')!;
    expect(below.textContent).toBe('Below minimum3');
    expect(below.getAttribute('href')).toBe('/dashboard/today?kind=material_below_minimum');
    expect(screen.getByTestId('today-card-open').getAttribute('href')).toBe('/dashboard/today');
    // Links drawn as Mantine's Anchor without being one (TodayCard.tsx): its colour, its focus ring
    // and its underline on hover.
    for (const link of [below, screen.getByTestId('today-card-open')]) {
      expect([...link.classList]).toEqual(
        expect.arrayContaining([Anchor.classes.root, 'mantine-focus-auto']),
      );
      expect(link.dataset.underline).toBe('hover');
    }
    // The dashboard's own reads finish before the next test (none is cut off half way).
    await waitFor(() => expect(signedIn!.queryClient.isFetching()).toBe(0));
  });

  it('says kindly when nothing waits, without a number', async () => {
    answerToday(emptyReply());
    const { screen, device: signedIn } = await openScreen('/dashboard', { as: owner });
    const empty = await screen.findByTestId('today-card-empty');
    expect(empty.textContent).toBe('Nothing waits for you');
    expect(screen.queryByTestId('today-card-total')).toBeNull();
    expect(screen.queryAllByTestId('today-card-kind')).toHaveLength(0);
    await waitFor(() => expect(signedIn!.queryClient.isFetching()).toBe(0));
  });
});

describe('the app icon’s number', () => {
  it('is everything that waits, and goes when the signed-in area closes', async () => {
    const at = await places();
    answerToday(fullReply(at));
    const changes = await deviceChanges(at);
    try {
      const { screen, unmount } = await openScreen('/dashboard/today', { as: owner });
      await screen.findByTestId('today-overdue');
      // Fifteen of the server's (three below minimum) and four of the device's changes.
      await waitFor(() => expect(badge.set).toHaveBeenLastCalledWith(19));
      badge.clear.mockClear();
      unmount();
      expect(badge.clear).toHaveBeenCalled();
    } finally {
      await changes.remove();
    }
  });

  it('is taken off when everything is settled', async () => {
    answerToday(emptyReply());
    const { screen } = await openScreen('/dashboard/today', { as: owner });
    await screen.findByTestId('today-empty');
    await waitFor(() => expect(badge.clear).toHaveBeenCalled());
    expect(badge.set).not.toHaveBeenCalled();
  });
});
