#!/usr/bin/env node
/**
 * Serves the build in public/ with Debian's nginx and the configuration in
 * deploy/nginx (headers generated from public/_headers and address rules from
 * gatsby/lib/hostRules.mjs, as the Docker image does), then runs the browser tests that check addresses and headers
 * (tests/e2e/urls.spec.ts, tests/e2e/hosting.spec.ts) against it: the same
 * tests `npm run test:e2e` runs against scripts/serve.mjs.
 *
 * Needs no root: nginx runs from a throw-away prefix with its own pid, logs
 * and temporary folders.
 *
 *   node scripts/nginxCheck.mjs [--port 9100] [--dir public] [--serve]
 *
 * `--serve` only serves (until interrupted), to look at nginx's answers by hand.
 */
import { spawn, spawnSync } from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { commandOptions } from './commandLine.mjs';
import { writeNginxAddresses } from './nginxAddresses.mjs';
import { writeNginxHeaders } from './nginxHeaders.mjs';

const { values: options } = commandOptions({
  options: {
    port: { type: 'string', default: process.env.NGINX_PORT ?? '9100' },
    dir: { type: 'string', default: 'public' },
    serve: { type: 'boolean', default: false },
  },
});

const NGINX = process.env.NGINX ?? '/usr/sbin/nginx';
const port = Number(options.port);
const root = path.resolve(options.dir);
const SPECS = ['tests/e2e/urls.spec.ts', 'tests/e2e/hosting.spec.ts'];

if (!existsSync(NGINX)) {
  console.error(`No nginx at ${NGINX}: install Debian's nginx (.ci/run does) or set NGINX.`);
  process.exit(1);
}
if (!existsSync(path.join(root, '_headers'))) {
  console.error(`No ${root}/_headers: build first (npm run build:test).`);
  process.exit(1);
}

const prefix = mkdtempSync(path.join(tmpdir(), 'alist-docs-nginx-'));
const own = path.join(prefix, 'alist-docs');
mkdirSync(own);
copyFileSync(path.join('deploy', 'nginx', 'site.conf'), path.join(own, 'site.conf'));
writeNginxAddresses(own);
writeNginxHeaders(path.join(root, '_headers'), own);

const temp = (name) => path.join(prefix, name);
// As root (CI), workers would switch to an unprivileged user that may not read the build.
const user = process.getuid?.() === 0 ? 'user root;\n' : '';
writeFileSync(
  path.join(prefix, 'nginx.conf'),
  `${user}worker_processes 1;
events { worker_connections 256; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log off;
  client_body_temp_path ${temp('client_body')};
  proxy_temp_path ${temp('proxy')};
  fastcgi_temp_path ${temp('fastcgi')};
  uwsgi_temp_path ${temp('uwsgi')};
  scgi_temp_path ${temp('scgi')};
  include alist-docs/not-found.conf;
  include alist-docs/headers-maps.conf;
  server {
    listen 127.0.0.1:${port};
    root ${root};
    include alist-docs/site.conf;
  }
}
`,
);

const nginxArgs = [
  '-p',
  prefix,
  '-c',
  path.join(prefix, 'nginx.conf'),
  '-e',
  temp('error.log'),
  '-g',
  `daemon off; pid ${temp('nginx.pid')};`,
];
const errorLog = () =>
  existsSync(temp('error.log')) ? readFileSync(temp('error.log'), 'utf8') : '';

let nginx;
function finish(code) {
  if (nginx && nginx.exitCode === null) nginx.kill('SIGQUIT');
  rmSync(prefix, { recursive: true, force: true });
  process.exit(code);
}

const checked = spawnSync(NGINX, [...nginxArgs, '-t'], { encoding: 'utf8' });
if (checked.status !== 0) {
  console.error(`nginx refused the configuration:\n${checked.stderr}${errorLog()}`);
  finish(1);
}

nginx = spawn(NGINX, nginxArgs, { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => finish(1));
nginx.on('exit', (code) => {
  if (code !== 0 && code !== null) console.error(`nginx stopped (${code}):\n${errorLog()}`);
});

const base = `http://127.0.0.1:${port}`;
let up = false;
for (let attempt = 0; attempt < 100 && !up; attempt += 1) {
  up = (await fetch(`${base}/`).catch(() => null)) !== null;
  if (!up) await new Promise((resolve) => setTimeout(resolve, 100));
}
if (!up) {
  console.error(`nginx did not answer on ${base}:\n${errorLog()}`);
  finish(1);
}
console.log(`nginx serves ${root} at ${base}/`);
if (options.serve) await new Promise(() => {});

const tests = spawnSync('npx', ['playwright', 'test', ...SPECS], {
  stdio: 'inherit',
  env: { ...process.env, E2E_BASE_URL: base, E2E_SERVER: 'nginx' },
});
finish(tests.status ?? 1);
