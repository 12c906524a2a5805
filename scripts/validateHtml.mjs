#!/usr/bin/env node
/**
 * The W3C validator (vnu, errors only) over a sample of built pages: both home
 * pages, doc, driver, API, config and tool pages in each locale, and the 404s.
 *   node scripts/validateHtml.mjs [--dir public] [pages…]
 * Needs Java (Debian: default-jre-headless).
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { commandOptions } from './commandLine.mjs';
import vnuJar from 'vnu-jar';

export const SAMPLE_PAGES = [
  'index.html',
  'zh/index.html',
  'guide/install/docker.html',
  'zh/guide/install/docker.html',
  'guide/drivers/aliyundrive.html',
  'zh/guide/drivers/aliyundrive.html',
  'guide/api/fs.html',
  'config/configuration.html',
  'tool/onedrive/request.html',
  'zh/tool/115/token.html',
  '404.html',
  'zh/404.html',
];

/** vnu's JSON report → one line per error: file, line and message. */
export function errorLines(report) {
  return (report.messages ?? [])
    .filter((message) => message.type === 'error')
    .map((message) => {
      const file = decodeURIComponent(String(message.url ?? '').replace(/^file:/, ''));
      return `${file}:${message.lastLine ?? '?'}: ${message.message}`;
    });
}

function validate(files) {
  const vnu = ['-jar', String(vnuJar), '--errors-only', '--format', 'json', ...files];
  const run = spawnSync('java', vnu, { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (run.error) throw new Error(`cannot run java: ${run.error.message}`);
  // vnu writes its JSON report to stderr.
  return errorLines(JSON.parse(run.stderr || '{"messages":[]}'));
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  const { values, positionals: named } = commandOptions({
    options: { dir: { type: 'string', default: 'public' } },
    allowPositionals: true,
  });
  const files = (named.length > 0 ? named : SAMPLE_PAGES).map((page) =>
    path.join(values.dir, page),
  );
  const missing = files.filter((file) => !existsSync(file));
  if (missing.length > 0) {
    console.error(`Not built: ${missing.join(', ')} (run npm run build first)`);
    process.exit(1);
  }
  const errors = validate(files);
  for (const line of errors) console.error(line);
  console.log(`${files.length} pages checked, ${errors.length} HTML errors`);
  process.exit(errors.length === 0 ? 0 : 1);
}
