/**
 * The part of Decap CMS's configuration this site generates (decapcms.org,
 * "Configuration Options"), typed so the generator cannot misspell an option.
 */

/** The widgets the admin bundle registers on top of Decap's own (src/admin/widgets). */
export const CUSTOM_WIDGETS = {
  /** true, false, or not set (the site default applies). */
  optionalBoolean: 'optional-boolean',
  /** prev/next: automatic, hidden (false), a path, or a path with its text. */
  pageLink: 'page-link',
  /** One of the icon names of src/components/Icon.tsx, shown with the icon. */
  icon: 'icon',
  /** Any YAML value, for shapes Decap's widgets cannot hold (maps of any keys, either-or values). */
  yaml: 'yaml',
} as const;

export type I18nMode = boolean | 'translate' | 'duplicate' | 'none';

export interface DecapField {
  name: string;
  label: string;
  widget: string;
  required?: boolean;
  hint?: string;
  default?: unknown;
  i18n?: I18nMode;
  /** A regular expression's source and the message shown when the value does not match. */
  pattern?: [string, string];
  options?: readonly (string | { label: string; value: string })[];
  fields?: DecapField[];
  field?: DecapField;
  value_type?: 'int' | 'float';
  min?: number;
  collapsed?: boolean;
  summary?: string;
  /** datetime widget: how the value is stored and picked. */
  format?: string;
  date_format?: string;
  time_format?: string | false;
  picker_utc?: boolean;
  /** markdown widget: the editing modes offered, the first one by default. */
  modes?: ('rich_text' | 'raw')[];
  /** markdown widget: strip HTML from Decap's own preview of the field (GHSA-xp8g-32qh-mv28). */
  sanitize_preview?: boolean;
}

export interface DecapFolderCollection {
  name: string;
  label: string;
  label_singular?: string;
  description?: string;
  folder: string;
  extension: string;
  format: string;
  create: boolean;
  delete?: boolean;
  slug: string;
  identifier_field?: string;
  summary?: string;
  sortable_fields?: string[];
  i18n: boolean;
  fields: DecapField[];
}

export interface DecapFile {
  name: string;
  label: string;
  file: string;
  fields: DecapField[];
}

export interface DecapFileCollection {
  name: string;
  label: string;
  description?: string;
  format: string;
  extension?: string;
  editor?: { preview: boolean };
  files: DecapFile[];
}

export interface DecapConfig {
  backend: {
    name: string;
    repo: string;
    branch: string;
    base_url?: string;
    auth_endpoint?: string;
  };
  local_backend: boolean;
  publish_mode: 'simple' | 'editorial_workflow';
  site_url: string;
  display_url: string;
  logo_url?: string;
  locale: string;
  media_folder: string;
  public_folder: string;
  slug: { encoding: 'unicode' | 'ascii'; clean_accents: boolean; sanitize_replacement: string };
  i18n: { structure: 'multiple_folders'; locales: string[]; default_locale: string };
  collections: (DecapFolderCollection | DecapFileCollection)[];
}
