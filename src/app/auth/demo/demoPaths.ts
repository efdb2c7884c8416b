import type { AuthVariant } from '../AuthLayout';

export type AuthDemoKind =
  'forgot-password' | 'login' | 'register' | 'reset-password' | 'verify-code';

/** The path of another template page in the same look. */
export const demoPath = (kind: AuthDemoKind, variant: AuthVariant) =>
  `/auth-demo/${kind}/${variant}`;
