/** Every module of shortcodes, imported at once (gatsby/mdx/contentHtml.ts writes it). */
declare module 'virtual:shortcode-modules' {
  export const SHORTCODE_MODULES: Record<
    string,
    () => import('../shortcodeRegistry').ShortcodeModule
  >;
}
