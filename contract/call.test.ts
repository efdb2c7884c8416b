import { describe, expect, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import { call, pathOf, pathWithQuery, type CallArgs, type CallReply } from './call';
import { declaredCalls } from './callIndex';
import { countCalls, type CountRow } from './counts';

const sample = call({
  method: 'POST',
  path: '/things/:id/move',
  tag: 'things',
  summary: 'Moves a thing',
  params: z.object({ id: z.string() }),
  query: z.object({ loc: z.string().optional() }),
  body: z.object({ to: z.string() }),
  reply: z.object({ ok: z.boolean() }),
  access: 'signed-in',
});

describe('a declared call', () => {
  it('puts its parameters in its path, encoded, and its query after it without empty values', () => {
    expect(pathOf(sample, { id: 'a/b c' })).toBe('/things/a%2Fb%20c/move');
    expect(pathWithQuery(sample, { id: '7' }, { loc: 'L1', none: undefined, empty: '' })).toBe(
      '/things/7/move?loc=L1',
    );
    expect(pathWithQuery(countCalls.create, undefined, { loc: 'loc-1' })).toBe(
      '/inventory-counts/create?loc=loc-1',
    );
  });

  it('refuses a path whose parameter is missing, instead of sending `/things//move`', () => {
    expect(() => pathOf(sample, {})).toThrow('POST /things/:id/move needs its :id');
    expect(() => pathOf(countCalls.update)).toThrow(':id');
  });

  it('is typed by its schemas: parameters and body required when it has them, the reply its own', () => {
    expectTypeOf<CallArgs<typeof sample>>().toEqualTypeOf<
      { params: { id: string } } & { query: { loc?: string | undefined } } & {
        body: { to: string };
      }
    >();
    expectTypeOf<CallReply<typeof countCalls.update>>().toEqualTypeOf<CountRow>();
    expectTypeOf<CallArgs<typeof countCalls.update>>().toHaveProperty('params');
    // A read without a body takes none.
    expectTypeOf<CallArgs<typeof countCalls.review>['body']>().toEqualTypeOf<undefined>();
  });
});

describe('the index of declared calls', () => {
  it('holds each method and path once', () => {
    const all = Object.values(declaredCalls).flatMap((slice) => Object.values(slice));
    const keys = all.map((c) => `${c.method} ${c.path}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys).toContain('GET /inventory-counts/review');
  });
});
