/**
 * How static/v3.sh downloads: https only (redirects included) and the archive
 * checked against the release's md5.txt before anything is installed. Each
 * failure path asserts both its message and that nothing was installed.
 * Run with `node --test tests/script/`; harness.mjs explains the servers.
 */
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, beforeEach, describe, it } from 'node:test';
import {
  calls,
  freshSystemdDir,
  h,
  output,
  resetAccounts,
  run,
  serve,
  setUp,
  tearDown,
  versionOf,
} from './harness.mjs';

before(setUp);
after(tearDown);

let counter = 0;
/** A fresh install folder for each test. */
function freshTarget() {
  counter += 1;
  return path.join(h.root, 'dl', String(counter), 'alist');
}

let unitFile = '';

/** Asserts a failed install left no program, no folder, no unit and no user behind. */
function assertNothingInstalled(target) {
  assert.equal(existsSync(path.join(target, 'alist')), false, 'no program');
  assert.equal(existsSync(target), false, 'no install folder');
  assert.equal(existsSync(unitFile), false, 'no unit file');
  assert.deepEqual(calls(), [], 'no user created, no ownership changed');
}

async function uninstall(target) {
  const result = await run(['uninstall', target, '-y', '--purge']);
  assert.equal(result.status, 0, output(result));
}

beforeEach(() => {
  unitFile = freshSystemdDir('dl');
  resetAccounts();
  h.httpHits.length = 0;
  serve('v3.0.0-test');
});

describe('v3.sh checksum verification', () => {
  it('fails on a checksum mismatch and installs nothing', async () => {
    const target = freshTarget();
    const result = await run(['install', target], { ALIST_DOWNLOAD_BASE: `${h.httpsUrl}/bad-md5` });
    assert.notEqual(result.status, 0);
    assert.match(result.stderr, /checksum mismatch for alist-linux-amd64\.tar\.gz/);
    assert.match(result.stderr, /nothing was changed/);
    assertNothingInstalled(target);
  });

  it('fails closed when md5.txt cannot be fetched, naming the skip flag', async () => {
    const target = freshTarget();
    const result = await run(['install', target], { ALIST_DOWNLOAD_BASE: `${h.httpsUrl}/no-md5` });
    assert.notEqual(result.status, 0);
    assert.match(result.stderr, /could not fetch the checksum list .*\/no-md5\/md5\.txt/);
    assert.match(result.stderr, /--skip-checksum/);
    assert.match(result.stderr, /ALIST_SKIP_CHECKSUM=1/);
    assertNothingInstalled(target);
  });

  it('fails when md5.txt has no line for the archive', async () => {
    serve('v3.0.0-test', { only: ['arm64'] });
    const target = freshTarget();
    const result = await run(['install', target]);
    assert.notEqual(result.status, 0);
    assert.match(result.stderr, /no checksum for alist-linux-amd64\.tar\.gz/);
    assertNothingInstalled(target);
  });

  it('installs without md5.txt with --skip-checksum, warning loudly', async () => {
    const target = freshTarget();
    const result = await run(['install', target, '--skip-checksum'], {
      ALIST_DOWNLOAD_BASE: `${h.httpsUrl}/no-md5`,
    });
    assert.equal(result.status, 0, output(result));
    assert.match(result.stdout, /checksum check SKIPPED/);
    assert.match(result.stdout, /NOT verified/);
    assert.equal(versionOf(path.join(target, 'alist')), 'Version: v3.0.0-test');
    await uninstall(target);
  });

  it('installs without md5.txt with ALIST_SKIP_CHECKSUM=1, warning loudly', async () => {
    const target = freshTarget();
    const result = await run(['install', target], {
      ALIST_DOWNLOAD_BASE: `${h.httpsUrl}/no-md5`,
      ALIST_SKIP_CHECKSUM: '1',
    });
    assert.equal(result.status, 0, output(result));
    assert.match(result.stdout, /NOT verified/);
    await uninstall(target);
  });

  it('accepts md5.txt names without "./" and in binary mode ("*name")', async () => {
    for (const prefix of ['', '*']) {
      serve('v3.0.1-test', { prefix });
      const target = freshTarget();
      const result = await run(['install', target]);
      assert.equal(result.status, 0, `prefix "${prefix}"\n${output(result)}`);
      assert.match(result.stdout, /Checksum matches/);
      await uninstall(target);
    }
  });

  it('update with a bad checksum leaves the running program alone', async () => {
    const target = freshTarget();
    assert.equal((await run(['install', target])).status, 0);
    serve('v3.1.0-test');
    const result = await run(['update', target], { ALIST_DOWNLOAD_BASE: `${h.httpsUrl}/bad-md5` });
    assert.notEqual(result.status, 0);
    assert.match(result.stderr, /checksum mismatch/);
    assert.equal(versionOf(path.join(target, 'alist')), 'Version: v3.0.0-test');
    await uninstall(target);
  });

  it('update without md5.txt fails closed and keeps the program', async () => {
    const target = freshTarget();
    assert.equal((await run(['install', target])).status, 0);
    serve('v3.1.0-test');
    const result = await run(['update', target], { ALIST_DOWNLOAD_BASE: `${h.httpsUrl}/no-md5` });
    assert.notEqual(result.status, 0);
    assert.match(result.stderr, /--skip-checksum/);
    assert.equal(versionOf(path.join(target, 'alist')), 'Version: v3.0.0-test');
    await uninstall(target);
  });
});

