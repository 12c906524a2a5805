/** Lists a Google Photos account's albums, following every page, for the driver's `album_id`. */
import { useCallback, useEffect, useState } from 'react';
import {
  GOOGLE_ALBUM_MAX_PAGES,
  googleAlbumsRequest,
  parseAlbumPage,
  type Album,
} from '../../lib/tools/signInProviders';
import { FailureMessage } from '../FailureMessage';
import { toolStyles as styles } from '../styles';
import { Button, Message } from '../ui';
import { useRequest, type Call } from '../useRequest';
import { useToolStrings } from '../useToolStrings';

export async function fetchAllAlbums(call: Call, accessToken: string): Promise<Album[]> {
  const albums: Album[] = [];
  let next = '';
  for (let page = 0; page < GOOGLE_ALBUM_MAX_PAGES; page += 1) {
    const parsed = parseAlbumPage(await call(googleAlbumsRequest(accessToken, next)));
    albums.push(...parsed.albums);
    if (!parsed.next || parsed.next === next) break;
    next = parsed.next;
  }
  return albums;
}

/** `getToken` runs first (a refresh-token exchange, or just the token typed in). */
export function AlbumList({
  getToken,
  auto = false,
  disabled = false,
}: {
  getToken: (call: Call) => Promise<string>;
  auto?: boolean;
  disabled?: boolean;
}) {
  const { t } = useToolStrings();
  const { run, busy, failure } = useRequest();
  const [albums, setAlbums] = useState<Album[] | null>(null);

  const load = useCallback(() => {
    setAlbums(null);
    void run(async (call) => fetchAllAlbums(call, await getToken(call))).then((list) => {
      if (list) setAlbums(list);
    });
  }, [run, getToken]);

  useEffect(() => {
    if (auto) load();
    // Only the first token handed over starts a fetch by itself.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [auto]);

  return (
    <>
      <div>
        <Button primary busy={busy} disabled={disabled} onClick={load}>
          {t('album.fetch')}
        </Button>
      </div>
      <FailureMessage step={t('album.step')} failure={failure} />
      {albums && albums.length === 0 && <Message tone="info" title={t('album.noneTitle')} />}
      {albums && albums.length > 0 && (
        <div style={{ overflowX: 'auto' }}>
          <table css={styles.table}>
            <caption className="visually-hidden">{t('album.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('album.titleColumn')}</th>
                <th scope="col">album_id</th>
              </tr>
            </thead>
            <tbody>
              {albums.map((album) => (
                <tr key={album.id}>
                  <td>{album.title || t('album.untitled')}</td>
                  <td>
                    <code>{album.id}</code>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
