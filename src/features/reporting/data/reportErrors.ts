import { ApiError } from '@/data/api';

/** The server refused the report to this user (403): the screen says so instead of the figures. */
export const isForbidden = (error: unknown): boolean =>
  error instanceof ApiError && error.status === 403;

/** The server could not be reached (offline, or no answer in time). */
export const isUnreachable = (error: unknown): boolean =>
  error instanceof ApiError && (error.kind === 'network' || error.kind === 'timeout');
