// Set 39 of independent application forms: medical, dental, veterinary, chiropractic / physical therapy, law and
// accounting practices, from healthcare-focused funders and brokers. The truth is built from what each layout prints.
import { Rng } from '../../statements/generator/prng.ts';
import { scanPdf, OFFICE_SCANNER } from '../../statements/scan/scan.ts';
import { emptyApplication, type TruthApplication, type TruthApplicant } from '../generator/truth.ts';
import { Sheet, type Printed } from './sheet.ts';
import { merchant, phone, type Kind, type Merchant } from './data.ts';
import { medDent, dentalBridge, vetCare } from './layouts-a.ts';
import { counsel, spineLine } from './layouts-b.ts';
import { healthLine, maple } from './layouts-c.ts';

type Draw = (s: Sheet, m: Merchant, r: Rng) => void;
interface Layout { title: string; kinds: Kind[]; maxOwners: number; draw: Draw }

const LAYOUTS: Record<string, Layout> = {
  'meddent-capital': { title: 'MedDent Capital Practice Funding Application', kinds: ['medical', 'dental'], maxOwners: 2, draw: medDent },
  'dentalbridge-funding': { title: 'DentalBridge Funding Application', kinds: ['dental'], maxOwners: 4, draw: dentalBridge },
  'vetcare-advance': { title: 'VetCare Advance Application', kinds: ['vet'], maxOwners: 3, draw: vetCare },
  'counsel-ledger': { title: 'Counsel & Ledger Capital Application', kinds: ['law', 'cpa'], maxOwners: 4, draw: counsel },
  'spineline-funding': { title: 'SpineLine Clinic Funding Application', kinds: ['chiro', 'pt'], maxOwners: 3, draw: spineLine },
  'healthline-iso': { title: 'HealthLine Merchant Services Application', kinds: ['medical', 'dental', 'vet', 'chiro', 'pt'], maxOwners: 4, draw: healthLine },
  'maple-health-ca': { title: 'Maple Health Practice Finance Application', kinds: ['medical', 'dental', 'vet'], maxOwners: 3, draw: maple },
};

export const INDEPENDENT39_LAYOUT_NAMES: readonly string[] = Object.keys(LAYOUTS);

const EMPTY_APPLICANT: TruthApplicant = { first_name: null, last_name: null, role: null, ownership: null, credit_score: null,
  tax_id: null, tax_id_type: null, tax_id_country: null, date_of_birth: null };

/** The application from the printed values: every value not printed stays null. */
export function truthFrom(printed: Printed[]): TruthApplication {
  const app = emptyApplication();
  for (const p of printed) {
    for (const [path, v] of Object.entries(p.fields)) {
      const a = /^application\.applicants\[(\d+)\]\.(\w+)$/.exec(path);
      if (a) {
        const i = Number(a[1]);
        while (app.applicants.length <= i) app.applicants.push({ ...EMPTY_APPLICANT });
        (app.applicants[i] as unknown as Record<string, unknown>)[a[2]!] = v;
      } else (app as unknown as Record<string, unknown>)[path.slice('application.'.length)] = v;
    }
  }
  return app;
}

/** An Ontario practice's officers and phone numbers. */
function canadian(m: Merchant, r: Rng): void {
  const roles = [r.pick(['President', 'President & Director', 'Director']), 'Secretary-Treasurer', 'Director'];
  m.owners.forEach((w, i) => { w.role = roles[i]!; });
  if (m.owners.length === 1) m.owners[0]!.pct = 100;
  const area = () => r.pick(['416', '647', '905', '613', '519', '289']);
  m.manager.phone = phone(r, area());
}

export interface Generated { pdf: Uint8Array; truth: TruthApplication; printed: Printed[] }

export async function generateIndependent39(layout: string, seed: number,
  o: { style: 'typed' | 'handwritten' | 'fillable'; scan: boolean }): Promise<Generated> {
  const l = LAYOUTS[layout];
  if (!l) throw new Error(`unknown layout ${layout}`);
  const r = new Rng(`i39:${layout}:${seed}`);
  const m = merchant(r.fork('merchant'), r.pick(l.kinds), l.maxOwners);
  if (layout === 'maple-health-ca') canadian(m, r);
  const style = o.scan && o.style === 'fillable' ? 'typed' : o.style;
  const s = new Sheet(style, r.fork('pen'), l.title);
  l.draw(s, m, r.fork('layout'));
  let pdf = await s.finish();
  if (o.scan) pdf = (await scanPdf(pdf, { ...OFFICE_SCANNER, seed })).pdf;
  return { pdf, truth: truthFrom(s.printed), printed: s.printed };
}
