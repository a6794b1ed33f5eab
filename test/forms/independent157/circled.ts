// Layout 3, Keystone Merchant Partners: a photocopied funder form of ruled lines. Choices are printed as option words
// and the answer is circled (handwritten: a ring, sometimes an X or tick; typed: a letter X; fillable: checkbox fields).
// About half of the written values sit off their rule: 8-12 pt above it, or 16-19 pt lower, under it and closer to the
// next line's label than to their own. Credit is either written or only a circled range (a range is not a score).
import type { Profile } from './data.ts';
import type { Mark, Sheet, WriteOpts } from './draw.ts';
import { F, signature } from './common.ts';

const ROW = 24;
const ENT: [string, string][] = [['Sole Prop', 'sole_proprietorship'], ['Partnership', 'general_partnership'], ['LLC', 'llc'], ['Corp', 'c_corporation'],
  ['S-Corp', 's_corporation'], ['LLP', 'llp']];
const FREQ: [string, string][] = [['Daily', 'daily'], ['Weekly', 'weekly'], ['Bi-Weekly', 'biweekly'], ['Monthly', 'monthly']];
const RANGES: [string, number, number][] = [['Below 550', 0, 549], ['550-599', 550, 599], ['600-649', 600, 649], ['650-699', 650, 699],
  ['700-749', 700, 749], ['750+', 750, 900]];

