import { parseArgs } from 'node:util';

export interface Parsed { positionals: string[]; flags: Record<string, string | boolean | undefined> }

/** Parses `--name value` flags plus `--json`; unknown flags are an error naming the flag. */
export function parse(argv: string[], options: Record<string, 'string' | 'boolean'>): Parsed {
  const spec = Object.fromEntries(Object.entries({ json: 'boolean', help: 'boolean', ...options })
    .map(([k, type]) => [k, { type }])) as Record<string, { type: 'string' | 'boolean' }>;
  const { values, positionals } = parseArgs({ args: argv, options: spec, allowPositionals: true, strict: true });
  return { positionals, flags: values as Parsed['flags'] };
}

export function required(flags: Parsed['flags'], name: string): string {
  const v = flags[name];
  if (typeof v !== 'string' || v === '') throw new UsageError(`--${name} is required`);
  return v;
}

export class UsageError extends Error {}
