import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { USER_PATH } from './src/api/user-path.ts';

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

export default defineConfig({
  plugins: [react(), versionFile(), inlineEntryCss(), preloadUser(), precompress()],
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
    // Stays under the 500 kB warning by splitting vendors that most screens share.
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [{ name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ }],
        },
      },
    },
  },
});
