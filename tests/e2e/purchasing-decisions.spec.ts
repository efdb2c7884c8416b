import { randomUUID } from 'node:crypto';
import { sessionToken } from './support/app';
import { expect, test } from './support/fixtures';
import { flourFromSupplier, ok, sentOrder, type ServerOrder } from './support/purchasing';

/**
 * What suppliers decide, and what is decided about them: a supplier declines an order (the call as
 * SPEC sections 3 and 6 say: `redirect: false` in the body, the bearer token from local storage) and
 * the list says why; an invoice that differs from the delivery is approved only with the differences
 * accepted; a supplier's ordering days are kept. Each journey makes its own supplier and order.
 */

test('a supplier declines a sent order with a reason: the call carries redirect false and the bearer token, and the order list shows it declined and why', async ({
  app,
  adminApi,
  tag,
}) => {
  const { page } = app;
  const setup = await flourFromSupplier(adminApi, tag);
  const order = await sentOrder(adminApi, setup, 2);
  const reason = `No flour this week ${tag}`;
  await app.open(`/dashboard/supplier/order?loc=${setup.locationId}&id=${order.id}`);
  await expect(page.getByTestId('page-title')).toContainText(order.number);
  await expect(page.getByTestId('order-status')).toHaveText('Sent');

  await page.getByTestId('order-decline').click();
  await page.getByTestId('decline-reason').fill(reason);
  const call = page.waitForRequest(
    (r) =>
      r.method() === 'POST' && (r.postData() ?? '').includes(`/decline-supplier-order/${order.id}`),
  );
  await page.getByTestId('decline-confirm').click();
  const request = await call;
  expect(request.headers()['authorization']).toBe(`Bearer ${await sessionToken(page)}`);
  const { calls } = JSON.parse(request.postData()!) as {
    calls: Array<{ method: string; path: string; body: unknown }>;
  };
  expect(calls.find((c) => c.path.startsWith('/decline-supplier-order/'))).toMatchObject({
    method: 'POST',
    path: `/decline-supplier-order/${order.id}`,
    body: { redirect: false, reason },
  });
  await expect(page.getByTestId('order-status')).toHaveText('Declined');

  await expect
    .poll(async () => {
      const saved = await ok<ServerOrder>(adminApi, 'GET', `/supplier-orders/${order.id}`);
      return [saved.status, saved.decline_reason];
    })
    .toEqual(['declined', reason]);
  await page.getByTestId('back-to-orders').click();
  await page.getByTestId('orders-search').fill(order.number);
  const row = page.getByTestId('order-row').filter({ hasText: order.number });
  await expect(row.getByTestId('order-status')).toHaveText('Declined');
  await expect(row.getByTestId('order-decline-reason')).toHaveText(reason);
});

test('an invoice that differs from the delivery is approved only once its differences are accepted', async ({
  app,
  adminApi,
  tag,
}) => {
  const { page } = app;
  const setup = await flourFromSupplier(adminApi, tag);
  const order = await sentOrder(adminApi, setup, 2);
  // Both sacks arrive (10 000 g at 0.02 a gram); the supplier bills them at 0.025.
  await ok(adminApi, 'POST', `/supplier-orders/${order.id}/receive`, {
    id: randomUUID(),
    lines: [{ line_id: order.lines[0]!.id, quantity: 10_000 }],
  });
  const invoiceNumber = `INV-${tag}`;
  const invoice = await ok<{ id: string }>(adminApi, 'POST', '/supplier-invoices', {
    id: randomUUID(),
    location_id: setup.locationId,
    supplier_id: setup.supplierId,
    supplier_order_id: order.id,
    supplier_order_ref: order.number,
    invoice_number: invoiceNumber,
    invoice_date: new Date().toISOString().slice(0, 10),
    lines: [{ material_id: setup.materialId, quantity: 10_000, unit_price: 0.025 }],
  });
  // The server refuses it as it is: the differences must be accepted.
  const refused = await adminApi.call<{ error: { code: string } }>(
    'PUT',
    `/supplier-invoice-change/${invoice.id}`,
    { status: 'approved' },
  );
  expect([refused.status, refused.body.error.code]).toEqual([409, 'INVOICE_DIFFERENCES']);

  await app.open(`/dashboard/supplier/order?loc=${setup.locationId}&invoice=${invoice.id}`);
  await expect(page.getByTestId('invoice-status')).toHaveText('Draft');
  const line = page.getByTestId('match-line').filter({ hasText: setup.materialName });
  await expect(line).toHaveAttribute('data-differs', 'true');
  const approve = page.getByTestId('invoice-approved');
  await expect(approve).toBeDisabled();
  await page.getByTestId('accept-differences').check();
  await expect(approve).toBeEnabled();
  await approve.click();
  await expect(page.getByTestId('invoice-status')).toHaveText('Approved');

  await expect
    .poll(async () => {
      const saved = await ok<{ status: string; accepted_differences: boolean }>(
        adminApi,
        'GET',
        `/supplier-invoices/${invoice.id}`,
      );
      return [saved.status, saved.accepted_differences];
    })
    .toEqual(['approved', true]);
  // Approving bills the order: 10 000 g at 0.025.
  const billed = await ok<ServerOrder>(adminApi, 'GET', `/supplier-orders/${order.id}`);
  expect(billed.invoiced_value).toBe(250);
  await page.getByTestId('back-to-invoices').click();
  const row = page.getByTestId('invoice-row').filter({ hasText: invoiceNumber });
  await expect(row.getByTestId('invoice-status')).toHaveText('Approved');
});

test('the days a supplier takes orders are saved on its form and shown again after a reload', async ({
  app,
  adminApi,
  tag,
}) => {
  const name = `Dairy ${tag}`;
  const supplier = await ok<{ id: string }>(adminApi, 'POST', '/suppliers', { name });
  const openForm = async () => {
    await page.getByTestId('entity-search').fill(tag);
    await page.getByTestId('entity-row').getByText(name, { exact: true }).click();
    const form = page.getByRole('dialog').filter({ has: page.getByTestId('entity-save') });
    return { form, days: form.getByTestId('field-order_days') };
  };
  const page = await app.open('/dashboard/supplier');
  const first = await openForm();
  await first.days.getByText('Mon', { exact: true }).click();
  await first.days.getByText('Thu', { exact: true }).click();
  await first.form.getByTestId('entity-save').click();
  await expect(first.form).toBeHidden();
  await expect
    .poll(async () => {
      const saved = await ok<{ order_days: number[] }>(
        adminApi,
        'GET',
        `/suppliers/${supplier.id}`,
      );
      return saved.order_days;
    })
    .toEqual([1, 4]);

  await page.reload();
  const again = await openForm();
  const day = (label: string) => again.days.getByRole('checkbox', { name: label, exact: true });
  await expect(day('Mon')).toBeChecked();
  await expect(day('Thu')).toBeChecked();
  for (const other of ['Sun', 'Tue', 'Wed', 'Fri', 'Sat'])
    await expect(day(other)).not.toBeChecked();
});
