import { buttonScript, searchSlotCssGzip, searchSlotStyles } from './searchFirstLoad.mjs';

describe('searchSlotStyles', () => {
  const style = (hash, rules) => `<style data-emotion="css ${hash}">${rules}</style>`;
  const page = [
    '<html><head>',
    style('slot1', '.css-slot1{display:flex}'),
    style('btn1', '.css-btn1{height:2.25rem}'),
    style('shared1', '.css-shared1{color:red}'),
    '</head><body><nav>',
    '<div class="css-slot1" data-slot="search"><button class="css-btn1">',
    '<svg class="css-shared1"></svg></button></div>',
    '<a class="css-shared1" href="/">Home</a></nav></body></html>',
  ].join('');

  it('keeps the rules only the slot’s contents use', () => {
    expect(searchSlotStyles(page)).toEqual(['.css-btn1{height:2.25rem}']);
  });

  it('picks them out of one merged element too, media blocks included', () => {
    const merged = page
      .replace(/<style[^]*<\/style>(?=<\/head>)/, '')
      .replace(
        '</head>',
        style(
          'slot1 btn1 shared1',
          '.css-slot1{display:flex}.css-btn1{height:2.25rem}' +
            '@media (max-width: 719px){.css-btn1{height:2rem}}.css-btn10{color:blue}.css-shared1{color:red}',
        ) + '</head>',
      );
    expect(searchSlotStyles(merged)).toEqual([
      '.css-btn1{height:2.25rem}',
      '@media (max-width: 719px){.css-btn1{height:2rem}}',
    ]);
  });

  it('counts what they add to the gzipped page', () => {
    expect(searchSlotCssGzip(page)).toBeGreaterThan(0);
    expect(searchSlotCssGzip(page.replace('class="css-btn1"', 'class="css-shared1"'))).toBe(0);
  });

  it('finds nothing on a page without the slot', () => {
    expect(searchSlotStyles('<html><body></body></html>')).toEqual([]);
  });
});

describe('buttonScript', () => {
  it('bundles the search code the navbar needs, without the dialog', async () => {
    const { modules, gzip } = await buttonScript();
    expect(modules).toContain('src/search/SearchButton.tsx');
    expect(modules).toContain('src/search/useSearchLauncher.ts');
    expect(modules.filter((file) => /SearchModal|engine|docsearch/i.test(file))).toEqual([]);
    expect(modules.every((file) => /^src\/(lib\/)?search\//.test(file))).toBe(true);
    expect(gzip).toBeGreaterThan(500);
  });
});
