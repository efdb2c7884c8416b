/**
 * `zod` as the browser build sees it (vite.config.ts points `zod` here; the server and the tests use
 * zod itself). The server's Content-Security-Policy allows no eval in the app (`script-src 'self'`),
 * and zod probes for it with `new Function` when an object schema is made, to compile faster checks:
 * the probe fails quietly, but the browser reports it as a policy violation (its Issues panel,
 * Lighthouse, `securitypolicyviolation` listeners). Jitless, zod checks the same way without the
 * probe. Set here, before any module that imports `zod` makes a schema.
 */
import * as z from 'zod/v4';

z.config({ jitless: true });

export * from 'zod/v4';
export { z as default, z };
