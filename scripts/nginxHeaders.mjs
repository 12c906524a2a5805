#!/usr/bin/env node
/**
 * Turns public/_headers into nginx configuration, so the Docker image and the
 * nginx test send exactly the headers the static host sends, from the one file
 * the build writes (gatsby/lib/hostHeaders.ts):
 *
 * - headers-maps.conf (http level): one `map` per header from the served
 *   file's path ($uri, after try_files) to its value; the rules are tried last
 *   to first, because the last matching rule that sets a header decides it.
 * - headers.conf (server level): one `add_header … always` per header; nginx
 *   leaves out a header whose value is empty.
 *
 *   node scripts/nginxHeaders.mjs public/_headers <output folder>
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseHeadersFile, patternSource } from './headersFile.mjs';

/** A double-quoted nginx string. `$` would start a variable, so a value may not hold one. */
function quoted(text) {
  if (text.includes('$') && !text.startsWith('~'))
    throw new Error(`nginx cannot send a header value with "$": ${text}`);
  return `"${text.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
}

const variableName = (header) => `site_header_${header.toLowerCase().replace(/[^a-z0-9]+/g, '_')}`;

/**
 * @param {import('./headersFile.mjs').HeaderRule[]} rules
 * @returns {{ maps: string, headers: string }}
 */
export function nginxHeaderConfig(rules) {
  /** @type {Map<string, string>} lower-case name → name as first written */
  const names = new Map();
  rules.forEach((rule) => {
    const setHere = new Set();
    for (const [name] of rule.headers) {
      const key = name.toLowerCase();
      const detached = rule.detach.some((other) => other.toLowerCase() === key);
      // A header set twice for one path is joined (Cloudflare Pages), which one lookup cannot
      // express; the build never writes that, and this stops one that does.
      if (setHere.has(key) || (names.has(key) && !detached))
        throw new Error(`${rule.pattern} sets ${name} again without "! ${name}"`);
      setHere.add(key);
      if (!names.has(key)) names.set(key, name);
    }
  });
  const maps = [];
  const headers = [];
  for (const [key, name] of names) {
    const variable = variableName(key);
    const entries = [];
    for (const rule of [...rules].reverse()) {
      const set = rule.headers.find(([other]) => other.toLowerCase() === key);
      const detached = rule.detach.some((other) => other.toLowerCase() === key);
      if (!set && !detached) continue;
      entries.push(`  ${quoted(`~${patternSource(rule.pattern)}`)} ${quoted(set ? set[1] : '')};`);
    }
    maps.push([`map $uri $${variable} {`, '  default "";', ...entries, '}'].join('\n'));
    headers.push(`add_header ${name} $${variable} always;`);
  }
  const banner = '# Generated from public/_headers by scripts/nginxHeaders.mjs: do not edit.';
  return {
    maps: `${banner}\n${maps.join('\n\n')}\n`,
    headers: `${banner}\n${headers.join('\n')}\n`,
  };
}

/** Writes both files for a `_headers` file into a folder. */
export function writeNginxHeaders(headersFile, folder) {
  const { maps, headers } = nginxHeaderConfig(parseHeadersFile(readFileSync(headersFile, 'utf8')));
  mkdirSync(folder, { recursive: true });
  writeFileSync(path.join(folder, 'headers-maps.conf'), maps);
  writeFileSync(path.join(folder, 'headers.conf'), headers);
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  const [headersFile, folder] = process.argv.slice(2);
  if (!headersFile || !folder) {
    console.error('usage: node scripts/nginxHeaders.mjs public/_headers <output folder>');
    process.exit(2);
  }
  writeNginxHeaders(headersFile, folder);
  console.log(`Wrote headers-maps.conf and headers.conf to ${folder}`);
}
