import type { QueryClient } from '@tanstack/react-query';
import type { ServerRender, SessionUser } from '@volunteering/shared/server-render-state';
import type { Language } from '@volunteering/shared/i18n/languages';
import { AuthProvider } from '../lib/auth/auth-provider.tsx';
import { LanguageProvider } from '../lib/i18n.tsx';
import { PageChanges } from '../lib/page-changes.tsx';
import { ServerRenderProvider } from '../lib/server-render.tsx';
import { AppProvider } from './provider.tsx';
import { AppRoutes } from './router.tsx';

type AppProps = {
  queryClient: QueryClient;
  /** What the server rendered with, while its markup is hydrated (null for a page the browser renders alone). */
  server: ServerRender | null;
  /** Who is signed in, when the server said (null: nobody); undefined: asked for in the browser. */
  knownUser: SessionUser | null | undefined;
  language: Language;
  /** Filled with the text namespaces rendered (the server's render). */
  usedNamespaces?: Set<string>;
};

/** The whole app inside a router: the browser's (main.tsx) or the server's (entry-server.tsx). */
export function App({ queryClient, server, knownUser, language, usedNamespaces }: AppProps) {
  return (
    <AppProvider client={queryClient}>
      <ServerRenderProvider value={server}>
        <LanguageProvider initial={language} used={usedNamespaces}>
          <AuthProvider knownUser={knownUser}>
            <AppRoutes />
            <PageChanges />
          </AuthProvider>
        </LanguageProvider>
      </ServerRenderProvider>
    </AppProvider>
  );
}
