/**
 * The simulator's database: one small interface over PGlite (embedded PostgreSQL, the default) and a
 * real PostgreSQL server, so the same SQL and migrations run on both. Money columns are `numeric`,
 * read back as decimal text, never as JS numbers.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';

/** Something that runs one parameterised statement: the database or an open transaction. */
export interface SqlExecutor {
  query<Row = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<{ rows: Row[] }>;
}

/** The database the simulator runs on. */
export interface SimDatabase extends SqlExecutor {
  /** Runs a script of several statements (migrations). */
  exec(sql: string): Promise<void>;
  /** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<Value>(work: (tx: SqlExecutor) => Promise<Value>): Promise<Value>;
  close(): Promise<void>;
  /** 'pglite' or 'postgres', for logs and benchmarks. */
  readonly kind: 'pglite' | 'postgres';
}

/** Wraps a PGlite instance. PGlite runs one transaction at a time, so transactions never interleave. */
export function pgliteDatabase(db: PGlite): SimDatabase {
  return {
    kind: 'pglite',
    async query<Row>(sql: string, params: readonly unknown[] = []) {
      const result = await db.query<Row>(sql, [...params]);
      return { rows: result.rows };
    },
    async exec(sql: string) {
      await db.exec(sql);
    },
    transaction<Value>(work: (tx: SqlExecutor) => Promise<Value>) {
      return db.transaction(async (tx) =>
        work({
          async query<Row>(sql: string, params: readonly unknown[] = []) {
            const result = await tx.query<Row>(sql, [...params]);
            return { rows: result.rows };
          },
        }),
      );
    },
    close: () => db.close(),
  };
}

/** An in-memory PGlite database: what the tests use. */
export function memoryDatabase(): SimDatabase {
  return pgliteDatabase(new PGlite());
}

/** A file-backed PGlite database under `dataDir` (created when missing). */
export function fileDatabase(dataDir: string): SimDatabase {
  mkdirSync(path.dirname(dataDir), { recursive: true });
  return pgliteDatabase(new PGlite(dataDir));
}
