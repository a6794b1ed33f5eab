// Keystone Bridge Funding (US): every section is a rounded box whose caption is set into its top border, like a
// fieldset legend (Business, Owner / Guarantor 1 ...). Labels end in a colon and the value follows on the same row,
// typed in Courier. Owners sit side by side in pairs, landlord beside bank, reference beside reference. The entity is
// a checkbox row with an Other line; the business address is one line. Two pages, up to four owners.
import type { Rng } from '../../statements/generator/prng.ts';
import { AUTH_US, captionBox, hline, para, signature, txt } from './furniture.ts';
import { ENTITY_OPTIONS, type Merchant, type Traits, type Val } from './model.ts';
import type { Owner } from './owners.ts';
import type { Pen } from './pen.ts';

const MAROON = '#6b1e1e';
const ROW = 17;

export const traits = (): Traits => ({ country: 'US', maxOwners: 4, einLabelled: true });

/** `Label: value` inside a box row. */
function field(pen: Pen, label: string, v: Val | null, x: number, y: number, w: number, name = label): void {
  const doc = pen.doc;
  txt(doc, `${label}:`, x + 4, y + 5, 7.5, 'Times-Bold');
  doc.font('Times-Bold').fontSize(7.5);
  const lw = doc.widthOfString(`${label}:`) + 4;
  pen.put(v, x + 4 + lw, y + 1, w - lw - 6, ROW - 2, name, 8.5);
}

/** A captioned box of `rows` rows with faint rules between them; returns the y below it. */
function group(pen: Pen, caption: string, x: number, y: number, w: number, rows: number, fill: (t: number) => void, rules = true): number {
  captionBox(pen.doc, caption, x, y, w, rows * ROW + 10);
  for (let r = 1; r < rows && rules; r++) hline(pen.doc, x + 3, x + w - 3, y + 5 + r * ROW, 0.3, '#b9b0a8');
  fill(y + 5);
  return y + rows * ROW + 10;
}

function owner(pen: Pen, o: Owner | undefined, n: number, x: number, y: number): number {
  return group(pen, `Owner / Guarantor ${n}`, x, y, 265, 6, (t) => {
    field(pen, 'Name', o?.name ?? null, x, t, 265, `Owner${n} Name`);
    field(pen, 'Title', o?.title ?? null, x, t + ROW, 150, `Owner${n} Title`);
    field(pen, '%', o?.pct ?? null, x + 150, t + ROW, 115, `Owner${n} Pct`);
    field(pen, 'Tax ID', o?.taxId ?? null, x, t + 2 * ROW, 265, `Owner${n} TaxID`);
    field(pen, 'DOB', o?.dob ?? null, x, t + 3 * ROW, 130, `Owner${n} DOB`);
    field(pen, 'Credit Score', o?.credit ?? null, x + 130, t + 3 * ROW, 135, `Owner${n} FICO`);
    field(pen, 'Address', o?.home.line ?? null, x, t + 4 * ROW, 265, `Owner${n} Address`);
    field(pen, 'Phone', o?.phone ?? null, x, t + 5 * ROW, 120, `Owner${n} Phone`);
    field(pen, 'Email', o?.email ?? null, x + 120, t + 5 * ROW, 145, `Owner${n} Email`);
  });
}

