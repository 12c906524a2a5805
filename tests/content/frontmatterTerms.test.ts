/**
 * Category and tag values are shown as they are written: the page byline prints
 * each value as a badge (src/layout/PageByline.tsx), and no page lists or links
 * to them. So Chinese pages must write Chinese values, and the two locales must
 * carry the same number of categories and tags on each page. Values are read
 * through the normaliser the build uses (gatsby/lib/frontmatter.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import YAML from 'yaml';
import { mergeTerms } from '../../gatsby/lib/frontmatter';
import { mdxFilesUnder } from '../utils/mdxFiles';

const ROOT = path.resolve(__dirname, '../../content');
const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n/;

const walk = mdxFilesUnder;

const pagesOf = (locale: string) =>
  walk(path.join(ROOT, locale))
    .map((file) => path.relative(path.join(ROOT, locale), file).split(path.sep).join('/'))
    .sort();

function termsOf(locale: string, page: string) {
  const source = fs.readFileSync(path.join(ROOT, locale, page), 'utf8');
  const data = (YAML.parse(FRONT_MATTER.exec(source)?.[1] ?? '') ?? {}) as Record<string, unknown>;
  return {
    categories: mergeTerms('category', data.category, 'categories', data.categories).value,
    tags: mergeTerms('tag', data.tag, 'tags', data.tags).value,
  };
}

/**
 * Names that stay as they are in Chinese: products, protocols, formats and
 * abbreviations that Chinese documentation writes in Latin letters too.
 */
const KEPT_AS_IS = new Set(
  [
    'API',
    'OpenAPI',
    'Docker',
    'WebDAV',
    'S3',
    'FTP',
    'SFTP',
    '2FA',
    'TOTP',
    'WebAuthn',
    'SSO',
    'OIDC',
    'LDAP',
    'aria2',
    'qBittorrent',
    'IPA',
    'iOS',
    'PaaS',
    'nginx',
    'Caddy',
    'Apache',
    'HTTPS',
    'Linux',
    'macOS',
    'Windows',
    'systemd',
    'Go',
    'MDX',
    '302',
  ].map((name) => name.toLowerCase()),
);

const hasHan = (value: string) => /\p{Script=Han}/u.test(value);
const chineseEnough = (value: string) => hasHan(value) || KEPT_AS_IS.has(value.toLowerCase());

const english = pagesOf('en');
const chinese = pagesOf('zh');
const both = english.filter((page) => chinese.includes(page));

describe('category and tag values', () => {
  it('are Chinese on every zh page (or a name kept as it is)', () => {
    const wrong = chinese.flatMap((page) => {
      const { categories, tags } = termsOf('zh', page);
      return [
        ...categories.filter((v) => !chineseEnough(v)).map((v) => `${page}: category "${v}"`),
        ...tags.filter((v) => !chineseEnough(v)).map((v) => `${page}: tag "${v}"`),
      ];
    });
    expect(wrong).toEqual([]);
  });

  it('are not Chinese on en pages', () => {
    const wrong = english.flatMap((page) => {
      const { categories, tags } = termsOf('en', page);
      return [...categories, ...tags].filter(hasHan).map((v) => `${page}: "${v}"`);
    });
    expect(wrong).toEqual([]);
  });

  it.each(both)('%s has as many categories and tags in zh as in en', (page) => {
    const count = (locale: string) => {
      const { categories, tags } = termsOf(locale, page);
      return { categories: categories.length, tags: tags.length };
    };
    expect(count('zh')).toEqual(count('en'));
  });

  it('gives each category one Chinese value across all pages', () => {
    const seen = new Map<string, Set<string>>();
    for (const page of both) {
      const en = termsOf('en', page).categories;
      const zh = termsOf('zh', page).categories;
      en.forEach((value, index) => {
        if (!seen.has(value)) seen.set(value, new Set());
        if (zh[index] !== undefined) seen.get(value)!.add(zh[index]!);
      });
    }
    const inconsistent = [...seen].filter(([, values]) => values.size > 1);
    expect(inconsistent.map(([en, values]) => `${en} → ${[...values].join(' / ')}`)).toEqual([]);
  });
});
