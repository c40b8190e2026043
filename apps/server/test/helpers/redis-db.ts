import { Redis } from 'ioredis';

/**
 * A Redis database of its own for a test that starts server or worker processes: they have no key-prefix
 * setting, so in database 0 they would share BullMQ's default `bull:vi-jobs` keys with every other such
 * run, and with what a killed run left there (job schedulers, delayed jobs). The first empty database of
 * 1–15 is marked as taken so a parallel run picks another; database 0 is the suites' own (their queues
 * have key prefixes). Returns the database number; `redisUrlFor` gives the address to hand to processes.
 */
export async function claimRedisDb(url: string, owner: string): Promise<number> {
  for (let db = 1; db <= 15; db++) {
    const redis = new Redis(url, { db, lazyConnect: true, maxRetriesPerRequest: 1 });
    await redis.connect();
    try {
      const claimed = await redis.set('vi-test:claim', `${owner}:${process.pid}`, 'EX', 3600, 'NX');
      if (claimed === 'OK' && (await redis.dbsize()) === 1) return db;
      if (claimed === 'OK') await redis.del('vi-test:claim');
    } finally {
      redis.disconnect();
    }
  }
  throw new Error(`no empty Redis database (1-15) for ${owner}`);
}

/** Empties the database (the claim goes with it). */
export async function releaseRedisDb(url: string, db: number): Promise<void> {
  const redis = new Redis(url, { db, lazyConnect: true, maxRetriesPerRequest: 1 });
  await redis.connect();
  try {
    await redis.flushdb();
  } finally {
    redis.disconnect();
  }
}

/** The same server, that database: `redis://host:port/<db>`. */
export function redisUrlFor(url: string, db: number): string {
  const address = new URL(url);
  address.pathname = `/${db}`;
  return address.toString();
}
