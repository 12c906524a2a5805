/**
 * A yes/no front-matter switch that can also be left unset, so the site's
 * default applies: Decap's toggle cannot tell "off" from "not written", and
 * `toc: false` is not the same page as no `toc` at all.
 */
import { Component, type ChangeEvent } from 'react';
import type { ControlProps } from './widgetProps';

const NOT_SET = '';

// Decap reads a control's validity through a ref, so controls are class components.
export class OptionalBooleanControl extends Component<ControlProps<boolean>> {
  private readonly change = (event: ChangeEvent<HTMLSelectElement>) => {
    const choice = event.target.value;
    this.props.onChange(choice === NOT_SET ? null : choice === 'true');
  };

  override render() {
    const { value, forID, classNameWrapper, setActiveStyle, setInactiveStyle } = this.props;
    const current = typeof value === 'boolean' ? String(value) : NOT_SET;
    return (
      <select
        id={forID}
        className={classNameWrapper}
        value={current}
        onChange={this.change}
        onFocus={setActiveStyle}
        onBlur={setInactiveStyle}
      >
        <option value={NOT_SET}>Not set (site default)</option>
        <option value="true">Yes</option>
        <option value="false">No</option>
      </select>
    );
  }
}
