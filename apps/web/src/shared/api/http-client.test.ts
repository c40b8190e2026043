import { createServer, type Server } from 'node:http';
import { type AddressInfo } from 'node:net';
import { CSRF_COOKIE, CSRF_HEADER, MESSAGES } from '@vi/contracts';
import { AxiosError, CanceledError, type InternalAxiosRequestConfig } from 'axios';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE_URL, errorMessage, httpClient, setAuthToken } from './http-client';

let server: Server;
let origin = '';

beforeAll(async () => {
  server = createServer((request, response) => {
    if (request.url === '/api/v1/slow') return; // never answers: the time-out case
    if (request.url === '/api/v1/with-message') {
      response.writeHead(404, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ message: MESSAGES.noApplication }));
      return;
    }
    if (request.url === '/api/v1/headers') {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify(request.headers));
      return;
    }
    response.writeHead(500, { 'content-type': 'text/plain' });
    response.end('boom');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

afterEach(() => {
  setAuthToken(null);
});

// Node's http adapter reaches the local server without jsdom's cross-origin rules; no network leaves the host.
function local(path: string, extra: { timeout?: number } = {}) {
  return httpClient.get(path, { adapter: 'http', baseURL: `${origin}${API_BASE_URL}`, ...extra });
}

async function failureOf(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected the request to fail');
}

describe('httpClient defaults', () => {
  it('targets /api/v1 with no time-out, credentials and the anti-forgery cookie/header', () => {
    expect(httpClient.defaults.baseURL).toBe('/api/v1');
    expect(httpClient.defaults.timeout).toBe(0);
    expect(httpClient.defaults.withCredentials).toBe(true);
    expect(httpClient.defaults.xsrfCookieName).toBe(CSRF_COOKIE);
    expect(httpClient.defaults.xsrfHeaderName).toBe(CSRF_HEADER);
  });

  it('sends the anti-forgery cookie value as the header on same-origin requests', async () => {
    document.cookie = `${CSRF_COOKIE}=csrf-value; path=/`;
    let sent: Headers | undefined;
    // axios copies the cookie into the header while resolving the request; a stubbed fetch sees the result.
    const fetchStub = (input: RequestInfo | URL, init?: RequestInit) => {
      sent = input instanceof Request ? input.headers : new Headers(init?.headers);
      return Promise.resolve(new Response('null', { status: 200 }));
    };
    try {
      // Node's Request cannot parse a relative URL, so the page's own origin is spelled out.
      await httpClient.post(
        '/interview/x',
        {},
        {
          adapter: 'fetch',
          baseURL: `${window.location.origin}${API_BASE_URL}`,
          env: { fetch: fetchStub },
        },
      );
    } finally {
      document.cookie = `${CSRF_COOKIE}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
    }
    expect(sent?.get(CSRF_HEADER)).toBe('csrf-value');
  });
});

describe('setAuthToken', () => {
  it('adds Authorization Bearer and X-Iframe-Token to later requests and removes them on null', async () => {
    setAuthToken('a.b.c');
    const withToken = await local('/headers');
    expect(withToken.data).toMatchObject({ authorization: 'Bearer a.b.c', 'x-iframe-token': 'a.b.c' });

    setAuthToken(null);
    const without = await local('/headers');
    expect(without.data).not.toHaveProperty('authorization');
    expect(without.data).not.toHaveProperty('x-iframe-token');
  });
});

describe('errorMessage', () => {
  it("prefers the server's {message}", async () => {
    expect(errorMessage(await failureOf(local('/with-message')))).toBe(MESSAGES.noApplication);
  });

  it("falls back to axios' status text", async () => {
    expect(errorMessage(await failureOf(local('/plain-500')))).toBe('Request failed with status code 500');
  });

  it("gives axios' time-out text", async () => {
    expect(errorMessage(await failureOf(local('/slow', { timeout: 50 })))).toBe('timeout of 50ms exceeded');
  });

  it('passes through "Network Error" and other axios messages', () => {
    expect(errorMessage(new AxiosError('Network Error', AxiosError.ERR_NETWORK))).toBe('Network Error');
    expect(errorMessage(new AxiosError('Request aborted', AxiosError.ECONNABORTED))).toBe('Request aborted');
  });

  it('ignores an empty server message', () => {
    const error = new AxiosError('Request failed with status code 400', AxiosError.ERR_BAD_REQUEST);
    error.response = {
      data: { message: '  ' },
      status: 400,
      statusText: 'Bad Request',
      headers: {},
      config: { headers: {} } as InternalAxiosRequestConfig,
    };
    expect(errorMessage(error)).toBe('Request failed with status code 400');
  });

  it('handles cancellations, plain errors and non-errors', () => {
    expect(errorMessage(new CanceledError())).toBe('canceled');
    expect(errorMessage(new Error('Unable to play audio.'))).toBe('Unable to play audio.');
    expect(errorMessage('weird')).toBe(MESSAGES.somethingWentWrong);
    expect(errorMessage(undefined, 'Custom')).toBe('Custom');
  });
});
