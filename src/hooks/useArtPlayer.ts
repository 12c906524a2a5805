import { useEffect, useState, type RefObject } from 'react';
import type { PlayerLanguage, VideoEngine, VideoType } from '../lib/video';
import { vars } from '../styles/tokens';

/** What the player shows: its code is loading, it is on screen, or it gave up. */
export type PlayerStatus = 'loading' | 'playing' | 'failed';

export interface PlayerSource {
  url: string;
  type: VideoType;
  engine: VideoEngine;
  poster?: string;
  language: PlayerLanguage;
}

/** A streaming library attached to the player's video element. */
interface StreamHandle {
  destroy(): void;
}

type StringsModule = { default: Record<string, string> };

/**
 * ArtPlayer carries English and simplified Chinese; the other languages of
 * spec §9 are small files of their own, fetched only for a reader who needs one.
 */
const EXTRA_LANGUAGES: Partial<Record<PlayerLanguage, () => Promise<unknown>>> = {
  pl: () => import('artplayer/i18n/pl'),
  cs: () => import('artplayer/i18n/cs'),
  es: () => import('artplayer/i18n/es'),
  fa: () => import('artplayer/i18n/fa'),
  fr: () => import('artplayer/i18n/fr'),
  id: () => import('artplayer/i18n/id'),
  ru: () => import('artplayer/i18n/ru'),
  tr: () => import('artplayer/i18n/tr'),
  'zh-tw': () => import('artplayer/i18n/zh-tw'),
};

/** The player's `i18n` option for a language; without its file the player speaks English. */
async function playerStrings(
  language: PlayerLanguage,
): Promise<Record<string, Record<string, string>>> {
  const load = EXTRA_LANGUAGES[language];
  if (!load) return {};
  try {
    return { [language]: ((await load()) as StringsModule).default };
  } catch {
    return {};
  }
}

/**
 * Connects the streaming library a type needs to the video element. Each
 * library is imported here, when a video of its type starts, so it is in its
 * own chunk and no other page or player downloads it. `onFatal` is called for
 * an error the library cannot recover from.
 */
async function attachStream(
  engine: Exclude<VideoEngine, 'native'>,
  type: VideoType,
  video: HTMLVideoElement,
  url: string,
  onFatal: () => void,
): Promise<StreamHandle> {
  if (engine === 'hls') {
    const { default: Hls } = await import('hls.js');
    if (Hls.isSupported()) {
      const hls = new Hls();
      hls.on(Hls.Events.ERROR, (_event, data) => {
        if (data.fatal) onFatal();
      });
      hls.loadSource(url);
      hls.attachMedia(video);
      return { destroy: () => hls.destroy() };
    }
    // Safari plays HLS itself.
    if (video.canPlayType('application/vnd.apple.mpegurl')) {
      video.src = url;
      return { destroy: () => undefined };
    }
    throw new Error('This browser cannot play HLS streams.');
  }
  if (engine === 'dash') {
    const { MediaPlayer } = await import('dashjs');
    const player = MediaPlayer().create();
    player.on('error', () => onFatal());
    player.initialize(video, url, true);
    return { destroy: () => player.destroy() };
  }
  const { default: mpegts } = await import('mpegts.js');
  if (!mpegts.isSupported()) throw new Error('This browser cannot play MPEG-TS or FLV streams.');
  mpegts.LoggingControl.applyConfig({
    enableVerbose: false,
    enableDebug: false,
    enableInfo: false,
  });
  const player = mpegts.createPlayer({ type: type === 'flv' ? 'flv' : 'mpegts', url });
  player.on(mpegts.Events.ERROR, () => onFatal());
  player.attachMediaElement(video);
  player.load();
  return {
    destroy: () => {
      player.unload();
      player.detachMediaElement();
      player.destroy();
    },
  };
}

/**
 * Runs an ArtPlayer in `container` for `source` (null: nothing to run yet).
 * ArtPlayer and the streaming library are imported here, when the reader has
 * asked for the video, never with the page. Any failure (a chunk that does not
 * load, media that cannot be fetched or decoded, a fatal stream error) tears
 * the player down and reports `failed`; a new `attempt` starts it again. The
 * player and its stream are destroyed when the component unmounts.
 */
export function useArtPlayer(
  container: RefObject<HTMLDivElement>,
  source: PlayerSource | null,
  attempt: number,
): PlayerStatus {
  // The status belongs to one attempt; a new attempt starts as loading.
  const [state, setState] = useState<{ attempt: number; status: PlayerStatus }>({
    attempt,
    status: 'loading',
  });
  const url = source?.url;
  const type = source?.type;
  const engine = source?.engine;
  const poster = source?.poster;
  const language = source?.language;

  useEffect(() => {
    const element = container.current;
    if (!element || !url || !type || !engine || !language) return;
    let finished = false;
    let player: { destroy(removeHtml?: boolean): void } | null = null;
    let stream: StreamHandle | null = null;
    const teardown = () => {
      finished = true;
      stream?.destroy();
      stream = null;
      player?.destroy();
      player = null;
    };
    const report = (status: PlayerStatus) => setState({ attempt, status });
    const fail = () => {
      if (finished) return;
      teardown();
      report('failed');
    };

    const start = async () => {
      const [{ default: Artplayer }, i18n] = await Promise.all([
        import('artplayer'),
        playerStrings(language),
      ]);
      if (finished) return;
      // On a media error ArtPlayer would retry silently five times; we show our
      // own message with a retry button instead.
      Artplayer.RECONNECT_TIME_MAX = 0;
      const customType =
        engine === 'native'
          ? {}
          : {
              [type]: (video: HTMLVideoElement, streamUrl: string) => {
                attachStream(engine, type, video, streamUrl, fail).then((handle) => {
                  if (finished) handle.destroy();
                  else stream = handle;
                }, fail);
              },
            };
      const art = new Artplayer({
        container: element,
        url,
        type,
        // ArtPlayer checks its options' types: a poster it is not given must be absent, not undefined.
        ...(poster ? { poster } : {}),
        lang: language,
        i18n,
        theme: vars.brand,
        autoplay: true,
        setting: true,
        playbackRate: true,
        pip: true,
        fullscreen: true,
        miniProgressBar: true,
        customType,
      });
      player = art;
      art.on('video:error', fail);
      report('playing');
    };
    start().catch(fail);
    return teardown;
  }, [container, url, type, engine, poster, language, attempt]);

  return state.attempt === attempt ? state.status : 'loading';
}
