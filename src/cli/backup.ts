// `mca backup FILE [--key-out KEYFILE]` and `mca restore FILE [--key-file KEYFILE] [--force]` (docs/operations.md).
import { createContext } from '../context.ts';
import { loadConfig } from '../platform/config.ts';
import { backup, restore } from '../platform/backup/service.ts';
import { parse, UsageError } from './args.ts';
import { print } from './output.ts';

const mb = (bytes: number) => `${(bytes / 1048576).toFixed(1)} MB`;

export async function backupCommand(argv: string[]) {
  const { positionals, flags } = parse(argv, { 'key-out': 'string' });
  const [file] = positionals;
  if (!file || positionals.length > 1) throw new UsageError('backup: expected one FILE');
  const report = await backup(loadConfig(), file, { keyOut: flags['key-out'] as string | undefined });
  print(!!flags.json, report, `backup of the ${report.dialect} database written to ${report.file} (${mb(report.bytes)}).\n` +
    `It does not contain the data key (check ${report.key_check}): ${report.key_file ? `the key is in ${report.key_file}; keep that file` : 'keep the key (MCA_DATA_KEY, or data.key in the data dir)'} ` +
    'apart from the backup. Without it the backup\'s tax IDs, statements, webhook secrets and stored answers are unreadable.');
}

export async function restoreCommand(argv: string[]) {
  const { positionals, flags } = parse(argv, { 'key-file': 'string', force: 'boolean' });
  const [file] = positionals;
  if (!file || positionals.length > 1) throw new UsageError('restore: expected one FILE');
  const config = loadConfig();
  const report = await restore(config, file, { keyFile: flags['key-file'] as string | undefined, force: flags.force === true });
  // A backup from an older version is brought up to this one's schema at once.
  const ctx = await createContext(config, { migrate: true });
  await ctx.close();
  print(!!flags.json, report, `restored the ${report.dialect} backup of ${report.created_at} from ${report.file} (data key check ${report.key_check}` +
    `${report.key_written ? `, key written to ${report.key_written}` : ''}). Start the server.`);
}
