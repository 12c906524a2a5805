// A component file that neither this table lists nor another module imports is an unused file
// to knip (npm run knip), which reads the table's modules as its entries.
import { SHORTCODE_MODULES as BROWSER } from '../../../src/mdx/shortcodeModules';
import { SHORTCODE_MODULES as SERVER } from '../../../src/mdx/shortcodeModules.server';
import { SHORTCODES, SHORTCODE_MODULE_PATHS } from '../../../src/lib/mdx/shortcodes';

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
});
