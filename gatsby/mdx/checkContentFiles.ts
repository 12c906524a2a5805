/**
 * What scripts/check-mdx.mjs runs: for a content file, exactly the build's
 * front-matter reader (src/lib/content/frontMatter.mjs), compiler
 * (src/lib/mdx/contentCompiler.ts) with the plugin lists gatsby-config gives
 * gatsby-plugin-mdx, and allowlist; for a file of static/, the media
 * allowlist the build applies (gatsby/lib/staticFiles.ts). The one plugin it
 * leaves out is gatsby-remark-images, which needs Gatsby's store: its markup
 * is checked by the build.
 */
import fs from 'node:fs';
import path from 'node:path';
import { FrontMatterError, readFrontMatter } from '../../src/lib/content/frontMatter.mjs';
import { ContentError } from '../../src/lib/mdx/toContentTree';
import { compileContentTree } from '../../src/lib/mdx/contentCompiler';
import { mediaFileRefusal } from '../../src/lib/mdx/mediaAllowlist';
import { isInMediaFolder } from '../lib/staticFiles';
import { ROOT } from '../paths';
import { rehypePlugins, remarkPlugins } from './remarkPlugins';

export interface Finding {
  file: string;
  line: number;
  column: number;
  reason: string;
  /** refused: the build stops on it; warning: the build reports it and goes on. */
  level: 'refused' | 'warning';
}

const CONTENT_EXTENSIONS = new Set(['.mdx', '.md']);

/** What the build would say about one file (a path relative to the project, or absolute). */
export async function checkFile(file: string): Promise<Finding[]> {
  const name = path.relative(ROOT, path.resolve(ROOT, file)) || file;
  if (!CONTENT_EXTENSIONS.has(path.extname(file).toLowerCase())) {
    const refused = mediaFileRefusal(
      file,
      () => fs.readFileSync(file, 'utf8'),
      isInMediaFolder(path.resolve(ROOT, file)),
    );
    return refused ? [{ file: name, level: 'refused', ...refused }] : [];
  }
  const source = fs.readFileSync(file, 'utf8');
  const findings: Finding[] = [];
  let body = source;
  let lineOffset = 0;
  try {
    const read = readFrontMatter(source);
    body = read.body;
    lineOffset = read.bodyLine - 1;
  } catch (error) {
    if (!(error instanceof FrontMatterError)) throw error;
    const { line, column, message, kind } = error;
    const finding = { file: name, line, column, reason: message };
    // Refused front matter is never read, so nothing after it is either; malformed is ignored.
    if (kind === 'refused') return [{ ...finding, level: 'refused' }];
    findings.push({
      ...finding,
      level: 'warning',
      reason: `${message}; the build ignores this front matter`,
    });
    body = error.body;
    lineOffset = error.bodyLine - 1;
  }
  try {
    await compileContentTree(
      { value: body, path: path.resolve(ROOT, file), name, lineOffset },
      { remarkPlugins, rehypePlugins },
    );
  } catch (error) {
    if (!(error instanceof ContentError)) throw error;
    const { line, column, reason } = error;
    findings.push({ file: name, line: line ?? 1, column: column ?? 1, reason, level: 'refused' });
  }
  return findings;
}
