// Joins PDFs into one, pages in order, the way a broker merges a deal package (the application, the statements, a
// voided check) before sending it: for making examples and test packages.
//   node scripts/join-pdfs.ts OUT.pdf IN1.pdf IN2.pdf ...
import { readFileSync, writeFileSync } from 'node:fs';
import { joinPdfs } from '../src/statements/forms/package.test-util.ts';
import { createEngines } from '../src/statements/index.ts';

const [out, ...inputs] = process.argv.slice(2);
if (!out || !inputs.length) { process.stderr.write('usage: node scripts/join-pdfs.ts OUT.pdf IN1.pdf IN2.pdf ...\n'); process.exit(2); }
const engines = createEngines();
try {
  writeFileSync(out, await joinPdfs(inputs.map((f) => new Uint8Array(readFileSync(f))), engines));
  process.stdout.write(`wrote ${out} (${inputs.length} files joined)\n`);
} finally {
  await engines.close();
}
