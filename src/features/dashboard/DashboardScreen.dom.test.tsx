import { within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { beforeFirstPull, recordSale } from '@/testing/sales';
import { device, openScreen } from '@/testing/screen';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the dashboard before its location is known on this device', () => {
  it("reads no day's figures on the device's guess of the day, then the location's own day", async () => {
    // 22:00 UTC: the device's date is still 2 December, Dubai's is already 3 December.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-12-02T22:00:00Z') });
    const opened = await device();
    const local = opened.backhouse.getLocal()!;
    const home = opened.user.location_id!;
    const settings = local.db.rows('settings');
    const realFetch = globalThis.fetch;
    const asked: string[] = [];
    /** `fetch` through `inner`, noting each read of the day's figures. */
    const noting = (inner: typeof fetch) => (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input).includes('/summary-metrics')) asked.push(String(input));
      return inner(input, init);
    };
    // As on a device signed in whose first pull has not come back.
    await beforeFirstPull(opened, () => settings.where('location_id').equals(home).delete());
    vi.stubGlobal('fetch', noting(globalThis.fetch));

    const { screen } = await openScreen('/dashboard');
    await screen.findByTestId('kpi-transactions');
    // The screen has settled on what the device knows, and asked for nothing.
    await vi.waitFor(async () =>
      expect(await settings.where('location_id').equals(home).count()).toBe(0),
    );
    expect(asked).toEqual([]);

    // The pull comes through: the figures are read, once the location's day is known.
    vi.stubGlobal('fetch', noting(realFetch));
    await local.engine.syncNow();
    await vi.waitFor(() => expect(screen.getByTestId('kpi-transactions-value')).toBeTruthy(), {
      timeout: 30_000,
    });
    expect(asked.length).toBeGreaterThan(0);
  });
});

describe('a dashboard link with choices it cannot read', () => {
  it('opens on the default period and views instead of failing', async () => {
    await device();
    const { screen } = await openScreen('/dashboard?period=last7&by=minute&top=profit&scope=mine');
    await screen.findByTestId('kpi-transactions');
    expect(screen.getByTestId('period-preset')).toHaveProperty('value', 'Today');
    expect(screen.queryByText('Something went wrong')).toBeNull();
  });
});

describe("the dashboard's scope choice", () => {
  it('is in the screen from its first commit: a named radio group, the one location chosen', async () => {
    await device();
    // Every element the page gains that is, or holds, the choice or a stand-in for it.
    const added: string[] = [];
    const observer = new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.addedNodes) {
          if (!(node instanceof Element)) continue;
          const found = node.matches('[data-testid^="dashboard-scope"]')
            ? [node]
            : [...node.querySelectorAll('[data-testid^="dashboard-scope"]')];
          added.push(...found.map((el) => el.getAttribute('data-testid')!));
        }
      }
    });
    observer.observe(document.body, { childList: true, subtree: true });
    try {
      const { screen } = await openScreen('/dashboard');
      const control = await screen.findByRole('radiogroup', { name: 'Locations' });
      expect(control.getAttribute('data-testid')).toBe('dashboard-scope');
      const chosen = within(control).getByRole('radio', { checked: true });
      expect(chosen.getAttribute('value')).toBe('location');
    } finally {
      observer.disconnect();
    }
    // Mounted once, as it is: no skeleton before it, no second mount.
    expect(added).toEqual(['dashboard-scope']);
  });
});

