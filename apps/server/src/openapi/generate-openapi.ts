import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../app.js';
import { parseEnv } from '../config/env.js';

/**
 * The OpenAPI document as the routes describe it, built on a throw-away database. Used by
 * `npm run openapi` (writes docs/openapi.json) and by the drift test that compares the two.
 */
export async function generateOpenApi(): Promise<string> {
  const dir = mkdtempSync(path.join(tmpdir(), 'vi-openapi-'));
  try {
    const config = parseEnv({
      DATA_DIR: dir,
      JWT_SECRET: 'x'.repeat(32),
      DEMO_SEED: 'false',
      LOG_LEVEL: 'silent',
    });
    const app = await buildApp({ config, logger: false });
    try {
      await app.ready();
      return `${JSON.stringify(app.swagger(), null, 2)}\n`;
    } finally {
      await app.close();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
