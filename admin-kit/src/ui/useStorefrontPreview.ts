import { useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { adminConfig } from '../config';

/** Where the gateway serves the storefront cart's preview page (storefront-cart/src/preview). */
export const storefrontPreviewUrl = (gatewayUrl: string): string => `${gatewayUrl}/storefront/preview.html`;

/**
 * Drives the storefront cart's preview page in an iframe: waits for its CARTLIFT_PREVIEW_READY (from that frame only),
 * then posts `message` to the preview's origin whenever it changes, so every edit shows without a reload.
 */
export function useStorefrontPreview(message: unknown): { ref: RefObject<HTMLIFrameElement>; src: string } {
  const ref = useRef<HTMLIFrameElement>(null);
  const [ready, setReady] = useState(false);
  const src = useMemo(() => storefrontPreviewUrl(adminConfig().gatewayUrl), []);
  const origin = useMemo(() => new URL(src, window.location.href).origin, [src]);

  useEffect(() => {
    const onMessage = (e: MessageEvent) => {
      if (e.source === ref.current?.contentWindow && (e.data as { type?: unknown })?.type === 'CARTLIFT_PREVIEW_READY') setReady(true);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, []);

  useEffect(() => {
    if (ready) ref.current?.contentWindow?.postMessage(message, origin);
  }, [ready, message, origin]);

  return { ref, src };
}
