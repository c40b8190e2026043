export * from './limits.js';
export * from './errors.js';
export * from './common.schema.js';
export * from './auth.schema.js';
export * from './company.schema.js';
