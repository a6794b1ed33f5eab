// The blocks every layout of this set is built from: funding request, owners, business, a footer-like strip with the
// tax number and start date, the 'For office use' column, and the non-applicant parts (bank, landlord, advances).
import { Rng } from '../../statements/generator/prng.ts';
import type { Merchant } from './merchant.ts';
import { PAGE_H, type FieldValue, type Sheet } from './sheet.ts';

export interface Cell { key: string; caption: string; w: number; value: string | null; fields: Record<string, FieldValue> }
const A = (f: string) => `application.${f}`;

/** One row of boxed cells, widths scaled to fill `w`; returns the next y. */
export function row(sh: Sheet, cells: Cell[], x: number, y: number, w: number, h = 22): number {
  const total = cells.reduce((s, c) => s + c.w, 0);
  let cx = x;
  for (const c of cells) {
    const cw = (c.w / total) * w;
    sh.cell(c.key, c.caption, cx, y, cw, c.value, c.fields, h);
    cx += cw;
  }
  return y + h;
}

const FREQ: [string, Merchant['frequency']][] = [['Daily', 'daily'], ['Weekly', 'weekly'], ['Bi-Weekly', 'biweekly'], ['Monthly', 'monthly']];

/** Funding request first, as these brokers print it; the frequency options stand in a vertical column at the right. */
export function request(sh: Sheet, m: Merchant, opts: { terms: boolean; title: string }, x: number, y: number, w: number): number {
  sh.bar(opts.title, x, y, w);
  y += 15;
  const colW = opts.terms ? 78 : 0;
  let ny = row(sh, [
    { key: 'request.amount', caption: m.country === 'CA' ? 'Amount Requested (CAD)' : 'Amount Requested', w: 2, value: m.amountPrinted, fields: { [A('requested_amount')]: m.amount } },
    { key: 'request.use', caption: 'Use of Funds', w: 3, value: m.useOfFunds, fields: {} },
  ], x, y, w - colW);
  if (opts.terms) {
    ny = row(sh, [
      { key: 'request.payment', caption: 'Requested Payment', w: 2, value: m.paymentPrinted, fields: { [A('requested_payment')]: m.payment } },
      { key: 'request.count', caption: 'No. of Payments', w: 1.5, value: String(m.nPayments), fields: { [A('number_of_payments')]: m.nPayments } },
      { key: 'request.sales', caption: 'Avg. Monthly Sales', w: 1.5, value: m.monthlySales, fields: {} },
    ], x, ny, w - colW);
    sh.text('Payment Schedule:', x + w - colW + 4, y + 1, 6.5, 'Helvetica-Bold');
    FREQ.forEach(([label, id], i) => sh.check(`request.freq.${id}`, x + w - colW + 6, y + 11 + i * 11, label, m.frequency === id,
      { [A('payment_frequency')]: id }));
    ny = Math.max(ny, y + 56);
  }
  return ny + 6;
}

export interface OwnerOpts { score: boolean; compact: boolean; pctSign: boolean; label: string }

/** The owners before the business: each owner a block (or a single dense row when compact). */
export function owners(sh: Sheet, m: Merchant, idx: number[], o: OwnerOpts, x: number, y: number, w: number): number {
  for (const i of idx) {
    const ow = m.owners[i]!;
    const P = (f: string) => `application.applicants[${i}].${f}`;
    const tax = ow.taxTruth === null ? {} : { [P('tax_id')]: ow.taxTruth, [P('tax_id_type')]: ow.taxType, [P('tax_id_country')]: m.country };
    const taxCap = m.country === 'CA' ? 'SIN' : ow.taxType === 'ITIN' ? 'SSN / ITIN' : 'SSN';
    sh.text(`${o.label} ${i + 1}`, x, y, 7, 'Helvetica-Bold');
    y += 9;
    const main: Cell[] = [
      { key: `owner${i}.name`, caption: 'Full Name', w: 3, value: ow.printedName, fields: { [P('first_name')]: ow.first, [P('last_name')]: ow.last } },
      { key: `owner${i}.title`, caption: 'Title', w: 1.6, value: ow.role, fields: { [P('role')]: ow.role } },
      { key: `owner${i}.pct`, caption: 'Ownership %', w: 1, value: `${ow.pct}${o.pctSign ? '%' : ''}`, fields: { [P('ownership')]: ow.pct } },
      { key: `owner${i}.tax`, caption: taxCap, w: 1.8, value: ow.taxPrinted, fields: tax },
      { key: `owner${i}.dob`, caption: 'Date of Birth', w: 1.6, value: ow.dobPrinted, fields: { [P('date_of_birth')]: ow.dobIso } },
    ];
    if (o.score) main.push({ key: `owner${i}.score`, caption: 'Credit Score', w: 1, value: ow.score === null ? null : String(ow.score), fields: ow.score === null ? {} : { [P('credit_score')]: ow.score } });
    const home: Cell[] = [
      { key: `owner${i}.home`, caption: 'Home Address', w: 4, value: ow.home, fields: {} },
      { key: `owner${i}.cell`, caption: 'Cell Phone', w: 1.6, value: ow.phone, fields: {} },
    ];
    if (o.compact) {
      y = row(sh, [...main.slice(0, 3), ...home.slice(0, 1)], x, y, w);
      y = row(sh, main.slice(3), x, y, w * 0.6);
    } else {
      y = row(sh, main.slice(0, 3), x, y, w);
      y = row(sh, [...main.slice(3), ...home.slice(1)], x, y, w);
      y = row(sh, home.slice(0, 1), x, y, w);
    }
    y += 4;
  }
  return y + 2;
}

