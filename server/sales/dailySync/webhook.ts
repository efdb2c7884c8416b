import type { FailureKind } from '@contract/dailySync';

/**
 * One POST to the receiver and what came of it. Only a 2xx answer counts as received. Redirects are
 * not followed: the address was set on purpose, and following one would send the signed figures
 * somewhere nobody chose.
 */

/** Characters of a failed answer kept as its reason: enough to recognise it, short enough to show. */
export const EXCERPT_CHARS = 200;
/** Bytes of an answer read at most to make the excerpt. */
const READ_LIMIT = 4096;

export type PostResult =
  | { ok: true; statusCode: number }
  | { ok: false; kind: FailureKind; statusCode: number | null; detail: string };

/** The start of an answer on one line, for people to read. */
async function excerptOf(response: Response): Promise<string> {
  const reader = response.body?.getReader();
  if (!reader) return '';
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    while (size < READ_LIMIT) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      size += value.length;
    }
  } finally {
    await reader.cancel().catch(() => undefined);
  }
  const text = new TextDecoder().decode(Buffer.concat(chunks).subarray(0, READ_LIMIT));
  const oneLine = text.replace(/\s+/g, ' ').trim();
  return oneLine.length > EXCERPT_CHARS ? `${oneLine.slice(0, EXCERPT_CHARS - 1)}…` : oneLine;
}

/** A network failure in a few words: the system's error code and message when there is one. */
function networkDetail(error: unknown): string {
  const cause =
    error instanceof Error ? (error.cause as { code?: string; message?: string }) : null;
  if (cause && typeof cause === 'object' && (cause.code || cause.message)) {
    return [cause.code, cause.message].filter(Boolean).join(': ').slice(0, EXCERPT_CHARS);
  }
  return (error instanceof Error ? error.message : String(error)).slice(0, EXCERPT_CHARS);
}

export async function postDelivery(
  url: string,
  headers: Record<string, string>,
  body: string,
  options: { timeoutMs: number; signal?: AbortSignal },
): Promise<PostResult> {
  const timeout = AbortSignal.timeout(options.timeoutMs);
  const signal = options.signal ? AbortSignal.any([timeout, options.signal]) : timeout;
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json; charset=utf-8',
        'user-agent': 'Backhouse-DailySync/1',
        ...headers,
      },
      body,
      redirect: 'manual',
      signal,
    });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    if (timeout.aborted) {
      return {
        ok: false,
        kind: 'timeout',
        statusCode: null,
        detail: `No answer within ${Math.round(options.timeoutMs / 1000)} s`,
      };
    }
    return { ok: false, kind: 'network', statusCode: null, detail: networkDetail(error) };
  }
  const statusCode = response.status;
  if (statusCode >= 200 && statusCode < 300) {
    await response.body?.cancel().catch(() => undefined);
    return { ok: true, statusCode };
  }
  if (statusCode >= 300 && statusCode < 400) {
    await response.body?.cancel().catch(() => undefined);
    const location = response.headers.get('location');
    return {
      ok: false,
      kind: 'redirect',
      statusCode,
      detail: location ? `Redirected to ${location}`.slice(0, EXCERPT_CHARS) : 'Redirected',
    };
  }
  let detail = '';
  try {
    detail = await excerptOf(response);
  } catch (error) {
    if (options.signal?.aborted) throw error;
    // The answer broke off: its status says enough.
  }
  return { ok: false, kind: 'http', statusCode, detail: detail || response.statusText };
}
