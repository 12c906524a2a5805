import { css } from '@emotion/react';
import { SmartLink } from '../components/SmartLink';
import { usePage } from '../providers/PageProvider';
import type { Locale } from '../lib/locales';
import { radius, vars } from '../styles/tokens';
import { usePageData } from '../providers/PageDataProvider';

export type ProjectKind = 'official' | 'community';

export interface EcosystemProject {
  name: string;
  url: string;
  kind: ProjectKind;
  description: Record<Locale, string>;
}

export interface EcosystemData {
  projects: EcosystemProject[];
}

const styles = {
  grid: css`
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(15rem, 1fr));
    gap: 1rem;
    margin: 1.25rem 0;
    padding: 0;
    list-style: none;
  `,
  card: css`
    height: 100%;
    padding: 1rem 1.1rem;
    border: 1px solid ${vars.divider};
    border-radius: ${radius.normal};
    background: ${vars.bgSoft};
  `,
  name: css`
    margin: 0;
    font-weight: 600;
    overflow-wrap: anywhere;
  `,
  host: css`
    margin: 0.15rem 0 0;
    font-size: 0.85rem;
    color: ${vars.textMute};
  `,
  description: css`
    margin: 0.5rem 0 0;
    color: ${vars.textSoft};
  `,
};

function hostOf(url: string): string {
  try {
    return new URL(url).hostname.replace(/^www\./, '');
  } catch {
    return url;
  }
}

/**
 * Projects from content/data/ecosystem.yaml as cards, optionally only one kind.
 * The page lists `data: [ecosystem]` in front matter.
 */
export function Ecosystem({ kind }: { kind?: ProjectKind }) {
  const { projects } = usePageData<EcosystemData>('ecosystem');
  const { locale } = usePage();
  const shown = kind ? projects.filter((project) => project.kind === kind) : projects;
  return (
    <ul css={styles.grid}>
      {shown.map((project) => (
        <li key={project.url}>
          <article css={styles.card} aria-label={project.name}>
            <p css={styles.name}>
              <SmartLink href={project.url}>{project.name}</SmartLink>
            </p>
            <p css={styles.host}>{hostOf(project.url)}</p>
            <p css={styles.description}>{project.description[locale] ?? project.description.en}</p>
          </article>
        </li>
      ))}
    </ul>
  );
}
