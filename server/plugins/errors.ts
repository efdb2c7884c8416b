import { apiError, type ApiErrorBody, type ErrorCode } from '@contract/errors';
import { englishMessage, issuesByField, type ValidationCode } from '@contract/validation';
import type { FastifyInstance, FastifySchemaCompiler } from 'fastify';
import { isResponseSerializationError } from 'fastify-type-provider-zod';
import type { z } from 'zod';

/** Declared on every route so the OpenAPI document shows the error shape and replies are checked. */
export const errorResponses = { '4xx': apiError, '5xx': apiError } as const;

type ErrorExtras = Omit<ApiErrorBody['error'], 'code' | 'message'>;

/** An error the API answers on purpose: status, code and the extras of `contract/errors.ts`. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    readonly extras: ErrorExtras = {},
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const notFound = (what = 'Row') => new ApiError(404, 'NOT_FOUND', `${what} not found`);

export const unauthenticated = () =>
  new ApiError(401, 'UNAUTHENTICATED', 'Sign in first: the token is missing, invalid or expired');

/** 400 with messages by field path; codes are the contract's, rendered in English. */
export function invalidFields(
  fields: Record<string, ValidationCode>,
  message = 'Some fields are not valid',
): ApiError {
  const rendered = Object.fromEntries(
    Object.entries(fields).map(([path, code]) => [path, englishMessage({ code, params: {} })]),
  );
  return new ApiError(400, 'VALIDATION', message, { fields: rendered });
}

/** A zod failure on a request part, carrying the issues so the reply can name every field. */
export class RequestValidationError extends Error {
  readonly statusCode = 400;
  constructor(
    readonly part: string,
    readonly issues: readonly z.core.$ZodIssue[],
  ) {
    super(`The request ${part} is not valid`);
    this.name = 'RequestValidationError';
  }
}

/**
 * Validates request parts with their zod schemas, like fastify-type-provider-zod's compiler, but keeps
 * zod's own issues so `issuesByField` (the same code the browser forms use) can name the fields.
 */
export const validatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema, httpPart }) =>
  (data) => {
    const result = schema.safeParse(data);
    if (result.success) return { value: result.data };
    return { error: new RequestValidationError(httpPart ?? 'body', result.error.issues) };
  };

interface Described {
  status: number;
  body: ApiErrorBody;
  headers?: Record<string, string>;
}

const reply = (status: number, code: ErrorCode, message: string, extras: ErrorExtras = {}) => ({
  status,
  body: { error: { code, message, ...extras } },
});

/** Fastify's own errors about a request that cannot be read, by their codes. */
const fastifyCodes: Record<string, [number, ErrorCode, string]> = {
  FST_ERR_CTP_INVALID_JSON_BODY: [400, 'INVALID_JSON', 'The body is not valid JSON'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'INVALID_JSON', 'The body is empty but says it is JSON'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, 'INVALID_JSON', 'The body length does not match'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [
    415,
    'UNSUPPORTED_MEDIA_TYPE',
    'Send the body as application/json',
  ],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'PAYLOAD_TOO_LARGE', 'The body is too large'],
  // @fastify/compress, for a body sent compressed (server/app.ts).
  FST_CP_ERR_INVALID_CONTENT: [
    400,
    'INVALID_JSON',
    'The body could not be decompressed: send it as its Content-Encoding says, or uncompressed',
  ],
  FST_CP_ERR_INVALID_CONTENT_ENCODING: [
    415,
    'UNSUPPORTED_MEDIA_TYPE',
    'Send the body uncompressed, or compressed with gzip, deflate or br',
  ],
};

const codeByStatus: Record<number, ErrorCode> = {
  400: 'VALIDATION',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'ROUTE_NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
};

export function describeError(error: unknown): Described {
  if (error instanceof ApiError) {
    return {
      ...reply(error.status, error.code, error.message, error.extras),
      headers: error.headers,
    };
  }
  if (error instanceof RequestValidationError) {
    return reply(400, 'VALIDATION', error.message, { fields: issuesByField(error.issues) });
  }
  if (typeof error !== 'object' || error === null || isResponseSerializationError(error)) {
    return reply(500, 'INTERNAL', 'Something went wrong on the server');
  }
  const { code, statusCode } = error as { code?: unknown; statusCode?: unknown };
  const known = typeof code === 'string' ? fastifyCodes[code] : undefined;
  if (known) return reply(...known);
  if (typeof statusCode === 'number') {
    const mapped = statusCode >= 400 && statusCode < 500 ? codeByStatus[statusCode] : undefined;
    if (mapped) return reply(statusCode, mapped, error instanceof Error ? error.message : mapped);
  }
  return reply(500, 'INTERNAL', 'Something went wrong on the server');
}

/**
 * The one error handler. Every error leaves in the shape of `contract/errors.ts`; a 5xx is logged in
 * full and answered without details, since its message may hold SQL or paths.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error, request, replyTo) => {
    const described = describeError(error);
    if (described.status >= 500) request.log.error({ err: error }, 'request failed');
    void replyTo
      .code(described.status)
      .headers(described.headers ?? {})
      .send(described.body);
  });
}
