// Bluewater Capital Partners: a two-page "additional position" request. Serif labels beside their lines, the ISO
// representative's block and the existing Bluewater position at the top, entity and frequency check boxes, principals
// as stacked blocks with last and first names apart, a short guaranty under the signatures.
import type { Sheet } from '../canvas.ts';
import { FREQ_LABEL, type Merchant } from '../data.ts';
import { oneLine } from '../formats.ts';
import { entityIdOf } from '../reference.ts';
import { AUTH, F, checks, field, fine, GUARANTY, signature, table, v } from '../parts.ts';

const ACCENT = '#12407a';
const ENTITY_BOXES = ['Corporation', 'S-Corp', 'LLC', 'Partnership', 'LLP', 'Sole Proprietor', 'Non-Profit'];
const BOX_OF: Record<string, string> = { LLC: 'LLC', 'Limited Liability Company': 'LLC', Corporation: 'Corporation', 'Inc.': 'Corporation',
  'C-Corp': 'Corporation', 'S Corp': 'S-Corp', 'S-Corp': 'S-Corp', Partnership: 'Partnership', LLP: 'LLP', 'Sole Proprietor': 'Sole Proprietor',
  'Non-Profit': 'Non-Profit' };

function band(s: Sheet, title: string, y: number): number {
  s.line(36, y + 12, 576, y + 12, ACCENT, 1.2);
  s.text(title, 36, y, 10, { bold: true, color: ACCENT });
  return y + 18;
}

function page1(s: Sheet, m: Merchant): void {
  s.doc.save().circle(58, 48, 20).fill(ACCENT).restore();
  s.text('BC', 48, 42, 12, { bold: true, color: '#fff' });
  s.text('Bluewater Capital Partners', 86, 30, 18, { bold: true, color: ACCENT });
  s.text('Additional Position Request - Existing Merchants Only', 86, 52, 10);
  s.rect(400, 24, 176, 48, { stroke: '#888' });
  s.text('ISO / Broker Rep', 404, 27, 6.5, { bold: true });
  s.value('iso.name', m.iso.name, 404, 36, 168, 11, {}, 7.5);
  s.value('iso.company', `${m.iso.company} (${m.iso.id})`, 404, 47, 168, 11, {}, 7);
  s.value('iso.phone', m.iso.phone, 404, 58, 168, 11, {}, 7.5);
  let y = band(s, 'Existing Bluewater Position (from our servicing system)', 84);
  const c = m.cur;
  [['Contract No.', 'cur.id', c.merchantId], ['Funded', 'cur.original', c.original], ['Balance', 'cur.balance', c.balance],
    ['Payment', 'cur.payment', `${c.payment} ${FREQ_LABEL[c.freq].toLowerCase()}`], ['Pmts left', 'cur.remaining', c.remaining]]
    .forEach(([label, key, text], i) => { const x = 36 + i * 108; s.text(label!, x, y, 7); s.preprinted(key!, text!, x, y + 10, 8); });
  y = band(s, 'Merchant Information', y + 30);
  y += field(s, 'beside', 'Business Legal Name:', 36, y, 540, v('legal', m.legal, F.legal(m)), 9);
  y += field(s, 'beside', 'Doing Business As:', 36, y, 540, v('dba', m.dbaText, F.dba(m)), 9) + 4;
  s.text('Business Type:', 36, y + 1, 9);
  const box = m.entityText ? BOX_OF[m.entityText] ?? 'Other' : null;
  const end = checks(s, 'entity', 106, y, ENTITY_BOXES, box, box && box !== 'Other' ? { 'application.type_of_entity': entityIdOf(box) } : {}, 8, 7);
  s.check('entity.Other', 'Other:', end, y, box === 'Other', {}, 8);
  s.line(end + 40, y + 10, 576, y + 10);
  if (box === 'Other') s.value('entity.other', m.entityText!, end + 40, y - 3, 576 - end - 40, 13, F.entity(m));
  y += 18;
  field(s, 'beside', m.taxType === 'EIN' ? 'Federal Tax ID:' : 'Tax ID (EIN/SSN):', 36, y, 250, v('taxid', m.taxText, F.tax(m)), 9);
  y += field(s, 'beside', 'State of Incorporation:', 300, y, 276, v('state_inc', m.stateInc), 9);
  field(s, 'beside', 'Date Business Started:', 36, y, 250, v('start', m.startText, F.start(m)), 9);
  y += field(s, 'beside', 'No. of Employees:', 300, y, 276, v('employees', String(m.employees)), 9);
  y += field(s, 'beside', 'Business Address:', 36, y, 540, v('street', m.addr.street), 9);
  field(s, 'beside', 'City:', 36, y, 220, v('city', m.addr.city), 9);
  field(s, 'beside', 'State:', 266, y, 120, v('state', m.stateText, F.state(m)), 9);
  y += field(s, 'beside', 'Zip:', 396, y, 180, v('zip', m.addr.zip), 9);
  field(s, 'beside', 'Phone:', 36, y, 220, v('phone', m.phone), 9);
  y += field(s, 'beside', 'E-mail:', 266, y, 310, v('email', m.email), 9);
  y += field(s, 'beside', 'Describe your business:', 36, y, 540, v('industry', m.industryText, F.industry(m)), 9);
  y = band(s, 'New Request', y + 8);
  s.text('Amounts below are NEW money requested, not your current balance.', 36, y, 7, { color: '#555' });
  y += 12;
  field(s, 'beside', 'Additional Amount Requested: $', 36, y, 270, v('req.amount', m.amountText?.replace(/^\$\s?/, '') ?? null, F.amount(m)), 9);
  y += field(s, 'beside', 'Monthly Revenue:', 320, y, 256, v('sales', m.monthlySales), 9);
  s.text('Preferred Remittance:', 36, y + 2, 9);
  checks(s, 'req.freq', 130, y + 1, Object.values(FREQ_LABEL), m.freqPrinted ? FREQ_LABEL[m.freq] : null, F.freq(m.freq), 8, 10);
  y += 18;
  field(s, 'beside', 'Proposed Payment:', 36, y, 250, v('req.payment', m.paymentText, F.payment(m)), 9);
  y += field(s, 'beside', 'Number of Payments:', 300, y, 276, v('req.n', m.nText, F.count(m)), 9);
  y += field(s, 'beside', 'Use of Funds:', 36, y, 540, v('use', m.useOfFunds), 9);
  y = band(s, 'Other Advances / Loans Outstanding', y + 8);
  table(s, 36, y, [{ title: 'Funder / Lender', w: 240 }, { title: 'Balance', w: 150 }, { title: 'Payment', w: 150 }],
    [0, 1].map((i) => { const o = m.others[i]; return o ? [v(`oth${i}.funder`, o.funder), v(`oth${i}.bal`, o.balance), v(`oth${i}.pay`, o.payment)] : [null, null, null]; }));
  s.text('BCP-AP-7 (rev. 03/25)          continued on page 2', 36, 762, 7, { color: '#666' });
}

