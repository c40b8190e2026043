import { delay, http, HttpResponse, type JsonBodyType, type PathParams } from 'msw';
import { takeFormBody } from './form-bodies';
import { api, server } from './server';

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** What a handler received, kept for the test to assert on (the network-level twin of a mock's calls). */
export type RecordedRequest = {
  /** 0 for the first request this handler answered, 1 for the next…: for answers that change per call. */
  index: number;
  method: string;
  /** The path under the API base, as the API modules write it: '/company/1/interviews'. */
  path: string;
  /** The query string, one entry per name (the last value wins). */
  query: Record<string, string>;
  /** Path parameters of the pattern (':id'). */
  params: PathParams;
  /** Parsed JSON, FormData for a multipart body, the text otherwise, undefined when there was none. */
  body: unknown;
  headers: Headers;
};

const ERROR = Symbol('api error');
type ApiError = { [ERROR]: true; status: number; body: JsonBodyType };

/** An answer with a failure status and the server's `{message}` shape, for mockApi's response argument. */
export function apiError(status: number, body: JsonBodyType = { message: 'server text' }): ApiError {
  return { [ERROR]: true, status, body };
}

/** A request that never reaches the server, as axios reports a dropped connection ("Network Error"). */
export const networkError = Symbol('network error');

type Answer = JsonBodyType | ApiError | typeof networkError | Response | undefined;
type Resolver = (request: RecordedRequest) => Answer | Promise<Answer>;
export type ApiResponse = Answer | Resolver;

function isResolver(response: ApiResponse): response is Resolver {
  return typeof response === 'function';
}

export type MockApiOptions = {
  /** Answer only the next matching request, then fall back to the handler added before this one. */
  once?: boolean;
  /** Milliseconds to wait before answering, or 'infinite' to keep the request pending. */
  delay?: number | 'infinite';
};

export type MockedEndpoint = {
  /** Every request this handler answered, oldest first. */
  calls: RecordedRequest[];
  /** The latest request, or undefined when none came. */
  last: () => RecordedRequest | undefined;
};

async function readBody(request: Request): Promise<unknown> {
  const type = request.headers.get('content-type') ?? '';
  if (type.includes('multipart/form-data')) return takeFormBody(request) ?? request.formData();
  const text = await request.text();
  if (text === '') return undefined;
  if (type.includes('json')) return JSON.parse(text) as unknown;
  return text;
}

function toResponse(answer: Answer): Response {
  if (answer instanceof Response) return answer;
  if (answer === networkError) return HttpResponse.error();
  if (typeof answer === 'object' && answer !== null && ERROR in answer) {
    return HttpResponse.json(answer.body, { status: answer.status });
  }
  // 204 for a call whose caller ignores the answer (deletes, retries).
  if (answer === undefined) return new HttpResponse(null, { status: 204 });
  return HttpResponse.json(answer);
}

/**
 * Answers `method path` (under the API base; msw patterns such as ':id' allowed, the query string is not
 * part of the match) with `response`: data served as JSON, apiError(), networkError, a Response, or a
 * function of the recorded request. Added in front of earlier handlers, so a later call overrides an
 * earlier one for the rest of the test, and everything is removed after the test.
 */
export function mockApi(
  method: Method,
  path: string,
  response: ApiResponse,
  options: MockApiOptions = {},
): MockedEndpoint {
  const calls: RecordedRequest[] = [];
  const handler = http[method](
    api(path),
    async ({ request, params }) => {
      const url = new URL(request.url);
      const recorded: RecordedRequest = {
        index: calls.length,
        method: request.method,
        path: url.pathname.startsWith(api('')) ? url.pathname.slice(api('').length) : url.pathname,
        query: Object.fromEntries(url.searchParams),
        params,
        body: await readBody(request),
        headers: request.headers,
      };
      calls.push(recorded);
      if (options.delay !== undefined) await delay(options.delay);
      return toResponse(isResolver(response) ? await response(recorded) : response);
    },
    { once: options.once ?? false },
  );
  server.use(handler);
  return { calls, last: () => calls.at(-1) };
}

/** A recorded multipart body as [name, value] pairs, a file given by its name: easy to compare whole. */
export function formFields(body: unknown): [string, string][] {
  if (!(body instanceof FormData)) throw new Error('the request had no multipart body');
  return [...body.entries()].map(([name, value]) => [name, typeof value === 'string' ? value : value.name]);
}

/**
 * Asserts that nothing reached the endpoint, after giving a request the app might have started time to
 * arrive: axios sends asynchronously, so checking at once would pass even if a call were on its way.
 */
export async function expectNoRequests(endpoint: MockedEndpoint, waitMs = 50): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, waitMs));
  if (endpoint.calls.length > 0) {
    const sent = endpoint.calls.map((call) => `${call.method} ${call.path}`).join(', ');
    throw new Error(`Expected no request, but the handler received: ${sent}`);
  }
}
