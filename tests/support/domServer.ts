import type { AddressInfo } from 'node:net';
import type { TestProject } from 'vitest/node';
import { startTestServer } from '../../server/testing/harness';

/**
 * The `dom` project's server: the real app on the demo business in SQLite, listening on loopback,
 * started once for the run as the server tests start theirs (`startTestServer`). Screens rendered
 * under vitest sign in and sync against it through the app's own data layer; names a test makes
 * carry its tag, so files sharing the server never see each other's rows (as journeys do).
 */
export default async function startDomServer(project: TestProject) {
  const server = await startTestServer({
    // Every test file signs in; the demo users' sign-ins must not run into the per-account limit.
    config: { loginLimits: { perAccount: 10_000, perAddress: 10_000, windowMs: 60_000 } },
  });
  await server.app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = server.app.server.address() as AddressInfo;
  project.provide('domServerUrl', `http://127.0.0.1:${port}`);
  return () => server.close();
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** The server's address, read by src/testing/screen.tsx. */
    domServerUrl: string;
  }
}
