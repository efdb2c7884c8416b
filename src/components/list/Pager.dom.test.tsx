import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n, setLanguage } from '@/app/i18n';
import { Pager, type PagerProps } from './Pager';

beforeAll(async () => {
  await initI18n(null, ['entity']);
  await setLanguage('en');
});

function renderPager(props: Partial<PagerProps>) {
  const onPage = vi.fn();
  const onPageSize = vi.fn();
  const view = render(
    <MantineProvider>
      <Pager
        page={1}
        limit={25}
        total={60}
        onPage={onPage}
        testIds={{ pager: 'p', range: 'p-range', pages: 'p-pages', pageSize: 'p-size' }}
        {...props}
      />
    </MantineProvider>,
  );
  return { ...view, onPage, onPageSize };
}

describe('the pager', () => {
  it('says which rows a page shows, the last one short, and moves by its named controls', async () => {
    const { rerender, onPage } = renderPager({ page: 2 });
    expect(screen.getByTestId('p-range').textContent).toBe('26–50 of 60');
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onPage).toHaveBeenCalledWith(3);
    rerender(
      <MantineProvider>
        <Pager page={3} limit={25} total={60} onPage={onPage} testIds={{ range: 'p-range' }} />
      </MantineProvider>,
    );
    expect(screen.getByTestId('p-range').textContent).toBe('51–60 of 60');
  });

  it('takes the rows the server sent on the page, and a page past the end as the last', () => {
    renderPager({ page: 9, shown: 7, total: 57 });
    expect(screen.getByTestId('p-range').textContent).toBe('51–57 of 57');
  });

  it('offers the page sizes only when the list lets them be chosen, and has no pages for one page', () => {
    const { unmount } = renderPager({ total: 20 });
    expect(screen.queryByTestId('p-size')).toBeNull();
    expect(screen.queryByTestId('p-pages')).toBeNull();
    unmount();
    renderPager({ pageSizes: [25, 50], onPageSize: vi.fn() });
    expect(screen.getByTestId('p-size').getAttribute('aria-label')).toBe('Rows per page');
  });

  it('shows nothing for no rows when asked, and "0–0 of 0" otherwise; a narrowed list says its own range', () => {
    const { unmount } = renderPager({ total: 0, hideWhenEmpty: true });
    expect(screen.queryByTestId('p')).toBeNull();
    unmount();
    const again = renderPager({ total: 0 });
    expect(screen.getByTestId('p-range').textContent).toBe('0–0 of 0');
    again.unmount();
    renderPager({ range: '1–25 of 60 found (300 in all)' });
    expect(screen.getByTestId('p-range').textContent).toBe('1–25 of 60 found (300 in all)');
  });
});
