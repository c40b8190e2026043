import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';

export type Method = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface CallOptions {
  /** Sent as `Authorization: Bearer …`. Omitted: the caller's default token, if any; null or '': none. */
  token?: string | null;
  /** The request body (an object goes as JSON); omitted: no body. */
  body?: unknown;
  /** More request headers, e.g. If-None-Match or a client address. */
  headers?: Record<string, string>;
}

export type Call = (method: Method, url: string, options?: CallOptions) => Promise<LightMyRequestResponse>;

/**
 * One request to the API (`/api/v1` + url) through Fastify's inject, no socket. The app and the default
 * token are read at each call, because a test file creates both in beforeAll, after `call` is made.
 */
export function createCall(
  app: () => FastifyInstance,
  defaults: { token?: () => string | undefined } = {},
): Call {
  return (method, url, options = {}) => {
    const token = options.token === undefined ? defaults.token?.() : options.token;
    return app().inject({
      method,
      url: `/api/v1${url}`,
      headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...options.headers },
      ...(options.body === undefined ? {} : { payload: options.body as InjectOptions['payload'] }),
    });
  };
}
