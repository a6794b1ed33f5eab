// Silverleaf Advance: a broker CRM's mail-merge PDF, a dense grid of boxed cells with tiny-caps labels inside, fields
// named by dotted paths (merchant.legal_name, owner2.ssn), entity checkboxes whose on-state is "1", the payment
// frequency a drop-down exporting codes 1-4, up to four owners in rows, the ISO's own block and open positions.
import type { Rng } from '../../statements/generator/prng.ts';
import { authText, bizTaxPaths, dba, entityPick, industryPaths, logo, ownerTax, signature, type LayoutDef } from './common.ts';
import type { Deal } from './deal.ts';
import { date, einText, FREQ_LABEL, money, nameText, namePaths, pct } from './fmt.ts';
import type { Sheet } from './kit.ts';
import { boxRow, para, type Cell } from './rows.ts';

const X = 30, W = 552, GREEN = '#166534';
const ROW = { h: 21, labelSize: 5 };

function head(s: Sheet, title: string, y: number): number {
  s.rect(X, y, W, 10, { fill: GREEN });
  s.text(title, X + 3, y + 2.2, { font: 'Helvetica-Bold', size: 6.5, color: '#ffffff' });
  return y + 10;
}

function rows(s: Sheet, y: number, list: Cell[][]): number {
  for (const cells of list) y += boxRow(s, X, y, cells, ROW);
  return y;
}

const ENTITIES = [['LLC', ['llc']], ['Corp', ['corp']], ['S-Corp', ['scorp']], ['Partnership', ['partnership']], ['Sole Prop', ['sole']],
  ['LP', ['lp']], ['LLP', ['llp']], ['PC', ['pc']]] as const;
const FREQS = ['daily', 'weekly', 'biweekly', 'monthly'] as const;

function entity(s: Sheet, d: Deal, y: number): number {
  const pick = entityPick(d, ENTITIES);
  s.rect(X, y, W, 16, { lw: 0.5 });
  s.text('ENTITY TYPE', X + 2, y + 1.6, { size: 5, color: '#222222' });
  let x = X + 50;
  ENTITIES.forEach(([label], i) => {
    s.check(`merchant.entity.${label.toLowerCase().replace(/[^a-z]/g, '')}`, x, y + 4, 7.5, pick.index === i,
      { state: '1', label, mark: 'check', paths: { type_of_entity: pick.id } });
    s.text(label, x + 10, y + 5, { size: 6.5 });
    x += s.width(label, 'Helvetica', 6.5) + 22;
  });
  s.check('merchant.entity.other', x, y + 4, 7.5, pick.index < 0, { state: '1', label: 'Other', mark: 'check' });
  s.text('Other:', x + 10, y + 5, { size: 6.5 });
  s.field('merchant.entity.other_text', x + 32, y + 2, X + W - x - 36, 12, pick.other, pick.index < 0 ? { paths: { type_of_entity: pick.id } } : {});
  return y + 16;
}