function page2(s: Sheet, m: Merchant): void {
  let y = band(s, 'Principals (list every owner of 20% or more)', 36);
  m.owners.forEach((o, i) => {
    s.rect(36, y, 540, 92, { stroke: '#9ab' });
    s.text(`Principal #${i + 1}`, 40, y + 3, 8, { bold: true, color: ACCENT });
    let yy = y + 14;
    field(s, 'beside', 'Last Name:', 40, yy, 200, v(`o${i}.last`, o.last, F.last(o, i)), 8.5);
    field(s, 'beside', 'First Name:', 246, yy, 200, v(`o${i}.first`, o.first, F.first(o, i)), 8.5);
    yy += field(s, 'beside', 'M.I.:', 452, yy, 60, v(`o${i}.mi`, o.middle), 8.5);
    field(s, 'beside', 'Title:', 40, yy, 170, v(`o${i}.title`, o.role, F.role(o, i)), 8.5);
    field(s, 'beside', 'Ownership:', 216, yy, 110, v(`o${i}.pct`, o.pctText, F.pct(o, i)), 8.5);
    yy += field(s, 'beside', 'SSN/ITIN:', 332, yy, 240, v(`o${i}.ssn`, o.taxText, F.ssn(o, i)), 8.5);
    field(s, 'beside', 'Date of Birth:', 40, yy, 170, v(`o${i}.dob`, o.dobText, F.dob(o, i)), 8.5);
    field(s, 'beside', 'Est. FICO:', 216, yy, 110, v(`o${i}.score`, o.score === null ? null : String(o.score), F.score(o, i)), 8.5);
    yy += field(s, 'beside', 'Mobile:', 332, yy, 240, v(`o${i}.cell`, o.cell), 8.5);
    field(s, 'beside', 'Home Address:', 40, yy, 532, v(`o${i}.home`, oneLine(o.home)), 8.5);
    y += 98;
  });
  y = band(s, 'Business Premises', y + 4);
  s.text('Premises are:', 36, y + 1, 9);
  checks(s, 'premises', 100, y, ['Owned', 'Rented / Leased'], m.ownRent === 'Own' ? 'Owned' : 'Rented / Leased', {}, 8);
  y += 16;
  field(s, 'beside', 'Landlord or Mortgage Holder:', 36, y, 330, v('landlord', m.landlord.name), 9);
  y += field(s, 'beside', 'Phone:', 376, y, 200, v('landlord.phone', m.landlord.phone), 9);
  field(s, 'beside', 'Contact:', 36, y, 250, v('landlord.contact', m.landlord.contact), 9);
  y += field(s, 'beside', 'Monthly Rent/Mortgage:', 296, y, 280, v('landlord.rent', m.landlord.rent), 9);
  y = band(s, 'Certification, Authorization and Personal Guaranty', y + 6);
  y = fine(s, 36, y, 540, `${AUTH} ${GUARANTY}`, 6.2) + 8;
  m.owners.forEach((o, i) => {
    signature(s, 36, y, 200, `Principal #${i + 1} - signature (as merchant and as guarantor)`, true, i);
    field(s, 'under', 'Printed name', 250, y + 3, 180, v(`sig${i}.name`, o.full, F.name(o, i)));
    field(s, 'under', 'Date', 440, y + 3, 136, v(`sig${i}.date`, 'June 2, 2025'));
    y += 34;
  });
  s.text('BCP-AP-7 (rev. 03/25)          page 2 of 2', 36, 762, 7, { color: '#666' });
}

export function bluewater(s: Sheet, m: Merchant): void {
  s.newPage(); page1(s, m);
  s.newPage(); page2(s, m);
}
