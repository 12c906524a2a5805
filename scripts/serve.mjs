#!/usr/bin/env node
/**
 * Serves the production build the way the static host does: `/a/b` and `/a/b/`
 * find `a/b.html`, folders find their index.html, and anything else gets the
 * not-found page of its locale with status 404. Every response carries the
 * headers public/_headers gives its file (cache rules, Content Security Policy),
 * and text is compressed (brotli when the client takes it, else gzip), so local
 * measurements and browser tests see what readers get. Compressed bodies are
 * kept in memory, so only the first request of a file pays for compressing it.
 *
 *   node scripts/serve.mjs [--port 9000] [--host 127.0.0.1] [--dir public]
 */
import { createReadStream, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { commandOptions } from './commandLine.mjs';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { chooseEncoding, isCompressible, MIN_COMPRESSED_SIZE } from './compression.mjs';
import { headersForPath, parseHeadersFile } from './headersFile.mjs';
import { resolveRequest } from './resolveRequest.mjs';

const { values: options } = commandOptions({
  options: {
    dir: { type: 'string', default: 'public' },
    port: { type: 'string', default: process.env.PORT ?? '9000' },
    host: { type: 'string', default: '127.0.0.1' },
  },
});

const root = path.resolve(options.dir);
const port = Number(options.port);
const { host } = options;

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.sh': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.yml': 'text/plain; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.woff2': 'font/woff2',
};

const statOf = (file) => {
  try {
    return statSync(file);
  } catch {
    return null;
  }
};

/** The rules of public/_headers, read again whenever a build rewrites the file. */
const headerRules = (() => {
  const file = path.join(root, '_headers');
  let cached = { stamp: '', rules: [] };
  return () => {
    const stat = statOf(file);
    const stamp = stat ? `${stat.mtimeMs}:${stat.size}` : 'none';
    if (stamp !== cached.stamp) {
      if (!stat) console.warn(`No ${file}: responses get no cache or security headers.`);
      cached = { stamp, rules: stat ? parseHeadersFile(readFileSync(file, 'utf8')) : [] };
    }
    return cached.rules;
  };
})();

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
const ONE_MEGABYTE = 1024 * 1024;

/** `<file>|<encoding>` → the compressed body of that version of the file. */
const compressedCache = new Map();

/** The file compressed (once per version), off the main thread. */
function compressedBody(file, stat, encoding) {
  const key = `${file}|${encoding}`;
  const stamp = `${stat.mtimeMs}:${stat.size}`;
  const cached = compressedCache.get(key);
  if (cached?.stamp === stamp) return cached.body;
  const source = readFileSync(file);
  const body =
    encoding === 'br'
      ? brotli(source, {
          params: {
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            // The best ratio, as a host that compresses ahead of time; a little less for the
            // few files over a megabyte, whose first request would otherwise take seconds.
            [constants.BROTLI_PARAM_QUALITY]: stat.size > ONE_MEGABYTE ? 9 : 11,
            [constants.BROTLI_PARAM_SIZE_HINT]: stat.size,
          },
        })
      : gzipAsync(source, { level: 9 });
  compressedCache.set(key, { stamp, body });
  body.catch(() => compressedCache.delete(key));
  return body;
}

async function answer(request, response) {
  const { status, file } = resolveRequest(request.url ?? '/', (relative) =>
    Boolean(statOf(path.join(root, relative))?.isFile()),
  );
  if (!file) {
    response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' });
    response.end('Not found');
    return;
  }
  const absolute = path.join(root, file);
  const stat = statSync(absolute);
  const type = TYPES[path.extname(file)] ?? 'application/octet-stream';
  // Rules match the file served (`/guide/a.html` for `/guide/a`), as in the nginx configuration.
  const headers = {
    'Content-Type': type,
    ...Object.fromEntries(headersForPath(headerRules(), `/${file}`)),
  };
  const compressible = isCompressible(type);
  if (compressible) headers.Vary = 'Accept-Encoding';
  const encoding =
    compressible && stat.size >= MIN_COMPRESSED_SIZE
      ? chooseEncoding(request.headers['accept-encoding'])
      : null;
  if (encoding) {
    const body = await compressedBody(absolute, stat, encoding);
    response.writeHead(status, {
      ...headers,
      'Content-Encoding': encoding,
      'Content-Length': body.length,
    });
    response.end(request.method === 'HEAD' ? undefined : body);
    return;
  }
  response.writeHead(status, { ...headers, 'Content-Length': stat.size });
  if (request.method === 'HEAD') {
    response.end();
    return;
  }
  createReadStream(absolute).pipe(response);
}

createServer((request, response) => {
  answer(request, response).catch((error) => {
    console.error(error);
    if (!response.headersSent) response.writeHead(500);
    response.end();
  });
}).listen(port, host, () => {
  console.log(`Serving ${root} at http://${host}:${port}/`);
});
