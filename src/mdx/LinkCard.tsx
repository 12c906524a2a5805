import { css } from '@emotion/react';
import { SmartLink } from '../components/SmartLink';
import { Icon } from '../components/Icon';
import { usePage } from '../providers/PageProvider';
import { linkCardIcon } from '../lib/linkCard';
import { localiseLink } from '../lib/urls';
import { radius, vars } from '../styles/tokens';

const styles = {
  card: css`
    display: inline-flex;
    align-items: center;
    gap: 0.9rem;
    width: min(100%, 22rem);
    margin: 0.5rem 0.75rem 0.5rem 0;
    padding: 0.8rem 1rem;
    vertical-align: top;
    border: 1px solid ${vars.border};
    border-radius: ${radius.normal};
    background: ${vars.bgSoft};
    color: ${vars.text};
    text-decoration: none;
    &:hover {
      border-color: ${vars.brand};
      color: ${vars.text};
    }
  `,
  tile: css`
    flex: none;
    display: grid;
    place-items: center;
    width: 2.75rem;
    height: 2.75rem;
    border-radius: ${radius.small};
    background: ${vars.bgMute};
    color: ${vars.text};
    img {
      width: 2rem;
      height: 2rem;
      object-fit: contain;
      border-radius: 0;
    }
  `,
  text: css`
    display: flex;
    flex-direction: column;
    min-width: 0;
    line-height: 1.45;
  `,
  title: css`
    font-weight: 600;
  `,
  desc: css`
    margin-top: 0.15rem;
    color: ${vars.textSoft};
    font-size: 0.9rem;
  `,
};

export interface LinkCardProps {
  title: string;
  /** A page of this site (in the page's language), a file, or another site. */
  link: string;
  /** One line under the title. */
  desc?: string;
  /** Address of a logo; a path under static/ (`/img/…`) keeps it on this site. */
  logo?: string;
  /** Any CSS background (colour or gradient) for the logo tile. */
  background?: string;
}

/**
 * A card that is one link: logo or icon, title and a line of description.
 * The author's background paints the logo tile only, so the text always sits
 * on the site's own surface and stays readable in light and dark mode.
 * `<LinkCard title="…" link="…" desc="…" />`; `VPCard` is the same card.
 */
export function LinkCard({ title, link, desc, logo, background }: LinkCardProps) {
  const { locale } = usePage();
  return (
    <SmartLink
      href={localiseLink(link, locale)}
      css={styles.card}
      className="link-card"
      externalIcon={false}
    >
      <span css={styles.tile} style={background ? { background } : undefined}>
        {logo ? (
          <img src={logo} alt="" width={32} height={32} loading="lazy" decoding="async" />
        ) : (
          <Icon name={linkCardIcon(link)} size="1.35rem" />
        )}
      </span>
      <span css={styles.text}>
        <span css={styles.title}>{title}</span>
        {desc && <span css={styles.desc}>{desc}</span>}
      </span>
    </SmartLink>
  );
}

/** The name the original site's pages used for the same card. */
export const VPCard = LinkCard;