export function drawCircled(sh: Sheet, p: Profile): void {
  const r = sh.rng;
  let y = 34;
  sh.rect(36, y, 540, 50, { stroke: '#000000', lw: 1.5 });
  sh.label('KEYSTONE', 48, y + 9, { font: 'Helvetica-Bold', size: 22 });
  sh.label('MERCHANT PARTNERS', 48, y + 32, { font: 'Helvetica', size: 9 });
  sh.label('BUSINESS FUNDING APPLICATION', 330, y + 12, { font: 'Helvetica-Bold', size: 12 });
  sh.label('Print clearly. Circle one where options are given.', 330, y + 30, { font: 'Helvetica-Oblique', size: 8 });
  y += 62;
  const off = () => (r.chance(0.45) ? (r.chance(0.5) ? -r.float(8, 12) : r.float(16, 19)) : 0);
  /** A ruled row: labels at the given x's, a rule under the whole row. */
  const row = (labels: [string, number][]): number[] => {
    sh.line(36, y + ROW - 2, 576, y + ROW - 2, '#000000', 0.5);
    const xs = labels.map(([t, x]) => x + sh.label(t, x, y + ROW - 11, { font: 'Helvetica-Bold', size: 7.5 }) + 5);
    return xs;
  };
  const opt: WriteOpts = { size: 11 };
  const at = (x: number) => [x, y + ROW - 15 + off()] as const;
  const val = (key: string, text: string, fields: Record<string, unknown> | null, x: number, w: number) => {
    const [vx, vy] = at(x);
    return fields ? sh.value(key, text, fields, vx, vy, { ...opt, w }) : sh.decoy(key, text, vx, vy, { ...opt, w });
  };
  /** Option words across the row; the chosen one circled. Returns the x after the last option. */
  const options = (key: string, x: number, list: string[], chosen: string | null, fields: Record<string, unknown> | null): number => {
    for (const t of list) {
      const ty = y + ROW - 11, bx = x;
      const w = sh.label(t, x + 10, ty, { font: 'Helvetica', size: 8.5 });
      const mark: Mark = r.chance(0.8) ? 'ring' : r.pick(['x', 'tick'] as const);
      if (t === chosen) sh.check(key, t, fields, bx, ty, 7, { mark, ring: [x + 8, ty - 2, w + 4, 11], hasBox: sh.style === 'fillable' });
      else if (sh.style === 'fillable') sh.box(bx, ty, 7, `${key}_${t}`);
      x += w + 22;
    }
    return x;
  };
  const heading = (t: string) => { sh.label(t, 36, y + 8, { font: 'Helvetica-Bold', size: 9.5 }); sh.line(36, y + 19, 576, y + 19, '#000000', 1.2); y += 22; };

  heading('SECTION 1  -  BUSINESS');
  let xs = row([['LEGAL NAME OF BUSINESS', 36]]);
  val('legal_name', p.legal, F.legal(p), xs[0]!, 380); y += ROW;
  xs = row([['D/B/A', 36], ['BUSINESS PHONE', 380]]);
  val('trade_name', p.dba.text, F.dba(p), xs[0]!, 300); val('phone', p.phone, null, xs[1]!, 110); y += ROW;
  xs = row([['ENTITY (CIRCLE ONE)', 36]]);
  const ent = ENT.find(([, id]) => id === p.entity.id)?.[0] ?? null;
  let ox = options('type_of_entity', xs[0]!, ENT.map(([t]) => t), ent, ent ? F.entity(p) : null);
  ox = options('entity_other', ox, ['Other:'], ent ? null : 'Other:', null);
  if (!ent) val('type_of_entity', p.entity.text, F.entity(p), ox - 4, 70);
  y += ROW;
  xs = row([['FEDERAL TAX ID', 36], ['DATE BUSINESS STARTED', 330]]);
  if (p.tax) val('business_tax_id', p.tax.text, F.tax(p), xs[0]!, 170);
  if (p.start) val('business_start_date', p.start.text, F.start(p), xs[1]!, 130);
  y += ROW;
  xs = row([['STREET ADDRESS', 36]]);
  val('street', p.street, null, xs[0]!, 300); y += ROW;
  xs = row([['CITY / STATE / ZIP', 36], ['TYPE OF BUSINESS', 330]]);
  val('city_state', p.cityLine, F.state(p), xs[0]!, 190); val('industry', p.industry.text, F.industry(p), xs[1]!, 160); y += ROW;
  xs = row([['PREMISES', 36], ['LANDLORD', 250], ['RENT', 470]]);
  options('own_rent', xs[0]!, ['Own', 'Rent'], r.chance(0.7) ? 'Rent' : 'Own', null);
  val('landlord.company', p.landlord.company, null, xs[1]!, 150); val('landlord.rent', p.landlord.rent, null, xs[2]!, 70); y += ROW;

  heading('SECTION 2  -  FUNDING');
  xs = row([['AMOUNT REQUESTED', 36], ['GROSS MONTHLY SALES', 300]]);
  val('requested_amount', p.amount.text, F.amount(p), xs[0]!, 140); val('monthly_sales', p.monthly, null, xs[1]!, 140); y += ROW;
  xs = row([['PAYMENT AMOUNT', 36], ['NUMBER OF PAYMENTS', 300]]);
  if (p.payment) val('requested_payment', p.payment.text, F.payment(p), xs[0]!, 140);
  if (p.count) val('number_of_payments', p.count.text, F.count(p), xs[1]!, 100);
  y += ROW;
  xs = row([['PAYMENT FREQUENCY (CIRCLE)', 36]]);
  const fr = FREQ.find(([, id]) => id === p.freq?.v)?.[0] ?? null;
  options('payment_frequency', xs[0]!, FREQ.map(([t]) => t), fr, p.freq ? F.freq(p) : null);
  y += ROW;
  xs = row([['EXISTING ADVANCE?', 36], ['WITH', 250], ['BALANCE', 440]]);
  const f = p.funders[0];
  options('existing_advance', xs[0]!, ['Yes', 'No'], f ? 'Yes' : 'No', null);
  if (f) { val('funder.name', f.name, null, xs[1]!, 160); val('funder.balance', f.balance, null, xs[2]!, 90); }
  y += ROW;

  heading('SECTION 3  -  OWNERS');
  p.owners.forEach((o, i) => {
    xs = row([[`OWNER ${i + 1} NAME`, 36], ['TITLE', 380]]);
    val(`owner${i}.name`, o.name, F.name(i, o), xs[0]!, 230); val(`owner${i}.role`, o.role, F.role(i, o), xs[1]!, 140); y += ROW;
    xs = row([['% OWNED', 36], ['SSN', 170], ['DATE OF BIRTH', 380]]);
    val(`owner${i}.own`, o.own!.text, F.own(i, o), xs[0]!, 70);
    if (o.tax) val(`owner${i}.tax`, o.tax.text, F.otax(i, o), xs[1]!, 120);
    if (o.dob) val(`owner${i}.dob`, o.dob.text, F.dob(i, o), xs[2]!, 110);
    y += ROW;
    if (o.credit && r.chance(0.5)) {
      xs = row([['CREDIT SCORE', 36], ['HOME PHONE / CELL', 330]]);
      val(`owner${i}.credit`, o.credit.text, F.credit(i, o), xs[0]!, 80);
    } else {
      xs = row([['CREDIT (CIRCLE)', 36]]);
      const range = o.credit ? RANGES.find(([, lo, hi]) => o.credit!.v >= lo && o.credit!.v <= hi)![0] : null;
      options(`owner${i}.credit_range`, xs[0]!, RANGES.map(([t]) => t), range, null);
      if (range) sh.decoys.push({ key: `owner${i}.credit_range`, text: range, fields: {}, page: sh.page, decoy: true });
      xs = [0, 470 + sh.label('CELL', 470, y + ROW - 11, { font: 'Helvetica-Bold', size: 7.5 }) + 5];
    }
    val(`owner${i}.cell`, o.cell, null, xs[1]!, 100);
    y += ROW;
  });
  heading('SECTION 4  -  BANK & SIGNATURE');
  xs = row([['BANK', 36], ['ROUTING', 230], ['ACCOUNT', 410]]);
  val('bank.name', p.bank.name, null, xs[0]!, 140); val('bank.routing', p.bank.routing, null, xs[1]!, 110); val('bank.account', p.bank.account, null, xs[2]!, 110);
  y += ROW + 4;
  sh.label('I certify the above is true and authorize Keystone Merchant Partners and its assigns to obtain credit reports and verify this information.',
    36, y, { size: 7, w: 540 });
  y += 16;
  xs = row([['SIGNATURE', 36], ['DATE', 380]]);
  signature(sh, xs[0]! + 10, y + ROW - 8, 150);
  val('signed_date', p.signed, null, xs[1]!, 110);
}
