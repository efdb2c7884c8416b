// Kept apart from the zod schema of errors.ts: the sign-in page needs the codes and not zod.

/**
 * Every error the API answers with. The client translates by `code`; `message` is English and meant
 * for logs and developers.
 */
export const errorCodes = [
  'VALIDATION', // 400, with `fields`
  'INVALID_JSON', // 400
  'UNAUTHENTICATED', // 401
  'INVALID_CREDENTIALS', // 401 on sign-in
  'FORBIDDEN', // 403, with `permission` or `location`
  'NOT_FOUND', // 404: a row
  'ROUTE_NOT_FOUND', // 404: a path
  'METHOD_NOT_ALLOWED', // 405
  'VERSION_CONFLICT', // 409, with `current`
  'DUPLICATE', // 409: a unique value already used
  'IN_USE', // 409: a delete of a row others still refer to, with `used_by`
  'ID_REUSED', // 409: the id of a recorded fact (an invoice) sent again with other content
  'INVALID_STATUS_CHANGE', // 409: a status an entry cannot move to from where it is
  'INVALID_TRANSITION', // 409: a supply document's status change no longer possible (issue 10)
  'INVOICE_DIFFERENCES', // 409: approving a supplier invoice that differs from its order, with `differences`
  'COUNT_CLOSED', // 409: an inventory count is approved, nothing of it changes any more
  'UNRESOLVED_ENTRIES', // 409: approving a count whose double counts are not settled, with `unresolved`
  'PAYLOAD_TOO_LARGE', // 413
  'UNSUPPORTED_MEDIA_TYPE', // 415
  'IDEMPOTENCY_KEY_REUSED', // 422
  'UNPROCESSABLE', // 422
  'RATE_LIMITED', // 429
  'REGISTRATION_CLOSED', // 403
  'NOT_CONFIGURED', // 503: something the call needs is not set up on the server (a key, a service)
  'SERVICE_UNAVAILABLE', // 502: a service the call needs (the card payment service) failed or is down
  'INTERNAL', // 500, details hidden
] as const;
export type ErrorCode = (typeof errorCodes)[number];
