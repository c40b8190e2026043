import { useEffect } from 'react';
import { findHostOrigin, isInIframe, postToHost } from './iframe';

function measureHeight(): number {
  return Math.ceil(document.documentElement.scrollHeight);
}

/**
 * Spec §6: the host page receives `{type:'IFRAME_HEIGHT', height}` on every size change. Nothing is
 * posted outside an iframe or when the host (from document.referrer) is not an allowed origin.
 */
export function useIframeHeight(allowedOrigins: readonly string[] | undefined): void {
  useEffect(() => {
    if (allowedOrigins === undefined || !isInIframe()) return undefined;
    const targetOrigin = findHostOrigin(document.referrer, allowedOrigins);
    if (targetOrigin === undefined || typeof ResizeObserver === 'undefined') return undefined;

    let lastHeight: number | undefined;
    function report() {
      const height = measureHeight();
      if (height === lastHeight) return;
      lastHeight = height;
      postToHost({ type: 'IFRAME_HEIGHT', height }, targetOrigin);
    }

    const observer = new ResizeObserver(report);
    observer.observe(document.documentElement);
    report();
    return () => {
      observer.disconnect();
    };
  }, [allowedOrigins]);
}
