// Harborline Funding Group: a two-page serif form. Page 1: numbered sections of shaded-label cells, free-text entity
// type, a payment-frequency checkbox row, an existing-advances table, bank and trade references. Page 2: an owner
// table of up to four rows (names often "Last, First"), authorization and two signature blocks. Generic AcroForm
// names (Text1, Check Box2 ...) when fillable.
import type { Rng } from '../../statements/generator/prng.ts';
import type { Role, Sheet } from './draw.ts';
import { AUTH_US, cellRow, paragraph, type CellLook } from './kit.ts';
import type { Frequency, Merchant } from './model.ts';
import {
  A, P, FREQ_LABEL, businessTaxId, date, dbaText, entityText, money, nameFields, ownerName, ownerTax, pct, stateFields,
  type DateStyle, type MoneyStyle,
} from './print.ts';

export const HARBORLINE = 'Harborline Funding Group';
const X = 36, WD = 540, INK = '#3d3320';

function heading(s: Sheet, title: string, y: number): number {
  s.label(title, X, y, 9.5, 'Times-Bold', { color: INK });
  s.line(X, y + 12, X + WD, y + 12, 0.8, INK);
  return y + 16;
}

function header(s: Sheet, page: number): void {
  s.label('HARBORLINE', X, 30, 20, 'Times-Bold', { color: INK });
  s.label('FUNDING GROUP', X + 2, 52, 8.5, 'Times-Roman', { color: INK });
  s.staticDecoy('broker_address', '220 Wharf Street, Suite 5, Boston, MA 02110', 360, 32, 7.5, 'Times-Roman');
  s.label('Phone (617) 555-0199  ·  submissions@harborlinefg.com', 360, 43, 7.5, 'Times-Roman', { width: 216, align: 'left' });
  s.label(`Page ${page} of 2`, 360, 54, 7.5, 'Times-Italic');
  s.line(X, 68, X + WD, 68, 1.5, INK);
  s.line(X, 70.5, X + WD, 70.5, 0.5, INK);
}

