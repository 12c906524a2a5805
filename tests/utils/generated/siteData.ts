/**
 * Jest's stand-in for src/config/siteData.generated.json, which the build
 * writes at start: the same values, computed by the same code.
 */
import { browserSiteData, readSiteData } from '../../../gatsby/lib/siteData';

// As the end-to-end build writes it (DOCS_LOCAL_ORIGINS=1): the local-only API server is offered.
export default browserSiteData(readSiteData(), undefined, true);
