/**
 * The parts the video components share: a box that keeps the video's ratio
 * from the first paint (so nothing below it moves when the player arrives),
 * the poster button that starts a video, and the message shown instead of a
 * video.
 */
import { css } from '@emotion/react';
import { useId, type ReactNode } from 'react';
import { radius, vars } from '../styles/tokens';

const styles = {
  frame: css`
    position: relative;
    width: 100%;
    margin: 1rem 0;
    overflow: hidden;
    border-radius: ${radius.normal};
    background: ${vars.bgMute};
    > * {
      position: absolute;
      inset: 0;
      width: 100%;
      height: 100%;
    }
    iframe {
      border: 0;
    }
  `,
  poster: css`
    display: flex;
    flex-direction: column;
    align-items: center;
    justify-content: center;
    gap: 0.6rem;
    padding: 1rem;
    border: 1px solid ${vars.border};
    border-radius: ${radius.normal};
    background: linear-gradient(135deg, ${vars.bgSoft}, ${vars.bgMute});
    color: ${vars.text};
    font: inherit;
    text-align: center;
    cursor: pointer;
    .video-play {
      display: grid;
      place-items: center;
      width: 4rem;
      height: 4rem;
      border-radius: 50%;
      background: ${vars.brand};
      color: ${vars.onBrand};
      box-shadow: ${vars.shadow};
      transition: transform 0.15s;
    }
    &:hover .video-play,
    &:focus-visible .video-play {
      transform: scale(1.08);
    }
    &:focus-visible {
      outline: 3px solid ${vars.focus};
      outline-offset: -3px;
    }
    .video-poster-image {
      position: absolute;
      inset: 0;
      width: 100%;
      height: 100%;
      object-fit: cover;
    }
    .video-caption {
      position: relative;
      max-width: 90%;
      padding: 0.2rem 0.6rem;
      border-radius: ${radius.small};
      background: ${vars.bgOverlay};
    }
    .video-title {
      display: block;
      font-weight: 600;
      font-size: 1.05rem;
      line-height: 1.4;
    }
    .video-note {
      display: block;
      margin-top: 0.15rem;
      font-size: 0.8rem;
      color: ${vars.textMute};
    }
  `,
  message: css`
    display: flex;
    flex-direction: column;
    align-items: center;
    justify-content: center;
    gap: 0.75rem;
    padding: 1rem;
    border: 1px solid ${vars.warningBorder};
    border-radius: ${radius.normal};
    background: ${vars.warningBg};
    color: ${vars.text};
    text-align: center;
    p {
      margin: 0;
    }
    button {
      padding: 0.35rem 0.9rem;
      border: 1px solid ${vars.brand};
      border-radius: ${radius.small};
      background: ${vars.bg};
      color: ${vars.brand};
      font: inherit;
      cursor: pointer;
    }
    a {
      color: ${vars.brand};
    }
  `,
  inline: css`
    margin: 1rem 0;
  `,
  neutral: css`
    border-color: ${vars.border};
    background: ${vars.bgSoft};
    color: ${vars.textSoft};
  `,
};

/** The ratio box. `ratio` is width / height (see parseRatio). */
export function VideoFrame({
  ratio,
  label,
  children,
}: {
  ratio: number;
  label: string;
  children: ReactNode;
}) {
  return (
    <div css={styles.frame} style={{ aspectRatio: String(ratio) }} role="group" aria-label={label}>
      {children}
    </div>
  );
}

function PlayIcon() {
  return (
    <span className="video-play" aria-hidden="true">
      <svg viewBox="0 0 24 24" width="28" height="28" focusable="false">
        <path d="M8 5.5v13l10.5-6.5z" fill="currentColor" />
      </svg>
    </span>
  );
}

/**
 * The button that starts a video: a neutral local poster (or the author's own
 * image), a play sign, the title and an optional note. Being a real button,
 * Enter and Space start it as a click does.
 */
export function PosterButton({
  action,
  title,
  note,
  image,
  onStart,
}: {
  /** What the button does, read before the title (`Play video: `); shown to assistive technology only. */
  action: string;
  title: string;
  note?: string;
  /** The author's poster image; decorative, the title says what the video is. */
  image?: string;
  onStart: () => void;
}) {
  // The accessible name is the button's own text, the action and the title, so what a reader
  // sees is what speech input and screen readers call it; the note is its description.
  const noteId = useId();
  return (
    <button
      type="button"
      css={styles.poster}
      aria-describedby={note ? noteId : undefined}
      onClick={onStart}
    >
      {image && <img className="video-poster-image" src={image} alt="" loading="lazy" />}
      <PlayIcon />
      <span className="video-caption">
        <span className="video-title">
          <span className="visually-hidden">{action}</span>
          {title}
        </span>
        {note && (
          <span className="video-note" id={noteId} aria-hidden="true">
            {note}
          </span>
        )}
      </span>
    </button>
  );
}

/**
 * A message shown where a video would be. Inside a VideoFrame it fills the
 * box; on its own (`inline`) it is an ordinary block.
 */
export function VideoMessage({
  children,
  inline = false,
  tone = 'warning',
  role,
}: {
  children: ReactNode;
  inline?: boolean;
  /** Warning colours for a problem, neutral ones for a state such as loading. */
  tone?: 'warning' | 'neutral';
  role?: 'alert' | 'note';
}) {
  return (
    <div
      css={[styles.message, inline && styles.inline, tone === 'neutral' && styles.neutral]}
      role={role}
    >
      {children}
    </div>
  );
}
