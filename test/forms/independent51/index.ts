// Set 51: terse broker and back-office application forms (abbreviated labels, dense grids, labels below / left /
// above / inside, a half-page quick app, a Canadian quick form, legal-size pages). Blind to the project's reader.
import { createHash } from 'node:crypto';
import { OFFICE_SCANNER, scanPdf } from '../../statements/scan/scan.ts';
import { Rng } from '../../statements/generator/prng.ts';
import type { TruthApplication } from '../generator/truth.ts';
import { makeMerchant } from './merchant.ts';
import { KEYSTONE, REDLINE } from './layouts-a.ts';
import { QUICKAPP, TWORIVERS } from './layouts-b.ts';
import { APEX, MAPLE } from './layouts-c.ts';
import { STATEWIDE } from './layouts-d.ts';
import { Sheet, type Loc, type Style } from './sheet.ts';
import type { Layout } from './parts.ts';

const LAYOUTS: Layout[] = [KEYSTONE, REDLINE, TWORIVERS, QUICKAPP, MAPLE, APEX, STATEWIDE];
export const INDEPENDENT51_LAYOUT_NAMES: readonly string[] = LAYOUTS.map((l) => l.name);

/** scanPdf's pdfkit stamps the time of the run (creation date, and the file ID made from it): both are rewritten in
 *  place, same lengths, so the scan is byte-identical on a second call. */
function stableScan(pdf: Uint8Array): Uint8Array {
  let s = Buffer.from(pdf).toString('latin1').replace(/\(D:\d{14}Z\)/g, '(D:19700101000000Z)');
  const id = createHash('md5').update(s.replace(/\/ID \[<[0-9a-f]{32}> <[0-9a-f]{32}>\]/g, '')).digest('hex');
  s = s.replace(/\/ID \[<[0-9a-f]{32}> <[0-9a-f]{32}>\]/g, `/ID [<${id}> <${id}>]`);
  return new Uint8Array(Buffer.from(s, 'latin1'));
}

export interface Generated { pdf: Uint8Array; truth: TruthApplication; locations: Loc[]; decoys: string[]; country: 'US' | 'CA' }

/** The form with what the test needs besides the truth: where each truth value is printed, and the decoys. */
export async function generateIndependent51Detailed(layout: string, seed: number, o: { style: Style; scan: boolean }): Promise<Generated> {
  const l = LAYOUTS.find((x) => x.name === layout);
  if (!l) throw new Error(`unknown layout ${layout}`);
  if (o.scan && o.style === 'fillable') throw new Error('a fillable form is not scanned');
  const m = makeMerchant(l.name, seed, { country: l.country, maxOwners: l.maxOwners, entities: l.entities, maskRate: l.maskRate });
  const sheet = new Sheet(o.style, `${l.name}:${seed}:${o.style}`, l.sheet);
  l.draw(sheet, m, new Rng(`independent51:choices:${l.name}:${seed}`));
  let pdf = await sheet.finish();
  if (o.scan) pdf = stableScan((await scanPdf(pdf, { ...OFFICE_SCANNER, seed: `${l.name}:${seed}:${o.style}` })).pdf);
  return { pdf, truth: sheet.app, locations: sheet.locs, decoys: sheet.decoys, country: l.country };
}

export async function generateIndependent51(layout: string, seed: number, o: { style: 'typed' | 'handwritten' | 'fillable'; scan: boolean }): Promise<{ pdf: Uint8Array; truth: TruthApplication }> {
  const g = await generateIndependent51Detailed(layout, seed, o);
  return { pdf: g.pdf, truth: g.truth };
}
