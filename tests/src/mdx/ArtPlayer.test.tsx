import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TextEncoder } from 'node:util';
import type { ReactElement } from 'react';
import { PageProvider } from '../../../src/providers/PageProvider';
import type { Locale } from '../../../src/lib/locales';
import { inLanguage } from '../../utils/i18n';
import {
  hlsInstances,
  players,
  resetVideoDoubles,
  type FakeArtplayer,
} from '../../mocks/videoLibraries';
import { ArtPlayer, type ArtPlayerProps } from '../../../src/mdx/ArtPlayer';

type Doubles = typeof import('../../mocks/videoLibraries');
jest.mock('artplayer', () => ({
  __esModule: true,
  default: jest.requireActual<Doubles>('../../mocks/videoLibraries').FakeArtplayer,
}));
jest.mock('hls.js', () => ({
  __esModule: true,
  default: jest.requireActual<Doubles>('../../mocks/videoLibraries').FakeHls,
}));

/** The build's server render; React's browser build of it needs TextEncoder, which jsdom lacks. */
function renderToString(element: ReactElement): string {
  Object.assign(globalThis, { TextEncoder });
  return jest
    .requireActual<typeof import('react-dom/server')>('react-dom/server')
    .renderToString(element);
}

function renderPlayer(props: ArtPlayerProps, locale: Locale = 'en') {
  return render(
    <PageProvider value={{ pathname: '/guide/', locale, alternates: [] }}>
      <p>Before</p>
      <ArtPlayer {...props} />
    </PageProvider>,
    { wrapper: inLanguage(locale) },
  );
}

const started = async (count = 1): Promise<FakeArtplayer> => {
  await waitFor(() => expect(players).toHaveLength(count));
  await waitFor(() => expect(screen.queryByText(/Loading the player/)).not.toBeInTheDocument());
  return players[count - 1]!;
};

let warn: jest.SpyInstance;
beforeEach(() => {
  resetVideoDoubles();
  warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  warn.mockRestore();
});

