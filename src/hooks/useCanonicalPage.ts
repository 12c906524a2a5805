import { navigate } from 'gatsby';
import { useEffect, useState } from 'react';
import { canonicalPageFor, loadPageList } from '../lib/knownPages';

interface Where {
  pathname: string;
  search: string;
  hash: string;
}

/**
 * On the 404 page: an address that is another spelling of a real page
 * (`/pricing`, `/guide/install/docker/`) moves to that page, keeping the query
 * and hash. Returns true while it is still looking, so the 404 can wait.
 */
export function useCanonicalPage({ pathname, search, hash }: Where): boolean {
  const [looking, setLooking] = useState(true);
  useEffect(() => {
    let cancelled = false;
    setLooking(true);
    void loadPageList().then((known) => {
      if (cancelled) return;
      const target = canonicalPageFor(pathname, known);
      if (target) void navigate(`${target}${search}${hash}`, { replace: true });
      else setLooking(false);
    });
    return () => {
      cancelled = true;
    };
  }, [pathname, search, hash]);
  return looking;
}
