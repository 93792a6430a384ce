import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { clientProductsPath, FIRST_PAGE } from './src/features/order-form/api/catalog-page';
import { inboxPath } from './src/features/orders/api/inbox-path';
import { LANGUAGE_KEY, LANGUAGES } from './src/i18n/languages';
import { SESSION_KEY } from './src/lib/session';

// The API runs as its own process in development; API_PORT lets both move off 3000 together.
const apiTarget = `http://localhost:${process.env.API_PORT ?? 3000}`;

/** The `read` of a portal route: its reads need no session (PORTAL_EARLY_READS). */
const PORTAL_READS = 'portal';

/**
 * Routes whose code is fetched as the page starts to load, when the address is theirs: the
 * modules behind their lazy routes, which the router would otherwise ask for only once the
 * first screen's code has been fetched and run. Each pattern lists the route modules (the
 * provider layout and the page) whose chunks it preloads.
 */
const PRELOADED_ROUTES: { path: RegExp; modules: string[]; read?: string }[] = [
  {
    // The portal's New order page, opened from a buyer's phone on a slow network: its chunks,
    // and its reads (PORTAL_EARLY_READS).
    path: /^\/client\/([^/]+)\/order\/?$/,
    modules: [
      'src/features/client-portal/components/client-layout.tsx',
      'src/features/order-form/components/client-new-order-page.tsx',
    ],
    read: PORTAL_READS,
  },
  {
    path: /^\/provider\/([^/]+)\/inbox\/?$/,
    modules: [
      'src/app/routes/provider-layout-route.tsx',
      'src/features/orders/components/inbox-page.tsx',
    ],
    // The inbox's first page, for the provider in the address (the path's first group).
    read: inboxPath('\u0000', 0),
  },
];

/**
 * The script's part that starts a route's read (`read`, under /api, with \u0000 standing for the
 * address's first group) before the app's code has loaded, when the stored session is a member
 * of that provider and is not about to expire (the app refreshes such a session first). The
 * answer waits in `window.__stockflowEarlyReads` for the app's first read of that path with that
 * token (src/lib/early-read.ts), which reads again on a refusal or failure.
 */
const EARLY_READ = `try{const s=JSON.parse(localStorage.getItem(${JSON.stringify(SESSION_KEY)})),id=m[1];if(s&&s.access_token&&s.expires_at*1e3-Date.now()>1e4&&(s.providers||[]).some(v=>(v.provider_id??v.provider)===id)){const u="/api"+r.split("\\u0000").join(id);(window.__stockflowEarlyReads||={})[u]={token:s.access_token,answer:fetch(u,{headers:{Accept:"application/json",Authorization:"Bearer "+s.access_token}}).then(x=>x.ok?x.json():null).catch(()=>null)}}}catch{}`;

/**
 * The portal's reads, started as the page starts to load (a portal needs no session): the
 * client's providers (`/api/client/{key}/provider_client`, the address's first group the key)
 * and, once they answer, the products of the provider the page will show (the only active one,
 * or the one in `?provider=`): their first page, then the whole catalog. Each waits, under the
 * empty token, for the app's first read of the same path (src/lib/early-read.ts). The products'
 * reads are recorded before the providers' answer reaches the app, which reads them only after.
 */
// (The provider's id stands as \u0001 in the paths, which encode it as %01.)
const PORTAL_EARLY_READS = `{const k=m[1],R=window.__stockflowEarlyReads||={},g=u=>fetch(u,{headers:{Accept:"application/json"}}).then(x=>x.ok?x.json():null).catch(()=>null),p="/api/client/"+k+"/provider_client",a=g(p);R[p]={token:"",answer:a};a.then(b=>{const l=((b&&b.providerClients)||[]).filter(v=>v.active),w=new URLSearchParams(location.search).get("provider"),id=l.length===1?l[0].provider.id:l.some(v=>v.provider.id===w)?w:null;if(id)for(const u of[${JSON.stringify(`/api${clientProductsPath('\u0000', '\u0001', { limit: FIRST_PAGE })}`)},${JSON.stringify(`/api${clientProductsPath('\u0000', '\u0001')}`)}].map(u=>u.replace("\\u0000",k).replace("%01",encodeURIComponent(id))))R[u]={token:"",answer:g(u)}})}`;

