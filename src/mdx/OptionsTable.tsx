import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { useTranslation } from '../i18n/translation';
import { usePage } from '../providers/PageProvider';
import type { Locale } from '../lib/locales';
import { fonts, radius, vars } from '../styles/tokens';
import { HeadedTable } from './DataTable';
import { FullscreenFrame } from './FullscreenFrame';
import { codeList, withInlineCode } from './inlineCode';
import { usePageDataFiles } from '../providers/PageDataProvider';

/** Help text written by us, one per locale. */
export type DriverHelp = Partial<Record<Locale, string>>;

/** One option as stored in content/data/drivers/*.yaml (see scripts/driver-data.mjs). */
export interface DriverOption {
  name: string;
  type: string;
  default: string;
  required: boolean;
  values?: string[];
  upstreamHelp?: string;
  help?: DriverHelp;
}

export interface DriverConfig {
  localSort: boolean;
  onlyLocal: boolean;
  onlyProxy: boolean;
  noCache: boolean;
  noUpload: boolean;
  needMs: boolean;
  defaultRoot: string;
  alert: string;
  noOverwriteUpload: boolean;
  proxyRangeOption: boolean;
}

export interface DriverEntry {
  name: string;
  dir: string;
  download: '302' | 'proxy';
  config: DriverConfig;
  options: DriverOption[];
  common: string[];
}

export interface DriverPageData {
  drivers: DriverEntry[];
}

/** A data file name turned into an anchor-safe slug: "115 Cloud" -> "115-cloud". */
export const driverSlug = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/**
 * The anchor of an option's row: `option.115-cloud.cookie`. The dots keep it
 * apart from every heading id, which never holds one (a heading's id is a
 * slug of letters, digits and dashes), so no page has an id twice.
 */
export const optionRowId = (driver: string, ...names: string[]) =>
  ['option', driverSlug(driver), ...names].join('.');

/** The driver called `name` in any `drivers/*` file the page listed. */
export function useDriver(name: string): DriverEntry {
  const files = usePageDataFiles();
  for (const [file, data] of Object.entries(files)) {
    if (!file.startsWith('drivers/')) continue;
    const found = (data as Partial<DriverPageData>).drivers?.find((driver) => driver.name === name);
    if (found) return found;
  }
  throw new Error(
    `No data for the driver "${name}": list its file in the page's front matter (data: [drivers/<page>, drivers/common]) and check the driver name against content/data/drivers/.`,
  );
}

/** Our help in the page's locale, else in English, else the program's own help text. */
export const helpText = (option: DriverOption, locale: Locale) =>
  option.help?.[locale] || option.help?.en || option.upstreamHelp || '';

/**
 * Class names inside an option table. Its rows are styled through the table's
 * one stylesheet rather than a `css` prop per cell: on long driver pages every
 * such prop is a component React has to hydrate, hundreds of them per page.
 */
const cell = {
  name: 'option-name',
  mark: 'option-required',
  type: 'option-type',
  values: 'option-values',
  muted: 'option-none',
  anchor: 'option-anchor',
} as const;

const tableStyle = css`
  td:first-of-type {
    white-space: nowrap;
  }
  tr:target {
    background: ${vars.brandSoft};
  }
  .${cell.name} {
    font-family: ${fonts.mono};
  }
  .${cell.mark} {
    margin-left: 0.2rem;
    color: ${vars.dangerTitle};
    font-weight: 700;
  }
  .${cell.type} {
    font-size: 0.85rem;
  }
  .${cell.values} {
    display: block;
    margin-top: 0.35rem;
    font-size: 0.9rem;
    color: ${vars.textSoft};
  }
  .${cell.muted} {
    color: ${vars.textMute};
  }
  .${cell.anchor} {
    color: inherit;
    text-decoration: none;
    border-radius: ${radius.small};
    &:hover {
      text-decoration: underline;
    }
  }
`;

export interface OptionRow {
  id: string;
  option: DriverOption;
  /** Default shown instead of option.default (a per-driver default). */
  defaultValue?: string;
}

/** The shared table: option, type, default, required, description, with a full-screen button. */
export function OptionRows({ rows, label }: { rows: OptionRow[]; label: string }) {
  const { t } = useTranslation();
  const { locale } = usePage();
  const head = [
    t('drivers.option'),
    t('drivers.type'),
    t('drivers.default'),
    t('drivers.required'),
    t('drivers.description'),
  ];
  const dash = <span className={cell.muted}>—</span>;
  const cellOf = (value: string): ReactNode => (value === '' ? dash : <code>{value}</code>);
  return (
    <FullscreenFrame label={label}>
      <HeadedTable css={tableStyle} aria-label={label} head={head}>
        {rows.map(({ id, option, defaultValue }) => (
          <tr key={id} id={id}>
            <td>
              <a href={`#${id}`} className={cell.anchor}>
                <code className={cell.name}>{option.name}</code>
              </a>
              {option.required && (
                <span className={cell.mark} title={t('drivers.requiredMark')}>
                  *
                </span>
              )}
            </td>
            <td className={cell.type}>{option.type}</td>
            <td>{cellOf(defaultValue ?? option.default)}</td>
            <td>{option.required ? t('drivers.yes') : t('drivers.no')}</td>
            <td>
              {withInlineCode(helpText(option, locale))}
              {option.values?.length ? (
                <span className={cell.values}>
                  {t('drivers.values')}
                  {codeList(option.values, ', ')}
                </span>
              ) : null}
            </td>
          </tr>
        ))}
      </HeadedTable>
    </FullscreenFrame>
  );
}

export interface OptionsTableProps {
  /** The driver name as registered in AList, e.g. "115 Cloud". */
  driver: string;
}

/** The driver's own options (its Addition struct), from the page's drivers/* data file. */
export function OptionsTable({ driver }: OptionsTableProps) {
  const { t } = useTranslation();
  const entry = useDriver(driver);
  if (entry.options.length === 0) return <p>{t('drivers.noOptions')}</p>;
  return (
    <OptionRows
      label={t('drivers.optionsOf', { driver: entry.name })}
      rows={entry.options.map((option) => ({ id: optionRowId(entry.name, option.name), option }))}
    />
  );
}
