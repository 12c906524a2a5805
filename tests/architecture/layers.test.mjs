/**
 * The layering rule of .dependency-cruiser.cjs refuses what docs/architecture.md
 * ("Layers") forbids: dependency-cruiser's own API runs the project's config on
 * the planted tree in tests/fixtures/layers/, and every planted fault, and only
 * those, comes back as a violation. `npm run lint:deps` runs the same config on
 * the site. A node test, since dependency-cruiser is published for `import` only.
 */
import assert from 'node:assert/strict';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { cruise } from 'dependency-cruiser';
import extractDepcruiseOptions from 'dependency-cruiser/config-utl/extract-depcruise-options';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const FIXTURE = path.join(ROOT, 'tests/fixtures/layers');

async function violationsIn(directory) {
  const options = await extractDepcruiseOptions(path.join(ROOT, '.dependency-cruiser.cjs'));
  // The fixture has no tsconfig of its own and needs none: its imports are plain relative ones.
  delete options.tsConfig;
  const { output } = await cruise(['src', 'gatsby'], {
    ...options,
    baseDir: directory,
    validate: true,
    outputType: 'json',
  });
  const result = JSON.parse(output);
  return result.summary.violations.map((violation) => ({
    rule: violation.rule.name,
    from: violation.from,
    to: violation.to,
  }));
}

const sortByPlace = (list) =>
  [...list].sort((a, b) => `${a.from} ${a.to}`.localeCompare(`${b.from} ${b.to}`));

test('the layering rule names each planted fault and passes the allowed imports', async () => {
  const violations = await violationsIn(FIXTURE);
  assert.deepEqual(sortByPlace(violations), [
    // The build imports the foundation only: a template is above it.
    { rule: 'not-in-allowed', from: 'gatsby/createPages.ts', to: 'src/templates/doc.ts' },
    // Nothing in src/ imports the build.
    { rule: 'not-in-allowed', from: 'src/admin/preview.ts', to: 'gatsby/mdx/compile.ts' },
    // A circle, reported once, at the import that closes it.
    { rule: 'no-circular', from: 'src/lib/circleA.ts', to: 'src/lib/circleB.ts' },
    // Content components sit below the page frame.
    { rule: 'not-in-allowed', from: 'src/mdx/Tabs.ts', to: 'src/layout/DocLayout.ts' },
    // The shortcode table is build and editor code, which no page may reach.
    {
      rule: 'shortcode-table-out-of-pages',
      from: 'src/templates/doc.ts',
      to: 'src/lib/mdx/shortcodes.ts',
    },
    // A folder no layer names: imports of it, and a file of it that nothing touches.
    { rule: 'not-in-allowed', from: 'src/templates/doc.ts', to: 'src/widgets/Widget.ts' },
    { rule: 'not-in-a-layer', from: 'src/widgets/Lonely.ts', to: 'src/widgets/Lonely.ts' },
  ]);
});
