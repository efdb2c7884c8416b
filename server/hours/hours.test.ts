import { apiError } from '@contract/errors';
import { locationHoursBulkReply } from '@contract/locationHours';
import fc from 'fast-check';
import { beforeAll, describe, expect, test } from 'vitest';
import { demoServer, errorOf } from '../testing/harness';

const { admin, staff, list } = demoServer();
let warehouse: string;
let kitchen: string;

beforeAll(async () => {
  const locations = (await admin('GET', '/locations/v2')).json().data;
  // Places the demo gives no opening hours, so each test starts from an empty week.
  warehouse = locations.find((l: { name: string }) => l.name.includes('Warehouse')).id;
  kitchen = locations.find((l: { name: string }) => l.name.includes('Central Kitchen')).id;
});

const bulk = (loc: string, body: unknown) =>
  admin('POST', `/location-days-hours-config/bulk-upsert?loc=${loc}`, body);
const day = (day_of_week: number, ...ranges: [string, string][]) => ({
  day_of_week,
  ranges: ranges.map(([from, to]) => ({ from, to })),
});

describe('opening days and hours', () => {
  test('a bulk upsert sets a week with Friday past midnight and a holiday, then changes it in place', async () => {
    const first = await bulk(warehouse, {
      rows: [
        day(1, ['11:00', '15:00'], ['18:00', '23:00']),
        day(5, ['18:00', '02:00']),
        day(6, ['10:00', '16:00']),
        { date: '2026-12-25', name: 'Christmas Day', is_closed: true },
      ],
    });
    expect(first.statusCode).toBe(200);
    const reply = locationHoursBulkReply.parse(first.json());
    expect(reply).toMatchObject({ created: 4, updated: 0, deleted: 0 });
    expect(reply.data.map((r) => r.day_of_week ?? r.date)).toEqual([1, 5, 6, '2026-12-25']);
    expect(reply.data[1]).toMatchObject({
      location_id: warehouse,
      ranges: [{ from: '18:00', to: '02:00' }],
    });

    // The generic list reads them, per location.
    const listed = await list(`/location-days-hours-config?loc=${warehouse}&limit=100`);
    expect(listed.filter((r) => r.location_id === warehouse)).toHaveLength(4);

    // Sent again with Friday later: one row changes (version 2), the rest are left as they were.
    const again = locationHoursBulkReply.parse(
      (
        await bulk(warehouse, {
          rows: [
            day(1, ['11:00', '15:00'], ['18:00', '23:00']),
            day(5, ['18:00', '03:00']),
            day(6, ['10:00', '16:00']),
          ],
        })
      ).json(),
    );
    expect(again).toMatchObject({ created: 0, updated: 1, deleted: 0 });
    const friday = again.data.find((r) => r.day_of_week === 5)!;
    expect(friday).toMatchObject({ version: 2, id: reply.data[1]!.id });
    expect(again.data).toHaveLength(4);

    // delete_missing takes the holiday off.
    const trimmed = locationHoursBulkReply.parse(
      (
        await bulk(warehouse, {
          rows: again.data.slice(0, 3).map(({ day_of_week, ranges }) => ({ day_of_week, ranges })),
          delete_missing: true,
        })
      ).json(),
    );
    expect(trimmed).toMatchObject({ deleted: 1 });
    expect(trimmed.data.some((r) => r.date !== null)).toBe(false);
  });

  test("overlaps are refused: within a day, and Friday's late range into Saturday's first", async () => {
    const within = await bulk(kitchen, { rows: [day(2, ['09:00', '14:00'], ['13:00', '18:00'])] });
    expect(within.statusCode).toBe(400);
    expect(errorOf(within).fields).toEqual({
      'rows.0.ranges.1.from': 'Overlaps other hours of the same day',
    });

    const acrossMidnight = await bulk(kitchen, {
      rows: [day(5, ['18:00', '03:00']), day(6, ['02:00', '12:00'])],
    });
    expect(acrossMidnight.statusCode).toBe(400);
    expect(errorOf(acrossMidnight).fields).toHaveProperty(['rows.1.ranges.0.from']);

    // Against a stored Saturday the list does not name.
    expect((await bulk(kitchen, { rows: [day(6, ['01:00', '12:00'])] })).statusCode).toBe(200);
    const intoStored = await bulk(kitchen, { rows: [day(5, ['20:00', '02:00'])] });
    expect(errorOf(intoStored).fields).toEqual({
      'rows.0.ranges': 'Overlaps other hours of the same day',
    });

    const twice = await bulk(kitchen, {
      rows: [day(3, ['09:00', '10:00']), day(3, ['11:00', '12:00'])],
    });
    expect(errorOf(twice).fields).toEqual({
      'rows.1.day_of_week': 'Already used by another entry',
    });
    const empty = await bulk(kitchen, { rows: [day(3, ['09:00', '09:00'])] });
    expect(errorOf(empty).fields).toEqual({
      'rows.0.ranges.0.to': 'The closing time must differ from the opening time',
    });
    const neither = await bulk(kitchen, { rows: [{ name: 'Someday' }] });
    expect(errorOf(neither).fields).toEqual({
      'rows.0.day_of_week': 'Give either a weekday or a holiday date',
    });
    const badTime = await bulk(kitchen, { rows: [day(3, ['9am', '25:00'])] });
    expect(errorOf(badTime).fields).toMatchObject({
      'rows.0.ranges.0.from': 'Use a time like 09:30',
      'rows.0.ranges.0.to': 'Use a time like 09:30',
    });
  });

  test('the generic calls keep one row per weekday and check the days around it', async () => {
    const created = await admin(
      'POST',
      `/location-days-hours-config?loc=${kitchen}`,
      day(4, ['22:00', '02:00']),
    );
    expect(created.statusCode).toBe(201);
    const again = await admin(
      'POST',
      `/location-days-hours-config?loc=${kitchen}`,
      day(4, ['08:00', '10:00']),
    );
    expect(again.statusCode).toBe(409);
    expect(errorOf(again).fields).toHaveProperty('day_of_week');
    // Friday 01:00 would open while Thursday's night is still running.
    const friday = await admin(
      'POST',
      `/location-days-hours-config?loc=${kitchen}`,
      day(5, ['01:00', '09:00']),
    );
    expect(friday.statusCode).toBe(400);
    expect(errorOf(friday).fields).toEqual({
      'ranges.0.from': 'Overlaps other hours of the same day',
    });
    const row = created.json();
    const moved = await admin('PUT', `/location-days-hours-config/${row.id}`, {
      version: row.version,
      ranges: [{ from: '18:00', to: '23:00' }],
    });
    expect(moved.statusCode).toBe(200);
    expect(
      (
        await admin(
          'POST',
          `/location-days-hours-config?loc=${kitchen}`,
          day(5, ['01:00', '09:00']),
        )
      ).statusCode,
    ).toBe(201);
    const overlapping = await admin('PUT', `/location-days-hours-config/${row.id}`, {
      version: moved.json().version,
      ranges: [
        { from: '10:00', to: '12:00' },
        { from: '11:00', to: '13:00' },
      ],
    });
    expect(errorOf(overlapping).fields).toEqual({
      'ranges.1.from': 'Overlaps other hours of the same day',
    });
  });

  test('staff may not change hours, nor anyone a location they may not use', async () => {
    const refused = await staff('POST', '/location-days-hours-config/bulk-upsert', {
      rows: [day(1, ['09:00', '17:00'])],
    });
    expect(refused.statusCode).toBe(403);
    expect(errorOf(refused).permission).toBe('config.write');
    const generic = await staff('POST', '/location-days-hours-config', day(1, ['09:00', '17:00']));
    expect(generic.statusCode).toBe(403);
    const unknown = await bulk('019b8cbd-0000-7000-8000-000000000001', { rows: [] });
    expect(unknown.statusCode).toBe(400);
    expect(errorOf(unknown).fields).toHaveProperty('location_id');
  });

  test('garbage bodies and a list too long get a 4xx in the error shape, never a 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.jsonValue(),
          fc.record({
            rows: fc.array(
              fc.dictionary(
                fc.constantFrom('day_of_week', 'date', 'ranges', 'is_closed'),
                fc.jsonValue(),
              ),
              { maxLength: 4 },
            ),
          }),
        ),
        async (body) => {
          const response = await admin(
            'POST',
            `/location-days-hours-config/bulk-upsert?loc=${kitchen}`,
            JSON.stringify(body),
            {
              'content-type': 'application/json',
            },
          );
          expect(response.statusCode).toBeLessThan(500);
          if (response.statusCode >= 400) apiError.parse(response.json());
        },
      ),
      { numRuns: 60, seed: 12 },
    );
    const tooMany = await bulk(kitchen, {
      rows: Array.from({ length: 500 }, (_, i) => ({
        date: `2027-01-${String((i % 28) + 1).padStart(2, '0')}`,
        is_closed: true,
      })),
    });
    expect(tooMany.statusCode).toBe(400);
    expect(errorOf(tooMany).fields).toHaveProperty('rows');
  });
});
