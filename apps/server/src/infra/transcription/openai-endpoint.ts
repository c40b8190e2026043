/**
 * Settings may name the service's base (`https://api.openai.com`, `http://whisper:8000/v1`) or the
 * endpoint itself; both lead to the same URL.
 */
export function openAiEndpoint(base: string, endpoint: '/audio/transcriptions' | '/audio/speech'): string {
  const url = new URL(base);
  const pathname = url.pathname.replace(/\/+$/, '');
  if (!pathname.endsWith(endpoint)) {
    url.pathname = pathname.endsWith('/v1') ? `${pathname}${endpoint}` : `${pathname}/v1${endpoint}`;
  }
  return url.toString();
}

/** An OpenAI-compatible service answered with an error status. */
export class OpenAiHttpError extends Error {
  override name = 'OpenAiHttpError';
  constructor(
    readonly status: number,
    detail: string,
  ) {
    super(`speech service answered ${status}${detail ? `: ${detail}` : ''}`);
  }
}

/** The start of an error body, for logs: services explain what they refused there. */
export async function errorDetail(response: Response): Promise<string> {
  const text = await response.text().catch(() => '');
  return text.replace(/\s+/g, ' ').trim().slice(0, 300);
}
