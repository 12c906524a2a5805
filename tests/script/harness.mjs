/**
 * Shared set-up for the tests of the one-click install script (static/v3.sh).
 *
 * Downloads are real: the script fetches fake release archives and md5.txt
 * with the real curl (or wget) from a local HTTPS server on 127.0.0.1. Its
 * self-signed certificate is made with `openssl` when the tests start and
 * handed to the script through ALIST_CA_FILE, so TLS is verified as it is in
 * production and the https-only rule is exercised honestly: a second, plain
 * HTTP server serves the very same files, and the tests check that the script
 * never reaches it. (A fake curl on PATH would only prove which flags were
 * passed, not that http:// is refused; a file:// base would skip TLS
 * altogether.)
 *
 * Accounts and ownership are the one part that is not real: creating a system
 * user or giving files to one would change the machine running the tests. So
 * stand-ins for `id -u` (answers 0, as under sudo), `getent`, `useradd`,
 * `userdel`, `groupdel` and `chown` come first on PATH; they keep the user
 * list in a state folder and record every call, and the tests read that
 * record. File modes, the unit file and everything else are real.
 *
 * V3_SH=<file> runs the tests against another copy of the script, for
 * example an older one, to see which tests it fails.
 */
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { createServer as createHttpServer } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import os from 'node:os';
import path from 'node:path';

export const SCRIPT = path.resolve(process.env.V3_SH ?? 'static/v3.sh');

/** Everything the tests learn from the servers and the stand-in commands. */
export const h = {
  root: '',
  /** https://127.0.0.1:<port>, the server the script is meant to use. */
  httpsUrl: '',
  /** http://127.0.0.1:<port>, serving the same files; the script must never reach it. */
  httpUrl: '',
  caFile: '',
  /** Request paths the HTTPS server received, in order. */
  requested: [],
  /** User-Agent of each HTTPS request, to tell curl from wget. */
  agents: [],
  /** Request paths the plain HTTP server received. */
  httpHits: [],
  /** Archive name -> contents, plus md5.txt; swapped between tests. */
  files: new Map(),
  fakeBin: '',
  state: '',
  /** A folder with links to every command on PATH except curl, for the wget tests. */
  noCurlBin: '',
  /**
   * Where the script writes alist.service. Tests that stand alone set their
   * own, so one failure cannot leave a unit behind that fails the next test.
   */
  systemdDir: '',
};

/** The tag the fake releases page calls its latest release. */
export const LATEST_TAG = 'v9.8.7';

let httpsServer;
let httpServer;

function which(command) {
  const found = spawnSync('sh', ['-c', `command -v ${command}`], { encoding: 'utf8' });
  return found.status === 0 ? found.stdout.trim() : '';
}

export function md5(buffer) {
  return createHash('md5').update(buffer).digest('hex');
}

/** Builds alist-linux-<arch>.tar.gz holding an `alist` stub that prints `version`. */
export function buildArchive(version, arch = 'amd64') {
  const dir = mkdtempSync(path.join(h.root, `archive-${version}-`));
  const stub = path.join(dir, 'alist');
  writeFileSync(
    stub,
    [
      '#!/bin/sh',
      // The install script must never run the program it downloads: this records it if it does.
      'if [ -n "$ALIST_STUB_RAN" ]; then echo "$*" >>"$ALIST_STUB_RAN"; fi',
      'if [ "$1" = "version" ]; then',
      `  echo "Version: ${version}"`,
      'else',
      `  echo "fake alist ${version}: $*"`,
      'fi',
      '',
    ].join('\n'),
  );
  chmodSync(stub, 0o755);
  const file = path.join(dir, `alist-linux-${arch}.tar.gz`);
  const tar = spawnSync('tar', ['-czf', file, '-C', dir, 'alist'], { encoding: 'utf8' });
  assert.equal(tar.status, 0, tar.stderr);
  return readFileSync(file);
}

/**
 * Serves archives of `version` and an md5.txt written the way AList's release
 * script writes it (`md5sum` output, names prefixed with "./"), with a
 * Windows line the script must ignore. `prefix` changes how names are
 * written; `only` limits which archives md5.txt lists.
 */
export function serve(version, { prefix = './', only } = {}) {
  h.files.clear();
  const lines = [];
  for (const arch of ['amd64', 'arm64']) {
    const name = `alist-linux-${arch}.tar.gz`;
    const body = buildArchive(version, arch);
    h.files.set(name, body);
    if (!only || only.includes(arch)) lines.push(`${md5(body)}  ${prefix}${name}`);
  }
  lines.push(`${md5(Buffer.from('windows'))}  ${prefix}alist-windows-amd64.zip`);
  h.files.set('md5.txt', Buffer.from(`${lines.join('\n')}\n`));
}

function send(response, name) {
  const body = h.files.get(name);
  if (!body) {
    response.writeHead(404, { 'Content-Type': 'text/plain' });
    response.end('not found');
    return;
  }
  response.writeHead(200, {
    'Content-Type': 'application/octet-stream',
    'Content-Length': body.length,
  });
  response.end(body);
}

