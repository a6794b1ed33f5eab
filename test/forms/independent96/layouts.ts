// The seven brokers' forms: one generic page builder, each layout choosing its look, its text modes per region
// (labels, values, decoys, headers, fine print), its date and money formats and how owners and the entity are shown.
import type { Mode } from './ink.ts';
import type { Form, Look, Modes } from './draw.ts';
import type { Model, Owner } from './data.ts';

export type DateFmt = 'mdy' | 'mdy2' | 'long' | 'iso';
export interface Spec {
  name: string; broker: string; tagline: string; country: 'US' | 'CA'; modes: Modes; look: Look; date: DateFmt; money: 'cents' | 'whole' | 'cad';
  schedule: boolean; entity: 'text' | 'checks'; owners: 'blocks' | 'table'; lastFirst: boolean; ownersOnPage2: boolean; maxOwners: number;
}
const m = (header: Mode, label: Mode, value: Mode, decoy: Mode, fine: Mode): Modes => ({ header, label, value, decoy, fine });
const look = (accent: string, boxed: boolean, bar: boolean): Look => ({ accent, boxed, bar, labelSize: 6.5, valueSize: 9.5 });

export const SPECS: Spec[] = [
  { name: 'ledgerline_capital', broker: 'Ledgerline Capital Partners', tagline: 'Working Capital Application', country: 'US', modes: m('plain', 'nomap', 'plain', 'plain', 'nomap'),
    look: look('#1f3b63', true, true), date: 'mdy', money: 'cents', schedule: false, entity: 'text', owners: 'blocks', lastFirst: false, ownersOnPage2: false, maxOwners: 3 },
  { name: 'bluegate_funding', broker: 'BlueGate Funding Group', tagline: 'Merchant Cash Advance - Application', country: 'US', modes: m('plain', 'plain', 'cipher', 'plain', 'plain'),
    look: look('#1565c0', false, false), date: 'long', money: 'whole', schedule: true, entity: 'text', owners: 'table', lastFirst: false, ownersOnPage2: false, maxOwners: 4 },
  { name: 'northway_merchant_ca', broker: 'Northway Merchant Finance Inc.', tagline: 'Business Funding Application (Canada)', country: 'CA', modes: m('nomap', 'nomap', 'nomap', 'nomap', 'nomap'),
    look: look('#7a1f1f', true, true), date: 'iso', money: 'cad', schedule: true, entity: 'checks', owners: 'blocks', lastFirst: false, ownersOnPage2: true, maxOwners: 3 },
  { name: 'cobalt_advance', broker: 'Cobalt Advance Brokers LLC', tagline: 'Revenue Based Financing Application', country: 'US', modes: m('stdcipher', 'stdcipher', 'outline', 'stdcipher', 'stdcipher'),
    look: look('#0b5d5e', true, false), date: 'mdy2', money: 'cents', schedule: true, entity: 'checks', owners: 'blocks', lastFirst: false, ownersOnPage2: true, maxOwners: 4 },
  { name: 'maple_bridge_ca', broker: 'Maple Bridge Capital', tagline: 'Merchant Application / Demande de financement', country: 'CA', modes: m('outline', 'scramble', 'scramble', 'scramble', 'scramble'),
    look: look('#b23b12', false, true), date: 'long', money: 'cad', schedule: false, entity: 'text', owners: 'table', lastFirst: true, ownersOnPage2: false, maxOwners: 4 },
  { name: 'ironside_brokerage', broker: 'Ironside Business Brokerage', tagline: 'Confidential Funding Request', country: 'US', modes: m('outline', 'plain', 'nomap', 'cipher', 'plain'),
    look: look('#333333', true, true), date: 'mdy', money: 'whole', schedule: true, entity: 'text', owners: 'table', lastFirst: true, ownersOnPage2: false, maxOwners: 2 },
  { name: 'harborpoint_fax', broker: 'HarborPoint Merchant Services', tagline: 'MERCHANT APPLICATION (FAX FORM 7B)', country: 'US', modes: m('outline', 'outline', 'stdcipher', 'outline', 'nomap'),
    look: look('#000000', true, false), date: 'mdy', money: 'cents', schedule: false, entity: 'checks', owners: 'blocks', lastFirst: false, ownersOnPage2: false, maxOwners: 4 },
];

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
export function fmtDate(iso: string | null, f: DateFmt): string {
  if (!iso) return '';
  const [y, mo, d] = iso.split('-').map(Number) as [number, number, number];
  const p = (n: number) => String(n).padStart(2, '0');
  return f === 'iso' ? iso : f === 'long' ? `${MONTHS[mo - 1]} ${d}, ${y}` : f === 'mdy2' ? `${p(mo)}/${p(d)}/${String(y).slice(2)}` : `${p(mo)}/${p(d)}/${y}`;
}
export function fmtMoney(n: number | null, f: Spec['money']): string {
  if (n === null) return '';
  const whole = Number.isInteger(n);
  const s = n.toLocaleString('en-US', { minimumFractionDigits: f === 'cents' || !whole ? 2 : 0, maximumFractionDigits: 2 });
  return f === 'cad' ? `CAD ${s}` : `$${s}`;
}
const FREQ: Record<string, string> = { daily: 'Daily', weekly: 'Weekly', biweekly: 'Bi-Weekly', monthly: 'Monthly' };
export function ownerName(o: Owner, lastFirst: boolean): string {
  return lastFirst ? `${o.last}, ${o.first}${o.middle ? ` ${o.middle}` : ''}` : `${o.first}${o.middle ? ` ${o.middle}` : ''} ${o.last}`;
}
function ownerTax(o: Owner): string {
  if (!o.taxMasked) return o.taxId;
  return o.taxType === 'SIN' ? `*** *** ${o.taxId.slice(-3)}` : `XXX-XX-${o.taxId.slice(-4)}`;
}

