/** The translations as modules (scripts/localeModules.ts). */
declare module 'virtual:locales' {
  import type { ResourceKey } from 'i18next';
  type Part = () => Promise<{ default: Record<string, ResourceKey> }>;
  /** Each language's loaders: what the shell needs (`coreNamespaces`), and the rest. */
  export const locales: Record<string, { core: Part; rest: Part } | undefined>;
}

/** English's namespaces the shell needs, in the first bundle. */
declare module 'virtual:locales/en/core' {
  import type { ResourceKey } from 'i18next';
  const namespaces: Record<string, ResourceKey>;
  export default namespaces;
}
