// Cobalt Arch Capital: a Word template printed to PDF. Times labels followed by dot leaders ("Business Legal
// Name:.........") with the value typed (Times or Courier) or handwritten on the leader, two fields per line where
// short, EIN and SSN in comb boxes (one digit per box, the dash drawn between groups), square checkboxes for entity,
// own/rent and payment frequency, owners 3-4 on page 2. US only.
import type { Rng } from '../../statements/generator/prng.ts';
import { ctx, decoy, makeMerchant, ownerVals, vDba, vIndustry, vLegal, vMoney, vPayments, vStart, vState, type Freq, type Merchant } from './data.ts';
import type { Sheet, Val } from './kit.ts';
import type { Layout } from './layout.ts';

const L = 54, R = 558, LH = 21, T = 'Times-Roman', TB = 'Times-Bold';
const ENTITY: [string, string][] = [['c_corporation', 'Corporation'], ['llc', 'LLC'], ['s_corporation', 'S-Corp'], ['general_partnership', 'Partnership'],
  ['sole_proprietorship', 'Sole Proprietor'], ['nonprofit_corporation', 'Non-Profit']];
const OTHER: Record<string, string[]> = { pllc: ['PLLC', 'P.L.L.C.'], limited_partnership: ['L.P.', 'Limited Partnership'], llp: ['LLP'] };
const FREQ: [Freq, string][] = [['daily', 'Daily'], ['weekly', 'Weekly'], ['biweekly', 'Bi-Weekly'], ['monthly', 'Monthly']];

/** A label, a dot leader to `x1`, the value on the leader. */
function leader(s: Sheet, x: number, y: number, x1: number, label: string, v: Val): void {
  s.text(x, y, label, { size: 10, font: T, color: '#000000' });
  const lx = x + s.doc.font(T).fontSize(10).widthOfString(label) + 2;
  const dot = s.doc.widthOfString('.'), n = Math.max(3, Math.floor((x1 - lx) / dot));
  s.text(lx, y + 1, '.'.repeat(n), { size: 10, font: T, color: '#555555' });
  s.put(lx + 4, y - 5, x1 - lx - 8, 14, v, { size: 10 });
}

function heading(s: Sheet, y: number, t: string): number {
  s.text(L, y, t, { size: 10.5, font: TB, color: '#000000' });
  const w = s.doc.font(TB).fontSize(10.5).widthOfString(t);
  s.doc.save().moveTo(L, y + 12).lineTo(L + w, y + 12).lineWidth(0.6).stroke('#000000').restore();
  return y + 22;
}

function boxes(s: Sheet, x: number, y: number, key: string, opts: readonly [string, string, Record<string, unknown>][], chosen: string | null): number {
  let cx = x;
  for (const [id, label, fields] of opts) cx = s.option(cx, y + 1, 'box', key, label, id === chosen, fields, { size: 10, font: T }) + 12;
  return cx;
}

function owner(s: Sheet, m: Merchant, i: number, y0: number, rng: Rng): number {
  const v = ownerVals(m, i, rng);
  let y = y0;
  s.text(L, y, `Owner / Officer #${i + 1}`, { size: 10, font: TB, color: '#000000' }); y += 17;
  leader(s, L, y, 360, 'Name:', v.full); leader(s, 366, y, R, 'Title:', v.title); y += LH;
  leader(s, L, y, 220, '% Ownership:', v.pct); leader(s, 226, y, 400, 'Date of Birth:', v.dob); leader(s, 406, y, R, 'Credit Score:', v.credit); y += LH;
  s.text(L, y, 'Social Security #:', { size: 10, font: T, color: '#000000' });
  s.comb(L + 84, y - 4, [3, 2, 4], v.taxDigits); y += LH + 2;
  leader(s, L, y, R, 'Home Address:', v.home);
  return y + LH + 6;
}

