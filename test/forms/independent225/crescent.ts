// Crescent Ledger Advance: two pages, owners/guarantors first, captions printed UNDER the rules, names as
// "Last, First MI", the entity type as a printed drop-down box, a remittance preference without amounts.
import type { Rng } from '../../statements/generator/prng.ts';
import type { Deal } from './data.ts';
import type { Form } from './draw.ts';
import { F, cityLine, nameText } from './values.ts';

const PLUM = '#4b2a5e';
type Fields = Record<string, unknown> | null;

/** The value on a rule, its caption in small type under the rule. */
function ul(f: Form, x: number, y: number, w: number, caption: string, value: string, fields: Fields, key = ''): void {
  f.value(x + 2, y, w - 8, value, fields, key, 9.5);
  f.doc.lineWidth(0.5).moveTo(x, y + 12).lineTo(x + w - 8, y + 12).stroke();
  f.label(x, y + 14.5, caption, 6, { color: '#444' });
}
function part(f: Form, y: number, title: string): void {
  f.doc.font('Times-Bold').fontSize(11).fillColor(PLUM).text(title, 36, y, { lineBreak: false }).fillColor('#000');
  f.doc.lineWidth(0.8).strokeColor(PLUM).moveTo(36, y + 14).lineTo(576, y + 14).stroke().moveTo(36, y + 16).lineTo(576, y + 16).stroke().strokeColor('#000');
}

