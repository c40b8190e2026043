import { ErrorResponseSchema } from '@vi/contracts';

/**
 * A route's error replies that share one body schema, for its `response` map: `errorResponses(400, 401, 403)`.
 * The codes stay literal types, so the type provider still knows each reply a handler may send.
 */
export function errorResponsesOf<S, const C extends number>(schema: S, ...codes: C[]): Record<C, S> {
  return Object.fromEntries(codes.map((code) => [code, schema])) as Record<C, S>;
}

/** The common case: every listed code answers with the shared error body (ErrorResponseSchema). */
export const errorResponses = <const C extends number>(...codes: C[]) =>
  errorResponsesOf(ErrorResponseSchema, ...codes);
