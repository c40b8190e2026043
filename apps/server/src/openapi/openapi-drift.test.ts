import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SERVER_ROOT } from '../lib/paths.js';
import { generateOpenApi } from './generate-openapi.js';

describe('OpenAPI document', () => {
  it('docs/openapi.json matches the routes (run `npm run openapi` after changing an API)', async () => {
    const committed = readFileSync(path.resolve(SERVER_ROOT, '..', '..', 'docs', 'openapi.json'), 'utf8');
    expect(await generateOpenApi()).toBe(committed);
  });
});
