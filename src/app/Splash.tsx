import { BrandMark } from '@/components/BrandLogo';

/**
 * The full-screen splash shown until persisted state has loaded (SPEC section 2). The same markup and
 * styles (in index.html) show before any script runs, so the hand-over is seamless.
 */
export function Splash() {
  return (
    <div className="bh-splash" role="status" aria-busy="true" aria-label="Backhouse">
      {/* The splash shows before the theme exists, so its colour is the default preset's. */}
      <BrandMark className="bh-splash-mark" color="#2e7d32" />
      <div className="bh-splash-bar" />
    </div>
  );
}
