import fs from 'node:fs';
import path from 'node:path';
import { SHORTCODE_MODULES as BROWSER } from '../../../src/mdx/shortcodeModules';
import { SHORTCODE_MODULES as SERVER } from '../../../src/mdx/shortcodeModules.server';
import { SHORTCODES, SHORTCODE_MODULE_PATHS } from '../../../src/lib/mdx/shortcodes';
import { filesUnder } from '../../../gatsby/lib/filesUnder.mjs';
import { importGraph } from '../../../scripts/architecture/importGraph.mjs';

const ROOT = path.resolve(__dirname, '../../..');
/** Paths as the import graph names them: relative to the project, with their extension. */
const MDX = 'src/mdx';
const TOOLS = 'src/tools';

/**
 * Files that could hold a shortcode: components at the top of src/mdx and in src/tools.
 * Each must be loaded by the list or be a part another module imports, so a new
 * component that no list loads cannot sit there unused.
 */
function componentFiles(): string[] {
  return [
    ...fs.readdirSync(path.join(ROOT, MDX)).map((file) => `${MDX}/${file}`),
    ...filesUnder(path.join(ROOT, TOOLS)).map((file) => `${TOOLS}/${file}`),
  ].filter((file) => file.endsWith('.tsx'));
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
    const listed = new Set(
      SHORTCODE_MODULE_PATHS.map((module) => `${path.posix.join(MDX, module)}.tsx`),
    );
    const graph = importGraph(ROOT);
    const importedElsewhere = (file: string) =>
      [...graph].some(([importer, imports]) => importer !== file && imports.includes(file));
    const forgotten = componentFiles().filter(
      (file) => !listed.has(file) && !importedElsewhere(file),
    );
    expect(forgotten).toEqual([]);
    for (const file of listed) expect(fs.existsSync(path.join(ROOT, file))).toBe(true);
  });
});
