import type { FailureKind } from '@contract/dailySync';
import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

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

/** Addresses a receiver may not be at unless allowed: loopback, private, link-local, unspecified. */
const localNetworks = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
] as const) {
  localNetworks.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
] as const) {
  localNetworks.addSubnet(network, prefix, 'ipv6');
}

/** The first address of `host` in a private or local network, or null when it has none. */
export async function localAddressOf(host: string): Promise<string | null> {
  const bare = host.replace(/^\[|\]$/g, '');
  const addresses = isIP(bare) ? [{ address: bare }] : await lookup(bare, { all: true });
  for (const { address } of addresses) {
    // An IPv4 address written as IPv6 (::ffff:10.0.0.1) is checked as the IPv4 one.
    const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
    const checked = mapped ?? address;
    if (localNetworks.check(checked, isIP(checked) === 6 ? 'ipv6' : 'ipv4')) return address;
  }
  return null;
}

export async function postDelivery(
  url: string,
  headers: Record<string, string>,
  body: string,
  options: { timeoutMs: number; signal?: AbortSignal; privateAddresses?: boolean },
): Promise<PostResult> {
  if (!options.privateAddresses) {
    const host = new URL(url).hostname;
    const local = await localAddressOf(host).catch(() => null);
    if (local !== null) {
      return {
        ok: false,
        kind: 'network',
        statusCode: null,
        detail: `${host} is a private or local address (${local}): receivers must be on the internet`,
      };
    }
  }
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
