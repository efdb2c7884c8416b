/**
 * One tab pushes and pulls for a user; the others only read and write the shared local store. Losing
 * the lock never risks a doubled change (idempotency keys guard that on the server); it saves the
 * server from several tabs sending the same queue at once.
 */
export interface LeaderLock {
  /** Waits for the lock, calls `onLeader`, and holds it until `signal` aborts. */
  hold(name: string, signal: AbortSignal, onLeader: () => void): Promise<void>;
}

export const webLocks: LeaderLock = {
  async hold(name, signal, onLeader) {
    if (!('locks' in navigator)) {
      // Without the Web Locks API every tab leads; idempotency keys still keep changes single.
      onLeader();
      return;
    }
    try {
      await navigator.locks.request(name, { signal }, () => {
        onLeader();
        return new Promise<void>((resolve) => signal.addEventListener('abort', () => resolve()));
      });
    } catch (error) {
      if (!signal.aborted) throw error;
    }
  },
};

/** The same behaviour within one process, for tests: first come, first served, queue for the rest. */
export function createMemoryLocks(): LeaderLock {
  const queues = new Map<string, Array<() => void>>();
  const held = new Set<string>();
  return {
    hold(name, signal, onLeader) {
      return new Promise<void>((resolve) => {
        const grant = () => {
          if (signal.aborted) {
            next();
            return resolve();
          }
          held.add(name);
          onLeader();
          signal.addEventListener('abort', () => {
            held.delete(name);
            next();
            resolve();
          });
        };
        const next = () => queues.get(name)?.shift()?.();
        if (held.has(name)) {
          const queue = queues.get(name) ?? [];
          queue.push(grant);
          queues.set(name, queue);
          signal.addEventListener('abort', () => {
            const i = queue.indexOf(grant);
            if (i >= 0) {
              queue.splice(i, 1);
              resolve();
            }
          });
        } else grant();
      });
    },
  };
}
