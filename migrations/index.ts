// One migration tree for SQLite and PostgreSQL, applied in name order.
import * as m0001 from './0001_orgs_deals.ts';
import * as m0002 from './0002_jobs.ts';
import * as m0003 from './0003_match_runs.ts';
import * as m0004 from './0004_webhooks.ts';
import * as m0005 from './0005_auth_version.ts';
import * as m0006 from './0006_users.ts';
import * as m0007 from './0007_upload_chunks.ts';
import * as m0008 from './0008_jobs_deal_index.ts';
import * as m0010 from './0010_deals_updated_index.ts';
import * as m0011 from './0011_org_settings.ts';
import * as m0012 from './0012_deal_corrections.ts';
import * as m0013 from './0013_teams.ts';
import * as m0014 from './0014_deal_statement_review.ts';

export const migrations = {
  '0001_orgs_deals': m0001,
  '0002_jobs': m0002,
  '0003_match_runs': m0003,
  '0004_webhooks': m0004,
  '0005_auth_version': m0005,
  '0006_users': m0006,
  '0007_upload_chunks': m0007,
  '0008_jobs_deal_index': m0008,
  '0010_deals_updated_index': m0010,
  '0011_org_settings': m0011,
  '0012_deal_corrections': m0012,
  '0013_teams': m0013,
  '0014_deal_statement_review': m0014,
};
