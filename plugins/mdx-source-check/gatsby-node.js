/**
 * Checks each MDX file before gatsby-plugin-mdx compiles it.
 *
 * Invalid MDX: gatsby-plugin-mdx reports positions relative to the body after
 * the front matter, so the line it names is wrong. This parses the file with
 * the front matter blanked out (line numbers kept) and stops the build naming
 * `file:line:column`.
 *
 * Malformed front matter runs just before gatsby-plugin-mdx reads it. When the YAML
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

const path = require('node:path');

/** Replaces the front-matter block by as many empty lines, so positions stay true. */
const blankFrontMatter = (source) =>
  source.replace(FRONT_MATTER, (block) => '\n'.repeat(block.split('\n').length - 1));

let processor;
async function mdxSyntaxError(source) {
  if (!processor) {
    const { createProcessor } = await import('@mdx-js/mdx');
    processor = createProcessor({ format: 'mdx' });
  }
  try {
    processor.parse(blankFrontMatter(source));
    return null;
  } catch (error) {
    return error;
  }
}

/**
 * Each problem this plugin reports has an id and a category, so Gatsby prints
 * `ERROR #mdx-source-check_10001 … USER` instead of `ERROR UNKNOWN`.
 */
const ERRORS = {
  INVALID_MDX: '10001',
  MALFORMED_FRONT_MATTER: '10002',
};

exports.onPreInit = ({ reporter }) => {
  reporter.setErrorMap({
    [ERRORS.INVALID_MDX]: {
      text: (context) => `Invalid MDX in ${context.where}: ${context.reason}`,
      level: 'ERROR',
      type: 'PLUGIN',
      category: 'USER',
    },
    [ERRORS.MALFORMED_FRONT_MATTER]: {
      text: (context) =>
        `Malformed front matter in ${context.file}: ${context.reason}. ` +
        'The front matter is ignored and the page is built without it.',
      level: 'ERROR',
      type: 'PLUGIN',
      category: 'USER',
    },
  });
};

exports.onCreateNode = async ({ node, loadNodeContent, reporter }) => {
  if (node.internal.type !== 'File' || node.ext !== '.mdx') return;
  const source = await loadNodeContent(node);
  const syntaxError = await mdxSyntaxError(source);
  if (syntaxError) {
    const file = path.relative(process.cwd(), node.absolutePath);
    const where = syntaxError.line
      ? `${file}:${syntaxError.line}:${syntaxError.column ?? 1}`
      : file;
    reporter.panicOnBuild({
      id: ERRORS.INVALID_MDX,
      context: { where, reason: syntaxError.reason ?? syntaxError.message },
    });
    return;
  }
  try {
    matter(source, { language: 'yaml', engines: IGNORED_ENGINES });
  } catch (error) {
    const reason = String(error.reason || error.message).split('\n')[0];
    reporter.error({
      id: ERRORS.MALFORMED_FRONT_MATTER,
      context: { file: `${node.relativePath} (${node.sourceInstanceName})`, reason },
    });
    parseFrontmatter(node.internal.contentDigest, source.replace(FRONT_MATTER, ''));
  }
};
