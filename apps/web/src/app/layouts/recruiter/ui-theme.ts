import type { PublicConfig } from '@vi/contracts';
import { useEffect, useState } from 'react';

/*
 * The external UI theme platform (spec: recruiter navigation bar and footer). Its stylesheet and scripts
 * come from the public configuration; the scripts are expected to define the two custom elements below
 * (decision 0011). Anything else (not configured, a script that fails, elements that never appear) falls
 * back to our own navigation bar and footer.
 */
export const THEME_NAVBAR_TAG = 'theme-navbar';
export const THEME_FOOTER_TAG = 'theme-footer';

type UiThemeAssets = { stylesheetUrl: string | null; scriptUrls: string[] };

export function uiThemeAssets(config: PublicConfig | undefined): UiThemeAssets | null {
  if (config === undefined) return null;
  // The kit first: theme components are built on it.
  const scriptUrls = [config.uiKitScriptUrl, config.uiThemeScriptUrl].filter(
    (url): url is string => typeof url === 'string' && url !== '',
  );
  if (scriptUrls.length === 0) return null;
  const stylesheetUrl = config.uiThemeStylesheetUrl ?? null;
  return { stylesheetUrl: stylesheetUrl === '' ? null : stylesheetUrl, scriptUrls };
}

type UiThemeStatus = 'off' | 'loading' | 'ready' | 'failed';

const scriptLoads = new Map<string, Promise<void>>();

/** Each script is added once per page: scripts cannot be unloaded, and defining an element twice throws. */
function loadScript(url: string): Promise<void> {
  let load = scriptLoads.get(url);
  if (load === undefined) {
    load = new Promise<void>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = url;
      script.async = false;
      script.dataset.uiTheme = 'true';
      script.addEventListener('load', () => resolve());
      script.addEventListener('error', () => reject(new Error(`UI theme script failed to load: ${url}`)));
      document.head.append(script);
    });
    // A failed load may succeed on the next visit to the recruiter area.
    load.catch(() => scriptLoads.delete(url));
    scriptLoads.set(url, load);
  }
  return load;
}

/** For tests: forget which scripts were added. */
export function resetUiThemeScripts(): void {
  scriptLoads.clear();
}

function areThemeElementsDefined(): boolean {
  return (
    customElements.get(THEME_NAVBAR_TAG) !== undefined && customElements.get(THEME_FOOTER_TAG) !== undefined
  );
}

/**
 * Loads the theme when configured. The stylesheet belongs to the recruiter area only and leaves with it;
 * `configReady` false means the configuration is still loading.
 */
export function useUiTheme(configReady: boolean, assets: UiThemeAssets | null): UiThemeStatus {
  const [outcome, setOutcome] = useState<{ key: string; status: 'ready' | 'failed' } | null>(null);
  const stylesheetUrl = assets?.stylesheetUrl ?? null;
  const scriptKey = assets?.scriptUrls.join('\n') ?? '';

  useEffect(() => {
    if (!configReady || scriptKey === '') return;
    let isActive = true;
    let link: HTMLLinkElement | undefined;
    if (stylesheetUrl !== null) {
      link = document.createElement('link');
      link.rel = 'stylesheet';
      link.href = stylesheetUrl;
      link.dataset.uiTheme = 'true';
      document.head.append(link);
    }
    const settle = (status: 'ready' | 'failed') => {
      if (!isActive) return;
      // Without its elements the theme's styles would only restyle our own bars.
      if (status === 'failed') link?.remove();
      setOutcome({ key: scriptKey, status });
    };
    Promise.all(scriptKey.split('\n').map(loadScript)).then(
      () => settle(areThemeElementsDefined() ? 'ready' : 'failed'),
      () => settle('failed'),
    );
    return () => {
      isActive = false;
      link?.remove();
    };
  }, [configReady, stylesheetUrl, scriptKey]);

  if (!configReady) return 'loading';
  if (scriptKey === '') return 'off';
  return outcome?.key === scriptKey ? outcome.status : 'loading';
}