const X = 36, W = 540, BOTTOM = 752;

export function drawForm(f: Form, md: Model, s: Spec): void {
  const doc = f.doc;
  const ca = s.country === 'CA';
  const d = (iso: string | null) => fmtDate(iso, s.date);
  const $ = (n: number | null) => fmtMoney(n, s.money);
  let y = 34;
  const need = (h: number) => { if (y + h > BOTTOM) { doc.addPage({ size: 'LETTER', margin: 0 }); y = 40; } };
  // header
  f.ink.text(s.modes.header, s.broker, X, y, { size: 16, face: 'bold', color: s.look.accent });
  f.ink.text(s.modes.header, s.tagline, X, y + 20, { size: 10, color: '#444' });
  f.ink.text(s.modes.fine, `Submit with last ${ca ? '4' : '3'} months of bank statements  |  ${ca ? 'apps@' : 'submissions@'}${s.name.split('_')[0]}.${ca ? 'ca' : 'com'}`, X + 300, y + 4, { size: 6.5, color: '#555' });
  y += 40;
  // ISO / broker rep strip (decoys)
  y = f.row([['ISO / Broker Rep', md.iso, 2], ['ISO #', md.isoId], ['Rep Phone', md.isoPhone]], X, y, W, 22, [true, true, true]) + 6;
  y = f.section(ca ? 'Business Information / Entreprise' : 'Business Information', X, y, W);
  y = f.row([['Legal Business Name', md.legal, 3], [ca ? 'Operating Name (O/A)' : 'DBA', md.dbaPrinted, 2]], X, y, W);
  const taxLabel = ca ? 'Business Number (BN)' : md.taxIdType === 'EIN' ? 'Federal Tax ID (EIN)' : 'Federal Tax ID (EIN/SSN)';
  if (s.entity === 'text') y = f.row([['Entity Type', md.entityText], [taxLabel, md.taxId], ['Business Start Date', d(md.startDate)]], X, y, W);
  else {
    y = f.checks('Entity:', ca ? ['Corporation', 'Partnership', 'Sole Prop', 'Other'] : ['Corporation', 'LLC', 'S Corp', 'Partnership', 'LP', 'Sole Prop'], md.checkbox, X, y + 2, W) + 2;
    y = f.row([[taxLabel, md.taxId], ['Business Start Date', d(md.startDate)], [ca ? 'Jurisdiction of Incorporation' : 'State of Incorporation', md.incState]], X, y, W, 24, [false, false, true]);
  }
  y = f.row([['Physical Address', md.street, 3], ['City', md.city, 1.5], [ca ? 'Province' : 'State', md.region, 0.7], [ca ? 'Postal Code' : 'Zip', md.postal, 0.9]], X, y, W);
  y = f.row([['Business Phone', md.phone], ['Email', md.email, 1.4], ['Website', md.website, 1.4]], X, y, W, 24, [true, true, true]);
  const row5: [string, string, number?][] = [['Type of Business', md.industryText, 2], ['# Employees', String(md.employees), 0.7]];
  if (s.entity === 'text') row5.push([ca ? 'Jurisdiction of Incorporation' : 'State of Inc.', md.incState, 1]);
  y = f.row(row5, X, y, W, 24, [false, true, true]);
  y = f.row([['Own / Rent', md.rentOrOwn, 0.7], ['Landlord / Mortgage Co.', md.rentOrOwn === 'Own' ? '' : md.landlord, 2], ['Landlord Phone', md.rentOrOwn === 'Own' ? '' : md.landlordPhone], ['Monthly Rent', $(md.monthlyRent)]], X, y, W, 24, [true, true, true, true]) + 6;
  need(80);
  y = f.section('Funding Request', X, y, W);
  const fund: [string, string, number?][] = [['Amount Requested', $(md.amount)], ['Use of Funds', md.useOfFunds, 1.4]];
  if (s.schedule) fund.push(['Requested Payment', $(md.payment)], ['# of Payments', String(md.payments)], ['Frequency', FREQ[md.frequency!]!]);
  y = f.row(fund, X, y, W, 24, [false, true]);
  y = f.row([['Avg. Monthly Sales', $(md.monthlySales)], ['Annual Revenue', $(md.annualRevenue)], ['Bank Name', md.bank], [ca ? 'Transit / Institution' : 'Routing #', md.routing], ['Account #', md.account]], X, y, W, 24, [true, true, true, true, true]) + 6;
  need(40 + 17 * Math.max(1, md.funders.length));
  f.label('Existing advances / loans (funder, balance, payment):', X, y, 7, s.modes.label);
  y = f.table(['Funder', 'Balance', 'Payment'], md.funders.length ? md.funders.map((r) => [r.name, $(r.balance), $(r.payment)]) : [['None', '', '']], X, y + 10, [240, 150, 150], true);
  y = f.table(['Trade Reference', 'Phone'], md.refs.map((r) => [r.name, r.phone]), X, y, [300, 240], true) + 2;
  // owners
  if (s.ownersOnPage2) { doc.addPage({ size: 'LETTER', margin: 0 }); y = 40; }
  need(90);
  y = f.section(ca ? 'Owners / Officers (all of 20% or more)' : 'Owner / Guarantor Information', X, y, W);
  const taxHead = ca ? 'SIN' : 'SSN / ITIN';
  if (s.owners === 'table') {
    const rows = md.owners.map((o) => [ownerName(o, s.lastFirst), o.role, `${o.ownership}%`, ownerTax(o), d(o.dob), o.score === null ? '' : String(o.score)]);
    y = f.table([s.lastFirst ? 'Owner (Last, First)' : 'Owner Name', 'Title', 'Own %', taxHead, 'Date of Birth', 'FICO'], rows, X, y, [150, 70, 45, 95, 100, 80], false, 19);
    y = f.table(['Owner Home Address', 'Cell Phone'], md.owners.map((o) => [o.home, o.phone]), X, y, [360, 180], true);
  } else {
    md.owners.forEach((o, i) => {
      need(80);
      f.label(`Owner ${i + 1}`, X, y, 7.5, s.modes.header);
      y = f.row([[s.lastFirst ? 'Name (Last, First)' : 'Full Name', ownerName(o, s.lastFirst), 2], ['Title', o.role], ['Ownership %', `${o.ownership}%`, 0.7]], X, y + 10, W);
      y = f.row([[taxHead, ownerTax(o)], ['Date of Birth', d(o.dob)], ['Credit Score (self-reported)', o.score === null ? '' : String(o.score)]], X, y, W);
      y = f.row([['Home Address', o.home, 3], ['Cell Phone', o.phone], ['Email', o.email, 1.5]], X, y, W, 24, [true, true, true]) + 4;
    });
  }
  need(70 + 38 * md.owners.length);
  const consent = ca ? 'By signing, each owner consents under PIPEDA to the collection, use and disclosure of personal information, including credit reports from Equifax and TransUnion, by the broker and the funders it submits this application to.'
    : 'Each undersigned authorizes the broker and its funding partners to obtain consumer and business credit reports, verify the information above and contact banks, landlords and references. The information is true and complete.';
  y = f.ink.para(s.modes.fine, consent, X, y + 4, W, 6.5) + 6;
  for (const o of md.owners) { need(40); y = f.signature(ownerName(o, false), d(md.signDate), X, y); }
}