/** The portal's New order title in each language the app speaks (locales/<code>/order-form.json). */
const NEW_ORDER_TITLES = Object.fromEntries(
  LANGUAGES.map(({ code }) => [
    code,
    (
      JSON.parse(
        readFileSync(resolve(__dirname, `src/locales/${code}/order-form.json`), 'utf8'),
      ) as { portal: { title: string } }
    ).portal.title,
  ]),
);

/**
 * The portal New order page's frame, drawn by the same script while the app's code is still on
 * its way (seconds, on a phone's network): the header's bar and the page's title, where the app
 * draws them, in the language the app will open in (this device's pick, else the browser's
 * first the app speaks, as src/i18n does). The app replaces it when it first renders.
 */
const PORTAL_SHELL = `{const T=${JSON.stringify(NEW_ORDER_TITLES)},o=c=>typeof c==="string"&&Object.hasOwn(T,c);let L=null;try{L=localStorage.getItem(${JSON.stringify(LANGUAGE_KEY)})}catch{}if(!o(L)){L="en";for(const t of navigator.languages||[navigator.language]){const c=String(t).toLowerCase().split(/[-_]/)[0];if(o(c)){L=c;break}}}const r=document.getElementById("root");if(r&&!r.firstChild){const b=document.createElement("div"),h=document.createElement("h1");b.style.cssText="height:56px;box-sizing:border-box;border-bottom:1px solid rgba(128,128,128,.3)";h.textContent=T[L];h.style.cssText="margin:16px 16px 0 "+(innerWidth>=768?272:32)+"px;font:700 1.625rem/1.35 -apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Helvetica,Arial,sans-serif";document.documentElement.lang=L;r.append(b,h)}}`;

/**
 * Emits a small script, loaded before the app's own, that adds a modulepreload link for each
 * chunk the current address's route needs beyond the first screen's. Other addresses load
 * nothing more than before. The route's reads start first: over HTTP/1.1 a browser opens six
 * connections to a host, and twenty chunks asked for first would hold them.
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
      const routes = PRELOADED_ROUTES.map(({ path, modules, read }) => {
        const facades = modules.map((module) => {
          const id = resolve(__dirname, module);
          // A route's module may share a chunk with others (the groups below).
          const chunk =
            chunks.find((c) => c.facadeModuleId === id) ??
            chunks.find((c) => c.moduleIds.includes(id));
          if (!chunk) throw new Error(`preload-route-chunks: no chunk for ${module}`);
          return chunk.fileName;
        });
        const files = [...closure(facades)].filter((file) => !firstScreen.has(file));
        return [path.source, files.map((file) => file.replace(/^assets\//, '')), read ?? ''];
      });
      const html = bundle['index.html'];
      if (html?.type !== 'asset') throw new Error('preload-route-chunks: no index.html');
      const script = this.getFileName(
        this.emitFile({
          type: 'asset',
          name: 'route-preload.js',
          source: `for(const[p,f,r]of ${JSON.stringify(routes)}){const m=new RegExp(p).exec(location.pathname);if(!m)continue;if(r==="${PORTAL_READS}"){${PORTAL_SHELL}${PORTAL_EARLY_READS}}else if(r)${EARLY_READ}for(const h of f){const l=document.createElement("link");l.rel="modulepreload";l.crossOrigin="";l.href="/assets/"+h;document.head.append(l)}}\n`,
        }),
      );
      // async: it runs as soon as it arrives, not after the app's modules (deferred scripts run
      // in order), so these requests start while the first screen's modules load. A file, not
      // a script in the page: the app's Content-Security-Policy allows scripts from 'self' only.
      html.source = String(html.source).replace(
        '<script type="module"',
        `<script type="module" async crossorigin src="/${script}"></script>\n    <script type="module"`,
      );
    },
  };
}

/** What the bundler tells of a module while it splits chunks. */
interface ModuleFacts {
  id: string;
  code: string | null;
  isEntry: boolean;
  importers: readonly string[];
  dynamicImporters: readonly string[];
}
type Facts = (id: string) => ModuleFacts | null;

