// Set 56: seven fictional industry- and region-focused brokers' MCA applications (trucking, restaurants, contractors,
// medical/dental practices, a Spanish-English US form, a French-first Canadian form, a one-page fast app), each in
// typed, handwritten or fillable style, optionally scanned. The truth is filled as the values are printed.
import { Rng } from '../../statements/generator/prng.ts';
import { OFFICE_SCANNER, scanPdf } from '../../statements/scan/scan.ts';
import type { TruthApplication } from '../generator/truth.ts';
import { makeMerchant } from './common.ts';
import { Ctx } from './ctx.ts';
import { haulpoint, type Layout } from './layouts-a.ts';
import { ironbeam, tablestake } from './layouts-b.ts';
import { caduceus, puente } from './layouts-c.ts';
import { boreal, quickdraw } from './layouts-d.ts';
import { Sheet, type Shown, type Style } from './sheet.ts';

const LAYOUTS: Record<string, Layout> = {
  haulpoint_freight_funding: haulpoint,
  tablestake_restaurant_capital: tablestake,
  ironbeam_contractor_funding: ironbeam,
  caduceus_practice_capital: caduceus,
  puente_business_capital: puente,
  financement_boreal_capital: boreal,
  quickdraw_fast_app: quickdraw,
};
export const INDEPENDENT56_LAYOUT_NAMES: readonly string[] = Object.keys(LAYOUTS);

export interface Independent56Options { style: Style; scan: boolean }
export interface Independent56Full { pdf: Uint8Array; truth: TruthApplication; shown: Shown[]; decoys: string[] }

const norm = (s: string): string => s.toLowerCase().normalize('NFD').replace(/[^a-z0-9]/g, '');

/** Every non-null value of the truth, as text (the applicants' too). */
export function truthValues(t: TruthApplication): string[] {
  const out: string[] = [];
  const add = (o: object) => { for (const v of Object.values(o)) if (typeof v === 'string' || typeof v === 'number') out.push(String(v)); };
  add(t);
  for (const a of t.applicants) add(a);
  return out;
}

/** A decoy equal to a truth value (text, or the same number once `$`, `,` and `%` are dropped). */
export function decoyClash(t: TruthApplication, decoys: string[]): string | null {
  const vals = new Set(truthValues(t).map(norm));
  const nums = new Set(truthValues(t).filter((v) => /^\d+(\.\d+)?$/.test(v)).map(Number));
  for (const d of decoys) {
    if (vals.has(norm(d))) return d;
    if (/^[$\s\d,.%]+$/.test(d) && /\d/.test(d) && nums.has(Number(d.replace(/[$,%\s]/g, '')))) return d;
  }
  return null;
}

export async function generateIndependent56Full(layout: string, seed: number, o: Independent56Options): Promise<Independent56Full> {
  const L = LAYOUTS[layout];
  if (!L) throw new Error(`independent56: no layout ${layout}`);
  for (let attempt = 0; ; attempt++) {
    const key = `independent56:${layout}:${seed}:${attempt}`;
    const r = new Rng(key);
    const m = makeMerchant(r.fork('merchant'), L.spec);
    const sheet = new Sheet(o.style, key, L.font, undefined, L.title);
    const c = new Ctx(sheet, m, r.fork('draw'));
    L.draw(c);
    const decoys = sheet.shown.filter((x) => !x.paths.length).map((x) => x.text);
    // A decoy that happens to equal a truth value (a fleet of 12 and 12 payments) would make the form ambiguous: draw again.
    if (decoyClash(c.t, decoys) && attempt < 30) continue;
    let pdf = await sheet.finish();
    if (o.scan && o.style !== 'fillable') pdf = (await scanPdf(pdf, { ...OFFICE_SCANNER, seed: `${layout}:${seed}` })).pdf;
    return { pdf, truth: c.t, shown: sheet.shown, decoys };
  }
}

export async function generateIndependent56(layout: string, seed: number, o: Independent56Options): Promise<{ pdf: Uint8Array; truth: TruthApplication }> {
  const { pdf, truth } = await generateIndependent56Full(layout, seed, o);
  return { pdf, truth };
}
