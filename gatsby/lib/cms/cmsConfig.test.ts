import fs from 'node:fs';
import path from 'node:path';
import { validateDecapConfig } from '../../../tests/utils/decapConfigValidator';
import { createSchemaCustomization } from '../../createSchemaCustomization';
import { LIST_FIELD, parseDataFile, SOURCE_FIELD } from '../../../src/lib/cms/dataFileFormat';
import { CMS_FIELD_NAMES } from '../../../src/lib/cms/pageFormat';
import { repoFolders } from '../../../src/lib/cms/repoPaths';
import { cmsConfig, type CmsModel } from './cmsConfig';
import { loadCmsModel } from './cmsModel';
import type {
  DecapConfig,
  DecapField,
  DecapFileCollection,
  DecapFolderCollection,
} from '../../../src/lib/cms/decapTypes';

// The schema's resolvers read headings and git history; declaring the types needs neither.
jest.mock('../mdxHeadings', () => ({ mdxHeadings: jest.fn() }));
jest.mock('../../gitHistory', () => ({ historyOf: jest.fn() }));

/** Front-matter fields the build reads as aliases of another (gatsby/lib/frontmatter.ts), so the CMS writes only that one. */
const ALIAS_FIELDS: Record<string, string> = { categories: 'category', tags: 'tag' };
/** The sub-folders of content/data: generated tables, their facts, the claims record and the translation state, which the CMS leaves out. */
const GENERATED_DATA_FOLDERS = ['api', 'claims', 'drivers', 'facts', 'translations'];

const model = loadCmsModel() as CmsModel;
const config: DecapConfig = cmsConfig(model);
const pageCollections = config.collections.filter(
  (collection): collection is DecapFolderCollection => 'folder' in collection,
);
const dataCollection = config.collections.find(
  (collection): collection is DecapFileCollection => 'files' in collection,
)!;

/** The fields the Mdx front-matter type declares, read from the schema the build creates. */
function declaredFrontmatterFields(): string[] {
  const types: { name: string; fields: Record<string, unknown> }[] = [];
  const schema = {
    buildObjectType: (definition: { name: string; fields: Record<string, unknown> }) => {
      types.push(definition);
      return definition;
    },
  };
  const run = createSchemaCustomization as unknown as (args: unknown) => void;
  run({
    actions: { createTypes: () => undefined },
    schema,
    reporter: { setErrorMap: () => undefined },
  });
  const frontmatter = types.find((type) => type.name === 'MdxFrontmatter');
  if (!frontmatter) throw new Error('createSchemaCustomization declares no MdxFrontmatter');
  return Object.keys(frontmatter.fields);
}

const names = (fields: readonly DecapField[]) => fields.map((field) => field.name);

function everyField(fields: readonly DecapField[]): DecapField[] {
  return fields.flatMap((field) => [
    field,
    ...everyField(field.fields ?? []),
    ...(field.field ? everyField([field.field]) : []),
  ]);
}

