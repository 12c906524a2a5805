#!/usr/bin/env node
/**
 * The npm registry mirror this project is built behind answers 404 for native
 * packages of some other platforms (macOS, Windows, Android…), so `npm install`
 * leaves them out of package-lock.json and `npm ci` then refuses the lock as
 * out of sync. This adds an entry for each missing platform package, with the
 * os/cpu/libc its name declares, so npm ci sees a complete lock and skips them
 * as optional packages for another platform. Run it after `npm install`.
 */
import { readFileSync, writeFileSync } from 'node:fs';

const LOCK = 'package-lock.json';
const lock = JSON.parse(readFileSync(LOCK, 'utf8'));
const packages = lock.packages;

const OS = [
  'darwin',
  'linux',
  'win32',
  'android',
  'freebsd',
  'openharmony',
  'sunos',
  'netbsd',
  'openbsd',
  'aix',
];
const CPU = ['arm64', 'x64', 'ia32', 'arm', 'ppc64', 's390x', 'riscv64', 'loong64', 'mips64el'];

/** `@swc/core-linux-arm-gnueabihf` → { os: ['linux'], cpu: ['arm'], libc: ['glibc'] } */
export function platformOf(name) {
  const parts = name.split('/').pop().split('-');
  const os = parts.find((part) => OS.includes(part));
  const cpu = parts.find((part) => CPU.includes(part));
  if (!os || !cpu) return null;
  const platform = { os: [os], cpu: [cpu] };
  if (os === 'linux') {
    if (parts.some((part) => part.startsWith('musl'))) platform.libc = ['musl'];
    else if (parts.some((part) => part.startsWith('gnu'))) platform.libc = ['glibc'];
  }
  return platform;
}

/** Where node would find `name` from the package at `from` (node_modules lookup). */
function resolves(from, name) {
  let base = from;
  for (;;) {
    if (packages[`${base ? `${base}/` : ''}node_modules/${name}`]) return true;
    if (!base) return false;
    const cut = base.lastIndexOf('/node_modules/');
    base = cut === -1 ? '' : base.slice(0, cut);
  }
}

let added = 0;
for (const [location, entry] of Object.entries({ ...packages })) {
  for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
    if (resolves(location, name)) continue;
    const platform = platformOf(name);
    if (!platform || !/^\d+\.\d+\.\d+/.test(version)) {
      console.warn(`left alone: ${name}@${version} (from ${location || 'the root'})`);
      continue;
    }
    const key = `${location ? `${location}/` : ''}node_modules/${name}`;
    packages[key] = {
      version,
      ...platform,
      ...(entry.dev ? { dev: true } : {}),
      optional: true,
    };
    added += 1;
  }
}

lock.packages = Object.fromEntries(
  Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))),
);
writeFileSync(LOCK, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`package-lock.json: added ${added} platform package entr${added === 1 ? 'y' : 'ies'}`);
