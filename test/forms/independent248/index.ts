// Independent generator, set 248: owners laid out as columns. Four fictional brokers' application forms whose owner
// section is a grid with one column per owner (captions down the left), business information in a two-column
// key/value table; typed, handwritten or fillable; optionally scanned. The truth is built from what was printed.
import { Rng } from '../../statements/generator/prng.ts';
import { OFFICE_SCANNER, PHONE_PHOTO, scanPdf } from '../../statements/scan/scan.ts';
import { emptyApplication, type TruthApplication, type TruthApplicant } from '../generator/truth.ts';
import { date, type Country } from './data.ts';
import { merchant, type Merchant } from './merchant.ts';
import { bluewater, keystone } from './layouts-a.ts';
import { mapleLeaf, redline } from './layouts-b.ts';
import { Sheet, type Box, type Put, type Style } from './sheet.ts';

interface LayoutDef {
  broker: string;
  country: Country;
  landscape?: boolean;
  font?: string;
  fieldNames?: 'named' | 'generic';
  payments?: boolean;
  nonOwner?: 'guarantor' | 'spouse';
  draw(s: Sheet, m: Merchant, signed: string): void;
}

const LAYOUTS: Record<string, LayoutDef> = {
  'keystone-owner-columns': { broker: 'Keystone Bridge Capital', country: 'US', draw: keystone },
  'bluewater-principals-guarantor': { broker: 'Bluewater Funding Group', country: 'US', payments: true, nonOwner: 'guarantor', font: 'Courier', fieldNames: 'generic', draw: bluewater },
  'mapleleaf-shareholders-spouse': { broker: 'Maple Leaf Merchant Capital', country: 'CA', nonOwner: 'spouse', font: 'Times-Roman', draw: mapleLeaf },
  'redline-landscape-grid': { broker: 'Redline Business Funding', country: 'US', landscape: true, fieldNames: 'generic', draw: redline },
};

export const INDEPENDENT248_LAYOUT_NAMES: string[] = Object.keys(LAYOUTS);

export interface Located { fields: string[]; page: number; box: Box; text: string; via: Put['via']; acroform_field?: string }
export interface Decoy248 { key: string; text: string; page: number; box: Box; acroform_field?: string }

export interface Independent248Result {
  pdf: Uint8Array;
  truth: TruthApplication;
  broker: string;
  pages: number;
  layout: string;
  seed: number;
  style: Style;
  scan: boolean | 'phone';
  country: 'United States' | 'Canada';
  /** Every printed value the truth reads, with where it is. */
  locations: Located[];
  /** Printed values that are not the application's (ISO rep, landlord, bank, funders, guarantor/spouse, homes ...). */
  decoys: Decoy248[];
  /** Every value placed (values, decoys and context such as phone and e-mail), for tests. */
  placed: Put[];
  skews?: number[];
}

const EMPTY_APPLICANT: TruthApplicant = { first_name: null, last_name: null, role: null, ownership: null, credit_score: null,
  tax_id: null, tax_id_type: null, tax_id_country: null, date_of_birth: null };

/** The application exactly as printed: only placed values with fields are non-null. */
export function truthFrom(puts: readonly Put[], country: Country): TruthApplication {
  const app = emptyApplication();
  for (const p of puts) {
    if (p.kind !== 'value') continue;
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
  // US forms do not print the country; the state (always printed here) and the tax id give it.
  if (app.state_region !== null || app.business_tax_id !== null) app.country = country === 'US' ? 'United States' : 'Canada';
  return app;
}

export async function generateIndependent248(layout: string, seed: number,
  o: { style: Style; scan: boolean | 'phone' }): Promise<Independent248Result> {
  const def = LAYOUTS[layout];
  if (!def) throw new Error(`unknown layout ${layout}; expected one of ${INDEPENDENT248_LAYOUT_NAMES.join(', ')}`);
  if (o.style === 'fillable' && o.scan) throw new Error('a fillable form cannot be scanned: its values live only in AcroForm fields');
  const rng = new Rng(`independent248:${layout}:${seed}`);
  const m = merchant(rng.fork('merchant'), def.country, { ...(def.payments ? { payments: true } : {}), ...(def.nonOwner ? { nonOwner: def.nonOwner } : {}) });
  const sheet = new Sheet(o.style, rng.fork(`draw:${o.style}`), { ...(def.font ? { font: def.font } : {}), ...(def.fieldNames ? { fieldNames: def.fieldNames } : {}), landscape: def.landscape ?? false });
  const signed = date(rng.fork('signed'), 2024, 2024, def.country).printed;
  def.draw(sheet, m, signed);
  let pdf = await sheet.finish();
  const puts = sheet.puts;
  const truth = truthFrom(puts, def.country);
  let skews: number[] | undefined;
  if (o.scan) {
    const scanned = await scanPdf(pdf, { ...(o.scan === 'phone' ? PHONE_PHOTO : OFFICE_SCANNER), seed: `independent248:${layout}:${seed}` });
    pdf = scanned.pdf;
    skews = scanned.skews;
  }
  const af = (p: Put): { acroform_field?: string } => (p.acroform_field ? { acroform_field: p.acroform_field } : {});
  return {
    pdf, truth, broker: def.broker, pages: sheet.page, layout, seed, style: o.style, scan: o.scan,
    country: def.country === 'US' ? 'United States' : 'Canada',
    locations: puts.filter((p) => p.kind === 'value').map((p) => ({ fields: Object.keys(p.fields), page: p.page, box: p.box, text: p.text, via: p.via, ...af(p) })),
    decoys: puts.filter((p) => p.kind === 'decoy').map((p) => ({ key: p.key, text: p.text, page: p.page, box: p.box, ...af(p) })),
    placed: puts,
    ...(skews ? { skews } : {}),
  };
}
