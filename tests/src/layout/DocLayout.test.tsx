import { act, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { renderPage } from '../../utils/renderPage';
import type { ContentPageContext } from '../../../src/lib/pageContext';
import { DocLayout } from '../../../src/layout/DocLayout';

// The image viewer's delegation, recording when its chunk is loaded (the hook's import()).
const mockImported = jest.fn();
const mockDetach = jest.fn();
const mockAttach = jest.fn((_body: HTMLElement, _options: unknown) => mockDetach);
jest.mock('../../../src/layout/imageViewer/attachImageViewer', () => {
  mockImported();
  return { attachImageViewer: mockAttach };
});

const context: ContentPageContext = {
  id: 'doc:en/guide/writing-docs',
  key: 'guide/writing-docs',
  title: 'Writing docs',
  language: 'en',
  pagePath: '/guide/writing-docs.html',
  alternates: [],
  sidebar: null,
  prev: null,
  next: null,
  breadcrumbs: [],
  editUrl: null,
};

function Page({
  pathname = context.pagePath,
  children,
}: {
  pathname?: string;
  children: ReactNode;
}) {
  return (
    <DocLayout
      pathname={pathname}
      context={context}
      title="Writing docs"
      hasTitleHeading={false}
      toc={null}
      sidebarHeadings={[]}
      showBreadcrumb={false}
      footer={{}}
      info={{ authors: [], date: null, categories: [], tags: [], readingTime: null }}
      meta={{ editUrl: null, updatedTime: null, contributors: [] }}
    >
      {children}
    </DocLayout>
  );
}

const text = <p>Only words here.</p>;
const picture = (
  <p>
    <img src="/img/one.png" alt="The desktop layout" />
  </p>
);

/** Lets the effects' dynamic import() settle. */
const settle = () =>
  act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });

beforeEach(() => {
  // A fresh module registry per test, so each one sees whether the chunk is loaded.
  jest.resetModules();
  mockImported.mockClear();
  mockAttach.mockClear();
  mockDetach.mockClear();
});

describe('DocLayout and the image viewer', () => {
  it('loads none of the viewer on a page without images', async () => {
    renderPage(<Page>{text}</Page>);
    await settle();
    expect(mockImported).not.toHaveBeenCalled();
    expect(mockAttach).not.toHaveBeenCalled();
  });

  it('loads the viewer after hydration on a page with an image and attaches it to the body', async () => {
    renderPage(<Page>{picture}</Page>);
    await waitFor(() => expect(mockAttach).toHaveBeenCalledTimes(1));
    expect(mockImported).toHaveBeenCalledTimes(1);
    const [body, options] = mockAttach.mock.calls[0]!;
    expect(body).toBe(document.querySelector('[data-search-body]'));
    expect(body).toContainElement(screen.getByRole('img', { name: 'The desktop layout' }));
    const { t } = options as { t: (key: string) => string };
    expect(t('imageViewer.open')).toBe('Open image in the viewer');
  });

  it('detaches on leaving the page, and checks the next page afresh', async () => {
    const { rerender, unmount } = renderPage(<Page>{picture}</Page>);
    await waitFor(() => expect(mockAttach).toHaveBeenCalledTimes(1));
    // Loaded afresh in this test too: the registry reset works, so the first test's check holds.
    expect(mockImported).toHaveBeenCalledTimes(1);

    rerender(<Page pathname="/guide/other.html">{text}</Page>);
    await settle();
    expect(mockDetach).toHaveBeenCalledTimes(1);
    expect(mockAttach).toHaveBeenCalledTimes(1);

    rerender(<Page pathname="/guide/third.html">{picture}</Page>);
    await waitFor(() => expect(mockAttach).toHaveBeenCalledTimes(2));
    unmount();
    expect(mockDetach).toHaveBeenCalledTimes(2);
  });

  it('does not attach when the page is left before the viewer has loaded', async () => {
    const { unmount } = renderPage(<Page>{picture}</Page>);
    unmount();
    await settle();
    expect(mockAttach).not.toHaveBeenCalled();
  });
});
