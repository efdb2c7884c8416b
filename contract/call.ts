import type { z } from 'zod';
import type { Permission } from './access';

/**
 * One call of the API, declared once here and nowhere else: the server registers its route from
 * the declaration (method, path, schemas, who may call it; server/plugins/calls.ts) and the app
 * calls it by name (src/data/calls.ts), typed by the same schemas. A path or a reply changed here
 * breaks the compile on both sides.
 */
export interface Call {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Under /api; a `:name` segment is a path parameter (`params`). */
  path: string;
  /** The API documentation's group (/api/docs). */
  tag: string;
  summary: string;
  description?: string;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  reply: z.ZodType;
  /** Anyone, any signed-in user (the handler checks more), or holders of one permission. */
  access: 'public' | 'signed-in' | Permission;
  /**
   * Honours `Idempotency-Key`; with `creates`, the first time answers 201. A queued write names
   * the local collection it changes (`collection`), which its outbox entry carries.
   */
  idempotent?: boolean;
  creates?: boolean;
  collection?: string;
  /** Answers a file, not JSON (`reply` only documents it): the app fetches it with `callFile`. */
  file?: boolean;
  /**
   * Answers a `text/event-stream` that stays open (`reply` documents one message's data): the app
   * reads it with `api.stream`, never through the service worker's cache.
   */
  stream?: boolean;
  /**
   * Takes one file as multipart/form-data, not JSON: in the field `field` (`file` unless said), of
   * at most `maxBytes`. The server reads it into `body[field]` before validation (the upload scope,
   * server/plugins/uploads.ts, serves it); `body` describes the file as the handler gets it.
   */
  upload?: { maxBytes: number; field?: string };
  /**
   * Its one success status when that is not 200: 201 for a create that never answers an existing
   * row, 204 for a call that answers nothing (its `reply` then `z.undefined()`).
   */
  status?: 201 | 204;
  /** Other answers than 200 it may give on purpose (304 when nothing is newer), by status. */
  otherReplies?: Record<number, z.ZodType>;
}

/** Declares a call, keeping its literal path and its schemas' own types. */
export const call = <const C extends Call>(declaration: C): C => declaration;

type Input<C, K extends 'params' | 'query' | 'body'> = C extends { [P in K]: infer S }
  ? S extends z.ZodType
    ? z.input<S>
    : undefined
  : undefined;

export type CallParams<C extends Call> = Input<C, 'params'>;
export type CallQuery<C extends Call> = Input<C, 'query'>;
export type CallBody<C extends Call> = Input<C, 'body'>;
export type CallReply<C extends Call> = z.output<C['reply']>;

/** What a call is sent with: its path parameters, query and body, each only when it has them. */
export type CallArgs<C extends Call> = (CallParams<C> extends undefined
  ? { params?: undefined }
  : { params: CallParams<C> }) &
  (CallQuery<C> extends undefined ? { query?: undefined } : { query: CallQuery<C> }) &
  (CallBody<C> extends undefined ? { body?: undefined } : { body: CallBody<C> });

/** The call's path with its parameters put in (`/inventory-counts/:id` → `/inventory-counts/7`). */
export function pathOf(declaration: Call, params?: Record<string, unknown>): string {
  return declaration.path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null || value === '')
      throw new Error(`${declaration.method} ${declaration.path} needs its :${name}`);
    return encodeURIComponent(String(value));
  });
}

/** What a read is sent with: its path parameters and query, each only when it has them. */
export type CallReadArgs<C extends Call> = (CallParams<C> extends undefined
  ? { params?: undefined }
  : { params: CallParams<C> }) &
  (CallQuery<C> extends undefined ? { query?: undefined } : { query: CallQuery<C> });

/** The path with its query string, as the outbox keeps it (empty values left out). */
export function pathWithQuery(
  declaration: Call,
  params?: Record<string, unknown>,
  query?: Record<string, unknown>,
): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  const qs = search.toString();
  return pathOf(declaration, params) + (qs ? `?${qs}` : '');
}
