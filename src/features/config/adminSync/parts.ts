import {
  allModuleParts,
  catalogueParts,
  publishedParts,
  type PublishedPart,
} from '@contract/adminSync';

/** The parts beyond the catalogue that `all-modules` adds, as the screen groups them. */
export const moduleOnlyParts: PublishedPart[] = allModuleParts.filter(
  (p) => !(catalogueParts as readonly PublishedPart[]).includes(p),
);

/** The key in the `resources` namespace that names a part's rows (add-ons have their own). */
export const collectionOf = (part: PublishedPart): string =>
  part === 'addons' ? 'addons' : publishedParts[part];

/** The checked parts in the one order the server uses. */
export const inOrder = (parts: ReadonlySet<PublishedPart>): PublishedPart[] =>
  allModuleParts.filter((p) => parts.has(p));