function draw(s: Sheet, m: Merchant, rng: Rng): void {
  s.valueFont = rng.pick(['Times-Roman', 'Courier', 'Helvetica']);
  s.text(L, 36, 'COBALT ARCH CAPITAL', { size: 16, font: TB, color: '#1b2a4a' });
  s.text(L, 55, '1200 Brickell Ave, Suite 900  |  Miami, FL 33131  |  (305) 555-0147  |  submissions@cobaltarch.co', { size: 8, font: T, color: '#333333' });
  s.text(L, 74, 'MERCHANT CASH ADVANCE APPLICATION', { size: 13, font: TB, color: '#000000', width: R - L, align: 'center' });
  s.doc.save().moveTo(L, 92).lineTo(R, 92).lineWidth(1.2).stroke('#1b2a4a').restore();
  let y = heading(s, 102, 'SECTION 1 - BUSINESS INFORMATION');
  leader(s, L, y, R, 'Business Legal Name:', vLegal(m)); y += LH;
  leader(s, L, y, 360, 'DBA:', vDba(m)); leader(s, 366, y, R, 'Start Date:', vStart(m, rng)); y += LH;
  s.text(L, y, 'Entity:', { size: 10, font: T, color: '#000000' });
  const known = ENTITY.some(([id]) => id === m.entity);
  const ents = ENTITY.map(([id, l]) => [id, l, { type_of_entity: id }] as [string, string, Record<string, unknown>]);
  boxes(s, L + 36, y, 'entity', ents.slice(0, 4), m.entity); y += LH - 4;
  const x = boxes(s, L + 36, y, 'entity', [...ents.slice(4), ['other', 'Other:', {}]], known ? m.entity : 'other');
  s.doc.save().moveTo(x - 8, y + 10).lineTo(R, y + 10).lineWidth(0.5).stroke('#000000').restore();
  if (!known) s.put(x - 6, y - 4, R - x + 4, 14, { key: 'entity_other', text: rng.pick(OTHER[m.entity] ?? ['PLLC']), fields: { type_of_entity: m.entity } });
  y += LH + 2;
  const ssnBiz = m.taxType !== 'EIN';
  s.text(L, y, ssnBiz ? 'SSN (sole proprietor, no EIN):' : 'Federal Tax ID (EIN):', { size: 10, font: T, color: '#000000' });
  const cx = s.comb(L + (ssnBiz ? 142 : 100), y - 4, ssnBiz ? [3, 2, 4] : [2, 7],
    { key: 'business_tax_id', text: m.taxId, fields: { business_tax_id: m.taxId, business_tax_id_type: m.taxType, business_tax_id_country: 'US' } });
  leader(s, cx + 14, y, R, 'State of Inc.:', decoy('inc_state', m.incState)); y += LH + 4;
  leader(s, L, y, R, 'Business Address:', ctx('street', m.street)); y += LH;
  leader(s, L, y, 300, 'City:', ctx('city', m.city)); leader(s, 306, y, 440, 'State:', vState(m, m.state)); leader(s, 446, y, R, 'Zip:', ctx('zip', m.zip)); y += LH;
  leader(s, L, y, 300, 'Phone:', ctx('phone', m.phone)); leader(s, 306, y, R, 'E-mail:', ctx('email', m.email)); y += LH;
  leader(s, L, y, R, 'Type of Business:', vIndustry(m)); y += LH;
  const own = rng.chance(0.25);
  const ox = boxes(s, L, y, 'own_rent', [['own', 'Own', {}], ['rent', 'Rent', {}]], own ? 'own' : 'rent');
  leader(s, ox, y, 400, 'Landlord:', decoy('landlord', own ? null : m.landlord)); leader(s, 406, y, R, 'Phone:', decoy('landlord_phone', own ? null : m.landlordPhone)); y += LH + 6;
  y = heading(s, y, 'SECTION 2 - FUNDING REQUEST');
  leader(s, L, y, 300, 'Amount Requested:', vMoney('requested_amount', m.amount, rng, 'US')); leader(s, 306, y, R, 'Use of Funds:', ctx('use', m.use)); y += LH;
  s.text(L, y, 'Payment Schedule:', { size: 10, font: T, color: '#000000' });
  boxes(s, L + 88, y, 'freq', FREQ.map(([k, l]) => [k, l, { payment_frequency: k }] as [string, string, Record<string, unknown>]), m.freq); y += LH;
  leader(s, L, y, 300, 'Est. Payment:', vMoney('requested_payment', m.payment, rng, 'US')); leader(s, 306, y, R, '# of Payments:', vPayments(m)); y += LH + 6;
  y = heading(s, y, 'SECTION 3 - OWNER / OFFICER INFORMATION (all owners of 20% or more)');
  for (let i = 0; i < m.owners.length; i++) {
    if (i === 2) { s.addPage(); y = heading(s, 40, 'SECTION 3 - OWNER / OFFICER INFORMATION (continued)'); }
    y = owner(s, m, i, y, rng);
  }
  if (m.owners.length <= 2) { s.addPage(); y = 40; }
  y = heading(s, y + 4, 'SECTION 4 - BANK AND TRADE REFERENCES');
  leader(s, L, y, 220, 'Bank:', decoy('bank', m.bank)); leader(s, 226, y, 400, 'Routing #:', decoy('routing', m.routing)); leader(s, 406, y, R, 'Acct #:', decoy('account', m.account)); y += LH;
  m.refs.forEach((r, i) => { leader(s, L, y, 360, `Trade Reference ${i + 1}:`, decoy(`ref${i}`, r.name)); leader(s, 366, y, R, 'Phone:', decoy(`ref${i}_phone`, r.phone)); y += LH; });
  y = heading(s, y + 6, 'SECTION 5 - EXISTING ADVANCES / LOANS');
  const f = m.funders[0];
  leader(s, L, y, 360, 'Funder:', decoy('funder', f?.name ?? null)); leader(s, 366, y, R, 'Balance:', decoy('funder_balance', f?.balance ?? null)); y += LH + 6;
  y = heading(s, y, 'AUTHORIZATION');
  s.text(L, y, 'Each undersigned owner certifies that the information above is true and complete and authorizes Cobalt Arch Capital and its funding partners to obtain consumer and business credit reports, verify bank statements and contact the references listed.',
    { size: 8.5, font: T, color: '#000000', width: R - L }); y += 48;
  for (let i = 0; i < m.owners.length; i++) {
    s.doc.save().moveTo(L, y + 12).lineTo(300, y + 12).moveTo(330, y + 12).lineTo(R, y + 12).lineWidth(0.5).stroke('#000000').restore();
    s.text(L, y + 15, `Signature - Owner #${i + 1}`, { size: 7.5, font: T, color: '#333333' }); s.text(330, y + 15, 'Date', { size: 7.5, font: T, color: '#333333' });
    y += 34;
  }
  s.doc.save().rect(L, y + 6, R - L, 30).lineWidth(0.5).stroke('#777777').restore();
  s.text(L + 6, y + 10, 'FOR OFFICE USE ONLY', { size: 7, font: TB, color: '#555555' });
  leader(s, L + 6, y + 21, 330, 'ISO / Rep:', decoy('iso_rep', m.isoRep));
}

export const WORDTPL: Layout = {
  name: 'wordtpl', broker: 'Cobalt Arch Capital', footer: 'CAC-MCA-APP.docx  Rev. 01/2026',
  merchant: (rng) => makeMerchant(rng, { country: 'US', entities: ['llc', 'llc', 'c_corporation', 's_corporation', 'sole_proprietorship', 'sole_proprietorship', 'general_partnership', 'nonprofit_corporation', 'pllc', 'limited_partnership', 'llp'] }),
  draw,
};
