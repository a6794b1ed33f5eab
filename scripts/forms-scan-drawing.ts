// A developer's look at the drawing read from a generated form's scan (src/statements/extract/ocr/form-geometry.ts):
// the page rendered at 200 dpi, its rules, cells' sides, checkboxes and dotted leaders, and the picture OCR is given
// once they are erased (PNG).  node scripts/forms-scan-drawing.ts LAYOUT [--seed S] [--style S] [--out FILE.png]
import { writeFileSync } from 'node:fs';
import { createEngines } from '../src/statements/index.ts';
import { settingsOf } from '../src/statements/extract/extract.ts';
import { openPdf } from '../src/statements/extract/pdf.ts';
import { eraseDrawing, readDrawing } from '../src/statements/extract/ocr/form-geometry.ts';
import { encodePng } from '../src/statements/extract/ocr/raster.ts';
import { generate } from '../test/forms/generator/index.ts';
import type { Style } from '../test/forms/generator/canvas.ts';

const args = process.argv.slice(2);
const opt = (k: string, d: string) => { const i = args.indexOf(k); return i >= 0 ? args[i + 1]! : d; };
const g = await generate(args[0]!, Number(opt('--seed', '700000')), { style: opt('--style', 'typed') as Style, scan: true });
const engines = createEngines();
const o = await openPdf(g.pdf, engines, settingsOf({}).extract);
if ('doc' in o) {
  const img = o.doc.render(Number(opt('--page', '1')), 200)!;
  const gray = { width: img.width, height: img.height, data: img.data };
  const d = readDrawing(gray, 200);
  const pt = (n: number) => Math.round((n * 72) / 200);
  for (const c of d.checks) console.log(`check ${pt(c.x0)},${pt(c.y0)} ${c.marked ? 'marked' : ''}`);
  for (const l of d.dots) console.log(`dots y ${pt(l.at)} x ${pt(l.from)}-${pt(l.to)}`);
  for (const v of d.sides) console.log(`side x ${pt(v.at)} y ${pt(v.from)}-${pt(v.to)}`);
  const clean = eraseDrawing(gray, d);
  // --crop Y0,Y1 (points): only that band of the page.
  const [c0, c1] = opt('--crop', `0,${(img.height * 72) / 200}`).split(',').map((n) => Math.round((Number(n) * 200) / 72));
  const band = { width: clean.width, height: c1! - c0!, data: clean.data.subarray(c0! * clean.width, c1! * clean.width) };
  writeFileSync(opt('--out', '/tmp/drawing.png'), encodePng(band));
  await o.close();
}
await engines.close();
