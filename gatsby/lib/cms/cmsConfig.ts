/**
 * The Decap CMS configuration, generated from the content model so nothing is
 * written twice: one folder collection per folder of pages (both locales side
 * by side through Decap's i18n), every front-matter field as a typed widget,
 * and one entry per data file in content/data with fields read off its schema
 * (src/config/schema.ts) or, for files without one, off its values.
 */
import { cmsFolder } from '../../../src/lib/cms/repoPaths';
import type { ContentLayout } from '../../../src/lib/cms/repoPaths';
import { DATA_FORMAT } from '../../../src/lib/cms/dataFileFormat';
import { PAGE_FORMAT } from '../../../src/lib/cms/pageFormat';
import type { SiteConfig } from '../../../src/config/schema';
import { LOCALE_CODES, LOCALES } from '../../../src/lib/locales';
import {
  CUSTOM_WIDGETS,
  type DecapConfig,
  type DecapField,
  type DecapFolderCollection,
} from '../../../src/lib/cms/decapTypes';
import { MEDIA_FOLDER, MEDIA_PATH } from '../staticFiles';
import { BODY_FIELD, pageFields } from './frontmatterFields';
import { labelOf } from './fieldParts';
import { SHARED_FOLDER } from '../../../src/lib/mdx/remarkShared';
import { inferFields } from './inferredFields';
import { fieldsFromSchema, type FieldOverrides } from './schemaFields';

/** A folder of the locale trees that holds pages: `guide/install`, or '' for the top level. */
export interface PageFolder {
  path: string;
  /** The English titles of the folder's index page and its parents' (an empty string where none). */
  titles: string[];
}

export interface DataFileSource {
  /** The file name without `.yaml`. */
  name: string;
  /** The valibot schema the build checks the file with, if it has one. */
  schema?: unknown;
  /** The parsed file, for files without a schema. */
  value: unknown;
  /** Comments above top-level keys (see topLevelComments), shown as hints. */
  comments: Record<string, string>;
}

export interface CmsModel {
  layout: ContentLayout;
  defaultLocale: string;
  pageFolders: PageFolder[];
  dataFiles: DataFileSource[];
  /** The data folder, relative to the repository. */
  dataDir: string;
  site: Pick<SiteConfig, 'url' | 'logo' | 'title'> & { cms: NonNullable<SiteConfig['cms']> };
}

/** Labels other than the file name's words (labelOf). */
const DATA_LABELS: Record<string, string> = {
  site: 'Site settings',
  sponsors: 'Sponsor slots',
  tools: 'Tool pages',
};

const localisedText = (name: string, label: string): DecapField => ({
  name,
  label,
  widget: 'object',
  required: true,
  fields: LOCALE_CODES.map((code) => ({
    name: code,
    label: LOCALES[code].label,
    widget: 'string',
  })),
});

const navbarLink: DecapField[] = [
  localisedText('text', 'Text'),
  {
    name: 'link',
    label: 'Link',
    widget: 'string',
    hint: 'A site path such as /guide/ (opened in the reader’s language) or a full address.',
  },
  { name: 'icon', label: 'Icon', widget: CUSTOM_WIDGETS.icon, required: false },
];

/** Schema parts the reader cannot see through (v.lazy), written out here. */
const OVERRIDES: Record<string, FieldOverrides> = {
  navbar: {
    // Six entries: open at once, so the whole bar is in view.
    items: { collapsed: false, summary: '{{fields.text.en}}' },
    'items[]': {
      label: 'Item',
      widget: 'object',
      hint: 'A link, or a menu: leave the link empty and list its links.',
      fields: [
        ...navbarLink.map((field) =>
          field.name === 'link' ? { ...field, required: false } : field,
        ),
        {
          name: 'children',
          label: 'Menu links',
          widget: 'list',
          required: false,
          summary: '{{fields.text.en}}',
          fields: navbarLink,
        },
      ],
    },
  },
};

