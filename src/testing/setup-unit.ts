// A real IndexedDB implementation for Dexie in Node, so the local store and sync engine are tested
// against the same storage semantics as the browser.
import 'fake-indexeddb/auto';
