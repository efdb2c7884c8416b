// Runs before the first paint: applies the saved direction, colour scheme and language so that the
// splash and the first screen do not flash the wrong way round. Any failure leaves the defaults.
(function () {
  var root = document.documentElement;
  try {
    var settings = JSON.parse(localStorage.getItem('app.settings') || '{}') || {};
    if (settings.direction === 'rtl' || settings.direction === 'ltr') root.dir = settings.direction;
    if (settings.paletteMode === 'dark' || settings.paletteMode === 'light') {
      root.setAttribute('data-mantine-color-scheme', settings.paletteMode);
    }
    var language = localStorage.getItem('app.language');
    if (language && /^[a-z]{2}$/.test(language)) root.lang = language;
  } catch {
    // Storage blocked: keep the defaults.
  }
})();
