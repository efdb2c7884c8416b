import { act, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import arabic from '../../locales/ar/common.json';
import { toast } from '@/shared/toast';
import { openScreen } from '@/testing/screen';

/** The toast that says `text`: its notification (role alert), once shown. */
async function toastSaying(screen: Awaited<ReturnType<typeof openScreen>>['screen'], text: string) {
  const message = await screen.findByText(text);
  const note = message.closest<HTMLElement>('[role="alert"]');
  if (!note) throw new Error(`"${text}" is not in a toast`);
  return note;
}

describe('toasts', () => {
  it("name their close button in the user's language", async () => {
    const { screen, user } = await openScreen('/auth/jwt/login', { as: null });
    act(() => void toast.info('Ready to work offline'));
    const english = await toastSaying(screen, 'Ready to work offline');
    expect(within(english).getByRole('button', { name: 'Close' })).toBeTruthy();

    await user.click(screen.getByTestId('language-menu'));
    await user.click(await screen.findByTestId('language-option-ar'));
    await waitFor(() => expect(document.documentElement.lang).toBe('ar'));
    act(() => void toast.error('تعذر الحفظ'));
    const inArabic = await toastSaying(screen, 'تعذر الحفظ');
    expect(within(inArabic).getByRole('button', { name: arabic.actions.close })).toBeTruthy();
  });
});
