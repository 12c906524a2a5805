/**
 * @jest-environment jsdom
 */
// The functions take anything shaped like an <img>; jsdom supplies real ones, with `closest`.
import { isViewableImage, opensViewer, viewableAttributes } from '../../../src/lib/imageViewer';

function page(html: string): HTMLImageElement[] {
  document.body.innerHTML = html;
  return [...document.body.querySelectorAll('img')];
}

describe('isViewableImage', () => {
  it('takes content images and leaves those in links, controls and decoration', () => {
    const [plain, linked, inButton, inSummary, hidden, optedOut, presentation, empty] = page(`
      <p><img src="/a.png" alt="A"></p>
      <a href="/x"><img src="/b.png" alt="B"></a>
      <button><img src="/c.png" alt=""></button>
      <details><summary><img src="/d.png" alt=""></summary></details>
      <div aria-hidden="true"><img src="/e.png" alt=""></div>
      <img src="/f.png" alt="F" data-no-view>
      <img src="/g.png" alt="" role="presentation">
      <img alt="no source">
    `);
    expect(isViewableImage(plain!)).toBe(true);
    for (const image of [linked, inButton, inSummary, hidden, optedOut, presentation, empty]) {
      expect(isViewableImage(image!)).toBe(false);
    }
  });

  it('still takes an image it has already made a button', () => {
    const [image] = page('<img src="/a.png" alt="A" role="button" tabindex="0">');
    expect(isViewableImage(image!)).toBe(true);
  });
});

describe('viewableAttributes', () => {
  it('makes the image a focusable button named by its alternative text', () => {
    const [image] = page('<img src="/a.png" alt="The admin panel">');
    expect(viewableAttributes(image!, 'Open image')).toEqual({
      'data-zoomable': '',
      tabindex: '0',
      role: 'button',
      'aria-haspopup': 'dialog',
    });
  });

  it('names an image without alternative text with the fallback', () => {
    const [image] = page('<img src="/a.png" alt=" ">');
    expect(viewableAttributes(image!, 'Open image')['aria-label']).toBe('Open image');
  });
});

describe('opensViewer', () => {
  it('opens on Enter and Space like a button, on nothing else', () => {
    expect(opensViewer('Enter')).toBe(true);
    expect(opensViewer(' ')).toBe(true);
    expect(opensViewer('Escape')).toBe(false);
    expect(opensViewer('a')).toBe(false);
  });
});
