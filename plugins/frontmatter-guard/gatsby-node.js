/**
 * Runs just before gatsby-plugin-mdx reads a file's front matter. When the YAML
 * does not parse, it reports the file and the parser's message, then hands the
 * MDX plugin the body without that block, so the page still builds (titled from
 * its first heading) instead of the whole build stopping.
 *
 * gatsby-plugin-mdx caches parsed front matter by content digest; priming that
 * cache with the repaired source is what makes it skip the broken block.
 */
const matter = require('gray-matter');
const { parseFrontmatter } = require('gatsby-plugin-mdx/dist/frontmatter');

// The same engines gatsby-plugin-mdx turns off, so both parse alike.
const IGNORED_ENGINES = { js: () => ({}), javascript: () => ({}), json: () => ({}) };
const FRONT_MATTER = /^---\r?\n[\s\S]*?\r?\n---[^\n]*(\r?\n|$)/;

exports.onCreateNode = async ({ node, loadNodeContent, reporter }) => {
  if (node.internal.type !== 'File' || node.ext !== '.mdx') return;
  const source = await loadNodeContent(node);
  try {
    matter(source, { language: 'yaml', engines: IGNORED_ENGINES });
  } catch (error) {
    const reason = String(error.reason || error.message).split('\n')[0];
    reporter.error(
      `Malformed front matter in ${node.relativePath} (${node.sourceInstanceName}): ${reason}. ` +
        'The front matter is ignored and the page is built without it.',
    );
    parseFrontmatter(node.internal.contentDigest, source.replace(FRONT_MATTER, ''));
  }
};
