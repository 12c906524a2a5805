// A component file that neither this table lists nor another module imports is an unused file
// to knip (npm run knip), which reads the table's modules as its entries.
import { SHORTCODE_MODULES } from '../../../src/mdx/shortcodeModules';
import { SHORTCODES, SHORTCODE_MODULE_PATHS } from '../../../src/lib/mdx/shortcodes';

describe('the shortcode modules of the browser', () => {
  it('load exactly the modules shortcodes.ts names', () => {
    expect(Object.keys(SHORTCODE_MODULES).sort()).toEqual([...SHORTCODE_MODULE_PATHS].sort());
  });

  it('each export every shortcode mapped to it', async () => {
    for (const [name, module] of Object.entries(SHORTCODES)) {
      const loaded = (await SHORTCODE_MODULES[module]!()) as Record<string, unknown>;
      expect([name, typeof loaded[name]]).toEqual([name, expect.stringMatching(/function|object/)]);
    }
  });
});
