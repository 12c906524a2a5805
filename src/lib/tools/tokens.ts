/** The tokens an OAuth-style answer carries. */
import { readPath } from './http';

export interface Tokens {
  refreshToken: string | null;
  accessToken: string | null;
}

/** The tokens of an OAuth-style answer; the page says so when the refresh token is missing. */
export function parseTokens(body: unknown): Tokens {
  const field = (name: string) => {
    const value = readPath(body, name);
    return typeof value === 'string' && value !== '' ? value : null;
  };
  return { refreshToken: field('refresh_token'), accessToken: field('access_token') };
}
