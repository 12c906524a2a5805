import { css } from '@emotion/react';
import { Fragment } from 'react';
import { useTranslation } from '../i18n/translation';
import { usePage } from '../providers/PageProvider';
import {
  curlCommand,
  exampleAnswer,
  flattenFields,
  textIn,
  type ApiEndpoint,
  type ApiField,
  type ApiGroupData,
  type LocalText,
} from '../lib/api';
import { fonts, radius, vars } from '../styles/tokens';
import { CodeBlock } from './CodeBlock';
import { HeadedTable } from './DataTable';
import { codeList, withInlineCode } from './inlineCode';
import { usePageData } from '../providers/PageDataProvider';

const METHOD_COLOURS: Record<string, [string, string]> = {
  GET: [vars.infoBg, vars.infoTitle],
  POST: [vars.tipBg, vars.tipTitle],
  PUT: [vars.warningBg, vars.warningTitle],
  DELETE: [vars.dangerBg, vars.dangerTitle],
};

const styles = {
  box: css`
    margin: 0.75rem 0 2rem;
  `,
  line: css`
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.5rem;
    padding: 0.5rem 0.75rem;
    border: 1px solid ${vars.border};
    border-radius: ${radius.normal};
    background: ${vars.bgSoft};
  `,
  method: css`
    padding: 0.1rem 0.5rem;
    border-radius: ${radius.small};
    font-family: ${fonts.mono};
    font-size: 0.85rem;
    font-weight: 700;
  `,
  path: css`
    font-family: ${fonts.mono};
    font-size: 0.95rem;
    overflow-wrap: anywhere;
    background: none;
    padding: 0;
  `,
  auth: css`
    margin-left: auto;
    padding: 0.05rem 0.55rem;
    border-radius: 0.8rem;
    font-size: 0.8rem;
    font-weight: 600;
    background: ${vars.bgMute};
    color: ${vars.textSoft};
  `,
  label: css`
    margin: 1.1rem 0 0.4rem;
    font-size: 0.95rem;
    font-weight: 600;
  `,
  muted: css`
    color: ${vars.textMute};
  `,
};

const AUTH_BADGE: Record<ApiEndpoint['auth'], [string, string]> = {
  public: [vars.tipBg, vars.tipTitle],
  auth: [vars.infoBg, vars.infoTitle],
  user: [vars.infoBg, vars.infoTitle],
  authn: [vars.infoBg, vars.infoTitle],
  admin: [vars.warningBg, vars.warningTitle],
};

function Code({ language, children }: { language: string; children: string }) {
  return (
    <CodeBlock data-language={language}>
      <code>{children}</code>
    </CodeBlock>
  );
}

export interface EndpointProps {
  /** Data file listed in the page's front matter, e.g. `api/fs`. */
  group: string;
  method: string;
  path: string;
}

