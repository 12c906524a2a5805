/**
 * The part of i18next this site uses, small enough for every page to carry.
 * The webpack build aliases `i18next` to this module (gatsby/onCreateWebpackConfig);
 * i18nextRuntime.contract.test.ts checks it answers every UI string exactly as
 * the real library does.
 *
 * Supported: one resource tree per language and namespace, dotted keys,
 * `{{name}}` interpolation (escaped unless `interpolation.escapeValue` is
 * false), fallback language and namespaces, `defaultValue`, language changes
 * with `languageChanged` listeners. Not supported, because no string needs
 * them: plurals, context, nesting (`$t(...)`), formatting and backends.
 */
type Tree = Record<string, unknown>;
type Vars = Record<string, unknown> & { defaultValue?: string; lng?: string };
type Listener = (...args: unknown[]) => void;

/** Strings by language, then namespace. */
export type Resources = Record<string, Record<string, Tree>>;

export interface RuntimeInitOptions {
  resources?: Resources;
  lng?: string;
  fallbackLng?: string | readonly string[] | false;
  defaultNS?: string | readonly string[];
  fallbackNS?: string | readonly string[] | false;
  ns?: string | readonly string[];
  keySeparator?: string | false;
  interpolation?: { escapeValue?: boolean };
  [option: string]: unknown;
}

const list = (value: string | readonly string[] | false | undefined): string[] =>
  value === undefined || value === false ? [] : typeof value === 'string' ? [value] : [...value];

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
  '/': '&#x2F;',
};
const escapeHtml = (text: string) => text.replace(/[&<>"'/]/g, (char) => ESCAPES[char]!);

export class I18nRuntime {
  language = '';
  languages: string[] = [];
  isInitialized = false;
  options: RuntimeInitOptions = {};
  private listeners = new Map<string, Set<Listener>>();

  createInstance(options?: RuntimeInitOptions): I18nRuntime {
    const instance = new I18nRuntime();
    if (options) void instance.init(options);
    return instance;
  }

  use(plugin: { type?: string; init?(instance: I18nRuntime): void }): this {
    plugin.init?.(this);
    return this;
  }

  init(options: RuntimeInitOptions = {}, callback?: (error: null, t: this['t']) => void) {
    this.options = options;
    this.isInitialized = true;
    this.setLanguage(options.lng ?? list(options.fallbackLng)[0] ?? 'en');
    callback?.(null, this.t);
    return Promise.resolve(this.t);
  }

  changeLanguage(lng?: string, callback?: (error: null, t: this['t']) => void) {
    if (lng && lng !== this.language) {
      this.setLanguage(lng);
      this.emit('languageChanged', lng);
    }
    callback?.(null, this.t);
    return Promise.resolve(this.t);
  }

  on(event: string, listener: Listener): this {
    const set = this.listeners.get(event) ?? new Set();
    set.add(listener);
    this.listeners.set(event, set);
    return this;
  }

  off(event: string, listener?: Listener): this {
    if (listener) this.listeners.get(event)?.delete(listener);
    else this.listeners.delete(event);
    return this;
  }

  exists(key: string, vars?: Vars): boolean {
    return this.lookup(key, vars?.lng) !== undefined;
  }

  hasLoadedNamespace(): boolean {
    return true;
  }

  /**
   * The same instance reading other resources: the site's UI strings arrive once,
   * through one static query (src/i18n/UiStrings.tsx), instead of in every
   * page's data, where gatsby-plugin-react-i18next would look for them.
   */
  withResources(resources: Resources, defaultNS: string): I18nRuntime {
    const instance = new I18nRuntime();
    instance.options = { ...this.options, resources, defaultNS, fallbackNS: false };
    instance.isInitialized = true;
    instance.setLanguage(this.language);
    return instance;
  }

  getFixedT(lng?: string | null) {
    return (key: string, vars?: Vars) => this.t(key, { ...vars, lng: lng ?? vars?.lng });
  }

  readonly t = (key: string | readonly string[], vars?: Vars): string => {
    const keys = typeof key === 'string' ? [key] : key;
    for (const candidate of keys) {
      const found = this.lookup(candidate, vars?.lng);
      if (found !== undefined) return this.interpolate(found, vars);
    }
    if (typeof vars?.defaultValue === 'string') return this.interpolate(vars.defaultValue, vars);
    return keys[keys.length - 1] ?? '';
  };

  private setLanguage(lng: string) {
    this.language = lng;
    this.languages = [lng, ...list(this.options.fallbackLng).filter((other) => other !== lng)];
  }

  private emit(event: string, ...args: unknown[]) {
    this.listeners.get(event)?.forEach((listener) => listener(...args));
  }

  private lookup(key: string, lng?: string): string | undefined {
    const { resources = {}, keySeparator = '.' } = this.options;
    const languages = lng ? [lng, ...list(this.options.fallbackLng)] : this.languages;
    const namespaces = [
      ...list(this.options.defaultNS ?? 'translation'),
      ...list(this.options.fallbackNS),
    ];
    const path = keySeparator === false ? [key] : key.split(keySeparator);
    for (const language of languages) {
      for (const namespace of namespaces) {
        let value: unknown = resources[language]?.[namespace];
        for (const part of path) {
          value = typeof value === 'object' && value !== null ? (value as Tree)[part] : undefined;
        }
        if (typeof value === 'string') return value;
      }
    }
    return undefined;
  }

  private interpolate(text: string, vars?: Vars): string {
    if (!vars) return text;
    const escape = this.options.interpolation?.escapeValue !== false;
    return text.replace(/\{\{\s*([\w.]+)\s*\}\}/g, (match, name: string) => {
      if (!(name in vars)) return match;
      const value = String(vars[name]);
      return escape ? escapeHtml(value) : value;
    });
  }
}

const i18next = new I18nRuntime();
export default i18next;
export const createInstance = i18next.createInstance.bind(i18next);
