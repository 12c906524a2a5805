import { css } from '@emotion/react';
import { useMemo, useState } from 'react';
import { Dialog, dialogButtons } from '../../components/Dialog';
import { LOCALES, type Locale } from '../../lib/locales';
import { fixedT, type Namespace } from '../../i18n/translation';
import en from '../../locales/en/prompt.json';
import zh from '../../locales/zh/prompt.json';

const prompt: Namespace<typeof en> = { en, zh };

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
  // The prompt speaks the language it offers, not the page's.
  const t = useMemo(() => fixedT(prompt, offered), [offered]);
  return (
    <Dialog title={t('title')} lang={LOCALES[offered].lang} onDismiss={() => onStay(remember)}>
      <p>{t('body')}</p>
      <label css={styles.remember}>
        <input
          type="checkbox"
          checked={remember}
          onChange={(event) => setRemember(event.target.checked)}
        />
        {t('remember')}
      </label>
      <div css={dialogButtons.row}>
        <button type="button" css={dialogButtons.button(false)} onClick={() => onStay(remember)}>
          {t('stay')}
        </button>
        <button type="button" css={dialogButtons.button(true)} onClick={() => onSwitch(remember)}>
          {t('switchTo')}
        </button>
      </div>
    </Dialog>
  );
}
