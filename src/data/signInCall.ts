import type { LoginBody, LoginReply } from '@contract/auth';
import { ApiError, type ApiClient } from './api';
import { callServer } from './calls';

/**
 * The sign-in calls' declarations, loaded when first used: their schemas bring zod, which the
 * sign-in page then does not download before the form is shown (issue 24). On a first visit the
 * service worker has cached the file by the time the form is sent. A file that cannot be
 * downloaded fails the call as a lost connection does, and the form says so.
 */
export const loadAuthCalls = () =>
  import('@contract/auth').then(
    (module) => module.authCalls,
    (error: unknown) => {
      throw new ApiError('network', 0, error instanceof Error ? error.message : String(error));
    },
  );

/**
 * Asks the server to sign in with these credentials, and gives its reply (the token and the
 * profile); keeps nothing. The data layer's `signIn` keeps it; the sign-in page that opens before
 * the app (src/app/auth/signInFirst.tsx) hands it to the app it starts.
 */
export async function requestSignIn(api: ApiClient, credentials: LoginBody): Promise<LoginReply> {
  return callServer(api, (await loadAuthCalls()).login, { body: credentials }, { anonymous: true });
}
