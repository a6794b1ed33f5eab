// Set 270: five fictional US funder / broker MCA application forms filled during a phone call (boxed-cell grids,
// Principal / Guarantor sections, checkbox rows, funding-details boxes, office-use decoys). See README.md.
import { Rng } from '../../statements/generator/prng.ts';
import { OFFICE_SCANNER, PHONE_PHOTO, scanPdf } from '../../statements/scan/scan.ts';
import type { Decoy, Location, TruthApplicant, TruthApplication } from '../generator/truth.ts';
import { makeMerchant, type Merchant } from './data.ts';
import { bluewater, keystone, meridian } from './layouts-a.ts';
import { redline, summit } from './layouts-b.ts';
import { Sheet, type Look, type Style } from './sheet.ts';

interface LayoutDef { run: (s: Sheet, m: Merchant, r: Rng) => void; maxOwners: number; look: (r: Rng) => Look }
const typedFont = (r: Rng, fonts: string[]): string => r.pick(fonts);

const LAYOUTS: Record<string, LayoutDef> = {
  keystone_direct: { run: keystone, maxOwners: 4, look: (r) => ({ caps: false, labelFont: 'Helvetica', boldFont: 'Helvetica-Bold',
    valueFont: typedFont(r, ['Courier', 'Courier-Bold']), capSize: 5.5, valueSize: 9, accent: '#1f3a68', letters: true }) },
  bluewater_iso_caps: { run: bluewater, maxOwners: 4, look: (r) => ({ caps: true, labelFont: 'Helvetica-Bold', boldFont: 'Helvetica-Bold',
    valueFont: typedFont(r, ['Helvetica', 'Courier']), capSize: 5, valueSize: 8.5, accent: '#0e6f7a', letters: false }) },
  meridian_two_page: { run: meridian, maxOwners: 4, look: (r) => ({ caps: false, labelFont: 'Times-Roman', boldFont: 'Times-Bold',
    valueFont: typedFont(r, ['Times-Roman', 'Helvetica']), capSize: 6, valueSize: 9.5, accent: '#5a2a2a', letters: true }) },
  redline_phone_intake: { run: redline, maxOwners: 4, look: () => ({ caps: false, labelFont: 'Courier', boldFont: 'Courier-Bold',
    valueFont: 'Courier-Bold', capSize: 5.5, valueSize: 8.5, accent: '#9b1c1c', letters: false }) },
  summit_caps_letters: { run: summit, maxOwners: 3, look: (r) => ({ caps: true, labelFont: 'Helvetica', boldFont: 'Helvetica-Bold',
    valueFont: typedFont(r, ['Helvetica', 'Times-Roman', 'Courier']), capSize: 5, valueSize: 9, accent: '#2d4a22', letters: true }) },
};

export const INDEPENDENT270_LAYOUT_NAMES: string[] = Object.keys(LAYOUTS);

export interface Generated270 {
  pdf: Uint8Array; truth: TruthApplication; locations: Location[]; decoys: Decoy[];
  layout: string; seed: number; style: Style; scan: boolean | 'phone'; pages: number;
}

const EMPTY_APPLICANT: TruthApplicant = { first_name: null, last_name: null, role: null, ownership: null, credit_score: null, tax_id: null,
  tax_id_type: null, tax_id_country: null, date_of_birth: null };

export async function generateIndependent270(layout: string, seed: number, opts: { style: Style; scan: boolean | 'phone' }): Promise<Generated270> {
  const def = LAYOUTS[layout];
  if (!def) throw new Error(`unknown layout ${layout}`);
  if (opts.style === 'fillable' && opts.scan) throw new Error('a fillable form cannot be scanned: its values live in widgets');
  const rng = new Rng(`independent270:${layout}:${seed}`);
  const look = def.look(rng.fork('look'));
  const merchant = makeMerchant(rng.fork('merchant'), look.caps, def.maxOwners);
  const sheet = new Sheet(opts.style, look, rng.fork(`ink:${opts.style}`));
  def.run(sheet, merchant, rng.fork('layout'));
  let pdf = await sheet.finish();
  const pages = sheet.page;

  const truth: TruthApplication = { trade_name: null, legal_name: null, type_of_entity: null, industry: null, business_tax_id: null,
    business_tax_id_country: null, business_tax_id_type: null, state_region: null, country: null, requested_amount: null, requested_payment: null,
    number_of_payments: null, payment_frequency: null, business_start_date: null, applicants: merchant.owners.map(() => ({ ...EMPTY_APPLICANT })) };
  const locations: Location[] = [];
  const decoys: Decoy[] = [];
  for (const p of sheet.placed) {
    const given = Object.entries(p.fields).filter(([, v]) => v !== null && v !== undefined);
    if (!given.length) {
      decoys.push({ key: p.key, text: p.text, page: p.page, box: p.box, ...(p.acroform_field ? { acroform_field: p.acroform_field } : {}) });
      continue;
    }
    for (const [path, v] of given) {
      const a = /^application\.applicants\[(\d+)\]\.(\w+)$/.exec(path);
      if (a) (truth.applicants[Number(a[1])] as unknown as Record<string, unknown>)[a[2]!] = v;
      else (truth as unknown as Record<string, unknown>)[path.slice('application.'.length)] = v;
    }
    locations.push({ fields: given.map(([k]) => k), page: p.page, box: p.box, text: p.text, via: p.via, ...(p.acroform_field ? { acroform_field: p.acroform_field } : {}) });
  }
  if (opts.scan) pdf = (await scanPdf(pdf, opts.scan === 'phone' ? PHONE_PHOTO : OFFICE_SCANNER)).pdf;
  return { pdf, truth, locations, decoys, layout, seed, style: opts.style, scan: opts.scan, pages };
}
