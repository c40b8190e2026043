import { webProject } from './vitest.projects';

// Every web test isolated: what `vitest run --config apps/web/vitest.config.ts` runs from the repo root.
// The root config splits the same files into a shared and an isolated project (vitest.projects.ts).
export default webProject('web', { isolate: true });
