import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// Vitest globals are off, so Testing Library cannot register its own automatic cleanup.
afterEach(() => {
  cleanup();
});
