/**
 * A section's sidebar as a Gatsby slice: its items travel once per locale and
 * section (public/slice-data), not in every page's data, and a change to them
 * re-renders the slice instead of every page of the section.
 */
import type { SliceComponentProps } from 'gatsby';
import { LanguageProvider } from '../i18n/translation';
import { SidebarNav } from '../layout/Sidebar/SidebarNav';
import type { TocItem } from '../lib/headings';
import type { SidebarSliceContext } from '../lib/pageContext';

type SidebarSliceProps = {
  pathname: string;
  headings: TocItem[];
};

export default function SidebarSlice({
  sliceContext,
  pathname,
  headings,
}: SliceComponentProps<object, SidebarSliceContext, SidebarSliceProps>) {
  // On the server a slice renders without the page's providers, so it names its language itself.
  return (
    <LanguageProvider language={sliceContext.locale}>
      <SidebarNav items={sliceContext.items} pathname={pathname} headings={headings} />
    </LanguageProvider>
  );
}
