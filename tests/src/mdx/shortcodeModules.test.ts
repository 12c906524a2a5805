import { SHORTCODE_MODULES as BROWSER } from '../../../src/mdx/shortcodeModules';
import { SHORTCODE_MODULES as SERVER } from '../../../src/mdx/shortcodeModules.server';
import { SHORTCODES } from '../../../src/lib/mdx/shortcodes';

const modulePaths = [...new Set(Object.values(SHORTCODES))].sort();

describe('the shortcode modules of the browser and of the server render', () => {
  it('both list exactly the modules shortcodes.ts names', () => {
    expect(Object.keys(BROWSER).sort()).toEqual(modulePaths);
    expect(Object.keys(SERVER).sort()).toEqual(modulePaths);
  });

  it('give the same module, which exports every shortcode mapped to it', async () => {
    for (const [name, path] of Object.entries(SHORTCODES)) {
      const server = SERVER[path]() as Record<string, unknown>;
      const browser = await BROWSER[path]();
      expect(browser[name]).toBe(server[name]);
      expect(typeof server[name]).toMatch(/function|object/);
    }
  });
});
