import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

// The API runs as its own process in development; API_PORT lets both move off 3000 together.
const apiTarget = `http://localhost:${process.env.API_PORT ?? 3000}`;

/**
 * Routes whose code is fetched as the page starts to load, when the address is theirs: the
 * modules behind their lazy routes, which the router would otherwise ask for only once the
 * first screen's code has been fetched and run. Each pattern lists the route modules (the
 * provider layout and the page) whose chunks it preloads.
 */
const PRELOADED_ROUTES: { path: RegExp; modules: string[] }[] = [
  {
    path: /^\/provider\/[^/]+\/inbox\/?$/,
    modules: [
      'src/app/routes/provider-layout-route.tsx',
      'src/features/orders/components/inbox-page.tsx',
    ],
  },
];

/**
 * Emits a small script, loaded before the app's own, that adds a modulepreload link for each
 * chunk the current address's route needs beyond the first screen's. Other addresses load
 * nothing more than before.
 */
function preloadRouteChunks(): Plugin {
  return {
    name: 'preload-route-chunks',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).flatMap((file) => (file.type === 'chunk' ? [file] : []));
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const closure = (start: string[]) => {
        const seen = new Set<string>();
        const visit = (fileName: string) => {
          if (seen.has(fileName)) return;
          seen.add(fileName);
          for (const next of byFile.get(fileName)?.imports ?? []) visit(next);
        };
        for (const fileName of start) visit(fileName);
        return seen;
      };
      const firstScreen = closure(chunks.filter((c) => c.isEntry).map((c) => c.fileName));
      const routes = PRELOADED_ROUTES.map(({ path, modules }) => {
        const facades = modules.map((module) => {
          const id = resolve(__dirname, module);
          const chunk = chunks.find((c) => c.facadeModuleId === id);
          if (!chunk) throw new Error(`preload-route-chunks: no chunk for ${module}`);
          return chunk.fileName;
        });
        const files = [...closure(facades)].filter((file) => !firstScreen.has(file));
        return [path.source, files.map((file) => file.replace(/^assets\//, ''))];
      });
      const html = bundle['index.html'];
      if (html?.type !== 'asset') throw new Error('preload-route-chunks: no index.html');
      const script = this.getFileName(
        this.emitFile({
          type: 'asset',
          name: 'route-preload.js',
          source: `for(const[p,f]of ${JSON.stringify(routes)})if(new RegExp(p).test(location.pathname))for(const h of f){const l=document.createElement("link");l.rel="modulepreload";l.crossOrigin="";l.href="/assets/"+h;document.head.append(l)}\n`,
        }),
      );
      // async: it runs as soon as it arrives, not after the app's modules (deferred scripts run
      // in order), so these requests start while the first screen's modules load.
      html.source = String(html.source).replace(
        '<script type="module"',
        `<script type="module" async crossorigin src="/${script}"></script>\n    <script type="module"`,
      );
    },
  };
}

export default defineConfig({
  plugins: [react(), preloadRouteChunks()],
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
