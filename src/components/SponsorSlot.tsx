import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { sponsorsConfig } from '../config';
import type { SponsorsConfig } from '../config/types';
import type { Locale } from '../lib/locales';
import { reportSponsorClick } from '../lib/sponsorStats';
import { localiseLink } from '../lib/urls';
import { radius, vars } from '../styles/tokens';
import { SmartLink } from './SmartLink';

export type SponsorSlotName = Exclude<keyof SponsorsConfig, 'advertiser'>;

const styles = {
  figure: css`
    margin: 0;
    text-align: center;
  `,
  label: css`
    display: block;
    margin-bottom: 0.3rem;
    font-size: 0.72rem;
    letter-spacing: 0.04em;
    text-transform: uppercase;
    color: ${vars.textMute};
  `,
  link: css`
    display: inline-block;
    max-width: 100%;
    border-radius: ${radius.normal};
    line-height: 0;
  `,
  image: css`
    max-width: 100%;
    height: auto;
    border-radius: ${radius.normal};
  `,
};

/**
 * A sponsor or advert slot from content/data/sponsors.yaml (spec §2.5). The
 * image has its size, so nothing moves while it loads; a click is counted when
 * an advertiser is configured, without holding up the navigation.
 */
export function SponsorSlot({
  name,
  locale,
  className,
}: {
  name: SponsorSlotName;
  locale: Locale;
  className?: string;
}) {
  const { t } = useTranslation();
  const slot = sponsorsConfig[name];
  if (!slot) return null;
  return (
    <figure css={styles.figure} className={className ? `${className} no-print` : 'no-print'}>
      <figcaption css={styles.label}>{t('sponsor.label')}</figcaption>
      <SmartLink
        href={localiseLink(slot.link[locale], locale)}
        css={styles.link}
        externalIcon={false}
        data-sponsor={slot.id}
        onClick={() => reportSponsorClick(sponsorsConfig.advertiser, slot.id)}
      >
        <img
          src={slot.image[locale]}
          alt={slot.alt[locale]}
          width={slot.width}
          height={slot.height}
          css={styles.image}
          loading={name === 'sidebar' ? 'lazy' : undefined}
          decoding="async"
        />
      </SmartLink>
    </figure>
  );
}
