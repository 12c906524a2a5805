/**
 * What the floors of `npm run bench -- --floor` (scripts/benchFloor.mjs) are
 * made of, kept apart from the browser and the build so it can be tested.
 */

/** The page's HTML as a browser without script would get it: no script elements, no script preloads. */
export function withoutScripts(html) {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script\s*>/gi, '')
    .replace(/<link\b[^>]*\bas=["']?script["']?[^>]*>/gi, '');
}

/** The files of a Gatsby site that has React and nothing else, one plain page at each of `pages`. */
export function bareStackFiles(pages, versions) {
  return {
    'package.json': JSON.stringify(
      { name: 'bench-bare-stack', private: true, dependencies: versions },
      null,
      2,
    ),
    'gatsby-config.js': 'module.exports = { plugins: [] };\n',
    'gatsby-node.js': `const PAGES = ${JSON.stringify(pages)};
exports.createPages = ({ actions }) => {
  for (const page of PAGES)
    actions.createPage({ path: page, component: require.resolve('./src/templates/plain.js') });
};
`,
    'src/templates/plain.js': `import * as React from 'react';
export default function Plain() {
  return (
    <main>
      <h1>A plain page</h1>
      <p>Gatsby and React, and nothing of the site: what starting the stack costs.</p>
    </main>
  );
}
export const Head = () => <title>A plain page</title>;
`,
  };
}