function dataFileFields(source: DataFileSource): DecapField[] {
  const fields = source.schema
    ? fieldsFromSchema(source.schema, OVERRIDES[source.name])
    : inferFields(source.value);
  // A key's comment in the file is its hint, except the first key's when the file has several:
  // that one usually describes the whole file. (Saving keeps every comment: dataFileFormat.)
  return fields.map((field, index) => {
    const comment = source.comments[field.name];
    if (!comment || field.hint || (index === 0 && fields.length > 1)) return field;
    return { ...field, hint: comment };
  });
}

const SECTION_NAMES: Record<string, string> = { tool: 'Tools' };

/**
 * `Guide › HTTP API`: the section by its folder's name (as the navbar calls it),
 * then the sub-folders by their index pages' English titles, or their names.
 */
function folderLabel(folder: PageFolder): string {
  if (!folder.path) return 'Top-level pages';
  return folder.path
    .split('/')
    .map((name, index) =>
      index > 0 && folder.titles[index]
        ? folder.titles[index]
        : (SECTION_NAMES[name] ?? labelOf(name)),
    )
    .join(' › ');
}

export function collectionName(folderPath: string): string {
  return folderPath ? folderPath.replace(/[^a-z0-9]+/gi, '-').toLowerCase() : 'pages';
}

export function cmsConfig(model: CmsModel): DecapConfig {
  const { layout, site } = model;
  const fields = pageFields();
  const pageCollections = model.pageFolders.map((folder): DecapFolderCollection => {
    const pages: DecapFolderCollection = {
      name: collectionName(folder.path),
      label: folderLabel(folder),
      label_singular: 'page',
      description: `Pages in ${layout.root}/<language>/${folder.path ? `${folder.path}/` : ''}`,
      // Decap's view of the folder; src/lib/cms/repoPaths maps it onto the locale trees.
      folder: cmsFolder(folder.path, layout),
      extension: layout.extension,
      // Front matter written the way the hand-written pages have it (src/lib/cms/pageFormat.ts).
      format: PAGE_FORMAT,
      create: true,
      delete: true,
      slug: '{{slug}}',
      identifier_field: 'title',
      summary: '{{title}}',
      sortable_fields: ['order', 'title'],
      i18n: true,
      fields,
    };
    if (folder.path !== SHARED_FOLDER) return pages;
    const { sortable_fields: _sortable, ...shared } = pages;
    return {
      ...shared,
      name: 'shared',
      label: 'Shared texts',
      label_singular: 'shared text',
      description:
        `Facts several pages state, in ${layout.root}/<language>/${SHARED_FOLDER}/: a page shows ` +
        'one where it writes <Shared id="…" /> with the file name, so a correction here reaches every page.',
      // A new shared text needs pages that use it: added by hand with them.
      create: false,
      delete: false,
      identifier_field: 'body',
      summary: '{{slug}}',
      fields: [BODY_FIELD],
    };
  });
  const dataCollection = {
    name: 'data',
    label: 'Site data',
    description: `The YAML files in ${model.dataDir}/, checked by the build (src/config/schema.ts).`,
    format: DATA_FORMAT,
    extension: 'yaml',
    editor: { preview: false },
    files: model.dataFiles.map((source) => ({
      name: source.name,
      label: DATA_LABELS[source.name] ?? labelOf(source.name),
      file: `${model.dataDir}/${source.name}.yaml`,
      fields: dataFileFields(source),
    })),
  };
  return {
    backend: {
      name: 'github',
      repo: site.cms.repo,
      branch: site.cms.branch,
      ...(site.cms.authBaseUrl ? { base_url: site.cms.authBaseUrl } : {}),
      ...(site.cms.authEndpoint ? { auth_endpoint: site.cms.authEndpoint } : {}),
    },
    // `npm run cms`: decap-server edits this checkout's files (Decap looks for it on localhost:8081).
    local_backend: true,
    publish_mode: 'editorial_workflow',
    site_url: site.url,
    display_url: site.url,
    logo_url: site.logo,
    locale: 'en',
    media_folder: MEDIA_FOLDER,
    public_folder: MEDIA_PATH,
    slug: { encoding: 'ascii', clean_accents: true, sanitize_replacement: '-' },
    i18n: {
      structure: 'multiple_folders',
      locales: [...layout.locales],
      default_locale: model.defaultLocale,
    },
    collections: [...pageCollections, dataCollection],
  };
}
