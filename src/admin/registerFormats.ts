/** Decap reads and writes pages and data files with our formats (src/lib/cms). */
import type { CMS } from './cms';
import { DATA_FORMAT, parseDataFile, writeDataFile } from '../lib/cms/dataFileFormat';
import { PAGE_FORMAT, parsePage, writePage } from '../lib/cms/pageFormat';

export function registerFormats(cms: CMS) {
  cms.registerCustomFormat(PAGE_FORMAT, 'mdx', {
    fromFile: parsePage,
    toFile: (data, order) => writePage(data as Record<string, unknown>, order),
  });
  cms.registerCustomFormat(DATA_FORMAT, 'yaml', {
    fromFile: parseDataFile,
    toFile: (data, order) => writeDataFile(data as Record<string, unknown>, order),
  });
}
