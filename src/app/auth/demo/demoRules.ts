import { z } from 'zod';

export const email = z.email().max(200);
/** Six digits. */
export const code = z.string().regex(/^\d{6}$/, 'format');
export const password = z.string().min(10).max(200);