function merchant(s: Sheet, d: Deal, r: Rng, y: number): number {
  const b = dba(d, r), m = r.pick(['dollar', 'comma', 'plain'] as const);
  const tax = d.taxType === 'EIN' ? einText(d.taxId, true) : `${d.taxId.slice(0, 3)}-${d.taxId.slice(3, 5)}-${d.taxId.slice(5)}`;
  const inc = d.entity === 'sole' ? '' : d.incState;
  y = rows(s, y, [
    [{ label: 'Legal / Corporate Name', w: 300, name: 'merchant.legal_name', value: d.legal, paths: { legal_name: d.legal } },
      { label: 'DBA', w: 252, name: 'merchant.dba', value: b.value, ...(b.paths ? { paths: b.paths } : {}) }],
    [{ label: 'Physical Address', w: 230, name: 'merchant.address.street', value: d.addr.street },
      { label: 'City', w: 120, name: 'merchant.address.city', value: d.addr.city },
      { label: 'State', w: 40, name: 'merchant.address.state', value: d.addr.state, paths: { state_region: d.addr.state } },
      { label: 'Zip', w: 60, name: 'merchant.address.zip', value: d.addr.zip }, { label: 'Phone', w: 102, name: 'merchant.phone', value: d.phone }],
    [{ label: 'Federal Tax ID', w: 100, name: 'merchant.fein', value: tax, paths: bizTaxPaths(d) },
      { label: 'Business Start Date', w: 90, name: 'merchant.start_date', value: date(d.start, r.pick(['mdy', 'long', 'monShort'] as const)),
        paths: { business_start_date: d.start } },
      { label: 'State of Inc.', w: 60, name: 'merchant.state_of_inc', value: inc, ...(inc && inc !== d.addr.state ? { decoy: 'state_of_incorporation' } : {}) },
      { label: 'Industry / Product or Service Sold', w: 180, name: 'merchant.industry', value: d.trade.text, paths: industryPaths(d) },
      { label: 'Monthly Gross Sales', w: 122, name: 'merchant.monthly_sales', value: money(d.monthly, m) }],
  ]);
  y = entity(s, d, y);
  return rows(s, y, [[{ label: 'Funding Amount Requested', w: 130, name: 'deal.amount_requested', value: money(d.amount, m), paths: { requested_amount: d.amount } },
    { label: 'Payment Frequency', w: 100, name: 'deal.frequency', value: String(FREQS.indexOf(d.freq) + 1), combo: FREQS.map((q, i): [string, string] => [String(i + 1), FREQ_LABEL[q]!]),
      paths: { payment_frequency: d.freq } },
    { label: 'Est. Payment Amount', w: 110, name: 'deal.payment', value: money(d.payment, 'cents'), paths: { requested_payment: d.payment } },
    { label: '# of Payments', w: 70, name: 'deal.term', value: String(d.nPay), paths: { number_of_payments: d.nPay } },
    { label: 'Use of Proceeds', w: 142, name: 'deal.use_of_funds', value: d.use }]]);
}

function owners(s: Sheet, d: Deal, r: Rng, y: number): number {
  const style = r.pick(['full', 'plain', 'lastFirst'] as const);
  for (let i = 0; i < 4; i++) {
    const o = d.owners[i], k = `owner${i + 1}`, t = o ? ownerTax(i, o, r.pick(['XXX-XX-', '***-**-'])) : { value: '' };
    y += boxRow(s, X, y, [
      { label: `Owner ${i + 1} Name`, w: 120, name: `${k}.name`, value: o ? nameText(o, style) : '', ...(o ? { paths: namePaths(i, o) } : {}) },
      { label: 'Title', w: 74, name: `${k}.title`, value: o?.title ?? '', ...(o ? { paths: { [`${i}.role`]: o.title } } : {}) },
      { label: 'Own %', w: 36, name: `${k}.ownership`, value: o ? pct(o.pct, true) : '', ...(o ? { paths: { [`${i}.ownership`]: o.pct } } : {}) },
      { label: 'SSN', w: 70, name: `${k}.ssn`, value: t.value, ...(t.paths ? { paths: t.paths } : {}) },
      { label: 'DOB', w: 56, name: `${k}.dob`, value: o ? date(o.dob, 'mdy') : '', ...(o ? { paths: { [`${i}.date_of_birth`]: o.dob } } : {}) },
      { label: 'FICO', w: 32, name: `${k}.fico`, value: o?.score ? String(o.score) : '', ...(o?.score ? { paths: { [`${i}.credit_score`]: o.score } } : {}) },
      { label: 'Home Address', w: 164, name: `${k}.home_address`, value: o ? `${o.home.street}, ${o.home.city}, ${o.home.state}` : '', ...(o ? { decoy: 'owner_home' } : {}) },
    ], ROW);
  }
  return y;
}

