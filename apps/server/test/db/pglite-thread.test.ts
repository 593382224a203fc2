import { types } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startPgliteThread, type PgliteThreadClient } from '../../src/db/pglite-thread/pglite-thread-client';

describe('the embedded database on its own thread', () => {
  let pg: PgliteThreadClient;
  beforeAll(async () => {
    pg = await startPgliteThread({ dataDir: undefined });
    await pg.query(
      'create table notes (id int primary key, body text not null, at timestamptz not null default now())',
    );
  }, 120_000);
  afterAll(() => pg.close());

  test('answers queries with parameters, in object and array rows; dates stay text for Drizzle', async () => {
    await pg.query('insert into notes (id, body) values ($1, $2)', [1, 'নমস্কার']);
    // As drizzle-orm's PGlite driver asks: timestamps are returned as text, Drizzle maps them itself.
    const asDrizzle = { parsers: { [types.TIMESTAMPTZ]: (value: string) => value } };
    const objects = await pg.query<{ id: number; body: string; at: string }>(
      'select id, body, at from notes where id = $1',
      [1],
      asDrizzle,
    );
    expect(objects.rows).toEqual([{ id: 1, body: 'নমস্কার', at: expect.any(String) }]);
    const arrays = await pg.query('select id, body from notes where id = $1', [1], { rowMode: 'array' });
    expect(arrays.rows).toEqual([[1, 'নমস্কার']]);
  });

  test('new WAL segments are not zero-filled first (the stalls of a growing log)', async () => {
    const { rows } = await pg.query<{ wal_init_zero: string }>('show wal_init_zero');
    expect(rows[0]?.wal_init_zero).toBe('off');
  });

  test('a failed statement rejects with the PostgreSQL fields callers read (code, detail)', async () => {
    const error = await pg.query('insert into notes (id, body) values (1, $1)', ['again']).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({ code: '23505', message: expect.stringContaining('duplicate key') });
    expect((error as { detail?: string }).detail).toContain('(id)=(1)');
  });

  test('a transaction commits; a throwing one rolls back and rethrows the same error', async () => {
    await pg.transaction(async (tx) => {
      await tx.query('insert into notes (id, body) values (2, $1)', ['kept']);
    });
    const boom = new Error('changed my mind');
    await expect(
      pg.transaction(async (tx) => {
        await tx.query('insert into notes (id, body) values (3, $1)', ['dropped']);
        throw boom;
      }),
    ).rejects.toBe(boom);
    const { rows } = await pg.query<{ id: number }>('select id from notes order by id');
    expect(rows.map((r) => r.id)).toEqual([1, 2]);
  });

  test('a query from outside waits until an open transaction has finished', async () => {
    let outsideSaw: number | undefined;
    await pg.transaction(async (tx) => {
      await tx.query('insert into notes (id, body) values (4, $1)', ['inside']);
      const outside = pg
        .query<{ n: number }>('select count(*)::int as n from notes')
        .then((r) => (outsideSaw = r.rows[0]?.n));
      // Give the outside query every chance to run inside this transaction (it must not).
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(outsideSaw).toBeUndefined();
      await tx.query('insert into notes (id, body) values (5, $1)', ['inside too']);
      void outside;
    });
    await expect.poll(() => outsideSaw).toBe(4);
  });
});
