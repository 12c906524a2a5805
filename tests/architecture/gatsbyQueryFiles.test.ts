/**
 * Gatsby's query extraction reads every script under src/ (it leaves out only
 * `.d.ts`), and parses with babel each file whose text holds one of a few words
 * (`graphql`, `Head`, `config`…); a file it cannot parse fails the build. Type
 * files for the shared `.mjs` modules (`.d.mts`) are TypeScript babel cannot
 * read, so none may hold those words. The words are read from Gatsby's own
 * parser, so the check follows a Gatsby upgrade.
 */
import fs from 'node:fs';
import path from 'node:path';
import { babelParseToAst } from 'gatsby/dist/utils/babel-parse-to-ast';
import { filesUnder } from '../../gatsby/lib/filesUnder.mjs';

const ROOT = path.resolve(__dirname, '../..');
const PARSER = require.resolve('gatsby/dist/query/file-parser.js');

/** The words that make Gatsby parse a file, from its early-exit test. */
function triggerWords(): string[] {
  const source = fs.readFileSync(PARSER, 'utf8');
  const test = source.match(/if \((!text\.includes\(`[^`]+`\)(?:\s*&&\s*)?)+\)/)?.[0] ?? '';
  return [...test.matchAll(/text\.includes\(`([^`]+)`\)/g)].map((match) => match[1]!);
}

const parsesAsGatsbyDoes = (file: string): boolean => {
  try {
    babelParseToAst(fs.readFileSync(file, 'utf8'), file);
    return true;
  } catch {
    return false;
  }
};

describe("Gatsby's query extraction over src/", () => {
  const words = triggerWords();

  it('reads the words from Gatsby', () => {
    expect(words).toEqual(expect.arrayContaining(['graphql', 'Head', 'config']));
  });

  it('meets no file it would parse and cannot', () => {
    const scripts = filesUnder(path.join(ROOT, 'src'))
      .filter((file) => /\.[mc]?[tj]sx?$/.test(file) && !file.endsWith('.d.ts'))
      .map((file) => path.join(ROOT, 'src', file));
    expect(scripts.length).toBeGreaterThan(300);
    const unreadable = scripts.filter((file) => {
      const text = fs.readFileSync(file, 'utf8');
      return words.some((word) => text.includes(word)) && !parsesAsGatsbyDoes(file);
    });
    expect(unreadable.map((file) => path.relative(ROOT, file))).toEqual([]);
  });
});
