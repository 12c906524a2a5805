/** Jest's stand-in for src/config/noticeRules.generated.json: the same values, by the same code. */
import { noticeRules } from '../../../src/lib/notices';
import { readSiteData } from '../../../gatsby/lib/siteData';

export default noticeRules(readSiteData().notices);
