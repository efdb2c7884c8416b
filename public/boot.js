// Runs before the first paint: applies the saved direction, colour scheme and language so that the
// splash and the first screen do not flash the wrong way round, and shows the sign-in page the build
// drew into index.html to the start that opens on it. Any failure leaves the defaults.
(function () {
  var root = document.documentElement;
  try {
    var saved = localStorage.getItem('app.settings');
    var settings = JSON.parse(saved || '{}') || {};
    if (settings.direction === 'rtl' || settings.direction === 'ltr') root.dir = settings.direction;
    // Light unless dark was chosen (the default appearance, src/app/settings/settingsState.ts).
    root.setAttribute(
      'data-mantine-color-scheme',
      settings.paletteMode === 'dark' ? 'dark' : 'light',
    );
    var language = localStorage.getItem('app.language');
    if (language && /^[a-z]{2}$/.test(language)) root.lang = language;
    // The drawn page is the one a first visit sees: nobody signed in (src/app/auth/opensOnSignIn.ts),
    // nothing chosen yet, English the language the page starts in (src/shared/languages.ts). Any
    // other start keeps the splash until its own page is drawn.
    var languages = ['en', 'de', 'es', 'ar', 'sr', 'ru', 'kk'];
    var starting = languages.indexOf(language) >= 0 ? language : null;
    var preferred = navigator.languages || [];
    for (var i = 0; !starting && i < preferred.length; i++) {
      var base = String(preferred[i]).toLowerCase().split('-')[0];
      if (languages.indexOf(base) >= 0) starting = base;
    }
    var path = location.pathname;
    if (
      (starting || 'en') === 'en' &&
      saved === null &&
      localStorage.getItem('backhouse.persist') === null &&
      (path === '/' || path === '/auth/jwt/login')
    ) {
      root.setAttribute('data-prerendered', '');
    }
  } catch {
    // Storage blocked: keep the defaults (the app starts without the sign-in page first).
  }
})();
