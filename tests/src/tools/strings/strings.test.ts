import path from 'node:path';
import { describeStringTables, sourceFiles } from '../../../utils/stringTables';
import en from '../../../../src/tools/strings/en.json';
import zh from '../../../../src/tools/strings/zh.json';

describeStringTables('tool strings', { en, zh }, () => sourceFiles(path.join('src', 'tools')), 60);
