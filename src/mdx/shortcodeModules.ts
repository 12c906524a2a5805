/**
 * How the browser loads each module of shortcodes (src/lib/mdx/shortcodes.ts): a chunk
 * of its own, fetched when a page needs it (see shortcodeRegistry.ts). The build's
 * server render uses shortcodeModules.server.ts instead, which has them all at hand.
 * A unit test holds both lists to the modules shortcodes.ts names.
 */
import type { ShortcodeModules } from './shortcodeRegistry';

export const SHORTCODE_MODULES: ShortcodeModules = {
  Callout: () => import(/* webpackChunkName: "shortcode-Callout" */ './Callout'),
  Badge: () => import(/* webpackChunkName: "shortcode-Badge" */ './Badge'),
  Tabs: () => import(/* webpackChunkName: "shortcode-Tabs" */ './Tabs'),
  WebdavAddress: () => import(/* webpackChunkName: "shortcode-WebdavAddress" */ './WebdavAddress'),
  Endpoint: () => import(/* webpackChunkName: "shortcode-Endpoint" */ './Endpoint'),
  TaskRoutes: () => import(/* webpackChunkName: "shortcode-TaskRoutes" */ './TaskRoutes'),
  Changelog: () => import(/* webpackChunkName: "shortcode-Changelog" */ './Changelog'),
  Ecosystem: () => import(/* webpackChunkName: "shortcode-Ecosystem" */ './Ecosystem'),
  PricingPlans: () => import(/* webpackChunkName: "shortcode-PricingPlans" */ './PricingPlans'),
  OptionsTable: () => import(/* webpackChunkName: "shortcode-OptionsTable" */ './OptionsTable'),
  CommonOptions: () => import(/* webpackChunkName: "shortcode-CommonOptions" */ './CommonOptions'),
  Diagram: () => import(/* webpackChunkName: "shortcode-Diagram" */ './Diagram'),
  Chart: () => import(/* webpackChunkName: "shortcode-Chart" */ './Chart'),
  ChangelogGrowth: () =>
    import(/* webpackChunkName: "shortcode-ChangelogGrowth" */ './ChangelogGrowth'),
  AutoCatalog: () => import(/* webpackChunkName: "shortcode-AutoCatalog" */ './AutoCatalog'),
  CodeDemo: () => import(/* webpackChunkName: "shortcode-CodeDemo" */ './CodeDemo'),
  LinkCard: () => import(/* webpackChunkName: "shortcode-LinkCard" */ './LinkCard'),
  FullscreenFrame: () =>
    import(/* webpackChunkName: "shortcode-FullscreenFrame" */ './FullscreenFrame'),
  ArtPlayer: () => import(/* webpackChunkName: "shortcode-ArtPlayer" */ './ArtPlayer'),
  VideoEmbed: () => import(/* webpackChunkName: "shortcode-VideoEmbed" */ './VideoEmbed'),
  '../tools/ToolList': () =>
    import(/* webpackChunkName: "shortcode-ToolList" */ '../tools/ToolList'),
  '../tools/p115/Token115': () =>
    import(/* webpackChunkName: "shortcode-Token115" */ '../tools/p115/Token115'),
  '../tools/aliyundrive/AliyundriveRequest': () =>
    import(
      /* webpackChunkName: "shortcode-AliyundriveRequest" */ '../tools/aliyundrive/AliyundriveRequest'
    ),
  '../tools/aliyundrive/AliyundriveCallback': () =>
    import(
      /* webpackChunkName: "shortcode-AliyundriveCallback" */ '../tools/aliyundrive/AliyundriveCallback'
    ),
  '../tools/aliyundrive/AliyundriveAppToken': () =>
    import(
      /* webpackChunkName: "shortcode-AliyundriveAppToken" */ '../tools/aliyundrive/AliyundriveAppToken'
    ),
  '../tools/aliyundrive/AliyundriveOpenLimit': () =>
    import(
      /* webpackChunkName: "shortcode-AliyundriveOpenLimit" */ '../tools/aliyundrive/AliyundriveOpenLimit'
    ),
  '../tools/baidu/BaiduCallback': () =>
    import(/* webpackChunkName: "shortcode-BaiduCallback" */ '../tools/baidu/BaiduCallback'),
  '../tools/dropbox/DropboxRequest': () =>
    import(/* webpackChunkName: "shortcode-DropboxRequest" */ '../tools/dropbox/DropboxRequest'),
  '../tools/dropbox/DropboxCallback': () =>
    import(/* webpackChunkName: "shortcode-DropboxCallback" */ '../tools/dropbox/DropboxCallback'),
  '../tools/google/GoogleRequest': () =>
    import(/* webpackChunkName: "shortcode-GoogleRequest" */ '../tools/google/GoogleRequest'),
  '../tools/google/GoogleCallback': () =>
    import(/* webpackChunkName: "shortcode-GoogleCallback" */ '../tools/google/GoogleCallback'),
  '../tools/google/GoogleAlbum': () =>
    import(/* webpackChunkName: "shortcode-GoogleAlbum" */ '../tools/google/GoogleAlbum'),
  '../tools/onedrive/OnedriveRequest': () =>
    import(/* webpackChunkName: "shortcode-OnedriveRequest" */ '../tools/onedrive/OnedriveRequest'),
  '../tools/onedrive/OnedriveCallback': () =>
    import(
      /* webpackChunkName: "shortcode-OnedriveCallback" */ '../tools/onedrive/OnedriveCallback'
    ),
  '../tools/onedrive/OnedriveWebdav': () =>
    import(/* webpackChunkName: "shortcode-OnedriveWebdav" */ '../tools/onedrive/OnedriveWebdav'),
  '../tools/wopan/WopanToken': () =>
    import(/* webpackChunkName: "shortcode-WopanToken" */ '../tools/wopan/WopanToken'),
  '../tools/yandex/YandexCallback': () =>
    import(/* webpackChunkName: "shortcode-YandexCallback" */ '../tools/yandex/YandexCallback'),
};
