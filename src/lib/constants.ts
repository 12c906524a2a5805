/**
 * Every number the specification fixes lives here, so that CSS, hooks and the
 * build read one value (spec §9).
 */
export const BREAKPOINT_MOBILE = 719;
export const BREAKPOINT_DESKTOP = 1440;

export const COLOR_MODE_TRANSITION_MS = 400;
export const COPY_FEEDBACK_MS = 2000;
export const COPY_BUTTON_HIDE_WIDTH = 419;
/** The copy button of a code block appears after the pointer has rested on the block this long. */
export const COPY_BUTTON_DELAY_MS = 500;
export const BACK_TO_TOP_THRESHOLD = 100;

export const TYPING_SPEED_MS = 150;
export const TYPING_PAUSE_MS = 1000;

export const HEADER_DEPTH_DEFAULT = 2;

export const NAVBAR_HIDE_DISTANCE = 200;
export const NAVBAR_HIDE_START = 58;
export const NAVBAR_SCROLL_THROTTLE_MS = 300;
/** Height of the fixed navbar; CSS (tokens.layout.navbarHeight) and scroll-spy both use it. */
export const NAVBAR_HEIGHT_PX = 60;
/** Scroll-spy waits this long after a heading crosses the line, and draws the line this far below the navbar. */
export const SCROLL_SPY_DELAY_MS = 200;
export const SCROLL_SPY_OFFSET_PX = 5;

export const SWIPE_EDGE = 80;
export const SWIPE_THRESHOLD = 40;
export const SWIPE_RATIO = 1.5;

export const RADIUS = 8;
export const RADIUS_SMALL = 6;

/** Words a reader gets through in a minute, for the reading-time estimate. */
export const WORDS_PER_MINUTE = 300;

/**
 * The picture link previews show for every page (Open Graph, Twitter cards):
 * static/img/social-card.png, drawn by scripts/social-image.mjs at this size.
 */
export const SOCIAL_IMAGE = { path: '/img/social-card.png', width: 1200, height: 630 } as const;

/** The phone layout as a media query, for `matchMedia`; `media.mobile` is the CSS form. */
export const MOBILE_QUERY = `(max-width: ${BREAKPOINT_MOBILE}px)`;

export const media = {
  mobile: `@media ${MOBILE_QUERY}`,
  aboveMobile: `@media (min-width: ${BREAKPOINT_MOBILE + 1}px)`,
  desktop: `@media (min-width: ${BREAKPOINT_DESKTOP}px)`,
  belowDesktop: `@media (max-width: ${BREAKPOINT_DESKTOP - 1}px)`,
} as const;

/** Remote search waits for this pause in typing before it sends a query (spec §9). */
export const SEARCH_DEBOUNCE_MS = 500;

/** Without a message from the comment widget within this time, the page says comments could not be loaded. */
export const COMMENTS_LOAD_TIMEOUT_MS = 10_000;
/** The comment widget's code starts loading when its area comes this close to the viewport. */
export const COMMENTS_PRELOAD_MARGIN_PX = 600;
/** Height kept for the comment area before the widget draws, so the page does not jump. */
export const COMMENTS_RESERVED_HEIGHT_PX = 240;
/** An enabled head script waits at most this long for an idle moment after the page's load event. */
export const HEAD_SCRIPT_IDLE_TIMEOUT_MS = 3000;

/** Video players and embeds keep this width-to-height box when the author gives no ratio (spec §9). */
export const DEFAULT_VIDEO_RATIO = '16:9';
/** The interface languages the video player offers (spec §9). */
export const PLAYER_LANGUAGES = [
  'en',
  'pl',
  'cs',
  'es',
  'fa',
  'fr',
  'id',
  'ru',
  'tr',
  'zh-cn',
  'zh-tw',
] as const;
/** The file types the video player plays (spec §9); `dash` and `hls` name a stream type. */
export const VIDEO_TYPES = [
  'mp4',
  'mp3',
  'webm',
  'ogg',
  'mpd',
  'dash',
  'm3u8',
  'hls',
  'ts',
  'flv',
] as const;

/** Charts and diagrams start loading their drawing library this long after the page shows them (spec §9). */
export const WIDGET_LOAD_WAIT_MS = 800;
/** …and only once they are this close to the viewport. */
export const WIDGET_PRELOAD_MARGIN_PX = 400;

/** The smallest box reserved for a diagram before it is drawn, in CSS pixels. */
export const DIAGRAM_MIN_HEIGHT = 64;

/**
 * Every page's content rules, once (gatsby/mdx/contentStyles.ts): fetched when
 * the reader first heads for another page. Its name stays, so it revalidates.
 */
export const CONTENT_STYLESHEET_PATH = '/content-styles.css';

/** The attribute of a first visit's inline content rules: the page they are for. */
export const SERVED_CONTENT_STYLES_ATTRIBUTE = 'data-content-styles';
