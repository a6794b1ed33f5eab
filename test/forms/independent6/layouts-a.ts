// Three of the seven brokers: a grey-grid one-pager, a blue two-pager with guarantor blocks, a British Columbia form.
import type { Rng } from '../../statements/generator/prng.ts';
import { bar, boxed, cell, entityFields, entityLabel, freqFields, item, options, ownerItems, type Item, type Key } from './kit.ts';
import { money, type Merchant } from './merchant.ts';
import type { Sheet } from './sheet.ts';

export interface Layout { name: string; country: 'US' | 'CA'; owners: [number, number]; draw(s: Sheet, m: Merchant, r: Rng): void }

function row(s: Sheet, a: Item, b: Item, y: number): void {
  cell(s, a, 40, y, 266, 24);
  cell(s, b, 306, y, 266, 24);
}

// Harbor Point Capital: one page, a table with two label/value pairs per row in thin grey rules, a drawn-X entity row.
const harbor: Layout = {
  name: 'harbor_point_grid', country: 'US', owners: [1, 2],
  draw(s, m, r) {
    const I = (k: Key, l: string) => item(m, r, k, l);
    s.label('HARBOR POINT CAPITAL', 40, 34, { font: 'Times-Bold', size: 18 });
    s.label('Merchant Funding Application  |  fax or e-mail to submissions@harborpoint.example', 40, 56, { size: 8, color: '#555555' });
    const rows: [Item, Item][] = [
      [I('legal', 'Corporate Name'), I('dba', 'Doing Business As')], [I('street', 'Business Address'), I('csz', 'City / State / Zip')],
      [I('phone', 'Business Phone'), I('email', 'E-mail')], [I('taxid', 'Tax ID #'), I('start', 'Date Business Started')],
      [I('industry', 'Type of Business'), I('inc', 'State of Incorporation')], [I('amount', 'Amount Needed'), I('use', 'Use of Funds')],
      [I('sales', 'Avg. Monthly Sales'), I('bank', 'Bank Name')], [I('routing', 'Routing #'), I('account', 'Account #')],
    ];
    rows.forEach(([a, b], i) => row(s, a, b, 76 + i * 24));
    s.label('Entity:', 44, 274, { font: 'Helvetica-Bold', size: 8 });
    // No S-Corp box here: an S corporation checks "Other:" and writes it on the line, which is then the entity's text.
    const labels = ['Corporation', 'LLC', 'Partnership', 'Sole Proprietor', 'Non-Profit'];
    const chosen = entityLabel(m, labels) ?? 'Other:';
    const end = options(s, 84, 273, [...labels, 'Other:'], chosen, 'xlines', 'entity', (l) => (l === 'Other:' ? {} : entityFields('US')(l)));
    s.doc.lineWidth(0.5).strokeColor('black').moveTo(end - 8, 282).lineTo(end + 80, 282).stroke();
    if (chosen === 'Other:') s.value('S Corporation', end - 6, 273, 84, { fields: entityFields('US')('S Corporation'), hint: 'entity other' });
    s.label('OWNER / OFFICER INFORMATION', 40, 300, { font: 'Helvetica-Bold', size: 9 });
    const cols: [string, number][] = [['Owner Name', 120], ['Title', 62], ['% Owned', 44], ['SSN', 72], ['DOB', 66], ['Home Address', 168]];
    let x = 40;
    for (const [h, w] of cols) { s.doc.rect(x, 312, w, 14).fill('#e6e6e6'); s.label(h, x + 3, 316, { size: 7, font: 'Helvetica-Bold' }); x += w; }
    m.owners.forEach((o, i) => {
      const it = ownerItems(o, i, 'US', r.chance(0.4));
      const vals = [it.name, it.role, it.pct, it.ssn, it.dob, it.home];
      let cx = 40;
      vals.forEach((v, j) => {
        const w = cols[j]![1];
        s.doc.lineWidth(0.4).strokeColor('#9a9a9a').rect(cx, 326 + i * 20, w, 20).stroke();
        s.value(v.text, cx + 3, 332 + i * 20, w - 6, { fields: v.fields, decoy: v.decoy, hint: `owner${i + 1} ${cols[j]![0]}` });
        cx += w;
      });
    });
    s.doc.font('Helvetica').fontSize(7).fillColor('black').text('By signing below, each owner authorizes Harbor Point Capital and its assigns to obtain consumer and business credit reports and to verify the information above. The merchant certifies the information is true and complete.', 40, 390, { width: 532 });
    s.doc.lineWidth(0.5).strokeColor('black').moveTo(40, 450).lineTo(250, 450).stroke().moveTo(320, 450).lineTo(450, 450).stroke();
    s.label('Owner Signature', 40, 454); s.label('Date', 320, 454);
    const rep = I('rep', 'ISO Representative');
    s.label(`${rep.label}:`, 40, 490, { size: 7 });
    s.value(rep.text, 118, 489, 150, { decoy: true, hint: 'iso rep' });
  },
};

