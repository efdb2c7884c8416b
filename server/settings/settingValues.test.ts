import { apiError } from '@contract/errors';
import { currencyReply, settingKeys, type SettingKey } from '@contract/settings';
import fc from 'fast-check';
import { beforeAll, describe, expect, test } from 'vitest';
import { demoServer, errorOf } from '../testing/harness';

const { admin, staff } = demoServer();
let soho: string;

beforeAll(async () => {
  const locations = (await admin('GET', '/locations/v2')).json().data;
  soho = locations.find((l: { name: string }) => l.name.includes('Soho')).id;
});

/** For every key: values it takes (stored as the second, when given) and values it refuses. */
const cases: Record<SettingKey, { good: (string | [string, string])[]; bad: string[] }> = {
  opening_hour: { good: ['9', '09', '0', '23', '18:00'], bad: ['24', '9:30', 'nine', '-1', ''] },
  closing_hour: { good: ['2', '23'], bad: ['25', '2pm'] },
  exchange_rate: { good: ['1', '3.6725', '0.27'], bad: ['0', '-1', 'abc', '1e3', ''] },
  is_printer_mpop: { good: ['true', 'false', '1', '0'], bad: ['yes', 'TRUE ish', ''] },
  vat: { good: ['5', '0', '20', '12.5', '100'], bad: ['101', '-5', '5%', ''] },
  max_order_time: { good: ['30', '0', '1440'], bad: ['30.5', '1441', 'half an hour'] },
  is_done_confirmation: { good: ['true'], bad: ['maybe'] },
  is_plate_number: { good: ['false'], bad: ['2'] },
  receipt_footer_text: {
    good: ['Thank you!\nSee you soon', ''],
    bad: ['x'.repeat(501), 'nul \u0000 byte'],
  },
  currency: { good: ['AED', ['gbp ', 'GBP'], 'KWD', 'JPY'], bad: ['XYZ', 'DOLLARS', 'A1D', ''] },
  'Product code types': { good: ['plu', 'plu,barcode', 'sku, plu', ''], bad: ['ean', 'plu,plu'] },
  time_zone: {
    good: ['Asia/Dubai', 'Europe/London', 'UTC', 'UTC+4', '-5', '+04:00', ''],
    bad: ['Mars/Olympus', 'UTC+5:30', 'EST', 'UTC+15', 'dubai'],
  },
  decimal_points: { good: ['0', '2', '3'], bad: ['4', '-1', '1.5', 'two', ''] },
  email_time: { good: ['07:00', '7:30', '23:59', ''], bad: ['24:00', '7', '07:60', 'morning'] },
  delivery_time: { good: ['45'], bad: ['-1', '2000'] },
  language: { good: ['en', 'ar', 'kk'], bad: ['fr', 'EN', ''] },
  date_format: { good: ['YYYY-MM-DD', 'DD/MM/YYYY'], bad: ['yyyy', ''] },
  time_format: { good: ['HH:mm', 'h:mm A'], bad: ['hh', ''] },
  working_days: { good: ['0,1,2,3,4,5,6', '1, 2, 3', ''], bad: ['7', '1,1', 'mon,tue'] },
  order_pack_threshold: { good: ['0', '0.5', '1'], bad: ['1.5', '-0.1'] },
  invoice_report_version: { good: ['v1', 'v2'], bad: ['v3', ''] },
  legal_name: { good: ['Backhouse Trading LLC', ''], bad: ['x'.repeat(201)] },
  logo_url: {
    good: ['/api/files/019b8cbd-0000-7000-8000-000000000001', 'https://cdn.example.com/l.png', ''],
    bad: ['javascript:alert(1)', 'http://insecure.example.com/l.png', 'logo.png'],
  },
};

const set = (name: string, value: string) => admin('POST', `/config?loc=${soho}`, { name, value });

describe('every setting key takes only values of its kind', () => {
  test('the cases cover every key', () => {
    expect(Object.keys(cases).sort()).toEqual([...settingKeys].sort());
  });

  test.each(settingKeys.map((key) => [key] as const))('%s', async (key) => {
    for (const good of cases[key].good) {
      const [value, stored] = typeof good === 'string' ? [good, good] : good;
      const response = await set(key, value);
      expect(response.statusCode, `${key} = ${JSON.stringify(value)}`).toBe(200);
      expect(response.json().value).toBe(key === 'receipt_footer_text' ? value : stored.trim());
    }
    for (const value of cases[key].bad) {
      const response = await set(key, value);
      expect(response.statusCode, `${key} = ${JSON.stringify(value)}`).toBe(400);
      const error = errorOf(response);
      expect(error.code).toBe('VALIDATION');
      // A message a person can act on, never zod's own wording.
      expect(error.fields?.value, `${key} = ${JSON.stringify(value)}`).toMatch(/^[A-Z]/);
      expect(error.fields?.value).not.toMatch(/Invalid|expected string/);
    }
  });

  test('the messages say what to write', async () => {
    const message = async (name: string, value: string) =>
      errorOf(await set(name, value)).fields?.value;
    expect(await message('decimal_points', '4')).toBe('Must be at most 3');
    expect(await message('time_zone', 'Mars/Olympus')).toMatch(/Asia\/Dubai.*UTC\+4/);
    expect(await message('currency', 'XYZ')).toMatch(/ISO 4217/);
    expect(await message('email_time', '24:00')).toBe('Use a time like 09:30');
    expect(await message('language', 'fr')).toMatch(/^Choose one of: en, de/);
  });

  test('staff may not change a setting, whatever its value', async () => {
    const refused = await staff('POST', '/config', { name: 'decimal_points', value: '2' });
    expect(refused.statusCode).toBe(403);
    expect(errorOf(refused).permission).toBe('config.write');
  });

  test('garbage bodies get a 4xx in the error shape, never a 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.jsonValue(),
          fc.record({ name: fc.constantFrom(...settingKeys), value: fc.string() }),
        ),
        async (body) => {
          const response = await admin('POST', `/config?loc=${soho}`, JSON.stringify(body), {
            'content-type': 'application/json',
          });
          expect(response.statusCode).toBeLessThan(500);
          if (response.statusCode >= 400) apiError.parse(response.json());
        },
      ),
      { numRuns: 60, seed: 12 },
    );
  });
});

describe('GET /config/currency', () => {
  test("the location's currency with its symbol and decimal_points' decimals", async () => {
    await set('currency', 'GBP');
    await set('decimal_points', '3');
    const reply = currencyReply.parse((await admin('GET', `/config/currency?loc=${soho}`)).json());
    expect(reply).toMatchObject({ value: 'GBP', code: 'GBP', symbol: '£', decimals: 3 });
    // Staff read their own location's currency: the Dubai demo's dirham with two decimals.
    const own = currencyReply.parse((await staff('GET', '/config/currency')).json());
    expect(own).toMatchObject({ code: 'AED', decimals: 2 });
    expect((await staff('GET', `/config/currency?loc=${soho}`)).statusCode).toBe(403);
    await set('decimal_points', '2');
  });
});
