import { Migrator, type Migration, type MigrationProvider } from 'kysely/migration';
import { migrations } from '../../../migrations/index.ts';
import type { Db } from './index.ts';

const provider: MigrationProvider = { getMigrations: async () => migrations as unknown as Record<string, Migration> };

/** Apply every pending migration; throws with the failing migration's name. */
export async function migrateToLatest(db: Db): Promise<string[]> {
  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((r) => r.status === 'Error')?.migrationName ?? 'unknown';
    throw new Error(`migration ${failed} failed: ${(error as Error).message}`);
  }
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
