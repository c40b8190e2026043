import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';

export default defineConfig({
  base: '/v1/',
  plugins: [react()],
  resolve: {
    // 'source' lets workspace packages (@vi/contracts) resolve to their TS source without a prior build.
    conditions: ['source', ...defaultClientConditions],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
  },
});
