/**
 * Each built page gets a <meta http-equiv="Content-Security-Policy"> listing
 * the SHA-256 hashes of exactly its own inline scripts (see hostHeaders.ts for
 * why the header cannot). It goes right after the charset, before the first
 * script, because a policy in a meta element only governs what follows it.
 *
 * Scripts allowed: every inline <script> whose type runs (none, a JavaScript
 * type or `module`; JSON and JSON-LD data blocks never run) that one of the
 * build's own script writers claims (inlineScriptOrigins.ts), and the script
 * of each code demo on the page: a demo runs in a sandboxed srcdoc frame,
 * which inherits the page's policies, and its text is known from the data the
 * demo's CodePen form carries. An inline script nothing claims, an inline
 * event handler and a `javascript:` address are reported and stop the build.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Parser } from 'htmlparser2';
import { listHtmlFiles } from './buildOutput';
import { sameStamp, stampOf, type FileStamp } from './htmlSnapshot';
import { buildRecord } from './buildRecord';
import { ROOT } from '../paths';
import { demoScriptText } from '../../src/lib/codeDemo';
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
  /** The script of each code demo on the page. */
  demos: string[];
  /** Where the page would need inline code that no hash can allow: `button onclick`, `a href=javascript:`. */
  forbidden: string[];
  /** Where the policy element goes: after the charset meta, or after <head>; null without a <head>. */
  insertAt: number | null;
}

/** Reads the inline scripts of a page and where its policy belongs. */
export function readPageScripts(html: string): PageScripts {
  const inline: InlineScript[] = [];
  const demos: string[] = [];
  const forbidden: string[] = [];
  let insertAt: number | null = null;
  let scriptStart: number | null = null;
  let scriptAttributes: Record<string, string> = {};
  let firstScriptAt: number | null = null;
  let depth = 0;
  let demoDepth: number | null = null;

  const parser = new Parser(
    {
      onopentag(name, attributes) {
        depth += 1;
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
        if (demoDepth === null && 'data-code-demo' in attributes) demoDepth = depth;
        if (demoDepth !== null && name === 'input' && attributes.name === 'data') {
          const js = demoScript(attributes.value);
          if (js) demos.push(demoScriptText(js));
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
        if (demoDepth === depth) demoDepth = null;
        depth -= 1;
      },
    },
    { decodeEntities: true, lowerCaseAttributeNames: true },
  );
  parser.end(html);
  return { inline, demos, forbidden, insertAt };
}

/** The JavaScript of a code demo from its CodePen data (JSON), or null. */
function demoScript(data: string | undefined): string | null {
  if (!data) return null;
  try {
    const { js } = JSON.parse(data) as { js?: unknown };
    return typeof js === 'string' && js.trim() ? js : null;
  } catch {
    return null;
  }
}

/** The CSP source for a script text: `sha256-` and the base64 digest of its UTF-8 bytes. */
export const scriptHash = (text: string): string =>
  `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`;

const escapeAttribute = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The page with its policy element (replacing one an earlier build wrote), or
 * null when it has no <head> (a slice fragment). `policyFor` turns the hashes
 * into the policy text.
 */
export function withPageScriptPolicy(
  html: string,
  policyFor: (hashes: string[]) => string,
  origins: readonly ScriptOrigin[],
): { html: string; forbidden: string[] } | null {
  const clean = html.replace(OWN_META, '');
  const { inline, demos, forbidden, insertAt } = readPageScripts(clean);
  if (insertAt === null) return null;
  const allowed = [...demos];
  for (const script of inline) {
    if (origins.some((origin) => origin.claims(script))) allowed.push(script.text);
    else
      forbidden.push(
        `<script> that no part of the build writes: ${JSON.stringify(script.text.trim().slice(0, 60))}`,
      );
  }
  const hashes = [...new Set(allowed.map(scriptHash))];
  const meta = `<meta ${MARKER}="" http-equiv="Content-Security-Policy" content="${escapeAttribute(policyFor(hashes))}"/>`;
  return { html: clean.slice(0, insertAt) + meta + clean.slice(insertAt), forbidden };
}

export interface PolicyReport {
  pages: number;
  /** `file: <a onclick>` for each piece of inline code no hash can allow. */
  forbidden: string[];
}

/** What the last run did to each page, so an unchanged page is not parsed again. */
interface PolicyRecord {
  /** The policy function's output for a fixed input: a changed site policy redoes every page. */
  settings: string;
  pages: Record<string, FileStamp & { forbidden: string[] }>;
}

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
  policyFor: (hashes: string[]) => string,
  origins: readonly ScriptOrigin[],
  skip: readonly string[],
  recordFile: string | null = null,
): PolicyReport {
  const report: PolicyReport = { pages: 0, forbidden: [] };
  const settings = policyFor(['sha256-fingerprint']);
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
    const before = stampOf(full);
    const kept = known[relative];
    let forbidden: string[];
    let after = before;
    if (kept && sameStamp(kept, before)) {
      forbidden = kept.forbidden;
    } else {
      const html = fs.readFileSync(full, 'utf8');
      const result = withPageScriptPolicy(html, policyFor, origins);
      if (!result) continue;
      forbidden = result.forbidden;
      if (result.html !== html) {
        fs.writeFileSync(full, result.html);
        after = stampOf(full);
      }
    }
    report.pages += 1;
    report.forbidden.push(...forbidden.map((where) => `${relative}: ${where}`));
    record.pages[relative] = { ...after, forbidden };
  }
  kept.write(record);
  return report;
}
