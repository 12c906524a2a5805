/** Jest's stand-in for src/config/noticeContent.generated.json: the same values, by the same code. */
import { noticeContents } from '../../../src/lib/notices';
import { readSiteData } from '../../../gatsby/lib/siteData';

export default noticeContents(readSiteData().notices);
