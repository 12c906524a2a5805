import type { GatsbyNode, Node } from 'gatsby';
import { frontmatterProblems } from './lib/frontmatter';
import { contentKey, localisedPagePath, splitLocale } from '../src/lib/urls';
import { BUILD_ERRORS, buildError } from './errors';
import { SHARED_FOLDER } from '../src/lib/mdx/remarkShared';

interface FileNode extends Node {
  relativePath: string;
  absolutePath: string;
  sourceInstanceName: string;
}

/**
 * Marks each MDX file with its locale, content key and URL, and reports
 * front-matter values of the wrong shape (they are then ignored).
 */
export const onCreateNode: GatsbyNode['onCreateNode'] = ({ node, getNode, actions, reporter }) => {
  if (node.internal.type !== 'Mdx' || !node.parent) return;
  const file = getNode(node.parent) as FileNode | undefined;
  if (!file || file.sourceInstanceName !== 'content') return;
  const place = splitLocale(file.relativePath);
  // A shared text is part of the pages that use it (src/lib/mdx/remarkShared.ts), not a page.
  if (place?.relativePath.split('/')[0] === SHARED_FOLDER) return;
  if (!place) {
    reporter.warn(
      `${file.relativePath} is outside the en/ and zh/ folders, so no page is made for it.`,
    );
    return;
  }
  for (const problem of frontmatterProblems((node.frontmatter ?? {}) as Record<string, unknown>)) {
    reporter.error(
      buildError(BUILD_ERRORS.frontMatterField, `Front matter of ${file.relativePath}: ${problem}`),
    );
  }
  const fields = {
    locale: place.locale,
    relativePath: place.relativePath,
    key: contentKey(place.relativePath),
    pagePath: localisedPagePath(place.relativePath, place.locale),
  };
  for (const [name, value] of Object.entries(fields))
    actions.createNodeField({ node, name, value });
};
