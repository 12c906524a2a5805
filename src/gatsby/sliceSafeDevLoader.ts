/**
 * `gatsby develop`'s page loader with the one change that keeps a section's
 * sidebar from crashing while a new page is being added. The build never uses
 * it: gatsby/onCreateWebpackConfig.ts puts it in place of Gatsby's
 * `.cache/dev-loader.js` in the develop bundle only.
 *
 * When a slice's data changes (a new page joins its section), the server sends
 * the new data to every open tab. Gatsby's loader stores it as the slice's
 * loaded result even in a tab that has not loaded that slice's component yet,
 * so the tab's page load, finding the slice "loaded", renders a slice without
 * a component: `Element type is invalid … got: undefined` in `<InlineSlice>`.
 * Here an update for a slice the tab has not loaded only replaces its data for
 * the load to come, and one under way gets the update once it has finished.
 */
import GatsbyDevLoader, { type SliceQueryResultMessage } from 'gatsby-dev-loader';

export default class SliceSafeDevLoader extends GatsbyDevLoader {
  override handleSliceQueryResultHotUpdate(message: SliceQueryResultMessage): void {
    const { id, result } = message.payload;
    if (this.slicesDb.get(id)?.component) {
      super.handleSliceQueryResultHotUpdate(message);
      return;
    }
    this.slicesDataDb.set(id, result);
    this.sliceInflightDb.get(id)?.then(() => super.handleSliceQueryResultHotUpdate(message));
  }
}
