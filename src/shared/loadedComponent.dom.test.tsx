import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { loadedComponent } from './loadedComponent';

const Count = () => <span data-testid="count">5</span>;

describe('a component whose code loads on first use', () => {
  it('is left out while its code cannot load, and shows once the browser is back online', async () => {
    let calls = 0;
    let offline = true;
    const LoadedCount = loadedComponent(async () => {
      calls += 1;
      if (offline) throw new TypeError('Failed to fetch dynamically imported module');
      return Count;
    });
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
    expect(calls).toBe(1);
    // The menu and what is around it stay; only the extra is missing.
    expect(screen.getByTestId('entry').textContent).toBe('Today');
    expect(screen.queryByTestId('count')).toBeNull();

    offline = false;
    await act(async () => {
      window.dispatchEvent(new Event('online'));
    });
    expect(await screen.findByTestId('count')).toBeTruthy();
    expect(calls).toBe(2);

    // Loaded once: a menu drawn again has it at once, without asking again.
    render(<Menu />);
    expect(screen.getAllByTestId('count')).toHaveLength(2);
    expect(calls).toBe(2);
  });
});
