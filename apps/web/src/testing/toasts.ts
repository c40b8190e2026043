import { toast } from 'react-toastify';
import { beforeEach, vi } from 'vitest';

const KINDS = ['success', 'error', 'warning', 'info'] as const;

/**
 * Replaces `toast.success`, `.error`, `.warning` and `.info` with spies before each test of the file,
 * so a test asserts what a toast said (`expect(toast.success).toHaveBeenCalledWith(…)`) without a toast
 * container on screen. Spies on the shared module object rather than replacing the module (`vi.mock`),
 * so the file can share its worker with others: the setup file restores every spy after the file
 * (docs/decisions/0032-shared-web-test-workers.md), and a file that restores its own spies after each
 * test gets new ones for the next. Call it at the top of the file.
 */
export function mockToasts(): void {
  beforeEach(() => {
    for (const kind of KINDS) {
      if (vi.isMockFunction(toast[kind])) toast[kind].mockClear();
      else vi.spyOn(toast, kind).mockReturnValue('test-toast');
    }
  });
}
