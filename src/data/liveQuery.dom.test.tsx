import { act, render, screen } from '@testing-library/react';
import { useObservable } from 'dexie-react-hooks';
import { Component, Suspense, use, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { inTransition, type LiveSource } from './liveQuery';

/** A live source whose values and failures the test sends, holding the last value as Dexie's do. */
function liveSource(first?: number) {
  const readers = new Set<{ next: (value: number) => void; error?: (failure: unknown) => void }>();
  let held = first;
  const source: LiveSource<number> = {
    subscribe(next, error) {
      const reader = { next, error };
      readers.add(reader);
      return { unsubscribe: () => readers.delete(reader) };
    },
    hasValue: () => held !== undefined,
    getValue: () => held!,
  };
  return {
    source,
    send: (value: number) => {
      held = value;
      readers.forEach((reader) => reader.next(value));
    },
    fail: (failure: unknown) => readers.forEach((reader) => reader.error?.(failure)),
  };
}

/** Drawing 2 waits for ever: a render that cannot finish, so what React shows meanwhile tells. */
const never = new Promise<never>(() => {});
function Shown({ value }: { value: number }) {
  if (value === 2) use(never);
  return <span data-testid="value">{value}</span>;
}

function Reader({ source }: { source: LiveSource<number> }) {
  return <Shown value={useObservable(() => source, [source], 0)} />;
}

class Failed extends Component<{ children: ReactNode }, { message: string | null }> {
  override state = { message: null };
  static getDerivedStateFromError(error: Error) {
    return { message: error.message };
  }
  override render() {
    return this.state.message ?? this.props.children;
  }
}

/** The value on screen: React hides, not removes, what a fallback stands in for. */
function shownValue(): string | null {
  const value = screen.queryByTestId('value');
  return value && value.style.display !== 'none' ? value.textContent : null;
}

function draw(source: LiveSource<number>) {
  return render(
    <Failed>
      <Suspense fallback={<span data-testid="waiting" />}>
        <Reader source={source} />
      </Suspense>
    </Failed>,
  );
}

describe('a live read handed to React in a transition', () => {
  it('draws a new value as a transition: the screen keeps what it shows until the new one is drawn', async () => {
    const wrapped = liveSource();
    draw(inTransition(wrapped.source));
    await act(async () => wrapped.send(1));
    expect(shownValue()).toBe('1');
    // A transition that cannot finish yet leaves the value on screen; an urgent update would have
    // put the waiting state in its place (below).
    await act(async () => wrapped.send(2));
    expect(shownValue()).toBe('1');
    expect(screen.queryByTestId('waiting')).toBeNull();
    await act(async () => wrapped.send(3));
    expect(shownValue()).toBe('3');
  });

  it('is what makes the difference: the same source read as it is replaces the screen at once', async () => {
    const plain = liveSource();
    const { unmount } = draw(plain.source);
    await act(async () => plain.send(1));
    expect(shownValue()).toBe('1');
    await act(async () => plain.send(2));
    expect(shownValue()).toBeNull();
    expect(screen.getByTestId('waiting')).toBeTruthy();
    unmount();
  });

  it('shows a value the source already holds in the first render', () => {
    const held = liveSource(5);
    const { container } = draw(inTransition(held.source));
    expect(container.querySelector('[data-testid="value"]')?.textContent).toBe('5');
  });

  it('hands on a failure, for the screen to show', async () => {
    const failing = liveSource(1);
    const { container } = draw(inTransition(failing.source));
    await act(async () => failing.fail(new Error('The local store could not be read')));
    expect(container.textContent).toBe('The local store could not be read');
  });
});
