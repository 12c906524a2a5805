/**
 * Whether the page in the document came from the server (a production build
 * with the page's HTML in Gatsby's focus wrapper), and so is to be hydrated.
 * A client-only page and `gatsby develop` have an empty wrapper.
 */
export function serverRenderedPage(
  nodeEnv: string | undefined,
  doc: Pick<Document, 'getElementById'>,
): boolean {
  if (nodeEnv !== 'production') return false;
  return (doc.getElementById('gatsby-focus-wrapper')?.children.length ?? 0) > 0;
}
