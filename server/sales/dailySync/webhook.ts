import type { FailureKind } from '@contract/dailySync';
import { lookup } from 'node:dns/promises';
import { request as httpRequest, STATUS_CODES, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { BlockList, isIP, type LookupFunction } from 'node:net';

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
  | { ok: false; kind: FailureKind; statusCode: null | number; detail: string };

/** An address a host name resolves to. */
export interface ResolvedAddress {
  address: string;
  family: number;
}

/** Resolves a host name to its addresses (the system's resolver; tests give their own). */
export type ResolveHost = (host: string) => Promise<ResolvedAddress[]>;

const systemResolver: ResolveHost = (host) => lookup(host, { all: true });

/** The start of an answer on one line, for people to read. */
function oneLineExcerpt(bytes: Buffer): string {
  const text = new TextDecoder().decode(bytes.subarray(0, READ_LIMIT));
  const oneLine = text.replace(/\s+/g, ' ').trim();
  return oneLine.length > EXCERPT_CHARS ? `${oneLine.slice(0, EXCERPT_CHARS - 1)}…` : oneLine;
}

/** A network failure in a few words: the system's error code and message. */
function networkDetail(error: unknown): string {
  const { code, message } = error as { code?: string; message?: string };
  const detail = [code, message].filter(Boolean).join(': ') || String(error);
  return detail.slice(0, EXCERPT_CHARS);
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

function isLocal(address: string): boolean {
  // An IPv4 address written as IPv6 (::ffff:10.0.0.1) is checked as the IPv4 one.
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  const checked = mapped ?? address;
  return localNetworks.check(checked, isIP(checked) === 6 ? 'ipv6' : 'ipv4');
}

/** The addresses of `host`: itself when it is one, else what the resolver says. */
async function addressesOf(host: string, resolve: ResolveHost): Promise<ResolvedAddress[]> {
  const bare = host.replace(/^\[|\]$/g, '');
  const family = isIP(bare);
  return family ? [{ address: bare, family }] : resolve(bare);
}

/** The first address of `host` in a private or local network, or null when it has none. */
export async function localAddressOf(
  host: string,
  resolve: ResolveHost = systemResolver,
): Promise<string | null> {
  const addresses = await addressesOf(host, resolve);
  return addresses.find(({ address }) => isLocal(address))?.address ?? null;
}

/**
 * A `lookup` that answers the one address already checked, whatever it is asked: the connection
 * goes where the check looked, and a name that resolves elsewhere a moment later (DNS rebinding)
 * changes nothing. TLS still verifies the certificate against the host name of the URL.
 */
function pinnedLookup({ address, family }: ResolvedAddress): LookupFunction {
  return (_host, options, callback) => {
    if (options.all) callback(null, [{ address, family }]);
    else callback(null, address, family);
  };
}

interface Answer {
  statusCode: number;
  location: string | null;
  excerpt: Buffer;
}

/** Sends the POST to the pinned address; the answer's status, redirect target and first bytes. */
function exchange(
  url: URL,
  address: ResolvedAddress,
  headers: Record<string, string>,
  body: string,
  signal: AbortSignal,
): Promise<Answer> {
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise<Answer>((resolve, reject) => {
    const request = send(url, {
      method: 'POST',
      headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) },
      lookup: pinnedLookup(address),
      signal,
      // A fresh connection for each delivery: one kept alive could outlive the check.
      agent: false,
    });
    request.on('error', reject);
    request.on('response', (response: IncomingMessage) => {
      const statusCode = response.statusCode ?? 0;
      const location = response.headers.location ?? null;
      if (statusCode >= 200 && statusCode < 300) {
        response.destroy();
        resolve({ statusCode, location, excerpt: Buffer.alloc(0) });
        return;
      }
      const chunks: Buffer[] = [];
      let size = 0;
      const done = () => {
        response.destroy();
        resolve({ statusCode, location, excerpt: Buffer.concat(chunks) });
      };
      response.on('data', (chunk: Buffer) => {
        chunks.push(chunk);
        size += chunk.length;
        if (size >= READ_LIMIT) done();
      });
      response.on('end', done);
      // The answer broke off: its status says enough.
      response.on('error', done);
    });
    request.end(body);
  });
}

export async function postDelivery(
  url: string,
  headers: Record<string, string>,
  body: string,
  options: {
    timeoutMs: number;
    signal?: AbortSignal;
    privateAddresses?: boolean;
    resolveHost?: ResolveHost;
  },
): Promise<PostResult> {
  const target = new URL(url);
  const host = target.hostname;
  let address: ResolvedAddress;
  try {
    // Resolved once: the address checked is the address connected to.
    const addresses = await addressesOf(host, options.resolveHost ?? systemResolver);
    const local = addresses.find((a) => isLocal(a.address));
    if (local && !options.privateAddresses) {
      return {
        ok: false,
        kind: 'network',
        statusCode: null,
        detail: `${host} is a private or local address (${local.address}): receivers must be on the internet`,
      };
    }
    if (!addresses[0]) throw new Error(`${host} has no address`);
    address = addresses[0];
  } catch (error) {
    return { ok: false, kind: 'network', statusCode: null, detail: networkDetail(error) };
  }
  const timeout = AbortSignal.timeout(options.timeoutMs);
  const signal = options.signal ? AbortSignal.any([timeout, options.signal]) : timeout;
  const sentHeaders = {
    'content-type': 'application/json; charset=utf-8',
    'user-agent': 'Backhouse-DailySync/1',
    ...headers,
  };
  let answer: Answer;
  try {
    answer = await exchange(target, address, sentHeaders, body, signal);
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
  const { statusCode, location } = answer;
  if (statusCode >= 200 && statusCode < 300) return { ok: true, statusCode };
  if (statusCode >= 300 && statusCode < 400) {
    return {
      ok: false,
      kind: 'redirect',
      statusCode,
      detail: location ? `Redirected to ${location}`.slice(0, EXCERPT_CHARS) : 'Redirected',
    };
  }
  const detail = oneLineExcerpt(answer.excerpt);
  return {
    ok: false,
    kind: 'http',
    statusCode,
    detail: detail || (STATUS_CODES[statusCode] ?? ''),
  };
}