const IMPORT_OR_EXPORT_FROM =
  /\b(?:import|export)\s*(\{[^}]*\}|\*(?:\s*as\s+[\w$]+)?)\s*from\s*["']([^"']+)["']/g;
const NAMED_IMPORT = /\bimport\s*(\{[^}]*\}|\*\s*as\s+[\w$]+)\s*from\s*["'][^"']+["']/g;

const barrels = new Map<string, boolean>();
/** A package's index that only passes on other modules' exports (@mantine/core's, icons'). */
function isBarrel(module: ModuleFacts): boolean {
  const known = barrels.get(module.id);
  if (known !== undefined) return known;
  const answer =
    module.id.includes('/node_modules/') &&
    module.code !== null &&
    module.code
      .replace(/\/\*[\s\S]*?\*\/|\/\/[^\n]*/g, '')
      .replace(IMPORT_OR_EXPORT_FROM, '')
      .replace(/\bexport\s*\{[^}]*\}|\bimport\s*["'][^"']+["']|["']use client["']/g, '')
      .replace(/[;\s]/g, '') === '';
  barrels.set(module.id, answer);
  return answer;
}

const passedOn = new Map<string, Map<string, Set<string>>>();
/** The names a package index passes on from `id` ('*': any of its names may be). */
function namesOf(barrel: ModuleFacts, id: string): Set<string> {
  let bySource = passedOn.get(barrel.id);
  if (!bySource) {
    bySource = new Map();
    for (const [, what, spec] of (barrel.code ?? '').matchAll(IMPORT_OR_EXPORT_FROM)) {
      const source = spec.startsWith('.') ? resolve(dirname(barrel.id), spec) : spec;
      const names = bySource.get(source) ?? new Set<string>();
      if (what.startsWith('*')) names.add('*');
      else
        for (const part of what.slice(1, -1).split(','))
          for (const name of part.trim().split(/\s+as\s+/))
            if (name && name !== 'default') names.add(name);
      bySource.set(source, names);
    }
    passedOn.set(barrel.id, bySource);
  }
  const path = id.split('?')[0];
  const names = new Set<string>(bySource.get(path));
  for (const [source, more] of bySource)
    if (!source.startsWith('/') && path.includes(`/node_modules/${source}/`))
      for (const name of more) names.add(name);
  return names;
}

const imported = new Map<string, Set<string>>();
/** Whether `module`'s own imports name any of `names` (from whichever module). */
function importsAny(module: ModuleFacts, names: Set<string>): boolean {
  if (names.has('*')) return true;
  let own = imported.get(module.id);
  if (!own) {
    own = new Set();
    for (const [, what] of (module.code ?? '').matchAll(NAMED_IMPORT)) {
      if (what.startsWith('*')) own.add('*');
      else
        for (const part of what.slice(1, -1).split(',')) own.add(part.trim().split(/\s+as\s+/)[0]);
    }
    imported.set(module.id, own);
  }
  if (own.has('*')) return true;
  for (const name of names) if (own.has(name)) return true;
  return false;
}

/**
 * Whether a module is one of `isRoot`'s or imported from one, statically, walking up its
 * importers (the bundler asks once per module and group; answers are kept). A package's index
 * that only passes exports on is crossed only towards importers that take one of the names it
 * passes on from the module, so `import { Button } from '@mantine/core'` does not count as
 * importing every component.
 */
function reachedFrom(isRoot: (module: ModuleFacts) => boolean) {
  const known = new Map<string, boolean>();
  const reached = (id: string, facts: Facts): boolean => {
    const cached = known.get(id);
    if (cached !== undefined) return cached;
    const module = facts(id);
    if (!module) return false;
    known.set(id, false); // within its own import cycle, a module does not reach itself
    const through = (importerId: string, names: Set<string> | null, depth: number): boolean => {
      const importer = facts(importerId);
      if (!importer) return false;
      if (!isBarrel(importer))
        return (names === null || importsAny(importer, names)) && reached(importerId, facts);
      if (depth > 3) return false;
      const passed = names ?? namesOf(importer, id);
      return importer.importers.some((next) => through(next, passed, depth + 1));
    };
    const answer =
      isRoot(module) || module.importers.some((importer) => through(importer, null, 0));
    known.set(id, answer);
    return answer;
  };
  return reached;
}

const PROVIDER_LAYOUT = resolve(__dirname, 'src/app/routes/provider-layout-route.tsx');
const INBOX_PAGE = resolve(__dirname, 'src/features/orders/components/inbox-page.tsx');
/**
 * The screens of visitors and of people signing in: they load no provider code. (The client
 * portal shares most of its code with the provider's screens and takes the provider chunk.)
 */
const PUBLIC_SCREENS = [
  'src/features/landing/',
  'src/features/auth/',
  'src/app/routes/not-found.tsx',
].map((path) => resolve(__dirname, path));
const isScreen = (m: ModuleFacts) => m.isEntry || m.dynamicImporters.length > 0;

const inFirstScreen = reachedFrom((m) => m.isEntry);
const inPublicScreen = reachedFrom(
  (m) => m.dynamicImporters.length > 0 && PUBLIC_SCREENS.some((path) => m.id.startsWith(path)),
);
const inProviderLayout = reachedFrom((m) => m.id === PROVIDER_LAYOUT);
const inInbox = reachedFrom((m) => m.id === INBOX_PAGE);
/** Reached from some screen other than the inbox (the first screen included). */
const inOtherScreen = reachedFrom((m) => isScreen(m) && m.id !== INBOX_PAGE);

/** What a public screen needs that the provider chunk would otherwise take. */
function inPublicAndProvider(id: string, facts: Facts): boolean {
  if (inFirstScreen(id, facts) || !inPublicScreen(id, facts)) return false;
  return inProviderLayout(id, facts) || inInbox(id, facts);
}

/**
 * The provider chunk: the provider layout's code and what the inbox shares with other screens,
 * leaving out the first screen's and whatever a public screen needs, so that neither loads it.
 */
function inProviderChunk(id: string, facts: Facts): boolean {
  if (inFirstScreen(id, facts) || inPublicScreen(id, facts)) return false;
  return inProviderLayout(id, facts) || (inInbox(id, facts) && inOtherScreen(id, facts));
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
            // The first screen in one chunk (the bundler's own tag for what the entry imports
            // statically), rather than one for every module it shares with a lazy screen: about
            // 20 requests before, six at a time over HTTP/1.1.
            { name: 'app', tags: ['$initial'] },
            // What a public screen shares with the provider's: its own chunk, taken first, so
            // that the provider chunk (which takes its modules' imports along) does not hold it.
            {
              debugName: 'shared',
              name: (id, ctx) =>
                inPublicAndProvider(id, (m) => ctx.getModuleInfo(m)) ? 'shared' : null,
            },
            // The provider layout's code and what the inbox shares with other screens, in one
            // chunk (about 45 requests before, and the inbox's list call waited behind them):
            // every provider screen loads the layout anyway, and most are lists like the inbox.
            {
              debugName: 'provider',
              name: (id, ctx) =>
                inProviderChunk(id, (m) => ctx.getModuleInfo(m)) ? 'provider' : null,
            },
          ],
        },
      },
    },
  },
});
