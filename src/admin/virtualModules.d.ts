/** The configuration the admin bundle is built with (gatsby/lib/adminBundle.ts). */
declare module 'virtual:cms-config' {
  const config: import('../lib/cms/decapTypes').DecapConfig;
  export default config;
}

/** The shared texts of each locale, by id (gatsby/lib/adminBundle.ts, gatsby/mdx/sharedTexts.ts). */
declare module 'virtual:shared-texts' {
  const texts: Record<import('../lib/locales').Locale, Record<string, string>>;
  export default texts;
}
