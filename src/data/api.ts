import type { ErrorCode } from '@contract/errorCodes';
import type { ApiErrorBody } from '@contract/errors';
import { FROM_CACHE_HEADER } from '@contract/cacheHeader';
import { deviceTag } from './deviceTag';

/** Every request gives up after this long (SPEC section 9). */
export const REQUEST_TIMEOUT_MS = 300_000;
export const API_BASE = '/api';

/**
 * The failure kinds of the request layer (SPEC section 8): the network failed, the reply could not be
 * read, the server answered with an error status, or the request took too long.
 */
export type ApiErrorKind = 'network' | 'unreadable' | 'http' | 'timeout';

export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  /** HTTP status, or 'TIMEOUT' (SPEC section 8), or 0 when nothing came back. */
  readonly status: number | 'TIMEOUT';
  /** The server's error code when it sent one. */
  readonly code: ErrorCode | null;
  /** The parsed reply body, when there was one. */
  readonly data: unknown;
  /** Seconds the server asked us to wait (Retry-After of a 429 or 503), or null. */
  readonly retryAfter: number | null;

  constructor(
    kind: ApiErrorKind,
    status: number | 'TIMEOUT',
    message: string,
    data?: unknown,
    retryAfter: number | null = null,
  ) {
    super(message);
    this.name = 'ApiError';
    this.kind = kind;
    this.status = status;
    this.data = data;
    this.code = isErrorBody(data) ? data.error.code : null;
    this.retryAfter = retryAfter;
  }

  /** Worth trying again later: the network, a timeout, or a server-side failure. */
  get retryable(): boolean {
    return (
      this.kind !== 'http' ||
      (typeof this.status === 'number' && (this.status >= 500 || this.status === 429))
    );
  }

  get fields(): Record<string, string> | undefined {
    return isErrorBody(this.data) ? this.data.error.fields : undefined;
  }
}

export function isErrorBody(data: unknown): data is ApiErrorBody {
  return (
    typeof data === 'object' &&
    data !== null &&
    'error' in data &&
    typeof (data as { error: unknown }).error === 'object'
  );
}

export interface RequestOptions {
  query?: Record<string, string | number | boolean | null | undefined>;
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Send without the signed-in user's token (sign-in, public reads). */
  anonymous?: boolean;
  timeoutMs?: number;
  /**
   * Send a large JSON body gzipped (`COMPRESS_FROM_CHARS` and up, where the browser can): the
   * outbox's batches after a day offline go up in a tenth of the bytes on a weak line.
   */
  compress?: boolean;
}

/** A JSON body this long or longer goes gzipped when its call allows it (`compress`). */
export const COMPRESS_FROM_CHARS = 8 * 1024;

/** `text` gzipped, through the browser's own CompressionStream. */
async function gzip(text: string): Promise<ArrayBuffer> {
  return new Response(
    new Response(text).body!.pipeThrough(new CompressionStream('gzip')),
  ).arrayBuffer();
}

/** A reply that says the server could not read a compressed body: one from before it could. */
async function unreadBody(response: Response): Promise<boolean> {
  if (response.status === 415) return true;
  if (response.status !== 400) return false;
  const body: unknown = await response
    .clone()
    .json()
    .catch(() => null);
  return isErrorBody(body) && body.error.code === 'INVALID_JSON';
}

export interface ApiClientOptions {
  /** The current sign-in token, or null when signed out. */
  getToken: () => string | null;
  /** Called when a request made while signed in is answered 401 (SPEC section 4). */
  onUnauthorized: () => void;
  baseUrl?: string;
  fetch?: typeof fetch;
}

export type ApiClient = ReturnType<typeof createApiClient>;

export function buildUrl(base: string, path: string, query?: RequestOptions['query']): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const qs = params.toString();
  return `${base}${path}${qs ? (path.includes('?') ? '&' : '?') + qs : ''}`;
}

/** Retry-After in seconds, whether the server sent seconds or an HTTP date. */
function retryAfterOf(response: Response): number | null {
  const value = response.headers.get('retry-after');
  if (!value) return null;
  const seconds = /^\d+$/.test(value.trim())
    ? Number(value)
    : (Date.parse(value) - Date.now()) / 1000;
  return Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds) : null;
}

