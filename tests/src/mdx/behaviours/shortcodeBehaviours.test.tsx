import { createElement, type ComponentType } from 'react';
import { render } from '@testing-library/react';
import { SHORTCODE_TABLE, type ShortcodeName } from '../../../../src/lib/mdx/shortcodes';
import { Tab, Tabs } from '../../../../src/mdx/Tabs';
import { SHORTCODE_BEHAVIOURS } from '../../../../src/mdx/behaviours/contentBehaviours';

/** The least content each shortcode with a behaviour of its own needs to draw itself. */
const SAMPLES: Partial<Record<ShortcodeName, () => JSX.Element>> = {
  Tabs: () => (
    <Tabs>
      <Tab label="Linux">One</Tab>
      <Tab label="Windows">Two</Tab>
    </Tabs>
  ),
};

async function componentOf(name: ShortcodeName): Promise<ComponentType<Record<string, unknown>>> {
  const module = (await import(`../../../../src/mdx/${SHORTCODE_TABLE[name].module}`)) as Record<
    string,
    ComponentType<Record<string, unknown>>
  >;
  return module[name]!;
}

describe('shortcodes with a behaviour of their own', () => {
  const rows = Object.entries(SHORTCODE_TABLE).flatMap(([name, row]) =>
    row.life.kind === 'behaviour' ? [[name as ShortcodeName, row.life.behaviour] as const] : [],
  );

  it('are the tabs and the full-screen frames', () => {
    expect(rows.map(([name]) => name).sort()).toEqual(
      ['Fullscreen', 'FullscreenFrame', 'Tab', 'Tabs'].sort(),
    );
  });

  it.each(rows.filter(([name]) => name !== 'Tab'))(
    '<%s> carries the mark its behaviour (%s) attaches to',
    async (name, behaviour) => {
      const component = await componentOf(name);
      const sample = SAMPLES[name]?.() ?? createElement(component, {}, 'Content');
      const { container } = render(sample);
      expect(container.querySelector(SHORTCODE_BEHAVIOURS[behaviour].selector)).not.toBeNull();
    },
  );
});
