// Golden Gate Merchant Services (Oakland ISO, US West): a ruled grid, grey label column on the left of each value.
// Hard: DBAs with slashes, a DBA line saying SAME / N/A / the legal name again, the entity type as free text in any
// spelling (`L.L.C.`, `C-Corp`, `P.L.L.C.`), state `CA` meaning California, First Name / Last Name boxes only (a middle
// initial or nickname written in the First box, a suffix in the Last box), masked SSNs, the ISO's own block.
import type { Rng } from '../../statements/generator/prng.ts';
import type { Deal } from './model.ts';
import { entityOf, industryOf } from './refs.ts';
import { nameBoxes, nameLook, truthName } from './names.ts';
import type { Sheet, Target } from './sheet.ts';
import { bizTaxId, dbaText, entityText, money, own, ownerId } from './parts.ts';

const GOLD = '#b8860b';

function row(s: Sheet, label: string, x: number, y: number, w: number, lw: number, target: Target, text: string, name: string): void {
  s.rect(x, y, lw, 18, { fill: '#ececec', stroke: '#999' }).rect(x + lw, y, w - lw, 18, { stroke: '#999' });
  s.label(label, x + 3, y + 6, { size: 6.8, bold: true, color: '#333' });
  s.put(target, text, x + lw + 1, y + 2, w - lw - 2, name, 14, 9.5);
}

function title(s: Sheet, text: string, y: number): number {
  s.rect(36, y, 540, 14, { fill: GOLD, stroke: 'none' }).label(text, 40, y + 3.5, { bold: true, size: 8, color: '#fff' });
  return y + 14;
}

function business(s: Sheet, d: Deal, rng: Rng, y: number): number {
  y = title(s, '1. MERCHANT INFORMATION', y);
  row(s, 'Legal Business Name', 36, y, 540, 100, { legal_name: d.biz.legal }, d.biz.legal, 'legal_name');
  y += 18;
  const t = dbaText(d, rng);
  row(s, 'DBA', 36, y, 330, 100, t.target, t.text, 'dba');
  const e = entityText(d, rng);
  row(s, 'Entity Type', 366, y, 210, 60, { type_of_entity: entityOf(e, 'US') }, e, 'entity');
  y += 18;
  row(s, 'Street Address', 36, y, 330, 100, {}, d.street, 'street');
  row(s, 'City', 366, y, 210, 60, {}, d.city, 'city');
  y += 18;
  row(s, 'State', 36, y, 180, 100, { state_region: d.region, country: 'United States' }, d.region, 'state');
  row(s, 'ZIP', 216, y, 150, 40, {}, d.postal, 'zip');
  row(s, 'Phone', 366, y, 210, 60, {}, d.phone, 'phone');
  y += 18;
  const tax = bizTaxId(d);
  row(s, d.soleProp ? 'Tax ID (EIN/SSN)' : 'Federal Tax ID', 36, y, 330, 100, tax.target, tax.text, 'tax_id');
  row(s, 'Inc. State', 366, y, 210, 60, 'state of incorporation', d.decoys.incState, 'inc_state');
  y += 18;
  row(s, 'Business Start Date', 36, y, 330, 100, { business_start_date: d.start.iso }, d.start.printed, 'start');
  row(s, 'Email', 366, y, 210, 60, {}, d.email, 'email');
  y += 18;
  row(s, 'Industry', 36, y, 540, 100, { industry: industryOf(d.biz.industry) }, d.biz.industry, 'industry');
  y += 18;
  row(s, 'Amount Requested', 36, y, 330, 100, { requested_amount: d.amount }, money(d.amount, rng), 'amount');
  row(s, 'Monthly Sales', 366, y, 210, 60, {}, money(d.monthlySales, rng), 'sales');
  return y + 26;
}

