import { useEffect } from 'react';
import { usePublicConfig } from '../../shared/api/public-config';
import { findStoredIframeToken } from '../../shared/storage/iframe-token';
import { findHostOrigin, isInIframe, listenForAuthToken, requestAuthToken } from './iframe';
import { useIframeHeight } from './use-iframe-height';

function IframeBridge() {
  const { config } = usePublicConfig();
  const allowedOrigins = config?.allowedEmbedOrigins;
  useIframeHeight(allowedOrigins);

  useEffect(() => {
    if (allowedOrigins === undefined) return undefined;
    const stopListening = listenForAuthToken(allowedOrigins);
    if (findStoredIframeToken() === undefined) {
      requestAuthToken(findHostOrigin(document.referrer, allowedOrigins));
    }
    return stopListening;
  }, [allowedOrigins]);

  return null;
}

/** Mounted once at the root: does nothing (and fetches nothing) unless the app runs inside an iframe. */
export function EmbeddingBridge() {
  return isInIframe() ? <IframeBridge /> : null;
}
