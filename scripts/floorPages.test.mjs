import { bareStackFiles, withoutScripts } from './floorPages.mjs';

describe('withoutScripts', () => {
  it('takes out script elements and script preloads and leaves the rest as it was', () => {
    const html =
      '<head><link rel="preload" href="/app.js" as="script"><link as=script rel=prefetch href="/b.js">' +
      '<style>p{color:red}</style><link rel="stylesheet" href="/s.css"></head>' +
      '<body><p>Text</p><script>window.x = "</p>";</script>' +
      '<script src="/app.js" async></script><SCRIPT type="module">go()</SCRIPT ></body>';
    expect(withoutScripts(html)).toBe(
      '<head><style>p{color:red}</style><link rel="stylesheet" href="/s.css"></head>' +
        '<body><p>Text</p></body>',
    );
  });
});

describe('bareStackFiles', () => {
  it('makes a Gatsby site with a page at each address and only Gatsby and React as dependencies', () => {
    const files = bareStackFiles(['/', '/a/b.html'], { gatsby: '^5.1.0', react: '^18.3.1' });
    expect(JSON.parse(files['package.json']).dependencies).toEqual({
      gatsby: '^5.1.0',
      react: '^18.3.1',
    });
    expect(files['gatsby-node.js']).toContain('["/","/a/b.html"]');
    expect(files['gatsby-config.js']).toContain('plugins: []');
    expect(Object.keys(files)).toContain('src/templates/plain.js');
  });
});
