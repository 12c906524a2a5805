/**
 * If the bundler ever sends the stand-in's import of the real code back to the
 * stand-in (as an alias once did), the page must not load itself forever.
 */
import { onRouteUpdate } from '../../../../src/gatsby/browserStubs/remarkImagesBrowser';

const handedOver = jest.fn();
jest.mock('gatsby-remark-images/gatsby-browser', () => {
  const standIn = jest.requireActual('../../../../src/gatsby/browserStubs/remarkImagesBrowser');
  return {
    onRouteUpdate: (...args: unknown[]) => {
      handedOver();
      // Without a guard this would go round for ever; stop after a few to fail cleanly.
      if (handedOver.mock.calls.length < 5) standIn.onRouteUpdate(...args);
    },
  };
});

it('stops when its import of the real code gives back itself', async () => {
  document.body.innerHTML = '<span class="gatsby-resp-image-wrapper"><img alt="x"></span>';
  onRouteUpdate({ location: { pathname: '/' } }, {});
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(handedOver).toHaveBeenCalledTimes(1);
});
