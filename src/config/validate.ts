/**
 * Checks the hand-written site data in content/data once, at bootstrap, and
 * says exactly which file and field is wrong. Components then trust the types.
 */
import { isColorModeConfig } from '../lib/colorMode';
import { HEADER_DEPTH_DEFAULT } from '../lib/constants';
import { LOCALE_CODES } from '../lib/locales';
import type {
  Localised,
  NavbarConfig,
  NavbarItem,
  NavbarLink,
  SidebarConfig,
  SiteConfig,
} from './types';

export class ConfigError extends Error {
  constructor(file: string, problems: string[]) {
    super(`${file} is invalid:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

type Raw = Record<string, unknown>;

const isObject = (value: unknown): value is Raw =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const nonEmptyString = (value: unknown): value is string =>
  typeof value === 'string' && value.trim() !== '';

function checkLocalised(value: unknown, field: string, problems: string[]): void {
  if (!isObject(value)) {
    problems.push(`${field} must give one text per locale (${LOCALE_CODES.join(', ')})`);
    return;
  }
  for (const code of LOCALE_CODES) {
    if (!nonEmptyString(value[code])) problems.push(`${field}.${code} is missing or empty`);
  }
}

function checkString(raw: Raw, field: string, problems: string[]): void {
  if (!nonEmptyString(raw[field])) problems.push(`${field} must be a non-empty string`);
}

export function validateSiteConfig(value: unknown, file = 'site.yaml'): SiteConfig {
  const problems: string[] = [];
  if (!isObject(value)) throw new ConfigError(file, ['the file must hold a mapping']);
  const raw: Raw = { docsBranch: 'main', editLinkPattern: ':repo/edit/:branch/:path', ...value };
  for (const field of [
    'url',
    'logo',
    'repo',
    'docsRepo',
    'docsBranch',
    'docsDir',
    'editLinkPattern',
  ]) {
    checkString(raw, field, problems);
  }
  if (nonEmptyString(raw.url) && !/^https?:\/\/[^/]+$/.test(raw.url)) {
    problems.push('url must be an origin like https://example.com, without a trailing slash');
  }
  if (!isObject(raw.author) || !nonEmptyString(raw.author.name))
    problems.push('author.name is missing');
  if (!isColorModeConfig(raw.colorMode)) {
    problems.push(
      `colorMode must be one of switch, toggle, disable, enable (got ${JSON.stringify(raw.colorMode)})`,
    );
  }
  for (const field of ['title', 'description', 'footer', 'copyright']) {
    checkLocalised(raw[field], field, problems);
  }
  if (problems.length) throw new ConfigError(file, problems);
  return raw as unknown as SiteConfig;
}

function checkLink(item: Raw, where: string, problems: string[]): void {
  if (!nonEmptyString(item.link)) problems.push(`${where}.link is missing`);
  else if (!/^(\/|https?:\/\/|mailto:)/.test(item.link)) {
    problems.push(
      `${where}.link must be a site path starting with / or a full URL (got ${item.link})`,
    );
  }
}

export function validateNavbarConfig(value: unknown, file = 'navbar.yaml'): NavbarConfig {
  const problems: string[] = [];
  if (!isObject(value) || !Array.isArray(value.items)) {
    throw new ConfigError(file, ['the file must hold an `items` list']);
  }
  value.items.forEach((item: unknown, index: number) => {
    const where = `items[${index}]`;
    if (!isObject(item)) {
      problems.push(`${where} must be a mapping`);
      return;
    }
    checkLocalised(item.text, `${where}.text`, problems);
    if (Array.isArray(item.children)) {
      item.children.forEach((child: unknown, childIndex: number) => {
        const childWhere = `${where}.children[${childIndex}]`;
        if (!isObject(child)) problems.push(`${childWhere} must be a mapping`);
        else {
          checkLocalised(child.text, `${childWhere}.text`, problems);
          checkLink(child, childWhere, problems);
        }
      });
    } else {
      checkLink(item, where, problems);
    }
  });
  if (problems.length) throw new ConfigError(file, problems);
  return value as unknown as NavbarConfig;
}

export function validateSidebarConfig(value: unknown, file = 'sidebars.yaml'): SidebarConfig {
  const problems: string[] = [];
  if (!isObject(value)) throw new ConfigError(file, ['the file must hold a mapping']);
  const raw: Raw = { headerDepth: HEADER_DEPTH_DEFAULT, ...value };
  if (!Number.isInteger(raw.headerDepth) || (raw.headerDepth as number) < 0) {
    problems.push('headerDepth must be a whole number, 0 or more');
  }
  if (!Array.isArray(raw.sections) || raw.sections.length === 0) {
    problems.push('sections must list at least one folder');
  } else {
    raw.sections.forEach((section: unknown, index: number) => {
      if (typeof section !== 'string' || !/^\/[^/].*\/$/.test(section)) {
        problems.push(
          `sections[${index}] must be a folder path like /guide/ (got ${JSON.stringify(section)})`,
        );
      }
    });
  }
  if (problems.length) throw new ConfigError(file, problems);
  return raw as unknown as SidebarConfig;
}

/** Internal navbar links, for checking that each reaches a page. */
export function internalNavbarLinks(config: NavbarConfig): NavbarLink[] {
  return config.items
    .flatMap((item: NavbarItem) => ('children' in item ? item.children : [item]))
    .filter((link) => link.link.startsWith('/'));
}

export function localisedText(text: Localised, locale: keyof Localised): string {
  return text[locale];
}
