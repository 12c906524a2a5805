/** An icon name from the site's own set (src/components/Icon.tsx), shown next to the choice. */
import { css } from '@emotion/react';
import { Component } from 'react';
import { Icon, ICON_NAMES } from '../../components/Icon';
import type { ControlProps } from './widgetProps';

const row = css`
  display: flex;
  align-items: center;
  gap: 0.75rem;
  select {
    flex: 1;
  }
`;

export class IconControl extends Component<ControlProps<string>> {
  override render() {
    const { value, onChange, forID, classNameWrapper, setActiveStyle, setInactiveStyle } =
      this.props;
    const name = typeof value === 'string' ? value : '';
    const known = ICON_NAMES.includes(name);
    return (
      <div className={classNameWrapper} css={row}>
        <select
          id={forID}
          value={name}
          onChange={(event) => onChange(event.target.value || null)}
          onFocus={setActiveStyle}
          onBlur={setInactiveStyle}
        >
          <option value="">No icon</option>
          {!known && name && <option value={name}>{name} (unknown)</option>}
          {ICON_NAMES.map((icon) => (
            <option key={icon} value={icon}>
              {icon}
            </option>
          ))}
        </select>
        {known && <Icon name={name as never} size="1.5em" />}
      </div>
    );
  }
}
