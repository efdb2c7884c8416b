import { todayCalls, type TodayReply } from '@contract/today';
import { useMemo } from 'react';
import { useCallRead, type ServerRead } from '@/components/reports/useServerRead';
import { countsOf, mergeToday, totalOf, type TodayCounts, type TodayEntry } from '../todayItems';
import { useDeviceToday } from './useDeviceToday';

/**
 * How often Today is read again while the app is open, on any screen: the shell keeps the menu's
 * number and the app's icon current (`refresh`), and the screen, the card and the menu share its
 * read (each read again when it opens).
 */
export const TODAY_REFRESH_MS = 2 * 60_000;

export interface Today {
  /** The server's part: kept for offline use, with the time it stands for. */
  read: ServerRead<TodayReply>;
  /** Everything that waits, the most urgent and newest first. */
  entries: TodayEntry[];
  /** How many of each kind, only the kinds with any. */
  counts: TodayCounts;
  total: number;
}

/**
 * Today for the signed-in user: the server's reply (the same persisted read every screen uses, so it
 * opens offline with its "as of") and this device's own items, live from its outbox.
 */
export function useToday({ refresh = false }: { refresh?: boolean } = {}): Today {
  // One reader keeps time (the shell's): every reader with an interval would read on its own.
  const read = useCallRead(
    todayCalls.today,
    {},
    { refetchInterval: refresh ? TODAY_REFRESH_MS : false },
  );
  const device = useDeviceToday();
  const reply = read.data;
  const merged = useMemo(() => {
    const counts = countsOf(reply?.counts, device.counts);
    return {
      entries: mergeToday(reply?.items ?? [], device.entries),
      counts,
      total: totalOf(counts),
    };
  }, [reply, device]);
  return { read, ...merged };
}
