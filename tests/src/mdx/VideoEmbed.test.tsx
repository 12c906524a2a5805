import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { inLanguage } from '../../utils/i18n';
import { BiliBili, YouTube } from '../../../src/mdx/VideoEmbed';

/** Every address the rendered markup would make the browser fetch. */
function externalReferences(container: HTMLElement): string[] {
  return [...container.querySelectorAll('[src], [href], [srcset], [poster]')].flatMap((element) =>
    ['src', 'href', 'srcset', 'poster']
      .map((name) => element.getAttribute(name))
      .filter((value): value is string => Boolean(value)),
  );
}

function renderIn(element: ReactElement, locale: 'en' | 'zh' = 'en') {
  return render(element, { wrapper: inLanguage(locale) });
}

describe('BiliBili', () => {
  it('renders a local poster and no iframe or third-party address before the click', () => {
    const { container } = renderIn(<BiliBili bvid="BV1bT411N7tT" title="Renaming an IPA" />);
    expect(container.querySelector('iframe')).toBeNull();
    expect(externalReferences(container)).toEqual([]);
    const button = screen.getByRole('button', { name: 'Play video: Renaming an IPA' });
    expect(button).toHaveAccessibleDescription(
      'Plays from player.bilibili.com. Nothing is loaded from there until you start the video.',
    );
    expect(screen.getByRole('group', { name: 'Renaming an IPA' }).style.aspectRatio).toBe(
      String(16 / 9),
    );
  });

  it('creates the iframe on click, low quality, no danmaku, playing', async () => {
    renderIn(<BiliBili bvid="BV1bT411N7tT" title="Renaming an IPA" page={2} time="0:30" />);
    await userEvent.click(screen.getByRole('button', { name: 'Play video: Renaming an IPA' }));
    const frame = screen.getByTitle('Renaming an IPA');
    expect(frame.tagName).toBe('IFRAME');
    const url = new URL(frame.getAttribute('src')!);
    expect(url.origin + url.pathname).toBe('https://player.bilibili.com/player.html');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      bvid: 'BV1bT411N7tT',
      p: '2',
      high_quality: '0',
      danmaku: '0',
      autoplay: '1',
      t: '30',
    });
    expect(frame).toHaveAttribute('allowfullscreen');
    expect(frame.getAttribute('sandbox')).toContain('allow-scripts');
    expect(frame.getAttribute('sandbox')).not.toContain('allow-top-navigation');
    expect(frame).toHaveAttribute('referrerpolicy', 'strict-origin-when-cross-origin');
    expect(frame).toHaveFocus();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it.each(['{Enter}', ' '])('creates the iframe from the keyboard (%s)', async (key) => {
    renderIn(<BiliBili bvid="BV1kX4y1X7vo" />);
    screen.getByRole('button', { name: 'Play video: Bilibili video' }).focus();
    expect(document.querySelector('iframe')).toBeNull();
    await userEvent.keyboard(key);
    expect(screen.getByTitle('Bilibili video').tagName).toBe('IFRAME');
  });

  it('honours the ratio and the quality choices', async () => {
    renderIn(<BiliBili bvid="BV1kX4y1X7vo" ratio="4:3" highQuality danmaku />);
    expect(screen.getByRole('group', { name: 'Bilibili video' }).style.aspectRatio).toBe(
      String(4 / 3),
    );
    await userEvent.click(screen.getByRole('button'));
    const src = screen.getByTitle('Bilibili video').getAttribute('src')!;
    expect(src).toContain('high_quality=1');
    expect(src).toContain('danmaku=1');
  });

  it('falls back to a localised title', async () => {
    renderIn(<BiliBili bvid="BV1kX4y1X7vo" />, 'zh');
    await userEvent.click(screen.getByRole('button', { name: /^播放视频：\s?哔哩哔哩视频$/ }));
    expect(screen.getByTitle('哔哩哔哩视频').tagName).toBe('IFRAME');
  });
});

describe('YouTube', () => {
  it('waits for the click, then embeds from the privacy-enhanced host', async () => {
    const { container } = renderIn(<YouTube id="dQw4w9WgXcQ" start={75} />);
    expect(container.querySelector('iframe')).toBeNull();
    expect(externalReferences(container)).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Play video: YouTube video' }));
    const frame = screen.getByTitle('YouTube video');
    expect(frame).toHaveAttribute(
      'src',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&start=75',
    );
    expect(frame).toHaveAttribute('allowfullscreen');
  });

  it('uses the given title', async () => {
    renderIn(<YouTube id="dQw4w9WgXcQ" title="Setup walkthrough" />);
    screen.getByRole('button', { name: 'Play video: Setup walkthrough' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByTitle('Setup walkthrough').tagName).toBe('IFRAME');
  });

  it('names the YouTube host in Chinese too', () => {
    renderIn(<YouTube id="dQw4w9WgXcQ" />, 'zh');
    expect(
      screen.getByRole('button', { name: /^播放视频：\s?YouTube 视频$/ }),
    ).toHaveAccessibleDescription(
      '视频由 www.youtube-nocookie.com 提供。在你开始播放之前，不会从该网站加载任何内容。',
    );
  });
});
