import { JSDOM } from 'jsdom';
import {
  CODEPEN_DEFINE_URL,
  codepenData,
  demoDocument,
  demoLanguageOf,
  escapeScript,
  escapeStyle,
} from '../../../src/lib/codeDemo';

const sources = {
  html: '<button id="b">Count</button>',
  css: 'button { color: teal; }',
  js: "document.getElementById('b').textContent = 'Clicked';",
};

describe('demoDocument', () => {
  const page = demoDocument(sources, { title: 'Counter & <b>', lang: 'zh-CN' });

  it('puts the CSS in the head, the HTML in the body and the script after it', () => {
    expect(page.startsWith('<!doctype html>\n<html lang="zh-CN">')).toBe(true);
    expect(page).toContain('<title>Counter &amp; &lt;b&gt;</title>');
    const style = page.indexOf('button { color: teal; }');
    const head = page.indexOf('</head>');
    const html = page.indexOf('<button id="b">Count</button>');
    const script = page.indexOf("document.getElementById('b')");
    expect(style).toBeGreaterThan(-1);
    expect(style).toBeLessThan(head);
    expect(html).toBeGreaterThan(head);
    expect(script).toBeGreaterThan(html);
  });

  it('leaves out empty parts', () => {
    const htmlOnly = demoDocument(
      { html: '<p>Hi</p>', css: ' ', js: '' },
      { title: 'x', lang: 'en' },
    );
    expect(htmlOnly).not.toContain('<script>');
    expect(htmlOnly.match(/<style>/g)).toHaveLength(1);
  });

  it('cannot be broken out of by code that closes its own element', () => {
    const css = 'a::after { content: "</style><script>alert(1)</script>"; }';
    const js = 'const s = "</script><img src=x onerror=alert(1)>"; // <!-- <script>';
    const { document } = new JSDOM(
      demoDocument({ html: '<p>Hi</p>', css, js }, { title: 't', lang: 'en' }),
    ).window;
    // The parser sees exactly the elements the demo wrote, and the code as one text each.
    expect(document.querySelectorAll('script')).toHaveLength(1);
    expect(document.querySelectorAll('img')).toHaveLength(0);
    expect(document.querySelectorAll('style')).toHaveLength(2);
    expect(document.body.children).toHaveLength(2);
    expect(document.querySelector('script')!.textContent).toContain('"<\\/script><img');
    expect(document.querySelectorAll('style')[1]!.textContent).toContain('"<\\/style><script>');
  });
});

describe('escaping', () => {
  it('escapes closing script tags in any case and comment openers', () => {
    expect(escapeScript('a</SCRIPT>b</script >c<!--d')).toBe('a<\\/SCRIPT>b<\\/script >c<\\!--d');
    expect(escapeScript('x < y && y > z')).toBe('x < y && y > z');
  });

  it('escapes closing style tags', () => {
    expect(escapeStyle('p{}</Style>')).toBe('p{}<\\/Style>');
  });

  it('keeps the script meaning the same inside strings', () => {
    const escaped = escapeScript('"</script>" + "<!--"');
    expect(eval(escaped)).toBe('</script><!--');
  });
});

describe('CodePen', () => {
  it('posts the code as JSON, opening the editors that have code', () => {
    expect(CODEPEN_DEFINE_URL).toBe('https://codepen.io/pen/define');
    expect(JSON.parse(codepenData({ ...sources, css: '' }, 'Counter'))).toEqual({
      title: 'Counter',
      html: sources.html,
      css: '',
      js: sources.js,
      editors: '101',
    });
  });
});

describe('demoLanguageOf', () => {
  it('knows the names of the three languages and nothing else', () => {
    expect(demoLanguageOf('HTML')).toBe('html');
    expect(demoLanguageOf('javascript')).toBe('js');
    expect(demoLanguageOf('css')).toBe('css');
    expect(demoLanguageOf('python')).toBeNull();
    expect(demoLanguageOf(null)).toBeNull();
  });
});
