/**
 * Runs the one-click install script (static/v3.sh) in a temporary root,
 * without systemctl, against fake release archives served over HTTPS from
 * 127.0.0.1 (see harness.mjs for what is real and what is a stand-in).
 * Run with `node --test tests/script/`.
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import {
  accessSync,
  constants,
  existsSync,
  mkdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { after, before, beforeEach, describe, it } from 'node:test';
import {
  SCRIPT,
  accounts,
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
  LATEST_TAG,
  stubRuns,
} from './harness.mjs';

before(setUp);
after(tearDown);

/** The permission bits of a file or folder, e.g. 0o750. */
function modeOf(file) {
  return statSync(file).mode & 0o777;
}

describe('v3.sh install, update, uninstall', () => {
  let installDir;
  let unitFile;

  before(() => {
    installDir = path.join(h.root, 'opt', 'alist');
    // These tests build on each other, so they share one place for the unit.
    unitFile = freshSystemdDir('main');
    resetAccounts();
  });

  it('installs the binary and writes a systemd unit', async () => {
    serve('v3.0.0-test');
    const result = await run(['install', installDir]);
    assert.equal(result.status, 0, output(result));

    const binary = path.join(installDir, 'alist');
    accessSync(binary, constants.X_OK);
    assert.equal(versionOf(binary), 'Version: v3.0.0-test');
    assert.ok(h.requested.includes('/download/alist-linux-amd64.tar.gz'));
    assert.ok(h.requested.includes('/download/md5.txt'));

    const unit = readFileSync(unitFile, 'utf8');
    assert.match(unit, new RegExp(`^WorkingDirectory=${installDir}$`, 'm'));
    assert.match(unit, new RegExp(`^ExecStart=${installDir}/alist server$`, 'm'));
    assert.match(unit, /^Restart=on-failure$/m);
    assert.match(unit, /^WantedBy=multi-user.target$/m);

    assert.match(result.stdout, /:5244/);
    assert.match(result.stdout, /\.\/alist admin +show/);
    assert.match(result.stdout, /alist admin set NEW_PASSWORD/);
    assert.match(result.stdout, /Checksum matches md5\.txt/);
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
    assert.equal(result.status, 0, output(result));

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
    const elsewhere = path.join(h.root, 'elsewhere');
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
    const result = await run(['update', installDir], {
      ALIST_DOWNLOAD_BASE: `${h.httpsUrl}/missing`,
    });
    assert.notEqual(result.status, 0);
    assert.match(result.stderr, /download failed/);
    assert.equal(versionOf(path.join(installDir, 'alist')), 'Version: v3.1.0-test');
  });

  it('uninstalls with -y: removes binary and unit, keeps data/ and foreign files', async () => {
    writeFileSync(path.join(installDir, 'notes.txt'), 'mine\n');
    const result = await run(['uninstall', installDir, '-y']);
    assert.equal(result.status, 0, output(result));
    assert.equal(existsSync(unitFile), false);
    assert.equal(existsSync(path.join(installDir, 'alist')), false);
    assert.equal(readFileSync(path.join(installDir, 'notes.txt'), 'utf8'), 'mine\n');
    assert.ok(existsSync(path.join(installDir, 'data', 'config.json')));
  });

  it('uninstall --purge deletes data/ but never foreign files', async () => {
    const target = path.join(h.root, 'purge', 'alist');
    serve('v3.2.0-test');
    assert.equal((await run(['install', target])).status, 0);
    mkdirSync(path.join(target, 'data'), { recursive: true });
    writeFileSync(path.join(target, 'data', 'data.db'), 'db');
    writeFileSync(path.join(target, 'keep.me'), 'x');
    const result = await run(['uninstall', target, '-y', '--purge']);
    assert.equal(result.status, 0, result.stderr);
    assert.equal(existsSync(path.join(target, 'data')), false);
    assert.equal(existsSync(path.join(target, 'alist')), false);
    assert.equal(readFileSync(path.join(target, 'keep.me'), 'utf8'), 'x');
  });

  it('uninstalls with ALIST_ASSUME_YES=1', async () => {
    const other = path.join(h.root, 'other', 'alist');
    serve('v3.2.0-test');
    assert.equal((await run(['install', other])).status, 0);
    const result = await run(['uninstall', other], { ALIST_ASSUME_YES: '1' });
    assert.equal(result.status, 0, result.stderr);
    assert.equal(existsSync(other), false, 'an emptied folder is removed');
    assert.equal(existsSync(unitFile), false);
  });

  it('refuses to install into a non-empty folder that is not an AList install', async () => {
    const foreign = path.join(h.root, 'foreign');
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
    const absolute = path.join(h.root, 'rel', 'alist');
    try {
      assert.ok(existsSync(path.join(absolute, 'alist')));
      const unit = readFileSync(unitFile, 'utf8');
      assert.match(unit, new RegExp(`^ExecStart=${absolute}/alist server$`, 'm'));
      assert.match(unit, new RegExp(`^ReadWritePaths=${absolute}/data$`, 'm'));
    } finally {
      assert.equal((await run(['uninstall', 'rel/alist', '-y'])).status, 0);
    }
  });

  it('refuses a path with spaces', async () => {
    const result = await run(['install', path.join(h.root, 'with space', 'alist')]);
    assert.notEqual(result.status, 0);
    assert.match(result.stderr, /must not contain spaces/);
    assert.equal(existsSync(path.join(h.root, 'with space')), false);
  });

  it('uses /opt/alist when no path is given', async () => {
    // The unsupported architecture stops the script before it writes anything.
    const result = await run(['install'], { ALIST_ARCH: 'mips64' });
    assert.notEqual(result.status, 0);
    assert.match(result.stdout, /Target folder: \/opt\/alist$/m);
  });

  it('answers "no" when there is no terminal to ask', async () => {
    const target = path.join(h.root, 'notty', 'alist');
    serve('v3.2.0-test');
    assert.equal((await run(['install', target])).status, 0);
    const result = await run(['uninstall', target]);
    assert.notEqual(result.status, 0);
    assert.match(result.stderr, /cancelled/);
    assert.ok(existsSync(path.join(target, 'alist')));
    assert.equal((await run(['uninstall', target, '-y'])).status, 0);
  });

  it('reports updating a folder that has no installation', async () => {
    const result = await run(['update', path.join(h.root, 'nowhere')]);
    assert.notEqual(result.status, 0);
    assert.match(result.stderr, /install it first/);
  });
});

