import type { Pool, PoolClient } from 'pg';

/**
 * Runs `work` on one client of the pool inside BEGIN … COMMIT, rolling back when it throws, and
 * gives the client back either way.
 */
export async function inTransaction<T>(
  pool: Pool,
  work: (client: PoolClient) => Promise<T>,
): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    const result = await work(client);
    await client.query('COMMIT');
    return result;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}
