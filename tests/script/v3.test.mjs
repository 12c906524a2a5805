/**
 * Runs the one-click install script (static/v3.sh) against fake release
 * archives served from a local HTTP server, in a temporary root, without
 * root and without systemctl. Run with `node --test tests/script/`.
 */
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import {
  accessSync,
  chmodSync,
  constants,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';

const SCRIPT = path.resolve('static/v3.sh');

let root;
let server;
let baseUrl;
/** What the server answers for each archive name; swapped between tests. */
const archives = new Map();
const requested = [];

/** Builds alist-linux-<arch>.tar.gz holding an `alist` stub that prints `version`. */
function buildArchive(version, arch = 'amd64') {
  const dir = mkdtempSync(path.join(root, `archive-${version}-`));
  const stub = path.join(dir, 'alist');
  writeFileSync(
    stub,
    [
      '#!/bin/sh',
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

function serve(version) {
  archives.set('alist-linux-amd64.tar.gz', buildArchive(version, 'amd64'));
  archives.set('alist-linux-arm64.tar.gz', buildArchive(version, 'arm64'));
}

/**
 * Runs the script asynchronously: a synchronous spawn would block the event
 * loop, and with it the HTTP server the script downloads from.
 */
function run(args, extraEnv = {}, options = {}) {
  const env = {
    PATH: process.env.PATH,
    HOME: root,
    LANG: 'C',
    ALIST_DOWNLOAD_BASE: `${baseUrl}/download`,
    ALIST_SYSTEMD_DIR: path.join(root, 'systemd'),
    ALIST_SKIP_SYSTEMCTL: '1',
    ALIST_ALLOW_NON_ROOT: '1',
    ALIST_ARCH: 'x86_64',
    ...extraEnv,
  };
  return new Promise((resolve, reject) => {
    const child = spawn('bash', [SCRIPT, ...args], {
      cwd: root,
      env,
      timeout: 60_000,
      // A new session has no controlling terminal, so prompts read no /dev/tty.
      detached: true,
      ...options,
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

function versionOf(binary) {
  const result = spawnSync(binary, ['version'], { encoding: 'utf8' });
  assert.equal(result.status, 0, result.stderr);
  return result.stdout.trim();
}

before(async () => {
  root = mkdtempSync(path.join(os.tmpdir(), 'alist-v3-sh-'));
  server = createServer((request, response) => {
    const name = decodeURIComponent((request.url ?? '').replace(/^\/download\//, ''));
    requested.push(request.url);
    const body = archives.get(name);
    if (!body) {
      response.writeHead(404, { 'Content-Type': 'text/plain' });
      response.end('not found');
      return;
    }
    response.writeHead(200, {
      'Content-Type': 'application/gzip',
      'Content-Length': body.length,
    });
    response.end(body);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${server.address().port}`;
});

after(async () => {
  await new Promise((resolve) => server.close(resolve));
  rmSync(root, { recursive: true, force: true });
});

describe('v3.sh install, update, uninstall', () => {
  let installDir;
  let unitFile;

  before(() => {
    installDir = path.join(root, 'opt', 'alist');
    unitFile = path.join(root, 'systemd', 'alist.service');
  });

  it('installs the binary and writes a systemd unit', async () => {
    serve('v3.0.0-test');
    const result = await run(['install', installDir]);
    assert.equal(result.status, 0, `stdout:\n${result.stdout}\nstderr:\n${result.stderr}`);

    const binary = path.join(installDir, 'alist');
    accessSync(binary, constants.X_OK);
    assert.equal(versionOf(binary), 'Version: v3.0.0-test');
    assert.ok(requested.includes('/download/alist-linux-amd64.tar.gz'));

    const unit = readFileSync(unitFile, 'utf8');
    assert.match(unit, new RegExp(`^WorkingDirectory=${installDir}$`, 'm'));
    assert.match(unit, new RegExp(`^ExecStart=${installDir}/alist server$`, 'm'));
    assert.match(unit, /^Restart=on-failure$/m);
    assert.match(unit, /^WantedBy=multi-user.target$/m);

    assert.match(result.stdout, /:5244/);
    assert.match(result.stdout, /\.\/alist admin +show/);
    assert.match(result.stdout, /alist admin set NEW_PASSWORD/);
  });

  it('refuses to install twice into the same folder', async () => {
    const result = await run(['install', installDir]);
    assert.notEqual(result.status, 0);
    assert.match(result.stderr, /already installed/);
  });

  it('updates the binary and keeps data/', async () => {
    const dataDir = path.join(installDir, 'data');
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(path.join(dataDir, 'config.json'), '{"site_url": ""}\n');

    serve('v3.1.0-test');
    const result = await run(['update', installDir]);
    assert.equal(result.status, 0, `stdout:\n${result.stdout}\nstderr:\n${result.stderr}`);

    const binary = path.join(installDir, 'alist');
    accessSync(binary, constants.X_OK);
    assert.equal(versionOf(binary), 'Version: v3.1.0-test');
    assert.equal(readFileSync(path.join(dataDir, 'config.json'), 'utf8'), '{"site_url": ""}\n');
    assert.ok(existsSync(unitFile));
  });

  it('does not uninstall without confirmation', async () => {
    const result = await run(['uninstall', installDir]);
    assert.notEqual(result.status, 0);
    assert.ok(existsSync(path.join(installDir, 'alist')));
    assert.ok(existsSync(unitFile));
  });

  it('refuses to update when the unit runs AList from another folder', async () => {
    const unit = readFileSync(unitFile, 'utf8');
    const elsewhere = path.join(root, 'elsewhere');
    writeFileSync(unitFile, unit.replaceAll(installDir, elsewhere));
    try {
      serve('v3.9.0-test');
      const result = await run(['update', installDir]);
      assert.notEqual(result.status, 0);
      assert.match(result.stderr, /refusing to update/);
      assert.equal(versionOf(path.join(installDir, 'alist')), 'Version: v3.1.0-test');
    } finally {
      writeFileSync(unitFile, unit);
    }
  });

  it('leaves the old binary in place when the update download fails', async () => {
    const result = await run(['update', installDir], { ALIST_DOWNLOAD_BASE: `${baseUrl}/missing` });
    assert.notEqual(result.status, 0);
    assert.match(result.stderr, /download failed/);
    assert.equal(versionOf(path.join(installDir, 'alist')), 'Version: v3.1.0-test');
  });

  it('uninstalls with -y: removes binary and unit, keeps data/ and foreign files', async () => {
    writeFileSync(path.join(installDir, 'notes.txt'), 'mine\n');
    const result = await run(['uninstall', installDir, '-y']);
    assert.equal(result.status, 0, `stdout:\n${result.stdout}\nstderr:\n${result.stderr}`);
    assert.equal(existsSync(unitFile), false);
    assert.equal(existsSync(path.join(installDir, 'alist')), false);
    assert.equal(readFileSync(path.join(installDir, 'notes.txt'), 'utf8'), 'mine\n');
    assert.ok(existsSync(path.join(installDir, 'data', 'config.json')));
  });

  it('uninstall --purge deletes data/ but never foreign files', async () => {
    const target = path.join(root, 'purge', 'alist');
    serve('v3.2.0-test');
    assert.equal((await run(['install', target])).status, 0);
    mkdirSync(path.join(target, 'data'));
    writeFileSync(path.join(target, 'data', 'data.db'), 'db');
    writeFileSync(path.join(target, 'keep.me'), 'x');
    const result = await run(['uninstall', target, '-y', '--purge']);
    assert.equal(result.status, 0, result.stderr);
    assert.equal(existsSync(path.join(target, 'data')), false);
    assert.equal(existsSync(path.join(target, 'alist')), false);
    assert.equal(readFileSync(path.join(target, 'keep.me'), 'utf8'), 'x');
  });

  it('uninstalls with ALIST_ASSUME_YES=1', async () => {
    const other = path.join(root, 'other', 'alist');
    serve('v3.2.0-test');
    assert.equal((await run(['install', other])).status, 0);
    const result = await run(['uninstall', other], { ALIST_ASSUME_YES: '1' });
    assert.equal(result.status, 0, result.stderr);
    assert.equal(existsSync(other), false, 'an emptied folder is removed');
    assert.equal(existsSync(unitFile), false);
  });

  it('refuses to install into a non-empty folder that is not an AList install', async () => {
    const foreign = path.join(root, 'foreign');
    mkdirSync(foreign, { recursive: true });
    writeFileSync(path.join(foreign, 'important.txt'), 'keep\n');
    serve('v3.2.0-test');
    const result = await run(['install', foreign]);
    assert.notEqual(result.status, 0);
    assert.match(result.stderr, /not empty/);
    assert.equal(existsSync(path.join(foreign, 'alist')), false);
    assert.equal(readFileSync(path.join(foreign, 'important.txt'), 'utf8'), 'keep\n');
  });

  it('makes a relative path absolute', async () => {
    serve('v3.2.0-test');
    const result = await run(['install', 'rel/alist']);
    assert.equal(result.status, 0, result.stderr);
    const absolute = path.join(root, 'rel', 'alist');
    assert.ok(existsSync(path.join(absolute, 'alist')));
    assert.match(
      readFileSync(unitFile, 'utf8'),
      new RegExp(`^ExecStart=${absolute}/alist server$`, 'm'),
    );
    assert.equal((await run(['uninstall', 'rel/alist', '-y'])).status, 0);
  });

  it('refuses a path with spaces', async () => {
    const result = await run(['install', path.join(root, 'with space', 'alist')]);
    assert.notEqual(result.status, 0);
    assert.match(result.stderr, /must not contain spaces/);
    assert.equal(existsSync(path.join(root, 'with space')), false);
  });

  it('uses /opt/alist when no path is given', async () => {
    // The unsupported architecture stops the script before it writes anything.
    const result = await run(['install'], { ALIST_ARCH: 'mips64' });
    assert.notEqual(result.status, 0);
    assert.match(result.stdout, /Target folder: \/opt\/alist$/m);
  });

  it('answers "no" when there is no terminal to ask', async () => {
    const target = path.join(root, 'notty', 'alist');
    serve('v3.2.0-test');
    assert.equal((await run(['install', target])).status, 0);
    const result = await run(['uninstall', target]);
    assert.notEqual(result.status, 0);
    assert.match(result.stderr, /cancelled/);
    assert.ok(existsSync(path.join(target, 'alist')));
    assert.equal((await run(['uninstall', target, '-y'])).status, 0);
  });

  it('reports updating a folder that has no installation', async () => {
    const result = await run(['update', path.join(root, 'nowhere')]);
    assert.notEqual(result.status, 0);
    assert.match(result.stderr, /install it first/);
  });
});

describe('v3.sh arguments and environment', () => {
  it('rejects an unknown command with a usage message', async () => {
    const result = await run(['frobnicate']);
    assert.notEqual(result.status, 0);
    assert.match(result.stderr, /unknown command: frobnicate/);
    assert.match(result.stderr, /Usage:/);
  });

  it('prints usage and fails when no command is given', async () => {
    const result = await run([]);
    assert.notEqual(result.status, 0);
    assert.match(result.stderr, /Usage:/);
  });

  it('reports an unsupported architecture', async () => {
    const target = path.join(root, 'mips', 'alist');
    const result = await run(['install', target], { ALIST_ARCH: 'mips64' });
    assert.notEqual(result.status, 0);
    assert.match(result.stderr, /unsupported architecture 'mips64'/);
    assert.equal(existsSync(path.join(target, 'alist')), false);
  });

  it('maps aarch64 to the arm64 archive', async () => {
    serve('v3.3.0-test');
    const target = path.join(root, 'arm', 'alist');
    const result = await run(['install', target], { ALIST_ARCH: 'aarch64' });
    assert.equal(result.status, 0, result.stderr);
    assert.ok(requested.includes('/download/alist-linux-arm64.tar.gz'));
    assert.equal((await run(['uninstall', target, '--yes'])).status, 0);
  });

  it('fails with a clear error when the download fails', async () => {
    const target = path.join(root, 'broken', 'alist');
    const result = await run(['install', target], { ALIST_DOWNLOAD_BASE: `${baseUrl}/missing` });
    assert.notEqual(result.status, 0);
    assert.match(result.stderr, /download failed/);
    assert.equal(existsSync(path.join(target, 'alist')), false);
  });

  it('requires root unless ALIST_ALLOW_NON_ROOT=1', async () => {
    // A stand-in `id` first on PATH makes the script see an ordinary user, even under root.
    const fakeBin = path.join(root, 'fake-bin');
    mkdirSync(fakeBin, { recursive: true });
    writeFileSync(path.join(fakeBin, 'id'), '#!/bin/sh\necho 1000\n', { mode: 0o755 });
    const result = await run(['install', path.join(root, 'noroot')], {
      ALIST_ALLOW_NON_ROOT: '',
      PATH: `${fakeBin}:${process.env.PATH}`,
    });
    assert.notEqual(result.status, 0);
    assert.match(result.stderr, /must run as root/);
  });

  it('is clean under shellcheck', async () => {
    const result = spawnSync('shellcheck', [SCRIPT], { encoding: 'utf8' });
    assert.equal(result.status, 0, result.stdout);
    assert.equal(result.stdout, '');
  });
});
