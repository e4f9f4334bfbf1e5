import { catalogueSchema } from './catalogue';
import { catalogueChangesSchema } from './catalogue-changes';
import { contentSchema } from './content';
import { contentChangesSchema } from './content-changes';
import { mediaSchema } from './media';
import { operatorSchema } from './operator';
import { ordersSchema } from './orders';
import { placesSchema } from './places';
import { scenesSchema } from './scenes';
import { storesSchema } from './stores';

/**
 * The schema of each domain lives beside its name here; add a domain by adding its module to the
 * list. Each is idempotent DDL (CREATE TABLE IF NOT EXISTS …) so that opening a database applies
 * whatever is missing.
 */
export interface DomainSchema {
  name: string;
  sql: string;
}

export const schemas: DomainSchema[] = [
  catalogueSchema,
  catalogueChangesSchema,
  storesSchema,
  mediaSchema,
  contentSchema,
  placesSchema,
  ordersSchema,
  operatorSchema,
  scenesSchema,
  contentChangesSchema,
];
