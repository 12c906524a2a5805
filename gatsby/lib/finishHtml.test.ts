import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { finishHtml, finishHtmlFiles, FinishHtmlError } from './finishHtml';
import { starterScript } from './scriptsAfterPaint';

const style = '<style data-emotion="css abc">.css-abc{color:red}</style>';
const entry = '<script src="/app-0123456789abcdef.js" async=""></script>';

/** A page as Gatsby writes it: styles beside their elements, entry scripts at the end. */
const gatsbyPage = (body: string, pagePath = '/a.html') =>
  `<html><head><meta charset="utf-8"></head><body>${style}<div id="___gatsby">${body}</div><script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath="${pagePath}";/*]]>*/</script>${entry}</body></html>`;

describe('finishHtml', () => {
  it('removes NUL bytes, moves Emotion styles into the head and starts scripts after paint', () => {
    const finished = finishHtml(Buffer.from(gatsbyPage('<p>挂\0载</p>')))!.toString('utf8');
    expect(finished).not.toContain('\0');
    expect(finished).toContain(`${style}</head>`);
    expect(finished).toContain('<p>挂载</p>');
    expect(finished).toContain(starterScript(['/app-0123456789abcdef.js']));
    expect(finished).not.toContain(entry);
  });

  it('returns null for a page that is already right', () => {
    const once = finishHtml(Buffer.from(gatsbyPage('<p>x</p>')))!;
    expect(finishHtml(once)).toBeNull();
  });

  it('gives a locale not-found page the path Gatsby expects, and checks it did', () => {
    const finished = finishHtml(Buffer.from(gatsbyPage('<p>x</p>', '/zh/404.html')), 'zh/404.html');
    expect(finished!.toString('utf8')).toContain(
      '<script id="gatsby-script-loader" data-page-path="/404.html">window.pagePath=document.currentScript',
    );
  });

  it('leaves a locale not-found page it finished before as it is', () => {
    // A rebuild that only rewrites compilation hashes hands the finished page over again.
    const once = finishHtml(Buffer.from(gatsbyPage('<p>x</p>', '/zh/404.html')), 'zh/404.html')!;
    expect(finishHtml(once, 'zh/404.html')).toBeNull();
  });

  it('moves every page\u2019s path into an attribute, so the script is the same everywhere', () => {
    const script = (page: string) =>
      /<script id="gatsby-script-loader"[^>]*>([^<]*)</.exec(
        finishHtml(Buffer.from(gatsbyPage('<p>x</p>', page)))!.toString('utf8'),
      )![1];
    expect(script('/a.html')).toBe(script('/zh/b/'));
    expect(
      finishHtml(Buffer.from(gatsbyPage('<p>x</p>', '/a&b.html')))!.toString('utf8'),
    ).toContain('data-page-path="/a&amp;b.html"');
  });

  it('leaves slice fragments to the NUL-byte repair alone', () => {
    expect(finishHtml(Buffer.from('<nav>挂\0载</nav>'))?.toString('utf8')).toBe('<nav>挂载</nav>');
    expect(finishHtml(Buffer.from('<nav>x</nav>'))).toBeNull();
  });

  it.each([
    [
      'Emotion writes its styles under another attribute',
      gatsbyPage('<p>x</p>').replace('data-emotion=', 'data-emotion-css='),
      'a.html',
      /step "move Emotion styles into <head>", a\.html: a <style> element is still inside <body>/,
    ],
    [
      'Gatsby loads its entry scripts another way',
      gatsbyPage('<p>x</p>').replace(' async=""', ' defer=""'),
      'a.html',
      /step "start the entry scripts after the first paint", a\.html: the page has no script/,
    ],
    [
      'Gatsby writes the page path another way',
      gatsbyPage('<p>x</p>', '/zh/404.html').replace('window.pagePath=', 'window.___pagePath='),
      'zh/404.html',
      /step "name the locale not-found page \/404\.html", zh\/404\.html: window\.pagePath is not/,
    ],
    [
      'Gatsby writes its page path script in another shape',
      gatsbyPage('<p>x</p>').replace('/*<![CDATA[*/', ''),
      'a.html',
      /step "move the page path into an attribute", a\.html: the page's path is not/,
    ],
  ])('stops naming the step and the file when %s', (_, html, file, message) => {
    expect(() => finishHtml(Buffer.from(html), file)).toThrow(FinishHtmlError);
    expect(() => finishHtml(Buffer.from(html), file)).toThrow(message);
  });
});

describe('finishHtmlFiles', () => {
  it('rewrites only the HTML files that need it, in nested folders', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'finish-'));
    fs.mkdirSync(path.join(dir, 'zh', 'guide'), { recursive: true });
    fs.writeFileSync(path.join(dir, 'zh', 'guide', 'a.html'), Buffer.from('挂\0载'));
    fs.writeFileSync(path.join(dir, 'b.html'), '<p>clean</p>');
    fs.writeFileSync(path.join(dir, 'c.json'), Buffer.from('\0'));
    expect(finishHtmlFiles(dir)).toBe(1);
    expect(fs.readFileSync(path.join(dir, 'zh', 'guide', 'a.html'), 'utf8')).toBe('挂载');
    expect(fs.readFileSync(path.join(dir, 'c.json')).includes(0)).toBe(true);
    fs.rmSync(dir, { recursive: true });
  });

  it('touches only the files it is given', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'finish-'));
    fs.writeFileSync(path.join(dir, 'a.html'), Buffer.from('a\0'));
    fs.writeFileSync(path.join(dir, 'b.html'), Buffer.from('b\0'));
    expect(finishHtmlFiles(dir, ['b.html'])).toBe(1);
    expect(fs.readFileSync(path.join(dir, 'a.html'), 'utf8')).toBe('a\0');
    expect(fs.readFileSync(path.join(dir, 'b.html'), 'utf8')).toBe('b');
    fs.rmSync(dir, { recursive: true });
  });
});
