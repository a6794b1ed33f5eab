// Apex (comb cells and values on rules that run through them) and Meridian (Canadian fax form with dot leaders).
import type { Rng } from '../../statements/generator/prng.ts';
import type { Merchant } from './data.ts';
import type { Sheet, ValOpts } from './draw.ts';
import { AUTH, PIPEDA, faxHeader, faxWhen, paragraph, signature } from './common.ts';
import { businessTaxId, date, dbaFields, dbaText, dobFields, entityFields, ficoFields, freqWord, industryFields, legalFields, money,
  ownerText, pctFields, roleFields, stateFields, up } from './fmt.ts';

const FREQS: [string, string][] = [['DAILY', 'daily'], ['WEEKLY', 'weekly'], ['BI-WEEKLY', 'biweekly'], ['MONTHLY', 'monthly']];

/** The entity box a form with `boxes` checks for the merchant's entity, or null for "Other". */
export function entityBox(entity: string, boxes: string[]): string | null {
  const want = /^(CORP|INC|C CORP|CORPORATION|INC\.)$/.test(entity) ? 'CORP' : /^S.CORP$/.test(entity) ? 'S-CORP' : /^L\.?L\.?C\.?$/.test(entity) ? 'LLC'
    : entity.startsWith('SOLE') ? 'SOLE PROP' : entity;
  return boxes.includes(want) ? want : null;
}

/** A row of checkboxes, the merchant's entity checked; not on the row: "Other" with the entity on its line. */
export function entityRow(s: Sheet, m: Merchant, boxes: string[], x: number, y: number, size = 6, gap = 14): void {
  const on = entityBox(m.entity, boxes);
  for (const b of boxes) {
    s.chk(x, y, 7, b === on, { key: `ent_${b.replace(/\W/g, '')}`, label: b, fields: entityFields(b, m) });
    x += 10 + s.lab(b, x + 10, y + 1, size) + gap;
  }
  s.chk(x, y, 7, on === null, { key: 'ent_OTHER', label: 'OTHER' });
  x += 10 + s.lab('OTHER:', x + 10, y + 1, size) + 4;
  s.line(x, y + 8, x + 60, y + 8, 0.4);
  s.val(on === null ? m.entity : '', x + 2, y, { key: 'entity_other', size: 7, w: 58, ...(on === null ? { fields: entityFields(m.entity, m) } : {}) });
}

export function freqRow(s: Sheet, m: Merchant, x: number, y: number, size = 6): void {
  for (const [label, f] of FREQS) {
    s.chk(x, y, 7, m.freq === f, { key: `freq_${f}`, label, fields: { payment_frequency: f } });
    x += 10 + s.lab(label, x + 10, y + 1, size) + 12;
  }
}

