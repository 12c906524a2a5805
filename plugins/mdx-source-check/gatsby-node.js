/**
 * Reads each MDX file's front matter with the site's one reader
 * (src/lib/content/frontMatter.mjs) and checks its syntax before
 * gatsby-plugin-mdx compiles it.
 *
 * Front matter: gatsby-plugin-mdx would read it with gray-matter; this plugin
 * reads it first and primes gatsby-plugin-mdx's cache (kept by content digest)
 * with the fields it found, written as JSON in a plain YAML block, so the
 * fields every page gets are the one reader's. Front matter in another
 * language (`---js`) is refused, naming the file, and never read; malformed
 * YAML is reported with the file name and the page is built without it
 * (titled from its first heading), as the spec says.
 *
 * Invalid MDX: gatsby-plugin-mdx reports positions relative to the body after
 * the front matter, so the line it names is wrong. This parses the file with
 * the front matter blanked out (line numbers kept) and stops the build naming
 * `file:line:column`.
 */
const path = require('node:path');
const { parseFrontmatter } = require('gatsby-plugin-mdx/dist/frontmatter');

let reader;
const frontMatterReader = () =>
  (reader ??= import(path.join(process.cwd(), 'src/lib/content/frontMatter.mjs')));

let processor;
async function mdxSyntaxError(source) {
  if (!processor) {
    const { createProcessor } = await import('@mdx-js/mdx');
    processor = createProcessor({ format: 'mdx' });
  }
  try {
    processor.parse(source);
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
  REFUSED_FRONT_MATTER: '10003',
};

/** A writer's mistake in a content file, shown with `text`. */
const userError = (text) => ({ text, level: 'ERROR', type: 'PLUGIN', category: 'USER' });

exports.onPreInit = ({ reporter }) => {
  reporter.setErrorMap({
    [ERRORS.INVALID_MDX]: userError(
      (context) => `Invalid MDX in ${context.where}: ${context.reason}`,
    ),
    [ERRORS.MALFORMED_FRONT_MATTER]: userError(
      (context) =>
        `Malformed front matter in ${context.file}: ${context.reason}. ` +
        'The front matter is ignored and the page is built without it.',
    ),
    [ERRORS.REFUSED_FRONT_MATTER]: userError(
      (context) => `Refused front matter in ${context.where}: ${context.reason}`,
    ),
  });
};

/** What gatsby-plugin-mdx will read for this file: the fields as JSON (a YAML block), then the body. */
const asReadFor = (fields, body) => `---\n${JSON.stringify(fields)}\n---\n${body}`;

exports.onCreateNode = async ({ node, loadNodeContent, reporter }) => {
  if (node.internal.type !== 'File' || node.ext !== '.mdx') return;
  const source = await loadNodeContent(node);
  const { readFrontMatter, bodyKeepingLines, FrontMatterError } = await frontMatterReader();
  const file = path.relative(process.cwd(), node.absolutePath);
  const syntaxError = await mdxSyntaxError(bodyKeepingLines(source));
  if (syntaxError) {
    const where = syntaxError.line
      ? `${file}:${syntaxError.line}:${syntaxError.column ?? 1}`
      : file;
    reporter.panicOnBuild({
      id: ERRORS.INVALID_MDX,
      context: { where, reason: syntaxError.reason ?? syntaxError.message },
    });
    return;
  }
  let read;
  try {
    read = readFrontMatter(source);
  } catch (error) {
    if (!(error instanceof FrontMatterError)) throw error;
    if (error.kind === 'refused')
      reporter.panicOnBuild({
        id: ERRORS.REFUSED_FRONT_MATTER,
        context: { where: `${file}:${error.line}:${error.column}`, reason: error.message },
      });
    else
      reporter.error({
        id: ERRORS.MALFORMED_FRONT_MATTER,
        context: {
          file: `${node.relativePath} (${node.sourceInstanceName})`,
          reason: error.message,
        },
      });
    read = { data: {}, body: error.body };
  }
  parseFrontmatter(node.internal.contentDigest, asReadFor(read.data, read.body));
};
