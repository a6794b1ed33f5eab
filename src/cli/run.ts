// The commands of bin/mca and how their errors end: `runCli` runs one command line and returns its exit code. src/cli/main.ts
// is the process around it; the CLI tests also run several command lines in one process through it (test/mca.ts).
import { ConfigError } from '../platform/config.ts';
import { DomainError } from '../platform/errors.ts';
import { UsageError } from './args.ts';
import { helpFor, USAGE, wantsHelp } from './help.ts';

type Command = (argv: string[]) => Promise<void>;

async function load(name: string): Promise<Command | undefined> {
  switch (name) {
    case 'serve': return (await import('./serve.ts')).serve;
    case 'worker': return (await import('./serve.ts')).worker;
    case 'migrate': return (await import('./serve.ts')).migrate;
    case 'demo': return (await import('./demo.ts')).demo;
    case 'org': return (await import('./admin.ts')).org;
    case 'plan': return (await import('./admin.ts')).plan;
    case 'key': return (await import('./admin.ts')).key;
    case 'user': return (await import('./user.ts')).user;
    case 'backup': return (await import('./backup.ts')).backupCommand;
    case 'restore': return (await import('./backup.ts')).restoreCommand;
    case 'rekey': return (await import('./admin.ts')).rekeyCommand;
    case 'funder': return (await import('./admin.ts')).funder;
    case 'parse': return (await import('./parse.ts')).parse;
    case 'webhook': return (await import('./webhook.ts')).webhook;
    default: return undefined;
  }
}

async function command(argv: string[]) {
  const [name, ...rest] = argv;
  if (!name || name === 'help' || wantsHelp(argv)) { process.stdout.write(`${helpFor(argv)}\n`); return; }
  const command = await load(name);
  if (!command) throw new UsageError(`unknown command "${name}"`);
  await command(rest);
}

/** Runs one command line (`argv` without `mca`); its output on process.stdout and process.stderr, its exit code returned. */
export async function runCli(argv: string[]): Promise<number> {
  try {
    await command(argv);
    return 0;
  } catch (error: unknown) {
    return failed(error);
  }
}

/** Says on stderr why a command failed; the exit code for it: 2 usage, 78 configuration, 1 anything else. */
function failed(error: unknown): number {
  if (error instanceof UsageError || (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')) {
    process.stderr.write(`mca: ${(error as Error).message}\n\n${USAGE}\n`);
    return 2;
  }
  if (error instanceof ConfigError) {
    process.stderr.write(`mca: ${error.message}\n`);
    return 78;
  }
  if (error instanceof DomainError) {
    const details = error.details?.map((d) => `\n  ${d.field}: ${d.issue}`).join('') ?? '';
    process.stderr.write(`mca: ${error.code}: ${error.message}${details}\n`);
    return 1;
  }
  // Anything else is still one line for the operator; the stack trace only when asked for (LOG_LEVEL=debug or trace).
  const verbose = ['debug', 'trace'].includes(process.env.LOG_LEVEL ?? '');
  const line = String((error as Error)?.message ?? error).split('\n')[0];
  process.stderr.write(`mca: ${verbose ? ((error as Error)?.stack ?? String(error)) : `${line} (LOG_LEVEL=debug shows where)`}\n`);
  return 1;
}

