// A developer's look at one generated form scanned (issue 36): the fields the scan's reading gets wrong, missed or
// invented, and the pieces the reader sees on the scan beside those of the same form's text version, to tell an OCR
// misreading from the reader's layout logic.
//   node scripts/forms-scan-look.ts LAYOUT [--seed S] [--style typed|handwritten|fillable] [--pieces] [--png DIR]
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { deflateSync } from 'node:zlib';
import { createEngines, parseStatements } from '../src/statements/index.ts';
import { extractPages, settingsOf } from '../src/statements/extract/extract.ts';
import { openPdf } from '../src/statements/extract/pdf.ts';
import { piecesOf } from '../src/statements/forms/pieces.ts';
import { generate } from '../test/forms/generator/index.ts';
import type { Style } from '../test/forms/generator/canvas.ts';
import { scoreApplication } from '../test/forms/generator/score.ts';

const args = process.argv.slice(2);
const opt = (k: string, d: string) => { const i = args.indexOf(k); return i >= 0 ? args[i + 1]! : d; };
const layout = args[0]!;
const seed = Number(opt('--seed', '700000'));
const style = opt('--style', 'typed') as Style;
const pngDir = args.includes('--png') ? opt('--png', '.') : null;
const engines = createEngines();
const settings = settingsOf({});
for (const scan of [true, false]) {
  const g = await generate(layout, seed, { style, scan });
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
        if (img) writeFileSync(path.join(pngDir, `${layout}-${seed}-${style}-${n}.png`), png(img.width, img.height, img.data));
      }
      await o.close();
    }
  }
}
await engines.close();

/** A grey image as PNG. */
function png(w: number, h: number, data: Uint8Array): Buffer {
  const raw = Buffer.alloc((w + 1) * h);
  for (let y = 0; y < h; y++) { raw[y * (w + 1)] = 0; Buffer.from(data.subarray(y * w, (y + 1) * w)).copy(raw, y * (w + 1) + 1); }
  const crcT = Array.from({ length: 256 }, (_, n) => { let c = n; for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1; return c >>> 0; });
  const crc = (b: Buffer) => { let c = 0xffffffff; for (const x of b) c = crcT[(c ^ x) & 0xff]! ^ (c >>> 8); return (c ^ 0xffffffff) >>> 0; };
  const chunk = (t: string, d: Buffer) => { const l = Buffer.alloc(4); l.writeUInt32BE(d.length); const td = Buffer.concat([Buffer.from(t), d]); const c = Buffer.alloc(4); c.writeUInt32BE(crc(td)); return Buffer.concat([l, td, c]); };
  const ihdr = Buffer.alloc(13); ihdr.writeUInt32BE(w, 0); ihdr.writeUInt32BE(h, 4); ihdr[8] = 8; ihdr[9] = 0;
  return Buffer.concat([Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]), chunk('IHDR', ihdr), chunk('IDAT', deflateSync(raw)), chunk('IEND', Buffer.alloc(0))]);
}
