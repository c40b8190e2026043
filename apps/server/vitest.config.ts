import { serverProject } from './vitest.projects.js';

// `npx vitest run` inside apps/server: every file isolated, the way a suspected leak between files is
// checked. The root config (npm test) runs most files in shared workers (vitest.projects.ts).
export default serverProject('server', { isolate: true });
