/**
 * The tool pages' strings (the `tools` namespace). Imported here, they travel
 * with the tool code, so no other page downloads them.
 */
import { useTranslation, type Namespace } from '../i18n/translation';
import en from '../locales/en/tools.json';
import zh from '../locales/zh/tools.json';

// Keys are checked by tests/src/locales/locales.test.ts, not by type: tools build some from answers.
const tools: Namespace = { en, zh };

export const useToolStrings = () => useTranslation(tools);