/** One HTTP API endpoint from content/data/api: method, auth, request, response, errors, curl. */
export function Endpoint({ group, method, path }: EndpointProps) {
  const { t } = useTranslation();
  const { locale } = usePage();
  const data = usePageData<ApiGroupData>(group);
  const endpoint = data.endpoints.find(
    (item) => item.method === method.toUpperCase() && item.path === path,
  );
  if (!endpoint) throw new Error(`${group} has no endpoint ${method} ${path}`);
  const say = (text: LocalText | undefined) => textIn(text, locale);
  const { request, response } = endpoint;
  const { rawBody } = request;
  const [methodBg, methodFg] = METHOD_COLOURS[endpoint.method] ?? [vars.bgMute, vars.text];
  const [authBg, authFg] = AUTH_BADGE[endpoint.auth];
  // A Chinese label ends with a full-width colon (no space needed after it).
  const colon = locale === 'zh' ? '：' : ':';
  const anyMethod = endpoint.routes.some((route) => route.startsWith('Any '));
  const yesNo = (value: boolean | undefined) => (value ? t('api.yes') : t('api.no'));
  const fieldHead = [t('api.field'), t('api.type'), t('api.required'), t('api.description')];
  const fieldRows = (fields: ApiField[]) =>
    fields.map((field) => (
      <tr key={field.name}>
        <td>
          <code>{field.name}</code>
        </td>
        <td>
          <code>{field.type}</code>
        </td>
        <td>{yesNo(field.required)}</td>
        <td>
          {field.in === 'query' && <span css={styles.muted}>{t('api.inQuery')} </span>}
          {withInlineCode(say(field.description))}
        </td>
      </tr>
    ));

  return (
    <section
      css={styles.box}
      aria-label={`${endpoint.method} ${endpoint.path}`}
      data-endpoint={endpoint.id}
    >
      <div css={styles.line}>
        <span css={[styles.method, { background: methodBg, color: methodFg }]}>
          {endpoint.method}
        </span>
        <code css={styles.path}>{endpoint.path}</code>
        <span css={[styles.auth, { background: authBg, color: authFg }]}>
          {t(`api.auth.${endpoint.auth}`)}
        </span>
      </div>
      <p>
        {withInlineCode(say(endpoint.summary))}
        {endpoint.description && <> {withInlineCode(say(endpoint.description))}</>}
        {anyMethod && <span css={styles.muted}> {t('api.anyMethod')}</span>}
      </p>

      {endpoint.permissions?.length ? (
        <p>
          <strong>{t('api.permission') + colon}</strong>{' '}
          {endpoint.permissions.map((permission, index) => (
            <Fragment key={permission.method}>
              {index > 0 && ', '}
              <code>{permission.method}</code>{' '}
              {t('api.bit', { bit: permission.bit, value: permission.value })}
              {permission.when && ` ${t('api.onlyWhen', { when: permission.when })}`}
              {permission.orMetaWrite && ` ${t('api.orMetaWrite')}`}
            </Fragment>
          ))}
        </p>
      ) : null}

      {endpoint.pathParams?.map((param) => (
        <p key={param.name}>
          <strong>{t('api.pathParam') + colon}</strong> <code>{`{${param.name}}`}</code> ={' '}
          {codeList(param.values, ' | ')}
        </p>
      ))}

      <div css={styles.label}>
        {t('api.request')} · {t(`api.in.${request.in}`)}
      </div>
      {request.fields.length + (request.files?.length ?? 0) > 0 && (
        <HeadedTable head={fieldHead}>
          {fieldRows(request.fields)}
          {(request.files ?? []).map((file) => (
            <tr key={file}>
              <td>
                <code>{file}</code>
              </td>
              <td>
                <code>file</code>
              </td>
              <td>{t('api.yes')}</td>
              <td>{t('api.formFile')}</td>
            </tr>
          ))}
        </HeadedTable>
      )}

      {rawBody && (
        <>
          <div css={styles.label}>
            {t('api.request')} · {t('api.in.body')}
          </div>
          <p>{withInlineCode(say(rawBody.description))}</p>
          <HeadedTable head={fieldHead}>{fieldRows(rawBody.fields)}</HeadedTable>
          <Code language="json">{JSON.stringify(rawBody.example, null, 2)}</Code>
        </>
      )}

      {endpoint.headers?.length ? (
        <>
          <div css={styles.label}>{t('api.headers')}</div>
          <HeadedTable head={[t('api.header'), t('api.required'), t('api.description')]}>
            {endpoint.headers.map((header) => (
              <tr key={header.name}>
                <td>
                  <code>{header.name}</code>
                </td>
                <td>{yesNo(header.required)}</td>
                <td>{withInlineCode(say(header.description))}</td>
              </tr>
            ))}
          </HeadedTable>
        </>
      ) : null}

      <div css={styles.label}>
        {t('api.response')}
        {response.type && (
          <>
            {' · '}
            <code>{response.type}</code>
          </>
        )}
      </div>
      {response.description ? (
        <p>{withInlineCode(say(response.description))}</p>
      ) : response.kind === 'null' ? (
        <p>{t('api.dataNull')}</p>
      ) : (
        <>
          <p>
            {t(`api.kind.${response.kind}`)}
            {response.nullable && ` ${t('api.nullable')}`}
          </p>
          {response.fields.length > 0 && (
            <HeadedTable head={[t('api.field'), t('api.type'), t('api.description')]}>
              {flattenFields(response.fields).map(({ name, field }) => (
                <tr key={name}>
                  <td>
                    <code>{name}</code>
                  </td>
                  <td>
                    <code>{field.type}</code>
                  </td>
                  <td>{withInlineCode(say(field.description))}</td>
                </tr>
              ))}
            </HeadedTable>
          )}
        </>
      )}
      {!(response.kind === 'null' && response.description) && (
        <Code language="json">{exampleAnswer(endpoint)}</Code>
      )}

      {endpoint.errors.length > 0 && (
        <>
          <div css={styles.label}>{t('api.errors')}</div>
          <HeadedTable head={[t('api.code'), t('api.message'), t('api.description')]}>
            {endpoint.errors.map((error) => (
              <tr key={error.key}>
                <td>
                  <code>{error.code}</code>
                </td>
                <td>{error.message ? <code>{error.message}</code> : '—'}</td>
                <td>{withInlineCode(say(error.description))}</td>
              </tr>
            ))}
          </HeadedTable>
        </>
      )}

      <div css={styles.label}>{t('api.curl')}</div>
      <Code language="bash">{curlCommand(endpoint)}</Code>
    </section>
  );
}
