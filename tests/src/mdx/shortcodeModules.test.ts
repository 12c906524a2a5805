import fs from 'node:fs';
import path from 'node:path';
import { SHORTCODE_MODULES as BROWSER } from '../../../src/mdx/shortcodeModules';
import { SHORTCODE_MODULES as SERVER } from '../../../src/mdx/shortcodeModules.server';
import { SHORTCODES, SHORTCODE_MODULE_PATHS } from '../../../src/lib/mdx/shortcodes';

const SRC = path.resolve(__dirname, '../../../src');
const MDX = path.join(SRC, 'mdx');
const withoutExtension = (file: string) => file.replace(/\.tsx?$/, '');

/** Every source module of src/, without its extension, and the modules it imports by relative path. */
function importGraph(): Map<string, string[]> {
  const files = fs
    .readdirSync(SRC, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !file.endsWith('.d.ts'))
    .map((file) => path.join(SRC, file));
  return new Map(
    files.map((file) => {
      const source = fs.readFileSync(file, 'utf8');
      const imported = [...source.matchAll(/from '(\.\.?\/[^']+)'/g)].map((match) =>
        path.resolve(path.dirname(file), match[1]!),
      );
      return [withoutExtension(file), imported];
    }),
  );
}

/**
 * Files that could hold a shortcode: components at the top of src/mdx and in src/tools.
 * Each must be loaded by the list or be a part another module imports, so a new
 * component that no list loads cannot sit there unused.
 */
function componentFiles(): string[] {
  const tools = path.join(SRC, 'tools');
  return [
    ...fs.readdirSync(MDX).map((file) => path.join(MDX, file)),
    ...fs
      .readdirSync(tools, { recursive: true, encoding: 'utf8' })
      .map((file) => path.join(tools, file)),
  ]
    .filter((file) => file.endsWith('.tsx'))
    .map(withoutExtension);
}

describe('the shortcode modules of the browser and of the server render', () => {
  it('both load exactly the modules shortcodes.ts names', () => {
    expect(Object.keys(BROWSER).sort()).toEqual([...SHORTCODE_MODULE_PATHS].sort());
    expect(Object.keys(SERVER).sort()).toEqual([...SHORTCODE_MODULE_PATHS].sort());
  });

  it('give the same module, which exports every shortcode mapped to it', async () => {
    for (const [name, module] of Object.entries(SHORTCODES)) {
      const server = SERVER[module]() as Record<string, unknown>;
      const browser = await BROWSER[module]();
      expect(browser[name]).toBe(server[name]);
      expect(typeof server[name]).toMatch(/function|object/);
    }
  });

  it('leave no component file that is neither loaded by the list nor imported as a part', () => {
    const listed = new Set(SHORTCODE_MODULE_PATHS.map((module) => path.resolve(MDX, module)));
    const graph = importGraph();
    const importedElsewhere = (file: string) =>
      [...graph].some(([importer, imports]) => importer !== file && imports.includes(file));
    const forgotten = componentFiles().filter(
      (file) => !listed.has(file) && !importedElsewhere(file),
    );
    expect(forgotten.map((file) => path.relative(SRC, file))).toEqual([]);
    for (const file of listed) expect(fs.existsSync(`${file}.tsx`)).toBe(true);
  });
});
