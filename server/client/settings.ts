import { TAG_MANAGER_ID, TAG_MANAGER_ORIGIN } from '@contract/clientConfig';

/** What the server tells the browser app about its set-up (`MAP_TILE_URL`, `GTM_CONTAINER_ID`). */
export interface ClientSettings {
  mapTileUrl: string | null;
  mapAttribution: string;
  tagManagerId: string | null;
}

export const noClientSettings: ClientSettings = {
  mapTileUrl: null,
  mapAttribution: '',
  tagManagerId: null,
};

/**
 * `MAP_TILE_URL`: an http(s) tile template with `{z}`, `{x}` and `{y}`, or unset. Checked at start:
 * a typo would otherwise show as a map that silently never draws.
 */
export function mapTileUrl(value: string | undefined): string | null {
  const given = value?.trim();
  if (!given) return null;
  const probe = given.replaceAll(/\{[a-z]\}/g, '0');
  const parsed = URL.canParse(probe) ? new URL(probe) : null;
  const placeholders = ['{z}', '{x}', '{y}'].every((p) => given.includes(p));
  // Spaces, quotes and semicolons have no place in a tile address and would read as policy syntax.
  const plain = !/[\s'";,]/.test(given);
  if (!parsed || !['http:', 'https:'].includes(parsed.protocol) || !placeholders || !plain) {
    throw new Error(
      'MAP_TILE_URL must be an http:// or https:// tile template with {z}, {x} and {y}, e.g. https://tile.example.com/{z}/{x}/{y}.png',
    );
  }
  return given;
}

/** `GTM_CONTAINER_ID`: `GTM-` and its code, or unset. */
export function tagManagerId(value: string | undefined): string | null {
  const given = value?.trim().toUpperCase();
  if (!given) return null;
  if (!TAG_MANAGER_ID.test(given)) {
    throw new Error('GTM_CONTAINER_ID must be a container id such as GTM-ABC1234');
  }
  return given;
}

/**
 * Where the tiles come from, as the security policy names sources: the template's origin, or a
 * wildcard over its subdomains when it picks one with `{s}` (a.tile…, b.tile…).
 */
export function tileSource(template: string): string {
  const url = new URL(template.replaceAll(/\{[a-z]\}/g, 'sub'));
  const host = template.includes('{s}.') ? url.host.replace(/^sub\./, '*.') : url.host;
  return `${url.protocol}//${host}`;
}

/**
 * What the security policy adds for these settings: the tile source to images, and the tag
 * manager's origin to scripts, images and connections (its standard snippet loads gtm.js from there,
 * and its own tags report back to it). Nothing when neither is set.
 */
export function clientSources(settings: ClientSettings): {
  scriptSrc: string[];
  imgSrc: string[];
  connectSrc: string[];
} {
  const gtm = settings.tagManagerId ? [TAG_MANAGER_ORIGIN] : [];
  const tiles = settings.mapTileUrl ? [tileSource(settings.mapTileUrl)] : [];
  return { scriptSrc: gtm, imgSrc: [...tiles, ...gtm], connectSrc: gtm };
}
