/**
 * Each built page gets a <meta http-equiv="Content-Security-Policy"> listing
 * the SHA-256 hashes of exactly its own inline scripts (see hostHeaders.ts for
 * why the header cannot). It goes right after the charset, before the first
 * script, because a policy in a meta element only governs what follows it.
 *
 * Scripts allowed: every inline <script> whose type runs (none, a JavaScript
 * type or `module`; JSON and JSON-LD data blocks never run) that one of the
 * build's own script writers claims (inlineScriptOrigins.ts). Nothing else in
 * the page's HTML can add to its policy: code demos run in documents of their
 * own (codeDemos.ts). An inline script nothing claims, an inline event
 * handler, a `javascript:` address and a document without a <head> (which no
 * policy element can govern) are reported and stop the build.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Parser } from 'htmlparser2';
import { listHtmlFiles } from './buildOutput';
import { sameStamp, stampOf, type FileStamp } from './htmlSnapshot';
import { buildRecord } from './buildRecord';
import { ROOT } from '../paths';
import { escapeHtml } from '../../src/lib/htmlEscape';
import type { InlineScript, ScriptOrigin } from './inlineScriptOrigins';

/** Marks the element this module writes, so a later build replaces it rather than adding another. */
const MARKER = 'data-page-script-policy';
const OWN_META = new RegExp(`<meta ${MARKER}="" [^>]*>`, 'g');

const RUNNING_TYPES = new Set([
  '',
  'module',
  'text/javascript',
  'application/javascript',
  'application/ecmascript',
  'text/ecmascript',
]);

export interface PageScripts {
  /** Every script the page can run inline, in document order. */
  inline: InlineScript[];
  /**
   * What stops the page from being published: inline code no hash can allow (`button onclick`,
   * `a href=javascript:`), and an element id used twice (a link to it would find either).
   */
  forbidden: string[];
  /** Where the policy element goes: after the charset meta, or after <head>; null without a <head>. */
  insertAt: number | null;
}

/** Reads the inline scripts of a page and where its policy belongs. */
export function readPageScripts(html: string): PageScripts {
  const inline: InlineScript[] = [];
  const forbidden: string[] = [];
  let insertAt: number | null = null;
  let scriptStart: number | null = null;
  let scriptAttributes: Record<string, string> = {};
  let firstScriptAt: number | null = null;
  const ids = new Set<string>();

  const parser = new Parser(
    {
      onopentag(name, attributes) {
        const id = attributes.id;
        if (id !== undefined) {
          if (ids.has(id)) forbidden.push(`the id "${id}" is used twice`);
          ids.add(id);
        }
        for (const [attribute, value] of Object.entries(attributes)) {
          if (/^on[a-z]+$/.test(attribute)) forbidden.push(`<${name} ${attribute}>`);
          else if (/^\s*javascript:/i.test(value))
            forbidden.push(`<${name} ${attribute}="javascript:…">`);
        }
        if (name === 'head' && insertAt === null) insertAt = parser.endIndex + 1;
        if (name === 'meta' && 'charset' in attributes && firstScriptAt === null)
          insertAt = parser.endIndex + 1;
        if (name === 'script') {
          firstScriptAt ??= parser.startIndex;
          const type = (attributes.type ?? '').trim().toLowerCase();
          scriptStart =
            attributes.src === undefined && RUNNING_TYPES.has(type) ? parser.endIndex + 1 : null;
          scriptAttributes = attributes;
        }
      },
      onclosetag(name) {
        if (name === 'script' && scriptStart !== null) {
          inline.push({
            text: html.slice(scriptStart, parser.startIndex),
            attributes: scriptAttributes,
          });
          scriptStart = null;
        }
      },
    },
    { decodeEntities: true, lowerCaseAttributeNames: true },
  );
  parser.end(html);
  return { inline, forbidden, insertAt };
}

/** The CSP source for a script text: `sha256-` and the base64 digest of its UTF-8 bytes. */
export const scriptHash = (text: string): string =>
  `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`;

