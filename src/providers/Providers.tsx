import { useEffect, type ReactNode } from 'react';
import { HeadScripts } from '../components/HeadScripts';
import { siteConfig } from '../config';
import { UiStringsProvider } from '../i18n/UiStrings';
import { GlobalStyles } from '../styles/GlobalStyles';
import { ApiServerProvider } from './ApiServerProvider';
import { ColorModeProvider } from './ColorModeProvider';

/** Marks <html> once React has taken over the page; end-to-end tests wait for it. */
function HydrationMarker() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return null;
}

/** Every app-wide provider, in one place, for the browser and the server alike. */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <UiStringsProvider>
      <ColorModeProvider config={siteConfig.colorMode}>
        <GlobalStyles />
        <HydrationMarker />
        <HeadScripts />
        <ApiServerProvider>{children}</ApiServerProvider>
      </ColorModeProvider>
    </UiStringsProvider>
  );
}
