/**
 * Code demos run in documents of their own: for every `<CodeDemo>` in a
 * page's content tree (its page data, never its HTML), the build writes the
 * demo's document to /demo/<name>.html (src/lib/codeDemo.ts names it from its
 * text, as the page does) with a policy that allows exactly its one script.
 * The host serves /demo/ sandboxed (hostHeaders.ts), so a demo's script runs
 * in an opaque origin, and no reader page's policy names it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { elementsIn, type ContentElement, type ContentNode } from '../../src/lib/contentTree';
import {
  DEMO_LANGUAGES,
  demoDocument,
  demoDocumentPath,
  demoLanguageOf,
  demoScriptText,
  type DemoLanguage,
  type DemoSources,
} from '../../src/lib/codeDemo';
import { LOCALES, type Locale } from '../../src/lib/locales';
import en from '../../src/locales/en/common.json';
import zh from '../../src/locales/zh/common.json';
import { scriptHash } from './pageScriptPolicy';

const UNTITLED: Record<Locale, string> = {
  en: en.codeDemo.untitled,
  zh: zh.codeDemo.untitled,
};

const textOf = (node: ContentNode): string =>
  typeof node === 'string'
    ? node
    : node
        .slice(2)
        .map((child) => textOf(child as ContentNode))
        .join('');

/** The language of a code block in the tree: the highlighter's `data-language`, or the code's class. */
function blockLanguage(block: ContentElement): DemoLanguage | null {
  const props = block[1] || {};
  const code = block.slice(2).find((child): child is ContentElement => Array.isArray(child));
  const className = String((code?.[1] || {}).className ?? '');
  const written = props['data-language'] ?? /(?:^|\s)language-(\S+)/.exec(className)?.[1];
  return demoLanguageOf(typeof written === 'string' ? written : null);
}

/**
 * A demo's sources from its element in the content tree, as the CodeDemo
 * component reads them from the same element rendered: a prop wins over the
 * fenced block of its language, and a block loses its last line break.
 */
export function demoSourcesOf(demo: ContentElement): DemoSources {
  const props = demo[1] || {};
  const blocks: Partial<Record<DemoLanguage, string>> = {};
  for (const child of demo.slice(2) as ContentNode[]) {
    if (typeof child === 'string' || child[0] !== 'pre') continue;
    const language = blockLanguage(child);
    if (language) blocks[language] ??= textOf(child).replace(/\n$/, '');
  }
  const given = { html: props.html, css: props.styles, js: props.js };
  return Object.fromEntries(
    DEMO_LANGUAGES.map((language) => [
      language,
      typeof given[language] === 'string' ? given[language] : (blocks[language] ?? ''),
    ]),
  ) as unknown as DemoSources;
}

/** The policy of a demo document: its own script by hash, its own styles, pictures, nothing else. */
export function demoPolicy(sources: DemoSources): string {
  const script = sources.js.trim() ? `'${scriptHash(demoScriptText(sources.js))}'` : "'none'";
  return [
    "default-src 'none'",
    `script-src ${script}`,
    "style-src 'unsafe-inline'",
    'img-src data: https:',
    "base-uri 'none'",
    "form-action 'none'",
  ].join('; ');
}

/** The document as served: the policy right after the charset, before anything it governs. */
export function servedDemoDocument(document: string, sources: DemoSources): string {
  const charset = '<meta charset="utf-8">';
  const policy = `<meta http-equiv="Content-Security-Policy" content="${demoPolicy(sources)}">`;
  return document.replace(charset, `${charset}\n${policy}`);
}

export interface DemoFile {
  /** Relative to public/, such as `demo/0a1b….html`. */
  file: string;
  html: string;
}

/** The demo documents of one page's content tree. */
export function demoFilesOf(tree: readonly ContentNode[], locale: Locale): DemoFile[] {
  return elementsIn(tree, (type) => type === 'CodeDemo').map((demo) => {
    const sources = demoSourcesOf(demo);
    const title = (demo[1] || {}).title;
    const document = demoDocument(sources, {
      title: typeof title === 'string' ? title : UNTITLED[locale],
      lang: LOCALES[locale].lang,
    });
    return {
      file: demoDocumentPath(document).slice(1),
      html: servedDemoDocument(document, sources),
    };
  });
}

/** Writes the demo documents of the pages into public/; returns the files written (relative). */
export function writeDemoDocuments(
  publicDir: string,
  pages: ReadonlyArray<{ path: string; locale: Locale }>,
  contentOf: (pagePath: string) => readonly ContentNode[] | null,
): string[] {
  const written = new Set<string>();
  for (const page of pages) {
    const tree = contentOf(page.path);
    if (!tree) continue;
    for (const { file, html } of demoFilesOf(tree, page.locale)) {
      if (written.has(file)) continue;
      const target = path.join(publicDir, file);
      fs.mkdirSync(path.dirname(target), { recursive: true });
      fs.writeFileSync(target, html);
      written.add(file);
    }
  }
  return [...written].sort();
}