// Bluefin Funding: blue bars with white text, italic labels over boxed cells, a check-glyph payment row, page 2 guarantors.
const bluefin: Layout = {
  name: 'bluefin_guarantor_blocks', country: 'US', owners: [1, 3],
  draw(s, m, r) {
    const I = (k: Key, l: string) => item(m, r, k, l);
    const blue = '#1f4e8c';
    s.doc.rect(0, 0, 612, 52).fill(blue);
    s.label('bluefin', 40, 14, { font: 'Helvetica-Bold', size: 22, color: 'white' });
    s.label('FUNDING  ·  Business Cash Advance Application', 130, 24, { size: 10, color: 'white' });
    bar(s, 'SECTION 1 — BUSINESS', 40, 66, 532, blue);
    const grid: [Key, string, number][][] = [
      [['legal', 'Business Legal Name', 300], ['dba', 'DBA', 220]], [['street', 'Physical Address', 300], ['city', 'City', 110], ['state', 'State', 40], ['zip', 'Zip', 58]],
      [['taxid', 'Federal Tax ID', 130], ['start', 'Inception Date', 100], ['industry', 'Industry', 160], ['employees', '# Employees', 118]],
      [['phone', 'Phone', 130], ['email', 'Email', 200], ['inc', 'State of Inc.', 80]],
    ];
    grid.forEach((cells, i) => { let x = 40; for (const [k, l, w] of cells) { boxed(s, I(k, l), x, 86 + i * 30, w, blue); x += w + 4; } });
    s.label('Legal Entity', 40, 212, { size: 7, font: 'Helvetica-Oblique', color: blue });
    const ents = ['Sole Prop', 'Partnership', 'Corporation', 'S-Corp', 'LLC', 'LLP'];
    options(s, 100, 211, ents, entityLabel(m, ents), 'check', 'entity', entityFields('US'));
    s.label('Premises', 40, 228, { size: 7, font: 'Helvetica-Oblique', color: blue });
    const rent = r.chance(0.6);
    options(s, 100, 227, ['Own', 'Rent'], rent ? 'Rent' : 'Own', 'check', 'premises', () => ({}));
    if (rent) { boxed(s, I('landlord', 'Landlord / Mortgage Co.'), 220, 222, 200, blue); boxed(s, I('landlordPhone', 'Landlord Phone'), 424, 222, 148, blue); }
    bar(s, 'SECTION 2 — FUNDING REQUEST', 40, 258, 532, blue);
    [['amount', 'Funding Amount Requested', 150], ['payment', 'Requested Payment', 120], ['npay', 'No. of Payments', 90]].reduce((x, [k, l, w]) => {
      boxed(s, I(k as Key, l as string), x, 278, w as number, blue); return x + (w as number) + 4;
    }, 40);
    s.label('Payment Frequency', 420, 280, { size: 6.5, font: 'Helvetica-Oblique', color: blue });
    const freqs = ['Daily', 'Weekly', 'Bi-Weekly', 'Monthly'];
    const chosen = freqs.find((f) => freqFields(f).payment_frequency === m.freq)!;
    freqs.forEach((f, i) => s.option(f, 420 + (i % 2) * 70, 291 + Math.floor(i / 2) * 12, f === chosen, 'check', { fields: freqFields(f), group: 'frequency' }));
    bar(s, 'SECTION 3 — CURRENT ADVANCES / LOANS', 40, 326, 532, blue);
    ['Funder', 'Balance', 'Payment'].forEach((h, i) => s.label(h, 44 + i * 180, 344, { size: 7, font: 'Helvetica-Bold', color: blue }));
    m.funders.forEach((f, i) => {
      s.value(f.name, 44, 358 + i * 14, 170, { decoy: true, hint: 'funder name' });
      s.value(money(f.balance), 224, 358 + i * 14, 100, { decoy: true, hint: 'funder balance' });
      s.value(money(f.payment), 404, 358 + i * 14, 100, { decoy: true, hint: 'funder payment' });
    });
    if (!m.funders.length) s.label('(none)', 44, 358, { size: 7, color: '#777777' });
    s.doc.addPage({ size: 'LETTER', margin: 0 });
    s.doc.rect(0, 0, 612, 30).fill(blue);
    s.label('bluefin funding — Guarantor Information (page 2 of 2)', 40, 10, { size: 10, color: 'white' });
    m.owners.forEach((o, i) => guarantor(s, ownerItems(o, i, 'US', r.chance(0.35)), i, 50 + i * 150, blue));
  },
};