describe('v3.sh service user and unit hardening', () => {
  let target;
  let unitFile;

  beforeEach(() => {
    resetAccounts();
    unitFile = freshSystemdDir('svc');
  });

  async function install(name) {
    target = path.join(h.root, 'svc', name, 'alist');
    serve('v3.4.0-test');
    const result = await run(['install', target]);
    assert.equal(result.status, 0, output(result));
    return result;
  }

  async function purge() {
    const result = await run(['uninstall', target, '-y', '--purge']);
    assert.equal(result.status, 0, output(result));
    return result;
  }

  it('writes a unit that runs AList as alist with the hardening lines', async () => {
    const result = await install('unit');
    const unit = readFileSync(unitFile, 'utf8');
    for (const line of [
      'User=alist',
      'Group=alist',
      `WorkingDirectory=${target}`,
      `ExecStart=${target}/alist server`,
      'NoNewPrivileges=true',
      // Port 5244 needs no capability, so the process gets none.
      'CapabilityBoundingSet=',
      'AmbientCapabilities=',
      'ProtectSystem=strict',
      'ProtectHome=true',
      'PrivateTmp=true',
      'PrivateDevices=true',
      `ReadWritePaths=${target}/data`,
    ]) {
      assert.ok(unit.split('\n').includes(line), `the unit lacks "${line}":\n${unit}`);
    }
    assert.doesNotMatch(unit, /^(AmbientCapabilities|CapabilityBoundingSet)=\S/m);
    assert.match(result.stdout, /Runs as: +alist/);
    assert.match(result.stdout, /sudo -u alist \.\/alist admin set NEW_PASSWORD/);
    await purge();
  });

  it('creates the system user alist without a login shell or home folder', async () => {
    await install('user');
    const useradd = calls().filter((call) => call.startsWith('useradd '));
    assert.equal(useradd.length, 1, calls().join('\n'));
    assert.match(useradd[0], /--system/);
    assert.match(useradd[0], /--no-create-home/);
    assert.match(useradd[0], /--shell \S*(nologin|false)/);
    assert.match(useradd[0], / alist$/);
    assert.deepEqual(accounts(), { users: ['alist'], groups: ['alist'] });
    await purge();
  });

  it('gives data/ to alist and keeps the program and its folder root-owned', async () => {
    await install('owner');
    const data = path.join(target, 'data');
    const binary = path.join(target, 'alist');
    const recorded = calls().filter((call) => call.startsWith('chown '));
    assert.ok(recorded.includes(`chown -h alist:alist ${data}`), recorded.join('\n'));
    assert.ok(
      recorded.some((call) => call.startsWith('chown root:root ') && call.includes(target)),
      recorded.join('\n'),
    );
    for (const call of recorded.filter((c) => c.includes('alist:alist'))) {
      assert.ok(call.endsWith(` ${data}`), `only data/ may go to alist, not: ${call}`);
    }
    assert.equal(modeOf(data), 0o750, 'data/ is closed to other users');
    assert.equal(modeOf(binary) & 0o022, 0, 'nobody but root may write the program');
    assert.equal(modeOf(target) & 0o022, 0, 'nobody but root may write the install folder');
    await purge();
  });

  it('uses an existing alist user and leaves it in place on uninstall', async () => {
    resetAccounts({ users: ['alist'], groups: ['alist'] });
    const installed = await install('existing');
    assert.match(installed.stdout, /existing system user alist/);
    assert.equal(calls().filter((call) => call.startsWith('useradd ')).length, 0);
    assert.doesNotMatch(readFileSync(unitFile, 'utf8'), /created the user/);
    const result = await purge();
    assert.match(result.stdout, /Left the system user alist in place/);
    assert.equal(calls().filter((call) => call.startsWith('userdel ')).length, 0);
    assert.deepEqual(accounts().users, ['alist']);
  });

  it('refuses an existing alist user without an alist group', async () => {
    resetAccounts({ users: ['alist'] });
    target = path.join(h.root, 'svc', 'nogroup', 'alist');
    serve('v3.4.0-test');
    const result = await run(['install', target]);
    assert.notEqual(result.status, 0);
    assert.match(result.stderr, /group alist does not/);
    assert.equal(existsSync(path.join(target, 'alist')), false);
  });

  it('uninstall --purge removes the user and group it created', async () => {
    await install('remove');
    const result = await purge();
    assert.match(result.stdout, /Removed the system user alist/);
    assert.ok(calls().includes('userdel alist'), calls().join('\n'));
    assert.ok(calls().includes('groupdel alist'), calls().join('\n'));
    assert.deepEqual(accounts(), { users: [], groups: [] });
  });

  it('uninstall without --purge keeps the user that still owns data/', async () => {
    await install('keep');
    writeFileSync(path.join(target, 'data', 'data.db'), 'db');
    const result = await run(['uninstall', target, '-y']);
    assert.equal(result.status, 0, output(result));
    assert.match(result.stdout, /Kept the system user alist because .*data belongs to it/);
    assert.equal(calls().filter((call) => call.startsWith('userdel ')).length, 0);
    assert.deepEqual(accounts().users, ['alist']);
  });

  it('update replaces the program as root and keeps data/ with alist', async () => {
    await install('update');
    const unit = readFileSync(unitFile, 'utf8');
    writeFileSync(path.join(target, 'data', 'config.json'), '{}\n');
    resetAccounts({ users: ['alist'], groups: ['alist'] });
    serve('v3.5.0-test');
    const result = await run(['update', target]);
    assert.equal(result.status, 0, output(result));
    assert.equal(versionOf(path.join(target, 'alist')), 'Version: v3.5.0-test');
    const recorded = calls();
    assert.ok(recorded.includes(`chown -h alist:alist ${target}/data`), recorded.join('\n'));
    assert.ok(
      recorded.some((call) => call.startsWith('chown root:root ') && call.endsWith('/alist.new')),
      recorded.join('\n'),
    );
    assert.ok(
      // The flag as an argument: a temporary folder's random name can hold "-R" too.
      !recorded.some((call) => call.split(' ').includes('-R')),
      'a running install is not chowned recursively',
    );
    assert.equal(readFileSync(unitFile, 'utf8'), unit, 'the unit is left as it is');
    await purge();
  });

  it('update leaves a unit from an older v3.sh that runs as root alone and says how to switch', async () => {
    await install('legacy');
    const legacy = readFileSync(unitFile, 'utf8')
      .split('\n')
      .filter(
        (line) =>
          !/^(User|Group|NoNewPrivileges|Protect\w+|PrivateTmp|ReadWritePaths)=|^#/.test(line),
      )
      .join('\n');
    writeFileSync(unitFile, legacy);
    resetAccounts();
    serve('v3.6.0-test');
    const result = await run(['update', target]);
    assert.equal(result.status, 0, output(result));
    assert.equal(versionOf(path.join(target, 'alist')), 'Version: v3.6.0-test');
    assert.match(result.stdout, /runs AList as root .* delete it and update again/);
    assert.equal(readFileSync(unitFile, 'utf8'), legacy);
    assert.ok(
      !calls().some((call) => call.startsWith('useradd ') || call.includes('alist:alist')),
      calls().join('\n'),
    );
    await purge();
  });

  it('update without a unit writes the hardened one and hands data/ over', async () => {
    await install('migrate');
    writeFileSync(path.join(target, 'data', 'data.db'), 'db');
    rmSync(unitFile);
    resetAccounts();
    serve('v3.7.0-test');
    const result = await run(['update', target]);
    assert.equal(result.status, 0, output(result));
    const unit = readFileSync(unitFile, 'utf8');
    assert.match(unit, /^User=alist$/m);
    assert.match(unit, /^ProtectSystem=strict$/m);
    assert.ok(calls().includes(`chown -R -h alist:alist ${target}/data`), calls().join('\n'));
    await purge();
  });
});

