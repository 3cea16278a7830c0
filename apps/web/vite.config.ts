import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** Where `npm run dev` forwards API, WebDAV and runtime-config requests (the server's default port). */
const DEV_BACKEND_URL = 'http://localhost:8787';

const backendProxy = {
  '/api': { target: DEV_BACKEND_URL, changeOrigin: true },
  '/dav': { target: DEV_BACKEND_URL, changeOrigin: true },
};

export default defineConfig({
  plugins: [react(), tailwindcss()],
  server: {
    port: 5173,
    // /config.js comes from the server at runtime; public/config.js is the fallback when it is down.
    proxy: { ...backendProxy, '/config.js': { target: DEV_BACKEND_URL, changeOrigin: true } },
  },
  preview: { proxy: backendProxy },
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    emptyOutDir: true,
    rollupOptions: {
      treeshake: {
        // @satchel/shared builds zod schemas at module level. It has no other side effects, so a
        // chunk that only needs an error id or a constant must not pull in zod and every schema.
        moduleSideEffects: (id: string) => !/[\\/]packages[\\/]shared[\\/]/.test(id),
      },
    },
  },
});
