/**
 * Rewrites links written as relative `.mdx` files or site paths to the page's
 * canonical URL in the file's own locale. A link to a missing `.mdx` file fails
 * the build with the file and line.
 */
import fs from 'node:fs';
import path from 'node:path';
import { isLocale, type Locale } from '../../src/lib/locales';
import { contentKey } from '../../src/lib/routes';
import { BrokenLinkError, resolveContentLink } from '../lib/contentLinks';
import { walk, type FileLike, type Node } from './ast';

export interface RemarkLinksOptions {
  /** Folder holding one sub-folder per locale. */
  contentRoot: string;
}

export function contentFileExists(contentRoot: string) {
  return (locale: Locale, key: string) =>
    fs.existsSync(path.join(contentRoot, locale, `${key}.mdx`)) ||
    fs.existsSync(path.join(contentRoot, locale, `${key}.md`));
}

/** Locale and content key of a file under the content root, or null for files elsewhere. */
export function locateContentFile(
  contentRoot: string,
  filePath: string,
): { locale: Locale; key: string } | null {
  const relative = path.relative(contentRoot, filePath).split(path.sep).join('/');
  const [locale, ...rest] = relative.split('/');
  if (!isLocale(locale) || rest.length === 0) return null;
  return { locale, key: contentKey(rest.join('/')) };
}

export default function remarkLinks(options: RemarkLinksOptions) {
  const exists = contentFileExists(options.contentRoot);
  return (tree: Node, file: FileLike) => {
    const where = file.path ? locateContentFile(options.contentRoot, file.path) : null;
    if (!where) return;
    walk(tree, (node) => {
      if (node.type !== 'link' && node.type !== 'definition') return;
      try {
        const resolved = resolveContentLink(String(node.url ?? ''), {
          fromKey: where.key,
          locale: where.locale,
          exists,
        });
        if (resolved !== null) node.url = resolved;
      } catch (error) {
        if (error instanceof BrokenLinkError) file.fail(error.message, node.position);
        throw error;
      }
    });
  };
}
