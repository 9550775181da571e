/**
 * The simulator's database: one small interface over PGlite (embedded PostgreSQL, the default) and a
 * real PostgreSQL server, so the same SQL and migrations run on both. Money columns are `numeric`,
 * read back as decimal text, never as JS numbers.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

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

/** Errors a transaction is retried on: serialization failure and deadlock, which real concurrency can cause. */
const RETRYABLE = new Set(['40001', '40P01']);

/**
 * A real PostgreSQL server (`DATABASE_URL`), through a `pg` pool. int8 columns (the ms timestamps) are
 * read as numbers, numeric stays decimal text. `schema`, when given, is created and used as the
 * search_path of every connection, so several simulators can share one server (the tests do).
 */
export async function postgresDatabase(
  connectionString: string,
  options: { schema?: string; max?: number; dropSchemaOnClose?: boolean } = {},
): Promise<SimDatabase> {
  const types = {
    getTypeParser: (oid: number, format?: 'text' | 'binary') =>
      oid === 20 ? (value: string) => Number(value) : pg.types.getTypeParser(oid, format as 'text'),
  };
  if (options.schema && !/^[a-z_][a-z0-9_]*$/.test(options.schema))
    throw new Error(`invalid schema name: ${options.schema}`);
  if (options.schema) {
    const admin = new pg.Client({ connectionString });
    await admin.connect();
    await admin.query(`CREATE SCHEMA IF NOT EXISTS ${options.schema}`);
    await admin.end();
  }
  const pool = new pg.Pool({
    connectionString,
    max: options.max ?? 10,
    types,
    ...(options.schema ? { options: `-c search_path=${options.schema}` } : {}),
  });
  const query = async <Row>(executor: pg.Pool | pg.PoolClient, sql: string, params: readonly unknown[] = []) => ({
    rows: (await executor.query(sql, [...params])).rows as Row[],
  });
  return {
    kind: 'postgres',
    query: (sql, params) => query(pool, sql, params),
    async exec(sql: string) {
      await pool.query(sql);
    },
    async transaction<Value>(work: (tx: SqlExecutor) => Promise<Value>): Promise<Value> {
      for (let attempt = 1; ; attempt++) {
        const client = await pool.connect();
        try {
          await client.query('BEGIN');
          const value = await work({ query: (sql, params) => query(client, sql, params) });
          await client.query('COMMIT');
          return value;
        } catch (error) {
          await client.query('ROLLBACK').catch(() => undefined);
          if (attempt < 5 && RETRYABLE.has((error as { code?: string }).code ?? '')) continue;
          throw error;
        } finally {
          client.release();
        }
      }
    },
    async close() {
      if (options.schema && options.dropSchemaOnClose)
        await pool.query(`DROP SCHEMA IF EXISTS ${options.schema} CASCADE`);
      await pool.end();
    },
  };
}

/**
 * `db` with a count of the statements run through it, in a transaction or not: what the clock benchmark
 * and the tests of the simulator's cost measure (a count does not depend on the machine's speed).
 */
export function countingDatabase(db: SimDatabase): SimDatabase & { statements(): number } {
  let count = 0;
  const counted = (executor: SqlExecutor): SqlExecutor => ({
    query: (sql, params) => {
      count++;
      return executor.query(sql, params);
    },
  });
  return {
    kind: db.kind,
    exec: (sql) => db.exec(sql),
    close: () => db.close(),
    query: counted(db).query,
    transaction: (work) => db.transaction((tx) => work(counted(tx))),
    statements: () => count,
  };
}
