// Independent set 129: faxed and portal-printed merchant applications from four fictional brokers. Each form is
// drawn typed, handwritten or fillable (optionally scanned), and its truth is read from exactly what was printed.
import type { TruthApplication, TruthApplicant } from '../generator/truth.ts';
import { Rng } from '../../statements/generator/prng.ts';
import { scanPdf, OFFICE_SCANNER, PHONE_PHOTO } from '../../statements/scan/scan.ts';
import { makeMerchant, type Country, type Merchant } from './data.ts';
import { choices } from './fmt.ts';
import { Pen, type Mark, type Style } from './pen.ts';
import { makeBroker, type Broker } from './common.ts';
import { harborline, northstar, type Ctx } from './layouts-fax.ts';
import { fundpath, keystone } from './layouts-portal.ts';

interface LayoutDef { country: Country; maxOwners: number; font: string; draw: (c: Ctx) => void; broker: (r: Rng) => Broker }
const LAYOUTS: Record<string, LayoutDef> = {
  harborline_fax: { country: 'US', maxOwners: 2, font: 'Courier', draw: harborline,
    broker: (r) => makeBroker(r, 'Harborline Capital Group', '1200 Brickell Ave, Suite 1810, Miami, FL 33131', 'FL-CFL-', 'harborlinecapital.com', '#12355b') },
  northstar_fax_ca: { country: 'CA', maxOwners: 3, font: 'Helvetica', draw: northstar,
    broker: (r) => makeBroker(r, 'Northstar Merchant Funding', '145 King St W, Suite 900, Toronto, ON M5H 1J8', 'FSRA-', 'northstarfunding.ca', '#7a1f2b') },
  fundpath_portal: { country: 'US', maxOwners: 4, font: 'Helvetica', draw: fundpath,
    broker: (r) => makeBroker(r, 'Granite Bay Funding Partners', '88 Pine St, 22nd Floor, New York, NY 10005', 'NY-CFD-', 'granitebayfunding.com', '#0f766e') },
  keystone_crm: { country: 'US', maxOwners: 4, font: 'Courier', draw: keystone,
    broker: (r) => makeBroker(r, 'Liberty Row Capital', '2 Penn Center, Suite 300, Philadelphia, PA 19102', 'CA-DFPI-', 'libertyrowcapital.com', '#5b3a12') },
};

export const INDEPENDENT129_LAYOUT_NAMES: readonly string[] = Object.keys(LAYOUTS);

export interface Independent129Decoy { key: string; text: string; page: number }
export interface Independent129Result {
  pdf: Uint8Array; truth: TruthApplication; layout: string; seed: number; style: Style; scan: boolean; pages: number;
  /** Every value drawn for a field: its text, page, the AcroForm field holding it (fillable) and the fields it gives. */
  printed: { text: string; page: number; acroform_field: string | null; check: boolean; fields: string[] }[];
  decoys: Independent129Decoy[];
  broker: string;
}

const EMPTY: TruthApplicant = { first_name: null, last_name: null, role: null, ownership: null, credit_score: null, tax_id: null, tax_id_type: null, tax_id_country: null, date_of_birth: null };

/** The application from the marks: only what was printed (masked and blank values are null); country from the state or tax ID. */
export function truthFromMarks(marks: Mark[]): TruthApplication {
  const app: TruthApplication = { trade_name: null, legal_name: null, type_of_entity: null, industry: null, business_tax_id: null, business_tax_id_country: null,
    business_tax_id_type: null, state_region: null, country: null, requested_amount: null, requested_payment: null, number_of_payments: null,
    payment_frequency: null, business_start_date: null, applicants: [] };
  for (const mk of marks) {
    if (mk.decoy) continue;
    for (const [path, v] of Object.entries(mk.fields)) {
      const a = /^applicants\[(\d+)\]\.(\w+)$/.exec(path);
      if (a) {
        const i = Number(a[1]);
        while (app.applicants.length <= i) app.applicants.push({ ...EMPTY });
        (app.applicants[i] as unknown as Record<string, unknown>)[a[2]!] = v;
      } else (app as unknown as Record<string, unknown>)[path] = v;
    }
  }
  const cc = app.business_tax_id_country ?? (app.state_region ? (/^(AB|BC|MB|NB|NL|NS|NT|NU|ON|PE|QC|SK|YT)$/.test(app.state_region) ? 'CA' : 'US') : null);
  app.country = cc === 'CA' ? 'Canada' : cc === 'US' ? 'United States' : null;
  return app;
}

export async function generateIndependent129(layout: string, seed: number, opts: { style: Style; scan: boolean }): Promise<Independent129Result> {
  const def = LAYOUTS[layout];
  if (!def) throw new Error(`unknown layout ${layout}`);
  const m: Merchant = makeMerchant(layout, seed, def.country, def.maxOwners);
  const r = new Rng(`independent129:${layout}:${seed}`);
  const b = def.broker(r.fork('broker'));
  const ch = choices(r.fork('choices'), def.country, m.owners.length);
  const pen = new Pen(opts.style, `independent129:${layout}:${seed}:${opts.style}`, def.font);
  def.draw({ pen, m, ch, r: r.fork('layout'), b });
  let pdf = await pen.finish();
  if (opts.scan) {
    const preset = new Rng(`independent129:scan:${layout}:${seed}`).chance(0.7) ? OFFICE_SCANNER : PHONE_PHOTO;
    pdf = (await scanPdf(pdf, { ...preset, dpi: Math.min(preset.dpi ?? 150, 150), seed: `${layout}:${seed}` })).pdf;
  }
  return {
    pdf, truth: truthFromMarks(pen.marks), layout, seed, style: opts.style, scan: opts.scan, pages: pen.page, broker: b.name,
    printed: pen.marks.filter((mk) => !mk.decoy && Object.keys(mk.fields).length).map((mk) => ({ text: mk.text, page: mk.page, acroform_field: mk.acro, check: mk.check, fields: Object.keys(mk.fields) })),
    decoys: pen.marks.filter((mk) => mk.decoy).map((mk) => ({ key: mk.decoy!, text: mk.text, page: mk.page })),
  };
}
