/**
 * Where the client config is read (contract/clientConfig.ts), apart and with no schema: the built
 * app reads it on every page, the sign-in page included, and so must not load zod for it (issue 24).
 */
export const clientConfigRoute = { method: 'GET', path: '/client-config' } as const;
