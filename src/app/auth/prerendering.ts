import { createContext } from 'react';

/**
 * True while the build draws the sign-in page into index.html (`prerenderSignIn.tsx`): what depends
 * on the screen is drawn for every screen, CSS showing the right one.
 */
export const Prerendering = createContext(false);
