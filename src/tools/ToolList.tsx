/** The tool pages, from content/data/tools.yaml: all of them, or one provider's. */
import { css } from '@emotion/react';
import { SmartLink } from '../components/SmartLink';
import { usePage } from '../providers/PageProvider';
import type { Locale } from '../lib/locales';
import { localisePath } from '../lib/urls';
import { usePageData } from '../providers/PageDataProvider';
import { vars } from '../styles/tokens';

export interface ToolEntry {
  path: string;
  title: Record<Locale, string>;
  summary: Record<Locale, string>;
}

export interface ToolProvider {
  key: string;
  name: Record<Locale, string>;
  tools: ToolEntry[];
}

const styles = {
  list: css`
    padding-left: 1.2rem;
    li {
      margin: 0.4rem 0;
    }
  `,
  summary: css`
    color: ${vars.textSoft};
  `,
};

function Tools({ tools, locale }: { tools: ToolEntry[]; locale: Locale }) {
  return (
    <ul css={styles.list}>
      {tools.map((tool) => (
        <li key={tool.path}>
          <SmartLink href={localisePath(tool.path, locale)}>{tool.title[locale]}</SmartLink>
          <span css={styles.summary}> — {tool.summary[locale]}</span>
        </li>
      ))}
    </ul>
  );
}

export function ToolList({ provider }: { provider?: string }) {
  const { locale } = usePage();
  const { providers } = usePageData<{ providers: ToolProvider[] }>('tools');
  if (provider) {
    const one = providers.find((entry) => entry.key === provider);
    if (!one) throw new Error(`content/data/tools.yaml has no provider "${provider}"`);
    return <Tools tools={one.tools} locale={locale} />;
  }
  return (
    <>
      {providers.map((entry) => (
        <section key={entry.key} aria-label={entry.name[locale]}>
          <h3>{entry.name[locale]}</h3>
          <Tools tools={entry.tools} locale={locale} />
        </section>
      ))}
    </>
  );
}
