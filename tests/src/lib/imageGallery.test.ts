/**
 * @jest-environment jsdom
 */
// The functions take anything shaped like an <img>; jsdom supplies real ones, with `closest`.
import {
  GUESSED_SIZE,
  galleryItem,
  galleryOf,
  isShownImage,
  viewerOptions,
  widestCandidate,
} from '../../../src/lib/imageGallery';

function page(html: string): HTMLImageElement[] {
  document.body.innerHTML = html;
  return [...document.body.querySelectorAll('img')];
}

function loaded(image: HTMLImageElement, width: number, height: number) {
  Object.defineProperty(image, 'naturalWidth', { value: width });
  Object.defineProperty(image, 'naturalHeight', { value: height });
  return image;
}

const labels = {
  dialog: 'Image viewer',
  close: 'Close',
  zoom: 'Zoom',
  previous: 'Previous',
  next: 'Next',
  error: 'Broken',
};

describe('isShownImage', () => {
  it('leaves out images in closed details and hidden tab panels', () => {
    const [open, closed, panel, shown] = page(`
      <details open><summary>s</summary><img src="/a.png" alt=""></details>
      <details><summary>s</summary><p><img src="/b.png" alt=""></p></details>
      <div role="tabpanel" hidden><img src="/c.png" alt=""></div>
      <img src="/d.png" alt="">
    `);
    expect(isShownImage(open!)).toBe(true);
    expect(isShownImage(closed!)).toBe(false);
    expect(isShownImage(panel!)).toBe(false);
    expect(isShownImage(shown!)).toBe(true);
  });
});

describe('widestCandidate', () => {
  it('picks the widest width descriptor and ignores the rest', () => {
    expect(widestCandidate('/s.png 400w, /l.png 1600w, /m.png 800w')).toEqual({
      url: '/l.png',
      width: 1600,
    });
    expect(widestCandidate('/a.png 1x, /b.png 2x')).toBeNull();
    expect(widestCandidate(null)).toBeNull();
  });
});

describe('galleryItem', () => {
  it('uses the loaded size of an image', () => {
    const [image] = page('<img src="/a.png" alt="A">');
    expect(galleryItem(loaded(image!, 1200, 800))).toMatchObject({
      src: 'http://localhost/a.png',
      msrc: 'http://localhost/a.png',
      width: 1200,
      height: 800,
      alt: 'A',
      element: image,
      sizeGuessed: false,
    });
  });

  it('shows the widest srcset candidate, scaled from the loaded one', () => {
    const [image] = page('<img src="/s.png" srcset="/s.png 400w, /l.png 1600w" alt="">');
    const item = galleryItem(loaded(image!, 400, 300));
    expect(item).toMatchObject({ src: '/l.png', width: 1600, height: 1200, sizeGuessed: false });
  });

  it('reads the versions of a <picture> from the source the browser chose', () => {
    const picture = (shown: string) => {
      const [image] = page(`
        <picture>
          <source type="image/webp" srcset="/s.webp 400w,\n/l.webp 1600w">
          <source type="image/png" srcset="/s.png 400w,\n/l.png 1600w">
          <img src="/s.png" alt="">
        </picture>
      `);
      Object.defineProperty(image!, 'currentSrc', { value: shown });
      return galleryItem(loaded(image!, 400, 250));
    };
    expect(picture('http://localhost/s.webp')).toMatchObject({
      src: '/l.webp',
      width: 1600,
      height: 1000,
    });
    expect(picture('').src).toBe('/l.png');
  });

  it('measures an image that has not loaded from its attributes, else guesses', () => {
    const [sized, unsized] = page(`
      <img src="/a.png" alt="" width="320" height="512">
      <img src="/b.png" alt="">
    `);
    expect(galleryItem(sized!)).toMatchObject({ width: 320, height: 512, sizeGuessed: true });
    expect(galleryItem(unsized!)).toMatchObject({ ...GUESSED_SIZE, sizeGuessed: true });
  });
});

describe('galleryOf', () => {
  it('lists the shown, viewable images in page order with the opened one', () => {
    const images = page(`
      <img src="/1.png" alt="one">
      <a href="/x"><img src="/link.png" alt=""></a>
      <details><summary>s</summary><img src="/closed.png" alt=""></details>
      <img src="/2.png" alt="two">
      <img src="/3.png" alt="three">
    `);
    const { items, index } = galleryOf(images, images[3]!);
    expect(items.map((item) => item.alt)).toEqual(['one', 'two', 'three']);
    expect(index).toBe(1);
  });

  it('keeps the opened image even when it would not be listed', () => {
    const images = page(`
      <img src="/1.png" alt="one">
      <details><summary>s</summary><img src="/closed.png" alt="closed"></details>
    `);
    const { items, index } = galleryOf(images, images[1]!);
    expect(items[index]!.alt).toBe('closed');
  });
});

describe('viewerOptions', () => {
  it('labels the buttons and leaves focus to us', () => {
    expect(viewerOptions(labels, false)).toMatchObject({
      closeTitle: 'Close',
      zoomTitle: 'Zoom',
      arrowPrevTitle: 'Previous',
      arrowNextTitle: 'Next',
      errorMsg: 'Broken',
      returnFocus: false,
      showHideAnimationType: 'zoom',
    });
  });

  it('drops the animations for readers who asked for less motion', () => {
    expect(viewerOptions(labels, true)).toMatchObject({
      showHideAnimationType: 'none',
      zoomAnimationDuration: 0,
    });
  });
});
