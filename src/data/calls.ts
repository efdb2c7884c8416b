import {
  pathOf,
  pathWithQuery,
  type Call,
  type CallArgs,
  type CallReadArgs,
  type CallReply,
} from '@contract/call';
import type { ApiClient, RequestOptions } from './api';
import type { OutboxEntry } from './db';

/**
 * Checks a reply against its call's schema in development and in tests, where a reply the contract
 * does not allow fails at once; the built app trusts the server and spends nothing on it.
 */
export function checkedReply<C extends Call>(declaration: C, data: unknown): CallReply<C> {
  if (import.meta.env.DEV) {
    const parsed = declaration.reply.safeParse(data);
    if (!parsed.success) {
      throw new Error(
        `${declaration.method} ${declaration.path} answered what its contract does not allow: ${parsed.error.message}`,
      );
    }
  }
  return data as CallReply<C>;
}

/**
 * Calls the server now, as the contract declares the call (contract/call.ts): an online write or a
 * one-off read. Reads a screen keeps go through `useCallRead`; writes that must survive going
 * offline through the outbox (`queuedCall`). `anonymous` sends a public call without the signed-in
 * user's token (a batch label's page, opened on anyone's phone).
 */
export async function callServer<C extends Call>(
  api: ApiClient,
  declaration: C,
  args: CallArgs<C>,
  options: CallOptions = {},
): Promise<CallReply<C>> {
  return checkedReply(declaration, await callServerUnchecked(api, declaration, args, options));
}

type CallOptions = Pick<
  RequestOptions,
  'signal' | 'headers' | 'timeoutMs' | 'anonymous' | 'compress'
>;

/**
 * Calls the server now like `callServer`, but hands back the reply as it came, not checked against
 * the contract: for a caller that reads it leniently, because servers it still meets word it
 * otherwise (the PLU check's `readPluReply`).
 */
export async function callServerUnchecked<C extends Call>(
  api: ApiClient,
  declaration: C,
  args: CallArgs<C>,
  options: CallOptions = {},
): Promise<unknown> {
  const { params, query, body } = args as { params?: object; query?: object; body?: unknown };
  return api.request<unknown>(
    declaration.method,
    pathOf(declaration, params as Record<string, unknown> | undefined),
    { ...options, query: query as RequestOptions['query'], body },
  );
}

/** A call that changes a local collection, and so can wait in the outbox. */
export type QueuedCall = Call & { method: 'POST' | 'PUT' | 'DELETE'; collection: string };

/**
 * What an outbox entry keeps of a queued call: its collection (by its literal name, so a document's
 * write is typed by its rows), method, and path with its parameters and query put in (the sync
 * engine sends it as it is), and its body (an empty one when the call has none, so a supply
 * document's call, whose body is required, takes it as it is).
 */
export function queuedCall<C extends QueuedCall>(
  declaration: C,
  args: CallArgs<C>,
): Pick<OutboxEntry, 'method' | 'path'> & {
  collection: C['collection'];
  body: Record<string, unknown>;
} {
  const { params, query, body } = args as { params?: object; query?: object; body?: object };
  return {
    collection: declaration.collection,
    method: declaration.method,
    path: pathWithQuery(
      declaration,
      params as Record<string, unknown> | undefined,
      query as Record<string, unknown> | undefined,
    ),
    body: (body ?? {}) as Record<string, unknown>,
  };
}

/** Fetches a call that answers a file (`file: true`): its bytes and the name the server gives it. */
export async function callFile<C extends Call & { file: true }>(
  api: ApiClient,
  declaration: C,
  args: CallArgs<C>,
): Promise<{ blob: Blob; disposition: string | null }> {
  const { params, query, body } = args as { params?: object; query?: object; body?: unknown };
  return api.requestFile(
    declaration.method,
    pathOf(declaration, params as Record<string, unknown> | undefined),
    { query: query as RequestOptions['query'], body },
  );
}

/** A call that takes one file (`upload`), as multipart. */
export type UploadCall = Call & { upload: { maxBytes: number; field?: string } };

/**
 * Sends one file to a call that takes it (`upload`) now, in the call's multipart field, with the
 * call's path parameters and query: an upload made online (a logo, a user's picture). A row's image
 * that may wait offline goes through the outbox instead (`writer.upload`).
 */
export async function callUpload<C extends UploadCall>(
  api: ApiClient,
  declaration: C,
  args: CallReadArgs<C>,
  file: Blob,
): Promise<CallReply<C>> {
  const { params, query } = args as { params?: object; query?: object };
  const form = new FormData();
  form.append(declaration.upload.field ?? 'file', file);
  const data = await api.request<unknown>(
    declaration.method,
    pathOf(declaration, params as Record<string, unknown> | undefined),
    { query: query as RequestOptions['query'], body: form },
  );
  return checkedReply(declaration, data);
}
