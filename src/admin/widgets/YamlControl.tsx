/**
 * A value written as YAML, for the few settings whose shape Decap's widgets
 * cannot hold (a mapping of any keys, a text or a text per language). The
 * build checks the result against src/config/schema.ts.
 */
import { css } from '@emotion/react';
import { Component, type ChangeEvent } from 'react';
import YAML from 'yaml';
import { plainValue, type ControlProps } from './widgetProps';

const styles = {
  text: css`
    width: 100%;
    min-height: 6rem;
    font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
  `,
  error: css`
    margin: 0.5rem 0 0;
    color: #b3261e;
  `,
};

const toText = (value: unknown) =>
  value === undefined || value === null ? '' : YAML.stringify(value, { lineWidth: 0 });

interface State {
  text: string;
  error: string | null;
}

export class YamlControl extends Component<ControlProps<unknown>, State> {
  override state: State = { text: toText(plainValue(this.props.value)), error: null };

  /** Called by Decap before saving. */
  isValid = () => (this.state.error ? { error: { message: this.state.error } } : true);

  private readonly change = (event: ChangeEvent<HTMLTextAreaElement>) => {
    const text = event.target.value;
    try {
      const value: unknown = text.trim() ? YAML.parse(text) : null;
      this.setState({ text, error: null });
      this.props.onChange(value);
    } catch (error) {
      this.setState({ text, error: `Not valid YAML: ${(error as Error).message.split('\n')[0]}` });
    }
  };

  override render() {
    const { forID, classNameWrapper, setActiveStyle, setInactiveStyle } = this.props;
    const { text, error } = this.state;
    return (
      <div className={classNameWrapper}>
        <textarea
          id={forID}
          css={styles.text}
          value={text}
          spellCheck={false}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${forID}-error` : undefined}
          onChange={this.change}
          onFocus={setActiveStyle}
          onBlur={setInactiveStyle}
        />
        {error && (
          <p id={`${forID}-error`} role="alert" css={styles.error}>
            {error}
          </p>
        )}
      </div>
    );
  }
}
