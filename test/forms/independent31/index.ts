// Independent set 31: long applications as larger funders and ISOs send them (two to four pages, up to four owners,
// a header on every page, terms and signature pages between the data pages, decoy blocks). Seven fictional
// companies, each with its own order and look; every value drawn from a seeded deal, the truth from what is printed.
import type { TruthApplication } from '../generator/truth.ts';
import { Rng } from '../../statements/generator/prng.ts';
import { OFFICE_SCANNER, PHONE_PHOTO, scanPdf } from '../../statements/scan/scan.ts';
import { truthOf } from './collect.ts';
import type { Layout } from './ctx.ts';
import { makeDeal } from './deal.ts';
import { Sheet, type Mark, type Style } from './sheet.ts';
import { Biz, OwnerV, pickFmt } from './values.ts';
import { keystone } from './layouts/keystone.ts';
import { harborline } from './layouts/harborline.ts';
import { ridgeway } from './layouts/ridgeway.ts';
import { bluestem } from './layouts/bluestem.ts';
import { atlas } from './layouts/atlas.ts';
import { pinnacle } from './layouts/pinnacle.ts';
import { northgate } from './layouts/northgate.ts';

const LAYOUTS: readonly Layout[] = [keystone, harborline, ridgeway, bluestem, atlas, pinnacle, northgate];

export const INDEPENDENT31_LAYOUT_NAMES: readonly string[] = LAYOUTS.map((l) => l.name);

export interface Drawn { pdf: Uint8Array; truth: TruthApplication; marks: Mark[] }

/** The paper itself (no scan): for the tests, with the record of every value placed. */
export async function drawIndependent31(layout: string, seed: number, style: Style): Promise<Drawn> {
  const l = LAYOUTS.find((x) => x.name === layout);
  if (!l) throw new Error(`unknown independent31 layout ${layout}`);
  const pick = new Rng(`independent31:${layout}:${seed}:country`);
  const deal = makeDeal(seed, layout, pick.chance(l.canada ?? 0));
  const rng = new Rng(`independent31:${layout}:${seed}:form`);
  const fm = pickFmt(rng);
  const s = new Sheet(style, rng.fork('pen'), l.pen(rng.fork('penpick')), { title: `${l.company} - Merchant Application`, author: l.company, date: deal.signDate });
  const b = new Biz(deal, fm, rng.fork('values'));
  l.build({ s, d: deal, b, owners: deal.owners.map((o, i) => new OwnerV(o, i, fm)), rng: rng.fork('layout'), fm });
  const pdf = await s.finish();
  return { pdf, truth: truthOf(s.marks), marks: s.marks };
}

export async function generateIndependent31(layout: string, seed: number, o: { style: 'typed' | 'handwritten' | 'fillable'; scan: boolean }):
Promise<{ pdf: Uint8Array; truth: TruthApplication }> {
  const style: Style = o.scan && o.style === 'fillable' ? 'typed' : o.style;
  const { pdf, truth } = await drawIndependent31(layout, seed, style);
  if (!o.scan) return { pdf, truth };
  const tier = new Rng(`independent31:${layout}:${seed}:scan`).chance(0.7) ? OFFICE_SCANNER : PHONE_PHOTO;
  const scanned = await scanPdf(pdf, { ...tier, seed: `${layout}:${seed}` });
  return { pdf: scanned.pdf, truth };
}
