import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The API runs as its own process in development; API_PORT lets both move off 3000 together.
const apiTarget = `http://localhost:${process.env.API_PORT ?? 3000}`;

export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    strictPort: true,
    proxy: {
      // ws: the realtime gateway upgrades to a websocket under /api as well.
      '/api': { target: apiTarget, ws: true },
    },
  },
  build: {
    // The API serves frontend/dist in production, so the output stays inside this workspace.
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // The framework changes far less often than the app: its own chunk stays cached
            // across deploys.
            {
              name: 'framework',
              test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
            },
          ],
        },
      },
    },
  },
});
