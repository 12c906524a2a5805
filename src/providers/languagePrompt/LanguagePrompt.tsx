import { css } from '@emotion/react';
import { useState } from 'react';
import { Dialog, dialogButtons } from '../../components/Dialog';
import { LOCALES, type Locale } from '../../lib/locales';
import { PROMPT_TEXT } from './promptText';

const styles = {
  remember: css`
    display: flex;
    align-items: center;
    gap: 0.5rem;
    margin-top: 1rem;
    font-size: 0.9rem;
  `,
};

export interface LanguagePromptProps {
  offered: Locale;
  onSwitch(remember: boolean): void;
  onStay(remember: boolean): void;
}

/** Offers the page in the reader's language (spec §4 "Language redirect modal"), in that language. */
export default function LanguagePrompt({ offered, onSwitch, onStay }: LanguagePromptProps) {
  const [remember, setRemember] = useState(false);
  const text = PROMPT_TEXT[offered];
  return (
    <Dialog title={text.title} lang={LOCALES[offered].lang} onDismiss={() => onStay(remember)}>
      <p>{text.body}</p>
      <label css={styles.remember}>
        <input
          type="checkbox"
          checked={remember}
          onChange={(event) => setRemember(event.target.checked)}
        />
        {text.remember}
      </label>
      <div css={dialogButtons.row}>
        <button type="button" css={dialogButtons.button(false)} onClick={() => onStay(remember)}>
          {text.stay}
        </button>
        <button type="button" css={dialogButtons.button(true)} onClick={() => onSwitch(remember)}>
          {text.switchTo}
        </button>
      </div>
    </Dialog>
  );
}
