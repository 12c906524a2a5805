import { css } from '@emotion/react';
import { useTranslation } from '../i18n/translation';
import { vars } from '../styles/tokens';
import {
  optionRowId,
  OptionRows,
  useDriver,
  type DriverConfig,
  type DriverOption,
  type OptionRow,
} from './OptionsTable';
import { usePageData } from '../providers/PageDataProvider';

/** A common option with the condition under which the admin panel shows it. */
export interface CommonRule extends DriverOption {
  /** Go condition on driver.Config, e.g. "!OnlyProxy && !OnlyLocal", or "always". */
  when: string;
  /** Defaults that apply to single drivers only, by driver name. */
  defaultFor?: Record<string, string>;
}

export interface CommonData {
  options: CommonRule[];
}

/**
 * Evaluates a condition such as "OnlyProxy || OnlyLocal" or "!NoCache" against a
 * driver's config. Flags are driver.Config field names (first letter lowered).
 */
export function matches(when: string, config: DriverConfig): boolean {
  if (when.trim() === 'always') return true;
  const flag = (term: string) => {
    const negated = term.startsWith('!');
    const name = term.replace(/^!/, '');
    const key = (name.charAt(0).toLowerCase() + name.slice(1)) as keyof DriverConfig;
    if (!(key in config)) throw new Error(`Unknown driver flag "${name}" in "${when}"`);
    return Boolean(config[key]) !== negated;
  };
  return when.split('||').some((part) => part.split('&&').every((term) => flag(term.trim())));
}

const styles = {
  note: css`
    margin-top: 0.75rem;
    font-size: 0.92rem;
    color: ${vars.textSoft};
  `,
  list: css`
    margin: 0.3rem 0 0;
  `,
};

type LeftOut = 'noCache' | 'onlyProxy' | 'noLocalSort' | 'extraProxyRange';

export interface CommonOptionsProps {
  /** The driver name as registered in AList, e.g. "115 Cloud". */
  driver: string;
}

/** The options every storage has, as this driver gets them, with what it leaves out and why. */
export function CommonOptions({ driver }: CommonOptionsProps) {
  const { t } = useTranslation();
  const entry = useDriver(driver);
  const { options: rules } = usePageData<CommonData>('drivers/common');

  const rows: OptionRow[] = entry.common.map((name) => {
    const candidates = rules.filter((rule) => rule.name === name);
    const rule = candidates.find((item) => matches(item.when, entry.config)) ?? candidates[0];
    if (!rule) throw new Error(`drivers/common has no option "${name}" (driver ${entry.name})`);
    return {
      id: optionRowId(entry.name, 'common', name),
      option: rule,
      defaultValue: rule.defaultFor?.[entry.name],
    };
  });

  const present = new Set(entry.common);
  const { config } = entry;
  const proxied = config.onlyProxy || config.onlyLocal;
  const leftOut: LeftOut[] = [];
  if (!present.has('cache_expiration') && config.noCache) leftOut.push('noCache');
  if (proxied) leftOut.push('onlyProxy');
  if (!present.has('order_by') && !config.localSort) leftOut.push('noLocalSort');
  if (present.has('proxy_range')) leftOut.push('extraProxyRange');

  return (
    <>
      <OptionRows label={t('drivers.commonOf', { driver: entry.name })} rows={rows} />
      {leftOut.length > 0 && (
        <div css={styles.note}>
          {t('drivers.leftOutIntro')}
          <ul css={styles.list}>
            {leftOut.map((reason) => (
              <li key={reason}>{t(`drivers.leftOut.${reason}`)}</li>
            ))}
          </ul>
        </div>
      )}
    </>
  );
}
