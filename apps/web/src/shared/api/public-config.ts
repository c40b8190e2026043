import { DEFAULT_LANGUAGE, type PublicConfig } from '@vi/contracts';
import { useEffect, useState } from 'react';
import { activeApplicantLanguage } from '../i18n/applicant-i18n';
import { httpClient } from './http-client';

/*
 * A hand-written check instead of PublicConfigSchema.parse: importing the zod schema pulls zod into the
 * initial bundle (about +53 KB gzip), and the onboarding route's budget is 150 KB. The shape is the
 * contract's PublicConfig (type-only import, erased at build).
 */
function isStringArray(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((item) => typeof item === 'string');
}

/** Absent (an older server), null (not configured) or a string. */
function isOptionalString(value: unknown): boolean {
  return value === undefined || value === null || typeof value === 'string';
}

export function isPublicConfig(value: unknown): value is PublicConfig {
  if (typeof value !== 'object' || value === null) return false;
  const config = value as Record<string, unknown>;
  const features = config.features as Record<string, unknown> | null | undefined;
  return (
    typeof config.productTitle === 'string' &&
    typeof config.buildTag === 'string' &&
    typeof config.supportContact === 'string' &&
    (config.jobseekerSiteUrl === null || typeof config.jobseekerSiteUrl === 'string') &&
    isStringArray(config.allowedEmbedOrigins) &&
    typeof features === 'object' &&
    features !== null &&
    typeof features.interview === 'boolean' &&
    typeof features.mobileBlur === 'boolean' &&
    isOptionalString(config.uiThemeStylesheetUrl) &&
    isOptionalString(config.uiThemeScriptUrl) &&
    isOptionalString(config.uiKitScriptUrl) &&
    isOptionalString(config.termsUrl) &&
    isOptionalString(config.privacyUrl)
  );
}

function toPublicConfig(data: unknown): PublicConfig {
  if (!isPublicConfig(data)) throw new Error('Invalid public config');
  return data;
}

let cached: Promise<PublicConfig> | undefined;

/** GET /api/v1/config once per page load; a failed fetch is forgotten so the next caller retries. */
export function fetchPublicConfig(): Promise<PublicConfig> {
  cached ??= httpClient.get<unknown>('/config').then(
    (response) => toPublicConfig(response.data),
    (error: unknown) => {
      cached = undefined;
      throw error;
    },
  );
  return cached;
}

/**
 * Where the consent's Terms of Use and Privacy Policy links lead: the company's own pages when configured,
 * otherwise the product's built-in ones (router paths, under the /v1 base). A built-in one names the
 * interview's interface language when it is not English (`?lang=es`): it opens in a new tab, which knows
 * nothing of the interview.
 */
export type LegalLink = { href: string; isExternal: boolean };

export function legalLinks(
  config: PublicConfig | undefined,
  language: string = activeApplicantLanguage(),
): { terms: LegalLink; privacy: LegalLink } {
  const query = language === DEFAULT_LANGUAGE ? '' : `?lang=${encodeURIComponent(language)}`;
  const pick = (url: string | null | undefined, builtIn: string): LegalLink =>
    url ? { href: url, isExternal: true } : { href: `${builtIn}${query}`, isExternal: false };
  return { terms: pick(config?.termsUrl, '/terms'), privacy: pick(config?.privacyUrl, '/privacy') };
}

/** For tests: drops the cached config. */
export function resetPublicConfigCache(): void {
  cached = undefined;
}

export type PublicConfigState =
  | { status: 'loading'; config: undefined }
  | { status: 'ready'; config: PublicConfig }
  | { status: 'error'; config: undefined };

export function usePublicConfig(): PublicConfigState {
  const [state, setState] = useState<PublicConfigState>({ status: 'loading', config: undefined });

  useEffect(() => {
    let isActive = true;
    fetchPublicConfig().then(
      (config) => {
        if (isActive) setState({ status: 'ready', config });
      },
      () => {
        if (isActive) setState({ status: 'error', config: undefined });
      },
    );
    return () => {
      isActive = false;
    };
  }, []);

  return state;
}
