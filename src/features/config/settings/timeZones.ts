/** Area/city names this browser knows, with the whole-hour offsets SPEC section 5 also accepts. */
export function timeZoneOptions(): string[] {
  const offsets = Array.from({ length: 27 }, (_, i) => i - 12).map((h) =>
    h === 0 ? 'UTC' : `UTC${h > 0 ? '+' : ''}${h}`,
  );
  try {
    return [...offsets, ...Intl.supportedValuesOf('timeZone')];
  } catch {
    return offsets;
  }
}

/** ISO 4217 codes this browser knows, each with its name in the language (`AED · UAE Dirham`). */
export function currencyOptions(lang: string): { value: string; label: string }[] {
  const codes = (() => {
    try {
      return Intl.supportedValuesOf('currency');
    } catch {
      return [];
    }
  })();
  let names: Intl.DisplayNames | null = null;
  try {
    names = new Intl.DisplayNames([lang], { type: 'currency' });
  } catch {
    names = null;
  }
  return codes.map((code) => {
    const name = names?.of(code);
    return { value: code, label: name && name !== code ? `${code} · ${name}` : code };
  });
}