describe('ArtPlayer', () => {
  it('reserves the box with the ratio, 16:9 by default', () => {
    const { rerender } = renderPlayer({ src: '/a.mp4', title: 'Demo' });
    const box = screen.getByRole('group', { name: 'Demo' });
    expect(box.style.aspectRatio).toBe(String(16 / 9));
    rerender(
      <PageProvider value={{ pathname: '/guide/', locale: 'en', alternates: [] }}>
        <ArtPlayer src="/a.mp4" title="Demo" ratio="4:3" />
      </PageProvider>,
    );
    expect(screen.getByRole('group', { name: 'Demo' }).style.aspectRatio).toBe(String(4 / 3));
  });

  it('shows only a poster button until the reader starts it', async () => {
    renderPlayer({ src: '/media/a.mp4', title: 'Demo', poster: '/img/demo.png' });
    expect(document.querySelector('video')).toBeNull();
    const button = screen.getByRole('button', { name: 'Play video: Demo' });
    expect(button.querySelector('img')).toHaveAttribute('src', '/img/demo.png');
    await userEvent.click(button);
    const player = await started();
    expect(player.option).toMatchObject({
      url: '/media/a.mp4',
      type: 'mp4',
      poster: '/img/demo.png',
      lang: 'en',
      autoplay: true,
    });
    expect(screen.getByRole('group', { name: 'Demo' }).querySelector('video')).toBe(player.video);
    expect(screen.queryByRole('button', { name: /Play video/ })).not.toBeInTheDocument();
  });

  it('starts from the keyboard', async () => {
    renderPlayer({ src: '/a.webm' });
    screen.getByRole('button', { name: 'Play video: Video player' }).focus();
    await userEvent.keyboard('{Enter}');
    expect((await started()).option.type).toBe('webm');
  });

  it('speaks the page language: zh pages get the zh-cn interface', async () => {
    renderPlayer({ src: '/a.mp4', title: '演示' }, 'zh');
    await userEvent.click(screen.getByRole('button', { name: /^播放视频：\s?演示$/ }));
    expect((await started()).option.lang).toBe('zh-cn');
  });

  it('uses the type prop over the extension and plays HLS through hls.js', async () => {
    renderPlayer({ src: '/live?channel=1', type: 'm3u8', title: 'Live' });
    await userEvent.click(screen.getByRole('button', { name: 'Play video: Live' }));
    const player = await started();
    await waitFor(() => expect(hlsInstances).toHaveLength(1));
    expect(hlsInstances[0]!.source).toBe('/live?channel=1');
    expect(hlsInstances[0]!.media).toBe(player.video);
  });

  it('destroys the player and its stream on unmount', async () => {
    const { unmount } = renderPlayer({ src: '/s.m3u8', title: 'Live' });
    await userEvent.click(screen.getByRole('button', { name: 'Play video: Live' }));
    const player = await started();
    await waitFor(() => expect(hlsInstances).toHaveLength(1));
    unmount();
    expect(player.destroyed).toBe(true);
    expect(hlsInstances[0]!.destroyed).toBe(true);
  });

  it('shows a message and a retry button when the media fails to load', async () => {
    renderPlayer({ src: '/missing.mp4', title: 'Gone' });
    await userEvent.click(screen.getByRole('button', { name: 'Play video: Gone' }));
    const player = await started();
    act(() => player.emit('video:error', new Error('404')));
    expect(await screen.findByRole('alert')).toHaveTextContent('The video could not be loaded.');
    expect(player.destroyed).toBe(true);
    const retry = screen.getByRole('button', { name: 'Try again' });
    expect(retry).toHaveFocus();
    expect(screen.getByRole('link', { name: 'Open the file' })).toHaveAttribute(
      'href',
      '/missing.mp4',
    );
    await userEvent.click(retry);
    const second = await started(2);
    expect(second.destroyed).toBe(false);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the message for a fatal stream error', async () => {
    renderPlayer({ src: '/broken.m3u8', title: 'Broken' });
    await userEvent.click(screen.getByRole('button', { name: 'Play video: Broken' }));
    await started();
    await waitFor(() => expect(hlsInstances).toHaveLength(1));
    act(() => hlsInstances[0]!.emit('hlsError', 'hlsError', { fatal: false }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    act(() => hlsInstances[0]!.emit('hlsError', 'hlsError', { fatal: true }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The video could not be loaded.');
    expect(hlsInstances[0]!.destroyed).toBe(true);
  });

  it('turns a player that cannot be built into the message, not an uncaught error', async () => {
    renderPlayer({ src: '/cannot-construct.mp4', title: 'Odd' }, 'zh');
    await userEvent.click(screen.getByRole('button', { name: /^播放视频：\s?Odd$/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent('视频加载失败。');
  });

  it.each([
    [
      'en',
      '/clip.mkv',
      undefined,
      'This video cannot be played here: “mkv” files are not supported.',
    ],
    ['zh', '/clip.mp4', 'avi', '无法在此播放该视频：不支持“avi”格式的文件。'],
    ['en', '/watch', undefined, 'This video cannot be played here: its file type is unknown.'],
  ] as const)(
    '%s: an unsupported source (%s, type %s) warns once and says so instead of a player',
    async (locale, src, type, message) => {
      const { rerender } = renderPlayer({ src, type, title: 'Clip' }, locale);
      rerender(
        <PageProvider value={{ pathname: '/guide/', locale, alternates: [] }}>
          <p>Before</p>
          <ArtPlayer src={src} type={type} title="Clip" />
        </PageProvider>,
      );
      expect(screen.getByRole('note')).toHaveTextContent(message);
      expect(screen.queryByRole('button')).not.toBeInTheDocument();
      expect(document.querySelector('video')).toBeNull();
      expect(warn).toHaveBeenCalledTimes(1);
      expect(warn.mock.calls[0]![0]).toContain(src);
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(players).toHaveLength(0);
    },
  );

  it('fails the server render (the build) for a ratio it cannot read', () => {
    expect(() =>
      renderToString(
        <PageProvider value={{ pathname: '/', locale: 'en', alternates: [] }}>
          <ArtPlayer src="/a.mp4" ratio="wide" />
        </PageProvider>,
      ),
    ).toThrow(/video ratio/);
  });

  it('renders the poster on the server, with no player and no warning', () => {
    const html = renderToString(
      <PageProvider value={{ pathname: '/', locale: 'en', alternates: [] }}>
        <ArtPlayer src="/a.mp4" title="Demo" />
      </PageProvider>,
    );
    expect(html).toMatch(
      /<span class="video-title"><span class="visually-hidden">Play video: <\/span>Demo<\/span>/,
    );
    expect(html).not.toContain('<video');
    expect(warn).not.toHaveBeenCalled();
  });
});