function positions(s: Sheet, d: Deal, y: number): number {
  for (let i = 0; i < 2; i++) {
    const f = d.funders[i], k = `positions.${i}`;
    y += boxRow(s, X, y, [{ label: `Position ${i + 1} Funder`, w: 200, name: `${k}.funder`, value: f?.name ?? '', ...(f ? { decoy: 'funder' } : {}) },
      { label: 'Balance', w: 120, name: `${k}.balance`, value: f ? money(f.balance, 'cents') : '', ...(f ? { decoy: 'funder_balance' } : {}) },
      { label: 'Payment', w: 120, name: `${k}.payment`, value: f ? money(f.payment, 'cents') : '', ...(f ? { decoy: 'funder_payment' } : {}) },
      { label: 'Frequency', w: 112, name: `${k}.frequency`, value: f ? FREQ_LABEL[f.freq]! : '' }], { ...ROW, h: 18 });
  }
  return y;
}

function iso(s: Sheet, d: Deal, y: number): number {
  return rows(s, y, [[{ label: 'ISO Name', w: 170, name: 'iso.company', value: d.rep.company, decoy: 'iso_company' },
    { label: 'ISO Rep', w: 110, name: 'iso.rep', value: `${d.rep.first} ${d.rep.last}`, decoy: 'iso_rep' },
    { label: 'ISO EIN', w: 80, name: 'iso.ein', value: einText(d.rep.ein, true), decoy: 'iso_ein' },
    { label: 'ISO Phone', w: 82, name: 'iso.phone', value: d.rep.phone, decoy: 'iso_phone' },
    { label: 'ISO ID', w: 110, name: 'iso.id', value: d.rep.isoId }],
  [{ label: 'Bank Name', w: 170, name: 'bank.name', value: d.bank.name }, { label: 'ABA Routing', w: 110, name: 'bank.routing', value: d.bank.routing, decoy: 'bank_routing' },
    { label: 'Account #', w: 162, name: 'bank.account', value: d.bank.account, decoy: 'bank_account' },
    { label: 'Rep Email', w: 110, name: 'iso.email', value: d.rep.email }]]);
}

function render(s: Sheet, d: Deal, r: Rng): void {
  logo(s, 'leaf', X, 22, GREEN);
  s.text('Silverleaf Advance', X + 34, 22, { font: 'Helvetica-Bold', size: 15, color: GREEN });
  s.text('Merchant Application  ·  Confidential', X + 34, 40, { size: 7.5, color: '#444444' });
  s.text(`Deal # SLA-${r.digits(6)}   Generated ${date(d.signed, 'mdy')}`, X + W - 200, 26, { size: 7, w: 200, align: 'right', color: '#444444' });
  let y = merchant(s, d, r, head(s, 'MERCHANT INFORMATION', 56));
  y = owners(s, d, r, head(s, 'OWNERSHIP', y + 5));
  y = positions(s, d, head(s, 'OPEN POSITIONS / EXISTING ADVANCES', y + 5));
  y = iso(s, d, head(s, 'SUBMITTING ISO & BANKING', y + 5));
  y = head(s, 'MERCHANT AUTHORIZATION', y + 5) + 4;
  y += para(s, authText('Silverleaf Advance', 'US'), X, y, W, 5.8) + 6;
  d.owners.slice(0, 2).forEach((o, i) => {
    const x = X + i * 280;
    boxRow(s, x, y, [{ label: `Owner ${i + 1} Signature`, w: 170, name: `owner${i + 1}.signature`, value: '' },
      { label: 'Date', w: 100, name: `owner${i + 1}.signed_date`, value: date(d.signed, 'mdy') }], { h: 28, labelSize: 5 });
    signature(s, r, x + 12, y + 24, 130);
  });
  s.text('Silverleaf Advance CRM · Template MA-7 · This document was generated from deal data and may be edited by the merchant.', X, 772, { size: 5.5, color: '#777777' });
}

export const SILVERLEAF: LayoutDef = {
  name: 'silverleaf_crm_merge', country: 'US', maxOwners: 4,
  look: (r) => ({ font: r.pick(['Helvetica', 'Times-Roman']), size: 8, hand: r.pick(['kalam', 'patrick'] as const), handSize: 9.5,
    ink: r.pick(['#1b2f7a', '#1a1a1a']), producer: 'Silverleaf CRM PDF Service 3.1', creator: 'Silverleaf CRM', title: 'Merchant Application',
    namer: (h) => h }),
  render,
};
