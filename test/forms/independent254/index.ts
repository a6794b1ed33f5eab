// Independent generator, set 254: one-person businesses (sole proprietors, single-member LLCs, gig and mobile trades).
import { Rng } from '../../statements/generator/prng.ts';
import { OFFICE_SCANNER, PHONE_PHOTO, scanPdf } from '../../statements/scan/scan.ts';
import { emptyApplication, type TruthApplicant, type TruthApplication } from '../generator/truth.ts';
import { makeBiz, type Biz, type Country } from './case.ts';
import { Kit, type Placed, type Style } from './kit.ts';
import { curbside, quicklane } from './layouts-a.ts';
import { homefront, northern } from './layouts-b.ts';

interface Layout { broker: string; country: Country; maxOwners: number; typedFont: string; draw: (k: Kit, b: Biz, rng: Rng) => void }
const LAYOUTS: Record<string, Layout> = {
  curbside: { broker: 'Curbside Capital', country: 'US', maxOwners: 1, typedFont: 'Helvetica', draw: curbside },
  homefront: { broker: 'Homefront Funding Group', country: 'US', maxOwners: 3, typedFont: 'Times-Roman', draw: homefront },
  northern: { broker: 'Northern Trades Advance', country: 'CA', maxOwners: 2, typedFont: 'Helvetica', draw: northern },
  quicklane: { broker: 'QuickLane Merchant Services', country: 'US', maxOwners: 3, typedFont: 'Courier', draw: quicklane },
};
export const INDEPENDENT254_LAYOUT_NAMES: string[] = Object.keys(LAYOUTS);

export interface Generated254 {
  pdf: Uint8Array;
  truth: TruthApplication;
  broker: string;
  pages: number;
  country: Country;
  /** Every printed value: its truth paths (empty for a decoy), page and AcroForm field name (fillable). */
  placed: Placed[];
  decoys: { key: string; text: string; page: number; acroform?: string }[];
  scan?: { skews: number[] };
}

const EMPTY_APPLICANT: TruthApplicant = { first_name: null, last_name: null, role: null, ownership: null, credit_score: null, tax_id: null, tax_id_type: null,
  tax_id_country: null, date_of_birth: null };

/** The truth from what was placed: a path no placed value gave stays null. */
export function truthFrom(placed: Placed[]): TruthApplication {
  const app = emptyApplication();
  for (const p of placed) {
    for (const [path, v] of Object.entries(p.fields)) {
      const m = /^application\.applicants\[(\d+)\]\.(\w+)$/.exec(path);
      if (m) {
        const i = Number(m[1]);
        while (app.applicants.length <= i) app.applicants.push({ ...EMPTY_APPLICANT });
        (app.applicants[i] as unknown as Record<string, unknown>)[m[2]!] = v;
      } else (app as unknown as Record<string, unknown>)[path.slice('application.'.length)] = v;
    }
  }
  return app;
}

export async function generateIndependent254(layout: string, seed: number, o: { style: Style; scan: boolean | 'phone' }): Promise<Generated254> {
  const l = LAYOUTS[layout];
  if (!l) throw new Error(`unknown layout ${layout}`);
  if (o.style === 'fillable' && o.scan) throw new Error('a fillable form cannot be scanned: its values live only in AcroForm fields');
  const rng = new Rng(`independent254:${layout}:${seed}`);
  const biz = makeBiz(rng, l.country, l.maxOwners);
  const kit = new Kit(o.style, new Rng(`independent254:${layout}:${seed}:${o.style}`), { title: `${l.broker} application`, typedFont: l.typedFont });
  l.draw(kit, biz, rng);
  let pdf = await kit.finish();
  const truth = truthFrom(kit.placed);
  const decoys = kit.placed.filter((p) => !Object.keys(p.fields).length && p.kind === 'text')
    .map((p) => ({ key: p.key, text: p.text, page: p.page, ...(p.acroform ? { acroform: p.acroform } : {}) }));
  const out: Generated254 = { pdf, truth, broker: l.broker, pages: kit.page, country: l.country, placed: kit.placed, decoys };
  if (o.scan) {
    const s = await scanPdf(pdf, { ...(o.scan === 'phone' ? PHONE_PHOTO : OFFICE_SCANNER), seed: `independent254:${layout}:${seed}:scan` });
    pdf = s.pdf;
    out.pdf = pdf;
    out.scan = { skews: s.skews };
  }
  return out;
}
