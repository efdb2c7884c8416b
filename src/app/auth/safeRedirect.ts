/**
 * Where to go after signing in: the `redirect` search parameter when it is a path inside this app,
 * else the dashboard. Anything that could leave the app (`//host`, `https://...`, `/\host`) is ignored.
 */
export function safeRedirect(redirect: unknown, fallback = '/dashboard'): string {
  if (typeof redirect !== 'string' || !redirect.startsWith('/')) return fallback;
  if (redirect.startsWith('//') || redirect.startsWith('/\\')) return fallback;
  if ([...redirect].some((char) => char.charCodeAt(0) < 32)) return fallback;
  if (redirect.startsWith('/auth/') || redirect === '/') return fallback;
  return redirect;
}
