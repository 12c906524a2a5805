/** Shapes of the template queries (see the PageContent fragment in fragments.ts). */
import type { IGatsbyImageData } from 'gatsby-plugin-image';
import type { Heading } from '../lib/headings';

export interface PageFrontmatter {
  author?: Array<{ name: string; url?: string | null }> | null;
  date?: string | null;
  category?: string[];
  tag?: string[];
  readingTime?: boolean | null;
  headerDepth?: number | null;
  toc?: boolean | null;
  breadcrumb?: boolean | null;
  editLink?: boolean | null;
  lastUpdated?: boolean | null;
  contributors?: boolean | null;
  footer?: string | null;
  copyright?: string | null;
  excerpt?: string | null;
}

export interface PageContent {
  title: string;
  hasTitleHeading: boolean;
  headings: Array<Omit<Heading, 'line'>>;
  readingTime: { minutes: number; words: number; lessThanAMinute: boolean };
  updatedTime: string | null;
  contributors: Array<{ name: string; email: string }>;
  frontmatter: PageFrontmatter | null;
}

export interface DocQuery {
  mdx: PageContent;
}

export interface HomeFrontmatter extends PageFrontmatter {
  heroText?: string | null;
  tagline?: string | null;
  heroImage?: string | null;
  heroImageDark?: string | null;
  heroAlt?: string | null;
  bgImage?: string | null;
  actions?: Array<{ text: string; link: string; type?: string | null }> | null;
  features?: Array<{
    icon?: string | null;
    title: string;
    details?: string | null;
    link?: string | null;
  }> | null;
  highlights?: Array<{
    icon?: string | null;
    title: string;
    details?: string | null;
    link?: string | null;
  }> | null;
  titles?: string[] | null;
  welcome?: string | null;
  medias?: Array<{ name: string; url: string; icon?: string | null }> | null;
  avatar?: {
    childImageSharp: { gatsbyImageData: IGatsbyImageData } | null;
    publicURL?: string | null;
  } | null;
}

export interface HomeQuery {
  mdx: Omit<PageContent, 'frontmatter'> & { frontmatter: HomeFrontmatter | null };
}
