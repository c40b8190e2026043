import { describe, expect, it } from 'vitest';
import { redactSharedTokens } from './redact.js';

describe('log redaction', () => {
  it('hides share link tokens in API and page addresses, and nothing else', () => {
    const token = 'Zm9vYmFyYmF6cXV4Zm9vYmFyYmF6cXV4Zm9vYmFyYmE';
    expect(redactSharedTokens(`/api/v1/shared/${token}`)).toBe('/api/v1/shared/[redacted]');
    expect(redactSharedTokens(`/api/v1/shared/${token}/media/a1/video?x=1`)).toBe(
      '/api/v1/shared/[redacted]/media/a1/video?x=1',
    );
    expect(redactSharedTokens(`/v1/shared/${token}?utm=1`)).toBe('/v1/shared/[redacted]?utm=1');
    expect(redactSharedTokens('/api/v1/interviews/abc')).toBe('/api/v1/interviews/abc');
    expect(redactSharedTokens(`{"url":"https://x.test/v1/shared/${token}"}`)).toBe(
      '{"url":"https://x.test/v1/shared/[redacted]"}',
    );
  });
});
