// Layout `northgate_letter`: Northgate Merchant Services' application typed as a word-processor letter: letterhead,
// date, a salutation, numbered sections of "Label ........ value" dot-leader lines, an entity-type checkbox row, the
// landlord, trade and bank references (decoys), the authorisation paragraph and a signature block per principal.
import type { Rng } from '../../statements/generator/prng.ts';
import { makeMerchant, money, phone, type Country } from './data.ts';
import { Cursor, F, inline, texts, type Seg } from './fields.ts';
import { Pen, type Fields, type Style } from './pen.ts';

const SERIF = 'Times-Roman', BOLD = 'Times-Bold';
const US_BOXES = ['Corporation', 'LLC', 'Partnership', 'LLP', 'Sole Proprietor', 'Non-Profit'];
const CA_BOXES = ['Corporation', 'Partnership', 'Sole Proprietorship', 'Non-Profit'];
/** The box a printed entity type ticks; null: "Other" with the text on its line. */
function boxFor(printed: string, ca: boolean): string | null {
  const map: Record<string, string> = { LLC: 'LLC', 'Limited Liability Company': 'LLC', Corporation: 'Corporation', 'Inc.': 'Corporation',
    'C-Corp': 'Corporation', 'Ltd.': 'Corporation', Incorporated: 'Corporation', Partnership: 'Partnership', LLP: 'LLP' };
  const b = map[printed] ?? printed;
  return (ca ? CA_BOXES : US_BOXES).includes(b) ? b : null;
}