const ENTITY_US = ['Corporation', 'LLC', 'Partnership', 'LP', 'LLP', 'Sole Proprietor', 'Non-Profit', 'Other'];
const ENTITY_CA = ['Corporation', 'Partnership', 'LP', 'LLP', 'Sole Proprietorship', 'Non-Profit', 'Other'];

/** Business details after the owners; the entity is a vertical checkbox column or a free-text cell. */
export function business(sh: Sheet, m: Merchant, o: { boxes: boolean; title: string }, x: number, y: number, w: number): number {
  sh.bar(o.title, x, y, w);
  y += 15;
  const top = y;
  const colW = o.boxes ? 96 : 0;
  const fw = w - colW;
  const ca = m.country === 'CA';
  y = row(sh, [{ key: 'biz.legal', caption: ca ? 'Legal Business Name' : 'Business Legal Name', w: 1, value: m.legal, fields: { [A('legal_name')]: m.legal } }], x, y, fw);
  y = row(sh, [{ key: 'biz.dba', caption: ca ? 'Operating Name (O/A)' : 'DBA', w: 1, value: m.dbaPrinted, fields: { [A('trade_name')]: m.dbaTruth } }], x, y, fw);
  const ent: Cell[] = o.boxes ? [] : [{ key: 'biz.entity', caption: 'Type of Entity', w: 1.3, value: m.entityText, fields: { [A('type_of_entity')]: m.entityId } }];
  y = row(sh, [{ key: 'biz.industry', caption: 'Type of Business', w: 2, value: m.industryText, fields: { [A('industry')]: m.industryId } }, ...ent,
    { key: 'biz.employees', caption: '# Employees', w: 0.8, value: String(m.employees), fields: {} }], x, y, fw);
  y = row(sh, [{ key: 'biz.street', caption: 'Business Address', w: 3, value: m.street, fields: {} },
    { key: 'biz.city', caption: 'City', w: 1.6, value: m.city, fields: {} }], x, y, fw);
  const country = ca ? 'Canada' : 'United States';
  y = row(sh, [{ key: 'biz.state', caption: ca ? 'Province' : 'State', w: 0.7, value: m.state, fields: { [A('state_region')]: m.state, [A('country')]: country } },
    { key: 'biz.postal', caption: ca ? 'Postal Code' : 'ZIP', w: 0.9, value: m.postal, fields: {} },
    { key: 'biz.phone', caption: 'Business Phone', w: 1.4, value: m.phone, fields: {} },
    { key: 'biz.email', caption: 'E-mail', w: 2.2, value: m.email, fields: {} }], x, y, fw);
  if (o.boxes) {
    const cx = x + fw + 6;
    sh.text('Entity Type (check one):', cx, top + 1, 6.5, 'Helvetica-Bold');
    (ca ? ENTITY_CA : ENTITY_US).forEach((label, i) => {
      const on = m.entityBox === label;
      sh.check(`biz.entity.${label}`, cx + 2, top + 11 + i * 11, label, on, on && label !== 'Other' ? { [A('type_of_entity')]: m.entityId } : {});
    });
    const oy = top + 11 + (ca ? ENTITY_CA : ENTITY_US).length * 11 - 11;
    sh.doc.moveTo(cx + 38, oy + 9).lineTo(cx + colW - 4, oy + 9).lineWidth(0.4).stroke();
    sh.value('biz.entity.other', m.entityBox === 'Other' ? m.entityOther : null, cx + 38, oy - 3, colW - 42, 11,
      { [A('type_of_entity')]: m.entityId });
    y = Math.max(y, oy + 14);
  }
  return y + 6;
}

