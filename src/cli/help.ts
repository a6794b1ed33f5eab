// What `mca --help`, `mca COMMAND --help` and `mca COMMAND SUB --help` print: one entry per command and subcommand,
// so the overview and each command's help come from the same lines.
interface Entry { name: string; args?: string; does: string; more?: string[]; noJson?: boolean }

const ENTRIES: Entry[] = [
  { name: 'serve', noJson: true, does: 'API + embedded job worker (what npm start runs)',
    more: ['Listens on HOST:PORT (127.0.0.1:3000); SQLite in MCA_DATA_DIR (./data) unless DATABASE_URL names a PostgreSQL.',
      'Migrates on start. MCA_WORKER=off serves the API only. Variables: docs/configuration.md.'] },
  { name: 'worker', noJson: true, does: 'a job and webhook worker only (scale-out on PostgreSQL)', more: ['MCA_WORKER_CONCURRENCY jobs at a time.'] },
  { name: 'migrate', does: 'apply database migrations and exit' },
  { name: 'demo', args: '[--new-keys]', does: 'demo organizations, funders and API keys (safe to run again)',
    more: ['Run again, it answers with the same organizations, funders and keys.',
      '--new-keys  mint new keys for the two demo organizations and revoke every older key of theirs'] },
  { name: 'org create', args: '--name N --kind broker|funder [--areas deals,parse,match] [--funder FUNDER_ID]',
    does: 'an organization with an accepted plan', more: ['A funder organization needs --funder, the funder profile it speaks for.'] },
  { name: 'plan propose', args: '--org ORG --areas LIST [--effective YYYY-MM-DD]', does: 'propose a plan change (no effect until accepted)' },
  { name: 'plan accept', args: '--org ORG', does: 'accept the proposed plan (effective on its date, or now)' },
  { name: 'key create', args: '--org ORG [--scopes LIST]', does: 'an API key; the secret is printed once',
    more: ['Scopes: deals:read, deals:write, parse:read, parse:write, match:read, match:write (all when omitted).'] },
  { name: 'key revoke', args: 'KEY_ID', does: 'revoke an API key (refused from the next request on, in every process)' },
  { name: 'user create', args: '--org ORG --email E [--role R] [--password-stdin]',
    does: 'a dashboard user; prints the password once (a strong one is generated unless one is piped in)',
    more: ['Roles: admin (the default here: team, keys and settings), member (works on deals), viewer (reads only).'] },
  { name: 'user list', args: '--org ORG', does: "the organization's members with their roles, and pending invitations" },
  { name: 'user invite', args: '--org ORG --email E [--role R]', does: 'a one-time invitation link (7 days), printed once; role member unless given' },
  { name: 'user role', args: 'USER_ID|EMAIL --role R', does: "change a user's role (an organization keeps at least one admin)" },
  { name: 'user disable', args: 'USER_ID|EMAIL', does: 'sign the user out everywhere and refuse further sign-ins' },
  { name: 'user enable', args: 'USER_ID|EMAIL', does: 'let a disabled user sign in again (old sessions stay ended)' },
  { name: 'user reset-password', args: 'USER_ID|EMAIL [--password-stdin]',
    does: 'a new password (generated unless piped), printed once; signs the user out everywhere' },
  { name: 'funder create', args: '--file F.json', does: 'a funder profile with its criteria (docs/matching.md)' },
  { name: 'funder update', args: 'FUNDER_ID --file F.json', does: "replace a funder profile's name and criteria" },
  { name: 'funder list', does: 'every funder profile' },
  { name: 'funder select', args: '--org BROKER_ORG --funders ID,ID', does: "set the funders a broker's matching runs against" },
  { name: 'webhook create', args: '--org ORG --url URL', does: 'a webhook endpoint; its whsec_ secret is printed once' },
  { name: 'webhook list', args: '--org ORG', does: "the organization's endpoints (no secrets)" },
  { name: 'webhook disable', args: 'ENDPOINT_ID', does: 'stop delivering; pending deliveries are failed' },
  { name: 'webhook rotate-secret', args: 'ENDPOINT_ID', does: 'a new secret; the old one keeps signing alongside it for 24 hours' },
  { name: 'webhook deliveries', args: '[--endpoint ID | --org ORG] [--limit N]', does: 'the delivery log with every attempt' },
  { name: 'backup', args: 'FILE [--key-out KEYFILE] | --verify FILE [--key-file KEYFILE]', does: 'one file, encrypted and sealed with the data key (which it never holds); --verify checks one',
    more: ['A consistent copy while serving: VACUUM INTO (SQLite) or pg_dump of one snapshot (PostgreSQL).',
      '--verify  authenticate every byte of FILE with its key and read its counts; restores nothing'] },
  { name: 'restore', args: 'FILE [--key-file KEYFILE] [--force]', does: 'put a backup in place (server stopped): checked whole, loaded, checked again, then switched; all or nothing' },
  { name: 'rekey', does: 're-encrypt stored values with MCA_DATA_KEY (after a rotation; old key in MCA_DATA_KEY_PREVIOUS)' },
  { name: 'parse', args: 'FILE.pdf... [--explain[=lines]] [--svg DIR] [--each]', does: 'parse statements locally (no server needed), the files as one application',
    more: ['--explain        the readings tried per statement, how each verified and which won',
      '--explain=lines  and every line: what the reader took it for, why, and the transaction it became',
      '--svg DIR        and one picture per page, DIR/FILE-pN.svg: text boxes coloured by line class, the amount',
      '                 columns, each transaction outlined with its number (implies --explain)',
      '--each           every file its own application, in one process (bulk reading)'] },
];

const line = (e: Entry) => [e.name, e.args].filter(Boolean).join(' ');

export const USAGE = `usage: mca <command> [options]   (every command that prints data takes --json; mca COMMAND --help)

${ENTRIES.map((e) => (line(e).length <= 40 ? `  ${line(e).padEnd(40)} ${e.does}` : `  ${line(e)}\n  ${''.padEnd(40)} ${e.does}`)).join('\n')}`;

/** Whether argv asks for help: --help or -h anywhere before a lone "--". */
export function wantsHelp(argv: string[]): boolean {
  const end = argv.indexOf('--');
  return (end === -1 ? argv : argv.slice(0, end)).some((a) => a === '--help' || a === '-h');
}

/** Help for the command words in argv (flags ignored): the subcommand's entry, else the command's entries, else all. */
export function helpFor(argv: string[]): string {
  const words = argv.filter((a) => !a.startsWith('-') && a !== 'help').slice(0, 2);
  const exact = ENTRIES.filter((e) => e.name === words.join(' '));
  const command = ENTRIES.filter((e) => e.name.split(' ')[0] === words[0]);
  const chosen = exact.length ? exact : command;
  if (!chosen.length) return USAGE;
  return chosen.map((e) => [`usage: mca ${line(e)}${e.noJson ? '' : ' [--json]'}`, '', `  ${e.does}`, ...(e.more ?? []).map((m) => `  ${m}`)].join('\n'))
    .join('\n\n');
}
