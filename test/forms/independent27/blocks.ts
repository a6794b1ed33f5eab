// Sections shared by the seven layouts, each with its own labels: funder header, business rows, funding request,
// owners, existing advances, bank and references, the authorisation and signatures, the office-use box.
import { money, type Merchant, type Owner } from './data.ts';
import { fmtDate, ownerName, ssnShown, taxShown, type DateFmt } from './common.ts';
import type { Sheet } from './sheet.ts';

export interface Funder { name: string; tag: string; addr: string; phone: string; color: string }

export function header(s: Sheet, f: Funder, title: string, m: Merchant): number {
  s.rect(0, 0, 612, 8, { fill: f.color, stroke: 'none' });
  s.bold(36, 22, f.name.toUpperCase(), 17, f.color);
  s.text(36, 42, f.tag, { size: 8, color: '#444' });
  s.text(390, 22, f.addr, { size: 7.5, width: 190, align: 'right' });
  s.text(390, 32, `Tel ${f.phone}  |  Funder Tax ID ${m.office.funderEin}`, { size: 7.5, width: 190, align: 'right' });
  s.rule(36, 58, 576, 58, f.color, 1.4);
  s.bold(36, 64, title, 12);
  return 84;
}

export function section(s: Sheet, y: number, title: string, color = '#222'): number {
  s.rect(36, y, 540, 13, { fill: color, stroke: 'none' });
  s.bold(40, y + 3, title.toUpperCase(), 8, '#fff');
  return y + 19;
}

export interface BizLabels { legal: string; dba: string; entity: string; industry: string; tax: string; start: string; street: string; city: string;
  state: string; zip: string; phone: string; email: string; web: string; inc: string }
export const BIZ: BizLabels = { legal: 'Legal Business Name', dba: 'DBA', entity: 'Entity Type', industry: 'Type of Business', tax: 'Federal Tax ID', start: 'Business Start Date',
  street: 'Business Address', city: 'City', state: 'State', zip: 'Zip', phone: 'Business Phone', email: 'E-mail', web: 'Website', inc: 'State of Inc.' };

export const ENTITY_BOXES: readonly (readonly [string, string])[] = [['Corporation', 'c_corporation'], ['LLC', 'llc'], ['S-Corp', 's_corporation'],
  ['Partnership', 'general_partnership'], ['Sole Prop.', 'sole_proprietorship']];

/** The entity as a row of boxes; an entity not among them is 'Other:' with its text. */
export function entityRow(s: Sheet, m: Merchant, x: number, y: number, label: string): void {
  s.text(x, y + 1, label, { size: 7.5 });
  let xx = x + s.doc.font('Helvetica').fontSize(7.5).widthOfString(label) + 8;
  const known = ENTITY_BOXES.some(([, id]) => id === m.entityId);
  for (const [text, id] of ENTITY_BOXES) {
    s.check(xx, y, id === m.entityId, `Entity ${text}`, text);
    xx += s.doc.font('Helvetica').fontSize(7.5).widthOfString(text) + 22;
  }
  s.check(xx, y, !known, 'Entity Other', 'Other:');
  s.rule(xx + 38, y + 9, xx + 120, y + 9, '#555', 0.5);
  if (!known) s.value(xx + 38, y - 2, 80, m.entityText, 'Entity Other Text');
}

/** Business rows; `checks` draws the entity as boxes. Returns the next y. */
export function business(s: Sheet, m: Merchant, y: number, L: BizLabels, o: { dates: DateFmt; checks: boolean; dbaNull?: string }): number {
  const fx = m.fixes;
  s.fixedField(36, y, 540, L.legal, m.legal, 'Legal Name', fx.legal); y += 22;
  s.fixedField(36, y, 330, L.dba, m.dba ?? o.dbaNull ?? m.nullWord, 'DBA', fx.dba);
  s.fixedField(372, y, 204, L.tax, taxShown(m), 'Tax ID', fx.taxId); y += 22;
  if (o.checks) { entityRow(s, m, 36, y + 2, L.entity); y += 20; s.field(36, y, 330, L.industry, m.industryText, 'Industry'); }
  else { s.field(36, y, 200, L.entity, m.entityText, 'Entity'); s.field(242, y, 250, L.industry, m.industryText, 'Industry'); }
  s.field(372 + (o.checks ? 0 : 126), y, o.checks ? 204 : 78, L.inc, m.incState, 'State Inc'); y += 22;
  s.fixedField(36, y, 330, L.street, m.street, 'Address', fx.street);
  s.fixedField(372, y, 204, L.start, fmtDate(m.startIso, o.dates), 'Start Date', fx.start, true);
  y += 22;
  s.field(36, y, 220, L.city, m.city, 'City'); s.field(262, y, 90, L.state, m.state, 'State'); s.field(358, y, 90, L.zip, m.zip, 'Zip');
  s.field(454, y, 122, 'Employees', String(m.employees), 'Employees'); y += 22;
  s.fixedField(36, y, 290, L.phone, m.phone, 'Phone', fx.phone); s.field(332, y, 244, L.web, m.website ?? m.nullWord, 'Website'); y += 22;
  s.field(36, y, 330, L.email, m.email, 'Email');
  return y + 24;
}

