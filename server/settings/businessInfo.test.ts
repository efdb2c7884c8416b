import { businessInfo } from '@contract/businessInfo';
import { apiError } from '@contract/errors';
import { uploadReply } from '@contract/uploadedFiles';
import fc from 'fast-check';
import { beforeAll, describe, expect, test } from 'vitest';
import { demoServer, errorOf, multipartFile, onePixelPng } from '../testing/harness';

const { admin, staff } = demoServer();
let soho: string;

beforeAll(async () => {
  const locations = (await admin('GET', '/locations/v2')).json().data;
  soho = locations.find((l: { name: string }) => l.name.includes('Soho')).id;
});

const full = {
  legal_name: 'Backhouse Soho Ltd',
  tax_number: 'GB987654321',
  address: '12 Dean Street',
  city: 'London',
  country: 'GB',
  logo_url: '',
  time_zone: 'Europe/London',
  currency: 'gbp',
  language: 'en',
  date_format: 'DD/MM/YYYY',
  time_format: 'HH:mm',
  working_days: [5, 1, 2, 3, 4],
  business_hours: { opening_hour: 11, closing_hour: 23 },
};

const setting = async (name: string) =>
  (await admin('GET', `/config/${name}?loc=${soho}`)).json().value;

describe('business information', () => {
  test('reads what the location and its settings hold', async () => {
    const info = businessInfo.parse(
      (await admin('GET', `/config/business-info?loc=${soho}`)).json(),
    );
    expect(info).toMatchObject({
      location_id: soho,
      time_zone: 'Europe/London',
      currency: 'GBP',
      tax_number: 'GB123456789',
      working_days: [0, 1, 2, 3, 4, 5, 6],
    });
    expect(info.name).toContain('Soho');
  });

  test('a POST round trip: every value stored once, where the settings and the location read it', async () => {
    const saved = await admin('POST', `/config/business-info?loc=${soho}`, full);
    expect(saved.statusCode).toBe(200);
    const info = businessInfo.parse(saved.json());
    expect(info).toMatchObject({
      ...full,
      currency: 'GBP',
      working_days: [1, 2, 3, 4, 5],
    });
    expect(
      businessInfo.parse((await admin('GET', `/config/business-info?loc=${soho}`)).json()),
    ).toEqual(info);
    // One value: the settings screen and the business day read the same rows.
    expect(await setting('currency')).toBe('GBP');
    expect(await setting('working_days')).toBe('1,2,3,4,5');
    expect(await setting('opening_hour')).toBe('11');
    expect(await setting('legal_name')).toBe('Backhouse Soho Ltd');
    const location = (await admin('GET', `/locations/${soho}`)).json();
    expect(location).toMatchObject({ tax_number: 'GB987654321', address: '12 Dean Street' });

    // And the other way: a setting changed on its own shows here.
    await admin('POST', `/config?loc=${soho}`, { name: 'time_zone', value: 'UTC+1' });
    expect((await admin('GET', `/config/business-info?loc=${soho}`)).json().time_zone).toBe(
      'UTC+1',
    );
  });

  test('a PUT changes only what it names, and bumps nothing it leaves alone', async () => {
    const before = (await admin('GET', `/locations/${soho}`)).json().version;
    const zoneBefore = (await admin('GET', `/config/time_zone?loc=${soho}`)).json().version;
    const changed = await admin('PUT', `/config/business-info?loc=${soho}`, {
      legal_name: 'Backhouse Soho Limited',
      time_zone: 'UTC+1',
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ legal_name: 'Backhouse Soho Limited', city: 'London' });
    expect((await admin('GET', `/locations/${soho}`)).json().version).toBe(before);
    expect((await admin('GET', `/config/time_zone?loc=${soho}`)).json().version).toBe(zoneBefore);
  });

  test('bad values are refused field by field with the settings messages', async () => {
    const response = await admin('PUT', `/config/business-info?loc=${soho}`, {
      time_zone: 'Mars/Olympus',
      currency: 'XYZ',
      working_days: [1, 1, 9],
      business_hours: { opening_hour: 25, closing_hour: 2 },
      nickname: 'x',
    });
    expect(response.statusCode).toBe(400);
    const fields = errorOf(response).fields ?? {};
    expect(fields.time_zone).toMatch(/Asia\/Dubai/);
    expect(fields.currency).toMatch(/ISO 4217/);
    expect(fields['working_days.2']).toBe('Must be at most 6');
    expect(fields['business_hours.opening_hour']).toBe('Must be at most 23');
    expect(fields.nickname).toBe('Unknown field');
    // A POST must name every field.
    const partial = await admin('POST', `/config/business-info?loc=${soho}`, { legal_name: 'x' });
    expect(partial.statusCode).toBe(400);
    expect(errorOf(partial).fields?.currency).toBe('Required');
  });

  test('staff may read their own location but change nothing; other locations are refused', async () => {
    expect((await staff('GET', '/config/business-info')).statusCode).toBe(403);
    const put = await staff('PUT', '/config/business-info', { legal_name: 'Mine now' });
    expect(put.statusCode).toBe(403);
    expect(errorOf(put).permission).toBe('config.write');
    const unknown = await admin(
      'GET',
      '/config/business-info?loc=019b8cbd-0000-7000-8000-000000000001',
    );
    expect(unknown.statusCode).toBe(404);
  });

  test('a logo upload is kept as a file and becomes logo_url', async () => {
    const body = multipartFile({
      data: onePixelPng,
      filename: 'logo.png',
      contentType: 'image/png',
    });
    const response = await admin(
      'POST',
      `/config/business-info/logo?loc=${soho}`,
      body.payload,
      body.headers,
    );
    expect(response.statusCode).toBe(200);
    const file = uploadReply.parse(response.json());
    expect((await admin('GET', `/config/business-info?loc=${soho}`)).json().logo_url).toBe(
      file.url,
    );
    const text = multipartFile({ data: Buffer.from('not an image'), contentType: 'image/png' });
    const refused = await admin(
      'POST',
      `/config/business-info/logo?loc=${soho}`,
      text.payload,
      text.headers,
    );
    expect(refused.statusCode).toBe(415);
  });

  test('garbage bodies get a 4xx in the error shape, never a 5xx', async () => {
    for (const method of ['POST', 'PUT'] as const) {
      await fc.assert(
        fc.asyncProperty(fc.jsonValue(), async (body) => {
          const response = await admin(
            method,
            `/config/business-info?loc=${soho}`,
            JSON.stringify(body),
            {
              'content-type': 'application/json',
            },
          );
          expect(response.statusCode).toBeLessThan(500);
          if (response.statusCode >= 400) apiError.parse(response.json());
        }),
        { numRuns: 30, seed: 12 },
      );
    }
  });
});
