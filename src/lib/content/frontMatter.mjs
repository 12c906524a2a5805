/**
 * The one reader of a content file's front matter, for the build, the content
 * editor, scripts/check-mdx.mjs and every script that reads pages. Front matter
 * is YAML data and nothing else: a block that names another language (`---js`,
 * `---javascript`, `---coffee`, …) is refused without being read, so no page
 * can make a build or an editor evaluate code.
 *
 * Written as a plain module (with frontMatter.d.mts) so Node scripts, the
 * build's TypeScript and the editor's bundle import the same file.
 */
import YAML from 'yaml';

/**
 * `---`, an optional language name, the block, a closing `---`. The opening
 * line takes any text after the dashes, so that an unknown language is seen
 * (and refused) rather than read as body.
 */
const BLOCK = /^---([^\r\n]*)\r?\n([\s\S]*?)(?:\r?\n)?^---[ \t]*(?:\r?\n|$)/m;
/** The languages that name YAML; an empty name is YAML too. */
const YAML_NAMES = new Set(['', 'yaml', 'yml']);

/** The front matter cannot be read: not YAML, or YAML that is not a mapping. */
export class FrontMatterError extends Error {
  /**
   * @param {string} reason
   * @param {'refused' | 'malformed'} kind refused: never to be built; malformed: reported and ignored
   * @param {number} line 1-based line in the file
   * @param {number} column 1-based column
   * @param {{ body: string, bodyLine: number }} rest the body after the block, and its first line
   */
  constructor(reason, kind, line, column, rest) {
    super(reason);
    this.name = 'FrontMatterError';
    this.kind = kind;
    this.line = line;
    this.column = column;
    this.body = rest.body;
    this.bodyLine = rest.bodyLine;
  }
}

/** Lines of `text` before `offset` (so the line `offset` is on, counted from 1). */
const lineAt = (text, offset) => text.slice(0, offset).split('\n').length;

/**
 * Splits a content file into its front matter and body. Returns the block's
 * data (an empty object when the file has none), the body, the text of the
 * block as written (`block`, empty when none) and the line the body starts
 * on. Throws FrontMatterError: `refused` for a block in another language,
 * `malformed` for YAML that does not parse or is not a mapping.
 *
 * @param {string} source
 */
export function readFrontMatter(source) {
  const text = source.startsWith('\uFEFF') ? source.slice(1) : source;
  const match = text.startsWith('---') ? BLOCK.exec(text) : null;
  if (!match || match.index !== 0) return { data: {}, body: text, block: '', bodyLine: 1 };
  const language = match[1].trim().toLowerCase();
  const block = match[0];
  const rest = { body: text.slice(block.length), bodyLine: lineAt(text, block.length) };
  if (!YAML_NAMES.has(language))
    throw new FrontMatterError(
      `front matter in "${match[1].trim()}" is not read: front matter is YAML (write --- alone on the first line)`,
      'refused',
      1,
      4,
      rest,
    );
  const document = YAML.parseDocument(match[2], { prettyErrors: true, uniqueKeys: true });
  const problem = document.errors[0];
  if (problem) {
    const [line, column] = problem.linePos?.[0]
      ? [problem.linePos[0].line + 1, problem.linePos[0].col]
      : [2, 1];
    const reason = problem.message.split('\n')[0].replace(/ at line \d+, column \d+:?$/, '');
    throw new FrontMatterError(reason, 'malformed', line, column, rest);
  }
  const data = document.toJS() ?? {};
  if (typeof data !== 'object' || Array.isArray(data))
    throw new FrontMatterError(
      'the front matter must be a mapping of fields',
      'malformed',
      2,
      1,
      rest,
    );
  return { data, block, ...rest };
}

/**
 * The body with the front matter replaced by as many empty lines, so that a
 * line number in the body is the line in the file. A refused or malformed
 * block is blanked as well (its errors are reported by readFrontMatter).
 * plugins/mdx-source-check imports this module by a path it computes, which
 * knip cannot follow.
 *
 * @public
 * @param {string} source
 */
export function bodyKeepingLines(source) {
  const text = source.startsWith('\uFEFF') ? source.slice(1) : source;
  const match = text.startsWith('---') ? BLOCK.exec(text) : null;
  if (!match || match.index !== 0) return text;
  return '\n'.repeat(match[0].split('\n').length - 1) + text.slice(match[0].length);
}
