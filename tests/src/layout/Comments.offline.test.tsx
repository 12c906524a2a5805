import { act, screen } from '@testing-library/react';
import { renderPage } from '../../utils/renderPage';
import { Comments } from '../../../src/layout/Comments';
import { commentsConfig as config } from '../../utils/commentsConfig';

// The widget's chunk cannot be fetched, as when the reader went offline after the page loaded.
jest.mock('../../../src/layout/CommentsWidget', () => {
  throw new Error('Loading chunk comments failed');
});

const originalObserver = window.IntersectionObserver;
afterEach(() => {
  window.IntersectionObserver = originalObserver;
});

it('says the comments could not be loaded when their chunk fails', async () => {
  // No IntersectionObserver: the area loads after the page's load event, which has passed in jsdom.
  window.IntersectionObserver = undefined as unknown as typeof IntersectionObserver;
  renderPage(<Comments config={config} locale="en" />);
  for (let round = 0; round < 5; round += 1) await act(async () => undefined);
  expect(screen.getByRole('region', { name: 'Comments' })).toHaveAttribute(
    'data-comments',
    'failed',
  );
  expect(screen.getByRole('status')).toHaveTextContent('Comments could not be loaded.');
});