export function apex(s: Sheet, m: Merchant, r: Rng): void {
  s.lab('APEX COMMERCIAL ADVANCE', 30, 22, 13, 'Times-Bold');
  s.lab('ISO SUBMISSION FORM 1187-B  *  FAX COMPLETED FORM TO (305) 555-0122  *  ONE CHARACTER PER BOX', 30, 38, 5.5, 'Helvetica');
  let y = 50;
  const band = (t: string): void => { s.doc.rect(30, y, 552, 10).fill('black'); s.lab(t, 34, y + 2, 6.5, 'Helvetica-Bold', 'white'); y += 16; };
  const ruled = (label: string, value: string, x: number, w: number, o: ValOpts): void => {
    const lw = s.lab(label, x, y + 1.5, 5.5, 'Helvetica-Bold');
    s.val(value, x + lw + 5, y, { size: 7.5, w: w - lw - 7, strike: true, mono: true, ...o });
  };
  const comb = (label: string, value: string, x: number, n: number, o: ValOpts): number => {
    const lw = s.lab(label, x, y + 2.5, 5.5, 'Helvetica-Bold');
    s.cells(x + lw + 4, y, n, 9, 11);
    s.val(value, x + lw + 4, y + 2, { size: 7.5, comb: 9, w: n * 9, ...o });
    return x + lw + 4 + n * 9 + 12;
  };
  band('1. BUSINESS INFORMATION');
  const legal = up(m.legal, true), dba = dbaText(m, r, true);
  ruled('LEGAL NAME', legal, 30, 300, { key: 'legal_name', fields: legalFields(legal) });
  ruled('DBA', dba, 340, 242, { key: 'dba', fields: dbaFields(m, dba, legal) });
  y += 16;
  s.lab('ENTITY:', 30, y + 1, 5.5, 'Helvetica-Bold');
  entityRow(s, m, ['CORP', 'S-CORP', 'LLC', 'PARTNERSHIP', 'SOLE PROP'], 62, y);
  y += 16;
  const tax = businessTaxId(m, r, m.taxIdType === 'EIN');
  let x = comb(m.taxIdType === 'EIN' ? 'FED TAX ID (EIN)' : 'SSN# (SOLE PROP, NO EIN)', tax.text, 30, tax.text.length, { key: 'tax_id', fields: tax.fields, kind: 'digits' });
  const [sy, sm, sd] = m.start.split('-');
  x = comb('BUS START (MM/DD/YYYY)', `${sm}/${sd}/${sy}`, x, 10, { key: 'start', fields: { business_start_date: m.start }, kind: 'date' });
  comb('ST OF INC', m.stateOfInc.slice(0, 2), x, 2, { key: 'state_inc', decoy: true });
  y += 17;
  ruled('BUSINESS ADDRESS', m.addr.street, 30, 250, { key: 'street' });
  ruled('CITY', m.addr.city, 290, 150, { key: 'city' });
  x = comb('ST', m.addr.st, 450, 2, { key: 'state', fields: stateFields(m) });
  comb('ZIP', m.addr.zip, x - 6, 5, { key: 'zip' });
  y += 17;
  ruled('BUS PHONE', m.phone, 30, 170, { key: 'phone' });
  ruled('TYPE OF BUSINESS', m.industry, 210, 230, { key: 'industry', fields: industryFields(m.industry) });
  ruled('# EMPL', String(m.employees), 450, 132, { key: 'employees' });
  y += 20;
  band('2. FUNDING REQUEST');
  ruled('AMT REQ', money(m.amount, r), 30, 150, { key: 'amount', fields: { requested_amount: m.amount }, kind: 'money' });
  ruled('EST PMT', money(m.payment, r), 190, 130, { key: 'payment', fields: { requested_payment: m.payment }, kind: 'money' });
  comb('# OF PMTS', String(m.nPayments).padStart(3, ' '), 330, 3, { key: 'n_payments', fields: { number_of_payments: m.nPayments }, kind: 'int' });
  y += 16;
  s.lab('PMT SCHEDULE:', 30, y + 1, 5.5, 'Helvetica-Bold');
  freqRow(s, m, 90, y);
  ruled('USE OF FUNDS', m.use, 330, 252, { key: 'use' });
  y += 20;
  band('3. OWNERS / GUARANTORS (20%+)');
  const top = y;
  m.owners.forEach((o, i) => {
    const t = ownerText(o, i, r, true);
    y = top + Math.floor(i / 2) * 84;
    const cx = 30 + (i % 2) * 280;
    const [by, bm, bd] = o.dob.split('-');
    ruled(`OWNER ${i + 1} NAME`, t.name, cx, 268, { key: `o${i}_name`, fields: t.nameFields, kind: 'name' });
    y += 16; ruled('TITLE', o.title, cx, 150, { key: `o${i}_title`, fields: roleFields(i, o.title) });
    comb('OWN %', String(o.pct).padStart(3, ' '), cx + 160, 3, { key: `o${i}_pct`, fields: pctFields(i, o), kind: 'pct' });
    y += 16; comb('SSN#', t.tin, cx, 11, { key: `o${i}_ssn`, fields: t.tinFields, kind: 'digits' });
    y += 16; comb('DOB', `${bm}/${bd}/${by}`, cx, 10, { key: `o${i}_dob`, fields: dobFields(i, o), kind: 'date' });
    if (r.chance(0.5)) comb('FICO', String(o.fico), cx + 160, 3, { key: `o${i}_fico`, fields: ficoFields(i, o), kind: 'int' });
    y += 16; ruled('HOME ADDR', `${o.home.street} ${o.home.city} ${o.home.st}`, cx, 268, { key: `o${i}_home`, decoy: true, size: 6.5 });
  });
  y = top + Math.ceil(m.owners.length / 2) * 84 + 4;
  band('4. BANK (FOR DEPOSIT ONLY)');
  ruled('BANK', m.bank.name, 30, 160, { key: 'bank', decoy: true });
  x = comb('ABA', m.bank.routing, 200, 9, { key: 'routing', decoy: true });
  ruled('ACCT', m.bank.account, x, 582 - x, { key: 'account', decoy: true });
  y += 16;
  ruled('LANDLORD', m.landlord.name, 30, 280, { key: 'landlord', decoy: true });
  ruled('ISO', m.iso.name, 320, 262, { key: 'iso', decoy: true });
  y = paragraph(s, AUTH, 30, y + 20, 552, 5) + 8;
  signature(s, r, 40, y + 4); s.lab('SIGNATURE OF OWNER', 40, y + 22, 5);
}

