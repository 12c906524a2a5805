import path from 'node:path';
import { describeStringTables, sourceFiles } from '../../tests/utils/stringTables';
import en from './en/common.json';
import zh from './zh/common.json';

// The tool pages carry their own strings (src/tools/strings), checked beside them.
describeStringTables(
  'UI strings',
  { en, zh },
  () => sourceFiles('src', [path.join('src', 'tools')]),
  20,
);
