import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n, setLanguage } from '@/app/i18n';
import type { OutboxEntry } from '@/data/db';
import { BackhouseProvider } from '@/data/react';
import { toast } from '@/shared/toast';
import { device } from '@/testing/screen';
import { ConflictCard } from './ConflictCard';

beforeAll(async () => {
  await initI18n(null, ['sync', 'resources', 'errors']);
  await setLanguage('en');
});

/** A conflict on a brand the device no longer has queued (settled meanwhile, in another tab). */
function settledElsewhere(): OutboxEntry {
  const rowId = crypto.randomUUID();
  return {
    seq: Number.MAX_SAFE_INTEGER,
    id: crypto.randomUUID(),
    userId: 'someone',
    collection: 'brands',
    rowId,
    op: 'delete',
    method: 'DELETE',
    path: `/brands/${rowId}`,
    idempotencyKey: crypto.randomUUID(),
    before: { id: rowId, name: 'Harbour', version: 1 },
    status: 'conflict',
    conflict: { fields: [], server: { id: rowId, name: 'Harbour Grill', version: 2 } },
    attempts: 1,
    createdAt: '2026-12-01T09:00:00.000Z',
    lastAttemptAt: '2026-12-01T09:05:00.000Z',
  };
}

describe('a conflict card', () => {
  it('says a choice the device could not keep, and stays', async () => {
    const { backhouse, queryClient } = await device();
    const local = backhouse.getLocal()!;
    const failed = vi.spyOn(toast, 'error');
    const onDone = vi.fn();
    render(
      <MantineProvider>
        <QueryClientProvider client={queryClient}>
          <BackhouseProvider value={backhouse}>
            <ConflictCard entry={settledElsewhere()} actions={local.actions} onDone={onDone} />
          </BackhouseProvider>
        </QueryClientProvider>
      </MantineProvider>,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Delete anyway' }));
    await waitFor(() =>
      expect(failed).toHaveBeenCalledWith(expect.any(String), {
        title: 'Your choice was not kept on this device.',
      }),
    );
    expect(onDone).not.toHaveBeenCalled();
    expect(screen.getByTestId('sync-conflict')).toBeTruthy();
    await waitFor(() =>
      expect(
        screen.getByRole('button', { name: 'Delete anyway' }).hasAttribute('data-loading'),
      ).toBe(false),
    );
  });
});