export function meridian(s: Sheet, m: Merchant, r: Rng): void {
  const fax = { from: 'MERIDIAN BIZCAP', fax: '(905) 555-0164', when: faxWhen(r), pages: 2 };
  faxHeader(s, fax, 1);
  s.lab('MERIDIAN BIZCAP INC.', 30, 26, 12, 'Helvetica-Bold');
  s.lab('Business Funding Application (Canada) / Demande de financement   -   Form MB-CA-2', 30, 41, 6.5);
  let y = 54;
  const row = (label: string, value: string, o: ValOpts, x = 30, col = 150): void => {
    const w = s.lab(label, x, y + 1, 6.5);
    s.doc.font('Helvetica').fontSize(6.5);
    const dot = s.doc.widthOfString('.');
    s.lab('.'.repeat(Math.max(2, Math.floor((col - w - 6) / dot))), x + w + 2, y + 1, 6.5);
    s.val(value, x + col, y, { size: 8, ...o });
  };
  const legal = m.legal, dba = dbaText(m, r, false);
  s.lab('PART 1 - BUSINESS', 30, y, 7.5, 'Helvetica-Bold'); y += 12;
  row('Legal Name of Business', legal, { key: 'legal_name', fields: legalFields(legal) }); y += 12;
  row('Operating Name (O/A)', dba, { key: 'dba', fields: dbaFields(m, dba, legal) }); y += 12;
  const tax = businessTaxId(m, r);
  row('Business Number (BN / Program Acct)', tax.text, { key: 'tax_id', fields: tax.fields, kind: 'digits' }); y += 12;
  const ent = r.pick([m.entity, m.entity.charAt(0) + m.entity.slice(1).toLowerCase()]);
  row('Legal Structure', ent, { key: 'entity', fields: entityFields(ent, m) });
  row('Jurisdiction of Inc.', m.stateOfInc, { key: 'state_inc', decoy: true }, 330, 90); y += 12;
  row('Date of Incorporation / Start', date(m.start, r, false), { key: 'start', fields: { business_start_date: m.start }, kind: 'date' }); y += 12;
  row('Street Address', m.addr.street, { key: 'street' }); y += 12;
  row('City', m.addr.city, { key: 'city' });
  row('Prov.', m.addr.st, { key: 'state', fields: stateFields(m) }, 330, 40);
  row('Postal Code', m.addr.zip, { key: 'zip' }, 430, 60); y += 12;
  row('Telephone', m.phone, { key: 'phone' });
  row('E-mail', m.email, { key: 'email' }, 330, 40); y += 12;
  row('Nature of Business', m.industry, { key: 'industry', fields: industryFields(m.industry) }); y += 20;
  s.lab('PART 2 - FUNDING REQUESTED', 30, y, 7.5, 'Helvetica-Bold'); y += 12;
  row('Amount Requested', money(m.amount, r, true), { key: 'amount', fields: { requested_amount: m.amount }, kind: 'money' }); y += 12;
  row('Proposed Remittance', money(m.payment, r, true), { key: 'payment', fields: { requested_payment: m.payment }, kind: 'money' });
  row('Frequency', freqWord(m.freq, r), { key: 'freq', fields: { payment_frequency: m.freq }, kind: 'freq' }, 330, 60); y += 12;
  row('No. of Remittances', String(m.nPayments), { key: 'n_payments', fields: { number_of_payments: m.nPayments }, kind: 'int' });
  row('Avg Monthly Deposits', money(m.monthlySales, r, true), { key: 'sales' }, 330, 90); y += 20;
  s.lab('PART 3 - BANKING & OTHER (reference only)', 30, y, 7.5, 'Helvetica-Bold'); y += 12;
  row('Financial Institution', m.bank.name, { key: 'bank', decoy: true }); y += 12;
  row('Transit / Inst. No.', `${m.bank.routing.slice(0, 5)}-${m.bank.routing.slice(5, 8)}`, { key: 'routing', decoy: true });
  row('Account No.', m.bank.account, { key: 'account', decoy: true }, 330, 60); y += 12;
  row('Landlord', m.landlord.name, { key: 'landlord', decoy: true });
  row('Phone', m.landlord.phone, { key: 'landlord_ph', decoy: true }, 330, 60); y += 12;
  for (const [i, a] of m.advances.entries()) {
    row(`Existing Advance ${i + 1}`, a.funder, { key: `adv${i}`, decoy: true });
    row('Balance', money(a.balance, r, true), { key: `adv${i}_bal`, decoy: true }, 330, 60); y += 12;
  }
  row('Referred by (ISO)', m.iso.name, { key: 'iso', decoy: true });
  s.lab('-- continued on page 2 --', 260, 760, 6.5);
  s.newPage();
  faxHeader(s, fax, 2);
  y = 30;
  s.lab('PART 4 - OWNERS / DIRECTORS (each owner of 20% or more)', 30, y, 7.5, 'Helvetica-Bold');
  m.owners.forEach((o, i) => {
    const t = ownerText(o, i, r, false);
    y += 16;
    s.lab(`Owner ${i + 1}`, 30, y, 6.5, 'Helvetica-Bold'); y += 10;
    row('Full Name', t.name, { key: `o${i}_name`, fields: t.nameFields, kind: 'name' });
    row('Position', o.title, { key: `o${i}_title`, fields: roleFields(i, o.title) }, 330, 60); y += 12;
    row('% Ownership', t.pct, { key: `o${i}_pct`, fields: pctFields(i, o), kind: 'pct' });
    row('SIN', t.tin, { key: `o${i}_ssn`, fields: t.tinFields, kind: 'digits' }, 330, 60); y += 12;
    row('Date of Birth', t.dob, { key: `o${i}_dob`, fields: dobFields(i, o), kind: 'date' });
    if (i === 0 || r.chance(0.5)) row('Credit Score (self-reported)', String(o.fico), { key: `o${i}_fico`, fields: ficoFields(i, o), kind: 'int' }, 330, 110);
    y += 12;
    row('Home Address', `${o.home.street}, ${o.home.city} ${o.home.st} ${o.home.zip}`, { key: `o${i}_home`, decoy: true });
  });
  y = paragraph(s, PIPEDA, 30, y + 24, 552, 6) + 8;
  y = paragraph(s, AUTH, 30, y, 552, 5) + 10;
  m.owners.forEach((_, i) => { signature(s, r, 40 + (i % 2) * 280, y + Math.floor(i / 2) * 32); s.lab(`Signature - Owner ${i + 1}`, 40 + (i % 2) * 280, y + 18 + Math.floor(i / 2) * 32, 5.5); });
}
