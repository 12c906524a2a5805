import { render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { PageProvider } from '../../../src/providers/PageProvider';
import type { Locale } from '../../../src/lib/locales';
import { PricingPlans, type PricingPlan } from '../../../src/mdx/PricingPlans';

const plans: PricingPlan[] = [
  {
    title: 'Open source',
    price: 'Free',
    features: ['Every feature', 'All platforms'],
    actions: [
      { text: 'Download', link: 'https://github.com/alist-org/alist/releases', primary: true },
      { text: 'Install guide', link: '/guide/install/' },
    ],
    featured: true,
  },
  {
    title: 'Support',
    price: 'On request',
    note: 'Billed per case',
    features: ['Deployment help'],
    actions: [{ text: 'Contact', link: 'mailto:support@example.com' }],
  },
];

function renderIn(locale: Locale, children: ReactNode) {
  return render(
    <PageProvider
      value={{
        pathname: locale === 'zh' ? '/zh/pricing.html' : '/pricing.html',
        locale,
        alternates: [],
      }}
    >
      {children}
    </PageProvider>,
  );
}

describe('PricingPlans', () => {
  it('renders one card per plan with its price, features and buttons', () => {
    renderIn('en', <PricingPlans plans={plans} />);
    const cards = screen.getAllByRole('region');
    expect(cards).toHaveLength(2);
    const open = screen.getByRole('region', { name: 'Open source' });
    expect(within(open).getByText('Free')).toBeInTheDocument();
    expect(
      within(open)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Every feature', 'All platforms']);
    expect(within(open).getByRole('link', { name: /Download/ })).toHaveAttribute(
      'href',
      'https://github.com/alist-org/alist/releases',
    );
    const support = screen.getByRole('region', { name: 'Support' });
    expect(within(support).getByText('Billed per case')).toBeInTheDocument();
    expect(within(support).getByRole('link', { name: 'Contact' })).toHaveAttribute(
      'href',
      'mailto:support@example.com',
    );
  });

  it('moves site links into the reader’s locale', () => {
    renderIn('zh', <PricingPlans plans={plans} />);
    expect(screen.getByRole('link', { name: 'Install guide' })).toHaveAttribute(
      'href',
      '/zh/guide/install/',
    );
  });
});
