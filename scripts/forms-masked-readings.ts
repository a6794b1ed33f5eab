// How each independent set's author reads a masked owner's tax ID (issue 36; docs/forms.md, 2026-12-03): generates
// every layout's typed form at six seeds and, where a mask in an SSN's or a SIN's groups is printed (XXX-XX-1234,
// *** *** 123), tells whether the truth keeps the number's type (KEEP: tax_id null, tax_id_type set) or gives all three
// null (NULL). No reading of ours is involved: the authors' truths only.
//   node scripts/forms-masked-readings.ts [SET...]   (default: every set the measuring script knows)
import { readdirSync } from 'node:fs';
import { pdfRead } from '../test/forms/generator/pdf-read.ts';

interface Gen { pdf: Uint8Array; truth: { applicants: { tax_id: string | null; tax_id_type: string | null }[] } }
const MASK = /(?:[X*•#]{3}[- ][X*•#]{2}[- ]\d{4})|(?:[X*•#]{3}[- ][X*•#]{3}[- ]\d{3})/gi;
const all = readdirSync(new URL('../test/forms/', import.meta.url)).map((d) => /^independent(\d*)$/.exec(d)).filter((m) => m).map((m) => Number(m![1] || 1));
const sets = process.argv.slice(2).length ? process.argv.slice(2).map(Number) : all.sort((a, b) => a - b);
const count = { KEEP: 0, NULL: 0, none: 0 };
for (const n of sets) {
  const m = await import(`../test/forms/independent${n === 1 ? '' : n}/index.ts`) as Record<string, unknown>;
  const names = Object.entries(m).find(([k]) => k.endsWith('LAYOUT_NAMES'))![1] as string[];
  const gen = Object.entries(m).find(([k]) => k.startsWith('generateIndependent'))![1] as (l: string, s: number, o: object) => Promise<Gen>;
  let keep = 0, none = 0;
  for (const l of names) for (let s = 500000; s < 500006; s++) {
    const g = await gen(l, s, { style: 'typed', scan: false });
    const kept = g.truth.applicants.filter((a) => a.tax_id === null && a.tax_id_type !== null).length;
    keep += kept;
    if (kept) continue;
    const masks = ((await pdfRead(g.pdf)).text.match(MASK) ?? []).length;
    none += Math.min(masks, g.truth.applicants.filter((a) => a.tax_id === null && a.tax_id_type === null).length);
  }
  const verdict = keep > none ? 'KEEP' : none > keep ? 'NULL' : 'none';
  count[verdict]++;
  console.log(`set ${n}: ${verdict} (owners with a kept type ${keep}, masked owners all null ${none})`);
}
console.log(`sets: ${count.KEEP} keep the type, ${count.NULL} give all three null, ${count.none} print no such mask`);
