import { OPERATOR_TABLES_SQLITE } from '../../storage/operator-tables';
import type { DomainSchema } from '.';

/**
 * The operator's tables (server/src/storage/operator-tables.ts): named admin tokens (their
 * SHA-256, never the token), the audit log of privileged actions, and when each order was handed
 * to fulfilment as CSV and when its personal fields were erased. With DATABASE_URL set they live
 * in PostgreSQL instead (migration 4).
 */
export const operatorSchema: DomainSchema = { name: 'operator', sql: OPERATOR_TABLES_SQLITE };
