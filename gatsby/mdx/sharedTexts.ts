/**
 * Where the build reads shared texts (src/lib/mdx/remarkShared.ts): the file
 * content/<locale>/_shared/<id>.mdx of the locale of the page being compiled,
 * without its front matter.
 */
import fs from 'node:fs';
import { filesUnder } from '../lib/filesUnder.mjs';
import path from 'node:path';
import { readFrontMatter } from '../../src/lib/content/frontMatter.mjs';
import { isLocale, LOCALE_CODES, type Locale } from '../../src/lib/locales';
import type { FileLike } from '../../src/lib/mdx/ast';
import { SHARED_FOLDER } from '../../src/lib/mdx/remarkShared';

/** The locale of a content file: the `en` or `zh` folder its path goes through. */
export function localeOfFile(file: string): Locale | null {
  return file.split(/[/\\]/).slice(0, -1).findLast(isLocale) ?? null;
}

export const sharedTextFile = (contentRoot: string, locale: Locale, id: string): string =>
  path.join(contentRoot, locale, SHARED_FOLDER, `${id}.mdx`);

/** The reader remarkShared uses in the build and in scripts/check-mdx.mjs. */
export function sharedTextsOnDisk(contentRoot: string) {
  return (id: string, file: FileLike): string | null => {
    const locale = file.path ? localeOfFile(file.path) : null;
    if (!locale) return null;
    try {
      return readFrontMatter(fs.readFileSync(sharedTextFile(contentRoot, locale, id), 'utf8')).body;
    } catch {
      return null;
    }
  };
}

/** Every shared text of every locale, by locale and id. */
export type SharedTexts = Record<Locale, Record<string, string>>;

/** All shared texts, for the content editor's preview (gatsby/lib/adminBundle.ts). */
export function readSharedTexts(contentRoot: string): SharedTexts {
  return Object.fromEntries(
    LOCALE_CODES.map((locale) => {
      const folder = path.join(contentRoot, locale, SHARED_FOLDER);
      const texts = filesUnder(folder)
        .filter((file) => /^[a-z0-9-]+\.mdx$/.test(file))
        .map((file) => [
          file.replace(/\.mdx$/, ''),
          readFrontMatter(fs.readFileSync(path.join(folder, file), 'utf8')).body,
        ]);
      return [locale, Object.fromEntries(texts)];
    }),
  ) as SharedTexts;
}
