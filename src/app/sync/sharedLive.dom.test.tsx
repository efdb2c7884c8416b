import { act, render, screen, waitFor } from '@testing-library/react';
import { Component, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { device } from '@/testing/screen';
import { BackhouseProvider } from '@/data/react';
import { sharedLiveRead } from '@/data/sharedLive';

/** A shared read of one key of the device's `kv` table (a key of its own per test), counting its runs. */
function keyRead() {
  const key = `shared-live-${crypto.randomUUID()}`;
  const read = { key, runs: 0, fail: false };
  const useValue = sharedLiveRead(async ({ db }) => {
    read.runs += 1;
    const value = (await db.kv.get(key))?.value ?? 'none';
    if (read.fail) throw new Error(`could not read ${value}`);
    return value;
  });
  /** What each render of a reader drew, by reader. */
  const drawn: Record<string, string[]> = {};
  function Reader({ id }: { id: string }) {
    const value = useValue('waiting');
    (drawn[id] ??= []).push(value);
    return <output data-testid={id}>{value}</output>;
  }
  return { read, Reader, drawn };
}

class Boundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  override state = { error: null as Error | null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    return this.state.error ? <p role="alert">{this.state.error.message}</p> : this.props.children;
  }
}

async function signedIn() {
  const { backhouse } = await device();
  const { db } = backhouse.getLocal()!;
  const wrap = (children: ReactNode) => (
    <BackhouseProvider value={backhouse}>{children}</BackhouseProvider>
  );
  return { db, wrap };
}

const shows = (id: string, text: string) =>
  waitFor(() => expect(screen.getByTestId(id).textContent).toBe(text));

describe('a shared live read', () => {
  it('runs once for all its readers, at first and at each change, and each reader shows it', async () => {
    const { db, wrap } = await signedIn();
    const { read, Reader } = keyRead();
    render(wrap(['a', 'b', 'c'].map((id) => <Reader key={id} id={id} />)));
    for (const id of ['a', 'b', 'c']) await shows(id, 'none');
    expect(read.runs).toBe(1);

    await act(() => db.kv.put({ key: read.key, value: 'one' }));
    for (const id of ['a', 'b', 'c']) await shows(id, 'one');
    expect(read.runs).toBe(2);
  });

  it('gives a reader that comes later the value already read, from its first render, without reading again', async () => {
    const { db, wrap } = await signedIn();
    const { read, Reader, drawn } = keyRead();
    await db.kv.put({ key: read.key, value: 'kept' });
    const { rerender } = render(wrap(<Reader id="first" />));
    await shows('first', 'kept');

    rerender(
      wrap(
        <>
          <Reader id="first" />
          <Reader id="later" />
        </>,
      ),
    );
    expect(drawn.later![0]).toBe('kept');
    expect(read.runs).toBe(1);
  });

  it('stops with its last reader, and a reader after that waits for a fresh read', async () => {
    const { db, wrap } = await signedIn();
    const { read, Reader, drawn } = keyRead();
    const { unmount } = render(wrap(<Reader id="gone" />));
    await shows('gone', 'none');
    unmount();

    // Nobody reads it: the write must not run the read.
    await db.kv.put({ key: read.key, value: 'meanwhile' });
    expect(read.runs).toBe(1);

    render(wrap(<Reader id="back" />));
    expect(drawn.back![0]).toBe('waiting');
    await shows('back', 'meanwhile');
    expect(read.runs).toBe(2);
  });

  it('brings a failed read to every reader, as a live query does', async () => {
    const { db, wrap } = await signedIn();
    const { read, Reader } = keyRead();
    render(
      wrap(
        <>
          <Boundary>
            <Reader id="a" />
          </Boundary>
          <Boundary>
            <Reader id="b" />
          </Boundary>
        </>,
      ),
    );
    await shows('a', 'none');
    // React reports each error its boundary caught.
    const reported = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    read.fail = true;
    await act(() => db.kv.put({ key: read.key, value: 'broken' }));
    await waitFor(() => expect(screen.getAllByRole('alert')).toHaveLength(2));
    for (const alert of screen.getAllByRole('alert'))
      expect(alert.textContent).toBe('could not read broken');
    expect(reported).toHaveBeenCalled();
    reported.mockRestore();
  });
});
