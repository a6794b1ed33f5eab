// Independent set 188: MCA applications printed from brokers' CRM / loan-origination systems as field lists.
// The truth is built from what was placed, so a value not drawn can never be non-null.
import { Rng } from '../../statements/generator/prng.ts';
import { scanPdf, OFFICE_SCANNER, PHONE_PHOTO } from '../../statements/scan/scan.ts';
import { emptyApplication, type TruthApplicant, type TruthApplication } from '../generator/truth.ts';
import { Canvas, PAGE_H, type Placed, type Style } from './canvas.ts';
import { businessItems, choices, money, ownerItems } from './items.ts';
import { makeMerchant, type Merchant } from './merchant.ts';
import { SPECS } from './layouts.ts';
import { drawSections } from './sheet.ts';

export type { Placed } from './canvas.ts';
export const INDEPENDENT188_LAYOUT_NAMES: readonly string[] = Object.keys(SPECS);

export interface Independent188Result {
  pdf: Uint8Array; truth: TruthApplication; placed: Placed[]; decoys: Placed[]; broker: string; country: 'US' | 'CA'; pages: number;
}

const EMPTY_APPLICANT: TruthApplicant = { first_name: null, last_name: null, role: null, ownership: null, credit_score: null, tax_id: null,
  tax_id_type: null, tax_id_country: null, date_of_birth: null };

export function truthFrom(placed: Placed[]): TruthApplication {
  const app = emptyApplication();
  for (const p of placed) {
    for (const [path, v] of Object.entries(p.fields)) {
      const a = /^application\.applicants\[(\d+)\]\.(\w+)$/.exec(path);
      if (a) {
        const i = Number(a[1]);
        while (app.applicants.length <= i) app.applicants.push({ ...EMPTY_APPLICANT });
        (app.applicants[i] as unknown as Record<string, unknown>)[a[2]!] = v;
      } else {
        (app as unknown as Record<string, unknown>)[path.slice('application.'.length)] = v;
      }
    }
  }
  return app;
}

const AUTH_US = 'By signing, each owner certifies the information above is true and authorizes the broker and its funding partners to obtain ' +
  'consumer and business credit reports, verify bank and processing statements, and share this application with funders.';
const AUTH_CA = 'Each principal consents under PIPEDA to the collection, use and disclosure of the personal information above, including credit ' +
  'bureau reports, to assess this request for financing, and authorizes the broker to share it with funding partners.';

/** The end of the printout: consent, e-signature stamp and the record's audit trail (old values are decoys). */
function footer(c: Canvas, m: Merchant, rng: Rng, y: number, bottom: number, newPage: () => number): void {
  if (y + 150 > bottom) y = newPage();
  c.text('AUTHORIZATION', 40, y, { size: 7.5, bold: true });
  c.text(m.country === 'CA' ? AUTH_CA : AUTH_US, 40, y + 11, { size: 6.8, width: 530, color: '#333' });
  y += 40;
  c.text('e-Signature envelope:', 40, y, { size: 7, color: '#555' });
  c.stamp('envelope', `${rng.alnum(8)}-${rng.alnum(4)}-${rng.alnum(4)}`, 120, y, 7);
  c.text('Signed:', 300, y, { size: 7, color: '#555' });
  c.stamp('signedAt', `0${rng.int(1, 9)}/${rng.int(10, 28)}/2024`, 330, y, 7);
  y += 18;
  c.text('Record History', 40, y, { size: 7.5, bold: true });
  y += 11;
  const old = [
    ['Req Amt', money(m.reqAmt + rng.pick([5000, 10000, -5000]), 0, m.country === 'CA')],
    ['Stage', rng.pick(['New Lead', 'Contacted'])],
    ['Biz Phone', `(${rng.int(201, 989)}) 555-0${rng.int(100, 199)}`],
  ];
  for (const [field, was] of old) {
    c.text(`${rng.pick(['jmartin', 'kpatel', 'api.import'])}  changed ${field} from`, 40, y, { size: 6.8, color: '#555' });
    c.stamp(`audit_${field!.replace(/\W/g, '')}`, was!, 200, y, 6.8);
    c.stamp(`auditTs_${field!.replace(/\W/g, '')}`, `2024-0${rng.int(1, 9)}-${rng.int(10, 28)} ${rng.int(10, 23)}:${rng.int(10, 59)}`, 320, y, 6.8);
    y += 10;
  }
}

export async function generateIndependent188(layout: string, seed: number, opts: { style: Style; scan?: boolean }): Promise<Independent188Result> {
  const spec = SPECS[layout];
  if (!spec) throw new Error(`unknown layout ${layout}`);
  if (!['typed', 'handwritten', 'fillable'].includes(opts.style)) throw new Error(`unknown style ${String(opts.style)}`);
  if (opts.scan && opts.style === 'fillable') throw new Error('a fillable form cannot be scanned');
  // All draws below come from (layout, seed) only: the three styles of one seed share one truth.
  const rng = new Rng(`independent188:${layout}:${seed}`);
  const m = makeMerchant(rng.fork('merchant'), spec.country(rng), spec.maxOwners);
  const lrng = rng.fork('layout');
  const ch = choices(lrng, spec.nameForms);
  const look = spec.look(lrng);
  const it = businessItems(m, spec.labels(m), ch);
  const owners = m.owners.map((o, i) => ownerItems(o, i, m.country, ch, spec.owner));
  const sections = spec.sections(it, owners, m, lrng);
  const c = new Canvas(opts.style, `${layout}:${seed}`);
  const bottom = PAGE_H - 40;
  const srng = rng.fork('stamps');
  const foot = (page: number) => c.text(`${spec.broker} - confidential - page ${page}`, 40, PAGE_H - 28, { size: 6.5, color: '#777' });
  const newPage = () => { c.addPage(); foot(c.page); return 40; };
  foot(1);
  const y = drawSections(c, sections, look, spec.header(c, m, srng), bottom, newPage);
  footer(c, m, srng, y + 6, bottom, newPage);
  let pdf = await c.finish();
  if (opts.scan) {
    const base = lrng.chance(0.7) ? OFFICE_SCANNER : PHONE_PHOTO;
    pdf = (await scanPdf(pdf, { ...base, seed: `${layout}:${seed}` })).pdf;
  }
  return { pdf, truth: truthFrom(c.placed), placed: c.placed, decoys: c.decoys, broker: spec.broker, country: m.country, pages: c.page };
}
