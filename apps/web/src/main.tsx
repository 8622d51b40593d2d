import './lib/zod-jitless.ts';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from './lib/router.tsx';
import { App } from './app/app.tsx';
import { createQueryClient } from './app/provider.tsx';
import { servedSignedOut } from './lib/auth/session.ts';
import { documentLanguage, takePageCatalogs } from './lib/i18n.tsx';
import { loadAvatarMenu } from './components/layouts/top-bar.tsx';
import { SERVER_STATE_ID, type ServerState } from '@volunteering/shared/server-render-state';
import { rememberPreferencesForServer } from './lib/preferences.ts';
import './index.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

const queryClient = createQueryClient();
const stateElement = document.getElementById(SERVER_STATE_ID);
const state = stateElement?.textContent ? (JSON.parse(stateElement.textContent) as ServerState) : null;
// The server rendered this page: its API answers fill the cache, so hydration finds the same data.
for (const { queryKey, data, updatedAt } of state?.queries ?? []) queryClient.setQueryData(queryKey, data, { updatedAt });

// Who is signed in, when the server said so: in the rendered page's state, or by its "no session" hint.
const knownUser = servedSignedOut() ? null : state?.user;

const language = documentLanguage();
const app = (
  <StrictMode>
    <BrowserRouter>
      <App queryClient={queryClient} server={state?.render ?? null} knownUser={knownUser} language={language} />
    </BrowserRouter>
  </StrictMode>
);

// The page's catalogs came inside it; the code that reads them first, so hydration finds the words
// the server wrote. And a known user's menu, which the server drew.
void Promise.all([takePageCatalogs(language, state?.catalogs ?? {}), knownUser ? loadAvatarMenu().catch(() => {}) : undefined]).then(() => {
  if (state) hydrateRoot(root, app);
  else createRoot(root).render(app);
});
// After the first render, not before the first paint: only the next page needs them.
setTimeout(rememberPreferencesForServer, 0);
