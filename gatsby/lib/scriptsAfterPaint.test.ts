import vm from 'node:vm';
import { starterScript, startScriptsAfterPaint } from './scriptsAfterPaint';

const ENTRY =
  '<script src="/webpack-runtime-1a.js" async></script><script src="/framework-2b.js" async></script>' +
  '<script src="/app-3c.js" async></script>';
const page = (body: string) =>
  `<!DOCTYPE html><html><head><meta charSet="utf-8"/><title>t</title></head><body><main>text</main>${body}</body></html>`;

describe('startScriptsAfterPaint', () => {
  it('preloads the entry scripts at the top of the head and starts them from one inline script', () => {
    const html = startScriptsAfterPaint(
      page(`<script>window.___webpackCompilationHash="h";</script>${ENTRY}<!-- slice-end -->`),
    )!;
    expect(html).toContain(
      '<head><meta charSet="utf-8"/><link rel="preload" href="/webpack-runtime-1a.js" as="script" fetchpriority="low"/>' +
        '<link rel="preload" href="/framework-2b.js" as="script" fetchpriority="low"/><link rel="preload" href="/app-3c.js" as="script" fetchpriority="low"/><title>',
    );
    expect(html).not.toMatch(/<script src=/);
    expect(html).toContain(
      `<script>window.___webpackCompilationHash="h";</script><script>${starterScript([
        '/webpack-runtime-1a.js',
        '/framework-2b.js',
        '/app-3c.js',
      ])}</script><!-- slice-end -->`,
    );
  });

  it('replaces the preloads of an earlier build when Gatsby puts fresh entry scripts in', () => {
    const done = startScriptsAfterPaint(page(ENTRY))!;
    const restitched = done.replace(
      /<script>\(function\(\)\{var u=.*?<\/script>/,
      ENTRY.replace(/1a/g, '9z'),
    );
    const html = startScriptsAfterPaint(restitched)!;
    expect(html.match(/rel="preload"/g)).toHaveLength(3);
    expect(html).toContain('<link rel="preload" href="/webpack-runtime-9z.js"');
    expect(html).not.toContain('webpack-runtime-1a.js');
  });

  it('leaves a page without entry scripts (or one already done) alone', () => {
    expect(
      startScriptsAfterPaint(page('<script src="https://x.invalid/a.js" async></script>')),
    ).toBeNull();
    const done = startScriptsAfterPaint(page(ENTRY))!;
    expect(startScriptsAfterPaint(done)).toBeNull();
    expect(startScriptsAfterPaint('<p>a fragment</p>')).toBeNull();
  });
});

describe('starterScript', () => {
  /** Runs the starter against a stand-in document; returns what it added and the queued callbacks. */
  function run(visibilityState: 'visible' | 'hidden') {
    const added: string[] = [];
    const frames: (() => void)[] = [];
    const tasks: (() => void)[] = [];
    const document = {
      visibilityState,
      createElement: () => ({ src: '' }),
      body: { appendChild: (element: { src: string }) => added.push(element.src) },
    };
    vm.runInNewContext(starterScript(['/a.js', '/b.js']), {
      document,
      requestAnimationFrame: (callback: () => void) => frames.push(callback),
      setTimeout: (callback: () => void) => tasks.push(callback),
    });
    return { added, frames, tasks };
  }

  it('adds the scripts in the task after the next frame, so the page paints first', () => {
    const { added, frames, tasks } = run('visible');
    expect(added).toEqual([]);
    frames.shift()!();
    expect(added).toEqual([]);
    tasks.shift()!();
    expect(added).toEqual(['/a.js', '/b.js']);
  });

  it('adds them at once in a background tab, where frames wait until the tab is shown', () => {
    expect(run('hidden').added).toEqual(['/a.js', '/b.js']);
  });
});
