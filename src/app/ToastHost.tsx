import { useSyncExternalStore } from 'react';
import {
  notificationsModule,
  TOAST_DURATION_MS,
  TOAST_LIMIT,
  TOAST_POSITION,
} from '@/shared/toast';
import classes from './ToastHost.module.css';

/**
 * The top-right toast area (SPEC section 9 limits). It appears once the first toast has loaded the
 * notifications package (see `toast.tsx`); toasts shown before it mounts are kept by their store.
 */
export function ToastHost() {
  const module = useSyncExternalStore(
    notificationsModule.subscribe,
    notificationsModule.get,
    notificationsModule.get,
  );
  if (!module) return null;
  const { Notifications } = module;
  return (
    <Notifications
      position={TOAST_POSITION}
      limit={TOAST_LIMIT}
      autoClose={TOAST_DURATION_MS}
      zIndex={1200}
      className={classes.area}
    />
  );
}
