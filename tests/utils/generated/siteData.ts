/**
 * Jest's stand-in for src/config/siteData.generated.json, which the build
 * writes at start: the same values, computed by the same code.
 */
import { browserSiteData, loadSiteData } from '../../../gatsby/lib/siteData';

export default browserSiteData(loadSiteData());
