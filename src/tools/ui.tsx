/** The pieces every tool form is made of: fields, buttons, messages and copyable results. */
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useCopyToClipboard } from '../hooks/useCopyToClipboard';
import type { Tokens } from '../lib/tools/http';
import { toolStyles as styles } from './styles';
import { useToolStrings } from './useToolStrings';

export function Panel({ title, children }: { title?: string; children: ReactNode }) {
  const id = useId();
  return (
    <section css={styles.panel} aria-labelledby={title ? id : undefined}>
      {title && (
        <h2 id={id} css={styles.panelTitle}>
          {title}
        </h2>
      )}
      {children}
    </section>
  );
}

interface TextFieldProps {
  label: string;
  value: string;
  onChange?: (value: string) => void;
  type?: 'text' | 'password' | 'url' | 'tel';
  placeholder?: string;
  hint?: ReactNode;
  autoComplete?: string;
  required?: boolean;
  readOnly?: boolean;
}

/**
 * A field's value lives in the input's value property only. React writes a
 * controlled input's value into its `value` attribute as well, where a
 * stylesheet's attribute selectors can read a secret one character at a time;
 * this input is left uncontrolled, and a value set from outside (a reset, a
 * value from the address) is put into the property by an effect.
 */
function useValueProperty(value: string) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const input = ref.current;
    if (input && input.value !== value) input.value = value;
  }, [value]);
  return ref;
}

export function TextField({
  label,
  value,
  onChange,
  type = 'text',
  placeholder,
  hint,
  autoComplete = 'off',
  required,
  readOnly,
}: TextFieldProps) {
  const id = useId();
  const ref = useValueProperty(value);
  return (
    <div css={styles.field}>
      <label htmlFor={id} css={styles.label}>
        {label}
      </label>
      <input
        ref={ref}
        id={id}
        css={styles.input}
        type={type}
        placeholder={placeholder}
        autoComplete={autoComplete}
        spellCheck={false}
        required={required}
        readOnly={readOnly}
        aria-describedby={hint ? `${id}-hint` : undefined}
        onChange={(event) => onChange?.(event.target.value)}
      />
      {hint && (
        <p id={`${id}-hint`} css={styles.hint}>
          {hint}
        </p>
      )}
    </div>
  );
}

export function SelectField<V extends string>({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: V;
  options: ReadonlyArray<{ value: V; label: string }>;
  onChange: (value: V) => void;
}) {
  const id = useId();
  return (
    <div css={styles.field}>
      <label htmlFor={id} css={styles.label}>
        {label}
      </label>
      <select
        id={id}
        css={styles.input}
        value={value}
        onChange={(event) => onChange(event.target.value as V)}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

export function Checkbox({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <label css={styles.checkbox}>
      <input
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
      />
      {label}
    </label>
  );
}

export function Spinner() {
  return <span css={styles.spinner} aria-hidden="true" />;
}

interface ButtonProps {
  children: ReactNode;
  onClick?: () => void;
  primary?: boolean;
  /** Waiting for an answer: shows a spinner and ignores clicks. */
  busy?: boolean;
  disabled?: boolean;
  type?: 'button' | 'submit';
}

export function Button({
  children,
  onClick,
  primary = false,
  busy = false,
  disabled,
  type = 'button',
}: ButtonProps) {
  return (
    <button
      type={type}
      css={styles.button(primary)}
      onClick={onClick}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
    >
      {busy && <Spinner />}
      {children}
    </button>
  );
}

/** A link styled as a button, for pages elsewhere (a provider's console). */
export function LinkButton({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a css={styles.button(false)} href={href} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  );
}

export type Tone = 'error' | 'warning' | 'info' | 'success';

export function Message({
  tone,
  title,
  children,
}: {
  tone: Tone;
  title: string;
  children?: ReactNode;
}) {
  return (
    <div css={styles.message(tone)} role={tone === 'error' ? 'alert' : 'status'}>
      <strong>{title}</strong>
      {children}
    </div>
  );
}

/** A token or address the reader copies into AList: shown in full, never stored. */
export function Output({ label, value }: { label: string; value: string }) {
  const { t } = useToolStrings();
  const id = useId();
  const { copied, copy } = useCopyToClipboard();
  return (
    <div css={styles.field}>
      <label htmlFor={id} css={styles.label}>
        {label}
      </label>
      <textarea
        id={id}
        css={styles.output}
        readOnly
        rows={Math.min(6, Math.max(2, Math.ceil(value.length / 60)))}
        value={value}
        onFocus={(event) => event.currentTarget.select()}
      />
      <div css={styles.row}>
        <Button onClick={() => void copy(value)}>
          {copied ? t('common.copied') : t('common.copy')}
        </Button>
        <span aria-live="polite" className="visually-hidden">
          {copied ? t('common.copied') : ''}
        </span>
      </div>
    </div>
  );
}

/** The fixed values a reader registers with a provider (client id, redirect address). */
export function Constants({ entries }: { entries: ReadonlyArray<[string, string]> }) {
  return (
    <dl css={styles.constants}>
      {entries.map(([term, value]) => (
        <div key={term} style={{ display: 'contents' }}>
          <dt>{term}</dt>
          <dd>
            <code>{value}</code>
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** The refresh token to paste into the storage form, or why there is none. */
export function TokenResult({
  tokens,
  field = 'refresh_token',
}: {
  tokens: Tokens;
  field?: string;
}) {
  const { t } = useToolStrings();
  if (tokens.refreshToken)
    return (
      <>
        <Message tone="success" title={t('result.title')}>
          <p>{t('result.body', { field })}</p>
        </Message>
        <Output label={field} value={tokens.refreshToken} />
      </>
    );
  return (
    <Message tone="warning" title={t('result.noRefreshTitle')}>
      <p>{t(tokens.accessToken ? 'result.onlyAccess' : 'result.nothing')}</p>
    </Message>
  );
}
