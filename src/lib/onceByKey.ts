/**
 * `write` with each key's result kept: a list of a thousand rows that shares a few words (a unit's
 * name, "3 entries") asks i18next for each once, not once per row. For values that depend only on
 * the key; make a new one when what `write` reads changes (the language).
 */
export function onceByKey<K, V>(write: (key: K) => V): (key: K) => V {
  const written = new Map<K, V>();
  return (key) => {
    if (written.has(key)) return written.get(key)!;
    const value = write(key);
    written.set(key, value);
    return value;
  };
}
