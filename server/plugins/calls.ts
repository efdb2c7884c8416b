import type { Call, CallReply } from '@contract/call';
import type { RateLimitOptions } from '@fastify/rate-limit';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  LogLevel,
  preValidationHookHandler,
  RouteHandlerMethod,
} from 'fastify';
import type { z } from 'zod';
import { errorResponses } from './errors';
import { idempotencyHeaders } from './idempotency';

type Output<C, K extends 'params' | 'query' | 'body'> = C extends { [P in K]: infer S }
  ? S extends z.ZodType
    ? z.output<S>
    : unknown
  : unknown;

/** A request of a declared call: its parameters, query and body as their schemas parsed them. */
export type CallRequest<C extends Call> = FastifyRequest<{
  Params: Output<C, 'params'>;
  Querystring: Output<C, 'query'>;
  Body: Output<C, 'body'>;
}>;

/** A handler answers the reply the contract declares, or sends it itself (`sendWrite`). */
export type CallHandler<C extends Call> = (
  request: CallRequest<C>,
  reply: FastifyReply,
) => Promise<CallReply<C> | FastifyReply>;

/**
 * Registers the route of a call declared in the contract (contract/call.ts): its method, path,
 * schemas, documentation and access come from the declaration, so the server cannot serve another
 * path or reply than the app is typed against. `preValidation` runs before the body is checked
 * (a status call sent without a body: an empty one); `bodyLimit` is the route's own limit in bytes
 * (a bulk call's ids must reach its schema to be refused with a 400, not a 413); `rateLimit` caps
 * how often one caller may call it (a test email: each call sends a real one); `logLevel` quiets
 * a route polled all day (a load balancer's health check); `exposeHeadRoute` answers HEAD too, which
 * the app's routes do not (a monitor may check health with HEAD). A call that takes a file (`upload`) is
 * served inside the upload scope (`registerUploadScope`), which reads it.
 */
export function serveCall<C extends Call>(
  app: FastifyInstance,
  declaration: C,
  handler: CallHandler<C>,
  options: {
    preValidation?: preValidationHookHandler;
    bodyLimit?: number;
    rateLimit?: RateLimitOptions;
    logLevel?: LogLevel;
    exposeHeadRoute?: boolean;
  } = {},
): void {
  const { method, path, tag, summary, description, params, query, body, reply } = declaration;
  app.route({
    method,
    url: path,
    schema: {
      tags: [tag],
      summary,
      ...(description ? { description } : {}),
      ...(declaration.upload ? { consumes: ['multipart/form-data'] } : {}),
      ...(params ? { params } : {}),
      ...(query ? { querystring: query } : {}),
      ...(body ? { body } : {}),
      ...(declaration.idempotent ? { headers: idempotencyHeaders } : {}),
      response: {
        [declaration.status ?? 200]: reply,
        ...(declaration.creates ? { 201: reply } : {}),
        ...declaration.otherReplies,
        ...errorResponses,
      },
    },
    config: {
      access: declaration.access,
      ...(declaration.idempotent ? { idempotent: true } : {}),
      ...(declaration.upload ? { upload: declaration.upload } : {}),
      ...(options.rateLimit ? { rateLimit: options.rateLimit } : {}),
    },
    ...(options.preValidation ? { preValidation: options.preValidation } : {}),
    ...(options.bodyLimit ? { bodyLimit: options.bodyLimit } : {}),
    ...(options.logLevel ? { logLevel: options.logLevel } : {}),
    ...(options.exposeHeadRoute ? { exposeHeadRoute: true } : {}),
    handler: handler as unknown as RouteHandlerMethod,
  });
}
