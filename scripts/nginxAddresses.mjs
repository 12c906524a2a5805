#!/usr/bin/env node
/**
 * Writes the address rules of gatsby/lib/hostRules.mjs as nginx configuration, so the Docker
 * image and the nginx test answer addresses as the local server and Netlify do:
 *
 * - not-found.conf (http level): the not-found page of a request's first folder.
 * - addresses.conf (server level): what is never served, one location per address rule, and
 *   the not-found page with status 404. deploy/nginx/site.conf includes it before its own
 *   regular-expression locations, which nginx tries in order, so nothing hidden slips past.
 *
 *   node scripts/nginxAddresses.mjs <output folder>
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  ADDRESS_RULES,
  HIDDEN_SEGMENT,
  HOST_FILES,
  NOT_FOUND_PAGE,
} from '../gatsby/lib/hostRules.mjs';

const BANNER =
  '# Generated from gatsby/lib/hostRules.mjs by scripts/nginxAddresses.mjs: do not edit.';

const block = (comment, head, body) => `# ${comment}\n${head} {\n  ${body}\n}`;

/** A rule without a pattern takes every other address: nginx's `location /`, tried last. */
function ruleLocation({ comment, pattern, files }) {
  const tried = files.map((file) => file.replace('{path}', '$uri').replace('{stem}', '$stem'));
  const head = pattern ? `location ~ ${pattern}` : 'location /';
  return block(comment, head, `try_files ${tried.join(' ')} =404;`);
}

/** @returns {{ maps: string, locations: string }} */
export function nginxAddressConfig() {
  // $request_uri keeps the query, which the folder must not take in.
  const maps = [
    'map $request_uri $not_found_page {',
    `  default /${NOT_FOUND_PAGE};`,
    `  "~^/(?<not_found_folder>[^/?]+)" /$not_found_folder/${NOT_FOUND_PAGE};`,
    '}',
  ].join('\n');
  const locations = [
    'error_page 404 @not_found;',
    block('Dot-files are never served.', `location ~ ${HIDDEN_SEGMENT}`, 'return 404;'),
    ...HOST_FILES.map((file) =>
      block('Rules for the host, not pages.', `location = /${file}`, 'return 404;'),
    ),
    ...ADDRESS_RULES.map(ruleLocation),
    block(
      "The first folder's not-found page, else the site's.",
      'location @not_found',
      `try_files $not_found_page /${NOT_FOUND_PAGE} =404;`,
    ),
  ];
  return { maps: `${BANNER}\n${maps}\n`, locations: `${BANNER}\n${locations.join('\n\n')}\n` };
}

/** Writes not-found.conf and addresses.conf into a folder. */
export function writeNginxAddresses(folder) {
  const { maps, locations } = nginxAddressConfig();
  mkdirSync(folder, { recursive: true });
  writeFileSync(path.join(folder, 'not-found.conf'), maps);
  writeFileSync(path.join(folder, 'addresses.conf'), locations);
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  const [folder] = process.argv.slice(2);
  if (!folder) {
    console.error('usage: node scripts/nginxAddresses.mjs <output folder>');
    process.exit(2);
  }
  writeNginxAddresses(folder);
  console.log(`Wrote not-found.conf and addresses.conf to ${folder}`);
}
