import { describe, expect, it } from 'vitest';
import {
  acceptedRequest,
  arrivalDifferences,
  changesNothing,
  completedRequest,
  editedRequest,
  newRequestRow,
  newTransferRow,
  requestChanges,
  sentRequest,
} from './documentRows';

const stamp = '2026-11-24T10:00:00.000Z';
const who = { customerId: 'c', userId: 'u', storeId: 'store' };
const request = newRequestRow(
  {
    id: 'r1',
    from_location_id: 'warehouse',
    needed_by: null,
    note: '',
    lines: [
      { id: 'a', material_id: 'milk', quantity: 10, note: '' },
      { id: 'b', material_id: 'flour', quantity: 4, note: '' },
    ],
  },
  who,
  stamp,
);

describe('order request rows as the device shows them before the server answers', () => {
  it('carries each quantity on: asked, accepted (changed or as asked), sent, received', () => {
    const accepted = acceptedRequest(request, new Map([['a', 8]]), 'w', stamp);
    expect(accepted.lines.map((l) => l.accepted_quantity)).toEqual([8, 4]);
    const sent = sentRequest(accepted, new Map([['b', 3]]), 'w', stamp);
    expect(sent.lines.map((l) => l.sent_quantity)).toEqual([8, 3]);
    const done = completedRequest(sent, new Map([['a', 7.5]]), 'u', stamp);
    expect(done.lines.map((l) => l.received_quantity)).toEqual([7.5, 3]);
    expect([request.status, accepted.status, sent.status, done.status]).toEqual([
      'pending',
      'accepted',
      'sent',
      'completed',
    ]);
  });

  it('a transfer made with send is in transit at once', () => {
    const body = { id: 't', to_location_id: 'x', note: '', lines: [], send: true };
    const row = newTransferRow(body, { customerId: 'c', userId: 'u', fromId: 'y' }, stamp);
    expect([row.status, row.sent_at]).toEqual(['sent', stamp]);
    expect(newTransferRow({ ...body, send: false }, { ...who, fromId: 'y' }, stamp).status).toBe(
      'draft',
    );
  });
});

describe('changing a pending request', () => {
  const ids = () => {
    let n = 0;
    return () => `new${++n}`;
  };

  it('keeps the line id and note of each material it had, drops the ones set to 0, adds new ones after', () => {
    const noted = { ...request, lines: request.lines.map((l) => ({ ...l, note: `note ${l.id}` })) };
    const typed = new Map([
      ['salt', 2],
      ['flour', 6],
      ['milk', 0],
    ]);
    expect(requestChanges(noted, typed, 'more flour', ids())).toEqual({
      version: 1,
      note: 'more flour',
      lines: [
        { id: 'b', material_id: 'flour', quantity: 6, note: 'note b' },
        { id: 'new1', material_id: 'salt', quantity: 2, note: '' },
      ],
    });
  });

  it('knows a change that changes nothing: the same quantities and note', () => {
    const same = new Map(request.lines.map((l) => [l.material_id, l.quantity]));
    expect(changesNothing(request, requestChanges(request, same, '', ids()))).toBe(true);
    expect(changesNothing(request, requestChanges(request, same, 'soon', ids()))).toBe(false);
    const less = new Map(same).set('milk', 9);
    expect(changesNothing(request, requestChanges(request, less, '', ids()))).toBe(false);
  });

  it('shows the change at once at the version the server will give it, so a second change offline carries the right one', () => {
    const first = editedRequest(
      request,
      requestChanges(request, new Map([['milk', 3]]), '', ids()),
      stamp,
    );
    expect([first.version, first.lines.map((l) => [l.material_id, l.quantity])]).toEqual([
      2,
      [['milk', 3]],
    ]);
    expect(requestChanges(first, new Map([['milk', 4]]), '', ids()).version).toBe(2);
    expect([first.status, first.number, first.needed_by]).toEqual([
      request.status,
      request.number,
      request.needed_by,
    ]);
  });
});

describe('arrivalDifferences', () => {
  it('names what is short or over, and nothing for lines that arrived as sent', () => {
    const lines = [
      { id: 'a', material_id: 'milk', sent: 10 },
      { id: 'b', material_id: 'flour', sent: 4 },
      { id: 'c', material_id: 'salt', sent: 1.2 },
    ];
    const arrived = new Map([
      ['a', 9.7],
      ['b', 4],
      ['c', 1.5],
    ]);
    expect(arrivalDifferences(lines, arrived)).toEqual([
      { id: 'a', material_id: 'milk', difference: -0.3 },
      { id: 'c', material_id: 'salt', difference: 0.3 },
    ]);
    expect(arrivalDifferences(lines, new Map())).toEqual([]);
  });
});
