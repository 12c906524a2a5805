/**
 * The layering rule of docs/architecture.md ("Layers"), checked on the real
 * import graph: no import circles, no import that runs up the browser's layers,
 * nothing in src/ importing the build, and the build importing only the
 * foundation (src/lib, src/config) from src/.
 */
import path from 'node:path';
import {
  BROWSER_LAYERS,
  importCircles,
  importGraph,
  importsAgainstLayers,
  listSourceFiles,
} from '../../scripts/architecture/importGraph.mjs';

const ROOT = path.resolve(__dirname, '../..');
const graph = importGraph(ROOT);

describe('the import graph', () => {
  it('sees the site: its entry files and hundreds of modules', () => {
    expect(graph.size).toBeGreaterThan(300);
    expect(graph.get('gatsby-node.ts')).toContain('gatsby/createPages.ts');
  });

  it('has no import circle', () => {
    expect(importCircles(graph)).toEqual([]);
  });

  it('has no import that runs against the layers', () => {
    expect(importsAgainstLayers(graph)).toEqual([]);
  });

  it('places every folder of src/ in a layer, so a new folder needs a decision', () => {
    const places = BROWSER_LAYERS.flat();
    const unplaced = listSourceFiles(ROOT).filter(
      (file) =>
        file.startsWith('src/') &&
        !places.some((place) => file === place || file.startsWith(`${place}/`)),
    );
    expect(unplaced).toEqual([]);
  });
});

describe('the checks themselves', () => {
  it('find a circle of three modules', () => {
    const planted = new Map([
      ['src/lib/a.ts', ['src/lib/b.ts']],
      ['src/lib/b.ts', ['src/lib/c.ts']],
      ['src/lib/c.ts', ['src/lib/a.ts']],
      ['src/lib/d.ts', ['src/lib/a.ts']],
    ]);
    expect(importCircles(planted)).toEqual([['src/lib/a.ts', 'src/lib/b.ts', 'src/lib/c.ts']]);
  });

  it('name imports up the layers, into the build and from the build into the browser', () => {
    const planted = new Map([
      ['src/mdx/Tabs.tsx', ['src/layout/DocLayout.tsx', 'src/lib/tabs.ts']],
      ['src/admin/preview.ts', ['gatsby/mdx/compileContent.ts']],
      ['gatsby/createPages.ts', ['src/templates/doc.tsx', 'src/lib/locales.ts']],
      ['src/layout/DocLayout.tsx', ['src/mdx/Tabs.tsx']],
    ]);
    expect(importsAgainstLayers(planted)).toEqual([
      'gatsby/createPages.ts -> src/templates/doc.tsx',
      'src/admin/preview.ts -> gatsby/mdx/compileContent.ts',
      'src/mdx/Tabs.tsx -> src/layout/DocLayout.tsx',
    ]);
  });
});
