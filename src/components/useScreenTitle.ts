import { useDocumentTitle } from '@mantine/hooks';

/** The product's name: it ends every window title and is not translated. */
export const APP_NAME = 'Backhouse';

/**
 * Names the browser tab, the installed app's window and the history entry after the screen
 * ("Brands · Backhouse"), so a manager with several screens open can tell them apart.
 */
export function useScreenTitle(title: string | null | undefined): void {
  useDocumentTitle(title ? `${title} · ${APP_NAME}` : '');
}