/** The footer-like strip: tax number and start date (or years in business) and, as a decoy, the state of incorporation. */
export function strip(sh: Sheet, m: Merchant, yearsOnly: boolean, x: number, y: number, w: number): void {
  sh.rect(x, y - 3, w, 28, '#e8e8e8');
  const ca = m.country === 'CA';
  const taxFields = { [A('business_tax_id')]: m.taxDigits, [A('business_tax_id_type')]: m.taxType, [A('business_tax_id_country')]: m.country };
  row(sh, [
    { key: 'strip.tax', caption: ca ? 'Business Number (BN) / Program Acct' : 'Federal Tax ID (EIN) or SSN', w: 2, value: m.taxPrinted, fields: taxFields },
    yearsOnly ? { key: 'strip.years', caption: 'Years in Business', w: 1.2, value: String(m.years), fields: {} }
      : { key: 'strip.start', caption: 'Business Start Date', w: 1.2, value: m.startPrinted, fields: { [A('business_start_date')]: m.startIso } },
    { key: 'strip.inc', caption: ca ? 'Jurisdiction of Incorporation' : 'State of Incorporation', w: 1.3, value: m.stateOfInc, fields: {} },
  ], x + 3, y, w - 6);
}

/** 'For office use only': the broker's own notes, some repeating the merchant's values in other forms. All decoys. */
export function office(sh: Sheet, m: Merchant, rng: Rng, x: number, y: number, w: number, bottom: number): void {
  sh.rect(x, y, w, bottom - y, '#f3f3f3');
  sh.text('FOR OFFICE USE ONLY', x + 4, y + 4, 7, 'Helvetica-Bold');
  const k = m.amount >= 1000 ? `${m.amount / 1000}K` : String(m.amount);
  const items: [string, string][] = [['Deal #', `${rng.alnum(2)}-${rng.digits(5)}`], ['ISO Rep', m.decoys.isoRep], ['Merchant', m.legal],
    ['Req. Amt', k], ['Received', `${rng.int(1, 12)}/${rng.int(1, 28)}/25`], ['Submitted to', m.decoys.funders[0]?.name ?? 'Everline Advance'],
    ['Factor', rng.pick(['1.29', '1.35', '1.42'])], ['Stips', rng.pick(['4 mo. stmts', 'DL + VC', 'Landlord ltr'])]];
  let cy = y + 16;
  for (const [cap, v] of items) {
    if (cy + 24 > bottom) break;
    sh.cell(`office.${cap}`, cap, x + 3, cy, w - 6, rng.chance(0.85) ? v : null, {}, 22);
    cy += 26;
  }
}

/** Bank, landlord, references and existing advances: printed people and numbers that are not the applicant's. */
export function others(sh: Sheet, m: Merchant, o: { refs: boolean; advances: boolean }, x: number, y: number, w: number): number {
  const d = m.decoys;
  sh.bar('BANK / PREMISES', x, y, w, '#555');
  y = row(sh, [{ key: 'bank.name', caption: 'Bank Name', w: 1.6, value: d.bank, fields: {} },
    { key: 'bank.routing', caption: m.country === 'CA' ? 'Transit / Institution' : 'Routing #', w: 1.2, value: d.routing, fields: {} },
    { key: 'bank.account', caption: 'Account #', w: 1.2, value: d.account, fields: {} }], x, y + 15, w);
  y = row(sh, [{ key: 'landlord.name', caption: 'Landlord / Mortgage Holder', w: 2, value: d.landlord, fields: {} },
    { key: 'landlord.phone', caption: 'Landlord Phone', w: 1.2, value: d.landlordPhone, fields: {} }], x, y, w);
  if (o.refs) {
    y = row(sh, d.refs.map((r, i) => ({ key: `ref${i}`, caption: `Trade Reference ${i + 1}`, w: 1, value: r, fields: {} })), x, y, w);
  }
  if (o.advances) {
    const f = d.funders[0];
    y = row(sh, [{ key: 'adv.funder', caption: 'Existing Advance: Funder', w: 2, value: f?.name ?? null, fields: {} },
      { key: 'adv.balance', caption: 'Balance', w: 1, value: f?.balance ?? null, fields: {} },
      { key: 'adv.payment', caption: 'Payment', w: 1, value: f?.payment ?? null, fields: {} }], x, y, w);
  }
  return y + 6;
}

/** Consent paragraph and one signature line per owner (the printed name there repeats the owner: a decoy). */
export function signatures(sh: Sheet, m: Merchant, consent: string, x: number, y: number, w: number): number {
  y = sh.para(consent, x, y, w) + 6;
  for (const [i, ow] of m.owners.slice(0, 2).entries()) {
    y = row(sh, [{ key: `sign${i}.sig`, caption: 'Signature', w: 2, value: null, fields: {} },
      { key: `sign${i}.name`, caption: 'Print Name', w: 1.6, value: `${ow.first} ${ow.last}`, fields: {} },
      { key: `sign${i}.date`, caption: 'Date', w: 0.8, value: null, fields: {} }], x, y, w);
  }
  return y;
}

export const STRIP_Y = PAGE_H - 64;
