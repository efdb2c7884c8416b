import { demoStaff, ServerApi } from './support/api';
import { goOffline, readKept } from './support/app';
import { expect, test } from './support/fixtures';
import { sweepScreens } from './support/screens';

interface Config {
  receipt_header: string;
  receipt_footer: string;
  receipt_logo_url: string;
  printers: { name: string; connection: string; address: string; prints: string[] }[];
  kitchen_screens: { name: string; category_ids: string[] }[];
  is_live: boolean;
  version: number;
}

const PATH = '/dashboard/config/restaurant';
const onePixelPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

test.describe('till configuration', () => {
  test('receipt, logo, printers and kitchen routing are saved and read back after a reload; the live switch reaches the server', async ({
    app,
    adminApi,
    tag,
  }) => {
    const { page } = app;
    // A location of its own, so no other journey's configuration is on the screen.
    const created = await adminApi.call<{ id: string }>('POST', '/locations', {
      name: `${tag} Harbour Kitchen`,
      kind: 'restaurant',
    });
    expect(created.status).toBe(201);
    const loc = created.body.id;
    const read = async () =>
      (await adminApi.call<Config>('GET', `/restaurant-config?location_id=${loc}`)).body;

    await app.open(`${PATH}?loc=${loc}`);
    await expect(page.getByTestId('restaurant-config-form')).toBeVisible();
    await page.getByTestId('restaurant-receipt-header').fill(`${tag} Harbour Kitchen\nPier 4`);
    await page.getByTestId('restaurant-receipt-footer').fill('Thank you, see you soon');

    // The logo goes up at once: checked by the server, then shown from its URL.
    const [chooser] = await Promise.all([
      page.waitForEvent('filechooser'),
      page.getByTestId('restaurant-image-receipt_logo-upload').click(),
    ]);
    await chooser.setFiles({ name: 'logo.png', mimeType: 'image/png', buffer: onePixelPng });
    await expect(page.getByTestId('restaurant-image-receipt_logo-preview')).toHaveAttribute(
      'src',
      /^\/api\/files\//,
    );
    await expect.poll(async () => (await read()).receipt_logo_url).toMatch(/^\/api\/files\//);

    await page.getByTestId('restaurant-printer-add').click();
    await page.getByTestId('restaurant-printer-0-name').fill('Grill printer');
    // A network printer needs an address a till can reach: refused before it is sent.
    await page.getByTestId('restaurant-printer-0-address').fill('not an address');
    await page
      .getByTestId('restaurant-printer-0')
      .getByText('Kitchen tickets', { exact: true })
      .click();
    await expect(page.getByTestId('restaurant-printer-0-prints-kitchen')).toBeChecked();
    await page.getByTestId('restaurant-save').click();
    await expect(page.getByTestId('restaurant-printer-0')).toContainText(
      'Not in the expected format',
    );
    await page.getByTestId('restaurant-printer-0-address').fill('192.168.1.40:9100');

    await page.getByTestId('restaurant-screen-add').click();
    await page.getByTestId('restaurant-screen-0-name').fill('Hot line');
    await page.getByTestId('restaurant-screen-0-categories').click();
    const option = page.getByRole('option').first();
    const category = (await option.innerText()).trim();
    await option.click();
    await page.keyboard.press('Escape');

    await page.getByTestId('restaurant-save').click();
    await expect
      .poll(async () => {
        const config = await read();
        return {
          header: config.receipt_header,
          printers: config.printers.map((p) => [p.name, p.address, p.prints]),
          screens: config.kitchen_screens.map((s) => [s.name, s.category_ids.length]),
        };
      })
      .toEqual({
        header: `${tag} Harbour Kitchen\nPier 4`,
        printers: [['Grill printer', '192.168.1.40:9100', ['receipt', 'kitchen']]],
        screens: [['Hot line', 1]],
      });

    // The switch takes a change only while the device is online and no switch is under way (it is
    // disabled otherwise). Its input is hidden and drawn as the track beside it: the journey clicks
    // what a user sees (the label holding both), after Playwright's checks that it is visible,
    // still and the element the click lands on, which a forced click on the input skipped.
    const liveSwitch = page.getByTestId('restaurant-live-switch');
    await expect(liveSwitch).toBeEnabled();
    await liveSwitch.locator('xpath=..').click();
    await expect(liveSwitch).toBeChecked();
    await expect(page.getByTestId('restaurant-live-badge')).toHaveText('Live');
    await expect.poll(async () => (await read()).is_live).toBe(true);

    await page.reload();
    await expect(page.getByTestId('restaurant-receipt-header')).toHaveValue(
      `${tag} Harbour Kitchen\nPier 4`,
    );
    await expect(page.getByTestId('restaurant-receipt-footer')).toHaveValue(
      'Thank you, see you soon',
    );
    await expect(page.getByTestId('restaurant-image-receipt_logo-preview')).toHaveAttribute(
      'src',
      (await read()).receipt_logo_url,
    );
    await expect(page.getByTestId('restaurant-printer-0-name')).toHaveValue('Grill printer');
    await expect(page.getByTestId('restaurant-printer-0-address')).toHaveValue('192.168.1.40:9100');
    await expect(page.getByTestId('restaurant-screen-0')).toContainText(category);
    await expect(page.getByTestId('restaurant-live-badge')).toHaveText('Live');
    await expect(page.getByTestId('restaurant-live-switch')).toBeChecked();
  });
});

test.describe('offline', () => {
  // The offline reload is answered by the service worker.
  test.use({ appServiceWorker: true });

  test('the configuration reads offline as last seen, and says changes wait for the network', async ({
    app,
    network,
    adminApi,
    tag,
  }) => {
    const { page, context } = app;
    const created = await adminApi.call<{ id: string }>('POST', '/locations', {
      name: `${tag} Quay Cafe`,
      kind: 'restaurant',
    });
    const loc = created.body.id;
    const saved = await adminApi.call('POST', `/restaurant-config?location_id=${loc}`, {
      receipt_header: `${tag} Quay Cafe`,
      receipt_footer: '',
      receipt_logo_url: '',
      customer_display_url: '',
      printers: [],
      kitchen_screens: [],
    });
    expect(saved.status).toBe(200);

    await app.open(`${PATH}?loc=${loc}`);
    const header = page.getByTestId('restaurant-receipt-header');
    await expect(header).toHaveValue(`${tag} Quay Cafe`);
    await expect.poll(() => readKept(page, adminApi.user.id, '/restaurant-config')).toBe(true);

    await goOffline(context, network);
    await page.reload();
    await expect(header).toHaveValue(`${tag} Quay Cafe`);
    await expect(page.getByTestId('restaurant-offline')).toBeVisible();
    await expect(page.getByTestId('as-of')).toHaveAttribute('data-stale', 'true');
    await header.fill(`${tag} Quay Cafe, changed offline`);
    await expect(page.getByTestId('restaurant-save')).toBeDisabled();
    await expect(page.getByTestId('restaurant-live-switch')).toBeDisabled();
    await expect(page.getByTestId('restaurant-image-receipt_logo-upload')).toBeDisabled();
  });
});

test.describe('the staff user', () => {
  test.use({ appUser: demoStaff });

  test('has no till configuration: not in the menu, not readable, and the server refuses a change', async ({
    app,
    server,
  }) => {
    const { page } = app;
    await app.open('/dashboard');
    // The menu's entries render just after the screen (SideNav): one the staff do see comes first,
    // so the absence below is of an entry, not of the whole list.
    await expect(page.getByTestId('nav-/dashboard/products/products')).toBeVisible();
    await expect(page.getByTestId(`nav-${PATH}`)).toHaveCount(0);
    await app.open(PATH);
    await expect(page.getByTestId('restaurant-config-screen')).toBeVisible();
    await expect(page.getByRole('alert').or(page.locator('.mantine-Alert-root'))).toBeVisible();
    await expect(page.getByTestId('restaurant-config-form')).toHaveCount(0);

    const staff = await ServerApi.signIn(server.url, demoStaff);
    const refused = await staff.call('POST', '/restaurant-config/live-status', { is_live: true });
    expect(refused.status).toBe(403);
  });
});

test.describe('till configuration in Arabic', () => {
  test.use({ appLanguage: 'ar' });

  test('reads right to left, translated, on every size', async ({ app, adminApi }) => {
    const loc = adminApi.user.location_id!;
    const categories = (
      await adminApi.call<{ data: { id: string }[] }>('GET', '/categories?limit=3')
    ).body.data.map((c) => c.id);
    const saved = await adminApi.call('POST', `/restaurant-config?location_id=${loc}`, {
      receipt_header: 'مطعم الميناء\nرصيف ٤',
      receipt_footer: 'شكرًا لزيارتكم',
      receipt_logo_url: '',
      customer_display_url: '',
      printers: [
        {
          id: crypto.randomUUID(),
          name: 'طابعة الشواية',
          connection: 'network',
          address: '192.168.1.40:9100',
          paper_width: 80,
          prints: ['receipt', 'kitchen'],
        },
      ],
      kitchen_screens: [{ id: crypto.randomUUID(), name: 'الخط الساخن', category_ids: categories }],
    });
    expect(saved.status).toBe(200);
    await sweepScreens(app, [PATH]);
  });
});
