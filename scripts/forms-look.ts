// A developer's look at application forms (issue 36): per PDF with its `.truth.json` beside it, every field the reader
// got wrong, missed or invented, with where it read it; `--pieces` dumps the pieces it reads (text cells, field
// values, with boxes) and `--png DIR` draws each page (80 dpi) to look at. Truth files only; no generator code.
//   node scripts/forms-look.ts [--pieces] [--png DIR] FILE.pdf|DIR...
import { readFileSync, writeFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { createEngines, parseStatements } from '../src/statements/index.ts';
import { extractPages, settingsOf } from '../src/statements/extract/extract.ts';
import { openPdf } from '../src/statements/extract/pdf.ts';
import { piecesOf } from '../src/statements/forms/pieces.ts';
import { encodePng } from '../src/statements/extract/ocr/raster.ts';

const args = process.argv.slice(2);
const pieces = args.includes('--pieces');
const pngAt = args.indexOf('--png');
const pngDir = pngAt >= 0 ? args[pngAt + 1]! : null;
const files = args.filter((a, i) => !a.startsWith('--') && i !== pngAt + 1 || (pngAt < 0 && !a.startsWith('--')))
  .flatMap((a) => (statSync(a).isDirectory() ? readdirSync(a).filter((f) => f.endsWith('.pdf')).map((f) => path.join(a, f)) : [a]));
const engines = createEngines();
const norm = (v: unknown) => (v === undefined ? null : v);
const totals: Record<string, number> = { right: 0, wrong: 0, missed: 0, invented: 0 };
for (const f of files) {
  const bytes = readFileSync(f);
  let truth: Record<string, unknown> | null = null;
  try { truth = JSON.parse(readFileSync(f.replace(/\.pdf$/, '.truth.json'), 'utf8')).application; } catch {}
  // (A developer's look waits for a scanned page however loaded the machine: no page counted misread for its time.)
  const r = await parseStatements([{ name: path.basename(f), bytes }], { engines, ocr: { pageTimeoutMs: 600_000, idleMs: 600_000 } });
  const got = r.application as unknown as Record<string, unknown>;
  const form = r.parsing_details.documents[0]?.form;
  console.log(`== ${f} (${r.parsing_details.documents[0]?.kind})`);
  const out: string[] = [];
  const cmp = (k: string, want: unknown, have: unknown, where: unknown) => {
    want = norm(want); have = norm(have);
    const kind = JSON.stringify(want) === JSON.stringify(have) ? (want === null ? null : 'right') : want === null ? 'invented' : have === null ? 'missed' : 'wrong';
    if (!kind) return;
    totals[kind]!++;
    if (kind !== 'right') out.push(`  ${kind.padEnd(8)} ${k}: got ${JSON.stringify(have)} want ${JSON.stringify(want)} ${where ? `[${JSON.stringify(where)}]` : ''}`);
  };
  if (truth) {
    for (const [k, want] of Object.entries(truth)) {
      if (k === 'applicants') continue;
      const fv = (form?.fields as Record<string, { label: string; box: number[]; source: string } | undefined>)?.[k];
      cmp(k, want, got[k], fv && `${fv.label} ${fv.source} ${fv.box.join(',')}`);
    }
    const wa = (truth.applicants as Record<string, unknown>[]) ?? [];
    const ga = (got.applicants as Record<string, unknown>[]) ?? [];
    for (let i = 0; i < Math.max(wa.length, ga.length); i++) {
      for (const k of ['first_name', 'last_name', 'role', 'ownership', 'credit_score', 'tax_id', 'tax_id_type', 'tax_id_country']) {
        const fa = form?.applicants[i] as unknown as Record<string, { label: string; box: number[] } | null> | undefined;
        const fv = fa?.[k];
        cmp(`applicants[${i}].${k}`, wa[i]?.[k], ga[i]?.[k], fv && typeof fv === 'object' ? `${fv.label} ${fv.box?.join(',')}` : null);
      }
    }
  }
  console.log(out.join('\n'));
  if (pieces || pngDir) {
    const settings = settingsOf({});
    const ex = await extractPages({ name: f, bytes }, {}, settings, engines);
    for (const page of ex.pages) {
      if (pieces) {
        console.log(`  -- page ${page.page}: ${page.form?.boxes.length ?? 0} boxes, ${page.form?.rules.length ?? 0} rules, marks ${JSON.stringify(page.form?.marks.map((m) => [m.x0, m.y0].map(Math.round)))}, rings ${JSON.stringify((page.form?.rings ?? []).map((m) => [m.x0, m.y0, m.x1, m.y1].map(Math.round)))}`);
        for (const fd of page.form?.fields ?? []) if (fd.checked !== null) console.log(`   checkbox ${fd.checked ? '[x]' : '[ ]'} ${[fd.rect.x0, fd.rect.y0, fd.rect.x1, fd.rect.y1].map(Math.round).join(',')} ${fd.name}`);
        if (process.env.FORMS_RULES) for (const r of [...(page.form?.rules ?? []), ...(page.form?.boxes ?? [])]) console.log(`   rule/box ${[r.x0, r.y0, r.x1, r.y1].map((n) => Math.round(n)).join(',')}`);
        for (const p of piecesOf(page, settings)) console.log(`   ${p.source[0]} ${[p.x0, p.y0, p.x1, p.y1].map((n) => Math.round(n)).join(',').padEnd(18)} ${p.text}`);
      }
    }
    if (pngDir) {
      const o = await openPdf(bytes, engines, settings.extract);
      if ('doc' in o) {
        for (let n = 1; n <= o.info.pages; n++) {
          const img = o.doc.render(n, 80);
          if (img) writeFileSync(path.join(pngDir, `${path.basename(f, '.pdf')}-${n}.png`), encodePng(img));
        }
        await o.close();
      }
    }
  }
}
console.log(JSON.stringify(totals));
await engines.close();
