/**
 * The full-screen splash shown until persisted state has loaded (SPEC section 2). The same markup and
 * styles (in index.html) show before any script runs, so the hand-over is seamless.
 */
export function Splash() {
  return (
    <div className="bh-splash" role="status" aria-busy="true" aria-label="Backhouse">
      <svg className="bh-splash-mark" viewBox="0 0 64 64" aria-hidden="true">
        <rect width="64" height="64" rx="15" fill="#2e7d32" />
        <path
          d="M14 29.5 32 16l18 13.5V47a3 3 0 0 1-3 3H17a3 3 0 0 1-3-3Z"
          fill="none"
          stroke="#fff"
          strokeWidth="4.5"
          strokeLinejoin="round"
        />
        <path
          d="M24 50V37.5h16V50M24 43.5h16"
          fill="none"
          stroke="#fff"
          strokeWidth="4"
          strokeLinejoin="round"
        />
      </svg>
      <div className="bh-splash-bar" />
    </div>
  );
}
