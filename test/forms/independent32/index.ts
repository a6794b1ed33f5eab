// Independent set 32: fillable PDF applications as the tools brokers use produce them (Word + Acrobat, online form
// builders, e-signature platforms, funder-designed Acrobat forms, CRM mail-merge), each flattened (typed), printed
// blank and filled by pen (handwritten), live (fillable), or scanned.
import { emptyApplication, type TruthApplication } from '../generator/truth.ts';
import { Rng } from '../../statements/generator/prng.ts';
import { OFFICE_SCANNER, PHONE_PHOTO, scanPdf } from '../../statements/scan/scan.ts';
import type { LayoutDef } from './common.ts';
import { makeDeal } from './deal.ts';
import { Sheet, type DecoyRec, type Rec, type Style } from './kit.ts';
import { KEYSTONE } from './l1-keystone.ts';
import { MERIDIAN } from './l2-meridian.ts';
import { HARBORLINE } from './l3-harborline.ts';
import { NORTHBEAM } from './l4-northbeam.ts';
import { COBALT } from './l5-cobalt.ts';
import { PINECREST } from './l6-pinecrest.ts';
import { SILVERLEAF } from './l7-silverleaf.ts';

const LAYOUTS: readonly LayoutDef[] = [KEYSTONE, MERIDIAN, HARBORLINE, NORTHBEAM, COBALT, PINECREST, SILVERLEAF];

export const INDEPENDENT32_LAYOUT_NAMES: readonly string[] = LAYOUTS.map((l) => l.name);

export interface Rendered { pdf: Uint8Array; truth: TruthApplication; recs: Rec[]; decoys: DecoyRec[] }

/** The application the printed values give (applications.md), refusing two different values for one field. */
export function truthOf(recs: Rec[], country: 'US' | 'CA'): TruthApplication {
  const app = emptyApplication();
  const set = (obj: Record<string, unknown>, key: string, v: unknown) => {
    if (obj[key] !== null && obj[key] !== undefined && obj[key] !== v) throw new Error(`${key}: ${String(obj[key])} and ${String(v)}`);
    obj[key] = v;
  };
  for (const rec of recs) {
    for (const [path, v] of Object.entries(rec.paths)) {
      const m = /^(\d)\.(\w+)$/.exec(path);
      if (!m) { set(app as unknown as Record<string, unknown>, path, v); continue; }
      const i = Number(m[1]);
      while (app.applicants.length <= i) app.applicants.push({ first_name: null, last_name: null, role: null, ownership: null, credit_score: null,
        tax_id: null, tax_id_type: null, tax_id_country: null, date_of_birth: null });
      set(app.applicants[i] as unknown as Record<string, unknown>, m[2]!, v);
    }
  }
  if (app.state_region || app.business_tax_id) app.country = country === 'US' ? 'United States' : 'Canada';
  return app;
}

/** The page before any scan, with what it printed (for this set's own tests). */
export async function renderIndependent32(layout: string, seed: number, style: Style): Promise<Rendered> {
  const def = LAYOUTS.find((l) => l.name === layout);
  if (!def) throw new Error(`unknown layout ${layout}`);
  const rng = new Rng(`independent32:${layout}:${seed}`);
  const deal = makeDeal(rng.fork('deal'), def.country, def.maxOwners);
  const look = def.look(rng.fork('look'));
  const sheet = new Sheet(style, rng.fork('pen'), look);
  def.render(sheet, deal, rng.fork('layout'));
  const pdf = await sheet.end();
  return { pdf, truth: truthOf(sheet.recs, def.country), recs: sheet.recs, decoys: sheet.decoys };
}

export async function generateIndependent32(layout: string, seed: number, o: { style: Style; scan: boolean }): Promise<{ pdf: Uint8Array; truth: TruthApplication }> {
  const style = o.scan && o.style === 'fillable' ? 'typed' : o.style;
  const r = await renderIndependent32(layout, seed, style);
  if (!o.scan) return { pdf: r.pdf, truth: r.truth };
  const kind = new Rng(`independent32:scan:${layout}:${seed}`).chance(0.7) ? OFFICE_SCANNER : PHONE_PHOTO;
  const scanned = await scanPdf(r.pdf, { ...kind, seed: `${layout}:${seed}` });
  return { pdf: scanned.pdf, truth: r.truth };
}
