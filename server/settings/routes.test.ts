import { settingRow } from '@contract/settings';
import { settingsReply } from '@contract/settings';
import { beforeAll, describe, expect, test } from 'vitest';
import { demoServer, errorOf } from '../testing/harness';

const { admin, staff } = demoServer();
let soho: string;
let dubai: string;

beforeAll(async () => {
  const locations = (await admin('GET', '/locations/v2')).json().data;
  dubai = locations.find((l: { name: string }) => l.name.includes('Dubai Marina')).id;
  soho = locations.find((l: { name: string }) => l.name.includes('Soho')).id;
});

describe('settings per location', () => {
  test('any signed-in user reads the time zone of their own location, by default or by loc', async () => {
    for (const path of [
      '/config/time_zone',
      `/config/time_zone?loc=${dubai}`,
      '/config/time_zone?loc=0',
    ]) {
      const response = await staff('GET', path);
      expect(response.statusCode).toBe(200);
      expect(settingRow.parse(response.json())).toMatchObject({
        name: 'time_zone',
        value: 'Asia/Dubai',
        location_id: dubai,
      });
    }
    const elsewhere = await staff('GET', `/config/time_zone?loc=${soho}`);
    expect(elsewhere.statusCode).toBe(403);
    expect(errorOf(elsewhere).location).toBe(soho);
    expect((await admin('GET', `/config/time_zone?loc=${soho}`)).json().value).toBe(
      'Europe/London',
    );
  });

  test('config/all lists the settings of one location', async () => {
    const all = settingsReply.parse((await staff('GET', '/config/all')).json());
    const byName = Object.fromEntries(all.data.map((s) => [s.name, s.value]));
    expect(byName).toMatchObject({
      currency: 'AED',
      vat: '5',
      time_zone: 'Asia/Dubai',
      decimal_points: '2',
    });
    expect(new Set(all.data.map((s) => s.location_id))).toEqual(new Set([dubai]));
  });

  test('an unset setting is 404 NOT_FOUND; an unknown name is a 400', async () => {
    const unset = await admin('GET', `/config/email_time?loc=${soho}`);
    expect(unset.statusCode).toBe(404);
    expect(errorOf(unset).code).toBe('NOT_FOUND');
    const unknown = await admin('GET', '/config/favourite_colour');
    expect(unknown.statusCode).toBe(400);
    expect(errorOf(unknown).fields).toHaveProperty('name');
  });

  test('POST /config upserts with a version and needs config.write', async () => {
    const created = await admin('POST', `/config?loc=${soho}`, {
      name: 'email_time',
      value: '07:00',
    });
    expect(created.statusCode).toBe(200);
    expect(created.json()).toMatchObject({
      name: 'email_time',
      value: '07:00',
      version: 1,
      location_id: soho,
    });
    const updated = await admin('POST', `/config?loc=${soho}`, {
      name: 'email_time',
      value: '08:00',
    });
    expect(updated.json()).toMatchObject({ id: created.json().id, value: '08:00', version: 2 });
    expect((await admin('GET', `/config/email_time?loc=${soho}`)).json().value).toBe('08:00');

    const refused = await staff('POST', '/config', { name: 'vat', value: '0' });
    expect(refused.statusCode).toBe(403);
    expect(errorOf(refused).permission).toBe('config.write');
    const bad = await admin('POST', '/config', { name: 'nope', value: 1 });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(errorOf(bad).fields ?? {})).toEqual(
      expect.arrayContaining(['name', 'value']),
    );
    const unknownLocation = await admin(
      'POST',
      '/config?loc=019b8cbd-0000-7000-8000-000000000001',
      {
        name: 'vat',
        value: '1',
      },
    );
    expect(unknownLocation.statusCode).toBe(400);
  });
});
