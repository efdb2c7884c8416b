import type {
  NotificationData,
  notifications,
  notificationsStore,
  Notifications,
} from '@mantine/notifications';
import { IconAlertCircle, IconCheck, IconInfoCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** Toast limits of SPEC section 9. */
export const TOAST_LIMIT = 20;
export const TOAST_DURATION_MS = 4000;
export const TOAST_SUCCESS_DURATION_MS = 2000;
export const TOAST_POSITION = 'top-right';

export type ToastKind = 'success' | 'error' | 'info';

export interface ToastOptions {
  title?: ReactNode;
  /** Give an id to replace a toast instead of stacking a second one. */
  id?: string;
  /** Milliseconds, or false to keep it until dismissed. Defaults follow SPEC section 9. */
  autoClose?: number | false;
  /** An icon other than the kind's own. */
  icon?: ReactNode;
  color?: string;
  'data-testid'?: string;
}

/** What the toasts need from the notifications package. */
interface NotificationsModule {
  notifications: typeof notifications;
  notificationsStore: typeof notificationsStore;
  Notifications: typeof Notifications;
}

// The notifications package (and its animation and scroll-lock helpers) loads with the first toast,
// so screens that never toast, such as the sign-in page, never load it. Calls made meanwhile wait in
// order and run as soon as it is there.
let loaded: NotificationsModule | null = null;
let loading: Promise<NotificationsModule> | null = null;
const waiting: Array<(module: NotificationsModule) => void> = [];
const loadListeners = new Set<() => void>();

/** Loads the notifications package once; resolves with it. */
export function loadNotifications(): Promise<NotificationsModule> {
  loading ??= import('@mantine/notifications').then((module) => {
    loaded = module;
    waiting.splice(0).forEach((run) => run(module));
    loadListeners.forEach((listener) => listener());
    return module;
  });
  return loading;
}

/** For the toast area: the package once loaded, and a way to hear when it is. */
export const notificationsModule = {
  get: (): NotificationsModule | null => loaded,
  subscribe(listener: () => void): () => void {
    loadListeners.add(listener);
    return () => loadListeners.delete(listener);
  },
};

function withNotifications(run: (module: NotificationsModule) => void): void {
  if (loaded) {
    run(loaded);
    return;
  }
  waiting.push(run);
  void loadNotifications().catch((error: unknown) =>
    console.warn('[toast] could not load notifications', error),
  );
}

let counter = 0;
const newId = () => `toast-${Date.now().toString(36)}-${(counter += 1)}`;

const looks: Record<ToastKind, { color: string; icon: ReactNode }> = {
  success: { color: 'green', icon: <IconCheck size={18} /> },
  error: { color: 'red', icon: <IconAlertCircle size={18} /> },
  info: { color: 'blue', icon: <IconInfoCircle size={18} /> },
};

const durationOf = (kind: ToastKind) =>
  kind === 'success' ? TOAST_SUCCESS_DURATION_MS : TOAST_DURATION_MS;

/** Shows a notification, or replaces the one with the same id. */
function put(data: NotificationData & { id: string }): void {
  withNotifications(({ notifications, notificationsStore }) => {
    const { notifications: shown, queue } = notificationsStore.getState();
    if ([...shown, ...queue].some((n) => n.id === data.id)) notifications.update(data);
    else notifications.show(data);
  });
}

function show(kind: ToastKind, message: ReactNode, options: ToastOptions = {}): string {
  const { autoClose, id = newId(), ...rest } = options;
  put({
    ...looks[kind],
    ...rest,
    id,
    message,
    autoClose: autoClose ?? durationOf(kind),
    withBorder: true,
  });
  return id;
}

/**
 * The one way to show a toast: top-right, at most 20 at once, success 2 s, error and plain 4 s,
 * loading until dismissed or updated (SPEC section 9). Each call returns the toast's id.
 */
export const toast = {
  success: (message: ReactNode, options?: ToastOptions) => show('success', message, options),
  error: (message: ReactNode, options?: ToastOptions) => show('error', message, options),
  info: (message: ReactNode, options?: ToastOptions) => show('info', message, options),
  /** A message that stays until the user closes it (e.g. with buttons in it). */
  persistent: (kind: ToastKind, message: ReactNode, options: ToastOptions = {}) =>
    show(kind, message, { ...options, autoClose: false }),
  /** A spinner toast that stays until `update` or `hide`. */
  loading(message: ReactNode, options: Omit<ToastOptions, 'autoClose'> = {}): string {
    const { id = newId(), ...rest } = options;
    put({
      ...rest,
      id,
      message,
      loading: true,
      autoClose: false,
      withCloseButton: false,
      withBorder: true,
    });
    return id;
  },
  /** Turns a toast (typically a loading one) into a final one, with that kind's duration. */
  update(id: string, kind: ToastKind, message: ReactNode, options: Omit<ToastOptions, 'id'> = {}) {
    const { autoClose, ...rest } = options;
    put({
      ...looks[kind],
      ...rest,
      id,
      message,
      loading: false,
      withCloseButton: true,
      autoClose: autoClose ?? durationOf(kind),
    });
  },
  hide(id: string): void {
    withNotifications(({ notifications }) => notifications.hide(id));
  },
};
