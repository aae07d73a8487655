import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import optimizeLocales from '@react-aria/optimize-locales-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig, parseSync, type Plugin, type Rolldown } from 'vite';
import { PLATFORM_LANGUAGES } from './contracts/plain.ts';
import { APP_SHELL_DATA_PATHS, USER_PATH } from './src/api/user-path.ts';

const resolvePath = (relative: string) => fileURLToPath(new URL(relative, import.meta.url));

/** The API the dev server proxies to (`npm run dev` starts both). */
const apiTarget = process.env.VITE_API_TARGET ?? 'http://127.0.0.1:3000';

/**
 * The build's version: the package version plus when it was built, so every build differs. The bundle knows it
 * (`import.meta.env.VITE_APP_VERSION`) and the build writes it to `version.json`, which the staging version check
 * polls (spec §4, §9). `APP_ENV` at build time tells the bundle its environment; `npm start` builds with the
 * server's own.
 */
const packageVersion = (
  JSON.parse(readFileSync(resolvePath('./package.json'), 'utf8')) as { version: string }
).version;
const appVersion = process.env.APP_VERSION ?? `${packageVersion}+${Date.now().toString(36)}`;

function versionFile(): Plugin {
  return {
    name: 'kestrel-version-file',
    apply: 'build',
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: 'version.json',
        source: `${JSON.stringify({ version: appVersion })}\n`,
      });
    },
  };
}

/**
 * Writes a Brotli and a gzip copy next to every text asset of the build; the server sends the one the browser
 * accepts (`preCompressed` in server/http/spa.ts). Compressing once at build time lets Brotli use its best level.
 */
function precompress(): Plugin {
  let outDir = 'dist';

  return {
    name: 'kestrel-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = readdirSync(outDir, { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile() && /\.(js|css|html|svg|json|txt)$/.test(entry.name))
        .map((entry) => path.join(entry.parentPath, entry.name));
      for (const file of files) {
        const content = readFileSync(file);
        if (content.length < 1024) continue;
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(content, {
            params: {
              [zlibConstants.BROTLI_PARAM_QUALITY]: 11,
              [zlibConstants.BROTLI_PARAM_SIZE_HINT]: content.length,
            },
          }),
        );
        writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
      }
    },
  };
}

/**
 * The entry's stylesheet (only the @font-face rules of the Inter font) goes inline into index.html: as a link it
 * blocked the first paint behind the 34 module preloads sharing the connection (Lighthouse mobile: FCP 2.4–3.3 s).
 */
function inlineEntryCss(): Plugin {
  return {
    name: 'kestrel-inline-entry-css',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const bundle = context.bundle;
        if (!bundle) return html;

        return html.replace(
          /<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/g,
          (tag, file: string) => {
            const asset = bundle[file];

            return asset?.type === 'asset' ? `<style>${String(asset.source)}</style>` : tag;
          },
        );
      },
    },
  };
}

/**
 * The boot screen paints before the app's code runs. The entry stays a module preload (downloaded and compiled
 * at once, as before), but is started by a one-line loader once the browser reports the first paint: evaluating
 * it takes a few hundred milliseconds on a phone, and when it arrived before the first frame the page stayed
 * blank until it had run (Lighthouse mobile: FCP 0.7 s or 1.4–2.7 s depending on that race). Waiting for the
 * next animation frame was not enough: the frame could still be on its way to the screen when the code ran, one
 * run in two. A page in a background tab, which paints nothing, and a browser that does not report paints start
 * after 200 ms. An external file, as the Content-Security-Policy allows no inline script; named after the
 * entry's hash, so a new build never reuses a cached loader.
 */
