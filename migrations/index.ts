// One migration tree for SQLite and PostgreSQL, applied in name order.
import * as m0001 from './0001_orgs_deals.ts';

export const migrations = {
  '0001_orgs_deals': m0001,
};
