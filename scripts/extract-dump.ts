// Writes, per PDF of the given folders, what the extraction read (warnings, header fields, every transaction with its
// description) as one JSON line, so two engines or two versions can be compared with diff. Font names are replaced by
// the partition of amount lines they make (what the tamper signal uses), since engines name fonts differently.
// Usage: node scripts/extract-dump.ts [--ocr] DIR|FILE... > out.jsonl
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { createEngines, extractDocument } from '../src/statements/index.ts';

const ocr = process.argv.includes('--ocr');
const dirs = process.argv.slice(2).filter((a) => !a.startsWith('--'));
function pdfs(d: string): string[] {
  if (d.endsWith('.pdf')) return [d];
  return readdirSync(d).sort().flatMap((f) => {
    const p = path.join(d, f);
    return statSync(p).isDirectory() ? pdfs(p) : f.endsWith('.pdf') ? [p] : [];
  });
}
const engines = createEngines();
for (const d of dirs) {
  for (const f of pdfs(d)) {
    const doc = await extractDocument({ name: path.basename(f), bytes: readFileSync(f) }, { ocr: { enabled: ocr }, engines });
    const statements = doc.statements.map((s) => ({ ...s, amount_fonts: Object.values(s.amount_fonts).sort((a, b) => b - a) }));
    console.log(JSON.stringify({ file: f, ...doc, statements }));
  }
}
await engines.close();
