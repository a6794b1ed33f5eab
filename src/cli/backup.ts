// `mca backup FILE [--key-out KEYFILE]`, `mca backup --verify FILE [--key-file KEYFILE]` and
// `mca restore FILE [--key-file KEYFILE] [--force]` (docs/operations.md).
import { createContext } from '../context.ts';
import { loadConfig } from '../platform/config.ts';
import { backup, restore, verify } from '../platform/backup/service.ts';
import { parse, UsageError } from './args.ts';
import { print } from './output.ts';

const mb = (bytes: number) => `${(bytes / 1048576).toFixed(1)} MB`;
const warn = (warnings: string[]) => { for (const w of warnings) process.stderr.write(`mca: warning: ${w}\n`); };

export async function backupCommand(argv: string[]) {
  const { positionals, flags } = parse(argv, { 'key-out': 'string', 'key-file': 'string', verify: 'boolean' });
  const [file] = positionals;
  if (!file || positionals.length > 1) throw new UsageError(`backup: expected one FILE${flags.verify ? ' to verify' : ''}`);
  if (flags.verify) {
    if (flags['key-out']) throw new UsageError('backup --verify takes --key-file, not --key-out');
    const report = await verify(loadConfig(), file, { keyFile: flags['key-file'] as string | undefined });
    warn(report.warnings);
    print(!!flags.json, report, report.format === 1
      ? `${file}: a format 1 ${report.dialect} backup of ${report.created_at} (data key check ${report.key_id}): its database reads whole, ` +
        'but this format carries no authentication, so an edit that still reads cannot be found.'
      : `${file}: verified, every byte authenticated with the data key (check ${report.key_id}): a ${report.dialect} backup of ${report.created_at}, ` +
        `${report.tables} tables, ${report.rows} rows, ${mb(report.bytes)}.`);
    return;
  }
  if (flags['key-file']) throw new UsageError('backup takes --key-file only with --verify');
  const report = await backup(loadConfig(), file, { keyOut: flags['key-out'] as string | undefined });
  print(!!flags.json, report, `backup of the ${report.dialect} database written to ${report.file} (${mb(report.bytes)}, ${report.tables} tables, ${report.rows} rows), ` +
    `encrypted and sealed with the data key (check ${report.key_id}).\n` +
    `The key is not in the backup: ${report.key_file ? `it is in ${report.key_file}; keep that file` : 'keep the key (MCA_DATA_KEY, or data.key in the data dir)'} ` +
    'apart from the backup. Without it the backup cannot be read or restored.');
}

export async function restoreCommand(argv: string[]) {
  const { positionals, flags } = parse(argv, { 'key-file': 'string', force: 'boolean' });
  const [file] = positionals;
  if (!file || positionals.length > 1) throw new UsageError('restore: expected one FILE');
  const config = loadConfig();
  const report = await restore(config, file, { keyFile: flags['key-file'] as string | undefined, force: flags.force === true });
  warn(report.warnings);
  // A backup from an older version is brought up to this one's schema at once.
  const ctx = await createContext(config, { migrate: true });
  await ctx.close();
  print(!!flags.json, report, `restored the ${report.dialect} backup of ${report.created_at} from ${report.file} (${report.tables} tables, ${report.rows} rows checked; data key check ${report.key_id}` +
    `${report.key_written ? `, key written to ${report.key_written}` : ''}). Start the server.`);
}
