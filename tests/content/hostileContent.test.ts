/**
 * The hostile fixture set (tests/fixtures/hostile-content, expectations in
 * hostile-content.yaml): each file must be refused, at the same line and
 * column and for the same reason, by the build's front-matter reader,
 * compiler and allowlist (gatsby/mdx/checkContentFiles.ts, which
 * scripts/check-mdx.mjs runs; scripts/checkMdx.test.mjs runs the command),
 * and by the content editor: its page reader and preview compiler for pages,
 * its upload guard for media. The ordinary set and all of today's content
 * must pass both.
 */
import fs from 'node:fs';
import path from 'node:path';
import { checkFile } from '../../gatsby/mdx/checkContentFiles';
import { compileBody } from '../../src/admin/preview/compileBody';
import { uploadRefusal } from '../../src/admin/uploadGuard';
import { parsePage } from '../../src/lib/cms/pageFormat';
import { filesUnder } from '../../gatsby/lib/filesUnder.mjs';
import cases from '../fixtures/hostile-content.yaml';

interface HostileCase {
  file: string;
  at: string;
  reason: string;
}

const ROOT = path.resolve(__dirname, '../..');
const HOSTILE = 'tests/fixtures/hostile-content';
const ORDINARY = 'tests/fixtures/ordinary-content';
const hostile = cases as HostileCase[];
const isPage = (file: string) => file.endsWith('.mdx');

/** What the editor says of a page file: its reader's or its preview's error, or null. */
async function editorRefusal(source: string): Promise<{ message: string; line: number } | null> {
  let body: string;
  try {
    body = String(parsePage(source).body ?? '');
  } catch (error) {
    return { message: (error as Error).message, line: (error as { line: number }).line };
  }
  try {
    await compileBody(body);
    return null;
  } catch (error) {
    // The preview compiles the body alone: its lines count from the body's first line.
    const before = source.slice(0, source.indexOf(body)).split('\n').length - 1;
    return { message: (error as Error).message, line: (error as { line: number }).line + before };
  }
}

const fileOf = (name: string) => ({
  name: path.basename(name),
  text: () => Promise.resolve(fs.readFileSync(path.join(ROOT, name), 'utf8')),
});

describe('the hostile fixture set', () => {
  it('lists every fixture file, and each once', () => {
    const files = filesUnder(path.join(ROOT, HOSTILE));
    expect(hostile.map((entry) => entry.file).sort()).toEqual(files.sort());
  });

  describe.each(hostile)('$file', ({ file, at, reason }) => {
    const [line, column] = at.split(':').map(Number);
    const name = `${HOSTILE}/${file}`;

    it(`is refused by the build's reader, compiler and allowlist at ${at}`, async () => {
      const findings = await checkFile(name);
      expect(findings).toContainEqual(
        expect.objectContaining({ file: name, line, column, level: 'refused' }),
      );
      expect(findings.find((finding) => finding.level === 'refused')?.reason).toContain(reason);
    });

    it('is refused by the content editor', async () => {
      if (!isPage(file)) {
        expect(await uploadRefusal(fileOf(name))).toContain(reason);
        return;
      }
      const refused = await editorRefusal(fs.readFileSync(path.join(ROOT, name), 'utf8'));
      expect(refused?.message).toContain(reason);
      expect(refused?.line).toBe(line);
    });
  });
});

describe('ordinary content', () => {
  const ordinary = filesUnder(path.join(ROOT, ORDINARY)).map((file) => `${ORDINARY}/${file}`);

  it.each(ordinary)('%s passes the build and the editor', async (name) => {
    expect(await checkFile(name)).toEqual([]);
    if (isPage(name))
      expect(await editorRefusal(fs.readFileSync(path.join(ROOT, name), 'utf8'))).toBeNull();
    else expect(await uploadRefusal(fileOf(name))).toBeNull();
  });
});