export function drawHarborline(s: Sheet, m: Merchant, c: Rng): void {
  const ms: MoneyStyle = c.pick(['dollar', 'dollar_cents', 'spaced', 'plain_cents']);
  const ds: DateStyle = c.pick(['mdy', 'short', 'dash', 'long']);
  const look: CellLook = { labelFont: 'Times-Roman', labelSize: 6.5, labelColor: '#222', band: '#ece6d6', border: '#6b5f45', lw: 0.5 };
  const H = 27;
  s.addPage();
  header(s, 1);
  s.label('MERCHANT FUNDING APPLICATION', X, 80, 13, 'Times-Bold', { width: WD, align: 'center' });
  let y = heading(s, 'Section 1 — Business Profile', 102);
  const dba = dbaText(m, c);
  y = cellRow(s, look, X, y, H, [['Legal Business Name', 'legal_name', m.legal, 300, { [A('legal_name')]: m.legal }],
    ['DBA / Trade Name', 'dba', dba.text, 240, dba.role]]);
  const ent = entityText(m, c);
  const tax = businessTaxId(m, 'dash');
  const inc = m.incState !== m.address.state;
  y = cellRow(s, look, X, y, H, [['Entity Type', 'entity', ent.text, 110, { [A('type_of_entity')]: ent.id }],
    ['Federal Tax ID (EIN or SSN)', 'business_tax_id', tax.text, 140, tax.fields],
    ['Date Business Started', 'start_date', date(m.start, ds), 120, { [A('business_start_date')]: m.start }],
    ['State of Formation', 'state_of_inc', m.incState, 90, inc ? 'decoy' : 'context'], ['No. of Employees', 'employees', String(m.employees), 80, 'context']]);
  y = cellRow(s, look, X, y, H, [['Business Street Address', 'street', m.address.street, 260, 'context'], ['City', 'city', m.address.city, 130, 'context'],
    ['State', 'state', m.address.state, 50, stateFields(m)], ['ZIP', 'zip', m.address.zip, 100, 'context']]);
  y = cellRow(s, look, X, y, H, [['Business Phone', 'phone', m.phone, 120, 'context'], ['Fax', 'fax', null, 100, 'context'],
    ['E-mail', 'email', m.email, 180, 'context'], ['Website', 'website', m.website, 140, 'context']]);
  const rentRole: Role = m.rents ? 'decoy' : 'context';
  y = cellRow(s, look, X, y, H, [['Industry / Type of Business', 'industry', m.trade.text, 300, { [A('industry')]: m.trade.industry }],
    ['Landlord / Mortgage Holder', 'landlord', m.rents ? m.landlord : null, 150, rentRole],
    ['Monthly Rent', 'rent', m.rents ? money(m.rent, ms) : null, 90, rentRole]]);

  y = heading(s, 'Section 2 — Funding Request', y + 8);
  const terms = c.chance(0.75);
  y = cellRow(s, look, X, y, H, [['Amount Requested', 'requested_amount', money(m.amount, ms), 130, { [A('requested_amount')]: m.amount }],
    ['Desired Payment', 'requested_payment', terms ? money(m.payment, ms) : null, 120, terms ? { [A('requested_payment')]: m.payment } : 'context'],
    ['No. of Payments', 'number_of_payments', terms ? String(m.payments) : null, 90, terms ? { [A('number_of_payments')]: m.payments } : 'context'],
    ['Use of Proceeds', 'use', m.use, 200, 'context']]);
  s.rect(X, y, WD, 18, { stroke: '#6b5f45', lw: 0.5 });
  s.label('Payment Frequency:', X + 4, y + 6, 7, 'Times-Bold');
  const freqShown = terms || c.chance(0.5);
  let cx = X + 90;
  for (const f of ['daily', 'weekly', 'biweekly', 'monthly'] as Frequency[]) {
    const on = freqShown && f === m.frequency;
    cx = s.check(`freq_${f}`, FREQ_LABEL[f], cx, y + 5.5, on, on ? { [A('payment_frequency')]: f } : 'context', { font: 'Times-Roman', labelSize: 7.5 }) + 18;
  }
  y += 18;

  y = heading(s, 'Section 3 — Existing Advances / Business Loans (list all open balances)', y + 8);
  const cols = [['Funder / Lender', 190], ['Current Balance', 120], ['Payment Amount', 110], ['Frequency', 120]] as const;
  y = tableHead(s, cols, y);
  for (let i = 0; i < 3; i++) {
    const a = m.advances[i];
    const freq = a ? c.pick(['Daily', 'Weekly']) : null;
    y = tableRow(s, [[`adv${i + 1}_funder`, a?.funder ?? null, 190], [`adv${i + 1}_balance`, a ? money(a.balance, 'dollar_cents') : null, 120],
      // The funder's schedule word is the same word as a payment frequency: context, so the decoy list stays disjoint
      // from the truth.
      [`adv${i + 1}_payment`, a ? money(a.payment, 'dollar_cents') : null, 110], [`adv${i + 1}_freq`, freq, 120, 'context']], y, 17, a ? 'decoy' : 'context');
  }

  y = heading(s, 'Section 4 — Bank & Trade References', y + 8);
  y = cellRow(s, look, X, y, H, [['Business Bank', 'bank_name', m.bank.name, 180, 'decoy'], ['Account Number', 'bank_account', m.bank.account, 150, 'decoy'],
    ['Bank Officer / Phone', 'bank_phone', null, 210, 'context']]);
  y = tableHead(s, [['Trade Reference', 190], ['Contact', 180], ['Phone', 170]], y + 4);
  for (const [i, r] of m.references.slice(0, 2).entries()) {
    y = tableRow(s, [[`ref${i + 1}_name`, r.name, 190], [`ref${i + 1}_contact`, r.contact, 180], [`ref${i + 1}_phone`, r.phone, 170]], y, 17, 'decoy');
  }
  s.label('Harborline Funding Group · HFG-MCA-01 (rev. 2026)', X, 765, 6.5, 'Times-Italic', { color: '#666', width: WD, align: 'center' });

  // Page 2: owners and signatures.
  s.addPage();
  header(s, 2);
  y = heading(s, 'Section 5 — Owners / Officers / Guarantors (all owners of 20% or more)', 82);
  const lastFirst = c.chance(0.55);
  const ocols = [['#', 16], [lastFirst ? 'Owner Name (Last, First MI)' : 'Owner Name', 160], ['Title', 90], ['% Owned', 44],
    ['SSN', 86], ['Date of Birth', 74], ['Credit Score', 70]] as const;
  y = tableHead(s, ocols, y);
  for (let i = 0; i < 4; i++) {
    const o = m.owners[i];
    s.label(String(i + 1), X + 5, y + 7, 7.5, 'Times-Bold');
    const t = o ? ownerTax(i, o, c) : null;
    const fico = o?.credit != null && c.chance(0.8) ? String(o.credit) : null;
    tableRow(s, [[`owner${i + 1}_number`, null, 16], [`owner${i + 1}_name`, o ? ownerName(o, lastFirst ? 'last_first' : 'full') : null, 160, o ? nameFields(i, o) : 'context'],
      [`owner${i + 1}_title`, o?.title ?? null, 90, o ? { [P(i, 'role')]: o.title } : 'context'],
      [`owner${i + 1}_ownership`, o ? pct(o.ownership, c.chance(0.5)) : null, 44, o ? { [P(i, 'ownership')]: o.ownership } : 'context'],
      [`owner${i + 1}_ssn`, t?.text ?? null, 86, t?.role ?? 'context'],
      [`owner${i + 1}_dob`, o ? date(o.dob, ds === 'long' ? 'mdy' : ds) : null, 74, o ? { [P(i, 'date_of_birth')]: o.dob } : 'context'],
      [`owner${i + 1}_credit`, fico, 70, fico ? { [P(i, 'credit_score')]: o!.credit } : 'context']], y, 20, 'context');
    y += 20;
    s.rect(X, y, WD, 17, { stroke: '#6b5f45', lw: 0.5 });
    s.label('Home Address:', X + 20, y + 5.5, 6.5, 'Times-Italic');
    s.label('Cell:', X + 390, y + 5.5, 6.5, 'Times-Italic');
    s.value(`owner${i + 1}_home`, o ? `${o.home.street}, ${o.home.city}, ${o.home.state} ${o.home.zip}` : null, { x: X + 62, y, w: 320, h: 16 }, o ? 'decoy' : 'context');
    s.value(`owner${i + 1}_cell`, o?.cell ?? null, { x: X + 405, y, w: 130, h: 16 }, o ? 'decoy' : 'context');
    y += 17;
  }

  y = heading(s, 'Section 6 — Authorization', y + 10);
  y = paragraph(s, c.pick(AUTH_US), HARBORLINE, X, y, WD, 7.2, 'Times-Roman') + 14;
  for (const i of [0, 1]) {
    const o = m.owners[i], bx = X + i * 280;
    s.label(`Owner / Guarantor #${i + 1}`, bx, y, 8, 'Times-Bold');
    if (o) s.signature(bx + 10, y + 30, 240);
    s.line(bx, y + 34, bx + 250, y + 34, 0.6);
    s.label('Signature', bx, y + 37, 6.5, 'Times-Italic');
    s.value(`sig${i + 1}_name`, o ? ownerName(o, 'full') : null, { x: bx, y: y + 46, w: 160, h: 16 }, o ? nameFields(i, o) : 'context');
    s.value(`sig${i + 1}_date`, o ? date(m.signed, ds) : null, { x: bx + 170, y: y + 46, w: 80, h: 16 }, o ? 'decoy' : 'context');
    s.line(bx, y + 62, bx + 160, y + 62, 0.6);
    s.line(bx + 170, y + 62, bx + 250, y + 62, 0.6);
    s.label('Print Name', bx, y + 65, 6.5, 'Times-Italic');
    s.label('Date', bx + 170, y + 65, 6.5, 'Times-Italic');
  }
  y += 90;
  s.rect(X, y, WD, 24, { fill: '#f4f1ea', stroke: '#6b5f45', lw: 0.5 });
  s.label('BROKER USE ONLY —  ISO Representative:', X + 5, y + 8.5, 7, 'Times-Bold');
  s.value('iso_rep', m.rep.name, { x: X + 170, y: y + 3, w: 150, h: 18 }, 'decoy');
  s.label('Rep Code:', X + 340, y + 8.5, 7, 'Times-Bold');
  s.value('rep_id', m.rep.id, { x: X + 380, y: y + 3, w: 120, h: 18 }, 'decoy');
  s.label('Harborline Funding Group · HFG-MCA-01 (rev. 2026)', X, 765, 6.5, 'Times-Italic', { color: '#666', width: WD, align: 'center' });
}

function tableHead(s: Sheet, cols: readonly (readonly [string, number])[], y: number): number {
  let x = X;
  for (const [label, w] of cols) {
    s.rect(x, y, w, 13, { fill: '#ece6d6', stroke: '#6b5f45', lw: 0.5 });
    s.label(label, x + 3, y + 3.5, 6.5, 'Times-Bold');
    x += w;
  }
  return y + 13;
}

/** One table row: [key, text, width, role?]; cells without their own role take the row's. */
function tableRow(s: Sheet, cells: readonly (readonly [string, string | null, number, Role?])[], y: number, h: number, role: Role): number {
  let x = X;
  for (const [key, text, w, own] of cells) {
    s.rect(x, y, w, h, { stroke: '#6b5f45', lw: 0.5 });
    s.value(key, text, { x: x + 1, y: y + 1, w: w - 2, h: h - 2 }, own ?? role);
    x += w;
  }
  return y + h;
}
