/** Every IANA time zone the browser knows, with UTC first; a short list when it knows none. */
export function timeZoneOptions(): string[] {
  let zones: string[];
  try {
    zones = Intl.supportedValuesOf('timeZone');
  } catch {
    zones = ['Europe/London', 'Europe/Berlin', 'Asia/Dubai', 'Asia/Almaty', 'America/New_York'];
  }
  return ['UTC', ...zones.filter((zone) => zone !== 'UTC')];
}

/** The browser's own time zone, the best guess for a new business. */
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

/** Currency codes with their names in the user's language, e.g. `AED · UAE Dirham`. */
export function currencyOptions(language: string): Array<{ value: string; label: string }> {
  let codes: string[];
  try {
    codes = Intl.supportedValuesOf('currency');
  } catch {
    codes = ['AED', 'EUR', 'GBP', 'KZT', 'RSD', 'RUB', 'SAR', 'USD'];
  }
  let names: Intl.DisplayNames | null;
  try {
    names = new Intl.DisplayNames([language], { type: 'currency' });
  } catch {
    names = null;
  }
  return codes.map((code) => {
    const name = names?.of(code);
    return { value: code, label: name && name !== code ? `${code} · ${name}` : code };
  });
}
