import { escapeHtml } from '../../../src/lib/htmlEscape';

describe('escapeHtml', () => {
  it('writes the four characters that could end text or a quoted attribute as entities', () => {
    expect(escapeHtml('<a href="x">Tom & Jerry</a>')).toBe(
      '&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&lt;/a&gt;',
    );
  });

  it('escapes an ampersand once, so an entity in the text stays readable as written', () => {
    expect(escapeHtml('&amp; is written &amp;')).toBe('&amp;amp; is written &amp;amp;');
  });

  it('leaves everything else, the apostrophe and non-Latin text included, as it is', () => {
    expect(escapeHtml("It's 简体中文 — /zh/guide/")).toBe("It's 简体中文 — /zh/guide/");
  });
});
