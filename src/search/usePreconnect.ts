import { useEffect } from 'react';

/**
 * Opens the connection to a search host once the browser is idle, so the first
 * query does not wait for DNS and TLS. Does nothing for the site's own index.
 */
export function usePreconnect(origin: string | null) {
  useEffect(() => {
    if (!origin || document.head.querySelector(`link[rel="preconnect"][href="${origin}"]`)) return;
    const add = () => {
      const link = document.createElement('link');
      link.rel = 'preconnect';
      link.href = origin;
      link.crossOrigin = 'anonymous';
      document.head.appendChild(link);
    };
    if ('requestIdleCallback' in window) {
      const handle = window.requestIdleCallback(add, { timeout: 3000 });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = setTimeout(add, 1000);
    return () => clearTimeout(timer);
  }, [origin]);
}
