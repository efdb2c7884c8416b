import type { KeyValueStorage } from '@/data/session';

const log = (what: string, error: unknown) => console.warn(`[storage] ${what}`, error);

/**
 * The browser's local storage behind a guard: every failure (blocked storage, quota, private mode)
 * is only logged (SPEC section 8), so a broken storage never stops anyone from working. Returns null
 * when the storage cannot even be reached.
 */
export function guardedLocalStorage(): KeyValueStorage | null {
  let storage: Storage;
  try {
    storage = window.localStorage;
  } catch (error) {
    log('local storage is not available', error);
    return null;
  }
  return guardStorage(storage);
}

/** Wraps any key/value storage so that its failures are logged instead of thrown. */
export function guardStorage(storage: KeyValueStorage): KeyValueStorage {
  return {
    getItem(key) {
      try {
        return storage.getItem(key);
      } catch (error) {
        log(`could not read ${key}`, error);
        return null;
      }
    },
    setItem(key, value) {
      try {
        storage.setItem(key, value);
      } catch (error) {
        log(`could not save ${key}`, error);
      }
    },
    removeItem(key) {
      try {
        storage.removeItem(key);
      } catch (error) {
        log(`could not remove ${key}`, error);
      }
    },
  };
}

/** An in-memory storage, for tests and for browsers without local storage. */
export function memoryStorage(initial: Record<string, string> = {}): KeyValueStorage {
  const map = new Map(Object.entries(initial));
  return {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
  };
}
