// Every command and subcommand answers --help (exit 0, its usage on stdout), before any required flag is checked.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { helpFor, USAGE, wantsHelp } from './help.ts';

const run = promisify(execFile);
const NAMES = ['serve', 'worker', 'migrate', 'demo', 'org create', 'plan propose', 'plan accept', 'key create', 'key revoke',
  'user create', 'user disable', 'user enable', 'user reset-password', 'funder create', 'funder update', 'funder list',
  'funder select', 'webhook create', 'webhook list', 'webhook disable', 'webhook rotate-secret', 'webhook deliveries', 'rekey', 'parse'];

describe('mca --help', () => {
  it('has an entry for every command and subcommand, listed in the overview', () => {
    for (const name of NAMES) {
      expect(helpFor([...name.split(' '), '--help'])).toMatch(new RegExp(`^usage: mca ${name}( |$)`, 'm'));
      expect(USAGE).toContain(`  ${name}`);
    }
    expect(helpFor(['key', '--help'])).toContain('usage: mca key revoke');
    expect(helpFor(['nothing-such', '--help'])).toBe(USAGE);
  });

  it('counts --help and -h anywhere before a lone --', () => {
    expect(wantsHelp(['org', 'create', '--name', 'x', '--help'])).toBe(true);
    expect(wantsHelp(['key', '-h'])).toBe(true);
    expect(wantsHelp(['parse', '--', '--help'])).toBe(false);
  });

  it('answers from the real tool before checking required flags', async () => {
    const org = await run('bin/mca', ['org', 'create', '--help']);
    expect(org.stdout).toMatch(/^usage: mca org create --name N --kind broker\|funder/);
    expect(org.stderr).toBe('');
    const demo = await run('bin/mca', ['demo', '-h']);
    expect(demo.stdout).toContain('--new-keys');
  });
});
