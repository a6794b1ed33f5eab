// independent112: MCA applications of ISOs and brokers of the US West and Midwest and of Canada's prairies, each
// broker's own one- or two-page form, with the truth read from what each form really prints (README.md).
import { Rng } from '../../statements/generator/prng.ts';
import { OFFICE_SCANNER, PHONE_PHOTO, scanPdf } from '../../statements/scan/scan.ts';
import { emptyApplication, type TruthApplicant, type TruthApplication } from '../generator/truth.ts';
import { Kit, type Printed, type Style } from './kit.ts';
import { makeMerchant, type Country, type Merchant } from './merchant.ts';
import { desertMesa, sierraPacific } from './layouts-a.ts';
import { northStar, wasatchFront } from './layouts-b.ts';
import { chinook, prairieLedger } from './layouts-c.ts';
import { gatewayArch } from './layouts-d.ts';

interface LayoutDef { broker: string; country: Country; regions: string[]; font: string; size: number; draw: (k: Kit, m: Merchant, r: Rng) => void }

const LAYOUTS: Record<string, LayoutDef> = {
  'sierra-pacific-capital': { broker: 'Sierra Pacific Capital', country: 'US', regions: ['CA', 'NV'], font: 'Helvetica', size: 9, draw: sierraPacific },
  'desert-mesa-funding': { broker: 'Desert Mesa Funding Group', country: 'US', regions: ['AZ', 'NV', 'UT'], font: 'Courier', size: 9, draw: desertMesa },
  'wasatch-front-partners': { broker: 'Wasatch Front Partners', country: 'US', regions: ['UT', 'CO', 'AZ'], font: 'Helvetica', size: 9.5, draw: wasatchFront },
  'north-star-business-funding': { broker: 'North Star Business Funding', country: 'US', regions: ['MN', 'WI', 'MO', 'CO'], font: 'Helvetica', size: 9, draw: northStar },
  'gateway-arch-capital': { broker: 'Gateway Arch Capital', country: 'US', regions: ['MO', 'MN', 'WI'], font: 'Helvetica', size: 9, draw: gatewayArch },
  'chinook-merchant-capital': { broker: 'Chinook Merchant Capital', country: 'CA', regions: ['AB', 'SK', 'MB'], font: 'Helvetica', size: 8.5, draw: chinook },
  'prairie-ledger-funding': { broker: 'Prairie Ledger Funding', country: 'CA', regions: ['SK', 'MB', 'AB'], font: 'Times-Roman', size: 9.5, draw: prairieLedger },
};

export const INDEPENDENT112_LAYOUT_NAMES: readonly string[] = Object.keys(LAYOUTS);

export interface Independent112Doc {
  pdf: Uint8Array; truth: TruthApplication; layout: string; broker: string; country: Country;
  style: Style; scan: boolean;
  /** Every printed value that gives the truth something, with its key (`legal_name`, `a0.name` ...). */
  printed: Printed[];
  /** Printed values that are not the application's (landlord, references, ISO rep, funders, bank numbers, homes ...). */
  decoys: string[];
  pages: number;
}

const EMPTY: TruthApplicant = { first_name: null, last_name: null, role: null, ownership: null, credit_score: null, tax_id: null, tax_id_type: null,
  tax_id_country: null, date_of_birth: null };

/** The application from the keys a layout printed: the merchant's value for each printed key, null for the rest. */
export function truthFrom(m: Merchant, printed: Printed[]): TruthApplication {
  const t = emptyApplication();
  const country = m.country === 'US' ? 'United States' : 'Canada';
  for (const { key } of printed) {
    const a = /^a(\d)\.(\w+)$/.exec(key);
    if (a) {
      const i = Number(a[1]), o = m.owners[i]!;
      while (t.applicants.length <= i) t.applicants.push({ ...EMPTY });
      const p = t.applicants[i]!;
      if (a[2] === 'name') { p.first_name = o.first; p.last_name = o.last; }
      else if (a[2] === 'role') p.role = o.title;
      else if (a[2] === 'ownership') p.ownership = o.pct;
      else if (a[2] === 'credit_score') p.credit_score = o.score;
      else if (a[2] === 'date_of_birth') p.date_of_birth = o.dob;
      else if (a[2] === 'tax_id') { p.tax_id = o.taxId; p.tax_id_type = o.taxType; p.tax_id_country = m.country; }
      continue;
    }
    switch (key) {
      case 'legal_name': t.legal_name = m.legal; break;
      case 'trade_name': t.trade_name = m.dba; break;
      case 'type_of_entity': t.type_of_entity = m.entityId; break;
      case 'industry': t.industry = m.industryId; break;
      case 'business_tax_id': t.business_tax_id = m.taxId; t.business_tax_id_type = m.taxType; t.business_tax_id_country = m.country; t.country = country; break;
      case 'state_region': t.state_region = m.addr.region; t.country = country; break;
      case 'requested_amount': t.requested_amount = m.amount; break;
      case 'requested_payment': t.requested_payment = m.payment; break;
      case 'number_of_payments': t.number_of_payments = m.npay; break;
      case 'payment_frequency': t.payment_frequency = m.freq; break;
      case 'business_start_date': t.business_start_date = m.start; break;
      default: throw new Error(`independent112: unknown key ${key}`);
    }
  }
  return t;
}

export async function generateIndependent112(layout: string, seed: number, opts: { style: Style; scan: boolean }): Promise<Independent112Doc> {
  const def = LAYOUTS[layout];
  if (!def) throw new Error(`independent112: unknown layout ${layout}`);
  const m = makeMerchant(seed, layout, def.country, def.regions);
  const rng = new Rng(`independent112:draw:${layout}:${seed}:${opts.style}`);
  // The scanner draws no annotations: a fillable form is scanned as printed from a viewer, its values flattened in Helvetica.
  const flat = opts.scan && opts.style === 'fillable';
  const kit = new Kit(flat ? 'typed' : opts.style, rng.fork('kit'), flat ? 'Helvetica' : def.font, def.size);
  def.draw(kit, m, rng.fork('layout'));
  let pdf = await kit.finish();
  const pages = kit.pages;
  if (opts.scan) {
    const phone = rng.chance(0.3);
    pdf = (await scanPdf(pdf, { ...(phone ? PHONE_PHOTO : OFFICE_SCANNER), seed: `independent112:${layout}:${seed}` })).pdf;
  }
  return { pdf, truth: truthFrom(m, kit.printed), layout, broker: def.broker, country: def.country, style: opts.style, scan: opts.scan,
    printed: kit.printed, decoys: kit.decoys, pages };
}
