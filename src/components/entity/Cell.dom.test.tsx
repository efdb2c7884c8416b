import { MantineProvider } from '@mantine/core';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { dateTimeFormat } from '@/lib/formats';
import { Cell } from './Cell';
import type { ColumnContext, ColumnSpec } from './columns';
import type { EntityTexts } from './useEntityTexts';

const updated: ColumnSpec = {
  key: 'updated_at',
  kind: 'datetime',
  sortable: true,
  hideOnPhone: false,
};
const ctx = (lang: string): ColumnContext => ({
  lang,
  enumLabel: (_field, value) => value,
  refName: () => null,
  money: null,
});
const texts = { t: (key: string) => key } as unknown as EntityTexts;

describe("a list's date cell", () => {
  it('keeps an Arabic date in order on a left-to-right page: the date is isolated from the page', () => {
    const at = '2026-12-06T09:13:00.000Z';
    const { container } = render(
      <MantineProvider>
        <div dir="ltr">
          <Cell column={updated} row={{ updated_at: at }} ctx={ctx('ar')} texts={texts} />
        </div>
      </MantineProvider>,
    );
    const text = dateTimeFormat('ar', { dateStyle: 'medium', timeStyle: 'short' }).format(
      Date.parse(at),
    );
    // Arabic dates carry right-to-left marks between their parts: without an isolate of their own
    // a left-to-right page reorders them ("06/2026/12/").
    expect(text).toMatch(/\u200f/);
    const shown = [...container.querySelectorAll('bdi')].find((el) => el.textContent === text);
    expect(shown, `a <bdi> holding "${text}"`).toBeTruthy();
  });
});