describe('v3.sh versions', () => {
  const releases = () => ({
    ALIST_DOWNLOAD_BASE: '',
    ALIST_RELEASES_BASE: `${h.httpsUrl}/releases`,
  });

  beforeEach(() => {
    resetAccounts();
    freshSystemdDir('versions');
  });

  it('learns the version from the release the latest download came from, without running AList', async () => {
    serve('v9.8.7-test');
    const target = path.join(h.root, 'latest', 'alist');
    const before = stubRuns().length;
    const result = await run(['install', target], releases());
    assert.equal(result.status, 0, output(result));
    assert.ok(h.requested.includes('/releases/latest/download/alist-linux-amd64.tar.gz'));
    assert.ok(h.requested.includes(`/releases/download/${LATEST_TAG}/alist-linux-amd64.tar.gz`));
    assert.match(result.stdout, new RegExp(`Installed ${target}/alist \\(${LATEST_TAG}\\)`));
    assert.equal(readFileSync(path.join(target, 'VERSION'), 'utf8'), `${LATEST_TAG}\n`);
    assert.deepEqual(stubRuns().slice(before), []);
    // Uninstalling removes the version file with the program, so the folder can go too.
    const removed = await run(['uninstall', target, '-y', '--purge'], releases());
    assert.equal(removed.status, 0, output(removed));
    assert.equal(existsSync(target), false);
  });

  it('installs and updates to a chosen release with --version', async () => {
    serve('v3.40.0-test');
    const target = path.join(h.root, 'chosen', 'alist');
    const installed = await run(['install', target, '--version', 'v3.40.0'], releases());
    assert.equal(installed.status, 0, output(installed));
    assert.ok(h.requested.includes('/releases/download/v3.40.0/alist-linux-amd64.tar.gz'));
    assert.ok(h.requested.includes('/releases/download/v3.40.0/md5.txt'));
    assert.match(installed.stdout, /\(v3\.40\.0\)/);

    serve('v3.41.0-test');
    const before = stubRuns().length;
    const updated = await run(['update', target, '--version=v3.41.0'], releases());
    assert.equal(updated.status, 0, output(updated));
    assert.match(updated.stdout, /v3\.40\.0 -> v3\.41\.0/);
    assert.equal(versionOf(path.join(target, 'alist')), 'Version: v3.41.0-test');
    assert.deepEqual(stubRuns().slice(before), []);
  });

  it('refuses a version that is not a release tag, before downloading anything', async () => {
    const count = h.requested.length;
    for (const version of ['3.40.0', 'v3.40', 'v3.40.0;rm', '../v3.40.0']) {
      const result = await run(
        ['install', path.join(h.root, 'bad'), '--version', version],
        releases(),
      );
      assert.notEqual(result.status, 0);
      assert.match(result.stderr, /--version takes a release tag such as v3\.45\.0/);
    }
    assert.equal(h.requested.length, count);
  });

  it('does not take --version with a mirror, which decides the version itself', async () => {
    const result = await run(['install', path.join(h.root, 'mirror'), '--version', 'v3.40.0']);
    assert.notEqual(result.status, 0);
    assert.match(result.stderr, /with ALIST_DOWNLOAD_BASE the mirror decides the version/);
  });

  it('says the version is unknown when a mirror\u2019s address names none', async () => {
    serve('v3.2.0-test');
    const target = path.join(h.root, 'unnamed', 'alist');
    const result = await run(['install', target]);
    assert.equal(result.status, 0, output(result));
    assert.match(result.stdout, /\(unknown version\)/);
    assert.equal(existsSync(path.join(target, 'VERSION')), false);
  });
});