function owners(s: Sheet, d: Deal, rng: Rng, y: number): number {
  y = title(s, '2. OWNERSHIP', y);
  d.owners.forEach((o, i) => {
    const look = nameLook(rng, 0.4);
    const n = truthName(o.p, look);
    const b = nameBoxes(o.p, { ...look, middle: look.middle === 'full' ? 'initial' : look.middle }, false);
    const first = b.middle ? `${b.first} ${b.middle}` : b.first;
    row(s, `Owner ${i + 1} First Name`, 36, y, 270, 100, own(i, 'first_name', n.first), first, `o${i}_first`);
    row(s, 'Last Name', 306, y, 270, 60, own(i, 'last_name', n.last), b.last, `o${i}_last`);
    y += 18;
    row(s, 'Title', 36, y, 180, 100, own(i, 'role', o.role), o.role, `o${i}_title`);
    row(s, 'Ownership', 216, y, 150, 60, own(i, 'ownership', o.ownership), `${o.ownership} %`, `o${i}_pct`);
    row(s, 'FICO', 366, y, 210, 60, o.credit !== null ? own(i, 'credit_score', o.credit) : {}, o.credit !== null ? String(o.credit) : '', `o${i}_fico`);
    y += 18;
    const id = ownerId(o, i, 'US');
    row(s, 'SSN', 36, y, 180, 100, id.target, id.text, `o${i}_ssn`);
    row(s, 'DOB', 216, y, 150, 60, o.dob ? own(i, 'date_of_birth', o.dob.iso) : {}, o.dob?.printed ?? '', `o${i}_dob`);
    row(s, 'Home ZIP', 366, y, 210, 60, 'owner home address', o.home.slice(o.home.lastIndexOf(' ') + 1), `o${i}_zip`);
    y += 24;
  });
  return y;
}

export function drawGolden(s: Sheet, d: Deal, rng: Rng): void {
  s.label('GOLDEN GATE', 36, 30, { bold: true, size: 20, color: GOLD });
  s.label('MERCHANT SERVICES', 36, 52, { bold: true, size: 9, color: '#555' });
  s.label('Business Cash Advance Application', 330, 32, { size: 11, bold: true });
  s.label('1 Kaiser Plaza, Oakland, CA 94612  ·  apps@ggms.example', 330, 48, { size: 7, color: '#555' });
  let y = business(s, d, rng.fork('biz'), 70);
  y = owners(s, d, rng.fork('own'), y);
  y = title(s, '3. SETTLEMENT BANK & REFERENCES', y);
  row(s, 'Bank', 36, y, 180, 100, 'bank', d.decoys.bank, 'bank');
  row(s, 'Routing', 216, y, 150, 60, 'routing number', d.decoys.routing, 'routing');
  row(s, 'Account', 366, y, 210, 60, 'account number', d.decoys.account, 'account');
  y += 18;
  row(s, 'Landlord', 36, y, 330, 100, 'landlord', d.decoys.landlord, 'landlord');
  row(s, 'Rent', 366, y, 210, 60, 'rent', money(d.decoys.rent, rng), 'rent');
  y += 18;
  row(s, 'Business Reference', 36, y, 330, 100, 'trade reference', d.decoys.refs[0]!, 'ref');
  const f = d.decoys.funders[0];
  row(s, 'Current Funder', 366, y, 210, 60, f ? 'existing funder' : {}, f ? f.name : 'None', 'funder');
  y += 26;
  y = title(s, 'FOR ISO USE ONLY', y);
  row(s, 'ISO / Sales Rep', 36, y, 330, 100, 'ISO representative', d.decoys.iso, 'iso');
  row(s, 'ISO ID', 366, y, 210, 60, 'ISO code', `GG-${d.decoys.routing.slice(-4)}`, 'iso_id');
  y += 28;
  s.para('The Merchant and each Owner signing below represent that the information in this application is accurate and authorize Golden Gate Merchant Services and any funder it presents this application to, to obtain credit reports and bank information and to contact the references named above. California Commercial Financing Disclosures will be provided with any offer.', 36, y, 540);
  y += 36;
  d.owners.forEach((_o, i) => {
    const x = 36 + i * 275;
    s.hline(x, x + 170, y + 16).label('Owner Signature', x, y + 19, { size: 6.5 });
    s.hline(x + 180, x + 255, y + 16).label('Date', x + 180, y + 19, { size: 6.5 });
  });
}
