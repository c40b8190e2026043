// Browsers and bundlers word a failed lazy chunk differently; all of them mean "a deploy replaced the files".
const CHUNK_LOAD_MESSAGES = [
  /loading chunk [\w-]+ failed/i,
  /loading css chunk/i,
  /failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /importing a module script failed/i,
  /unable to preload css/i,
];

export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (error.name === 'ChunkLoadError') return true;
  return CHUNK_LOAD_MESSAGES.some((pattern) => pattern.test(error.message));
}
