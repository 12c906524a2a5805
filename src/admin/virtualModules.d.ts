/** The configuration the admin bundle is built with (gatsby/lib/adminBundle.ts). */
declare module 'virtual:cms-config' {
  const config: import('../../gatsby/lib/cms/decapTypes').DecapConfig;
  export default config;
}
