#!/usr/bin/env node
/**
 * Serves the production build the way the static host does: `/a/b` and `/a/b/`
 * find `a/b.html`, folders find their index.html, and anything else gets the
 * not-found page of its locale with status 404.
 *
 *   node scripts/serve.mjs [--port 9000] [--host 127.0.0.1] [--dir public]
 */
import { createReadStream, statSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { resolveRequest } from './resolveRequest.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const index = args.indexOf(`--${name}`);
  return index === -1 ? fallback : args[index + 1];
};

const root = path.resolve(option('dir', 'public'));
const port = Number(option('port', process.env.PORT ?? 9000));
const host = option('host', '127.0.0.1');

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

const isFile = (file) => {
  try {
    return statSync(file).isFile();
  } catch {
    return false;
  }
};

export function startServer() {
  const server = createServer((request, response) => {
    const { status, file, location } = resolveRequest(request.url ?? '/', (relative) =>
      isFile(path.join(root, relative)),
    );
    if (location) {
      response.writeHead(status, { Location: location });
      response.end();
      return;
    }
    if (!file) {
      response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' });
      response.end('Not found');
      return;
    }
    const type = TYPES[path.extname(file)] ?? 'application/octet-stream';
    const cache =
      file.startsWith('page-data/') || file.endsWith('.html')
        ? 'no-cache'
        : 'public, max-age=31536000, immutable';
    response.writeHead(status, { 'Content-Type': type, 'Cache-Control': cache });
    if (request.method === 'HEAD') {
      response.end();
      return;
    }
    createReadStream(path.join(root, file)).pipe(response);
  });
  server.listen(port, host, () => {
    console.log(`Serving ${root} at http://${host}:${port}/`);
  });
  return server;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url))
  startServer();