/**
 * The page with its policy element (replacing one an earlier build wrote), or
 * null when it has no <head> (a slice fragment). `policyFor` turns the hashes
 * into the policy text.
 */
export function withPageScriptPolicy(
  html: string,
  policyFor: (hashes: string[]) => string,
  origins: readonly ScriptOrigin[],
): { html: string; forbidden: string[]; hashes: string[] } | null {
  const clean = html.replace(OWN_META, '');
  const { inline, forbidden, insertAt } = readPageScripts(clean);
  if (insertAt === null) return null;
  const allowed: string[] = [];
  for (const script of inline) {
    if (origins.some((origin) => origin.claims(script))) allowed.push(script.text);
    else
      forbidden.push(
        `<script> that no part of the build writes: ${JSON.stringify(script.text.trim().slice(0, 60))}`,
      );
  }
  const hashes = [...new Set(allowed.map(scriptHash))];
  const meta = `<meta ${MARKER}="" http-equiv="Content-Security-Policy" content="${escapeHtml(policyFor(hashes))}"/>`;
  return { html: clean.slice(0, insertAt) + meta + clean.slice(insertAt), forbidden, hashes };
}

export interface PolicyReport {
  pages: number;
  /** `file: <a onclick>` for each piece of inline code no hash can allow. */
  forbidden: string[];
  /** The hashes of every inline script the pages run, each once (the header lists them). */
  hashes: string[];
}

/** What the last run did to each page, so an unchanged page is not parsed again. */
interface PolicyRecord {
  /** The policy function's output for a fixed input: a changed site policy redoes every page. */
  settings: string;
  pages: Record<string, FileStamp & { forbidden: string[]; hashes: string[]; key: string }>;
}

/** A document no policy element can govern. */
export const NO_HEAD = 'an HTML document without <head>: no policy element can govern it';

/**
 * Writes the policy into every HTML page under a folder, except in folders
 * `skip` names (relative, such as `admin`): the content editor has its own
 * policy, and `_gatsby` holds slice fragments, not pages.
 *
 * `recordFile` (kept out of public/) lets a rebuild skip a page that is as
 * this function left it (same size and time) under the same policy: parsing
 * every page took about 1.8 s of each rebuild.
 */
export function applyPageScriptPolicies(
  publicDir: string,
  policyFor: (hashes: string[], file: string) => string,
  origins: readonly ScriptOrigin[],
  skip: readonly string[],
  recordFile: string | null = null,
  /** What of a page's policy comes from the page itself (its content's hosts), as a text. */
  pageKey: (file: string) => string = () => '',
): PolicyReport {
  const settings = policyFor(['sha256-fingerprint'], '');
  const kept = buildRecord<PolicyRecord>(recordFile, [
    path.join(ROOT, 'gatsby', 'lib'),
    path.join(ROOT, 'src', 'lib'),
  ]);
  const previous = kept.read();
  const known = previous?.settings === settings ? previous.pages : {};
  const record: PolicyRecord = { settings, pages: {} };
  const pages = listHtmlFiles(publicDir).filter(
    (file) => !skip.some((folder) => file.startsWith(`${folder}/`)),
  );
  for (const relative of pages) {
    const full = path.join(publicDir, relative);
    const key = pageKey(relative);
    let page = known[relative];
    if (!page || !sameStamp(page, stampOf(full)) || page.key !== key) {
      const html = fs.readFileSync(full, 'utf8');
      const result = withPageScriptPolicy(html, (own) => policyFor(own, relative), origins);
      if (result && result.html !== html) fs.writeFileSync(full, result.html);
      const { forbidden, hashes } = result ?? { forbidden: [NO_HEAD], hashes: [] };
      page = { ...stampOf(full), forbidden, hashes, key };
    }
    record.pages[relative] = page;
  }
  kept.write(record);
  const results = Object.entries(record.pages);
  return {
    pages: results.length,
    forbidden: results.flatMap(([file, page]) =>
      page.forbidden.map((where) => `${file}: ${where}`),
    ),
    hashes: [...new Set(results.flatMap(([, page]) => page.hashes))].sort(),
  };
}
