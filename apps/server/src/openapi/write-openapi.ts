import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { SERVER_ROOT } from '../lib/paths.js';
import { generateOpenApi } from './generate-openapi.js';

const target = path.resolve(SERVER_ROOT, '..', '..', 'docs', 'openapi.json');
writeFileSync(target, await generateOpenApi());
process.stdout.write(`wrote ${target}\n`);
