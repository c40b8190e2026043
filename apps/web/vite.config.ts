import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';
import { selfieSegmentationAssets } from './src/features/blur/selfie-segmentation-vite-plugin';

export default defineConfig({
  base: '/v1/',
  // The blur model's files are served by the app itself (offline, same origin) and loaded lazily.
  plugins: [react(), selfieSegmentationAssets()],
  resolve: {
    // 'source' lets workspace packages (@vi/contracts) resolve to their TS source without a prior build.
    conditions: ['source', ...defaultClientConditions],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
  },
});
