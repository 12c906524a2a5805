/**
 * Rewrites links written as relative `.mdx` files or site paths to the page's
 * canonical URL in the file's own locale. A link to a missing `.mdx` file fails
 * the build with the file and line.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Locale } from '../../src/lib/locales';
import { BrokenLinkError, resolveContentLink } from '../lib/contentLinks';
import { walk, type FileLike, type Node } from '../../src/lib/mdx/ast';
import { contentKey, splitLocale } from '../../src/lib/urls';

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
  const place = splitLocale(path.relative(contentRoot, filePath).split(path.sep).join('/'));
  return place && { locale: place.locale, key: contentKey(place.relativePath) };
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
