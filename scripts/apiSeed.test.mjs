import { readFileSync } from 'node:fs';
import YAML from 'yaml';
import { API_GROUPS, buildGroups, responseShapes } from './apiData.mjs';
import { seedFromData } from './apiSeed.mjs';

const facts = (name) => JSON.parse(readFileSync(`content/data/facts/${name}.json`, 'utf8'));
const api = facts('api-routes');
const other = facts('other-facts');
const shapes = responseShapes(api, other, facts('storage-common'));
const written = Object.fromEntries(
  API_GROUPS.map((group) => [
    group.name,
    YAML.parse(readFileSync(`content/data/api/${group.name}.yaml`, 'utf8')),
  ]),
);

const build = (previous) =>
  buildGroups(api.routes, {
    bits: other.user_permission_bits.bits,
    seed: seedFromData(previous, { shapes, uploadHeaders: api.fs_upload_headers }),
    types: written.task.types,
    omitted: YAML.parse(readFileSync('content/data/api/omitted.yaml', 'utf8')).omitted,
    previous,
  });

describe('seedFromData', () => {
  it('draws every data file again as it is, key order included, from the facts and the files', () => {
    const again = build(written);
    for (const group of API_GROUPS)
      expect(JSON.stringify(again[group.name])).toBe(JSON.stringify(written[group.name]));
  });

  it('gives an endpoint the files do not have yet the texts and samples its names have elsewhere', () => {
    const withoutList = {
      ...written,
      fs: {
        ...written.fs,
        endpoints: written.fs.endpoints.filter((endpoint) => endpoint.path !== '/api/fs/list'),
      },
    };
    const list = build(withoutList).fs.endpoints.find(
      (endpoint) => endpoint.path === '/api/fs/list',
    );
    const path = list.request.fields.find((field) => field.name === 'path');
    expect(path.description.en).not.toBe('');
    expect(typeof list.request.example.path).toBe('string');
    expect(list.summary).toEqual({ en: '', zh: '' });
  });
});
