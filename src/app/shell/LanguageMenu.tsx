import { lazy, Suspense, useState } from 'react';
import { LanguageButton } from './LanguageButton';

const loadMenu = () => import('./LanguageMenuFull');
const LanguageMenuFull = lazy(loadMenu);

/**
 * The language menu. Until it is first used it is only its button: the menu (and the positioning
 * library under it) loads on hover, focus or the first click, which keeps the sign-in page light.
 */
export function LanguageMenu({ onPrimary = false }: { onPrimary?: boolean }) {
  const [opened, setOpened] = useState(false);
  const preload = () => void loadMenu();
  const button = (
    <LanguageButton
      onPrimary={onPrimary}
      onPointerEnter={preload}
      onFocus={preload}
      onClick={() => setOpened(true)}
    />
  );
  if (!opened) return button;
  return (
    <Suspense fallback={button}>
      <LanguageMenuFull onPrimary={onPrimary} defaultOpened />
    </Suspense>
  );
}
