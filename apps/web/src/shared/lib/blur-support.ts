import { MOBILE_THRESHOLD_PX } from './ui-limits';

export type BlurUnsupportedReason =
  'narrow-viewport' | 'no-webgl' | 'no-canvas-capture' | 'legacy-browser' | 'model-not-loaded';

export type BlurSupport = { supported: true } | { supported: false; reason: BlurUnsupportedReason };

export type BlurSupportInput = {
  width: number;
  hasWebGL: boolean;
  hasCanvasCapture: boolean;
  userAgent: string;
  modelLoaded: boolean;
  /** Spec §9 feature flag: when on, narrow (mobile) screens may blur too. Off in this build. */
  mobileBlur?: boolean;
};

export type BrowserFamily = 'ie' | 'edge-legacy' | 'chrome' | 'firefox' | 'safari' | 'other';
export type BrowserInfo = { family: BrowserFamily; major: number | undefined };

// Spec §5: below these major versions a browser is legacy for blur; IE is legacy at any version.
const MIN_MAJOR: Record<Exclude<BrowserFamily, 'ie' | 'other'>, number> = {
  chrome: 70,
  firefox: 65,
  safari: 12,
  'edge-legacy': 18,
};

function majorOf(userAgent: string, pattern: RegExp): number | undefined {
  const match = pattern.exec(userAgent);
  const digits = match?.[1];
  return digits === undefined ? undefined : Number.parseInt(digits, 10);
}

/**
 * Order matters: every Chromium and EdgeHTML UA also says "Safari/", EdgeHTML also says "Chrome/", and
 * iOS browsers are WebKit under their own tokens (CriOS, FxiOS, EdgiOS), so the most specific token wins.
 */
export function parseUserAgent(userAgent: string): BrowserInfo {
  const ua = userAgent;
  if (/MSIE \d|Trident\//.test(ua)) return { family: 'ie', major: majorOf(ua, /(?:MSIE |rv:)(\d+)/) };
  if (/\bEdge\/\d/.test(ua)) return { family: 'edge-legacy', major: majorOf(ua, /\bEdge\/(\d+)/) };
  if (/\bFxiOS\/\d/.test(ua)) return { family: 'firefox', major: majorOf(ua, /\bFxiOS\/(\d+)/) };
  if (/\bCriOS\/\d/.test(ua)) return { family: 'chrome', major: majorOf(ua, /\bCriOS\/(\d+)/) };
  if (/\bFirefox\/\d/.test(ua)) return { family: 'firefox', major: majorOf(ua, /\bFirefox\/(\d+)/) };
  // Edg/, OPR/, SamsungBrowser/ and the like carry the Chromium version in Chrome/.
  // HeadlessChrome (automation) has no word boundary before "Chrome".
  if (/(?:\b|Headless)(?:Chrome|Chromium)\/\d/.test(ua)) {
    return { family: 'chrome', major: majorOf(ua, /(?:\b|Headless)(?:Chrome|Chromium)\/(\d+)/) };
  }
  if (/\bSafari\/\d/.test(ua) && /\bVersion\/\d/.test(ua)) {
    return { family: 'safari', major: majorOf(ua, /\bVersion\/(\d+)/) };
  }
  return { family: 'other', major: undefined };
}

/** Unknown browsers and unparsable versions are not called legacy: the capability checks still guard them. */
export function isLegacyBrowser(userAgent: string): boolean {
  const { family, major } = parseUserAgent(userAgent);
  if (family === 'ie') return true;
  if (family === 'other' || major === undefined) return false;
  return major < MIN_MAJOR[family];
}

/** Every condition of spec §5 must hold; the first failing one is reported so it can be logged. */
export function blurSupport(input: BlurSupportInput): BlurSupport {
  if (input.mobileBlur !== true && !(input.width >= MOBILE_THRESHOLD_PX))
    return { supported: false, reason: 'narrow-viewport' };
  if (!input.hasWebGL) return { supported: false, reason: 'no-webgl' };
  if (!input.hasCanvasCapture) return { supported: false, reason: 'no-canvas-capture' };
  if (isLegacyBrowser(input.userAgent)) return { supported: false, reason: 'legacy-browser' };
  if (!input.modelLoaded) return { supported: false, reason: 'model-not-loaded' };
  return { supported: true };
}

/** Probes WebGL with a throwaway canvas; a browser may expose the API yet refuse a context (blocklisted GPU). */
export function detectWebGL(doc: Document = document): boolean {
  try {
    const canvas = doc.createElement('canvas');
    const gl = canvas.getContext('webgl2') ?? canvas.getContext('webgl');
    // Browsers cap live WebGL contexts; give the probe's back now rather than at garbage collection.
    gl?.getExtension('WEBGL_lose_context')?.loseContext();
    return gl !== null;
  } catch {
    return false;
  }
}

export function detectCanvasCapture(win: typeof globalThis = globalThis): boolean {
  const canvas = (win as { HTMLCanvasElement?: typeof HTMLCanvasElement }).HTMLCanvasElement;
  return canvas !== undefined && typeof canvas.prototype.captureStream === 'function';
}
