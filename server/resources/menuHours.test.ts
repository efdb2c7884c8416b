import { validationMessages } from '@contract/validation';
import { describe, expect, test } from 'vitest';
import { demoServer, errorOf } from '../testing/harness';

const { admin } = demoServer();

const day = (from: string, to: string) => ({ day: 5, from, to });

describe('a menu’s hours are checked on the server as in the form', () => {
  test('a range that ends before it starts is refused at its end', async () => {
    const reply = await admin('POST', '/menus', {
      name: 'Late bar',
      schedule: [day('11:00', '15:00'), day('22:00', '02:00')],
    });
    expect(reply.statusCode).toBe(400);
    expect(errorOf(reply)).toMatchObject({
      code: 'VALIDATION',
      fields: { 'schedule.1.to': validationMessages.end_before_start },
    });
  });

  test('two ranges of one day that overlap are refused at the later one’s start', async () => {
    const reply = await admin('POST', '/menus', {
      name: 'Double lunch',
      schedule: [day('11:00', '15:00'), day('14:00', '18:00')],
    });
    expect(reply.statusCode).toBe(400);
    expect(errorOf(reply)).toMatchObject({
      code: 'VALIDATION',
      fields: { 'schedule.1.from': validationMessages.overlap },
    });
  });

  test('touching ranges and a range to midnight save, and an update cannot break them', async () => {
    const schedule = [
      day('11:00', '15:00'),
      day('15:00', '00:00'),
      { ...day('00:00', '02:00'), day: 6 },
    ];
    const created = await admin('POST', '/menus', { name: 'All evening', schedule });
    expect(created.statusCode).toBe(201);
    expect(created.json().schedule).toEqual(schedule);

    const overlapping = await admin('PUT', `/menus/${created.json().id}`, {
      schedule: [...schedule, day('23:00', '00:00')],
      version: created.json().version,
    });
    expect(overlapping.statusCode).toBe(400);
    expect(errorOf(overlapping).fields).toEqual({ 'schedule.3.from': validationMessages.overlap });
  });
});
