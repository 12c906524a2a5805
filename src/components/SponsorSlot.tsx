import { css } from '@emotion/react';
import { useTranslation } from '../i18n/translation';
import { sponsorsConfig } from '../config';
import type { SponsorsConfig } from '../config/types';
import type { Locale } from '../lib/locales';
import { localiseLink } from '../lib/urls';
import { radius, vars } from '../styles/tokens';
import { SmartLink } from './SmartLink';

export type SponsorSlotName = Exclude<keyof SponsorsConfig, 'advertiser'>;

/** One rule for the whole slot: the label above, the image scaled down to fit, never up. */
const slotStyle = css`
  margin: 0;
  text-align: center;
  figcaption {
    margin-bottom: 0.3rem;
    font-size: 0.72rem;
    text-transform: uppercase;
    color: ${vars.textMute};
  }
  a {
    display: inline-block;
    line-height: 0;
  }
  img {
    max-width: 100%;
    height: auto;
    border-radius: ${radius.normal};
  }
`;

/** The statistics code loads with the first click; most readers never need it. */
function countClick(advertiser: string | undefined, id: string) {
  if (!advertiser) return;
  import('../lib/sponsorStats')
    .then(({ reportSponsorClick }) => reportSponsorClick(advertiser, id))
    .catch(() =>
      console.error(`Sponsor statistics for "${id}" could not be sent: the code did not load`),
    );
}

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
    <figure css={slotStyle} className={className ? `${className} no-print` : 'no-print'}>
      <figcaption>{t('sponsor.label')}</figcaption>
      <SmartLink
        href={localiseLink(slot.link[locale], locale)}
        externalIcon={false}
        data-sponsor={slot.id}
        onClick={() => countClick(sponsorsConfig.advertiser, slot.id)}
      >
        <img
          src={slot.image[locale]}
          alt={slot.alt[locale]}
          width={slot.width}
          height={slot.height}
          loading={name === 'sidebar' ? 'lazy' : undefined}
          decoding="async"
        />
      </SmartLink>
    </figure>
  );
}
