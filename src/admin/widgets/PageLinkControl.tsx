/**
 * `prev` / `next` in front matter: automatic (not written), hidden (`false`),
 * a link, or a link with its own text (`{ text, link }`).
 */
import { css } from '@emotion/react';
import { Component, type ChangeEvent } from 'react';
import { plainValue, type ControlProps } from './widgetProps';

export type PageLink = false | string | { text?: string; link: string };

type Mode = 'auto' | 'hidden' | 'link';

const row = css`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: 0.5rem 0.75rem;
  align-items: center;
  margin-top: 0.75rem;
`;

function read(value: unknown): { mode: Mode; link: string; text: string } {
  if (value === false) return { mode: 'hidden', link: '', text: '' };
  if (typeof value === 'string') return { mode: 'link', link: value, text: '' };
  if (value && typeof value === 'object' && 'link' in value) {
    const { link, text } = value as { link?: unknown; text?: unknown };
    return { mode: 'link', link: String(link ?? ''), text: typeof text === 'string' ? text : '' };
  }
  return { mode: 'auto', link: '', text: '' };
}

/** The front-matter value for a choice; a link without a link is no link yet. */
export function pageLinkValue(mode: Mode, link: string, text: string): PageLink | null {
  if (mode === 'hidden') return false;
  if (mode === 'auto') return null;
  if (!text.trim()) return link.trim();
  return { text: text.trim(), link: link.trim() };
}

export class PageLinkControl extends Component<ControlProps<PageLink>, { mode: Mode }> {
  override state = { mode: read(plainValue(this.props.value)).mode };

  private update(mode: Mode, link: string, text: string) {
    this.setState({ mode });
    this.props.onChange(pageLinkValue(mode, link, text));
  }

  override render() {
    const { value, forID, classNameWrapper, setActiveStyle, setInactiveStyle } = this.props;
    const { link, text } = read(plainValue(value));
    const { mode } = this.state;
    const focus = { onFocus: setActiveStyle, onBlur: setInactiveStyle };
    return (
      <div className={classNameWrapper}>
        <select
          id={forID}
          value={mode}
          onChange={(event: ChangeEvent<HTMLSelectElement>) =>
            this.update(event.target.value as Mode, link, text)
          }
          {...focus}
        >
          <option value="auto">Automatic</option>
          <option value="hidden">Hidden</option>
          <option value="link">Link to a page</option>
        </select>
        {mode === 'link' && (
          <div css={row}>
            <label htmlFor={`${forID}-link`}>Page</label>
            <input
              id={`${forID}-link`}
              type="text"
              value={link}
              placeholder="/guide/install/docker.html"
              onChange={(event) => this.update('link', event.target.value, text)}
              {...focus}
            />
            <label htmlFor={`${forID}-text`}>Text (optional)</label>
            <input
              id={`${forID}-text`}
              type="text"
              value={text}
              onChange={(event) => this.update('link', link, event.target.value)}
              {...focus}
            />
          </div>
        )}
      </div>
    );
  }
}
