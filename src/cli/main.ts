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

const USAGE = `usage: mca <command> [options]   (every command that prints data takes --json)

  serve                         API + embedded job worker (what npm start runs)
  worker                        a job worker only (scale-out on PostgreSQL)
  migrate                       apply database migrations and exit
  demo                          demo organizations, funders and API keys (safe to run again)
  org create --name N --kind broker|funder [--areas deals,parse,match] [--funder FUNDER_ID]
  plan propose --org ORG --areas LIST [--effective YYYY-MM-DD]
  plan accept --org ORG
  key create --org ORG [--scopes LIST]
  key revoke KEY_ID
  user create --org ORG --email E [--password-stdin]   a dashboard user (a strong password is generated when none is given)
  user disable USER_ID|EMAIL    signs the user out everywhere and refuses further sign-ins
  user enable USER_ID|EMAIL     lets a disabled user sign in again
  user reset-password USER_ID|EMAIL [--password-stdin]   a new password (generated unless piped), printed once; signs the user out everywhere
  funder create --file F.json | funder update FUNDER_ID --file F.json | funder list
  funder select --org BROKER_ORG --funders ID,ID
  webhook create --org ORG --url URL | webhook list --org ORG
  webhook disable ENDPOINT_ID | webhook rotate-secret ENDPOINT_ID
  webhook deliveries [--endpoint ID | --org ORG] [--limit N]
  backup FILE [--key-out KEYFILE]   a consistent copy while serving (SQLite) or pg_dump (PostgreSQL); never holds the data key
  restore FILE [--key-file KEYFILE] [--force]   put a backup in place (server stopped); refused without the backup's data key
  rekey                         re-encrypt stored values with MCA_DATA_KEY (after a rotation; old key in MCA_DATA_KEY_PREVIOUS)
  parse FILE.pdf... [--explain] parse statements locally (no server needed), the files as one application
  parse --each FILE.pdf...      every file its own application, in one process (bulk reading)`;

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
  if (!name || name === '--help' || name === 'help') { process.stdout.write(`${USAGE}\n`); return; }
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