describe('the generated CMS configuration', () => {
  it('has a typed widget for every front-matter field the schema declares, on every page', () => {
    const declared = declaredFrontmatterFields();
    expect(declared.length).toBeGreaterThan(40);
    // Shared texts are parts of pages, not pages: they have a body only (next test).
    for (const collection of pageCollections.filter((each) => each.name !== 'shared')) {
      const fields = names(collection.fields);
      const missing = declared.filter((field) => {
        const name = CMS_FIELD_NAMES[ALIAS_FIELDS[field] ?? field] ?? ALIAS_FIELDS[field] ?? field;
        return !fields.includes(name);
      });
      expect({ collection: collection.name, missing }).toEqual({
        collection: collection.name,
        missing: [],
      });
      expect(fields.at(-1)).toBe('body');
    }
  });

  it('lists the shared texts as a collection of their own: a body each, none added or deleted here', () => {
    const shared = pageCollections.find((collection) => collection.name === 'shared')!;
    expect(shared).toMatchObject({
      label: 'Shared texts',
      create: false,
      delete: false,
      i18n: true,
    });
    expect(names(shared.fields)).toEqual(['body']);
  });

  it('has a collection for every folder of pages, in both locale trees', () => {
    const folders = pageCollections.map((collection) => repoFolders(collection.folder)!).flat();
    for (const locale of model.layout.locales) {
      const tree = path.join('content', locale);
      for (const file of fs.readdirSync(tree, { recursive: true, encoding: 'utf8' })) {
        if (!file.endsWith('.mdx')) continue;
        const folder = path.posix.join(
          'content',
          locale,
          path.dirname(file).split(path.sep).join('/'),
        );
        expect({ file, folder: folders.includes(folder.replace(/\/\.$/, '')) }).toEqual({
          file,
          folder: true,
        });
      }
    }
    expect(pageCollections.map((collection) => collection.name)).toEqual(
      expect.arrayContaining([
        'pages',
        'guide',
        'guide-install',
        'guide-advanced',
        'guide-drivers',
      ]),
    );
    expect(pageCollections.map((collection) => collection.name)).toEqual(
      expect.arrayContaining(['guide-api', 'config', 'faq', 'tool']),
    );
  });

  it('edits every data file of content/data, each top-level key as a field', () => {
    const dir = path.join('content', 'data');
    const entries = fs.readdirSync(dir, { withFileTypes: true });
    const yamlFiles = entries.filter((entry) => entry.isFile() && entry.name.endsWith('.yaml'));
    expect(dataCollection.files.map((file) => file.file).sort()).toEqual(
      yamlFiles.map((entry) => `content/data/${entry.name}`).sort(),
    );
    // Sub-folders hold tables generated from the facts: a new one must be placed on purpose.
    expect(
      entries
        .filter((entry) => entry.isDirectory())
        .map((entry) => entry.name)
        .sort(),
    ).toEqual([...GENERATED_DATA_FOLDERS].sort());
    for (const file of dataCollection.files) {
      const { [SOURCE_FIELD]: _source, ...values } = parseDataFile(
        fs.readFileSync(file.file, 'utf8'),
      );
      const keys = Object.keys(values);
      expect({
        file: file.name,
        missing: keys.filter((key) => !names(file.fields).includes(key)),
      }).toEqual({
        file: file.name,
        missing: [],
      });
    }
  });

  it('types data fields from the schemas', () => {
    const file = (name: string) => dataCollection.files.find((entry) => entry.name === name)!;
    const field = (fields: DecapField[], name: string) =>
      fields.find((entry) => entry.name === name)!;
    const site = file('site').fields;
    expect(field(site, 'colorMode')).toMatchObject({
      widget: 'select',
      options: ['switch', 'toggle', 'disable', 'enable'],
    });
    expect(field(site, 'url').pattern?.[0]).toBe('^https?:\\/\\/[^/]+$');
    expect(field(field(site, 'cms').fields!, 'repo')).toMatchObject({
      widget: 'string',
      required: true,
    });
    expect(field(site, 'title')).toMatchObject({
      widget: 'object',
      fields: [{ name: 'en' }, { name: 'zh' }],
    });
    const notices = field(file('notices').fields, LIST_FIELD);
    expect(notices.widget).toBe('list');
    expect(names(notices.fields!)).toEqual(
      expect.arrayContaining(['path', 'match', 'title', 'content']),
    );
    expect(field(file('sidebars').fields, 'headerDepth')).toMatchObject({
      widget: 'number',
      value_type: 'int',
      min: 0,
    });
    const items = field(file('navbar').fields, 'items');
    expect(names(items.fields!)).toEqual(['text', 'link', 'icon', 'children']);
  });

  it('keeps per-field translation modes Decap accepts and sends edits through GitHub pull requests', () => {
    for (const collection of pageCollections) {
      expect(collection.i18n).toBe(true);
      for (const field of everyField(collection.fields)) {
        // Decap 3.6's list and object widgets take only true or false.
        if (field.widget === 'list' || field.widget === 'object') {
          expect({ field: field.name, i18n: typeof field.i18n }).toEqual({
            field: field.name,
            i18n: 'boolean',
          });
        }
      }
    }
    expect(config.i18n).toEqual({
      structure: 'multiple_folders',
      locales: ['en', 'zh'],
      default_locale: 'en',
    });
    expect(config.backend).toMatchObject({
      name: 'github',
      repo: 'alist-org/docs',
      branch: 'main',
    });
    expect(config.publish_mode).toBe('editorial_workflow');
    expect(config.local_backend).toBe(true);
  });

  it('passes Decap’s own configuration check', async () => {
    await expect(validateDecapConfig(config)).resolves.toBeUndefined();
    // The check is real: a list field with a per-language mode Decap rejects fails it.
    const broken = structuredClone(config);
    (broken.collections[0] as DecapFolderCollection).fields.find(
      (field) => field.widget === 'list',
    )!.i18n = 'duplicate';
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(validateDecapConfig(broken)).rejects.toThrow(/i18n/);
  });
});
