import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createPublicConfig, mockPublicConfig } from '../../test/public-config-fixture';
import { httpClient } from './http-client';
import {
  fetchPublicConfig,
  isPublicConfig,
  legalLinks,
  resetPublicConfigCache,
  usePublicConfig,
} from './public-config';

describe('public config', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    resetPublicConfigCache();
  });

  it('fetches /config once and serves later callers from memory', async () => {
    const get = mockPublicConfig();

    const first = await fetchPublicConfig();
    const second = await fetchPublicConfig();

    expect(get).toHaveBeenCalledTimes(1);
    expect(get).toHaveBeenCalledWith('/config');
    expect(second).toBe(first);
    expect(first.productTitle).toBe('Acme Careers');
  });

  it('forgets a failed fetch so the next call retries', async () => {
    const get = vi.spyOn(httpClient, 'get').mockRejectedValueOnce(new Error('Network Error'));
    get.mockResolvedValueOnce({ data: createPublicConfig() });

    await expect(fetchPublicConfig()).rejects.toThrow('Network Error');
    await expect(fetchPublicConfig()).resolves.toMatchObject({ supportContact: 'help@example.test' });
    expect(get).toHaveBeenCalledTimes(2);
  });

  it('rejects a response that is not a config', async () => {
    vi.spyOn(httpClient, 'get').mockResolvedValue({ data: { productTitle: 1 } });

    await expect(fetchPublicConfig()).rejects.toThrow();
  });

  it('usePublicConfig goes from loading to ready', async () => {
    mockPublicConfig();

    const { result } = renderHook(() => usePublicConfig());

    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(result.current.config?.productTitle).toBe('Acme Careers');
  });

  it('usePublicConfig reports an error', async () => {
    vi.spyOn(httpClient, 'get').mockRejectedValue(new Error('Network Error'));

    const { result } = renderHook(() => usePublicConfig());

    await waitFor(() => expect(result.current.status).toBe('error'));
  });

  it('accepts terms and privacy addresses that are absent, null or strings, and nothing else', () => {
    expect(isPublicConfig(createPublicConfig())).toBe(true);
    expect(isPublicConfig(createPublicConfig({ termsUrl: null, privacyUrl: null }))).toBe(true);
    expect(isPublicConfig(createPublicConfig({ termsUrl: 'https://acme.test/terms' }))).toBe(true);
    expect(isPublicConfig({ ...createPublicConfig(), privacyUrl: 42 })).toBe(false);
  });

  it('legalLinks leads to the company pages when configured, else to the built-in pages', () => {
    expect(legalLinks(undefined)).toEqual({
      terms: { href: '/terms', isExternal: false },
      privacy: { href: '/privacy', isExternal: false },
    });
    expect(legalLinks(createPublicConfig({ termsUrl: 'https://acme.test/terms', privacyUrl: null }))).toEqual(
      {
        terms: { href: 'https://acme.test/terms', isExternal: true },
        privacy: { href: '/privacy', isExternal: false },
      },
    );
    expect(
      legalLinks(createPublicConfig({ termsUrl: '', privacyUrl: 'https://acme.test/p' })).privacy,
    ).toEqual({
      href: 'https://acme.test/p',
      isExternal: true,
    });
  });

  it("legalLinks names the interview's language on the built-in pages, which open in a new tab", () => {
    expect(legalLinks(undefined, 'de')).toEqual({
      terms: { href: '/terms?lang=de', isExternal: false },
      privacy: { href: '/privacy?lang=de', isExternal: false },
    });
    expect(legalLinks(createPublicConfig({ termsUrl: 'https://acme.test/terms' }), 'pt-BR').terms).toEqual({
      href: 'https://acme.test/terms',
      isExternal: true,
    });
    expect(legalLinks(undefined, 'en').terms.href).toBe('/terms');
  });
});
