import { useEffect } from 'react';
import { useToday } from '@/features/dashboard/today/data/useToday';
import { clearAppBadge, setAppBadge } from './badge';

/**
 * Keeps the app's icon showing how many items wait for the user (Today's total, from the same read
 * and outbox as the Today screen), on every signed-in screen, and takes it off when the signed-in
 * area closes (signing out). Renders nothing.
 */
export function AppBadge() {
  const { total, read } = useToday({ refresh: true });
  // Before the server's part is read (or known unreadable), the device's count alone would show
  // a number too small, for a moment.
  const known = read.data !== undefined || (read.error !== null && !read.loading);
  useEffect(() => {
    if (known) setAppBadge(total);
  }, [known, total]);
  useEffect(() => () => clearAppBadge(), []);
  return null;
}