/** The one API client of the app: base /api, cookies included, JSON bodies, a timeout on everything. */
export function createApiClient(options: ApiClientOptions) {
  const base = options.baseUrl ?? API_BASE;
  const doFetch = options.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args));
  /** Off for good once the server could not read a compressed body: it is sent again as it was. */
  let serverReadsGzip = typeof CompressionStream === 'function';

  async function send(method: string, path: string, opts: RequestOptions = {}): Promise<Response> {
    const headers: Record<string, string> = { Accept: 'application/json', ...opts.headers };
    const token = opts.anonymous ? null : options.getToken();
    if (token) headers.Authorization = `Bearer ${token}`;
    const device = deviceTag();
    if (device) headers['X-Device-Id'] = device;
    let body: BodyInit | undefined;
    let compressed = false;
    if (opts.body instanceof FormData || opts.body instanceof Blob) {
      body = opts.body;
    } else if (opts.body !== undefined) {
      headers['Content-Type'] = 'application/json';
      const text = JSON.stringify(opts.body);
      compressed = Boolean(opts.compress) && serverReadsGzip && text.length >= COMPRESS_FROM_CHARS;
      if (compressed) headers['Content-Encoding'] = 'gzip';
      body = compressed ? await gzip(text) : text;
    }

    const timeout = new AbortController();
    const timer = setTimeout(() => timeout.abort(), opts.timeoutMs ?? REQUEST_TIMEOUT_MS);
    const signal = opts.signal ? AbortSignal.any([opts.signal, timeout.signal]) : timeout.signal;
    let response: Response;
    try {
      response = await doFetch(buildUrl(base, path, opts.query), {
        method,
        headers,
        body,
        signal,
        credentials: 'include',
      });
    } catch (error) {
      if (timeout.signal.aborted) throw new ApiError('timeout', 'TIMEOUT', 'Request timeout');
      if (opts.signal?.aborted) throw error;
      throw new ApiError('network', 0, error instanceof Error ? error.message : 'Network error');
    } finally {
      clearTimeout(timer);
    }

    if (compressed && (await unreadBody(response))) {
      // Nothing was done with a body the server could not read: the same call, uncompressed.
      serverReadsGzip = false;
      return send(method, path, opts);
    }
    if (response.status === 401 && token) options.onUnauthorized();
    return response;
  }

  async function request<T>(method: string, path: string, opts: RequestOptions = {}): Promise<T> {
    return (await dated<T>(method, path, opts)).data;
  }

  /**
   * A call's reply with the time it stands for: now, or when the server first sent it if the service
   * worker answered from its cache because the network did not.
   */
  async function dated<T>(
    method: string,
    path: string,
    opts: RequestOptions = {},
  ): Promise<{ data: T; asOf: string; fromCache?: boolean }> {
    const response = await send(method, path, opts);
    const text = await response.text().catch(() => {
      throw new ApiError('unreadable', response.status, 'The reply could not be read');
    });
    let data: unknown = undefined;
    if (text) {
      try {
        data = JSON.parse(text);
      } catch {
        if (response.ok) throw new ApiError('unreadable', response.status, 'The reply is not JSON');
        data = text;
      }
    }
    if (!response.ok) {
      const message = isErrorBody(data)
        ? data.error.message
        : response.statusText || 'Request failed';
      throw new ApiError('http', response.status, message, data, retryAfterOf(response));
    }
    const cachedAt = Date.parse(response.headers.get(FROM_CACHE_HEADER) ?? '');
    const fromCache = !Number.isNaN(cachedAt);
    const asOf = fromCache ? new Date(cachedAt) : new Date();
    return { data: data as T, asOf: asOf.toISOString(), fromCache };
  }

  /** For downloads (exports, images): the raw reply, or an ApiError for a failed status. */
  async function requestBlob(path: string, opts: RequestOptions = {}): Promise<Blob> {
    return (await requestFile('GET', path, opts)).blob;
  }

  /** A file the server sends, with the name it gives it (Content-Disposition), if any. */
  async function requestFile(
    method: string,
    path: string,
    opts: RequestOptions = {},
  ): Promise<{ blob: Blob; disposition: string | null }> {
    const response = await send(method, path, opts);
    if (!response.ok) {
      const data: unknown = await response.json().catch(() => undefined);
      const message = isErrorBody(data) ? data.error.message : response.statusText;
      throw new ApiError('http', response.status, message || 'Request failed', data);
    }
    return {
      blob: await response.blob(),
      disposition: response.headers.get('content-disposition'),
    };
  }

  /**
   * A stream that stays open (the live channel): the reply once its head is in, its body still
   * coming, or an ApiError for a failed status. Only the head is under the request timeout.
   */
  async function stream(path: string, opts: RequestOptions = {}): Promise<Response> {
    const response = await send('GET', path, {
      ...opts,
      headers: { Accept: 'text/event-stream', ...opts.headers },
    });
    if (!response.ok) {
      const data: unknown = await response.json().catch(() => undefined);
      const message = isErrorBody(data) ? data.error.message : response.statusText;
      throw new ApiError('http', response.status, message || 'Request failed', data);
    }
    return response;
  }

  return {
    request,
    requestBlob,
    stream,
    requestFile,
    get: <T>(path: string, opts?: RequestOptions) => request<T>('GET', path, opts),
    /** A read with the time its figures stand for (see `dated`). */
    getDated: <T>(path: string, opts?: RequestOptions) => dated<T>('GET', path, opts),
    post: <T>(path: string, body?: unknown, opts?: RequestOptions) =>
      request<T>('POST', path, { ...opts, body }),
    put: <T>(path: string, body?: unknown, opts?: RequestOptions) =>
      request<T>('PUT', path, { ...opts, body }),
    delete: <T>(path: string, opts?: RequestOptions) => request<T>('DELETE', path, opts),
  };
}
