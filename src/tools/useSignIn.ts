/** Starting a sign-in: the redirect address to register, and the jump to the provider. */
import { useEffect, useState } from 'react';
import { siteConfig } from '../config';
import { usePage } from '../providers/PageProvider';
import {
  callbackPath,
  redirectUri,
  startSignIn,
  type PendingSignIn,
  type SignInTool,
} from '../lib/tools/oauth';

/** The callback address for `tool` on the copy of the site at `location` (the configured site when null). */
const callbackAddress = (tool: SignInTool, location: Location | null): string =>
  redirectUri(callbackPath(tool), siteConfig.url, location);

/** The callback address for `tool` on this copy of the site (see redirectUri). */
export function useRedirectUri(tool: SignInTool): string {
  // The server knows only the configured site; a local copy swaps in its own origin after hydration.
  const [uri, setUri] = useState(() => callbackAddress(tool, null));
  useEffect(() => setUri(callbackAddress(tool, window.location)), [tool]);
  return uri;
}

type SignInDetails = Pick<PendingSignIn, 'clientId' | 'clientSecret' | 'zone'>;

/**
 * Returns `go(details, authorizeUrl)`: keeps the details under a new state and
 * sends the reader to the provider's page that `authorizeUrl(state)` builds.
 */
export function useStartSignIn(tool: SignInTool) {
  const { locale } = usePage();
  const redirect = useRedirectUri(tool);
  const go = (
    details: SignInDetails,
    authorizeUrl: (state: string, redirect: string) => string,
  ) => {
    // Worked out at the click: a form that mounted for this very click (an island)
    // has not yet shown this copy's own address.
    const target = callbackAddress(tool, window.location);
    const state = startSignIn({ tool, locale, redirectUri: target, ...details });
    window.location.assign(authorizeUrl(state, target));
  };
  return { redirect, go };
}
