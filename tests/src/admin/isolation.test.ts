/**
 * The content editor is bundled on its own (gatsby/lib/adminBundle.ts): no
 * code the site's pages load may import it, or Decap would ship to readers.
 */
import fs from 'node:fs';
import path from 'node:path';

const EDITOR_ONLY = [/(^|\/)admin\//, /^decap-cms/, /(^|\/)lib\/cms\//];

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'admin' ? [] : sourceFiles(file);
    return /\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

it('no page code imports the editor', () => {
  const files = [...sourceFiles('src'), 'gatsby-browser.tsx', 'gatsby-ssr.tsx'];
  expect(files.length).toBeGreaterThan(100);
  const offenders = files.flatMap((file) =>
    [...fs.readFileSync(file, 'utf8').matchAll(/(?:from|import)\s*\(?\s*'([^']+)'/g)]
      .map((match) => match[1]!)
      .filter((source) => EDITOR_ONLY.some((pattern) => pattern.test(source)))
      .map((source) => `${file} imports ${source}`),
  );
  expect(offenders).toEqual([]);
});
