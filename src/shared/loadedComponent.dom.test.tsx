import { act, render, renderHook, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadedComponent, useOfflineCode, whenIdle } from './loadedComponent';

const Count = () => <span data-testid="count">5</span>;

/** The count, loaded by code that fails while `code.offline` and counts how often it is asked for. */
function countLoadedWhenOnline() {
  const code = { calls: 0, offline: true };
  const LoadedCount = loadedComponent(async () => {
    code.calls += 1;
    if (code.offline) throw new TypeError('Failed to fetch dynamically imported module');
    return Count;
  });
  return { code, LoadedCount };
}

describe('a component whose code loads on first use', () => {
  it('is left out while its code cannot load, and shows once the browser is back online', async () => {
    const { code, LoadedCount } = countLoadedWhenOnline();
    function Menu() {
      return (
        <div>
          <span data-testid="entry">Today</span>
          <LoadedCount />
        </div>
      );
    }

    render(<Menu />);
    await act(async () => {});
    expect(code.calls).toBe(1);
    // The menu and what is around it stay; only the extra is missing.
    expect(screen.getByTestId('entry').textContent).toBe('Today');
    expect(screen.queryByTestId('count')).toBeNull();

    code.offline = false;
    await act(async () => {
      window.dispatchEvent(new Event('online'));
    });
    expect(await screen.findByTestId('count')).toBeTruthy();
    expect(code.calls).toBe(2);

    // Loaded once: a menu drawn again has it at once, without asking again.
    render(<Menu />);
    expect(screen.getAllByTestId('count')).toHaveLength(2);
    expect(code.calls).toBe(2);
  });

  it('asked for ahead of use, is drawn on its first render, and its code is asked for once', async () => {
    const { code, LoadedCount } = countLoadedWhenOnline();
    code.offline = false;
    LoadedCount.preload();
    LoadedCount.preload();
    await act(async () => {});
    expect(code.calls).toBe(1);
    // No empty first frame: a form opened from a list shows at once.
    const { container } = render(<LoadedCount />);
    expect(container.querySelector('[data-testid="count"]')).not.toBeNull();
    expect(code.calls).toBe(1);
  });

  it('asked for ahead of use while offline, is asked for again when first drawn', async () => {
    const { code, LoadedCount } = countLoadedWhenOnline();
    LoadedCount.preload();
    await act(async () => {});
    expect(code.calls).toBe(1);
    code.offline = false;
    render(<LoadedCount />);
    expect(await screen.findByTestId('count')).toBeTruthy();
    expect(code.calls).toBe(2);
  });
});

describe('work left for when the page is idle', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('waits its delay, then runs once; cancelled, it does not run', () => {
    vi.useFakeTimers();
    const ran: string[] = [];
    whenIdle(() => ran.push('soon'));
    whenIdle(() => ran.push('later'), { delayMs: 3000 });
    const cancel = whenIdle(() => ran.push('cancelled'), { delayMs: 3000 });
    vi.advanceTimersByTime(100);
    expect(ran).toEqual(['soon']);
    cancel();
    vi.advanceTimersByTime(2900);
    vi.advanceTimersByTime(100);
    expect(ran).toEqual(['soon', 'later']);
    vi.advanceTimersByTime(10_000);
    expect(ran).toEqual(['soon', 'later']);
  });
});

describe('code a screen needs offline but not to draw', () => {
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'serviceWorker');
  });

  it('without a service worker keeping the files, is asked for at once and the screen waits for it', async () => {
    const { code, LoadedCount } = countLoadedWhenOnline();
    code.offline = false;
    const { result } = renderHook(() => useOfflineCode(LoadedCount, { drawn: false }));
    expect(result.current).toBe(false);
    await act(async () => {});
    expect(code.calls).toBe(1);
    expect(result.current).toBe(true);
  });

  it('that cannot load without a worker, stops the wait: the screen shows without it', async () => {
    const { code, LoadedCount } = countLoadedWhenOnline();
    const { result } = renderHook(() => useOfflineCode(LoadedCount, { drawn: false }));
    await act(async () => {});
    expect(code.calls).toBe(1);
    expect(result.current).toBe(true);
  });

  it('with a worker keeping the files, waits for the screen to draw and the page to be idle', async () => {
    Object.defineProperty(navigator, 'serviceWorker', {
      configurable: true,
      value: { controller: {} },
    });
    vi.useFakeTimers();
    try {
      const { code, LoadedCount } = countLoadedWhenOnline();
      code.offline = false;
      const { result, rerender } = renderHook(
        ({ drawn }) => useOfflineCode(LoadedCount, { drawn, delayMs: 500 }),
        { initialProps: { drawn: false } },
      );
      expect(result.current).toBe(true);
      await act(async () => {
        vi.advanceTimersByTime(5000);
      });
      expect(code.calls).toBe(0);
      rerender({ drawn: true });
      await act(async () => {
        vi.advanceTimersByTime(400);
      });
      expect(code.calls).toBe(0);
      await act(async () => {
        vi.advanceTimersByTime(2500);
      });
      expect(code.calls).toBe(1);
      expect(LoadedCount.isLoaded()).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it('not needed, is not asked for', async () => {
    const { code, LoadedCount } = countLoadedWhenOnline();
    const { result } = renderHook(() =>
      useOfflineCode(LoadedCount, { drawn: true, needed: false }),
    );
    await act(async () => {});
    expect(result.current).toBe(true);
    expect(code.calls).toBe(0);
  });
});
