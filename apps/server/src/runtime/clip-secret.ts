import { createHmac } from 'node:crypto';
import type { Config } from '../config/env.js';

/**
 * The key of question clips' file names: derived from the installation's signing secret (JWT_SECRET, or
 * the development secret in DATA_DIR), so every node names a clip alike and the secret itself is never
 * used twice. Undefined with JWKS only: the TTS service then makes a key per process.
 */
export function clipSecretOf(config: Config): string | undefined {
  const secret = config.jwt.secret;
  return secret ? createHmac('sha256', secret).update('question-clip-names').digest('hex') : undefined;
}
