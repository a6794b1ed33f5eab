// mca parse FILE.pdf...: runs the parsing engine locally, no server or database needed.
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { parseStatements } from '../statements/index.ts';
import { formatSummary } from '../statements/format.ts';
import { parse as parseArgv, UsageError } from './args.ts';
import { print } from './output.ts';

export async function parse(argv: string[]) {
  const { flags, positionals } = parseArgv(argv, {});
  if (positionals.length === 0) throw new UsageError('parse FILE.pdf...');
  const files = positionals.map((path) => {
    try { return { name: basename(path), bytes: new Uint8Array(readFileSync(path)) }; }
    catch { throw new UsageError(`cannot read ${path}`); }
  });
  process.stderr.write(`mca: parsing ${files.length} file(s)...\n`);
  const result = await parseStatements(files);
  const { application, financials, parsing_details } = result;
  print(!!flags.json, { application, financials, parsing_details }, formatSummary(result));
}
