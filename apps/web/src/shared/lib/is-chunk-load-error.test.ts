import { describe, expect, it } from 'vitest';
import { isChunkLoadError } from './is-chunk-load-error';

function namedError(name: string, message: string): Error {
  const error = new Error(message);
  error.name = name;
  return error;
}

describe('isChunkLoadError', () => {
  it.each([
    namedError('ChunkLoadError', 'anything'),
    new Error('Loading chunk 42 failed.'),
    new TypeError('Failed to fetch dynamically imported module: http://host/v1/assets/recruiter-home-abc.js'),
    new TypeError('error loading dynamically imported module: http://host/v1/assets/x.js'),
    new TypeError('Importing a module script failed.'),
  ])('recognises %s', (error) => {
    expect(isChunkLoadError(error)).toBe(true);
  });

  it.each([
    new Error('Cannot read properties of undefined'),
    'Loading chunk 1 failed',
    undefined,
    { name: 'ChunkLoadError' },
  ])('rejects %s', (value) => {
    expect(isChunkLoadError(value)).toBe(false);
  });
});
