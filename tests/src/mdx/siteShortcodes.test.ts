// A component file that neither the table lists nor another module imports is an unused file
// to knip (npm run knip), which reads the table's modules as its entries.
import { siteShortcodes } from '../../../src/mdx/siteShortcodes';
import { SHORTCODES } from '../../../src/lib/mdx/shortcodes';

describe("the browser's shortcode registry", () => {
  it('loads every module of the table, and each exports every shortcode mapped to it', async () => {
    await siteShortcodes.load(
      Object.fromEntries(Object.entries(SHORTCODES).map(([name, module]) => [name, { module }])),
    );
    const missing = Object.keys(SHORTCODES).filter((name) => !siteShortcodes.component(name));
    expect(missing).toEqual([]);
  });
});
