import type { Pool, PoolClient } from 'pg';
import { isConnectionLost } from './postgres-errors';

export interface TransactionOptions {
  /**
   * Statements sent with BEGIN in the same round trip, such as `SET LOCAL statement_timeout`.
   * Plain SQL with no parameters.
   */
  settings?: readonly string[];
  /**
   * Ends the transaction's part in the request: when it aborts, the client is discarded at once
   * (its connection closed, which rolls back whatever did not commit) and the transaction
   * rejects with the signal's reason, whatever PostgreSQL is doing.
   */
  signal?: AbortSignal;
}

/**
 * Runs `work` on one client of the pool inside BEGIN … COMMIT, rolling back when it throws.
 *
 * The client goes back to the pool only in a known state. node-postgres emits 'error' on a
 * checked-out client whose connection ends (PostgreSQL killed mid-transaction), and an 'error'
 * event with no listener throws and takes the whole process down; the listener here records it.
 * A client whose connection failed, whose query timed out with its answer still to come, or whose
 * ROLLBACK did not go through, is discarded (released with the error) rather than reused.
 */
export async function inTransaction<T>(
  pool: Pool,
  work: (client: PoolClient) => Promise<T>,
  { settings = [], signal }: TransactionOptions = {},
): Promise<T> {
  signal?.throwIfAborted();
  const client = await pool.connect();
  let broken: Error | undefined;
  let released = false;
  const onError = (error: Error) => {
    broken ??= error;
  };
  const release = () => {
    if (released) return;
    released = true;
    client.removeListener('error', onError);
    // A truthy argument makes the pool close the client and drop it.
    client.release(broken);
  };
  const onAbort = () => {
    broken ??= new Error(`transaction abandoned: ${String(signal?.reason)}`);
    release();
  };
  client.on('error', onError);
  signal?.addEventListener('abort', onAbort, { once: true });
  try {
    // A client that came from the pool after the deadline passed is not used.
    signal?.throwIfAborted();
    await client.query(['BEGIN', ...settings].join('; '));
    const result = await work(client);
    await client.query('COMMIT');
    return result;
  } catch (error) {
    if (!broken && isConnectionLost(error)) broken = error as Error;
    if (!broken && !released) {
      await client.query('ROLLBACK').catch((rollbackError: Error) => {
        broken = rollbackError;
      });
    }
    throw signal?.aborted ? signal.reason : error;
  } finally {
    signal?.removeEventListener('abort', onAbort);
    release();
  }
}
