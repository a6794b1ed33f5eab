// Harborline Funding Partners: one dense page, "Label: ______" lines with the value on the rule, entity type as free
// text, owners in a three-row table, a funding request with payment, count and a schedule checkbox row.
import type { Rng } from '../../statements/generator/prng.ts';
import type { Deal } from './data.ts';
import type { Form } from './draw.ts';
import { F, FREQ_LABEL, cityLine, nameText } from './values.ts';

const TEAL = '#0d6e73';
type Fields = Record<string, unknown> | null;

/** `Label: ______` with the value written on the rule; returns the x after the rule. */
function line(f: Form, x: number, y: number, w: number, label: string, value: string, fields: Fields, key = ''): number {
  f.label(x, y + 3, label, 7.5);
  const lx = x + f.doc.font('Helvetica').fontSize(7.5).widthOfString(label) + 3;
  f.doc.lineWidth(0.5).moveTo(lx, y + 11).lineTo(x + w - 6, y + 11).stroke();
  f.value(lx + 2, y + 1, x + w - lx - 10, value, fields, key, 9);
  return x + w;
}
function head(f: Form, y: number, n: number, title: string): void {
  f.doc.circle(44, y + 6, 7).fill(TEAL);
  f.label(41.5, y + 2.5, String(n), 8, { bold: true, color: '#fff' });
  f.label(56, y + 1, title, 10, { bold: true, color: TEAL });
  f.doc.lineWidth(1).strokeColor(TEAL).moveTo(56, y + 14).lineTo(576, y + 14).stroke().strokeColor('#000');
}

