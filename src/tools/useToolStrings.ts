/**
 * The tool pages' own UI strings (src/tools/strings/<lang>.json). They travel
 * with the tool code, so no other page downloads them; the language is the
 * page's, as for every other UI string.
 */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { createInstance } from '../i18n/i18nextRuntime';
import en from './strings/en.json';
import zh from './strings/zh.json';

export const TOOL_NAMESPACE = 'tools';

const resources = { en: { [TOOL_NAMESPACE]: en }, zh: { [TOOL_NAMESPACE]: zh } };

export type ToolT = (key: string, vars?: Record<string, unknown>) => string;

export function useToolStrings(): { t: ToolT; language: string } {
  const { i18n } = useTranslation();
  const language = i18n.language || 'en';
  const t = useMemo(() => {
    const instance = createInstance({
      resources,
      lng: language,
      fallbackLng: 'en',
      defaultNS: TOOL_NAMESPACE,
      interpolation: { escapeValue: false },
    });
    return instance.t as ToolT;
  }, [language]);
  return { t, language };
}
