// bin/mca: thin commands over the same services the API uses.
// stdout carries only a command's own output (exactly one JSON document with --json); libraries that print with
// console.log (pdf.js warnings) go to stderr with the logs.
console.log = console.error;
console.info = console.error;
// V8's compiled code kept on disk between runs: bin/mca sets NODE_COMPILE_CACHE, which covers every module; run
// directly (node src/cli/main.ts), the commands imported after this line are covered at least.
enableCompileCache();
import { enableCompileCache } from 'node:module';
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

async function main(argv: string[]) {
  const [name, ...rest] = argv;
  if (!name || name === 'help' || wantsHelp(argv)) { process.stdout.write(`${helpFor(argv)}\n`); return; }
  const command = await load(name);
  if (!command) throw new UsageError(`unknown command "${name}"`);
  await command(rest);
}

main(process.argv.slice(2)).catch((error: unknown) => {
  if (error instanceof UsageError || (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')) {
    process.stderr.write(`mca: ${(error as Error).message}\n\n${USAGE}\n`);
    process.exitCode = 2;
  } else if (error instanceof ConfigError) {
    process.stderr.write(`mca: ${error.message}\n`);
    process.exitCode = 78;
  } else if (error instanceof DomainError) {
    const details = error.details?.map((d) => `\n  ${d.field}: ${d.issue}`).join('') ?? '';
    process.stderr.write(`mca: ${error.code}: ${error.message}${details}\n`);
    process.exitCode = 1;
  } else {
    process.stderr.write(`mca: ${(error as Error)?.stack ?? String(error)}\n`);
    process.exitCode = 1;
  }
});

