/** Reads the API reference data and writes the OpenAPI document (used by onPostBuild). */
import fs from 'node:fs';
import path from 'node:path';
import type { ApiGroupData } from '../../src/lib/api';
import { DATA_DIR } from '../paths';
import { API_DATA_PAGES, buildOpenApi } from './openapi';
import { readYaml } from './yamlFile';

export function loadApiGroups(dataDir = DATA_DIR): ApiGroupData[] {
  return Object.keys(API_DATA_PAGES)
    .map((name) => path.join(dataDir, 'api', `${name}.yaml`))
    .filter((file) => fs.existsSync(file))
    .map((file) => readYaml(file) as ApiGroupData);
}

/** Writes `<publicDir>/openapi.json`; returns the number of operations. */
export function writeOpenApi(publicDir: string, siteUrl: string, dataDir = DATA_DIR): number {
  const groups = loadApiGroups(dataDir);
  const document = buildOpenApi(groups, {
    siteUrl: siteUrl.replace(/\/$/, ''),
    pages: API_DATA_PAGES,
  });
  fs.writeFileSync(path.join(publicDir, 'openapi.json'), `${JSON.stringify(document, null, 2)}\n`);
  return groups.reduce((sum, group) => sum + group.endpoints.length, 0);
}
