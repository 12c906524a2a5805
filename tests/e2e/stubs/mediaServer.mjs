/**
 * Serves the media fixtures (tests/fixtures/media, made by its generate.mjs)
 * for the video end-to-end tests, from another origin than the site, as a
 * CDN would: with CORS (hls.js fetches the playlist and segments itself) and
 * byte ranges (browsers ask for parts of an MP4). Every request is logged;
 * GET /__log returns the log.
 *
 *   node tests/e2e/stubs/mediaServer.mjs   (127.0.0.1:3004)
 */
import { createReadStream, statSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const MEDIA_PORT = 3004;
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../fixtures/media');
const TYPES = {
  '.mp4': 'video/mp4',
  '.m3u8': 'application/vnd.apple.mpegurl',
  '.mpegts': 'video/mp2t',
};

const log = [];

/** The file a request names, if it is one of the fixtures. */
function fixture(pathname) {
  const name = decodeURIComponent(pathname.slice(1));
  if (!/^[\w.-]+$/.test(name) || !TYPES[path.extname(name)]) return null;
  const file = path.join(ROOT, name);
  const stat = statSync(file, { throwIfNoEntry: false });
  return stat?.isFile() ? { file, size: stat.size, type: TYPES[path.extname(name)] } : null;
}

/** `bytes=a-b`, `bytes=a-` or `bytes=-n` within a file of `size` bytes; null if unusable. */
function byteRange(header, size) {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header ?? '');
  if (!match || (!match[1] && !match[2])) return null;
  const start = match[1] ? Number(match[1]) : Math.max(0, size - Number(match[2]));
  const end = match[1] && match[2] ? Math.min(Number(match[2]), size - 1) : size - 1;
  return start <= end ? { start, end } : null;
}

const server = http.createServer((request, response) => {
  const url = new URL(request.url ?? '/', `http://127.0.0.1:${MEDIA_PORT}`);
  const common = {
    'Access-Control-Allow-Origin': '*',
    'Access-Control-Allow-Headers': 'Range',
    'Access-Control-Expose-Headers': 'Content-Length, Content-Range',
    'Cache-Control': 'no-store',
  };
  if (url.pathname === '/__log') {
    response.writeHead(200, { ...common, 'Content-Type': 'application/json' });
    response.end(JSON.stringify(log));
    return;
  }
  log.push({ method: request.method, path: url.pathname, range: request.headers.range ?? null });
  if (request.method === 'OPTIONS') {
    response.writeHead(204, { ...common, 'Access-Control-Allow-Methods': 'GET, HEAD' });
    response.end();
    return;
  }
  const found = fixture(url.pathname);
  if (!found) {
    response.writeHead(404, { ...common, 'Content-Type': 'text/plain' });
    response.end('Not found');
    return;
  }
  const range = request.headers.range ? byteRange(request.headers.range, found.size) : null;
  if (request.headers.range && !range) {
    response.writeHead(416, { ...common, 'Content-Range': `bytes */${found.size}` });
    response.end();
    return;
  }
  const { start, end } = range ?? { start: 0, end: found.size - 1 };
  response.writeHead(range ? 206 : 200, {
    ...common,
    'Content-Type': found.type,
    'Accept-Ranges': 'bytes',
    'Content-Length': end - start + 1,
    ...(range ? { 'Content-Range': `bytes ${start}-${end}/${found.size}` } : {}),
  });
  if (request.method === 'HEAD') {
    response.end();
    return;
  }
  createReadStream(found.file, { start, end }).pipe(response);
});

server.listen(MEDIA_PORT, '127.0.0.1', () => {
  console.log(`media fixtures on http://127.0.0.1:${MEDIA_PORT}/`);
});
