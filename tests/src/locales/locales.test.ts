import path from 'node:path';
import { describeStringTables, sourceFiles } from '../../utils/stringTables';
import en from '../../../src/locales/en/common.json';
import zh from '../../../src/locales/zh/common.json';

// The tool pages carry their own strings (src/tools/strings), checked beside them.
describeStringTables(
  'UI strings',
  { en, zh },
  () => sourceFiles('src', [path.join('src', 'tools')]),
  20,
);
