import { css } from '@emotion/react';
import { useId } from 'react';
import { Icon } from '../components/Icon';
import { SmartLink } from '../components/SmartLink';
import { usePage } from '../providers/PageProvider';
import { media } from '../lib/constants';
import { radius, vars } from '../styles/tokens';
import { localiseLink } from '../lib/urls';

export interface PricingAction {
  text: string;
  link: string;
  /** The plan's main button: filled instead of outlined. */
  primary?: boolean;
}

export interface PricingPlan {
  title: string;
  price: string;
  /** A short line under the price, e.g. what the price covers. */
  note?: string;
  features: string[];
  actions: PricingAction[];
  /** Draws the card with the brand colour as its border. */
  featured?: boolean;
}

const styles = {
  grid: css`
    display: grid;
    grid-template-columns: repeat(auto-fit, minmax(14rem, 1fr));
    gap: 1rem;
    margin: 1.5rem 0;
    padding: 0;
    list-style: none;
    ${media.mobile} {
      grid-template-columns: minmax(0, 1fr);
    }
  `,
  item: css`
    margin: 0;
    display: flex;
  `,
  card: (featured: boolean) => css`
    display: flex;
    flex-direction: column;
    width: 100%;
    padding: 1.25rem;
    border: ${featured ? 2 : 1}px solid ${featured ? vars.brand : vars.divider};
    border-radius: ${radius.normal};
    background: ${vars.bgSoft};
  `,
  title: css`
    margin: 0;
    font-size: 1.15rem;
    font-weight: 600;
    color: ${vars.text};
  `,
  price: css`
    margin: 0.5rem 0 0;
    font-size: 1.8rem;
    font-weight: 700;
    line-height: 1.2;
    color: ${vars.brand};
  `,
  note: css`
    margin: 0.25rem 0 0;
    font-size: 0.9rem;
    color: ${vars.textMute};
  `,
  features: css`
    flex: 1;
    margin: 1rem 0;
    padding: 0;
    list-style: none;
    li {
      display: flex;
      align-items: flex-start;
      gap: 0.5rem;
      margin: 0.4rem 0;
      color: ${vars.textSoft};
    }
    svg {
      flex: none;
      margin-top: 0.2rem;
      color: ${vars.brand};
    }
  `,
  actions: css`
    display: flex;
    flex-direction: column;
    gap: 0.5rem;
  `,
  action: (primary: boolean) => css`
    display: block;
    padding: 0.5rem 1rem;
    border: 2px solid ${vars.brand};
    border-radius: ${radius.small};
    background: ${primary ? vars.brand : 'transparent'};
    color: ${primary ? vars.onBrand : vars.brand};
    font-weight: 600;
    text-align: center;
    text-decoration: none;
    &:hover {
      border-color: ${vars.brandStrong};
      background: ${primary ? vars.brandStrong : vars.brandSoft};
      color: ${primary ? vars.onBrand : vars.brandStrong};
    }
  `,
};

function PlanCard({ plan }: { plan: PricingPlan }) {
  const { locale } = usePage();
  const titleId = useId();
  return (
    <section css={styles.card(plan.featured ?? false)} aria-labelledby={titleId}>
      <p id={titleId} css={styles.title}>
        {plan.title}
      </p>
      <p css={styles.price}>{plan.price}</p>
      {plan.note && <p css={styles.note}>{plan.note}</p>}
      <ul css={styles.features}>
        {plan.features.map((feature) => (
          <li key={feature}>
            <Icon name="check" size="1em" />
            <span>{feature}</span>
          </li>
        ))}
      </ul>
      <div css={styles.actions}>
        {plan.actions.map((action) => (
          <SmartLink
            key={action.link}
            href={localiseLink(action.link, locale)}
            css={styles.action(action.primary ?? false)}
          >
            {action.text}
          </SmartLink>
        ))}
      </div>
    </section>
  );
}

/**
 * Plan cards side by side (one column on phones). The page passes its plans as
 * a prop, so each locale writes its own text:
 * `<PricingPlans plans={[{ title, price, features: [...], actions: [...] }]} />`.
 */
export function PricingPlans({ plans }: { plans: PricingPlan[] }) {
  return (
    <ul css={styles.grid}>
      {plans.map((plan) => (
        <li key={plan.title} css={styles.item}>
          <PlanCard plan={plan} />
        </li>
      ))}
    </ul>
  );
}
