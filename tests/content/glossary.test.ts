/**
 * Chinese pages use one rendering for each recurring term: the glossary in
 * content/data/glossary.yaml names it, and lists the variants to avoid. Code
 * blocks and inline code are not prose and are not checked.
 */
import fs from 'node:fs';
import path from 'node:path';
import YAML from 'yaml';

interface Term {
  en: string;
  zh: string;
  note: string;
  avoid?: string[];
  allow?: string[];
}

const ROOT = path.resolve(__dirname, '../..');
const glossary = YAML.parse(
  fs.readFileSync(path.join(ROOT, 'content/data/glossary.yaml'), 'utf8'),
) as { terms: Term[] };

const walk = (dir: string): string[] =>
  fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) =>
      entry.isDirectory()
        ? walk(path.join(dir, entry.name))
        : entry.name.endsWith('.mdx')
          ? [path.join(dir, entry.name)]
          : [],
    );

const ZH = path.join(ROOT, 'content/zh');
const pages = walk(ZH).map((file) => path.relative(ZH, file).split(path.sep).join('/'));

/** The text a reader sees as prose: fenced code blocks (also indented ones) and inline code removed. */
export function proseOf(source: string): string {
  return source
    .replace(/^[ \t]*(`{3,}|~{3,})[^\n]*\n[\s\S]*?^[ \t]*\1[ \t]*$/gm, '')
    .replace(/`[^`\n]*`/g, '');
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The variants of a term found in a text, after removing the allowed phrases. */
export function variantsIn(text: string, term: Term): string[] {
  let rest = text;
  for (const phrase of term.allow ?? []) rest = rest.split(phrase).join('');
  return (term.avoid ?? []).filter((variant) => new RegExp(escape(variant), 'i').test(rest));
}

const prose = new Map(
  pages.map((page) => [page, proseOf(fs.readFileSync(path.join(ZH, page), 'utf8'))]),
);

describe('the glossary', () => {
  it('is well formed: every term has en, zh and a note, and never avoids its own rendering', () => {
    expect(glossary.terms.length).toBeGreaterThan(0);
    for (const term of glossary.terms) {
      expect([term.en, term.zh, term.note].every((v) => typeof v === 'string' && v.trim())).toBe(
        true,
      );
      for (const variant of term.avoid ?? []) expect(term.zh.includes(variant)).toBe(false);
    }
  });

  it('covers the terms the issue names', () => {
    const names = glossary.terms.map((t) => t.en).join('\n');
    for (const needed of [
      'native_proxy',
      'web_proxy',
      '302 redirect',
      'refresh token',
      'mount path',
      'storage',
      'meta',
      'offline download',
    ])
      expect(names).toContain(needed);
  });

  it('ignores code blocks and inline code', () => {
    const term: Term = { en: 'x', zh: '本地代理', note: 'n', avoid: ['本机代理'] };
    expect(variantsIn(proseOf('用 `本机代理`。\n\n```text\n本机代理\n```\n'), term)).toEqual([]);
    expect(variantsIn(proseOf('WebDAV 使用本机代理。'), term)).toEqual(['本机代理']);
  });

  it('accepts the allowed phrases', () => {
    const term = glossary.terms.find((t) => t.zh === '刷新令牌')!;
    expect(variantsIn('复制刷新令牌（refresh token）。', term)).toEqual([]);
    expect(variantsIn('复制 refresh token。', term)).toEqual(['refresh token']);
  });
});

describe('zh pages use the glossary terms', () => {
  it.each(glossary.terms.filter((t) => t.avoid?.length).map((t) => [t.zh, t] as const))(
    '%s: no page uses a variant',
    (_zh, term) => {
      const found = pages.flatMap((page) =>
        variantsIn(prose.get(page)!, term).map(
          (variant) => `${page}: "${variant}" (use "${term.zh}")`,
        ),
      );
      expect(found).toEqual([]);
    },
  );
});
