const KEY = 'app.device';

let cached: string | null | undefined;

/**
 * This browser's own short id, sent with every call (`X-Device-Id`) so the audit log tells two
 * tablets of the same make apart. Kept in local storage, made on first use; none where there is no
 * storage (a worker, a locked-down browser).
 */
export function deviceTag(): string | null {
  if (cached !== undefined) return cached;
  try {
    let tag = localStorage.getItem(KEY);
    if (!tag || !/^[a-f0-9]{8}$/.test(tag)) {
      tag = crypto.randomUUID().replace(/-/g, '').slice(0, 8);
      localStorage.setItem(KEY, tag);
    }
    cached = tag;
  } catch {
    cached = null;
  }
  return cached;
}
