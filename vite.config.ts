import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const resolvePath = (relative: string) => fileURLToPath(new URL(relative, import.meta.url));

/** The API the dev server proxies to (`npm run dev` starts both). */
const apiTarget = process.env.VITE_API_TARGET ?? 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [react()],
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
      'qs',
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
