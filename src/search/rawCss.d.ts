/** A stylesheet imported as text (see gatsby/onCreateWebpackConfig.ts), for a lazily loaded <Global>. */
declare module '*.css?raw' {
  const text: string;
  export default text;
}