describe('v3.sh arguments and environment', () => {
  beforeEach(() => {
    resetAccounts();
    freshSystemdDir('args');
  });

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
    const target = path.join(h.root, 'mips', 'alist');
    const result = await run(['install', target], { ALIST_ARCH: 'mips64' });
    assert.notEqual(result.status, 0);
    assert.match(result.stderr, /unsupported architecture 'mips64'/);
    assert.equal(existsSync(path.join(target, 'alist')), false);
  });

  it('maps aarch64 to the arm64 archive', async () => {
    serve('v3.3.0-test');
    const target = path.join(h.root, 'arm', 'alist');
    const result = await run(['install', target], { ALIST_ARCH: 'aarch64' });
    assert.equal(result.status, 0, result.stderr);
    assert.ok(h.requested.includes('/download/alist-linux-arm64.tar.gz'));
    assert.equal((await run(['uninstall', target, '--yes'])).status, 0);
  });

  it('fails with a clear error when the download fails', async () => {
    const target = path.join(h.root, 'broken', 'alist');
    const result = await run(['install', target], { ALIST_DOWNLOAD_BASE: `${h.httpsUrl}/missing` });
    assert.notEqual(result.status, 0);
    assert.match(result.stderr, /download failed/);
    assert.equal(existsSync(path.join(target, 'alist')), false);
  });

  it('requires root unless ALIST_ALLOW_NON_ROOT=1', async () => {
    // A stand-in `id` first on PATH makes the script see an ordinary user, even under root.
    const ordinaryBin = path.join(h.root, 'ordinary-bin');
    mkdirSync(ordinaryBin, { recursive: true });
    writeFileSync(path.join(ordinaryBin, 'id'), '#!/bin/sh\necho 1000\n', { mode: 0o755 });
    const result = await run(['install', path.join(h.root, 'noroot')], {
      ALIST_ALLOW_NON_ROOT: '',
      PATH: `${ordinaryBin}:${h.fakeBin}:${process.env.PATH}`,
    });
    assert.notEqual(result.status, 0);
    assert.match(result.stderr, /must run as root/);
    assert.deepEqual(calls(), []);
  });

  it('is clean under shellcheck', async () => {
    const result = spawnSync('shellcheck', [SCRIPT], { encoding: 'utf8' });
    assert.equal(result.status, 0, result.stdout);
    assert.equal(result.stdout, '');
  });
});
