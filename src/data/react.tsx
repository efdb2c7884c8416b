import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';
import type { Backhouse, LocalRuntime } from './backhouse';
import type { SessionState } from './session';

const BackhouseContext = createContext<Backhouse | null>(null);

export function BackhouseProvider({ value, children }: { value: Backhouse; children: ReactNode }) {
  return <BackhouseContext.Provider value={value}>{children}</BackhouseContext.Provider>;
}

export function useBackhouse(): Backhouse {
  const value = useContext(BackhouseContext);
  if (!value) throw new Error('useBackhouse needs a BackhouseProvider');
  return value;
}

export function useSession(): SessionState {
  const { session } = useBackhouse();
  return useSyncExternalStore(session.subscribe, session.getState);
}

/** The signed-in user's local store and sync engine, or null while signed out. */
export function useLocal(): LocalRuntime | null {
  const backhouse = useBackhouse();
  return useSyncExternalStore(backhouse.subscribeLocal, backhouse.getLocal);
}
