import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Vitest globals are off, so Testing Library cannot register its own automatic cleanup.
afterEach(() => {
  cleanup();
});

// findBy*/waitFor give up after 1 s by default; with Vitest running files in parallel on 2 cores a
// lazy import or a chain of effects can take longer without anything being wrong.
configure({ asyncUtilTimeout: 5000 });
