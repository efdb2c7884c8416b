import { describe, expect, it, vi } from 'vitest';
import type { UserProfile } from '@contract/auth';
import { createSessionStore, PERSIST_KEY, persistedSignIn, type KeyValueStorage } from './session';

const memory = (): KeyValueStorage & { data: Map<string, string> } => {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, v),
    removeItem: (k) => void data.delete(k),
  };
};
const user = { id: 'u1', permissions: ['catalogue.read'], location_id: 'l1' } as UserProfile;
const token = 'bh1,session,u1,1;2;6,signature';

describe('session', () => {
  it('keeps only authentication and customer state, and reads it back after a reload', async () => {
    const storage = memory();
    const first = createSessionStore(storage);
    await first.hydrate();
    first.signIn(token, user);
    expect([...storage.data.keys()]).toEqual([PERSIST_KEY]);
    const saved = JSON.parse(storage.data.get(PERSIST_KEY)!);
    expect(Object.keys(saved).sort()).toEqual(['auth', 'customer']);

    const second = createSessionStore(storage);
    expect(second.getState().hydrated).toBe(false);
    await second.hydrate();
    expect(second.getState()).toMatchObject({
      isSignedIn: true,
      token,
      authToken: `Bearer ${token}`,
      modules: [1, 2, 6],
      user,
      hydrated: true,
    });
  });

  it('the stored form of a sign-in is exactly what signing in stores, and reads back signed in', async () => {
    const storage = memory();
    const store = createSessionStore(storage);
    await store.hydrate();
    store.signIn(token, user);
    expect(persistedSignIn(token, user)).toBe(storage.data.get(PERSIST_KEY));

    const elsewhere = memory();
    elsewhere.setItem(PERSIST_KEY, persistedSignIn(token, user));
    const reopened = createSessionStore(elsewhere);
    await reopened.hydrate();
    expect(reopened.getState()).toEqual(store.getState());
  });

  it('a profile read again unchanged leaves the state as it was; a changed one replaces it', async () => {
    const storage = memory();
    const session = createSessionStore(storage);
    await session.hydrate();
    session.signIn(token, user);
    const before = session.getState();
    const heard = vi.fn();
    session.subscribe(heard);
    // The server's reply is a new object with the same profile: screens reading the session keep
    // their state, and nobody is told of a change.
    session.setUser(JSON.parse(JSON.stringify(user)) as UserProfile);
    expect(session.getState()).toBe(before);
    expect(heard).not.toHaveBeenCalled();

    const widened = { ...user, permissions: ['catalogue.read', 'catalogue.write'] } as UserProfile;
    session.setUser(widened);
    expect(session.getState()).toMatchObject({ user: widened, permissions: widened.permissions });
    expect(heard).toHaveBeenCalledTimes(1);
    expect(JSON.parse(storage.data.get(PERSIST_KEY)!).customer.user).toEqual(widened);
  });

  it('sign-out goes back to the initial signed-out state and forgets the saved copy', async () => {
    const storage = memory();
    const session = createSessionStore(storage);
    await session.hydrate();
    session.signIn(token, user);
    session.signOut();
    expect(session.getState()).toMatchObject({ isSignedIn: false, token: null, user: null });
    expect(storage.data.size).toBe(0);
  });

  it('storage failures are only logged', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const broken: KeyValueStorage = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('quota');
      },
      removeItem: () => undefined,
    };
    const session = createSessionStore(broken);
    await session.hydrate();
    expect(session.getState().isSignedIn).toBe(false);
    session.signIn(token, user);
    expect(session.getState().isSignedIn).toBe(true);
    expect(warn).toHaveBeenCalledTimes(2);
    warn.mockRestore();
  });

  it('a saved copy that is not a session is ignored', async () => {
    const storage = memory();
    storage.setItem(PERSIST_KEY, '{not json');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const session = createSessionStore(storage);
    await session.hydrate();
    expect(session.getState()).toMatchObject({ isSignedIn: false, hydrated: true });
    storage.setItem(PERSIST_KEY, JSON.stringify({ auth: { isSignedIn: true } }));
    const again = createSessionStore(storage);
    await again.hydrate();
    expect(again.getState().isSignedIn).toBe(false);
    warn.mockRestore();
  });

  it('start-up waits at most the persistence wait for a storage that hangs', async () => {
    vi.useFakeTimers();
    const hanging = { ...memory(), getItem: () => new Promise<string | null>(() => undefined) };
    const session = createSessionStore(hanging);
    let done = false;
    const hydrating = session.hydrate(5000).then(() => (done = true));
    await vi.advanceTimersByTimeAsync(4999);
    expect(done).toBe(false);
    expect(session.getState().hydrated).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await hydrating;
    expect(session.getState()).toMatchObject({ hydrated: true, isSignedIn: false });
    vi.useRealTimers();
  });
});
