/**
 * `gatsby develop` rewrites a slice's data file (public/slice-data/<name>.json)
 * in place whenever the slice's context changes, as when a new page joins a
 * sidebar, and serves it as a static file meanwhile: a request that came
 * between the emptying and the writing got an empty or cut file, and the page
 * logged "Unexpected end of JSON input". This answers those requests with the
 * file once it reads as whole JSON, and leaves every other request alone.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';

const SLICE_DATA = /^\/slice-data\/[\w.-]+\.json$/;

/** The file's text when it parses as JSON; null when it is cut short or being written. */
async function wholeJson(file: string): Promise<string | null> {
  const text = await fs.readFile(file, 'utf8');
  try {
    JSON.parse(text);
    return text;
  } catch {
    return null;
  }
}

export function wholeSliceData(
  publicDir: string,
  { attempts = 40, waitMs = 25 }: { attempts?: number; waitMs?: number } = {},
) {
  return async (req: IncomingMessage, res: ServerResponse, next: () => void): Promise<void> => {
    const pathname = new URL(req.url ?? '/', 'http://localhost').pathname;
    if (req.method !== 'GET' || !SLICE_DATA.test(pathname)) return next();
    const file = path.join(publicDir, pathname);
    for (let attempt = 1; attempt <= attempts; attempt++) {
      let text: string | null;
      try {
        text = await wholeJson(file);
      } catch {
        // No such slice (yet): the static files answer as before.
        return next();
      }
      if (text !== null) {
        res.setHeader('content-type', 'application/json; charset=utf-8');
        res.setHeader('cache-control', 'no-cache');
        res.end(text);
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, waitMs));
    }
    next();
  };
}
