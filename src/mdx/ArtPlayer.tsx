import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from '../i18n/translation';
import { useArtPlayer, type PlayerSource } from '../hooks/useArtPlayer';
import { usePage } from '../providers/PageProvider';
import {
  parseRatio,
  playerLanguage,
  resolveVideoSource,
  unsupportedVideoWarning,
} from '../lib/video';
import { PosterButton, VideoFrame, VideoMessage } from './VideoFrame';

export interface ArtPlayerProps {
  /** Address of the video or stream. */
  src: string;
  /** One of spec §9's video types; taken from the address's extension when left out. */
  type?: string;
  /** Image shown before the video starts. */
  poster?: string;
  /** What the video shows; the poster and assistive technology say it. */
  title?: string;
  /** Width to height, such as "4:3" or 1.5; 16:9 by default. */
  ratio?: string | number;
}

/**
 * A video player (ArtPlayer) for a file or stream. The page shows only a
 * poster button until the reader starts the video: ArtPlayer and a streaming
 * library are large, most readers of a page never play its video, and a
 * player created earlier (say, when it scrolls into view) would download
 * code and media for nobody. The click is also the user gesture that lets
 * the video start with sound at once.
 */
export function ArtPlayer({ src, type, poster, title, ratio }: ArtPlayerProps) {
  const { t } = useTranslation();
  const { locale } = usePage();
  const source = useMemo(() => resolveVideoSource(src, type), [src, type]);
  const aspect = parseRatio(ratio);
  const [started, setStarted] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const container = useRef<HTMLDivElement>(null);
  const retry = useRef<HTMLButtonElement>(null);

  const running: PlayerSource | null =
    started && source.supported
      ? {
          url: src,
          type: source.type,
          engine: source.engine,
          poster,
          language: playerLanguage(locale),
        }
      : null;
  const status = useArtPlayer(container, running, attempt);

  // One warning per player, after render, so the server and the first render agree.
  const warned = useRef(false);
  useEffect(() => {
    if (source.supported || warned.current) return;
    warned.current = true;
    console.warn(unsupportedVideoWarning(src, source.type));
  }, [source, src]);

  // Keyboard users land on the player they started, or on the retry button.
  useEffect(() => {
    if (!started) return;
    if (status === 'failed') retry.current?.focus();
    else if (status === 'loading') container.current?.focus();
  }, [started, status, attempt]);

  const label = title || t('video.player');
  if (!source.supported) {
    return (
      <VideoMessage inline role="note">
        <p>
          {source.type ? t('video.unsupported', { type: source.type }) : t('video.unknownType')}
        </p>
        <a href={src}>{t('video.openFile')}</a>
      </VideoMessage>
    );
  }

  if (!started) {
    return (
      <VideoFrame ratio={aspect} label={label}>
        <PosterButton
          action={t('video.playAction')}
          title={label}
          image={poster}
          onStart={() => setStarted(true)}
        />
      </VideoFrame>
    );
  }

  return (
    <VideoFrame ratio={aspect} label={label}>
      <div ref={container} tabIndex={-1} hidden={status === 'failed'} />
      {status === 'loading' && (
        <VideoMessage tone="neutral">
          <p aria-live="polite">{t('video.loading')}</p>
        </VideoMessage>
      )}
      {status === 'failed' && (
        <VideoMessage role="alert">
          <p>{t('video.failed')}</p>
          <button type="button" ref={retry} onClick={() => setAttempt((value) => value + 1)}>
            {t('video.retry')}
          </button>
          <a href={src}>{t('video.openFile')}</a>
        </VideoMessage>
      )}
    </VideoFrame>
  );
}
