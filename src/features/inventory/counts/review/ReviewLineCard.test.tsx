import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { MantineProvider } from '@mantine/core';
import i18next from 'i18next';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import type { ReviewLine } from '@contract/counts';
import { ReviewLines } from './ReviewLineCard';

/** Beef: 7.5 kg counted on the shelf, 0.5 kg received after the cut-off, 9 kg expected. */
const beef: ReviewLine = {
  material_id: 'beef',
  name: 'Beef',
  unit: 'kg',
  category_id: null,
  counted: 7,
  counted_raw: 7.5,
  after_cutoff: 0.5,
  expected: 9,
  variance: -2,
  variance_percent: -22.22,
  average_cost: 30,
  variance_value: -60,
  needs_resolution: false,
  uncounted: false,
  on_sheet: true,
  counters: [
    {
      user_id: 'u1',
      name: 'Sam',
      area_id: 'fridge',
      quantity: 7.5,
      entries: [
        {
          id: 'e1',
          quantity: 7.5,
          mode: 'add',
          counted_at: '2026-12-02T09:00:00Z',
          device_id: 'd',
        },
      ],
    },
  ],
};

/** The text of the card as it shows collapsed: what is above its detail, tags taken out. */
async function collapsedText(lang: string, line: ReviewLine): Promise<string> {
  const i18n = i18next.createInstance();
  const file = join(__dirname, `../../../../../locales/${lang}/counts.json`);
  await i18n.init({
    lng: lang,
    resources: { [lang]: { counts: JSON.parse(readFileSync(file, 'utf8')) as object } },
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  const markup = renderToStaticMarkup(
    <I18nextProvider i18n={i18n}>
      <MantineProvider>
        <ReviewLines
          lines={[line]}
          resolutions={[]}
          areaNames={new Map([['fridge', 'Fridge']])}
          money={(n) => `AED ${n}`}
          onResolve={null}
        />
      </MantineProvider>
    </I18nextProvider>,
  );
  // A closed card's detail is not drawn at all, or drawn hidden after the figures.
  const detail = markup.indexOf('data-testid="review-line-detail"');
  return markup
    .slice(0, detail < 0 ? markup.length : detail)
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ');
}

describe('a review line, collapsed', () => {
  it('shows the quantity as counted, what it was at the cut-off, and the adjustment', async () => {
    const text = await collapsedText('en', beef);
    expect(text).toContain('Counted 7.5 kg 7 kg at the cut-off');
    expect(text).toContain('Expected 9 kg');
    expect(text).toContain('Variance -2 kg');
    expect(text).toContain('AED -60');
    // The counters' entries are the detail, behind the toggle.
    expect(text).not.toContain('Sam');
  });

  it('shows no cut-off line when nothing moved after it, and writes numbers as the language does', async () => {
    const still = { ...beef, counted: 7.5, after_cutoff: 0, variance: -1.5 };
    const text = await collapsedText('de', still);
    expect(text).toContain('Gezählt 7,5 kg');
    expect(text).not.toContain('Stichtag');
    expect(text).toContain('-1,5 kg');
  });

  it('counts pieces in the plural the number asks for', async () => {
    const eggs = { ...beef, unit: 'piece', counted: 91, counted_raw: 91, after_cutoff: 0 };
    expect(await collapsedText('en', eggs)).toContain('Counted 91 pcs');
    const one = { ...eggs, counted: 1, counted_raw: 1 };
    expect(await collapsedText('en', one)).toMatch(/Counted 1 pc(?!s)/);
    // Three to ten take the plural (قطع), not the singular (قطعة).
    const three = { ...eggs, counted: 3, counted_raw: 3 };
    expect(await collapsedText('ar', three)).toMatch(/3 قطع(?!ة)/);
  });
});
