/** The widgets the generated configuration names beyond Decap's own (src/lib/cms/decapTypes.ts). */
import type { CMS } from '../cms';
import { CUSTOM_WIDGETS } from '../../lib/cms/decapTypes';
import { IconControl } from './IconControl';
import { OptionalBooleanControl } from './OptionalBooleanControl';
import { PageLinkControl } from './PageLinkControl';
import { YamlControl } from './YamlControl';

export function registerWidgets(cms: CMS) {
  const controls: Record<string, unknown> = {
    [CUSTOM_WIDGETS.optionalBoolean]: OptionalBooleanControl,
    [CUSTOM_WIDGETS.pageLink]: PageLinkControl,
    [CUSTOM_WIDGETS.icon]: IconControl,
    [CUSTOM_WIDGETS.yaml]: YamlControl,
  };
  for (const [name, control] of Object.entries(controls)) {
    cms.registerWidget(name, control as never);
  }
}
