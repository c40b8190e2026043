/**
 * The data folder holds personal data and secrets: the SQLite database and its -wal and -shm files,
 * staged takes (.part), media, resumes, webhook secrets. Files are created 0640 and folders 0750 (owner
 * writes, the owner's group may read for backups, others nothing), whatever umask the process was started
 * with. Set first thing in every entry point (server, worker, CLI), before any file is created.
 */
export const DATA_FILE_UMASK = 0o027;

export function restrictFileModes(): void {
  process.umask(DATA_FILE_UMASK);
}