export function draw(pen: Pen, m: Merchant, rng: Rng): void {
  const doc = pen.doc;
  txt(doc, 'KEYSTONE BRIDGE FUNDING', 36, 30, 17, 'Times-Bold', MAROON);
  txt(doc, 'Merchant Cash Advance Application', 36, 52, 10, 'Times-Italic', '#333');
  group(pen, 'Referral Partner', 346, 26, 230, 2, (t) => {
    field(pen, 'Name', m.iso.name, 346, t, 230, 'Partner Name');
    field(pen, 'Phone', m.iso.phone, 346, t + ROW, 230, 'Partner Phone');
  });

  let y = group(pen, 'Business', 36, 92, 540, 6, (t) => {
    field(pen, 'Name (Legal)', m.legal, 36, t, 300, 'Legal Name');
    field(pen, 'DBA', m.dba, 336, t, 240);
    field(pen, 'Address', m.address.line, 36, t + ROW, 540, 'Business Address');
    field(pen, 'Phone', m.phone, 36, t + 2 * ROW, 150, 'Business Phone');
    field(pen, 'Tax ID (EIN)', m.taxId, 186, t + 2 * ROW, 170, 'EIN');
    if (m.start) field(pen, 'Date Est.', m.start, 356, t + 2 * ROW, 220, 'Date Established');
    else field(pen, 'Years in Business', m.years, 356, t + 2 * ROW, 220, 'Years');
    txt(doc, 'Entity:', 40, t + 3 * ROW + 5, 7.5, 'Times-Bold');
    let cx = 72;
    for (const opt of ENTITY_OPTIONS.US) {
      const on = opt === m.entityOption;
      pen.mark(on ? m.entityOptionVal : null, opt, on, cx, t + 3 * ROW + 4.5, 7.5, 'Check Box');
      txt(doc, opt === 'Other' ? 'Other:' : opt, cx + 10, t + 3 * ROW + 5, 7.5, 'Times-Roman');
      doc.font('Times-Roman').fontSize(7.5);
      cx += 10 + doc.widthOfString(opt) + 10;
    }
    pen.put(m.entityOther, cx - 4, t + 3 * ROW + 1, 576 - cx, ROW - 2, 'Entity Other', 8.5);
    field(pen, 'Type of Business', m.industry, 36, t + 4 * ROW, 220, 'Business Type');
    field(pen, 'Website', m.website, 256, t + 4 * ROW, 160);
    field(pen, 'Email', m.email, 416, t + 4 * ROW, 160, 'Business Email');
    field(pen, 'State of Inc.', m.incState, 36, t + 5 * ROW, 150, 'Inc State');
    field(pen, 'Monthly Sales', m.sales, 186, t + 5 * ROW, 170, 'Monthly Sales');
    field(pen, 'Use of Funds', m.use, 356, t + 5 * ROW, 220, 'Use of Funds');
  });

  y = group(pen, 'Funding Requested', 36, y + 14, 540, 1, (t) => {
    field(pen, 'Amount', m.amount, 36, t, 150, 'Amount Requested');
    field(pen, 'Payment', m.payment, 186, t, 130, 'Est Payment');
    field(pen, '# Payments', m.count, 316, t, 110, 'Num Payments');
    field(pen, 'Frequency', m.frequency?.val ?? null, 426, t, 150, 'Frequency');
  });

  const top = y + 14;
  owner(pen, m.owners[0], 1, 36, top);
  y = owner(pen, m.owners[1], 2, 311, top);

  const t2 = y + 14;
  // Which side the landlord's box takes is the form revision's choice (it varies per seed).
  const [lx, bx] = rng.chance(0.4) ? [311, 36] : [36, 311];
  group(pen, 'Landlord / Mortgage Holder', lx, t2, 265, 4, (t) => {
    field(pen, 'Name', m.landlord.name, lx, t, 265, 'Landlord');
    field(pen, 'Phone', m.landlord.phone, lx, t + ROW, 265, 'Landlord Phone');
    field(pen, 'Address', m.landlord.address, lx, t + 2 * ROW, 265, 'Landlord Address');
    field(pen, 'Rent/Mtg', m.landlord.amount, lx, t + 3 * ROW, 140, 'Rent');
    const premises = { key: 'business.premises', text: m.own ? 'Own' : 'Rent', fields: {} };
    ['Own', 'Rent'].forEach((opt, i) => {
      pen.mark(opt === premises.text ? premises : null, opt, opt === premises.text, lx + 144 + i * 50, t + 3 * ROW + 4.5, 7.5, 'Check Box');
      txt(doc, opt, lx + 154 + i * 50, t + 3 * ROW + 5, 7.5, 'Times-Roman');
    });
  });
  y = group(pen, 'Bank', bx, t2, 265, 4, (t) => {
    field(pen, 'Name', m.bank.name, bx, t, 265, 'Bank');
    field(pen, 'Phone', m.bank.phone, bx, t + ROW, 265, 'Bank Phone');
    field(pen, 'Routing #', m.bank.routing, bx, t + 2 * ROW, 265, 'Routing');
    field(pen, 'Account #', m.bank.account, bx, t + 3 * ROW, 265, 'Account');
  });

  const t3 = y + 14;
  m.references.forEach((r, i) => {
    y = group(pen, `Trade Reference ${i + 1}`, 36 + i * 275, t3, 265, 3, (t) => {
      field(pen, 'Name', r.name, 36 + i * 275, t, 265, 'Reference');
      field(pen, 'Contact', r.contact, 36 + i * 275, t + ROW, 265, 'Reference Contact');
      field(pen, 'Phone', r.phone, 36 + i * 275, t + 2 * ROW, 265, 'Reference Phone');
    });
  });

  group(pen, 'Current Lender(s)', 36, y + 14, 540, 3, (t) => {
    for (let i = 0; i < 3; i++) {
      const l = m.lenders[i];
      field(pen, 'Name', l?.name ?? null, 36, t + i * ROW, 200, 'Lender');
      field(pen, 'Balance', l?.balance ?? null, 236, t + i * ROW, 110, 'Lender Balance');
      field(pen, 'Payment', l?.payment ?? null, 346, t + i * ROW, 110, 'Lender Payment');
      field(pen, 'Date', l?.date ?? null, 456, t + i * ROW, 120, 'Lender Date');
    }
  });
  txt(doc, 'KBF Form 7 (rev. 2023)  -  page 1 of 2', 36, 764, 6.5, 'Times-Roman', '#555');

  pen.newPage();
  txt(doc, 'KEYSTONE BRIDGE FUNDING', 36, 30, 12, 'Times-Bold', MAROON);
  txt(doc, 'Merchant Cash Advance Application - continued', 240, 33, 9, 'Times-Italic', '#333');
  y = 60;
  // Some reps repeat the business name at the top of page 2 (the same value again).
  if (rng.chance(0.5)) {
    y = group(pen, 'Business', 36, y, 540, 1, (t) => field(pen, 'Name (Legal)', m.legal, 36, t, 540, 'Legal Name 2')) + 14;
  }
  owner(pen, m.owners[2], 3, 36, y);
  y = owner(pen, m.owners[3], 4, 311, y) + 14;

  const sigs = Math.max(2, m.owners.length);
  group(pen, 'Authorization', 36, y, 540, 5 + sigs * 2, (t) => {
    const end = para(doc, AUTH_US, 42, t + 4, 528, 7.5, 'Times-Roman');
    for (let i = 0; i < sigs; i++) {
      const o = m.owners[i], s = end + 10 + i * 2 * ROW;
      signature(pen, 42, s + 18, 170, !!o);
      txt(doc, `Signature - Owner ${i + 1}`, 42, s + 21, 6.5, 'Times-Italic', '#444');
      field(pen, 'Name', o?.sigName ?? null, 220, s + 4, 150, 'Print Name');
      field(pen, 'Title', o?.sigTitle ?? null, 370, s + 4, 100, 'Signer Title');
      field(pen, 'Date', m.signDate[i] ?? null, 470, s + 4, 106, 'Sign Date');
    }
  }, false);
  txt(doc, 'KBF Form 7 (rev. 2023)  -  page 2 of 2', 36, 764, 6.5, 'Times-Roman', '#555');
}