function startAfterFirstPaint(): Plugin {
  return {
    name: 'kestrel-start-after-first-paint',
    apply: 'build',
    enforce: 'post',
    generateBundle: {
      // After Vite has written index.html into the bundle.
      order: 'post',
      handler(_options, bundle) {
        const page = bundle['index.html'];
        const entry = Object.values(bundle).find(
          (output): output is Rolldown.OutputChunk => output.type === 'chunk' && output.isEntry,
        );
        if (page?.type !== 'asset' || !entry) return;
        const url = `/${entry.fileName}`;
        const loader = `assets/start-${path.basename(entry.fileName, '.js').split('-').pop()}.js`;
        const tag = new RegExp(`<script type="module" crossorigin src="${url}"></script>`);
        const html = String(page.source);
        if (!tag.test(html)) this.error(`index.html has no module script for ${url}`);
        page.source = html.replace(
          tag,
          `<link rel="modulepreload" crossorigin href="${url}">\n    <script type="module" crossorigin src="/${loader}"></script>`,
        );
        this.emitFile({
          type: 'asset',
          fileName: loader,
          // Before the import, in a task of its own: the first date format (React Aria asks which locales
          // there are when its module runs) loads the browser's locale data, about 15 ms on a laptop and four
          // times that on a phone, done here while the code still downloads instead of inside its evaluation.
          source:
            `let started=!1;const start=()=>{started||(started=!0,Intl.DateTimeFormat().resolvedOptions(),` +
            `setTimeout(()=>import(${JSON.stringify(url)})))};` +
            'try{new PerformanceObserver(()=>setTimeout(start)).observe({type:"paint",buffered:!0})}catch{}' +
            'setTimeout(start,200);\n',
        });
      },
    },
  };
}

/**
 * The document asks for the signed-in user while the app's code downloads: every page's first render waits for
 * it, and the app only learns to ask once its code has run. The app's own request (same URL, credentials
 * included) takes the preloaded answer.
 */
function preloadUser(): Plugin {
  let origin = '';

  return {
    name: 'kestrel-preload-user',
    configResolved(config) {
      origin = (config.env.VITE_API_ORIGIN as string | undefined) ?? '';
    },
    transformIndexHtml(_html, context) {
      // The app's page only: Storybook's iframe answers /api from its mocks, which start after the page.
      if (path.basename(context.filename) !== 'index.html') return [];

      return [
        {
          tag: 'link',
          attrs: {
            rel: 'preload',
            href: `${origin}${USER_PATH}`,
            as: 'fetch',
            crossorigin: 'use-credentials',
          },
          injectTo: 'head',
        },
      ];
    },
  };
}

type AstNode = { type: string; [key: string]: unknown };

/** Calls `visit` on every node of an ESTree tree, parents before their children. */
function walkAst(node: unknown, visit: (node: AstNode) => void): void {
  if (Array.isArray(node)) for (const child of node) walkAst(child, visit);
  else if (node && typeof node === 'object') {
    if (typeof (node as AstNode).type === 'string') visit(node as AstNode);
    for (const value of Object.values(node)) if (value && typeof value === 'object') walkAst(value, visit);
  }
}

type RouteTable = {
  ROUTES: readonly { path: string; access: string; load?: () => unknown }[];
  LAYOUTS: Partial<Record<string, () => unknown>>;
};

/**
 * Which modules each routed path of the app loads on arrival: the route table (src/app/routes.ts) gives the
 * paths and their loaders; a loader's source gives its `import()`s, direct or through a helper of that file
 * (`analytics('home')`), and its access's layout adds its own.
 */
async function routeModules(routesFile: string) {
  const { ROUTES, LAYOUTS } = (await import(pathToFileURL(routesFile).href)) as RouteTable;
  const helpers = new Map<string, string[]>();
  const importsOf = (node: unknown) => {
    const found: string[] = [];
    walkAst(node, (child) => {
      const source = child.type === 'ImportExpression' ? (child.source as AstNode) : null;
      if (source?.type === 'Literal' && typeof source.value === 'string') found.push(source.value);
      const callee = child.type === 'CallExpression' ? (child.callee as AstNode) : null;
      if (callee?.type === 'Identifier') found.push(...(helpers.get(callee.name as string) ?? []));
    });

    return found;
  };
  const { program } = parseSync(routesFile, readFileSync(routesFile, 'utf8'));
  walkAst(program, (node) => {
    const id = node.type === 'VariableDeclarator' ? (node.id as AstNode) : null;
    const init = node.init as AstNode | null | undefined;
    if (
      id?.type === 'Identifier' &&
      (init?.type === 'ArrowFunctionExpression' || init?.type === 'FunctionExpression')
    )
      helpers.set(id.name as string, importsOf(init));
  });
  const importsOfLoader = (load: () => unknown) =>
    importsOf(parseSync('loader.ts', `(${String(load)})`).program);

  return ROUTES.filter((route) => route.load).map((route) => {
    const layout = LAYOUTS[route.access];
    const layoutModules = layout ? importsOfLoader(layout) : [];

    return {
      path: route.path,
      access: route.access,
      layout: layoutModules,
      modules: [...layoutModules, ...importsOfLoader(route.load!)],
    };
  });
}

