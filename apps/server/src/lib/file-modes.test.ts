import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createDatabase } from '../db/database.js';
import { DATA_FILE_UMASK, restrictFileModes } from './file-modes.js';

describe('data file modes', () => {
  const previous = process.umask();
  const dir = mkdtempSync(path.join(tmpdir(), 'vi-modes-'));
  afterAll(() => {
    process.umask(previous);
    rmSync(dir, { recursive: true, force: true });
  });

  it('creates the SQLite database and its -wal file readable by owner and group only', async () => {
    // A permissive start (as many containers have) must not leak through.
    process.umask(0o000);
    restrictFileModes();
    expect(process.umask()).toBe(DATA_FILE_UMASK);
    const file = path.join(dir, 'video-interviewer.db');
    const database = await createDatabase({ dialect: 'sqlite', file });
    try {
      await database.db.schema.createTable('t').addColumn('x', 'integer').execute();
      for (const name of [file, `${file}-wal`]) {
        expect((statSync(name).mode & 0o777).toString(8), name).toBe('640');
      }
    } finally {
      await database.destroy();
    }
  });
});
