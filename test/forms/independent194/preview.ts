// Writes one generated form, its page pictures and its truth to a folder, to look at a layout by eye:
//   node test/forms/independent194/preview.ts LAYOUT SEED STYLE [OUT_DIR] [scan]
import { mkdirSync, writeFileSync } from 'node:fs';
import jpeg from 'jpeg-js';
import { rasterise } from '../../statements/scan/scan.ts';
import { generateIndependent194, type Style } from './index.ts';

const [layout = 'ledgerline', seed = '1', style = 'typed', out = '.tmp/independent194', scan] = process.argv.slice(2);
mkdirSync(out, { recursive: true });
const f = await generateIndependent194(layout, Number(seed), { style: style as Style, scan: scan === 'scan' });
const base = `${out}/${layout}-${seed}-${style}${scan ? '-scan' : ''}`;
writeFileSync(`${base}.pdf`, f.pdf);
writeFileSync(`${base}.json`, JSON.stringify({ truth: f.truth, placed: f.placed, decoys: f.decoys }, null, 1));
{
  for (const [i, g] of (await rasterise(f.pdf, 110)).entries()) {
    const rgba = new Uint8Array(g.width * g.height * 4);
    for (let k = 0, j = 0; k < g.data.length; k++, j += 4) { rgba[j] = rgba[j + 1] = rgba[j + 2] = g.data[k]!; rgba[j + 3] = 255; }
    writeFileSync(`${base}-p${i + 1}.jpg`, jpeg.encode({ width: g.width, height: g.height, data: rgba }, 85).data);
  }
}
console.log(base, f.pages, 'pages');
