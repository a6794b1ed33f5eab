// The fifth independent set of application forms: seven fictional brokers' layouts written from applications.md
// alone, each in three styles (typed, handwritten, fillable) and optionally scanned. The truth is written by the pen
// from what it prints (pen.ts), before anything reads the PDF.
import { createHash } from 'node:crypto';
import { Rng } from '../../statements/generator/prng.ts';
import { scanPdf } from '../../statements/scan/scan.ts';
import type { TruthApplication } from '../generator/truth.ts';
import { HARBORLINE } from './harborline.ts';
import { KEYSTONE } from './keystone.ts';
import { MAPLEGATE } from './maplegate.ts';
import { IRONBRIDGE } from './ironbridge.ts';
import { SUNCREST } from './suncrest.ts';
import { BLUEPEAK } from './bluepeak.ts';
import { REDWOOD } from './redwood.ts';
import type { Layout } from './kit.ts';
import { makeMerchant } from './merchant.ts';
import { Pen, type Printed, type Style } from './pen.ts';

const LAYOUTS: readonly Layout[] = [HARBORLINE, KEYSTONE, MAPLEGATE, IRONBRIDGE, SUNCREST, BLUEPEAK, REDWOOD];

export const INDEPENDENT5_LAYOUT_NAMES: readonly string[] = LAYOUTS.map((l) => l.name);

export interface Independent5Options { style?: Style; scan?: boolean }
export interface Independent5Form { pdf: Uint8Array; truth: TruthApplication }
/** The same form with what the pen recorded: printed values with their truth keys, and the decoys (for tests). */
export interface Independent5Detail extends Independent5Form { printed: Printed[]; decoys: Printed[]; pages: number }

/** The scanner's pictures are the same for a seed, but its PDF carries the clock's date and an id made from it: both
 *  are replaced in place (same lengths, so the cross-reference offsets hold) so a scan is the same bytes too. */
function fixStamp(pdf: Uint8Array): Uint8Array {
  const fixedDate = Buffer.from(pdf).toString('latin1').replace(/\(D:\d{14}/g, '(D:20260115120000');
  const id = createHash('md5').update(fixedDate.replace(/\/ID \[<[0-9a-f]+> <[0-9a-f]+>\]/, '')).digest('hex');
  const fixed = fixedDate.replace(/\/ID \[<([0-9a-f]+)> <([0-9a-f]+)>\]/, (all, a: string) => all.replaceAll(a, id.slice(0, a.length).padEnd(a.length, '0')));
  return new Uint8Array(Buffer.from(fixed, 'latin1'));
}

export async function generateIndependent5Detail(layout: string, seed: number | string, o: Independent5Options = {}): Promise<Independent5Detail> {
  const l = LAYOUTS.find((x) => x.name === layout);
  if (!l) throw new Error(`unknown layout ${layout}`);
  const style = o.style ?? 'typed';
  const key = `${l.name}:${seed}`;
  const r = new Rng(`draw:${key}`);
  const m = makeMerchant(`merchant:${key}`, { country: l.country, owners: r.int(l.owners[0], l.owners[1]), soleProp: l.soleProp,
    entities: l.entities, maskSsn: l.maskSsn });
  const pen = new Pen(m, style, key, l.mark, l.valueFont, style === 'fillable' && o.scan === true);
  l.draw(pen, m, r);
  let pdf = await pen.finish();
  if (o.scan) pdf = fixStamp((await scanPdf(pdf, { seed: `independent5:${key}:${style}`, dpi: 200 })).pdf);
  return { pdf, truth: pen.truth, printed: pen.printed, decoys: pen.decoys, pages: pen.pageCount };
}

export async function generateIndependent5(layout: string, seed: number | string, o: Independent5Options = {}): Promise<Independent5Form> {
  const { pdf, truth } = await generateIndependent5Detail(layout, seed, o);
  return { pdf, truth };
}
