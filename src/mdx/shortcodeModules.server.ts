/**
 * Every module of shortcodes at hand at once, for the build's server render, which
 * is synchronous (webpack's server stages alias shortcodeModules.ts to this file).
 */
import * as m0 from './Callout';
import * as m1 from './Badge';
import * as m2 from './Tabs';
import * as m3 from './WebdavAddress';
import * as m4 from './Endpoint';
import * as m5 from './TaskRoutes';
import * as m6 from './Changelog';
import * as m7 from './Ecosystem';
import * as m8 from './PricingPlans';
import * as m9 from './OptionsTable';
import * as m10 from './CommonOptions';
import * as m11 from './Diagram';
import * as m12 from './Chart';
import * as m13 from './ChangelogGrowth';
import * as m14 from './AutoCatalog';
import * as m15 from './CodeDemo';
import * as m16 from './LinkCard';
import * as m17 from './FullscreenFrame';
import * as m18 from './ArtPlayer';
import * as m19 from './VideoEmbed';
import * as m20 from '../tools/ToolList';
import * as m21 from '../tools/p115/Token115';
import * as m22 from '../tools/aliyundrive/AliyundriveRequest';
import * as m23 from '../tools/aliyundrive/AliyundriveCallback';
import * as m24 from '../tools/aliyundrive/AliyundriveAppToken';
import * as m25 from '../tools/aliyundrive/AliyundriveOpenLimit';
import * as m26 from '../tools/baidu/BaiduCallback';
import * as m27 from '../tools/dropbox/DropboxRequest';
import * as m28 from '../tools/dropbox/DropboxCallback';
import * as m29 from '../tools/google/GoogleRequest';
import * as m30 from '../tools/google/GoogleCallback';
import * as m31 from '../tools/google/GoogleAlbum';
import * as m32 from '../tools/onedrive/OnedriveRequest';
import * as m33 from '../tools/onedrive/OnedriveCallback';
import * as m34 from '../tools/onedrive/OnedriveWebdav';
import * as m35 from '../tools/wopan/WopanToken';
import * as m36 from '../tools/yandex/YandexCallback';
import type { ShortcodeModules } from './shortcodeRegistry';

export const SHORTCODE_MODULES: ShortcodeModules = {
  Callout: () => m0,
  Badge: () => m1,
  Tabs: () => m2,
  WebdavAddress: () => m3,
  Endpoint: () => m4,
  TaskRoutes: () => m5,
  Changelog: () => m6,
  Ecosystem: () => m7,
  PricingPlans: () => m8,
  OptionsTable: () => m9,
  CommonOptions: () => m10,
  Diagram: () => m11,
  Chart: () => m12,
  ChangelogGrowth: () => m13,
  AutoCatalog: () => m14,
  CodeDemo: () => m15,
  LinkCard: () => m16,
  FullscreenFrame: () => m17,
  ArtPlayer: () => m18,
  VideoEmbed: () => m19,
  '../tools/ToolList': () => m20,
  '../tools/p115/Token115': () => m21,
  '../tools/aliyundrive/AliyundriveRequest': () => m22,
  '../tools/aliyundrive/AliyundriveCallback': () => m23,
  '../tools/aliyundrive/AliyundriveAppToken': () => m24,
  '../tools/aliyundrive/AliyundriveOpenLimit': () => m25,
  '../tools/baidu/BaiduCallback': () => m26,
  '../tools/dropbox/DropboxRequest': () => m27,
  '../tools/dropbox/DropboxCallback': () => m28,
  '../tools/google/GoogleRequest': () => m29,
  '../tools/google/GoogleCallback': () => m30,
  '../tools/google/GoogleAlbum': () => m31,
  '../tools/onedrive/OnedriveRequest': () => m32,
  '../tools/onedrive/OnedriveCallback': () => m33,
  '../tools/onedrive/OnedriveWebdav': () => m34,
  '../tools/wopan/WopanToken': () => m35,
  '../tools/yandex/YandexCallback': () => m36,
};
