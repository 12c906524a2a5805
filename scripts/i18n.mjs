#!/usr/bin/env node
/**
 * The translation state of the Chinese pages (scripts/translationState.mjs).
 *
 *   npm run i18n:status              every Chinese page whose English moved on, with the sections
 *   npm run i18n:mark -- <page…>     record that these Chinese pages follow today's English
 *   npm run i18n:mark -- --all       the same for every page (after a full review)
 *
 * A page is named as under content/en without .mdx: `guide/install/docker`.
 * status exits 0 whatever it finds: a page behind is normal, and shown, not forbidden.
 */
import path from 'node:path';
import {
  englishPages,
  englishStateOf,
  readState,
  translationStatus,
  writeState,
} from './translationState.mjs';

const root = process.cwd();
const english = path.join(root, 'content', 'en');
const [command, ...args] = process.argv.slice(2);
const label = (key) => (key === '' ? '(before the first heading)' : key);

function status() {
  const state = readState(root);
  const rows = englishPages(english).map((page) => ({
    page,
    ...translationStatus(state[page], englishStateOf(english, page)),
  }));
  const behind = rows.filter((row) => row.status !== 'current');
  for (const row of behind) {
    console.log(`${row.status === 'unmarked' ? 'unmarked' : 'behind  '}  zh/${row.page}.mdx`);
    for (const what of ['changed', 'added', 'removed'])
      if (row[what].length) console.log(`          ${what}: ${row[what].map(label).join(', ')}`);
  }
  console.log(
    `${rows.length - behind.length} of ${rows.length} Chinese pages follow today's English; ` +
      `${behind.filter((row) => row.status === 'behind').length} behind, ` +
      `${behind.filter((row) => row.status === 'unmarked').length} unmarked.`,
  );
}

function mark() {
  const all = args.includes('--all');
  const known = new Set(englishPages(english));
  const pages = all
    ? [...known]
    : args.map((page) => page.replace(/^(content\/)?(en|zh)\//, '').replace(/\.mdx$/, ''));
  if (pages.length === 0) {
    console.error('Name the pages to mark (guide/install/docker), or --all.');
    process.exit(2);
  }
  const unknown = pages.filter((page) => !known.has(page));
  if (unknown.length) {
    console.error(`No English page ${unknown.join(', ')} under content/en.`);
    process.exit(2);
  }
  const state = readState(root);
  for (const page of pages) state[page] = englishStateOf(english, page);
  writeState(root, state);
  console.log(`Marked ${pages.length} Chinese page(s) as following today's English.`);
}

if (command === 'status') status();
else if (command === 'mark') mark();
else {
  console.error('Usage: node scripts/i18n.mjs status | mark <page…> | mark --all');
  process.exit(2);
}
