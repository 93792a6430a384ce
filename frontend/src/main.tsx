import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { Providers } from './app/providers';
import { createQueryClient } from './app/query-client';
import { createAppRouter } from './app/router';
import { showLanguage, startingLanguage } from './i18n';
import { followUserLanguage } from './i18n/choose';
import { keepSessionFresh } from './lib/api-client';
import { getSession } from './lib/session';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element to render into');

keepSessionFresh();

// One query client for the app, shared by the router (whose routes start their reads as they
// are entered) and the screens.
const queryClient = createQueryClient();
const router = createAppRouter(queryClient);

// English is in the first screen's code; another language loads (one chunk) before the first
// render, so a reader of French never sees the English texts flash by.
const language = startingLanguage(getSession()?.user.language);
followUserLanguage();

void showLanguage(language).finally(() =>
  createRoot(container).render(
    <StrictMode>
      <Providers queryClient={queryClient}>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>,
  ),
);
