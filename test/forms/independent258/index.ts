// Independent form set 258: renewal / additional-funding applications sent by funders and ISOs to merchants they
// already funded. See README.md.
import { Rng } from '../../statements/generator/prng.ts';
import { OFFICE_SCANNER, PHONE_PHOTO, scanPdf } from '../../statements/scan/scan.ts';
import { emptyApplication, type TruthApplicant, type TruthApplication } from '../generator/truth.ts';
import { Canvas, type Placed, type Style } from './canvas.ts';
import { bluewater, cedarVine, keystone, northline, type Printed } from './layouts.ts';
import { iso, makeMerchant, type Merchant, type Profile } from './model.ts';

export type { Placed } from './canvas.ts';

interface LayoutDef { broker: string; profile: Profile; funder: string; draw: (c: Canvas, m: Merchant, rng: Rng) => Printed }

const LAYOUTS: Record<string, LayoutDef> = {
  'bluewater-renewal': { broker: 'Bluewater Capital Partners', funder: 'Bluewater Capital Partners', profile: { country: 'US', maxOwners: 3, terms: 0.6, yearsOnly: 0.2 }, draw: bluewater },
  'keystone-addl-funding': { broker: 'Keystone Merchant Funding', funder: 'Harborline Receivables', profile: { country: 'US', maxOwners: 4, terms: 0.7, yearsOnly: 0.25 }, draw: keystone },
  'northline-topup-ca': { broker: 'Northline Revenue Advance Inc.', funder: 'Northline Revenue Advance Inc.', profile: { country: 'CA', maxOwners: 3, terms: 0.6, yearsOnly: 0.2 }, draw: northline },
  'cedarvine-renewal-letter': { broker: 'Cedar & Vine Funding Group', funder: 'Cedar & Vine Funding Group', profile: { country: 'US', maxOwners: 4, terms: 0.75, yearsOnly: 0.15 }, draw: cedarVine },
};

export const INDEPENDENT258_LAYOUT_NAMES: string[] = Object.keys(LAYOUTS);

function truthOf(m: Merchant, p: Printed): TruthApplication {
  const app = emptyApplication();
  app.legal_name = m.legal;
  app.trade_name = m.dba && m.dba !== m.legal ? m.dba : null;
  app.type_of_entity = m.entity.id;
  app.industry = m.industryId;
  if (!m.taxBlank) {
    app.business_tax_id = m.taxDigits;
    app.business_tax_id_type = m.taxType;
    app.business_tax_id_country = m.country;
  }
  app.state_region = m.addr.state;
  app.country = m.country === 'US' ? 'United States' : 'Canada';
  app.requested_amount = p.req.amount;
  app.requested_payment = p.req.payment;
  app.number_of_payments = p.req.n;
  app.payment_frequency = p.req.freq;
  app.business_start_date = m.yearsOnly ? null : iso(m.start);
  app.applicants = m.owners.map((o): TruthApplicant => ({
    first_name: o.first,
    last_name: o.last,
    role: o.title,
    ownership: o.pct,
    credit_score: p.credit ? o.credit : null,
    tax_id: o.taxKind === 'full' ? o.taxDigits : null,
    tax_id_type: o.taxKind === 'full' ? o.taxType : null,
    tax_id_country: o.taxKind === 'full' ? m.country : null,
    date_of_birth: p.dob ? iso(o.dob) : null,
  }));
  return app;
}

export async function generateIndependent258(layout: string, seed: number, opts: { style: Style; scan: boolean | 'phone' }): Promise<{
  pdf: Uint8Array; truth: TruthApplication; broker: string; pages: number; country: 'US' | 'CA'; style: string; scan: boolean | 'phone';
  locations: Placed[]; decoys: Placed[];
}> {
  const def = LAYOUTS[layout];
  if (!def) throw new Error(`unknown layout ${layout}`);
  if (opts.style === 'fillable' && opts.scan) throw new Error('a fillable form cannot be scanned: its values live only in AcroForm fields');
  const rng = new Rng(`independent258:${layout}:${seed}`);
  const m = makeMerchant(rng.fork('merchant'), def.profile, def.funder);
  const c = new Canvas(opts.style, rng.fork(`draw:${opts.style}`), `${def.broker} renewal application`);
  const printed = def.draw(c, m, rng.fork('layout'));
  let pdf = await c.finish();
  if (opts.scan) pdf = (await scanPdf(pdf, { ...(opts.scan === 'phone' ? PHONE_PHOTO : OFFICE_SCANNER), seed: `258:${layout}:${seed}` })).pdf;
  return { pdf, truth: truthOf(m, printed), broker: def.broker, pages: c.page, country: def.profile.country, style: opts.style, scan: opts.scan,
    locations: c.locations, decoys: c.decoys };
}