export function northgateLetter(r: Rng, style: Style): Pen {
  const country: Country = r.chance(0.25) ? 'CA' : 'US';
  const ca = country === 'CA';
  const m = makeMerchant(r.fork('merchant'), country);
  const t = texts(m, r.fork('texts'), 'plain');
  const pen = new Pen(style, r.fork('pen'), 'Application for Business Funding', 'Courier', 9.5);
  pen.label('NORTHGATE MERCHANT SERVICES', 0, 40, { size: 17, font: BOLD, width: 612, align: 'center' });
  pen.label('Working Capital for Main Street  ·  400 Harbor Plaza, Suite 12, Stamford, CT 06901  ·  (203) 555-0147', 0, 62, { size: 8.5, font: SERIF, width: 612, align: 'center' });
  pen.doc.moveTo(60, 78).lineTo(552, 78).lineWidth(1).strokeColor('#000000').stroke();
  pen.label(`June ${r.int(1, 28)}, 2026`, 60, 94, { size: 11, font: SERIF });
  pen.label('RE:  Application for Business Funding (Merchant Cash Advance)', 60, 118, { size: 11, font: BOLD });
  pen.label('To the Funding Committee:', 60, 140, { size: 11, font: SERIF });
  const h = pen.para('The undersigned applies, on behalf of the business described below, for the purchase of a portion of its future receivables, '
    + 'and states that the information in this letter is true and complete.', 60, 158, 492, { font: SERIF, size: 10.5 });
  const c = new Cursor(pen, 158 + h + 14, 60, 740);
  const lead = 250, vx = 256;
  const row = (label: string, segs: readonly Seg[]) => {
    c.room(14);
    const w = pen.label(label, 72, c.y, { size: 10.5, font: SERIF });
    const dots = '.'.repeat(Math.max(3, Math.floor((lead - 76 - w) / pen.width('.', SERIF, 10.5))));
    pen.label(dots, 74 + w, c.y, { size: 10.5, font: SERIF });
    inline(pen, vx, c.y + 0.5, segs, 9.5, SERIF);
    c.next(16);
  };
  const v = (fields: Fields | null, text: string, key: string): Seg => [fields, text, key];
  const head = (s: string) => { c.next(6); c.room(40); pen.label(s, 60, c.y, { size: 11, font: BOLD, underline: true }); c.next(20); };
  head('I.  THE BUSINESS');
  row('Legal Name of Business', [v(F.legal(m), m.legal, 'legal_name')]);
  row(ca ? 'Operating Name (O/A)' : 'Trade Name (d/b/a)', [v(F.dba(m), m.dbaPrinted, 'dba')]);
  if (r.chance(0.6)) {
    const box = boxFor(m.entityPrinted, ca);
    pen.label('Type of Entity:', 72, c.y, { size: 10.5, font: SERIF });
    let x = 150;
    for (const b of ca ? CA_BOXES : US_BOXES) x += pen.check(b === box ? F.entity(m) : null, b, x, c.y + 1, b === box, { key: `entity_${b}`, font: SERIF, size: 10 }) + 10;
    c.next(16);
    x = 150 + pen.check(null, 'Other:', 150, c.y + 1, box === null, { key: 'entity_other', font: SERIF, size: 10 }) + 4;
    pen.doc.moveTo(x, c.y + 10).lineTo(x + 120, c.y + 10).lineWidth(0.5).stroke();
    if (box === null) pen.value(F.entity(m), m.entityPrinted, x + 4, c.y, { key: 'entity_other_text' });
    c.next(18);
  } else row('Form of Organization', [v(F.entity(m), m.entityPrinted, 'entity')]);
  row(ca ? 'Business Number (BN)' : m.tax.type === 'SSN' ? 'Taxpayer I.D. (SSN)' : 'Federal Tax I.D. No. (EIN)', [v(F.tax(m.tax), m.tax.printed, 'tax_id')]);
  row('Nature of Business', [v(F.industry(m), m.trade, 'industry')]);
  if (r.chance(0.7)) row('Date Business Established', [v(F.start(m), t.start, 'start')]);
  else row('Years at Present Location', [v(null, String(Math.max(1, m.years - r.int(0, 3))), 'years_at_location')]);
  row(ca ? 'Incorporated under' : 'State of Incorporation', [v(null, m.stateOfInc, 'state_of_incorporation')]);
  row('Business Address', [v(null, m.street, 'street')]);
  row(ca ? 'City / Province / Postal Code' : 'City / State / Zip', [v(null, m.city, 'city'), ',  ', v(F.state(m), t.state, 'state'), '  ', v(null, m.zip, 'zip')]);
  row('Business Telephone', [v(null, m.phone, 'phone')]);
  row('Landlord / Mortgage Holder', [v(null, m.landlord, 'landlord')]);
  row('Monthly Rent or Mortgage', [v(null, money(m.rent), 'rent')]);
  head('II.  FUNDING REQUESTED');
  row('Amount Requested', [v(F.amount(m), t.amount, 'amount')]);
  row('Purpose of Funds', [v(null, m.use, 'use')]);
  row('Average Monthly Gross Sales', [v(null, money(m.monthlySales), 'monthly_sales')]);
  head(m.owners.length > 1 ? 'III.  PRINCIPALS (all owners of 20% or more)' : 'III.  PRINCIPAL');
  for (const [i, o] of m.owners.entries()) {
    const ot = t.owners[i]!;
    c.room(110);
    pen.label(`Principal No. ${i + 1}`, 66, c.y, { size: 10.5, font: 'Times-Italic' });
    c.next(16);
    row('Full Name', [v(F.name(i, o), ot.name, `owner${i}_name`)]);
    row('Title / Position', [v(F.role(i, o), o.title, `owner${i}_title`)]);
    row('Percentage of Ownership', [v(F.pct(i, o), ot.pct, `owner${i}_pct`)]);
    row(ca ? 'Social Insurance No.' : 'Social Security No.', [v(F.ssn(i, o), o.tax.printed, `owner${i}_ssn`)]);
    row('Date of Birth', [v(F.dob(i, o), ot.dob, `owner${i}_dob`)]);
    row('Credit Score (if known)', [v(F.credit(i, o), ot.credit, `owner${i}_fico`)]);
    row('Residence Address', [v(null, o.home, `owner${i}_home`)]);
  }
  head('IV.  REFERENCES');
  row('Trade Reference', [v(null, m.references[0]!, 'trade_ref_1'), '  ', v(null, phone(r), 'trade_ref_1_phone')]);
  row('Trade Reference', [v(null, m.references[1]!, 'trade_ref_2'), '  ', v(null, phone(r), 'trade_ref_2_phone')]);
  row('Bank Reference', [v(null, m.bank, 'bank'), '  acct. ', v(null, m.account, 'account')]);
  c.next(8);
  c.room(70);
  const ah = pen.para('By signing below, each principal authorises Northgate Merchant Services and its funding partners to obtain consumer and '
    + 'business credit reports, to verify the information above with banks, landlords and references, and to share this application '
    + 'with funders for the purpose of evaluating the request.', 60, c.y, 492, { font: SERIF, size: 10 });
  c.next(ah + 14);
  pen.label('Respectfully submitted,', 60, c.y, { size: 11, font: SERIF });
  c.next(26);
  for (const [i, o] of m.owners.entries()) {
    c.room(64);
    scribble(pen, r, 62, c.y + 6);
    pen.doc.moveTo(60, c.y + 18).lineTo(250, c.y + 18).lineWidth(0.6).strokeColor('#000000').stroke();
    pen.label('Signature', 60, c.y + 21, { size: 8.5, font: SERIF });
    inline(pen, 290, c.y + 2, ['Print Name:  ', [F.name(i, o), t.owners[i]!.name, `sig${i}_name`]], 10, SERIF);
    inline(pen, 290, c.y + 18, ['Title:  ', [F.role(i, o), o.title, `sig${i}_title`]], 10, SERIF);
    c.next(44);
  }
  return pen;
}

/** A signature: a pen stroke, not text. */
function scribble(pen: Pen, r: Rng, x: number, y: number): void {
  const d = pen.doc.save().lineWidth(1.1).strokeColor(pen.style === 'handwritten' ? '#1d3c9c' : '#222222').moveTo(x, y + 6);
  let cx = x;
  for (let i = 0; i < 5; i++) { const nx = cx + r.float(14, 30); d.bezierCurveTo(cx + 5, y - r.float(2, 9), nx - 6, y + r.float(8, 16), nx, y + r.float(0, 8)); cx = nx; }
  d.stroke().restore();
}
