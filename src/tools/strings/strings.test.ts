import path from 'node:path';
import { describeStringTables, sourceFiles } from '../../../tests/utils/stringTables';
import en from './en.json';
import zh from './zh.json';

describeStringTables('tool strings', { en, zh }, () => sourceFiles(path.join('src', 'tools')), 60);
