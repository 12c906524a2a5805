import fs from 'node:fs';
import path from 'node:path';
import { describeStringTables, sourceFiles } from '../../utils/stringTables';

const LOCALES_DIR = path.join('src', 'locales');

/**
 * Where the code that asks for each namespace's keys lives; `whole` for a
 * namespace handed over as one object (DocSearch's words), whose shape the
 * type check holds to the English file.
 */
const READERS: Record<string, { dir: string; skip?: string[]; minimumKeys: number } | 'whole'> = {
  common: {
    dir: 'src',
    skip: [path.join('src', 'tools'), path.join('src', 'providers', 'languagePrompt')],
    minimumKeys: 20,
  },
  tools: { dir: path.join('src', 'tools'), minimumKeys: 60 },
  prompt: { dir: path.join('src', 'providers', 'languagePrompt'), minimumKeys: 4 },
  search: 'whole',
};

const namespacesOf = (language: string) =>
  fs
    .readdirSync(path.join(LOCALES_DIR, language))
    .map((file) => path.basename(file, '.json'))
    .sort();

const tableOf = (language: string, namespace: string): unknown =>
  JSON.parse(fs.readFileSync(path.join(LOCALES_DIR, language, `${namespace}.json`), 'utf8'));

describe('locale files', () => {
  it('exist for the same namespaces in every language, each read from a known place', () => {
    expect(fs.readdirSync(LOCALES_DIR).sort()).toEqual(['en', 'zh']);
    expect(namespacesOf('zh')).toEqual(namespacesOf('en'));
    expect(namespacesOf('en')).toEqual(Object.keys(READERS).sort());
  });
});

for (const [namespace, reader] of Object.entries(READERS)) {
  describeStringTables(
    `the ${namespace} strings`,
    { en: tableOf('en', namespace), zh: tableOf('zh', namespace) },
    reader === 'whole' ? null : () => sourceFiles(reader.dir, reader.skip),
    reader === 'whole' ? 0 : reader.minimumKeys,
  );
}
