/** The widgets the generated configuration names beyond Decap's own (src/lib/cms/decapTypes.ts). */
import type { CMS } from '../cms';
import { CUSTOM_WIDGETS } from '../../lib/cms/decapTypes';
import { IconControl } from './IconControl';
import { OptionalBooleanControl } from './OptionalBooleanControl';
import { PageLinkControl } from './PageLinkControl';
import { YamlControl } from './YamlControl';

export function registerWidgets(cms: CMS) {
  cms.registerWidget(CUSTOM_WIDGETS.optionalBoolean, OptionalBooleanControl as never);
  cms.registerWidget(CUSTOM_WIDGETS.pageLink, PageLinkControl as never);
  cms.registerWidget(CUSTOM_WIDGETS.icon, IconControl as never);
  cms.registerWidget(CUSTOM_WIDGETS.yaml, YamlControl as never);
}
