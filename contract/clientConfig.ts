import { z } from 'zod';
import { call } from './call';
import { clientConfigRoute } from './clientConfigRoute';

/**
 * What the browser app is told about how this server was set up (`GET /api/client-config`): the
 * map's tile source and the tag manager's container. Both come from the server's environment, so the
 * same build serves any installation and the security policy always names exactly these sources.
 */
export const clientConfigReply = z.object({
  /** Tile URL template with `{z}`, `{x}`, `{y}` (and optionally `{s}`); null: the map has no tiles. */
  map_tile_url: z.string().nullable(),
  /** Who the tiles are from, shown on the map as tile providers require; '' when none is given. */
  map_attribution: z.string(),
  /** The tag manager's container id (`GTM-XXXXXXX`); null: nothing is loaded. */
  tag_manager_id: z.string().nullable(),
});
export type ClientConfig = z.infer<typeof clientConfigReply>;

export { TAG_MANAGER_ID, TAG_MANAGER_ORIGIN } from './tagManager';

/**
 * The client config's one call (issue 23). Public: the tag manager starts before anyone signs in,
 * and neither value is a secret (both end up in the page anyway).
 */
export const clientConfigCalls = {
  read: call({
    ...clientConfigRoute,
    tag: 'config',
    summary: "The map's tile source and the tag manager container this server is set up with",
    reply: clientConfigReply,
    access: 'public',
  }),
};
