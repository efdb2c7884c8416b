import { lazy, Suspense, useState } from 'react';
import { useSettings } from './SettingsContext';

const SettingsDrawer = lazy(() =>
  import('./SettingsDrawer').then((module) => ({ default: module.SettingsDrawer })),
);

/**
 * The App Settings drawer, loaded the first time it opens (it is not needed to show the first
 * screen, and the sign-in page should stay light); kept mounted afterwards so it animates.
 */
export function LazySettingsDrawer() {
  const { open } = useSettings();
  const [wanted, setWanted] = useState(open);
  if (open && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <SettingsDrawer />
    </Suspense>
  );
}
