import { describe, expect, it, vi } from 'vitest';
import {
  blurSupport,
  detectCanvasCapture,
  detectWebGL,
  isLegacyBrowser,
  parseUserAgent,
  type BlurSupportInput,
} from './blur-support';

const UA = {
  chrome69:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/69.0.3497.100 Safari/537.36',
  chrome70:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/70.0.3538.77 Safari/537.36',
  chrome131:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  headlessChrome:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36',
  edgeChromium:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36 Edg/120.0.2210.91',
  edge17:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/64.0.3282.140 Safari/537.36 Edge/17.17134',
  edge18:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/70.0.3538.102 Safari/537.36 Edge/18.19582',
  firefox64: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:64.0) Gecko/20100101 Firefox/64.0',
  firefox65: 'Mozilla/5.0 (X11; Ubuntu; Linux x86_64; rv:65.0) Gecko/20100101 Firefox/65.0',
  safari11:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_13_6) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/11.1.2 Safari/605.1.15',
  safari17:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Safari/605.1.15',
  iosSafari11:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 11_0 like Mac OS X) AppleWebKit/604.1.38 (KHTML, like Gecko) Version/11.0 Mobile/15A372 Safari/604.1',
  iosChrome:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/119.0.6045.109 Mobile/15E148 Safari/604.1',
  iosFirefox:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) FxiOS/120.0 Mobile/15E148 Safari/605.1.15',
  opera:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/119.0.0.0 Safari/537.36 OPR/105.0.0.0',
  samsung:
    'Mozilla/5.0 (Linux; Android 13; SM-S908B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/23.0 Chrome/115.0.0.0 Mobile Safari/537.36',
  ie11: 'Mozilla/5.0 (Windows NT 10.0; WOW64; Trident/7.0; rv:11.0) like Gecko',
  ie10: 'Mozilla/5.0 (compatible; MSIE 10.0; Windows NT 6.2; Trident/6.0)',
  jsdom: 'Mozilla/5.0 (linux) AppleWebKit/537.36 (KHTML, like Gecko) jsdom/29.1.1',
} as const;

describe('parseUserAgent', () => {
  it.each([
    [UA.chrome131, 'chrome', 131],
    [UA.headlessChrome, 'chrome', 131],
    [UA.edgeChromium, 'chrome', 120],
    [UA.edge17, 'edge-legacy', 17],
    [UA.firefox64, 'firefox', 64],
    [UA.safari11, 'safari', 11],
    [UA.iosSafari11, 'safari', 11],
    [UA.iosChrome, 'chrome', 119],
    [UA.iosFirefox, 'firefox', 120],
    [UA.opera, 'chrome', 119],
    [UA.samsung, 'chrome', 115],
    [UA.ie11, 'ie', 11],
    [UA.ie10, 'ie', 10],
    [UA.jsdom, 'other', undefined],
    ['', 'other', undefined],
  ])('%s → %s %s', (ua, family, major) => {
    expect(parseUserAgent(ua)).toEqual({ family, major });
  });
});

describe('isLegacyBrowser', () => {
  it.each([
    [UA.chrome69, true],
    [UA.chrome70, false],
    [UA.firefox64, true],
    [UA.firefox65, false],
    [UA.safari11, true],
    [UA.iosSafari11, true],
    [UA.safari17, false],
    [UA.edge17, true],
    [UA.edge18, false],
    [UA.edgeChromium, false],
    [UA.ie11, true],
    [UA.ie10, true],
    [UA.iosChrome, false],
    [UA.jsdom, false],
  ])('%s → %s', (ua, legacy) => {
    expect(isLegacyBrowser(ua)).toBe(legacy);
  });
});

describe('blurSupport', () => {
  const ok: BlurSupportInput = {
    width: 831,
    hasWebGL: true,
    hasCanvasCapture: true,
    userAgent: UA.chrome131,
    modelLoaded: true,
  };

  it('is supported when every condition holds (831 px is wide enough)', () => {
    expect(blurSupport(ok)).toEqual({ supported: true });
  });

  it('lets narrow screens blur only when the mobile blur flag is on', () => {
    expect(blurSupport({ ...ok, width: 375, mobileBlur: true })).toEqual({ supported: true });
    expect(blurSupport({ ...ok, width: 375, mobileBlur: false })).toEqual({
      supported: false,
      reason: 'narrow-viewport',
    });
  });

  it.each<[Partial<BlurSupportInput>, string]>([
    [{ width: 830 }, 'narrow-viewport'],
    [{ width: Number.NaN }, 'narrow-viewport'],
    [{ hasWebGL: false }, 'no-webgl'],
    [{ hasCanvasCapture: false }, 'no-canvas-capture'],
    [{ userAgent: UA.ie11 }, 'legacy-browser'],
    [{ userAgent: UA.firefox64 }, 'legacy-browser'],
    [{ modelLoaded: false }, 'model-not-loaded'],
  ])('fails on %o with %s', (override, reason) => {
    expect(blurSupport({ ...ok, ...override })).toEqual({ supported: false, reason });
  });
});

describe('capability probes', () => {
  it('detectWebGL is false when no context can be made and true when one can', () => {
    const none = { createElement: () => ({ getContext: () => null }) } as unknown as Document;
    const loseContext = vi.fn();
    const gl = {
      createElement: () => ({
        getContext: () => ({ getExtension: () => ({ loseContext }) }),
      }),
    } as unknown as Document;
    const throwing = {
      createElement: () => {
        throw new Error('blocked');
      },
    } as unknown as Document;
    expect(detectWebGL(none)).toBe(false);
    expect(detectWebGL(gl)).toBe(true);
    expect(loseContext).toHaveBeenCalledOnce();
    expect(detectWebGL(throwing)).toBe(false);
  });

  it('detectCanvasCapture looks for HTMLCanvasElement.prototype.captureStream', () => {
    class WithCapture {
      captureStream() {
        return undefined;
      }
    }
    expect(detectCanvasCapture({ HTMLCanvasElement: WithCapture } as unknown as typeof globalThis)).toBe(
      true,
    );
    expect(detectCanvasCapture({} as unknown as typeof globalThis)).toBe(false);
  });
});