/**
 * The HTTPS server's folders: download/ serves the files; no-md5/ the same
 * without md5.txt; bad-md5/ an md5.txt whose sums do not match; redirect/
 * and relative/ answer 302 to download/ (absolute and relative Location,
 * as GitHub redirects every release download); to-http/ answers 302 to the
 * plain HTTP server.
 */
function handleHttps(request, response) {
  const url = request.url ?? '';
  h.requested.push(url);
  h.agents.push(request.headers['user-agent'] ?? '');
  const [, folder, ...rest] = url.split('/');
  const name = decodeURIComponent(rest.join('/'));
  switch (folder) {
    case 'download':
      send(response, name);
      return;
    case 'no-md5':
      if (name === 'md5.txt') send(response, '');
      else send(response, name);
      return;
    case 'bad-md5':
      if (name === 'md5.txt') {
        const wrong = [...h.files.keys()]
          .filter((file) => file.endsWith('.tar.gz'))
          .map((file) => `${md5(Buffer.from(`not ${file}`))}  ./${file}`)
          .join('\n');
        response.writeHead(200, { 'Content-Type': 'text/plain' });
        response.end(`${wrong}\n`);
      } else {
        send(response, name);
      }
      return;
    case 'redirect':
      response.writeHead(302, { Location: `${h.httpsUrl}/download/${rest.join('/')}` });
      response.end();
      return;
    case 'relative':
      response.writeHead(302, { Location: `/download/${rest.join('/')}` });
      response.end();
      return;
    case 'releases':
      // As GitHub: latest/download/<file> redirects to download/<tag>/<file>, which serves it.
      if (rest[0] === 'latest' && rest[1] === 'download') {
        response.writeHead(302, {
          Location: `${h.httpsUrl}/releases/download/${LATEST_TAG}/${rest.slice(2).join('/')}`,
        });
        response.end();
      } else if (rest[0] === 'download' && rest.length === 3) {
        send(response, decodeURIComponent(rest[2]));
      } else {
        send(response, '');
      }
      return;
    case 'to-http':
      response.writeHead(302, { Location: `${h.httpUrl}/download/${rest.join('/')}` });
      response.end();
      return;
    default:
      send(response, '');
  }
}

function writeFake(name, lines) {
  writeFileSync(path.join(h.fakeBin, name), `${['#!/bin/sh', ...lines].join('\n')}\n`, {
    mode: 0o755,
  });
}

/** The stand-in account and ownership commands described at the top. */
function writeFakes() {
  const realId = which('id');
  const realGetent = which('getent');
  const calls = path.join(h.state, 'calls.log');
  const users = path.join(h.state, 'users');
  const groups = path.join(h.state, 'groups');
  writeFake('id', [
    '# `id -u` answers 0, as under sudo; anything else is the real id.',
    'if [ "$#" -eq 1 ] && [ "$1" = "-u" ]; then echo 0; exit 0; fi',
    `exec ${realId} "$@"`,
  ]);
  writeFake('getent', [
    `case "$1" in passwd) db="${users}" ;; group) db="${groups}" ;; *) exec ${realGetent} "$@" ;; esac`,
    'if grep -qx "$2" "$db" 2>/dev/null; then echo "$2:x:999:999::/nonexistent:/usr/sbin/nologin"; exit 0; fi',
    '# The stand-in list is the only truth for alist, whatever this machine has.',
    `if [ "$2" = "alist" ]; then exit 2; fi`,
    `exec ${realGetent} "$@"`,
  ]);
  writeFake('useradd', [
    `echo "useradd $*" >>"${calls}"`,
    'for arg; do name="$arg"; done',
    `echo "$name" >>"${users}"`,
    `case " $* " in *" --user-group "*) echo "$name" >>"${groups}" ;; esac`,
  ]);
  writeFake('userdel', [
    `echo "userdel $*" >>"${calls}"`,
    '# Leaves the group behind, so the script has to remove it itself.',
    `grep -vx "$1" "${users}" >"${users}.new" || true`,
    `mv "${users}.new" "${users}"`,
  ]);
  writeFake('groupdel', [
    `echo "groupdel $*" >>"${calls}"`,
    `grep -vx "$1" "${groups}" >"${groups}.new" || true`,
    `mv "${groups}.new" "${groups}"`,
  ]);
  writeFake('chown', [`echo "chown $*" >>"${calls}"`]);
}

/** A new, empty place for alist.service; returns the unit file's path. */
export function freshSystemdDir(name) {
  h.systemdDir = mkdtempSync(path.join(h.root, `systemd-${name}-`));
  return path.join(h.systemdDir, 'alist.service');
}

/** Forgets every account and recorded call; `users`/`groups` pre-exist. */
export function resetAccounts({ users = [], groups = [] } = {}) {
  writeFileSync(path.join(h.state, 'calls.log'), '');
  writeFileSync(path.join(h.state, 'users'), users.map((name) => `${name}\n`).join(''));
  writeFileSync(path.join(h.state, 'groups'), groups.map((name) => `${name}\n`).join(''));
}

