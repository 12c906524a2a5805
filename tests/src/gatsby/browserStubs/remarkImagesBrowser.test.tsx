/**
 * Contract with the real gatsby-remark-images: the stand-in looks for the
 * wrapper class the plugin writes, and hands the route update to the plugin's
 * own code, which then does its work on the page.
 */
import { imageWrapperClass } from 'gatsby-remark-images/constants';
import {
  onRouteUpdate,
  REMARK_IMAGE_SELECTOR,
} from '../../../../src/gatsby/browserStubs/remarkImagesBrowser';

const realLoaded = jest.fn();
jest.mock('gatsby-remark-images/gatsby-browser', () => {
  realLoaded();
  return jest.requireActual('gatsby-remark-images/gatsby-browser');
});

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  document.body.innerHTML = '';
});

describe('gatsby-remark-images stand-in', () => {
  it('looks for the wrapper the plugin writes', () => {
    expect(REMARK_IMAGE_SELECTOR).toBe(`.${imageWrapperClass}`);
  });

  it('loads nothing on a page without the plugin’s pictures', async () => {
    document.body.innerHTML = '<p><img src="/a.png" alt="plain"></p>';
    onRouteUpdate({ location: { pathname: '/' } }, {});
    await settle();
    expect(realLoaded).not.toHaveBeenCalled();
  });

  it('runs the plugin’s own fade on a page with one', async () => {
    document.body.innerHTML = `
      <span class="gatsby-resp-image-wrapper">
        <span class="gatsby-resp-image-background-image"></span>
        <img class="gatsby-resp-image-image" src="/b.png" alt="built">
      </span>`;
    onRouteUpdate({ location: { pathname: '/' } }, {});
    await settle();
    expect(realLoaded).toHaveBeenCalledTimes(1);
    const image = document.querySelector<HTMLImageElement>('img')!;
    // The real code hides the picture until its load event, then fades it in.
    expect(image.style.opacity).toBe('0');
    image.dispatchEvent(new Event('load'));
    expect(image.style.opacity).toBe('1');
    expect(image.style.transition).toBe('opacity 0.5s');
  });
});
