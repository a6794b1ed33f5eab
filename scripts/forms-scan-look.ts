// A developer's look at one generated form scanned (issue 36): the fields the scan's reading gets wrong, missed or
// invented, and the pieces the reader sees on the scan beside those of the same form's text version, to tell an OCR
// misreading from the reader's layout logic.
//   node scripts/forms-scan-look.ts LAYOUT [--set N] [--seed S] [--style typed|handwritten|fillable] [--pieces] [--png DIR]
// --set N reads an independent author's layout (test/forms/independentN) instead of our generator's.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { createEngines, parseStatements } from '../src/statements/index.ts';
import { extractPages, settingsOf } from '../src/statements/extract/extract.ts';
import { openPdf } from '../src/statements/extract/pdf.ts';
import { piecesOf } from '../src/statements/forms/pieces.ts';
import { generate } from '../test/forms/generator/index.ts';
import type { Style } from '../test/forms/generator/canvas.ts';
import type { TruthApplication } from '../test/forms/generator/truth.ts';
import { scoreApplication } from '../test/forms/generator/score.ts';
import { encodePng } from '../src/statements/extract/ocr/raster.ts';

const args = process.argv.slice(2);
const opt = (k: string, d: string) => { const i = args.indexOf(k); return i >= 0 ? args[i + 1]! : d; };
const layout = args[0]!;
const seed = Number(opt('--seed', '700000'));
const style = opt('--style', 'typed') as Style;
const pngDir = args.includes('--png') ? opt('--png', '.') : null;
const set = args.includes('--set') ? opt('--set', '1') : null;
type Made = { pdf: Uint8Array; truth: { file: string; application: TruthApplication | null } };
type Independent = (l: string, s: number, o: { style: Style; scan: boolean }) => Promise<{ pdf: Uint8Array; truth: TruthApplication }>;

/** Our generator's form, or an independent author's (whose truth is the application alone). */
async function make(scan: boolean): Promise<Made> {
  if (!set) return generate(layout, seed, { style, scan });
  const mod = (await import(`../test/forms/independent${set === '1' ? '' : set}/index.ts`)) as Record<string, unknown>;
  const name = Object.keys(mod).find((k) => k.startsWith('generateIndependent') && !k.endsWith('Detailed'))!;
  const f = await (mod[name] as Independent)(layout, seed, { style, scan });
  return { pdf: f.pdf, truth: { file: `${layout}-${style}-${seed}.pdf`, application: f.truth } };
}

const engines = createEngines();
const settings = settingsOf({});
for (const scan of [true, false]) {
  const g = await make(scan);
  const r = await parseStatements([{ name: g.truth.file, bytes: g.pdf }], { engines });
  const s = scoreApplication(g.truth.application!, r.application as unknown as Record<string, unknown>, ['date_of_birth']);
  console.log(`== ${layout} ${seed} ${style} ${scan ? "SCAN" : "text"}: ${s.right}/${s.fields} right (${r.parsing_details.documents[0]?.kind}) ${JSON.stringify(r.parsing_details.documents[0]?.warnings ?? [])}`);
  for (const d of s.details) if (d.verdict !== 'right') console.log(`  ${d.verdict.padEnd(8)} ${d.field}: got ${JSON.stringify(d.read)} want ${JSON.stringify(d.truth)}`);
  if (args.includes('--pieces')) {
    const ex = await extractPages({ name: g.truth.file, bytes: g.pdf }, {}, settings, engines);
    for (const page of ex.pages) {
      const f = page.form;
      console.log(`  -- page ${page.page}: ${f?.boxes.length ?? 0} boxes, ${f?.rules.length ?? 0} rules, ${f?.marks.length ?? 0} marks ${JSON.stringify(f?.marks.map((m) => [m.x0, m.y0].map(Math.round)))}`);
      if (process.env.FORMS_RULES) for (const b of [...(f?.rules ?? []), ...(f?.boxes ?? [])]) console.log(`   rule/box ${[b.x0, b.y0, b.x1, b.y1].map(Math.round).join(',')}`);
      for (const p of piecesOf(page, settings)) console.log(`   ${p.source[0]} ${[p.x0, p.y0, p.x1, p.y1].map(Math.round).join(',').padEnd(18)} ${p.text}`);
    }
  }
  if (pngDir && scan) {
    const o = await openPdf(g.pdf, engines, settings.extract);
    if ('doc' in o) {
      for (let n = 1; n <= o.info.pages; n++) {
        const img = o.doc.render(n, 100);
        if (img) writeFileSync(path.join(pngDir, `${layout}-${seed}-${style}-${n}.png`), encodePng(img));
      }
      await o.close();
    }
  }
}
await engines.close();