function guarantor(s: Sheet, it: ReturnType<typeof ownerItems>, i: number, y: number, blue: string): void {
  bar(s, `GUARANTOR #${i + 1}`, 40, y, 532, '#dce6f2', blue);
  const a: [Item, number][] = [[{ ...it.name, label: 'Full Name' }, 250], [it.role, 130], [{ ...it.pct, label: 'Ownership %' }, 140]];
  const b: [Item, number][] = [[{ ...it.ssn, label: 'Social Security #' }, 130], [{ ...it.dob, label: 'DOB' }, 100], [{ ...it.credit, label: 'Est. FICO' }, 70], [it.home, 220]];
  let x = 40; for (const [v, w] of a) { boxed(s, v, x, y + 20, w, blue); x += w + 6; }
  x = 40; for (const [v, w] of b) { boxed(s, v, x, y + 52, w, blue); x += w + 4; }
  s.doc.lineWidth(0.5).strokeColor(blue).moveTo(40, y + 108).lineTo(300, y + 108).stroke();
  s.label('Guarantor signature', 40, y + 112, { size: 6.5, color: blue });
}

// Cascadia Merchant Capital (British Columbia): O/A, BN with program account, province, SIN, PIPEDA; circled options.
const cascadia: Layout = {
  name: 'cascadia_bc', country: 'CA', owners: [1, 2],
  draw(s, m, r) {
    const I = (k: Key, l: string) => item(m, r, k, l);
    const green = '#2f5d50';
    s.label('Cascadia Merchant Capital', 40, 30, { font: 'Times-BoldItalic', size: 20, color: green });
    s.label('Vancouver · Kelowna   —   Business Funding Application (Canada)', 40, 54, { size: 8, color: green });
    s.doc.lineWidth(2).strokeColor(green).moveTo(40, 68).lineTo(572, 68).stroke();
    const rows: [Item, Item][] = [
      [I('legal', 'Legal Name of Corporation'), I('dba', 'Operating Name (O/A)')], [I('taxid', 'Business Number (BN)'), I('start', 'Date of Incorporation')],
      [I('street', 'Street Address'), I('city', 'City')], [I('state', 'Province'), I('zip', 'Postal Code')],
      [I('industry', 'Nature of Business'), I('amount', 'Amount Requested (CAD)')], [I('phone', 'Telephone'), I('bank', 'Financial Institution')],
      [I('routing', 'Transit / Institution #'), I('account', 'Account #')],
    ];
    rows.forEach(([a, b], i) => { cell(s, a, 40, 78 + i * 26, 266, 26, green); cell(s, b, 306, 78 + i * 26, 266, 26, green); });
    s.label('Business structure (circle one):', 40, 270, { size: 8 });
    const ents = ['Corporation', 'Sole Proprietorship', 'Partnership', 'Co-operative'];
    let x = 180; for (const e of ents) x = s.option(e, x, 270, e === 'Corporation', 'circle', { fields: entityFields('CA')(e), group: 'structure' }) + 8;
    s.label('Premises:', 40, 290, { size: 8 });
    const lease = r.chance(0.5);
    s.option('Owned', 180, 290, !lease, 'circle', { group: 'premises' }); s.option('Leased', 240, 290, lease, 'circle', { group: 'premises' });
    bar(s, 'SHAREHOLDERS / DIRECTORS', 40, 312, 532, green);
    m.owners.forEach((o, i) => {
      const it = ownerItems(o, i, 'CA', r.chance(0.3));
      const y = 330 + i * 56;
      cell(s, it.name, 40, y, 200, 26, green); cell(s, it.role, 240, y, 110, 26, green); cell(s, { ...it.pct, label: '% of Shares' }, 350, y, 70, 26, green);
      cell(s, { ...it.ssn, label: 'SIN' }, 420, y, 152, 26, green);
      cell(s, it.dob, 40, y + 26, 150, 26, green); cell(s, { ...it.home, label: 'Residential Address' }, 190, y + 26, 382, 26, green);
    });
    s.doc.font('Helvetica').fontSize(6.5).fillColor('#333333').text('PIPEDA consent: the undersigned consent to Cascadia Merchant Capital collecting, using and disclosing their personal information, including obtaining credit reports from Equifax Canada and TransUnion Canada, for the purpose of assessing this application, in accordance with the Personal Information Protection and Electronic Documents Act.', 40, 450, { width: 532 });
    s.doc.lineWidth(0.5).strokeColor('black').moveTo(40, 505).lineTo(260, 505).stroke();
    s.label('Signature of authorised signing officer', 40, 509, { size: 7 });
  },
};

export const LAYOUTS_A: Layout[] = [harbor, bluefin, cascadia];