describe('v3.sh https only', () => {
  it('refuses an http:// download base before fetching anything', async () => {
    const target = freshTarget();
    // The plain server holds valid archives and a valid md5.txt: only the rule can stop the install.
    const result = await run(['install', target], { ALIST_DOWNLOAD_BASE: `${h.httpUrl}/download` });
    assert.notEqual(result.status, 0);
    assert.match(result.stderr, /ALIST_DOWNLOAD_BASE must start with https:\/\//);
    assert.deepEqual(h.httpHits, []);
    assertNothingInstalled(target);
  });

  it('refuses an http:// download base for update', async () => {
    const target = freshTarget();
    assert.equal((await run(['install', target])).status, 0);
    serve('v3.1.0-test');
    const result = await run(['update', target], { ALIST_DOWNLOAD_BASE: `${h.httpUrl}/download` });
    assert.notEqual(result.status, 0);
    assert.match(result.stderr, /must start with https:\/\//);
    assert.deepEqual(h.httpHits, []);
    assert.equal(versionOf(path.join(target, 'alist')), 'Version: v3.0.0-test');
    await uninstall(target);
  });

  it('refuses other schemes too', async () => {
    const target = freshTarget();
    const result = await run(['install', target], {
      ALIST_DOWNLOAD_BASE: `ftp://127.0.0.1/download`,
    });
    assert.notEqual(result.status, 0);
    assert.match(result.stderr, /must start with https:\/\//);
    assertNothingInstalled(target);
  });

  it('verifies the server certificate (no CA file, no download)', async () => {
    const target = freshTarget();
    const result = await run(['install', target], { ALIST_CA_FILE: '' });
    assert.notEqual(result.status, 0);
    assert.match(result.stderr, /download failed/);
    assertNothingInstalled(target);
  });

  it('refuses an unreadable ALIST_CA_FILE', async () => {
    const target = freshTarget();
    const result = await run(['install', target], {
      ALIST_CA_FILE: path.join(h.root, 'no-such-ca.pem'),
    });
    assert.notEqual(result.status, 0);
    assert.match(result.stderr, /ALIST_CA_FILE .* is not a readable file/);
    assertNothingInstalled(target);
  });

  it('follows https redirects, absolute and relative (curl)', async () => {
    for (const folder of ['redirect', 'relative']) {
      const target = freshTarget();
      const result = await run(['install', target], {
        ALIST_DOWNLOAD_BASE: `${h.httpsUrl}/${folder}`,
      });
      assert.equal(result.status, 0, `${folder}\n${output(result)}`);
      await uninstall(target);
    }
  });

  it('refuses a redirect to http:// (curl)', async () => {
    const target = freshTarget();
    const result = await run(['install', target], { ALIST_DOWNLOAD_BASE: `${h.httpsUrl}/to-http` });
    assert.notEqual(result.status, 0);
    assert.match(result.stderr, /download failed/);
    assert.deepEqual(h.httpHits, []);
    assertNothingInstalled(target);
  });
});

describe('v3.sh with wget instead of curl', () => {
  it('installs over https with wget, checking md5.txt', async () => {
    const target = freshTarget();
    const first = h.agents.length;
    const result = await run(['install', target], {}, { withoutCurl: true });
    assert.equal(result.status, 0, output(result));
    const agents = h.agents.slice(first);
    assert.ok(
      agents.length >= 2 && agents.every((agent) => /^Wget/i.test(agent)),
      agents.join('\n'),
    );
    assert.match(result.stdout, /Checksum matches/);
    assert.match(readFileSync(unitFile, 'utf8'), /^User=alist$/m);
    await uninstall(target);
  });

  it('follows https redirects, absolute and relative (wget)', async () => {
    for (const folder of ['redirect', 'relative']) {
      const target = freshTarget();
      const result = await run(
        ['install', target],
        { ALIST_DOWNLOAD_BASE: `${h.httpsUrl}/${folder}` },
        { withoutCurl: true },
      );
      assert.equal(result.status, 0, `${folder}\n${output(result)}`);
      await uninstall(target);
    }
  });

  // wget's own --https-only covers recursive downloads only; the script has to catch this itself.
  it('refuses a redirect to http:// (wget)', async () => {
    const target = freshTarget();
    const result = await run(
      ['install', target],
      { ALIST_DOWNLOAD_BASE: `${h.httpsUrl}/to-http` },
      { withoutCurl: true },
    );
    assert.notEqual(result.status, 0);
    assert.match(result.stderr, /refusing to follow a redirect to a non-https address/);
    assert.deepEqual(h.httpHits, []);
    assertNothingInstalled(target);
  });

  it('refuses an http:// download base (wget)', async () => {
    const target = freshTarget();
    const result = await run(
      ['install', target],
      { ALIST_DOWNLOAD_BASE: `${h.httpUrl}/download` },
      { withoutCurl: true },
    );
    assert.notEqual(result.status, 0);
    assert.match(result.stderr, /must start with https:\/\//);
    assert.deepEqual(h.httpHits, []);
    assertNothingInstalled(target);
  });

  it('fails on a checksum mismatch (wget)', async () => {
    const target = freshTarget();
    const result = await run(
      ['install', target],
      { ALIST_DOWNLOAD_BASE: `${h.httpsUrl}/bad-md5` },
      { withoutCurl: true },
    );
    assert.notEqual(result.status, 0);
    assert.match(result.stderr, /checksum mismatch/);
    assertNothingInstalled(target);
  });
});
