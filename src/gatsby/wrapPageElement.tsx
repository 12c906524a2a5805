import type { GatsbyBrowser, GatsbySSR } from 'gatsby';
import { PageProviders, type PageProvidersProps } from '../providers/PageProviders';

type WrapPageElement = GatsbyBrowser['wrapPageElement'] & GatsbySSR['wrapPageElement'];

export const wrapPageElement: WrapPageElement = ({ element, props }) => (
  <PageProviders
    pathname={props.location.pathname}
    pageContext={props.pageContext as PageProvidersProps['pageContext']}
  >
    {element}
  </PageProviders>
);
