import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { createQueryClient, Providers } from './app/providers';
import { createAppRouter } from './app/router';
import { keepSessionFresh } from './lib/api-client';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element to render into');

keepSessionFresh();

// One query client for the app, shared by the router (whose routes start their reads as they
// are entered) and the screens.
const queryClient = createQueryClient();
const router = createAppRouter(queryClient);

createRoot(container).render(
  <StrictMode>
    <Providers queryClient={queryClient}>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>,
);
