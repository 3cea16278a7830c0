import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

// The web project of the root vitest config: React components in happy-dom (jsdom needs Node 22).
export default defineProject({
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    restoreMocks: true,
    testTimeout: 30_000,
    unstubGlobals: true,
  },
});
