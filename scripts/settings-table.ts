// The "Settings" table of docs/parsing.md, written from the doc comments of the defaults
// (src/statements/settings-extract.ts, settings-read.ts), the defaults and the units, so the one documentation of
// every parser setting cannot drift from the code (settings.test.ts checks the page holds it).
// `node scripts/settings-table.ts` prints it; `--write` replaces it in docs/parsing.md.
import { readFileSync, writeFileSync } from 'node:fs';
import { DEFAULT_SETTINGS, UNITS, type ParseSettings } from '../src/statements/settings.ts';

const BEGIN = '<!-- settings table: written by scripts/settings-table.ts -->';
const END = '<!-- end of settings table -->';

/** Each setting's doc comment, by "part.key", read from the defaults' files. */
function comments(): Map<string, string> {
  const src = ['settings-extract.ts', 'settings-read.ts'].map((f) => readFileSync(new URL(`../src/statements/${f}`, import.meta.url), 'utf8')).join('\n');
  const out = new Map<string, string>();
  let part = '';
  let doc = '';
  for (const line of src.split('\n')) {
    const p = /^ {2}(\w+): \{$/.exec(line);
    if (p) { part = p[1]!; continue; }
    const d = /^ {4}\/\*\* (.*) \*\/$/.exec(line);
    if (d) { doc = d[1]!; continue; }
    const v = /^ {4}(\w+): /.exec(line);
    if (v && doc) { out.set(`${part}.${v[1]}`, doc); doc = ''; }
  }
  return out;
}

export function settingsTable(): string {
  const docs = comments();
  const rows = ['| Setting | Default | Unit | Meaning |', '|---|---|---|---|'];
  for (const [part, values] of Object.entries(DEFAULT_SETTINGS) as [keyof ParseSettings, Record<string, number>][]) {
    for (const [key, v] of Object.entries(values)) {
      const doc = docs.get(`${part}.${key}`);
      if (!doc) throw new Error(`settings.${part}.${key} has no doc comment in settings-extract.ts or settings-read.ts`);
      const unit = (UNITS[part] as Record<string, string>)[key];
      rows.push(`| \`${part}.${key}\` | ${v} | ${unit} | ${doc.replaceAll('|', '\\|')} |`);
    }
  }
  return [BEGIN, ...rows, END].join('\n');
}

if (import.meta.main) {
  const table = settingsTable();
  if (process.argv.includes('--write')) {
    const path = new URL('../docs/parsing.md', import.meta.url);
    const doc = readFileSync(path, 'utf8');
    const a = doc.indexOf(BEGIN);
    const b = doc.indexOf(END);
    if (a < 0 || b < a) throw new Error(`docs/parsing.md has no ${BEGIN} ... ${END} block`);
    writeFileSync(path, doc.slice(0, a) + table + doc.slice(b + END.length));
  } else {
    process.stdout.write(table + '\n');
  }
}
