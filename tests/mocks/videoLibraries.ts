/**
 * Stand-ins for ArtPlayer and the streaming libraries in jsdom, which can
 * neither decode video nor run Media Source Extensions. A test mocks each
 * package with a factory that records the import in `importedLibraries` and
 * returns these classes, so it can show when each library was loaded.
 */

export const importedLibraries: string[] = [];

type Handler = (...args: unknown[]) => void;

class Events {
  private handlers = new Map<string, Handler[]>();

  on(name: string, handler: Handler) {
    this.handlers.set(name, [...(this.handlers.get(name) ?? []), handler]);
    return this;
  }

  emit(name: string, ...args: unknown[]) {
    for (const handler of this.handlers.get(name) ?? []) handler(...args);
  }
}

interface PlayerOption {
  container: HTMLElement;
  url: string;
  type?: string;
  lang?: string;
  customType?: Record<string, (video: HTMLVideoElement, url: string, art: unknown) => unknown>;
  [key: string]: unknown;
}

export const players: FakeArtplayer[] = [];

/** Builds a video element in the container and hands custom types to their handler, as ArtPlayer does. */
export class FakeArtplayer extends Events {
  static RECONNECT_TIME_MAX = 5;
  readonly option: PlayerOption;
  readonly video: HTMLVideoElement;
  destroyed = false;

  constructor(option: PlayerOption) {
    super();
    // ArtPlayer validates its options and throws for a value of the wrong type, undefined included.
    for (const [name, value] of Object.entries(option)) {
      if (value === undefined)
        throw new Error(`'option.${name}' require a value, but got 'undefined'`);
    }
    if (option.url.includes('cannot-construct')) throw new Error('The player could not be built.');
    this.option = option;
    this.video = document.createElement('video');
    option.container.appendChild(this.video);
    players.push(this);
    const handler = option.type ? option.customType?.[option.type] : undefined;
    if (handler) queueMicrotask(() => handler.call(this, this.video, option.url, this));
    else this.video.src = option.url;
  }

  destroy() {
    this.destroyed = true;
    this.option.container.innerHTML = '';
  }
}

export const hlsInstances: FakeHls[] = [];

export class FakeHls extends Events {
  static isSupported = () => true;
  static Events = { ERROR: 'hlsError' };
  source: string | null = null;
  media: HTMLMediaElement | null = null;
  destroyed = false;

  constructor() {
    super();
    hlsInstances.push(this);
  }

  loadSource(url: string) {
    this.source = url;
  }

  attachMedia(media: HTMLMediaElement) {
    this.media = media;
  }

  destroy() {
    this.destroyed = true;
  }
}

export function resetVideoDoubles() {
  players.length = 0;
  hlsInstances.length = 0;
}
