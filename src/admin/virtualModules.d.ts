/** The configuration the admin bundle is built with (gatsby/lib/adminBundle.ts). */
declare module 'virtual:cms-config' {
  const config: import('../lib/cms/decapTypes').DecapConfig;
  export default config;
}