export function drawCrescent(f: Form, d: Deal, r: Rng): void {
  const doc = f.doc;
  doc.circle(60, 46, 20).fill(PLUM); doc.circle(69, 41, 17).fill('#fff');
  doc.font('Times-Bold').fontSize(22).fillColor(PLUM).text('Crescent Ledger', 88, 28, { lineBreak: false });
  doc.font('Times-Italic').fontSize(11).fillColor('#555').text('Advance Company  —  Revenue-Based Business Funding', 88, 52, { lineBreak: false }).fillColor('#000');
  f.label(430, 30, 'Application No.', 6.5); f.label(430, 40, `CLA-${r.digits(6)}`, 9, { bold: true });
  f.label(430, 54, 'Referred by:', 6.5); f.value(472, 52, 104, d.iso.rep, null, 'iso_rep', 8);
  f.label(430, 66, 'Referral phone:', 6.5); f.value(482, 64, 94, d.iso.phone, null, 'iso_phone', 8);

  let y = 88;
  part(f, y, 'PART I — GUARANTOR / OWNER INFORMATION'); y += 24;
  const n = Math.max(2, d.owners.length);
  for (let i = 0; i < n; i++) {
    const o = d.owners[i];
    f.label(36, y, `Guarantor ${i + 1}`, 7.5, { bold: true, color: PLUM }); y += 11;
    ul(f, 36, y, 250, 'Name (Last, First, MI)', o ? nameText(o, 'last_first') : '', o ? F.name(o, i) : null);
    ul(f, 286, y, 170, 'Title / Position', o?.title ?? '', o ? F.title(o, i) : null);
    ul(f, 456, y, 120, 'Percent of Ownership', o?.pctText ?? '', o ? F.pct(o, i) : null); y += 27;
    ul(f, 36, y, 150, 'Social Security No.', o?.ssnPrinted ?? '', o ? F.ssn(o, i) : null);
    ul(f, 186, y, 130, 'Date of Birth', o?.dobPrinted ?? '', o ? F.dob(o, i) : null);
    ul(f, 316, y, 110, 'Est. Credit Score', o && o.credit !== null ? String(o.credit) : '', o ? F.credit(o, i) : null);
    ul(f, 426, y, 150, 'Mobile', o?.phone ?? '', null, 'owner_phone'); y += 27;
    ul(f, 36, y, 300, 'Residence Street Address', o?.home.street ?? '', null, 'owner_home_street');
    ul(f, 336, y, 240, 'City, State, ZIP', o ? cityLine(o.home) : '', null, 'owner_home_city_state'); y += 32;
  }

  part(f, y, 'PART II — BUSINESS INFORMATION'); y += 24;
  ul(f, 36, y, 330, 'Legal Business Name', d.legal, F.legal(d)); ul(f, 366, y, 210, 'Operating Name / DBA', d.dbaPrinted, F.dba(d)); y += 27;
  // A drop-down printed from a PDF viewer: the chosen option in a box with its arrow.
  doc.lineWidth(0.6).rect(36, y - 3, 150, 15).stroke().rect(172, y - 3, 14, 15).fill('#ddd').fillColor('#000');
  doc.polygon([175, y + 2], [183, y + 2], [179, y + 8]).fill('#333').fillColor('#000');
  f.value(40, y, 128, d.entityFree, F.entityText(d.entityFree), '', 9);
  f.label(36, y + 14.5, 'Business Structure (select)', 6, { color: '#444' });
  ul(f, 196, y, 130, 'Federal Tax ID', d.taxIdPrinted, F.taxId(d));
  ul(f, 326, y, 130, 'Date Established', d.startPrinted, F.start(d));
  ul(f, 456, y, 120, 'State of Formation', d.stateOfInc, null, 'state_of_incorporation'); y += 27;
  ul(f, 36, y, 260, 'Business Location (Street)', d.addr.street, null);
  const addrLine = `${d.addr.city}, ${d.addr.state} ${d.addr.zip}`;
  ul(f, 296, y, 280, 'City, State, ZIP', addrLine, F.state(d)); y += 27;
  ul(f, 36, y, 300, 'Describe your business', d.industryText, F.industry(d)); ul(f, 336, y, 120, 'Business Phone', d.phone, null);
  ul(f, 456, y, 120, 'Employees', d.employees, null);
  f.label(36, 760, 'Crescent Ledger Advance Co. · CLA-01 (rev. 2/25) · Page 1 of 2', 6, { color: '#666' });

  f.newPage();
  y = 40;
  part(f, y, 'PART III — FUNDING & REMITTANCE'); y += 24;
  ul(f, 36, y, 200, 'Funding Amount Requested', d.amountPrinted, F.amount(d)); ul(f, 236, y, 340, 'Intended Use of Funds', d.useOfFunds, null); y += 28;
  f.label(36, y + 1, 'Preferred remittance:', 7.5);
  const chose = r.chance(0.7);
  let x = 120;
  for (const [lab, k] of [['Daily (business days)', 'daily'], ['Weekly', 'weekly'], ['Monthly', 'monthly']] as const) {
    x = f.check(x, y, lab, chose && d.freq === k, { 'application.payment_frequency': k }, 7.5);
  }
  y += 24;
  part(f, y, 'PART IV — BANK, LANDLORD & TRADE REFERENCES'); y += 24;
  ul(f, 36, y, 190, 'Operating Bank', d.bank.name, null, 'bank_name'); ul(f, 226, y, 150, 'Routing Number', d.bank.routing, null, 'bank_routing');
  ul(f, 376, y, 200, 'Account Number', d.bank.account, null, 'bank_account'); y += 27;
  ul(f, 36, y, 240, 'Landlord / Mortgage Company', d.landlord?.name ?? '', null, 'landlord_name');
  ul(f, 276, y, 150, 'Landlord Phone', d.landlord?.phone ?? '', null, 'landlord_phone'); ul(f, 426, y, 150, 'Monthly Payment', d.landlord?.rent ?? '', null, 'landlord_rent'); y += 27;
  for (const [i, t] of d.refs.entries()) {
    ul(f, 36, y, 300, `Trade Reference ${i + 1}`, t.name, null, 'trade_reference'); ul(f, 336, y, 240, 'Phone', t.phone, null, 'trade_reference_phone'); y += 27;
  }
  f.label(36, y, 'Outstanding merchant cash advances or loans:', 7.5, { bold: true }); y += 12;
  for (let i = 0; i < 2; i++) {
    const a = d.advances[i];
    ul(f, 36, y, 240, 'Company', a?.funder ?? '', null, 'existing_funder'); ul(f, 276, y, 150, 'Balance Owed', a?.balance ?? '', null, 'existing_balance');
    ul(f, 426, y, 150, 'Payment Amount', a?.payment ?? '', null, 'existing_payment'); y += 27;
  }
  part(f, y, 'PART V — CERTIFICATION'); y += 22;
  f.label(36, y, 'Each undersigned guarantor certifies that he or she is an owner of the business named above, that the information provided in ' +
    'this application and any documents delivered with it is true, correct and complete, and that no material adverse change has occurred. ' +
    'The undersigned authorize Crescent Ledger Advance Co. and any assignee to obtain personal and business credit reports now and at any ' +
    'time during the term of any agreement, to contact the business bank and landlord listed above, and to share this application with ' +
    'funding partners. The undersigned understand that a merchant cash advance is the sale of future receivables and not a loan.', 6.5,
  { width: 540, color: '#222' });
  y += 66;
  for (let i = 0; i < n; i++) {
    const o = d.owners[i];
    doc.lineWidth(0.6).moveTo(36, y + 20).lineTo(250, y + 20).stroke().moveTo(270, y + 20).lineTo(440, y + 20).stroke().moveTo(460, y + 20).lineTo(576, y + 20).stroke();
    if (o) { f.scrawl(44, y + 18, 150); f.value(272, y + 8, 160, nameText(o, 'first_last'), F.name(o, i), '', 9);
      f.value(462, y + 8, 110, r.pick(['08/04/2025', 'Aug 4, 2025', '8/5/25']), null, 'signature_date', 9); }
    f.label(36, y + 23, `Guarantor ${i + 1} Signature`, 6); f.label(270, y + 23, 'Printed Name', 6); f.label(460, y + 23, 'Date', 6);
    y += 38;
  }
  f.label(36, 760, 'Crescent Ledger Advance Co. · CLA-01 (rev. 2/25) · Page 2 of 2 · Privacy: crescentledger.example/privacy', 6, { color: '#666' });
}
