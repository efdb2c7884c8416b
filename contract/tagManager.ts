/**
 * The tag manager's constants (contract/clientConfig.ts). Apart, with no schema, so that the app's
 * snippet (src/app/clientConfig/tagManager.ts, in the first bundle) does not bring zod into every
 * page (issue 24).
 */

/** A container id as the tag manager issues them. */
export const TAG_MANAGER_ID = /^GTM-[A-Z0-9]{4,12}$/;

/** Where the tag manager's script comes from (its standard snippet's address). */
export const TAG_MANAGER_ORIGIN = 'https://www.googletagmanager.com';
