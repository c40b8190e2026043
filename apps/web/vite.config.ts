import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';
import { selfieSegmentationAssets } from './src/features/blur/selfie-segmentation-vite-plugin';
import { precompressAssets } from './vite-precompress-plugin';

export default defineConfig({
  base: '/v1/',
  // The blur model's files are served by the app itself (offline, same origin) and loaded lazily.
  // Brotli and gzip copies of the built files beside them, sent as they are by the server.
  plugins: [react(), selfieSegmentationAssets(), precompressAssets()],
  resolve: {
    // 'source' lets workspace packages (@vi/contracts) resolve to their TS source without a prior build.
    conditions: ['source', ...defaultClientConditions],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
  },
});
