import { resourceKeys, resources, rowSchema, type ResourceDef } from '@contract/registry';
import { listReply } from '@contract/replies';
import { v7 as uuidv7 } from 'uuid';
import { beforeAll, describe, expect, test } from 'vitest';
import { z } from 'zod';
import { caller, demoServer, errorOf, type Caller } from '../testing/harness';
import { fieldsOf } from './fields';

const { server, admin } = demoServer();
let otherBusiness: Caller;

beforeAll(async () => {
  const registered = await server.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: {
      business_name: 'Other Co',
      location_name: 'Elsewhere',
      username: 'other',
      email: 'other@example.com',
      password: 'a-long-password',
    },
  });
  otherBusiness = caller(server.app, registered.json().token as string);
});

const fieldValues = (def: ResourceDef, row: Record<string, unknown>) =>
  Object.fromEntries(fieldsOf(def).map((f) => [f.name, row[f.name]]));

/** A text field that a generic edit may change: searchable, and not one that must stay unique. */
const editableField = (def: ResourceDef) =>
  def.search.find((f) => !def.unique?.includes(f)) ?? def.search[0]!;

describe.each(resourceKeys)('the %s resource', (key) => {
  const def: ResourceDef = resources[key];
  const row = rowSchema(def);

  test('lists, gets, creates, updates and deletes through the generic routes', async () => {
    const list = await admin('GET', `/${def.path}?limit=1000`);
    expect(list.statusCode).toBe(200);
    const page = listReply(row).parse(list.json());
    expect(page.data.length).toBeGreaterThan(0);
    expect(page.pagination.total).toBe(page.data.length);
    const sample = page.data[0]!;

    const got = await admin('GET', `/${def.path}/${sample.id}`);
    expect(got.statusCode).toBe(200);
    // CRM customers answer their visits and spend beside the row (server/crm/routes.ts).
    const gotRow = key === 'crmCustomers' ? z.object(row.shape).parse(got.json()) : got.json();
    expect(gotRow).toEqual(sample);

    // Create from a demo row's fields, with an id made by the client.
    const id = uuidv7();
    const fields = fieldValues(def, sample);
    for (const unique of def.unique ?? []) fields[unique] = `${String(fields[unique])}-copy`;
    // One live row per (supplier, material): the copy is of a material the supplier does not sell.
    if (def.collection === 'supplierMaterials') {
      fields.material_id = (await admin('POST', '/materials', { name: `Copy ${id}` })).json().id;
    }
    // One row per weekday or date of a location: the copy is a holiday no demo row has.
    if (def.collection === 'locationHours')
      Object.assign(fields, { day_of_week: null, date: '2099-12-31' });
    // A phone and an email must still look like one: the copy gets a number and address of its own.
    if (def.collection === 'crmCustomers')
      Object.assign(fields, { phone: '+15550001234', email: 'copy@crm.test' });
    const place = def.scope === 'location' ? { location_id: sample.location_id } : {};
    const created = await admin('POST', `/${def.path}`, { ...fields, ...place, id });
    expect(created.statusCode).toBe(201);
    const createdRow = row.parse(created.json());
    expect(createdRow).toMatchObject({ id, version: 1, deleted_at: null });
    expect(createdRow.customer_id).toBe(sample.customer_id);
    if (def.collection === 'locations') expect(createdRow.location_id).toBe(id);

    // Update one field; the rest stays as stored.
    const field = editableField(def);
    const edited = `${String(sample[field])}-edited`;
    const updated = await admin('PUT', `/${def.path}/${id}`, { [field]: edited, version: 1 });
    expect(updated.statusCode).toBe(200);
    expect(row.parse(updated.json())).toEqual({
      ...createdRow,
      [field]: edited,
      version: 2,
      updated_at: expect.any(String),
    });

    const search = await admin(
      'GET',
      `/${def.path}?search=${encodeURIComponent(edited.toUpperCase())}`,
    );
    expect(search.json().data.map((r: { id: string }) => r.id)).toContain(id);

    // Another business can neither read nor change it, and does not learn that it exists.
    expect((await otherBusiness('GET', `/${def.path}/${id}`)).statusCode).toBe(404);
    expect(
      (await otherBusiness('PUT', `/${def.path}/${id}`, { [field]: 'x', version: 2 })).statusCode,
    ).toBe(404);
    expect((await otherBusiness('DELETE', `/${def.path}/${id}`)).statusCode).toBe(404);
    const theirs = await otherBusiness('GET', `/${def.path}?limit=1000`);
    expect(theirs.json().data.map((r: { id: string }) => r.id)).not.toContain(id);

    const deleted = await admin('DELETE', `/${def.path}/${id}?version=2`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toMatchObject({ id, version: 3, deleted_at: expect.any(String) });
    const gone = await admin('GET', `/${def.path}/${id}`);
    expect(gone.statusCode).toBe(404);
    expect(errorOf(gone).code).toBe('NOT_FOUND');
    expect((await admin('DELETE', `/${def.path}/${id}`)).statusCode).toBe(404);
    const live = await admin('GET', `/${def.path}?limit=1000`);
    expect(live.json().data.map((r: { id: string }) => r.id)).not.toContain(id);
    const all = await admin('GET', `/${def.path}?limit=1000&include_deleted=1`);
    expect(all.json().data.map((r: { id: string }) => r.id)).toContain(id);

    // A deleted row can be brought back, as a new version; restoring a live row changes nothing.
    const stale = await admin('POST', `/${def.path}/${id}/restore?version=2`);
    expect(stale.statusCode).toBe(409);
    const restored = await admin('POST', `/${def.path}/${id}/restore?version=3`);
    expect(restored.statusCode).toBe(200);
    expect(restored.json()).toMatchObject({ id, version: 4, deleted_at: null });
    expect((await admin('GET', `/${def.path}/${id}`)).statusCode).toBe(200);
    expect((await admin('POST', `/${def.path}/${id}/restore`)).json().version).toBe(4);
    expect((await admin('DELETE', `/${def.path}/${id}?version=4`)).statusCode).toBe(200);
  });
});

describe('generic rules', () => {
  test('a stale version gets 409 VERSION_CONFLICT with the row as stored', async () => {
    const created = (await admin('POST', '/brands', { name: 'Conflicted' })).json();
    expect(
      (await admin('PUT', `/brands/${created.id}`, { name: 'First', version: 1 })).statusCode,
    ).toBe(200);
    const stale = await admin('PUT', `/brands/${created.id}`, { name: 'Second', version: 1 });
    expect(stale.statusCode).toBe(409);
    const error = errorOf(stale);
    expect(error.code).toBe('VERSION_CONFLICT');
    expect(error.current).toMatchObject({ id: created.id, name: 'First', version: 2 });
    const staleDelete = await admin('DELETE', `/brands/${created.id}?version=1`);
    expect(staleDelete.statusCode).toBe(409);
    expect(errorOf(staleDelete).current).toMatchObject({ version: 2 });
  });

  test('a value that must be unique gets 409 DUPLICATE naming the field, ignoring case', async () => {
    const discounts = (await admin('GET', '/discounts')).json().data;
    const duplicate = await admin('POST', '/coupons', {
      code: 'welcome10',
      discount_id: discounts[0].id,
    });
    expect(duplicate.statusCode).toBe(409);
    expect(errorOf(duplicate)).toMatchObject({
      code: 'DUPLICATE',
      fields: { code: expect.any(String) },
    });
    const role = await admin('POST', '/roles', { name: 'STORE STAFF' });
    expect(errorOf(role).fields).toHaveProperty('name');
    // A deleted row frees its value.
    const coupon = (await admin('GET', '/coupons?search=SAVE10')).json().data[0];
    await admin('DELETE', `/coupons/${coupon.id}`);
    const reused = await admin('POST', '/coupons', {
      code: 'SAVE10',
      discount_id: discounts[0].id,
    });
    expect(reused.statusCode).toBe(201);
  });

  test('an id already used answers 409 DUPLICATE on id', async () => {
    const brand = (await admin('GET', '/brands')).json().data[0];
    const again = await admin('POST', '/brands', { id: brand.id, name: 'Copy' });
    expect(again.statusCode).toBe(409);
    expect(errorOf(again).fields).toHaveProperty('id');
  });

  test('rules across fields give 400 with the field, on create and on a merged update', async () => {
    const modifier = await admin('POST', '/modifiers', {
      name: 'Broken',
      min_select: 3,
      max_select: 1,
    });
    expect(modifier.statusCode).toBe(400);
    expect(errorOf(modifier).fields).toHaveProperty('min_select');
    const discount = await admin('POST', '/discounts', { name: 'Too much', value: 150 });
    expect(errorOf(discount).fields).toHaveProperty('value');
    const deal = await admin('POST', '/deals', {
      name: 'Backwards',
      starts_on: '2026-05-01',
      ends_on: '2026-04-01',
    });
    expect(errorOf(deal).fields).toHaveProperty('ends_on');

    const sizes = (await admin('GET', '/modifiers?search=Size')).json().data[0];
    const merged = await admin('PUT', `/modifiers/${sizes.id}`, {
      min_select: 2,
      version: sizes.version,
    });
    expect(merged.statusCode).toBe(400);
    expect(errorOf(merged).fields).toHaveProperty('min_select');
  });

  test("references must be live rows of the caller's business", async () => {
    const unknown = await admin('POST', '/modifierItems', { modifier_id: uuidv7(), name: 'Ghost' });
    expect(unknown.statusCode).toBe(400);
    expect(errorOf(unknown).fields).toEqual({ modifier_id: expect.any(String) });
    const theirModifier = (await otherBusiness('POST', '/modifiers', { name: 'Theirs' })).json();
    const foreign = await admin('POST', '/modifierItems', {
      modifier_id: theirModifier.id,
      name: 'X',
    });
    expect(errorOf(foreign).fields).toHaveProperty('modifier_id');
    const taxes = await admin('POST', '/tax-group', { name: 'Mixed', tax_ids: [uuidv7()] });
    expect(errorOf(taxes).fields).toHaveProperty('tax_ids.0');
  });

  test('lists search, sort, page and filter by updated_since', async () => {
    const sorted = (await admin('GET', '/categories?sort=-name&limit=5&page=2')).json();
    expect(sorted.pagination).toEqual({ total: 40, page: 2, limit: 5, totalPages: 8 });
    const names = sorted.data.map((c: { name: string }) => c.name);
    expect(names).toEqual([...names].sort().reverse());
    // A column some rows leave empty: those come last going up, first going down, on both databases.
    await admin('POST', '/brands', { name: 'No colour' });
    await admin('POST', '/brands', { name: 'Coloured', color: '#112233' });
    const byColour = async (sort: string) =>
      (await admin('GET', `/brands?sort=${sort}&limit=1000`))
        .json()
        .data.map((l: { color: string | null }) => l.color);
    const up = await byColour('color');
    expect(up.at(-1)).toBeNull();
    expect(up.indexOf(null)).toBe(up.length - up.filter((c: unknown) => c === null).length);
    expect((await byColour('-color'))[0]).toBeNull();
    const bad = await admin('GET', '/categories?sort=secret_column');
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad).fields).toHaveProperty('sort');
    const wildcard = await admin('GET', '/categories?search=%25');
    expect(wildcard.json().pagination.total).toBe(0);
    const since = new Date(Date.now() - 60_000).toISOString();
    const created = (await admin('POST', '/label', { name: 'Fresh today' })).json();
    const recent = (await admin('GET', `/label?updated_since=${encodeURIComponent(since)}`)).json();
    expect(recent.data.map((l: { id: string }) => l.id)).toEqual([created.id]);
  });
});
