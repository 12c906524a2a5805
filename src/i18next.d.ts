import 'i18next';
import type common from './locales/en/common.json';

/** Types every t() key against the English strings, so a missing key fails the type check. */
declare module 'i18next' {
  interface CustomTypeOptions {
    returnNull: false;
    defaultNS: 'common';
    resources: { common: typeof common };
  }
}
