import { describe, expect, it } from 'vitest';
import { isOverlayVisible, showOverlay, withOverlay } from './loadingOverlay';

describe('the loading overlay', () => {
  it('stays up until the last piece of work ends', async () => {
    const hide = showOverlay();
    let visibleDuring = false;
    await withOverlay(async () => {
      visibleDuring = isOverlayVisible();
    });
    expect(visibleDuring).toBe(true);
    expect(isOverlayVisible()).toBe(true);
    hide();
    hide();
    expect(isOverlayVisible()).toBe(false);
  });

  it('comes down when the work fails, and passes the failure on', async () => {
    await expect(withOverlay(Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(isOverlayVisible()).toBe(false);
  });

  it('returns what the work returns', async () => {
    await expect(withOverlay(() => Promise.resolve(42))).resolves.toBe(42);
  });
});