/** The account and ownership commands the script ran since the last reset. */
export function calls() {
  return readFileSync(path.join(h.state, 'calls.log'), 'utf8').split('\n').filter(Boolean);
}

export function accounts() {
  const read = (file) => readFileSync(path.join(h.state, file), 'utf8').split('\n').filter(Boolean);
  return { users: read('users'), groups: read('groups') };
}

function linkAllButCurl() {
  mkdirSync(h.noCurlBin, { recursive: true });
  for (const dir of (process.env.PATH ?? '').split(':')) {
    if (!dir || !existsSync(dir)) continue;
    let names;
    try {
      names = readdirSync(dir);
    } catch {
      continue;
    }
    for (const name of names) {
      const link = path.join(h.noCurlBin, name);
      if (name === 'curl' || existsSync(link)) continue;
      try {
        symlinkSync(path.join(dir, name), link);
      } catch {
        // A name that appears twice on PATH keeps its first folder.
      }
    }
  }
}

export async function setUp() {
  h.root = mkdtempSync(path.join(os.tmpdir(), 'alist-v3-sh-'));
  h.fakeBin = path.join(h.root, 'fake-bin');
  h.state = path.join(h.root, 'fake-state');
  h.noCurlBin = path.join(h.root, 'no-curl-bin');
  h.systemdDir = path.join(h.root, 'systemd');
  mkdirSync(h.fakeBin, { recursive: true });
  mkdirSync(h.state, { recursive: true });
  writeFakes();
  resetAccounts();
  linkAllButCurl();

  assert.ok(
    which('openssl'),
    'these tests need the openssl command (Debian package "openssl") to make a TLS certificate',
  );
  const key = path.join(h.root, 'tls-key.pem');
  h.caFile = path.join(h.root, 'tls-cert.pem');
  const made = spawnSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
      '-keyout',
      key,
      '-out',
      h.caFile,
    ],
    { encoding: 'utf8' },
  );
  assert.equal(made.status, 0, made.stderr);

  httpsServer = createHttpsServer(
    { key: readFileSync(key), cert: readFileSync(h.caFile) },
    handleHttps,
  );
  await new Promise((resolve) => httpsServer.listen(0, '127.0.0.1', resolve));
  h.httpsUrl = `https://127.0.0.1:${httpsServer.address().port}`;

  httpServer = createHttpServer((request, response) => {
    h.httpHits.push(request.url);
    send(response, decodeURIComponent((request.url ?? '').replace(/^\/download\//, '')));
  });
  await new Promise((resolve) => httpServer.listen(0, '127.0.0.1', resolve));
  h.httpUrl = `http://127.0.0.1:${httpServer.address().port}`;
}

export async function tearDown() {
  await new Promise((resolve) => httpsServer.close(resolve));
  await new Promise((resolve) => httpServer.close(resolve));
  rmSync(h.root, { recursive: true, force: true });
}

/**
 * Runs the script asynchronously: a synchronous spawn would block the event
 * loop, and with it the servers the script downloads from. `withoutCurl`
 * leaves curl off PATH so the script uses wget.
 */
export function run(args, extraEnv = {}, { withoutCurl = false } = {}) {
  const env = {
    PATH: withoutCurl ? `${h.fakeBin}:${h.noCurlBin}` : `${h.fakeBin}:${process.env.PATH}`,
    HOME: h.root,
    LANG: 'C',
    ALIST_DOWNLOAD_BASE: `${h.httpsUrl}/download`,
    ALIST_CA_FILE: h.caFile,
    ALIST_SYSTEMD_DIR: h.systemdDir,
    ALIST_SKIP_SYSTEMCTL: '1',
    ALIST_ALLOW_NON_ROOT: '1',
    ALIST_ARCH: 'x86_64',
    ALIST_STUB_RAN: stubRanFile(),
    ...extraEnv,
  };
  return new Promise((resolve, reject) => {
    const child = spawn('bash', [SCRIPT, ...args], {
      cwd: h.root,
      env,
      timeout: 60_000,
      // A new session has no controlling terminal, so prompts read no /dev/tty.
      detached: true,
    });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk) => (stdout += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (status) => resolve({ status, stdout, stderr }));
    child.stdin.end();
  });
}

/** Where the downloaded program's stub records each time it is run. */
export const stubRanFile = () => path.join(h.state, 'stub-ran.log');

/** Each run of the downloaded program since the tests began (the script must make none). */
export const stubRuns = () =>
  existsSync(stubRanFile()) ? readFileSync(stubRanFile(), 'utf8').split('\n').filter(Boolean) : [];

/** The message to show when a run that should succeed did not. */
export function output(result) {
  return `status ${result.status}\nstdout:\n${result.stdout}\nstderr:\n${result.stderr}`;
}

export function versionOf(binary) {
  const result = spawnSync(binary, ['version'], { encoding: 'utf8' });
  assert.equal(result.status, 0, result.stderr);
  return result.stdout.trim();
}