export interface FundOpts { amountLabel: string; terms: boolean; freqChecks?: boolean }

export function funding(s: Sheet, m: Merchant, y: number, o: FundOpts): number {
  s.fixedField(36, y, 260, o.amountLabel, money(m.amount), 'Amount Requested', m.fixes.amount);
  s.field(302, y, 274, 'Use of Funds', m.useOfFunds, 'Use of Funds'); y += 22;
  s.field(36, y, 260, 'Avg. Monthly Sales', money(m.monthlySales), 'Monthly Sales');
  if (!o.terms) return y + 24;
  s.field(302, y, 274, 'Requested Payment', money(m.payment ?? 0), 'Payment'); y += 22;
  s.field(36, y, 160, 'No. of Payments', String(m.nPayments), 'Number of Payments');
  if (o.freqChecks) {
    s.text(204, y + 3, 'Schedule:', { size: 7.5 });
    let x = 246;
    for (const [t, f] of [['Daily', 'daily'], ['Weekly', 'weekly'], ['Bi-Weekly', 'biweekly'], ['Monthly', 'monthly']] as const) {
      s.check(x, y + 2, m.freq === f, `Freq ${t}`, t); x += 62;
    }
  } else s.field(202, y, 180, 'Payment Frequency', m.freq === 'biweekly' ? 'Bi-weekly' : m.freq![0]!.toUpperCase() + m.freq!.slice(1), 'Frequency');
  return y + 24;
}

export interface OwnerLabels { name: string; title: string; pct: string; ssn: string; dob: string; home: string; score: string }
export const OWN: OwnerLabels = { name: 'Full Name', title: 'Title', pct: 'Ownership %', ssn: 'SSN', dob: 'Date of Birth', home: 'Home Address', score: 'Credit Score' };

export function owner(s: Sheet, m: Merchant, w: Owner, i: number, y: number, L: OwnerLabels, o: { dates: DateFmt; scores: boolean; dob?: boolean }): number {
  const fx = i === 0 ? m.fixes : {};
  s.bold(36, y, `Owner / Guarantor #${i + 1}`, 8); y += 12;
  s.field(36, y, 300, L.name, ownerName(w), `Owner${i + 1} Name`);
  s.field(342, y, 120, L.title, w.role, `Owner${i + 1} Title`);
  s.fixedField(468, y, 108, L.pct, `${w.pct}%`, `Owner${i + 1} Pct`, fx.pct0); y += 22;
  s.fixedField(36, y, 200, L.ssn, ssnShown(w, s.r), `Owner${i + 1} SSN`, fx.ssn0);
  if (o.dob !== false) s.field(242, y, 160, L.dob, fmtDate(w.dobIso, o.dates), `Owner${i + 1} DOB`);
  if (o.scores) s.fixedField(408, y, 168, L.score, w.score === null ? m.nullWord : String(w.score), `Owner${i + 1} Score`, fx.score0);
  y += 22;
  s.field(36, y, 540, L.home, `${w.home}, ${m.city}, ${m.state}`, `Owner${i + 1} Home`);
  return y + 24;
}

/** A whole owner written in and then struck out: not an applicant. */
export function removedOwner(s: Sheet, m: Merchant, w: Owner, i: number, y: number, note: string): number {
  s.bold(36, y, `Owner / Guarantor #${i + 1}`, 8); y += 12;
  s.text(36, y + 3, 'Full Name', { size: 7.5 }); s.rule(76, y + 12, 336, y + 12, '#555', 0.5);
  s.strike(80, y, ownerName(w));
  s.text(342, y + 3, 'Title', { size: 7.5 }); s.strike(366, y, w.role);
  s.text(468, y + 3, 'Own. %', { size: 7.5 }); s.strike(500, y, `${w.pct}%`);
  s.doc.save().moveTo(40, y + 16).lineTo(570, y - 4).lineWidth(1.3).strokeColor('#1b2a6b').stroke().restore();
  s.note(150, y + 16, note, -2);
  return y + 40;
}

