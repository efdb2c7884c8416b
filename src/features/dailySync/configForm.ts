import {
  dailySyncConfigBody,
  type DailySyncConfigBody,
  type DailySyncConfigReply,
} from '@contract/dailySync';
import { issuesByField, type FieldMessage } from '@contract/validation';

/** What the settings form edits. An empty secret keeps the one set; no locations: every selling one. */
export interface ConfigValues {
  enabled: boolean;
  webhook_url: string;
  secret: string;
  location_ids: string[];
}

export function valuesOf(config: DailySyncConfigReply): ConfigValues {
  return {
    enabled: config.enabled,
    webhook_url: config.webhook_url,
    secret: '',
    location_ids: config.location_ids ?? [],
  };
}

export function bodyOf(values: ConfigValues, version: number): DailySyncConfigBody {
  const secret = values.secret.trim();
  return {
    webhook_url: values.webhook_url.trim(),
    ...(secret ? { secret } : {}),
    enabled: values.enabled,
    location_ids: values.location_ids.length ? values.location_ids : null,
    version,
  };
}

/** Where a check says something more useful than the generic message of its code. */
export type ConfigProblem = 'url' | 'secretRequired';

/**
 * The form's check: the contract's schema on the body the form would send, plus what only the
 * server could otherwise tell (switching on needs a secret, given now or set before).
 */
export function checkConfig(
  values: ConfigValues,
  secretSet: boolean,
  render: (message: FieldMessage) => string,
  say: (problem: ConfigProblem) => string,
): Record<string, string> {
  const body = bodyOf(values, 0);
  const parsed = dailySyncConfigBody.safeParse(body);
  const errors = parsed.success ? {} : issuesByField(parsed.error.issues, render);
  if (errors.webhook_url && body.webhook_url !== '') errors.webhook_url = say('url');
  if (values.enabled && !secretSet && !body.secret && !errors.secret) {
    errors.secret = say('secretRequired');
  }
  return errors;
}

/** A random secret of 32 bytes, written in base64url (43 characters). */
export function newSecret(
  random: (bytes: Uint8Array<ArrayBuffer>) => Uint8Array = (b) => crypto.getRandomValues(b),
): string {
  const bytes = random(new Uint8Array(32));
  let text = '';
  for (const byte of bytes) text += String.fromCharCode(byte);
  return btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}
