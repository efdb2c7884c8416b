/**
 * The i18n namespaces the shell needs on every screen. Their English text ships inside the first
 * bundle; the build (vite.config.ts) puts each other language's into one small file of its own.
 */
export const coreNamespaces = ['common', 'auth', 'shell', 'errors', 'validation', 'sync'] as const;
