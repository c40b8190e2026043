import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** apps/server, whether running from src (tests) or dist (production). */
export const SERVER_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const DEFAULT_WEB_DIST = path.resolve(SERVER_ROOT, '..', 'web', 'dist');
