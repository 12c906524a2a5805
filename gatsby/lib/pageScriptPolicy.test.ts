import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { demoScriptText } from '../../src/lib/codeDemo';
import {
  applyPageScriptPolicies,
  readPageScripts,
  scriptHash,
  withPageScriptPolicy,
} from './pageScriptPolicy';

const PAGE = `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><meta name="generator" content="Gatsby"/><style>a{}</style><script type="module">const e=1;</script><script>(function(){var p="/a.html"})()</script><script type="application/ld+json">{"@type":"TechArticle"}</script></head><body><div id="___gatsby"></div><script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath="/a.html";/*]]>*/</script><script src="/app-0123456789abcdef0123.js" async></script></body></html>`;

const policyOf = (hashes: string[]) => `script-src 'self' ${hashes.map((h) => `'${h}'`).join(' ')}`;

describe('readPageScripts', () => {
  it('lists the inline scripts that run, in order, and not data blocks or external ones', () => {
    expect(readPageScripts(PAGE).scripts).toEqual([
      'const e=1;',
      '(function(){var p="/a.html"})()',
      '/*<![CDATA[*/window.pagePath="/a.html";/*]]>*/',
    ]);
  });

  it('takes the script text exactly as written, entities and all', () => {
    const page = '<html><head><script>if (a &amp;&amp; b < c) x("</p>")</script></head></html>';
    expect(readPageScripts(page).scripts).toEqual(['if (a &amp;&amp; b < c) x("</p>")']);
  });

  it('adds the script of each code demo from the data of its CodePen form', () => {
    const js = "document.querySelector('b').addEventListener('click', () => {});\n// </script>";
    const data = JSON.stringify({ title: 'Demo', html: '<b>x</b>', css: '', js });
    const page = `<html><head></head><body><div role="group" data-code-demo=""><form action="https://codepen.io/pen/define"><input type="hidden" name="data" value="${data.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;')}"/></form></div><form><input name="data" value="{&quot;js&quot;:&quot;not a demo&quot;}"/></form></body></html>`;
    expect(readPageScripts(page).scripts).toEqual([demoScriptText(js)]);
  });

  it('reports inline event handlers and javascript: addresses', () => {
    const page =
      '<html><head></head><body><button onclick="go()">x</button><a href=" JavaScript:void(0)">y</a><img onerror="x()" src="/a.png"/><p data-one="1" open="">fine</p></body></html>';
    expect(readPageScripts(page).forbidden).toEqual([
      '<button onclick>',
      '<a href="javascript:…">',
      '<img onerror>',
    ]);
  });
});

describe('withPageScriptPolicy', () => {
  it('puts the policy with the page\u2019s hashes right after the charset, before any script', () => {
    const result = withPageScriptPolicy(PAGE, policyOf)!;
    const expected = readPageScripts(PAGE).scripts.map(scriptHash);
    expect(result.html).toContain(
      `<meta charSet="utf-8"/><meta data-page-script-policy="" http-equiv="Content-Security-Policy" content="${policyOf(expected)}"/><meta name="generator"`,
    );
    expect(result.html.indexOf('data-page-script-policy')).toBeLessThan(
      result.html.indexOf('<script'),
    );
  });

  it('hashes as browsers do: sha256 of the UTF-8 text, base64', () => {
    const text = '(function(){var s="中文"})()';
    expect(scriptHash(text)).toBe(
      `sha256-${createHash('sha256').update(Buffer.from(text, 'utf8')).digest('base64')}`,
    );
    expect(scriptHash('')).toBe('sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU=');
  });

  it('goes right after <head> when a script comes before the charset', () => {
    const page = '<html><head><script>a()</script><meta charset="utf-8"></head></html>';
    expect(withPageScriptPolicy(page, policyOf)!.html).toMatch(
      /^<html><head><meta data-page-script-policy="" [^>]*\/><script>a\(\)<\/script>/,
    );
  });

  it('replaces its own element on a later build instead of adding a second', () => {
    const once = withPageScriptPolicy(PAGE, policyOf)!.html;
    const twice = withPageScriptPolicy(once, policyOf)!.html;
    expect(twice).toBe(once);
    const changed = withPageScriptPolicy(once.replace('const e=1;', 'const e=2;'), policyOf)!.html;
    expect(changed.match(/data-page-script-policy/g)).toHaveLength(1);
    expect(changed).toContain(scriptHash('const e=2;'));
    expect(changed).not.toContain(scriptHash('const e=1;'));
  });

  it('leaves fragments without a <head> alone', () => {
    expect(withPageScriptPolicy('<nav><a href="/">x</a></nav>', policyOf)).toBeNull();
  });
});

describe('applyPageScriptPolicies', () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'page-policy-'));
    for (const file of ['index.html', 'guide/a.html', 'admin/index.html', '_gatsby/slices/s.html'])
      fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, 'index.html'), PAGE);
    fs.writeFileSync(
      path.join(dir, 'guide/a.html'),
      '<html><head></head><body><a onclick="x()">x</a></body></html>',
    );
    fs.writeFileSync(path.join(dir, 'admin/index.html'), PAGE);
    fs.writeFileSync(path.join(dir, '_gatsby/slices/s.html'), '<nav></nav>');
    fs.writeFileSync(path.join(dir, 'page.json'), '{}');
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('writes every page but the skipped folders and reports inline handlers by file', () => {
    const report = applyPageScriptPolicies(dir, policyOf, ['admin', '_gatsby']);
    expect(report).toEqual({ pages: 2, forbidden: ['guide/a.html: <a onclick>'] });
    expect(fs.readFileSync(path.join(dir, 'index.html'), 'utf8')).toContain(
      'data-page-script-policy',
    );
    expect(fs.readFileSync(path.join(dir, 'admin/index.html'), 'utf8')).toBe(PAGE);
    expect(fs.readFileSync(path.join(dir, '_gatsby/slices/s.html'), 'utf8')).toBe('<nav></nav>');
  });

  it('skips a page left as it was under the same policy, and redoes changed pages or policies', () => {
    const record = path.join(dir, 'record', 'policies.json');
    const parsed: string[][] = [];
    const counting = (hashes: string[]) => {
      parsed.push(hashes);
      return policyOf(hashes);
    };
    const first = applyPageScriptPolicies(dir, counting, ['admin', '_gatsby'], record);
    const calls = parsed.length;
    const again = applyPageScriptPolicies(dir, counting, ['admin', '_gatsby'], record);
    expect(again).toEqual(first);
    // Only the fingerprint of the policy: no page was parsed again.
    expect(parsed.length).toBe(calls + 1);

    fs.writeFileSync(
      path.join(dir, 'guide/a.html'),
      '<html><head></head><body>plain</body></html>',
    );
    expect(applyPageScriptPolicies(dir, counting, ['admin', '_gatsby'], record)).toEqual({
      pages: 2,
      forbidden: [],
    });
    expect(fs.readFileSync(path.join(dir, 'guide/a.html'), 'utf8')).toContain(
      'data-page-script-policy',
    );

    const stricter = (hashes: string[]) => `${policyOf(hashes)}; upgrade-insecure-requests`;
    applyPageScriptPolicies(dir, stricter, ['admin', '_gatsby'], record);
    expect(fs.readFileSync(path.join(dir, 'index.html'), 'utf8')).toContain(
      'upgrade-insecure-requests',
    );
  });
});
