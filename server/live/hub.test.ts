import type { LiveEventKind } from '@contract/live';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { localCommitFeed, type CommitFeed } from './commits';
import { LiveHub, type LiveListener } from './hub';

/** The hub on an in-process feed, with a cursor the test moves and fake time. */
function setup() {
  const feed: CommitFeed = localCommitFeed();
  let cursor = 10;
  const hub = new LiveHub({
    feed,
    cursorOf: async () => cursor,
    coalesceMs: 500,
    heartbeatMs: 25_000,
  });
  const device = async (customerId: string, locations: string[] | null = null) => {
    const state = {
      heard: [] as { kind: LiveEventKind; cursor: number }[],
      beats: 0,
      ended: false,
      remove: () => {},
    };
    const added = await hub.add({
      customerId,
      locations: locations ? new Set(locations) : null,
      send: (kind, at) => state.heard.push({ kind, cursor: at }),
      heartbeat: () => void (state.beats += 1),
      end: () => void (state.ended = true),
    });
    state.remove = added!.remove;
    return state;
  };
  const change = (customerId: string, locations: (string | null)[] | null = [null]) => {
    cursor += 1;
    feed.committed({ customerId, kind: 'changes', locations });
  };
  return { hub, feed, device, change, cursor: () => cursor };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the live hub', () => {
  test('20 writes at once make one message at once and one at the end of the window', async () => {
    const { device, change, cursor } = setup();
    const tablet = await device('acme');
    for (let i = 0; i < 20; i++) change('acme');
    await vi.advanceTimersByTimeAsync(0);
    expect(tablet.heard).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(500);
    // The first tells of the first write; the second ends at the last.
    expect(tablet.heard).toEqual([
      { kind: 'changed', cursor: 11 },
      { kind: 'changed', cursor: cursor() },
    ]);
    // A quiet window sends nothing more; the next write goes at once again.
    await vi.advanceTimersByTimeAsync(5000);
    expect(tablet.heard).toHaveLength(2);
    change('acme');
    await vi.advanceTimersByTimeAsync(0);
    expect(tablet.heard).toHaveLength(3);
  });

  test('sales and changes are told apart, each to who may hear it', async () => {
    const { device, change, feed } = setup();
    const manager = await device('acme');
    const shopA = await device('acme', ['a']);
    const shopB = await device('acme', ['b']);
    const other = await device('globex');
    feed.committed({ customerId: 'acme', kind: 'sales', locations: ['a'] });
    change('acme', ['b']);
    await vi.advanceTimersByTimeAsync(500);
    expect(manager.heard.map((e) => e.kind).sort()).toEqual(['changed', 'sales']);
    expect(shopA.heard.map((e) => e.kind)).toEqual(['sales']);
    expect(shopB.heard.map((e) => e.kind)).toEqual(['changed']);
    expect(other.heard).toEqual([]);
    // A business-wide row (no location) reaches everyone of the business.
    change('acme', [null]);
    await vi.advanceTimersByTimeAsync(500);
    expect(shopA.heard.map((e) => e.kind)).toEqual(['sales', 'changed']);
  });

  test('a heartbeat every 25 s; closing ends every stream and takes no more', async () => {
    const { hub, device } = setup();
    const tablet = await device('acme');
    await vi.advanceTimersByTimeAsync(50_000);
    expect(tablet.beats).toBe(2);
    await hub.close();
    expect(tablet.ended).toBe(true);
    expect(hub.size).toBe(0);
    expect(await hub.add(tabletListener())).toBeNull();
  });

  test('a stream that went away hears nothing more', async () => {
    const { device, change, hub } = setup();
    const tablet = await device('acme');
    tablet.remove();
    expect(hub.size).toBe(0);
    change('acme');
    await vi.advanceTimersByTimeAsync(1000);
    expect(tablet.heard).toEqual([]);
  });
});

const tabletListener = (): LiveListener => ({
  customerId: 'acme',
  locations: null,
  send: () => {},
  heartbeat: () => {},
  end: () => {},
});
