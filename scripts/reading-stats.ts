// How the search went, over folders of statements: per section whether the first (simplest) reading verified, the
// search found one, or none verified; how many statements were returned only as the best (unverified) reading; and how
// many final statements reconcile.
// Usage: node scripts/reading-stats.ts [DIR...]   (default: ../shared/corpus/{real,samples,challenge})
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createEngines, extractDocument } from '../src/statements/index.ts';
import { pdfsUnder } from './lib/pdfs.ts';
import { reconciles } from '../src/statements/verify/choose.ts';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const shared = path.resolve(repo, '..', 'shared', 'corpus');
const dirs = process.argv.slice(2).length ? process.argv.slice(2) : ['real', 'samples', 'challenge'].map((d) => path.join(shared, d));

const engines = createEngines();
for (const dir of dirs) {
  const c = { docs: 0, none: 0, first: 0, searched: 0, unverified: 0, statements: 0, returnedUnverified: 0, reconciled: 0 };
  for (const f of pdfsUnder(dir)) {
    const doc = await extractDocument({ name: path.basename(f), bytes: new Uint8Array(readFileSync(f)) }, { explain: true, engines });
    if (!doc.explain || !doc.statements.length) { c.none++; continue; }
    c.docs++;
    for (const s of doc.explain.sections) {
      if (!s.verified) c.unverified++;
      else if (s.first) c.first++;
      else c.searched++;
    }
    for (const st of doc.statements) { c.statements++; if (reconciles(st).ok) c.reconciled++; if (st.unverified) c.returnedUnverified++; }
  }
  console.log(`${path.relative(repo, dir) || dir}: ${c.docs} documents read, ${c.none} without a statement; ` +
    `sections: ${c.first} verified on the first reading, ${c.searched} needed the search, ${c.unverified} verified on none; ` +
    `final statements: ${c.reconciled}/${c.statements} reconcile, ${c.returnedUnverified} returned as the best unverified reading`);
}
await engines.close();