/** Where the signed-in app's routes start (its layout, and its screens), found at build start. */
const appRoutes = { layout: new Set<string>(), roots: new Set<string>() };
let appShellModules: Set<string> | null = null;

/**
 * The app shell's chunk: the modules that only the signed-in app's layout reaches (statically; no other page
 * and no lazily loaded module starts from them), with what they import in turn beyond the entry's chunk. Every
 * signed-in page loads all of it, in one file instead of some twenty small ones. A guest page that shares a
 * module with it (React Aria, design-system pieces) loads it whole: the sign-in page 9 KB more, 10 files fewer.
 */
function appShellChunk(id: string, context: Rolldown.ChunkingContext): string | null {
  if (!appShellModules) {
    const reach = (from: Iterable<string>, dynamic = false) => {
      const seen = new Set<string>();
      const pending = [...from];
      while (pending.length > 0) {
        const next = pending.pop()!;
        if (seen.has(next)) continue;
        seen.add(next);
        const info = context.getModuleInfo(next);
        pending.push(...(info?.importedIds ?? []), ...(dynamic ? (info?.dynamicallyImportedIds ?? []) : []));
      }

      return seen;
    };
    const entry = resolvePath('./src/main.tsx');
    const startsElsewhere = [...reach([entry], true)]
      .flatMap((module) => context.getModuleInfo(module)?.dynamicallyImportedIds ?? [])
      .filter((root) => !appRoutes.roots.has(root));
    appShellModules = reach(appRoutes.layout);
    for (const module of reach([entry, ...startsElsewhere])) appShellModules.delete(module);
  }

  return appShellModules.has(id) ? 'app-shell' : null;
}

/**
 * The build writes `route-preloads.json`: for each path of the route table, the chunks its screen and layout
 * need beyond the entry's. The server lists them as `modulepreload` links in the page it sends for that path
 * (server/http/spa.ts), so they download alongside the entry instead of after it has run (ADR 0011). Pages of
 * the signed-in app also list the data its shell asks for once the user is in (`data`, preloaded as fetches).
 */
