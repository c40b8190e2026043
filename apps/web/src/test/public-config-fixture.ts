import type { PublicConfig } from '@vi/contracts';
import { vi } from 'vitest';
import { httpClient } from '../shared/api/http-client';
import { resetPublicConfigCache } from '../shared/api/public-config';

export function createPublicConfig(overrides: Partial<PublicConfig> = {}): PublicConfig {
  return {
    productTitle: 'Acme Careers',
    buildTag: 'v1.4.1a',
    supportContact: 'help@example.test',
    jobseekerSiteUrl: 'https://jobs.example.test/register',
    allowedEmbedOrigins: ['https://host.example.test'],
    features: { interview: false, mobileBlur: false },
    ...overrides,
  };
}

/** Serves `config` from GET /config through the real http client; returns the spy. */
export function mockPublicConfig(config: PublicConfig = createPublicConfig()) {
  resetPublicConfigCache();
  return vi.spyOn(httpClient, 'get').mockResolvedValue({ data: config });
}
