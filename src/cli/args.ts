import { parseArgs } from 'node:util';

export interface Parsed { positionals: string[]; flags: Record<string, string | boolean | undefined> }

/**
 * Parses `--name value` flags plus `--json`; unknown flags are an error naming the flag. An 'optional' flag is
 * `--name` (true) or `--name=value`: node's parseArgs has no such type, so those are taken out first, and since their
 * value only ever follows '=', a file name after a bare `--explain` stays a positional.
 */
export function parse(argv: string[], options: Record<string, 'string' | 'boolean' | 'optional'>): Parsed {
  const optional = new Set(Object.keys(options).filter((k) => options[k] === 'optional'));
  const end = argv.indexOf('--');
  const found: Parsed['flags'] = {};
  const rest = argv.filter((a, i) => {
    const m = /^--([^=]+)(?:=(.*))?$/s.exec(a);
    if ((end !== -1 && i >= end) || !m || !optional.has(m[1]!)) return true;
    found[m[1]!] = m[2] ?? true;
    return false;
  });
  const spec = Object.fromEntries(Object.entries({ json: 'boolean', help: 'boolean', ...options })
    .filter(([k]) => !optional.has(k)).map(([k, type]) => [k, { type }])) as Record<string, { type: 'string' | 'boolean' }>;
  const { values, positionals } = parseArgs({ args: rest, options: spec, allowPositionals: true, strict: true });
  return { positionals, flags: { ...(values as Parsed['flags']), ...found } };
}

export function required(flags: Parsed['flags'], name: string): string {
  const v = flags[name];
  if (typeof v !== 'string' || v === '') throw new UsageError(`--${name} is required`);
  return v;
}

export class UsageError extends Error {}