function routeModulePreloads(): Plugin {
  const routesFile = resolvePath('./src/app/routes.ts');
  let base = '/';
  let apiOrigin = '';

  return {
    name: 'kestrel-route-module-preloads',
    apply: 'build',
    configResolved(config) {
      base = config.base;
      apiOrigin = (config.env.VITE_API_ORIGIN as string | undefined) ?? '';
    },
    async buildStart() {
      appShellModules = null;
      appRoutes.layout.clear();
      appRoutes.roots.clear();
      for (const route of await routeModules(routesFile)) {
        if (route.access !== 'app') continue;
        for (const specifier of route.modules) {
          const resolved = await this.resolve(specifier, routesFile);
          if (!resolved) continue;
          appRoutes.roots.add(resolved.id);
          if (route.layout.includes(specifier)) appRoutes.layout.add(resolved.id);
        }
      }
    },
    async generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const byModule = new Map(chunks.flatMap((chunk) => chunk.moduleIds.map((id) => [id, chunk] as const)));
      const closure = (fileName: string, into: Set<string>) => {
        if (into.has(fileName)) return into;
        into.add(fileName);
        for (const imported of byFile.get(fileName)?.imports ?? []) closure(imported, into);

        return into;
      };
      const loadedWithEntry = new Set<string>();
      for (const chunk of chunks) if (chunk.isEntry) closure(chunk.fileName, loadedWithEntry);

      const preloads: { path: string; files: string[]; data?: string[] }[] = [];
      for (const route of await routeModules(routesFile)) {
        // A loader in a shape this reading misses would silently lose its preloads: the build says so instead.
        if (route.modules.length === 0) this.error(`route ${route.path}: no import() found in its loader`);
        const files = new Set<string>();
        for (const specifier of route.modules) {
          const resolved = await this.resolve(specifier, routesFile);
          const chunk = resolved && byModule.get(resolved.id);
          if (!chunk) this.error(`route ${route.path}: no chunk for ${specifier}`);
          closure(chunk.fileName, files);
        }
        preloads.push({
          path: route.path,
          files: [...files].filter((file) => !loadedWithEntry.has(file)).map((file) => `${base}${file}`),
          ...(route.access === 'app' && { data: APP_SHELL_DATA_PATHS.map((data) => `${apiOrigin}${data}`) }),
        });
      }
      this.emitFile({ type: 'asset', fileName: 'route-preloads.json', source: JSON.stringify(preloads) });
    },
  };
}

/**
 * React Aria's own strings (a menu's "Dismiss", a search field's "Clear search") come in 34 locales; the build keeps
 * those of the languages the app ships (PLATFORM_LANGUAGES: `en` keeps en-US), and React Aria falls back to en-US
 * elsewhere, as the rest of the interface does (/home's first view: 9.9 KB of them, minified). The development
 * server and the tests serve React Aria pre-bundled, whole.
 */
const reactAriaLocales: Plugin = {
  ...optimizeLocales.vite({ locales: PLATFORM_LANGUAGES }),
  apply: 'build',
};

export default defineConfig({
  plugins: [
    react(),
    reactAriaLocales,
    versionFile(),
    inlineEntryCss(),
    preloadUser(),
    routeModulePreloads(),
    startAfterFirstPaint(),
    precompress(),
  ],
  define: {
    'import.meta.env.VITE_APP_VERSION': JSON.stringify(appVersion),
    'import.meta.env.VITE_APP_ENV': JSON.stringify(process.env.APP_ENV ?? 'local'),
  },
  resolve: {
    alias: {
      '@/': resolvePath('./src/'),
      '@contracts/': resolvePath('./contracts/'),
      '@statecharts/': resolvePath('./statecharts/'),
      '@mocks/': resolvePath('./mocks/'),
    },
  },
  // Pre-bundled up front: discovering them mid-run makes Vite reload the page under a running test.
  optimizeDeps: {
    include: [
      'react',
      'react-dom/client',
      'react-router',
      'react-aria-components',
      'react-aria',
      'react-aria/private/interactions/PressResponder',
      'react-aria/private/interactions/useFocusVisible',
      'react-stately',
      'styled-components',
      'swr',
      'i18next',
      'react-i18next',
      'react-hook-form',
      '@hookform/resolvers/zod',
      'zod',
      'js-cookie',
      'lucide-react',
      'xstate',
      '@xstate/react',
      'msw',
    ],
  },
  server: {
    port: 5183,
    strictPort: true,
    proxy: { '/api': apiTarget, '/healthz': apiTarget },
  },
  preview: { port: 4183, strictPort: true },
  build: {
    sourcemap: true,
    // Stays under the 500 kB warning by splitting vendors that most screens share. What every page loads with
    // the entry goes into one chunk beside React, and the app shell into one more, instead of a score of small
    // ones: over HTTP/1.1 each costs a round trip on one of six connections, and small files compress worse
    // (/home: 55 → 37 → 15 scripts, 296.5 → 288.3 → 276.4 KB gzip; ADR 0011).
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
              priority: 2,
            },
            { name: 'boot', tags: ['$initial'], priority: 1 },
            { name: appShellChunk, debugName: 'app-shell' },
          ],
        },
      },
    },
  },
});
