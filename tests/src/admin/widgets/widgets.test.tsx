import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef, useState } from 'react';
import { IconControl } from '../../../../src/admin/widgets/IconControl';
import { OptionalBooleanControl } from '../../../../src/admin/widgets/OptionalBooleanControl';
import { PageLinkControl, pageLinkValue } from '../../../../src/admin/widgets/PageLinkControl';
import { YamlControl } from '../../../../src/admin/widgets/YamlControl';

/** Decap's part: the label, the value it stores and the props every control gets. */
function Field<T>({
  label,
  Control,
  initial,
  onValue,
}: {
  label: string;
  Control: unknown;
  initial?: T;
  onValue: (value: T | null) => void;
}) {
  const [value, setValue] = useState<T | null | undefined>(initial);
  const Widget = Control as React.ComponentType<Record<string, unknown>>;
  return (
    <>
      <label htmlFor="field-1">{label}</label>
      <Widget
        forID="field-1"
        value={value}
        classNameWrapper=""
        setActiveStyle={() => undefined}
        setInactiveStyle={() => undefined}
        onChange={(next: T | null) => {
          setValue(next);
          onValue(next);
        }}
      />
    </>
  );
}

describe('optional yes/no', () => {
  it('tells "not set" from "no"', async () => {
    const values: unknown[] = [];
    render(
      <Field
        label="Table of contents"
        Control={OptionalBooleanControl}
        onValue={(v) => values.push(v)}
      />,
    );
    const select = screen.getByLabelText('Table of contents');
    expect(select).toHaveDisplayValue('Not set (site default)');
    await userEvent.selectOptions(select, 'No');
    await userEvent.selectOptions(select, 'Yes');
    await userEvent.selectOptions(select, 'Not set (site default)');
    expect(values).toEqual([false, true, null]);
  });
});

describe('previous/next link', () => {
  it('writes false, a path, or a path with its text', () => {
    expect(pageLinkValue('hidden', '', '')).toBe(false);
    expect(pageLinkValue('auto', '/x', 'y')).toBeNull();
    expect(pageLinkValue('link', ' /guide/ ', '')).toBe('/guide/');
    expect(pageLinkValue('link', '/guide/', 'Back')).toEqual({ text: 'Back', link: '/guide/' });
  });

  it('edits a link with its own labelled fields', async () => {
    const values: unknown[] = [];
    render(
      <Field
        label="Next page link"
        Control={PageLinkControl}
        initial={false}
        onValue={(v) => values.push(v)}
      />,
    );
    const mode = screen.getByLabelText('Next page link');
    expect(mode).toHaveDisplayValue('Hidden');
    await userEvent.selectOptions(mode, 'Link to a page');
    await userEvent.type(screen.getByLabelText('Page'), '/faq/');
    await userEvent.type(screen.getByLabelText('Text (optional)'), 'FAQ');
    expect(values.at(-1)).toEqual({ text: 'FAQ', link: '/faq/' });
  });
});

describe('icon', () => {
  it('offers the site’s icons and shows the chosen one', async () => {
    const values: unknown[] = [];
    const { container } = render(
      <Field label="Icon" Control={IconControl} onValue={(v) => values.push(v)} />,
    );
    await userEvent.selectOptions(screen.getByLabelText('Icon'), 'install');
    expect(values).toEqual(['install']);
    expect(container.querySelector('svg')).not.toBeNull();
  });
});

describe('YAML value', () => {
  it('stores parsed values and refuses invalid YAML until it is fixed', async () => {
    const values: unknown[] = [];
    const control = createRef<YamlControl>();
    render(
      <>
        <label htmlFor="field-1">Link</label>
        <YamlControl
          ref={control}
          forID="field-1"
          value={{ en: '/a' }}
          classNameWrapper=""
          setActiveStyle={() => undefined}
          setInactiveStyle={() => undefined}
          onChange={(value) => values.push(value)}
        />
      </>,
    );
    const text = screen.getByLabelText('Link');
    expect(text).toHaveValue('en: /a\n');
    await userEvent.clear(text);
    await userEvent.type(text, 'en: [[');
    expect(screen.getByRole('alert')).toHaveTextContent('Not valid YAML');
    expect(control.current!.isValid()).toEqual({
      error: { message: expect.stringContaining('Not valid YAML') },
    });
    await userEvent.type(text, ']');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(values.at(-1)).toEqual({ en: [] });
    expect(control.current!.isValid()).toBe(true);
  });
});
