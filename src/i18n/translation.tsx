/**
 * The one way components get UI strings. Strings live in
 * src/locales/<language>/<namespace>.json with the same keys in every language
 * (tests/src/locales/locales.test.ts). `common` is bundled here because every
 * page shows it; any other namespace is imported by the code that reads it, so
 * its strings travel in that code's chunk (the tool pages', the search dialog's,
 * the language prompt's) and no other page downloads them.
 */
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { DEFAULT_LOCALE, isLocale, type Locale } from '../lib/locales';
import en from '../locales/en/common.json';
import zh from '../locales/zh/common.json';

interface Tree {
  readonly [key: string]: string | Tree;
}

/** A namespace: its strings in every language, each with the English keys. */
export type Namespace<Strings extends Tree = Tree> = Readonly<Record<Locale, Strings>>;

/** `'a' | 'b.c'` for `{ a: '…', b: { c: '…' } }`: a misspelt key fails the type check. */
export type KeyOf<Strings> = string extends keyof Strings
  ? string
  : {
      [Key in keyof Strings & string]: Strings[Key] extends string
        ? Key
        : `${Key}.${KeyOf<Strings[Key]>}`;
    }[keyof Strings & string];

export type TFunction<Key extends string = string> = (
  key: Key,
  values?: Readonly<Record<string, unknown>>,
) => string;

export const common: Namespace<typeof en> = { en, zh };
export type CommonT = TFunction<KeyOf<typeof en>>;

function lookup(strings: Tree | undefined, key: string): string | undefined {
  let value: string | Tree | undefined = strings;
  for (const part of key.split('.')) value = typeof value === 'object' ? value[part] : undefined;
  return typeof value === 'string' ? value : undefined;
}

/**
 * `language`'s string at `key` with `{{name}}` filled from `values` (React
 * escapes what it renders, so values go in as they are); English when the
 * language lacks it, the key itself when English does too.
 */
export function translate(
  namespace: Namespace,
  language: string,
  key: string,
  values?: Readonly<Record<string, unknown>>,
): string {
  const text =
    lookup(isLocale(language) ? namespace[language] : undefined, key) ??
    lookup(namespace[DEFAULT_LOCALE], key) ??
    key;
  if (!values) return text;
  return text.replace(/\{\{\s*([\w.]+)\s*\}\}/g, (placeholder, name: string) =>
    name in values ? String(values[name]) : placeholder,
  );
}

/** A `t` that always answers in `language`, whatever the page's: the language prompt's, a page head's. */
export function fixedT<Strings extends Tree>(
  namespace: Namespace<Strings>,
  language: string,
): TFunction<KeyOf<Strings>> {
  return (key, values) => translate(namespace, language, key, values);
}

const LanguageContext = createContext<Locale>(DEFAULT_LOCALE);

/** The page's language, for every string below it (src/providers/PageProviders.tsx sets it per page). */
export function LanguageProvider({
  language,
  children,
}: {
  language: Locale;
  children: ReactNode;
}) {
  return <LanguageContext.Provider value={language}>{children}</LanguageContext.Provider>;
}

/** The page's strings of one namespace (`common` unless named) and its language. */
export function useTranslation(): { t: CommonT; language: Locale };
export function useTranslation<Strings extends Tree>(
  namespace: Namespace<Strings>,
): { t: TFunction<KeyOf<Strings>>; language: Locale };
export function useTranslation(namespace: Namespace = common) {
  const language = useContext(LanguageContext);
  // A new function per language, so components that memoise on `t` update too.
  const t = useMemo(() => fixedT(namespace, language), [namespace, language]);
  return { t, language };
}