describe("a chart card's choices", () => {
  it('shows the sales by time as a table, then by time block, in the address as well', async () => {
    // A sale now, so the card has figures to show either way; the last 7 days hold it even when
    // the location's day turns between the sale and the read.
    const opened = await device();
    await recordSale(opened, opened.user.location_id!);
    const { screen, router } = await openScreen('/dashboard?period=last_7_days');
    const card = await screen.findByTestId('sales-by-time');
    const asTable = await within(card).findByRole(
      'radio',
      { name: 'Show as table' },
      { timeout: 30_000 },
    );
    await userEvent.click(asTable);
    const table = await within(card).findByRole('table');
    expect(within(table).getAllByRole('columnheader')[0]!.textContent).toBe('Hour');

    // Until the blocks' figures come, the hours' stay, and the card still says it shows hours.
    const errors = vi.spyOn(console, 'error');
    await userEvent.click(within(card).getByRole('radio', { name: 'By time block' }));
    expect(within(card).getByRole('heading').textContent).toMatch(/^Sales by (hour|time block)$/);
    await vi.waitFor(() => expect(router.state.location.search).toMatchObject({ by: 'block' }));
    const byBlock = await within(card).findByRole('columnheader', { name: 'Time block' });
    expect(byBlock).toBeTruthy();
    expect(within(card).getByRole('heading').textContent).toBe('Sales by time block');
    expect(card.textContent).toMatch(/Morning.*Afternoon.*Evening.*Night/);
    // The hours' figures were never listed as blocks (each a child with no key of its own).
    expect(errors.mock.calls.map((call) => String(call[0]))).not.toContainEqual(
      expect.stringContaining('same key'),
    );
    expect(within(card).getByRole('radio', { name: 'By time block' }).matches(':checked')).toBe(
      true,
    );
    // The view chosen stays: still a table.
    expect(within(card).getByRole('radio', { name: 'Show as table' }).matches(':checked')).toBe(
      true,
    );
  });
});

describe('how sales add up', () => {
  it('reads line by line, each figure and change written as the headline cards write them', async () => {
    const { screen } = await openScreen('/dashboard');
    const bridge = await screen.findByTestId('sales-bridge');
    await vi.waitFor(() => expect(screen.getByTestId('bridge-tips-value')).toBeTruthy(), {
      timeout: 30_000,
    });
    const lines = within(bridge).getAllByTestId(/^bridge-[a-z_]+$/);
    expect(lines.map((line) => line.firstElementChild!.textContent)).toEqual([
      'Gross sales',
      'Less discounts',
      'Less complimentary items',
      'Less refunds',
      'Net sales',
      'Plus tax collected',
      'of which VAT',
      'Total sales',
      'Tips, on top',
    ]);
    for (const key of ['net_sales', 'total_sales']) {
      expect(screen.getByTestId(`bridge-${key}-value`).textContent).toBe(
        screen.getByTestId(`kpi-${key}-value`).textContent,
      );
      expect(screen.queryByTestId(`bridge-${key}-change`)?.textContent).toBe(
        screen.queryByTestId(`kpi-${key}-change`)?.textContent,
      );
    }
    // The subtotals stand out and the VAT is set in under the tax (dashboard.module.css).
    const roles = Object.fromEntries(lines.map((line) => [line.dataset.testid, line.dataset.role]));
    expect(roles).toMatchObject({
      'bridge-net_sales': 'subtotal',
      'bridge-total_sales': 'subtotal',
      'bridge-vat': 'part',
    });
  });
});

describe("the stores' cards", () => {
  it('name each store in its card and its insight; a store that sold shows its sales and details', async () => {
    const { screen } = await openScreen('/dashboard');
    await vi.waitFor(() => expect(screen.getAllByTestId('store-card').length).toBeGreaterThan(1), {
      timeout: 30_000,
    });
    for (const card of screen.getAllByTestId('store-card')) {
      const name = card.querySelector('bdi')!.textContent!;
      const insight = within(card).getByTestId('store-insight');
      expect(insight.querySelector('bdi')!.textContent).toBe(name);
      const sold = insight.dataset.insight !== 'no_sales';
      // Net sales in the currency, then the transactions and the average order, or neither.
      expect(within(card).queryByText(/^[A-Z]{3}\s[\d,]+\.\d\d$/) !== null).toBe(sold);
      expect(within(card).queryByText(/ transactions · average order /) !== null).toBe(sold);
    }
  });
});
