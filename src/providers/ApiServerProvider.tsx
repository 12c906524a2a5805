import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import { apiServersConfig } from '../config';
import type { ApiServer } from '../config/types';
import { API_SERVER_STORAGE_KEY, offeredServers, resolveServer } from '../lib/apiServers';
import { createStorageSlot } from '../lib/storage';

export interface ApiServerChoice {
  /** The chosen server; its `url` is the base address for API requests. */
  server: ApiServer;
  /** What the selector offers on this site (with `local` only on a local one). */
  servers: ApiServer[];
  select(key: string): void;
}

const slot = createStorageSlot(API_SERVER_STORAGE_KEY);

// The server and the first paint know nothing of the reader's choice or the
// site's host: they show the default, and the effect below catches up.
const initialServers = offeredServers(apiServersConfig, 'build');
const initialServer = resolveServer(null, initialServers, apiServersConfig);

const ApiServerContext = createContext<ApiServerChoice>({
  server: initialServer,
  servers: initialServers,
  select: () => undefined,
});

/** The API-server choice (spec §4): stored as `api_name` on every change, read back after hydration. */
export function ApiServerProvider({ children }: { children: ReactNode }) {
  const [servers, setServers] = useState(initialServers);
  const [server, setServer] = useState(initialServer);

  const sync = useCallback(() => {
    const offered = offeredServers(apiServersConfig, window.location.hostname);
    const stored = slot.get();
    const resolved = resolveServer(stored, offered, apiServersConfig);
    setServers(offered);
    setServer(resolved);
    // A key this site does not offer (say `local` on the public site) is replaced by the default.
    if (stored !== null && stored !== resolved.key) slot.set(resolved.key);
  }, []);

  useEffect(() => {
    sync();
    return slot.subscribe(sync);
  }, [sync]);

  const select = useCallback((key: string) => slot.set(key), []);
  const value = useMemo(() => ({ server, servers, select }), [server, servers, select]);
  return <ApiServerContext.Provider value={value}>{children}</ApiServerContext.Provider>;
}

export const useApiServer = (): ApiServerChoice => useContext(ApiServerContext);
