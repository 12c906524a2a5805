import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../i18n/translation';
import { parseRatio } from '../lib/video';
import {
  BILIBILI_PLAYER_ORIGIN,
  YOUTUBE_PLAYER_ORIGIN,
  bilibiliEmbedUrl,
  youtubeEmbedUrl,
} from '../lib/videoEmbeds';
import { PosterButton, VideoFrame } from './VideoFrame';

/**
 * The embedded player may run its own scripts and open its site in a new tab,
 * but not navigate this page, submit forms or open dialogs over it.
 */
const SANDBOX =
  'allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox allow-presentation';
const ALLOW = 'autoplay; encrypted-media; fullscreen; picture-in-picture';

/**
 * A third-party player behind a local poster. Before the reader starts it,
 * the page makes no request to the video site at all (no iframe, no
 * thumbnail); the click (or Enter/Space on the poster button) creates the
 * iframe, which then starts playing.
 */
function ClickToLoad({
  title,
  ratio,
  host,
  embedUrl,
}: {
  title: string;
  ratio: number;
  host: string;
  /** Built only once the reader has asked for the video. */
  embedUrl: () => string;
}) {
  const { t } = useTranslation();
  const [source, setSource] = useState<string | null>(null);
  const frame = useRef<HTMLIFrameElement>(null);

  // Keyboard users stay on the video they started.
  useEffect(() => {
    if (source) frame.current?.focus();
  }, [source]);

  return (
    <VideoFrame ratio={ratio} label={title}>
      {source ? (
        <iframe
          ref={frame}
          src={source}
          title={title}
          allow={ALLOW}
          allowFullScreen
          sandbox={SANDBOX}
          referrerPolicy="strict-origin-when-cross-origin"
        />
      ) : (
        <PosterButton
          action={t('video.playAction')}
          title={title}
          note={t('video.external', { host })}
          onStart={() => setSource(embedUrl())}
        />
      )}
    </VideoFrame>
  );
}

export interface BiliBiliProps {
  /** The video's BV id. */
  bvid: string;
  /** What the video shows; defaults to "Bilibili video". */
  title?: string;
  /** Width to height, such as "4:3"; 16:9 by default. */
  ratio?: string | number;
  /** Part of a multi-part video, from 1. */
  page?: number;
  /** Start position: seconds, "m:ss" or "h:mm:ss". */
  time?: number | string;
  /** Ask for Bilibili's high-quality stream (off by default). */
  highQuality?: boolean;
  /** Show danmaku, the scrolling comments (off by default). */
  danmaku?: boolean;
}

/** A Bilibili video, loaded from player.bilibili.com only when the reader starts it. */
export function BiliBili({ bvid, title, ratio, page, time, highQuality, danmaku }: BiliBiliProps) {
  const { t } = useTranslation();
  // Checked while rendering, so a wrong id or page fails the build.
  bilibiliEmbedUrl({ bvid, page, time });
  return (
    <ClickToLoad
      title={title || t('video.bilibili')}
      ratio={parseRatio(ratio)}
      host={new URL(BILIBILI_PLAYER_ORIGIN).host}
      embedUrl={() => bilibiliEmbedUrl({ bvid, page, time, highQuality, danmaku, autoplay: true })}
    />
  );
}

export interface YouTubeProps {
  /** The 11-character video id. */
  id: string;
  /** What the video shows; defaults to "YouTube video". */
  title?: string;
  /** Width to height, such as "4:3"; 16:9 by default. */
  ratio?: string | number;
  /** Start position: seconds, "m:ss" or "h:mm:ss". */
  start?: number | string;
}

/** A YouTube video (privacy-enhanced host), loaded only when the reader starts it. */
export function YouTube({ id, title, ratio, start }: YouTubeProps) {
  const { t } = useTranslation();
  youtubeEmbedUrl({ id, start });
  return (
    <ClickToLoad
      title={title || t('video.youtube')}
      ratio={parseRatio(ratio)}
      host={new URL(YOUTUBE_PLAYER_ORIGIN).host}
      embedUrl={() => youtubeEmbedUrl({ id, start, autoplay: true })}
    />
  );
}
