import { MantineProvider, SegmentedControl } from '@mantine/core';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Profiler, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { StillSegmentedControl } from './StillSegmentedControl';

const data = [
  { value: 'hour', label: 'By hour' },
  { value: 'block', label: 'By time block' },
];

afterEach(() => {
  vi.restoreAllMocks();
});

/** What a control's markup says, element by element: tag, classes and the attributes styles read. */
function markup(root: Element): string[] {
  const ids = new Map<string, string>();
  /** Ids and names differ between two controls: each is named by its first appearance. */
  const stable = (value: string) => {
    if (!ids.has(value)) ids.set(value, `#${ids.size}`);
    return ids.get(value)!;
  };
  const named = (id: string) => {
    const [, name, value] = /^(.*)-(hour|block)$/.exec(id)!;
    return `${stable(name!)}-${value}`;
  };
  return [root, ...root.querySelectorAll('*')].map((el) => {
    const attributes = [...el.attributes]
      .filter((a) => !['style', 'data-initialized', 'data-testid'].includes(a.name))
      .map((a) => {
        if (a.name === 'name') return `name=${stable(a.value)}`;
        if (a.name === 'id' || a.name === 'for') return `${a.name}=${named(a.value)}`;
        return `${a.name}=${a.value}`;
      })
      .sort();
    const checked = el instanceof HTMLInputElement ? ` checked=${el.checked}` : '';
    return `${el.tagName.toLowerCase()} ${attributes.join(' ')}${checked}`;
  });
}

function inMantine(children: ReactNode) {
  return render(<MantineProvider>{children}</MantineProvider>);
}

describe('the still segmented control', () => {
  it("has Mantine's markup, classes and size, without its sliding pill", () => {
    inMantine(
      <>
        <SegmentedControl
          size="xs"
          data={data}
          value="block"
          data-testid="mantine"
          aria-label="By"
        />
        <StillSegmentedControl
          size="xs"
          data={data}
          value="block"
          onChange={() => {}}
          data-testid="still"
          aria-label="By"
        />
      </>,
    );
    const mantine = screen.getByTestId('mantine');
    const still = screen.getByTestId('still');
    // Mantine's has its floating indicator first; everything after it is the same.
    const indicator = mantine.firstElementChild!;
    expect(indicator.className).toContain(SegmentedControl.classes.indicator);
    indicator.remove();
    expect(markup(still)).toEqual(markup(mantine));
    for (const variable of ['--sc-padding', '--sc-font-size', '--sc-shadow']) {
      expect(still.style.getPropertyValue(variable)).toBe(mantine.style.getPropertyValue(variable));
    }
    // Not marked measured: Mantine's stylesheet then draws the chosen label's pill itself.
    expect(mantine.hasAttribute('data-initialized')).toBe(true);
    expect(still.hasAttribute('data-initialized')).toBe(false);
  });

  it("has Mantine's markup and colours with a colour, the full width and size md, as on the counting pad", () => {
    inMantine(
      <>
        <SegmentedControl
          fullWidth
          size="md"
          color="orange"
          classNames={{ label: 'own-label' }}
          data={data}
          value="hour"
          data-testid="mantine"
        />
        <StillSegmentedControl
          fullWidth
          size="md"
          color="orange"
          labelClassName="own-label"
          data={data}
          value="hour"
          onChange={() => {}}
          data-testid="still"
        />
      </>,
    );
    const mantine = screen.getByTestId('mantine');
    const still = screen.getByTestId('still');
    mantine.firstElementChild!.remove();
    expect(markup(still)).toEqual(markup(mantine));
    for (const variable of ['--sc-padding', '--sc-font-size', '--sc-shadow', '--sc-color']) {
      expect(still.style.getPropertyValue(variable)).toBe(mantine.style.getPropertyValue(variable));
    }
    expect(still.style.getPropertyValue('--sc-color')).not.toBe('');
    const labelColor = (root: HTMLElement) =>
      [...root.querySelectorAll('label')].map((l) => l.style.getPropertyValue('--sc-label-color'));
    expect(labelColor(still)).toEqual(labelColor(mantine));
    expect(labelColor(still)[0]).not.toBe('');
  });

  it('is a named radio group whose chosen label is the checked radio, and tells a new choice', async () => {
    const onChange = vi.fn();
    inMantine(
      <StillSegmentedControl data={data} value="hour" onChange={onChange} aria-label="Group by" />,
    );
    const group = screen.getByRole('radiogroup', { name: 'Group by' });
    const radios = screen.getAllByRole('radio');
    expect(
      radios.map((r) => [(r as HTMLInputElement).labels?.[0]?.textContent, r.matches(':checked')]),
    ).toEqual([
      ['By hour', true],
      ['By time block', false],
    ]);
    expect(group.contains(radios[0]!)).toBe(true);
    expect(new Set(radios.map((r) => r.getAttribute('name'))).size).toBe(1);
    await userEvent.click(screen.getByText('By time block'));
    expect(onChange).toHaveBeenCalledExactlyOnceWith('block');
  });

  it('mounts in one commit and measures nothing, where Mantine’s measures its pill', () => {
    const measured = vi.spyOn(Element.prototype, 'getBoundingClientRect');
    const commits = { still: 0, mantine: 0 };
    const counted = (id: keyof typeof commits, children: ReactNode) => (
      <Profiler id={id} onRender={() => (commits[id] += 1)}>
        {children}
      </Profiler>
    );

    act(() => {
      inMantine(
        counted('still', <StillSegmentedControl data={data} value="hour" onChange={() => {}} />),
      );
    });
    expect(commits.still).toBe(1);
    expect(measured).not.toHaveBeenCalled();

    // The same check sees Mantine's control measure and commit again: it is not blind.
    act(() => {
      inMantine(counted('mantine', <SegmentedControl data={data} value="hour" />));
    });
    expect(commits.mantine).toBeGreaterThan(1);
    expect(measured).toHaveBeenCalled();
  });
});
