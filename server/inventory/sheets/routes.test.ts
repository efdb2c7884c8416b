import { v4 as uuidv4 } from 'uuid';
import { describe, expect, test } from 'vitest';
import { countFixture } from '../counts/testing';
import { demoServer, errorOf } from '../../testing/harness';

const { server, admin } = demoServer();
const fixture = countFixture(server, admin, 'sheets');

describe('count sheets under SPEC’s names', () => {
  test('create, list, read, change and delete: the registry’s rows and checks', async () => {
    const f = fixture();
    const area = { id: uuidv4(), name: 'Walk-in', material_ids: [f.beef, f.milk] };
    const created = await admin('POST', `/inventory-count-sheets/create-sheet?loc=${f.dubai}`, {
      name: 'Alias sheet',
      areas: [area],
    });
    expect(created.statusCode).toBe(201);
    const sheet = created.json();
    expect(sheet).toMatchObject({ location_id: f.dubai, areas: [area], version: 1 });

    const list = (await f.counterA('GET', `/inventory-count-sheets/sheets?loc=${f.dubai}`)).json();
    expect(list.data.map((s: { id: string }) => s.id)).toContain(sheet.id);
    const byId = await f.counterA('GET', `/inventory-count-sheets/sheets-by-id?id=${sheet.id}`);
    expect(byId.json()).toEqual((await admin('GET', `/inventory-count-sheets/${sheet.id}`)).json());

    const changed = await admin('PUT', `/inventory-count-sheets/update-sheet/${sheet.id}`, {
      version: 1,
      areas: [{ ...area, material_ids: [f.milk, f.beef] }],
    });
    expect(changed.json()).toMatchObject({
      version: 2,
      areas: [{ material_ids: [f.milk, f.beef] }],
    });
    const stale = await admin('PUT', `/inventory-count-sheets/update-sheet/${sheet.id}`, {
      version: 1,
      name: 'Stale',
    });
    expect(errorOf(stale).code).toBe('VERSION_CONFLICT');

    const deleted = await admin('DELETE', `/inventory-count-sheets/delete-sheet/${sheet.id}`);
    expect(deleted.json().deleted_at).not.toBeNull();
    expect(
      (await admin('GET', `/inventory-count-sheets/sheets-by-id?id=${sheet.id}`)).statusCode,
    ).toBe(404);
  });

  test('counters read sheets but do not edit them; other locations are refused', async () => {
    const f = fixture();
    const write = await f.counterA('POST', `/inventory-count-sheets/create-sheet?loc=${f.dubai}`, {
      name: 'Mine',
    });
    expect(errorOf(write)).toMatchObject({ code: 'FORBIDDEN', permission: 'inventory.write' });
    const other = await f.counterA('GET', `/inventory-count-sheets/sheets-by-id?id=${f.sohoSheet}`);
    expect(other.statusCode).toBe(403);
    expect(
      (await f.counterA('GET', `/inventory-count-sheets/sheets?loc=${f.soho}`)).statusCode,
    ).toBe(403);
    const garbage = await admin('POST', `/inventory-count-sheets/create-sheet?loc=${f.dubai}`, {
      name: 'Bad',
      areas: [{ id: 'x', name: '' }],
    });
    expect(garbage.statusCode).toBe(400);
  });
});