export function advances(s: Sheet, m: Merchant, y: number, title: string): number {
  s.bold(36, y, title, 8); y += 12;
  s.rect(36, y, 540, 12, { fill: '#eee' });
  s.text(40, y + 3, 'Funder / Lender', { size: 7 }); s.text(260, y + 3, 'Balance', { size: 7 }); s.text(400, y + 3, 'Payment', { size: 7 });
  y += 12;
  const rows = m.advances.length ? m.advances : [null];
  for (const a of rows) {
    s.rect(36, y, 540, 16);
    if (a) { s.value(40, y + 2, 200, a.funder, 'Advance Funder'); s.value(260, y + 2, 120, money(a.balance), 'Advance Balance'); s.value(400, y + 2, 120, money(a.payment), 'Advance Payment'); }
    else s.value(40, y + 2, 200, m.nullWord, 'Advance Funder');
    y += 16;
  }
  return y + 8;
}

export function bankRefs(s: Sheet, m: Merchant, y: number): number {
  s.field(36, y, 200, 'Bank Name', m.bank, 'Bank'); s.field(242, y, 160, 'Routing #', m.routing, 'Routing'); s.field(408, y, 168, 'Account #', m.account, 'Account'); y += 22;
  s.field(36, y, 300, 'Landlord / Mortgage Co.', m.landlord, 'Landlord'); s.field(342, y, 234, 'Landlord Phone', m.landlordPhone, 'Landlord Phone'); y += 22;
  for (const [i, t] of m.refs.entries()) { s.field(36, y, 300, `Trade Reference ${i + 1}`, t.name, `Ref${i + 1}`); s.field(342, y, 234, 'Phone', t.phone, `Ref${i + 1} Phone`); y += 22; }
  return y + 2;
}

const AUTH = 'By signing below, each of the above owners certifies that all information in this application is true and complete and authorizes the funder, its assigns and agents to obtain consumer and business credit reports, bank and processing statements, and to contact third parties to verify the information given. This application does not constitute a commitment to purchase future receivables. Any correction to this application must be initialed by the applicant.';

export function signatures(s: Sheet, m: Merchant, y: number): number {
  s.text(36, y, AUTH, { size: 6.5, width: 540, color: '#333' }); y += 44;
  for (const [i, w] of m.owners.entries()) {
    s.rule(36, y + 14, 250, y + 14); s.rule(270, y + 14, 440, y + 14); s.rule(460, y + 14, 576, y + 14);
    if (s.style !== 'fillable') s.hand(50, y + 2, `${w.first[0]}. ${w.last}`, { size: 13, angle: -4 });
    s.hand(470, y + 2, m.dateSigned, { size: 10 });
    s.text(36, y + 17, `Signature (Owner ${i + 1})`, { size: 6.5 }); s.text(270, y + 17, 'Print Name / Title', { size: 6.5 }); s.text(460, y + 17, 'Date', { size: 6.5 });
    y += 30;
  }
  return y;
}

/** The funder's office box: deal number, rep, approval: none of it the merchant's. */
export function officeBox(s: Sheet, m: Merchant, x: number, y: number, w: number, title = 'FOR OFFICE USE ONLY'): number {
  s.rect(x, y, w, 62, { fill: '#f3f3f3' });
  s.bold(x + 6, y + 4, title, 7.5);
  s.text(x + 6, y + 16, 'Deal #', { size: 7 }); s.hand(x + 40, y + 13, m.office.deal, { font: 'note', size: 10, color: '#333' });
  s.text(x + w / 2, y + 16, 'Rep', { size: 7 }); s.hand(x + w / 2 + 20, y + 13, m.office.rep, { font: 'note', size: 10, color: '#333' });
  s.text(x + 6, y + 30, 'Approved Amt', { size: 7 }); s.hand(x + 60, y + 27, money(m.office.approved), { font: 'note', size: 10, color: '#333' });
  s.text(x + w / 2, y + 30, 'Factor', { size: 7 }); s.hand(x + w / 2 + 30, y + 27, m.office.factor, { font: 'note', size: 10, color: '#333' });
  s.text(x + 6, y + 44, 'ISO', { size: 7 }); s.text(x + 30, y + 44, m.office.iso, { size: 7.5, font: 'Courier' });
  return y + 68;
}
