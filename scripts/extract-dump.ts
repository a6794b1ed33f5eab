// Writes, per PDF of the given folders, what the extraction read (warnings, header fields, every transaction with its
// description) as one JSON line, so two engines or two versions can be compared with diff. Font names are replaced by
// the partition of amount lines they make (what the tamper signal uses), since engines name fonts differently.
// Usage: node scripts/extract-dump.ts [--ocr] DIR|FILE... > out.jsonl
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createEngines, extractDocument } from '../src/statements/index.ts';
import { pdfsUnder } from './lib/pdfs.ts';

const ocr = process.argv.includes('--ocr');
const dirs = process.argv.slice(2).filter((a) => !a.startsWith('--'));
const engines = createEngines();
for (const d of dirs) {
  for (const f of pdfsUnder(d)) {
    const doc = await extractDocument({ name: path.basename(f), bytes: readFileSync(f) }, { ocr: { enabled: ocr }, engines });
    const statements = doc.statements.map((s) => ({ ...s, amount_fonts: Object.values(s.amount_fonts).sort((a, b) => b - a) }));
    console.log(JSON.stringify({ file: f, ...doc, statements }));
  }
}
await engines.close();
