// The demo company: its seed, its recorded sample answers and the start-up banner.
// What other modules and the entry points may use; everything else in this folder is the module's own.
export { demoBanner, startBanner } from './demo-banner.js';
export { isDatabaseEmpty, seedDemo } from './demo-seed.js';
export { prepareDemo, speechLines } from './demo-start.js';
export { DEMO_OWNER_EMAIL, ensureDemoOwner, type DemoOwner } from './demo-owner.js';