export function drawHarborline(f: Form, d: Deal, r: Rng): void {
  const doc = f.doc;
  // Logo: a lighthouse over two waves.
  doc.polygon([48, 70], [54, 30], [62, 30], [68, 70]).fill('#b22222');
  doc.rect(51, 44, 14, 6).fill('#fff').rect(49.5, 58, 17, 6).fill('#fff');
  doc.polygon([50, 30], [58, 22], [66, 30]).fill(TEAL);
  doc.lineWidth(1.5).strokeColor(TEAL).moveTo(36, 74).quadraticCurveTo(48, 68, 60, 74).quadraticCurveTo(72, 80, 84, 74).stroke().strokeColor('#000');
  f.label(92, 30, 'HARBORLINE', 20, { bold: true, color: TEAL });
  f.label(93, 53, 'FUNDING PARTNERS  ·  Merchant Cash Advance Application', 8, { color: '#333' });
  doc.lineWidth(0.5).dash(2, { space: 2 }).rect(410, 22, 166, 54).stroke().undash();
  f.label(414, 25, 'FOR OFFICE USE ONLY', 6, { bold: true });
  f.label(414, 36, 'ISO Rep:', 6.5); f.value(446, 35, 126, d.iso.rep, null, 'iso_rep', 8);
  f.label(414, 49, 'Rep Phone:', 6.5); f.value(452, 48, 120, d.iso.phone, null, 'iso_phone', 8);
  f.label(414, 62, 'ISO #:', 6.5); f.value(440, 61, 120, d.iso.code, null, 'iso_code', 8);

  let y = 92;
  head(f, y, 1, 'Business Profile'); y += 20;
  line(f, 36, y, 540, 'Business Legal Name:', d.legal, F.legal(d)); y += 17;
  line(f, 36, y, 330, 'DBA:', d.dbaPrinted, F.dba(d)); line(f, 366, y, 210, 'Entity Type:', d.entityFree, F.entityText(d.entityFree)); y += 17;
  line(f, 36, y, 230, 'Street Address:', d.addr.street, null); line(f, 266, y, 140, 'City:', d.addr.city, null);
  line(f, 406, y, 70, 'State:', d.addr.state, F.state(d)); line(f, 476, y, 100, 'Zip:', d.addr.zip, null); y += 17;
  line(f, 36, y, 190, 'Tax ID #:', d.taxIdPrinted, F.taxId(d)); line(f, 226, y, 200, 'Date Business Started:', d.startPrinted, F.start(d));
  line(f, 426, y, 150, 'Incorporated in:', d.stateOfInc, null, 'state_of_incorporation'); y += 17;
  line(f, 36, y, 170, 'Phone:', d.phone, null); line(f, 206, y, 210, 'Email:', d.email, null); line(f, 416, y, 160, 'Web:', d.website, null); y += 17;
  line(f, 36, y, 330, 'Nature of Business:', d.industryText, F.industry(d)); line(f, 366, y, 210, 'Gross Monthly Sales:', d.monthlySales, null); y += 24;

  head(f, y, 2, 'Funding Request'); y += 20;
  const terms = r.chance(0.75), sched = terms || r.chance(0.4);
  line(f, 36, y, 190, 'Amount Requested:', d.amountPrinted, F.amount(d));
  line(f, 226, y, 190, 'Desired Payment:', terms ? d.paymentPrinted : '', F.payment(d));
  line(f, 416, y, 160, '# of Payments:', terms ? String(d.numPayments) : '', F.count(d)); y += 18;
  f.label(36, y + 1, 'Payment Schedule:', 7.5);
  let x = 110;
  for (const k of ['daily', 'weekly', 'biweekly', 'monthly']) x = f.check(x, y, FREQ_LABEL[k]!, sched && d.freq === k, F.freq(d), 7.5);
  line(f, 350, y - 2, 226, 'Use of Funds:', d.useOfFunds, null); y += 24;

  head(f, y, 3, 'Ownership (list every owner of 20% or more)'); y += 20;
  const cols: [string, number][] = [['Owner Name', 130], ['Title', 70], ['Own %', 36], ['SSN', 72], ['Date of Birth', 74], ['FICO', 32], ['Home Address', 126]];
  doc.rect(36, y, 540, 12).fill('#e3f1f1').fillColor('#000');
  x = 36;
  for (const [c, w] of cols) { f.label(x + 2, y + 3, c, 6.5, { bold: true }); x += w; }
  y += 12;
  const fmt = r.pick(['first_last', 'cred'] as const);
  for (let i = 0; i < 3; i++) {
    const o = d.owners[i];
    doc.lineWidth(0.4).rect(36, y, 540, 18).stroke();
    x = 36;
    for (const [, w] of cols) { doc.moveTo(x, y).lineTo(x, y + 18).stroke(); x += w; }
    if (o) {
      const vals: [string, Fields, string][] = [[nameText(o, fmt), F.name(o, i), ''], [o.title, F.title(o, i), ''], [o.pctText, F.pct(o, i), ''],
        [o.ssnPrinted, F.ssn(o, i), ''], [o.dobPrinted, F.dob(o, i), ''], [o.credit === null ? '' : String(o.credit), F.credit(o, i), ''],
        [`${o.home.street}, ${cityLine(o.home)}`, null, 'owner_home_address']];
      x = 36;
      for (const [k, [v, fl, key]] of vals.entries()) { f.value(x + 2, y + 5, cols[k]![1] - 4, v, fl, key, k === 6 ? 6 : 7.5); x += cols[k]![1]; }
    }
    y += 18;
  }
  y += 10;

  head(f, y, 4, 'Banking, Landlord & Current Obligations'); y += 20;
  line(f, 36, y, 200, 'Bank:', d.bank.name, null, 'bank_name'); line(f, 236, y, 160, 'Routing:', d.bank.routing, null, 'bank_routing');
  line(f, 396, y, 180, 'Acct #:', d.bank.account, null, 'bank_account'); y += 17;
  line(f, 36, y, 250, 'Landlord:', d.landlord?.name ?? '', null, 'landlord_name'); line(f, 286, y, 150, 'Ph:', d.landlord?.phone ?? '', null, 'landlord_phone');
  line(f, 436, y, 140, 'Rent $/mo:', d.landlord?.rent ?? '', null, 'landlord_rent'); y += 20;
  f.label(36, y, 'Open advances / loans', 7, { bold: true }); f.label(250, y, 'Balance', 7, { bold: true }); f.label(380, y, 'Payment', 7, { bold: true }); y += 10;
  for (let i = 0; i < 2; i++) {
    const a = d.advances[i];
    doc.lineWidth(0.4).moveTo(36, y + 11).lineTo(576, y + 11).stroke();
    if (a) { f.value(38, y + 1, 200, a.funder, null, 'existing_funder', 8); f.value(252, y + 1, 110, a.balance, null, 'existing_balance', 8);
      f.value(382, y + 1, 110, `${a.payment} / day`, null, 'existing_payment', 8); }
    y += 14;
  }
  y += 4;
  for (const [i, t] of d.refs.entries()) { line(f, 36 + i * 270, y, 270, `Trade Ref ${i + 1}:`, `${t.name} ${t.phone}`, null, 'trade_reference'); }
  y += 22;
  f.label(36, y, 'AUTHORIZATION. The merchant and each owner signing below represent that the information in this application is true and complete ' +
    'and authorize Harborline Funding Partners and its funding sources to obtain consumer and business credit reports, bank references, and ' +
    'any other information to evaluate this request and for servicing and collections. Harborline is an independent sales organization and not ' +
    'a lender; any funding is a purchase of future receivables by a third party and is not a loan. Signers consent to calls and texts, ' +
    'including by autodialer, at the numbers provided. Information is shared only as described in our privacy notice.', 6, { width: 540, color: '#333' });
  y += 50;
  for (let i = 0; i < 2; i++) {
    const o = d.owners[i], sx = 36 + i * 280;
    doc.lineWidth(0.6).moveTo(sx, y + 22).lineTo(sx + 180, y + 22).stroke().moveTo(sx + 190, y + 22).lineTo(sx + 260, y + 22).stroke();
    if (o) { f.scrawl(sx + 8, y + 20, 130); f.value(sx + 192, y + 10, 66, r.pick(['6/30/2025', '07/01/2025']), null, 'signature_date', 8); }
    f.label(sx, y + 25, i ? 'Co-Owner Signature' : 'Owner Signature', 6.5); f.label(sx + 190, y + 25, 'Date', 6.5);
  }
  f.label(36, 760, 'HFP-MCA-0325  ·  Fax completed application with 3 months statements to (844) 555-0199 or email deals@harborline.example', 6, { color: '#666' });
}
