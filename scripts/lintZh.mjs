#!/usr/bin/env node
/**
 * Chinese copy-editing for the zh pages: @lint-md/core's text rules (the
 * engine of @lint-md/cli) over the prose of each MDX file, and nothing else.
 *
 * @lint-md reads Markdown, not MDX, so the page is first parsed the way the
 * site parses it (remark-mdx, GFM, containers) and everything that is not
 * prose is masked with a placeholder character of the same length: front
 * matter (except the values of `title`, `shortTitle`, `description` and
 * `excerpt`), ESM, JSX tags and their props, `{…}` expressions, fenced and
 * inline code, link and image targets, bare URLs, emoji shortcodes and the
 * `[#id]` of headings. Line breaks stay, so every finding keeps its line and
 * column. `--fix` applies the rules' fixes to the masked text and puts the
 * masked characters back one for one: a fix can never touch them.
 *
 *   node scripts/lintZh.mjs [files or folders…]         (default: content/zh)
 *   node scripts/lintZh.mjs --fix [files or folders…]
 */
import { readFrontMatter } from '../src/lib/content/frontMatter.mjs';
import { explicitAnchorOf } from '../src/lib/content/headingId.mjs';
import { lintMarkdown } from '@lint-md/core';
import { readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { commandOptions } from './commandLine.mjs';
import { filesUnder } from '../gatsby/lib/filesUnder.mjs';
import { directiveFromMarkdown } from 'mdast-util-directive';
import { directive } from 'micromark-extension-directive';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';

/** Stands for every masked character: not Han, not Latin, not a digit, not punctuation. */
export const PLACEHOLDER = '\uE000';

/** Front-matter keys whose values are prose a reader sees (page title, sidebar text, summary). */
export const PROSE_KEYS = ['title', 'shortTitle', 'description', 'excerpt'];

/** Curly quotes are left out: most Chinese fonts draw them half-width, and a space outside them is common. */
const FULLWIDTH_PUNCTUATION = '，。、；：！？（）《》「」【】';
const isHan = (char) => /^\p{Script=Han}$/u.test(char ?? '');
const isLatinOrDigit = (char) => /^[A-Za-z0-9]$/.test(char ?? '');

const HALF_TO_FULL = Object.fromEntries(
  [...',.;:!?()'].map((half, i) => [half, '，。；：！？（）'[i]]),
);

/** Where a match of a regular expression in a text node is in the page. */
const matchRange = (context, node, match) =>
  context.sourceCode.getTextRange(node, match.index, match.index + match[0].length);

/**
 * A rule @lint-md does not have: no space between full-width punctuation and
 * the text beside it (`名称 （name）` → `名称（name）`), which the bracket and
 * comma fixes would otherwise leave behind.
 */
const noSpaceAroundFullwidthPunctuation = {
  meta: { name: 'no-space-around-fullwidth-punctuation' },
  create: (context) => ({
    text: (node) => {
      const { value } = node;
      for (const match of value.matchAll(/[ \t\u3000]+/g)) {
        const before = value[match.index - 1];
        const after = value[match.index + match[0].length];
        const touches = [before, after].some(
          (char) => char !== undefined && FULLWIDTH_PUNCTUATION.includes(char),
        );
        // Only between two pieces of prose: a space beside markup, code or a URL stays (a
        // bare URL followed by 。 would take the 。 into the link).
        const prose = (char) => char !== undefined && char !== PLACEHOLDER && char !== '`';
        if (!touches || !prose(before) || !prose(after)) continue;
        const range = matchRange(context, node, match);
        context.report({
          range,
          message: '全角标点两侧不加空格',
          fix: (fixer) => fixer.removeRange(range),
        });
      }
    },
  }),
};

/**
 * @lint-md's no-half-width-punctuation looks only at the characters right
 * beside the mark, so `支持 WebDAV, 然后` passes it. Here a half-width comma,
 * semicolon, colon, `!` or `?` after Latin text and followed by Chinese ends a
 * Chinese clause and becomes full-width, without the space.
 */
const halfWidthPunctuationBeforeChinese = {
  meta: { name: 'no-half-width-punctuation-before-chinese' },
  create: (context) => ({
    text: (node) => {
      for (const match of node.value.matchAll(/([,;:!?])[ \t]+(?=\p{Script=Han})/gu)) {
        const range = matchRange(context, node, match);
        context.report({
          range,
          message: `中文句子中的半角标点"${match[1]}"应为全角"${HALF_TO_FULL[match[1]]}"`,
          fix: (fixer) => fixer.replaceTextRange(range, HALF_TO_FULL[match[1]]),
        });
      }
    },
  }),
};

/**
 * The rules, by @lint-md id. The text rules are on; the rules about Markdown
 * structure (empty code, code language, list and blockquote shape, link
 * spacing, blank lines) see only masked text here and are off: Prettier and
 * check-mdx cover structure.
 */
export const RULES = {
  'space-around-alphabet': 2,
  'space-around-number': 2,
  'no-half-width-punctuation': 2,
  'no-full-width-number': 2,
  'no-special-characters': 2,
  'use-standard-ellipsis': 0,
  'correct-title-trailing-punctuation': 0,
  'no-empty-blockquote': 0,
  'no-empty-code': 0,
  'no-empty-code-lang': 0,
  'no-empty-inline-code': 0,
  'no-empty-list': 0,
  'no-empty-url': 0,
  'no-long-code': 0,
  'no-multiple-blank-lines': 0,
  'no-multiple-space-blockquote': 0,
  'no-space-in-inline-code': 0,
  'no-space-in-link': 0,
  'require-trailing-spaces': 0,
  'space-around-link': 0,
  'no-space-around-fullwidth-punctuation': [noSpaceAroundFullwidthPunctuation, 2, {}],
  'no-half-width-punctuation-before-chinese': [halfWidthPunctuationBeforeChinese, 2, {}],
};

/** What each rule asks for, in English, for the report. */
const EXPLAIN = {
  'space-around-alphabet': 'a space between Chinese and Latin letters',
  'space-around-number': 'a space between Chinese and digits',
  'no-half-width-punctuation': 'full-width punctuation in a Chinese sentence',
  'no-full-width-number': 'half-width digits',
  'no-special-characters': 'no control or hair-space characters',
  'no-space-around-fullwidth-punctuation': 'no space beside full-width punctuation',
  'no-half-width-punctuation-before-chinese': 'full-width punctuation in a Chinese sentence',
  'space-around-markup':
    'a space between Chinese and Latin letters, digits, inline code or a bare URL across markup',
};

function blockContainers() {
  const data = this.data();
  (data.micromarkExtensions ??= []).push({ flow: directive().flow });
  (data.fromMarkdownExtensions ??= []).push(directiveFromMarkdown);
}

const parser = unified()
  .use(remarkParse)
  .use(remarkMdx)
  .use(remarkGfm, { singleTilde: false })
  .use(blockContainers);

/** Emoji shortcodes (remark-gemoji) and bare addresses the autolinker may have left as text. */
const TEXT_MASKS = [/:[a-z0-9_+-]+:/g, /\b(?:https?|ftp|wss?):\/\/[^\s，。；！？（）]+/g];

/** The front matter block at the top, as the site's one reader finds it, or null. */
function frontMatterOf(source) {
  let block;
  try {
    ({ block } = readFrontMatter(source));
  } catch (error) {
    // Refused or malformed (the build reports it): the block is still not prose of the body.
    block = source.slice(0, source.length - error.body.length);
  }
  if (!block) return null;
  const bodyStart = block.indexOf('\n') + 1;
  return {
    length: block.length,
    body: block.slice(bodyStart, block.replace(/\r?\n$/, '').lastIndexOf('\n')),
    bodyStart,
  };
}

/** An autolink (`<https://…>`, bare `https://…`): an address, not words. */
const isAutolink = (node, source) =>
  node.type === 'link' && source[node.position.start.offset] !== '[';

/**
 * Parses a page as the site does. `ranges` are the [start, end) spans of
 * `source` that are prose: mdast text nodes of the MDX tree (minus heading
 * ids and autolinks) and the values of the prose keys in front matter.
 */
export function parsePage(source) {
  const ranges = [];
  const front = frontMatterOf(source);
  let body = source;
  if (front) {
    // Blank the front matter (same length) so positions in the MDX tree stay true.
    body = source.slice(0, front.length).replace(/[^\n]/g, ' ') + source.slice(front.length);
    let offset = front.bodyStart;
    for (const line of front.body.split('\n')) {
      const match = /^([A-Za-z]+):[ \t]*(["']?)(.*?)\2[ \t]*\r?$/.exec(line);
      if (match && PROSE_KEYS.includes(match[1]) && match[3] && !/^[|>]/.test(match[3])) {
        const start = offset + line.indexOf(match[3], match[1].length + 1);
        ranges.push([start, start + match[3].length]);
      }
      offset += line.length + 1;
    }
  }
  const tree = parser.parse(body);
  const visit = (node, parent) => {
    if (node.type === 'text' && node.position && !(parent && isAutolink(parent, source))) {
      let start = node.position.start.offset;
      let end = node.position.end.offset;
      if (parent?.type === 'heading' && parent.children.at(-1) === node) {
        const explicit = explicitAnchorOf(source.slice(start, end));
        if (explicit) end = start + explicit.wordsEnd;
      }
      ranges.push([start, end]);
    }
    // Code, JSX tags and props, expressions and ESM have no text children; JSX elements'
    // children are Markdown again and are visited.
    for (const child of node.children ?? []) visit(child, node);
  };
  visit(tree, null);
  return { tree, ranges };
}

/** The prose of a page (see parsePage), one piece a line: what the glossary test reads. */
export function proseOf(source) {
  return parsePage(source)
    .ranges.map(([start, end]) => source.slice(start, end))
    .join('\n');
}

/** `source` with everything but prose replaced by PLACEHOLDER, line breaks kept. */
export function maskZh(source, ranges = parsePage(source).ranges) {
  const keep = new Uint8Array(source.length);
  for (const [start, end] of ranges) keep.fill(1, start, end);
  let masked = '';
  for (let i = 0; i < source.length; i += 1) {
    const char = source[i];
    masked += keep[i] || char === '\n' || char === '\r' ? char : PLACEHOLDER;
  }
  for (const pattern of TEXT_MASKS)
    masked = masked.replace(pattern, (found) => found.replace(/[^\n]/g, PLACEHOLDER));
  return masked;
}

/** Inline markup whose text reads on with the text around it. */
const TRANSPARENT = new Set(['strong', 'emphasis', 'delete', 'link', 'linkReference']);

/**
 * @lint-md sees one text node at a time, so `中文**App**` or `` 见`code`中文 ``
 * pass it. This rule (`space-around-markup`) reads each run of inline content
 * the way it renders: at every boundary between two pieces (text, inline code,
 * an autolink) where Chinese meets a Latin letter or digit, or inline code or
 * an autolink, a space belongs outside the markup. JSX, images and breaks end
 * the run.
 * @returns {Array<{ offset: number, found: string, suggestion: string }>} `offset`: where the space goes.
 */
export function markupFindings(source, tree) {
  const findings = [];
  const runOf = (node, chain, run) => {
    for (const child of node.children ?? []) {
      const path = [...chain, child];
      if (child.type === 'text')
        run.push({ path, first: child.value[0], last: child.value.at(-1) });
      else if (child.type === 'inlineCode' || isAutolink(child, source))
        run.push({ path, first: 'a', last: 'a' });
      else if (TRANSPARENT.has(child.type)) runOf(child, path, run);
      else {
        run.push(null);
        if (child.children) check(child);
      }
    }
    return run;
  };
  const check = (container) => {
    if (container.type === 'code' || !container.children) return;
    const phrasing = container.children.some(
      (child) =>
        child.type === 'text' || child.type === 'inlineCode' || TRANSPARENT.has(child.type),
    );
    if (!phrasing) {
      container.children.forEach(check);
      return;
    }
    const run = runOf(container, [], []);
    for (let i = 1; i < run.length; i += 1) {
      const [left, right] = [run[i - 1], run[i]];
      if (!left || !right) continue;
      const hanThenLatin = isHan(left.last) && isLatinOrDigit(right.first);
      const latinThenHan = isLatinOrDigit(left.last) && isHan(right.first);
      if (!hanThenLatin && !latinThenHan) continue;
      // The space goes between the outermost pieces of markup that differ.
      let depth = 0;
      while (left.path[depth] === right.path[depth]) depth += 1;
      const offset = left.path[depth].position.end.offset;
      const start = Math.max(left.path.at(-1).position.start.offset, offset - 8);
      const end = Math.min(right.path.at(-1).position.end.offset, offset + 8);
      findings.push({
        offset,
        found: source.slice(start, end),
        suggestion: `${source.slice(start, offset)} ${source.slice(offset, end)}`,
      });
    }
  };
  check(tree);
  return findings;
}

/**
 * The masked runs of a page as @lint-md gets them: a run of three or more
 * placeholders becomes an inline code span of the same length (`` `░░░` ``),
 * so the text rules, which walk every character of every text node, skip it.
 */
function maskedRuns(source, masked) {
  return [...masked.matchAll(new RegExp(`${PLACEHOLDER}+`, 'g'))].map((match) => {
    const length = match[0].length;
    return {
      lint: length < 3 ? match[0] : `\`${PLACEHOLDER.repeat(length - 2)}\``,
      original: source.slice(match.index, match.index + length),
    };
  });
}

/** Puts the masked runs back, in order, into the fixed text; fixes never touch them. */
function unmask(runs, fixed) {
  let result = '';
  let cursor = 0;
  for (const run of runs) {
    const at = fixed.indexOf(run.lint, cursor);
    if (at < 0) throw new Error('a fix changed masked text; nothing written');
    result += fixed.slice(cursor, at) + run.original;
    cursor = at + run.lint.length;
  }
  return result + fixed.slice(cursor);
}

function suggestion(rule, found) {
  if (rule === 'space-around-alphabet' || rule === 'space-around-number')
    return `${found.slice(0, -1)} ${found.slice(-1)}`;
  if (rule === 'no-half-width-punctuation' || rule === 'no-half-width-punctuation-before-chinese')
    return HALF_TO_FULL[found.trim()] ?? found;
  if (rule === 'no-full-width-number')
    return found.replace(/[０-９]/g, (digit) => String(digit.charCodeAt(0) - 0xff10));
  if (rule === 'no-space-around-fullwidth-punctuation' || rule === 'no-special-characters')
    return '';
  return found;
}

/**
 * @typedef {{ line: number, column: number, rule: string, message: string,
 *   found: string, suggestion: string }} ZhFinding
 */

/**
 * A line on which some rule could fire: Han beside a Latin letter, digit or %,
 * half-width punctuation or brackets, full-width digits, special characters,
 * or a space beside full-width punctuation. Every rule above looks within one
 * line (bracket pairs need a bracket on the line), so lines without any of
 * these are masked too: the text rules walk every character, and that is most
 * of the linter's time.
 */
const CANDIDATE =
  /\p{Script=Han}[A-Za-z0-9]|[A-Za-z0-9%]\p{Script=Han}|[,.;:!?()]|[０-９\u200A]|[，。、；：！？（）《》「」【】][ \t\u3000]|[ \t\u3000][，。、；：！？（）《》「」【】]/u;

const withoutQuietLines = (masked) =>
  masked
    .split('\n')
    .map((line) =>
      CANDIDATE.test(line) || line.includes('\b') ? line : line.replace(/[^\r]/g, PLACEHOLDER),
    )
    .join('\n');

/** 1-based line and column of an offset. */
function locate(source, offset) {
  const before = source.slice(0, offset);
  return { line: before.split('\n').length, column: offset - before.lastIndexOf('\n') };
}

/** Inserts a space where each of the markup findings puts one. */
const insertSpaces = (source, findings) =>
  [...new Set(findings.map((finding) => finding.offset))]
    .sort((a, b) => b - a)
    .reduce((text, offset) => `${text.slice(0, offset)} ${text.slice(offset)}`, source);

/**
 * Lints the prose of one MDX source.
 * @param {string} source
 * @param {{ fix?: boolean, everyLine?: boolean }} [options] `everyLine`: no quiet-line shortcut (for tests)
 * @returns {{ findings: ZhFinding[], output: string }} `findings` are those of `source`;
 *   `output` is the fixed source with `fix`, else `source`.
 */
export function lintZh(source, options = {}) {
  if (source.includes(PLACEHOLDER)) throw new Error('the file contains U+E000, the mask character');
  const { tree, ranges } = parsePage(source);
  let masked = maskZh(source, ranges);
  if (!options.everyLine) masked = withoutQuietLines(masked);
  const runs = maskedRuns(source, masked);
  let index = 0;
  const text = masked.replace(new RegExp(`${PLACEHOLDER}+`, 'g'), () => runs[index++].lint);
  const result = lintMarkdown(text, RULES, Boolean(options.fix));
  if (result.executionErrors?.length)
    throw new Error(`@lint-md failed: ${result.executionErrors.map((e) => e.message).join('; ')}`);
  const findings = result.diagnostics.map((item) => {
    const found = source.slice(item.range.start.offset, item.range.end.offset);
    return {
      line: item.line,
      column: item.column,
      rule: item.ruleId,
      message: `${EXPLAIN[item.ruleId] ?? item.ruleId} (${item.message})`,
      found,
      suggestion: suggestion(item.ruleId, found),
    };
  });
  for (const { offset, found, suggestion: fixed } of markupFindings(source, tree))
    findings.push({
      ...locate(source, offset),
      rule: 'space-around-markup',
      message: EXPLAIN['space-around-markup'],
      found,
      suggestion: fixed,
    });
  findings.sort((a, b) => a.line - b.line || a.column - b.column);
  let output = source;
  if (options.fix) {
    if (result.fixedResult) output = unmask(runs, result.fixedResult.result);
    output = insertSpaces(output, markupFindings(output, parsePage(output).tree));
  }
  return { findings, output };
}

const walk = (target) =>
  (statSync(target).isDirectory()
    ? filesUnder(target).map((file) => path.join(target, file))
    : [target]
  ).filter((file) => file.endsWith('.mdx'));

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  const { values, positionals: targets } = commandOptions({
    options: { fix: { type: 'boolean', default: false } },
    allowPositionals: true,
  });
  const { fix } = values;
  const files = (targets.length ? targets : ['content/zh']).flatMap(walk);
  let count = 0;
  let fixed = 0;
  for (const file of files) {
    const source = readFileSync(file, 'utf8');
    let { findings, output } = lintZh(source, { fix });
    if (fix && output !== source) {
      writeFileSync(file, output);
      fixed += findings.length;
      ({ findings } = lintZh(output));
    }
    for (const finding of findings) {
      const shown = JSON.stringify(finding.found);
      console.error(
        `${file}:${finding.line}:${finding.column}  ${finding.rule}  ${finding.message}: ${shown} → ${JSON.stringify(finding.suggestion)}`,
      );
    }
    count += findings.length;
  }
  if (fix) console.log(`${fixed} finding(s) fixed`);
  console.log(`${count} finding(s) in ${files.length} Chinese MDX file(s)`);
  process.exit(count ? 1 : 0);
}
