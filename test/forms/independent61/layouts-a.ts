// Set 61, layouts 1-4: Texas, California, Arizona and Colorado ISOs.
import type { Rng } from '../../statements/generator/prng.ts';
import { AUTH, biz, checkRow, decoys, entityRow, freqRow, owner, row, type Item } from './blocks.ts';
import { money, type Merchant } from './data.ts';
import type { Sheet } from './sheet.ts';

const X = 36; const W = 540;
/** Broker header: logo text, the broker's own address and phone (decoys: not the merchant's). */
export function header(s: Sheet, name: string, tag: string, addr: string, phone: string, color: string): number {
  s.doc.font('Helvetica-Bold').fontSize(18).fillColor(color).text(name, X, 30, { lineBreak: false });
  s.doc.font('Helvetica-Oblique').fontSize(8).fillColor('#555').text(tag, X, 51, { lineBreak: false }).fillColor('black');
  s.label(addr, 380, 32, 7.5); s.label(phone, 380, 42, 7.5); s.decoys.push(addr, phone);
  s.doc.moveTo(X, 64).lineTo(X + W, 64).lineWidth(1.5).strokeColor(color).stroke();
  return 72;
}
export function signatures(s: Sheet, y: number, n: number): number {
  s.label(AUTH, X, y, 6.5, false, W); y += 40;
  for (let i = 0; i < Math.max(1, n); i++) { const x = X + (i % 2) * 275; if (i && i % 2 === 0) y += 30;
    s.line(x, y + 12, 150); s.label(`Signature (Owner ${i + 1})`, x, y + 14, 6.5); s.line(x + 160, y + 12, 90); s.label('Date', x + 160, y + 14, 6.5); }
  return y + 30;
}
const yesNo = (s: Sheet, label: string, v: boolean, x: number, y: number) => { s.label(label, x, y, 8); const w = s.doc.font('Helvetica').fontSize(8).widthOfString(label) + 6; const a = s.check('Yes', v, x + w, y); s.check('No', !v, x + w + a, y); };

/** Lone Star Capital Group (Houston): one page, labels left of the line, owners side by side. */
export function lonestar(s: Sheet, m: Merchant, r: Rng): void {
  let y = header(s, 'LONE STAR CAPITAL GROUP', 'Small Business Funding Application', '2727 Allen Pkwy, Ste 1100, Houston, TX 77019', 'Tel (713) 555-0142  Fax (713) 555-0143', '#8b1a1a');
  const b = biz(m, r); const d = decoys(m, r);
  s.heading('BUSINESS PROFILE', X, y, W, '#8b1a1a'); y += 20;
  y += row(s, X, y, W, [b.legal], 'left'); y += row(s, X, y, W, [b.dba, { ...b.tax, w: 200 }], 'left');
  y += row(s, X, y, W, [b.street, b.city], 'left'); y += row(s, X, y, W, [b.phone, b.email], 'left');
  y += row(s, X, y, W, [b.start, { ...b.years, w: 120 }, { ...b.employees, w: 90 }], 'left');
  y += row(s, X, y, W, [b.industry, b.entity], 'left');
  yesNo(s, 'Home-based business?', m.homeBased, X, y); y += 16;
  if (!m.homeBased) y += row(s, X, y, W, d.landlord, 'left');
  s.heading('FUNDING NEEDS', X, y, W, '#8b1a1a'); y += 20;
  y += row(s, X, y, W, [b.amount, b.use, b.sales], 'above');
  s.heading('PRINCIPAL INFORMATION', X, y, W, '#8b1a1a'); y += 18;
  s.label('Ownership must total 100%. List all owners of 20% or more.', X, y, 7); y += 12;
  const top = y; let bottom = y;
  m.owners.slice(0, 2).forEach((o, i) => { const ow = owner(o, i, r, m.country); const x = X + i * 275; let yy = top;
    s.label(`Owner ${i + 1}`, x, yy, 8, true); yy += 12;
    for (const item of [ow.name, ow.role, ow.pct, ow.id, ow.dob, ow.credit, ow.home]) yy += row(s, x, yy, 260, [item], 'left');
    bottom = Math.max(bottom, yy); });
  y = bottom + 4;
  y += row(s, X, y, W, [{ label: 'How did you hear about us?', text: m.referral, paths: {} }], 'left');
  signatures(s, y + 4, Math.min(2, m.owners.length));
}

/** Pacific Crest Funding (Irvine): two pages, labels above boxes, checkbox rows, stacked principals, funder table. */
export function pacific(s: Sheet, m: Merchant, r: Rng): void {
  let y = header(s, 'Pacific Crest Funding', 'Merchant Cash Advance | Working Capital | Equipment', '18 Technology Dr #204, Irvine, CA 92618', '(949) 555-0180  apps@pacificcrest.example', '#0f5e7a');
  const b = biz(m, r); const d = decoys(m, r);
  s.heading('Business Profile', X, y, W, '#0f5e7a'); y += 20;
  y += row(s, X, y, W, [b.legal, b.dba], 'above'); y += row(s, X, y, W, [b.street, b.city], 'above');
  y += row(s, X, y, W, [b.tax, b.start, b.phone], 'above'); y += row(s, X, y, W, [b.industry, b.email, { ...b.employees, w: 70 }], 'above');
  y += entityRow(s, m, X, y, ['Corporation', 'LLC', 'S-Corp', 'Partnership', 'Sole Proprietor', 'Non-Profit'], 'Entity Type:') + 6;
  yesNo(s, 'Home-based business?', m.homeBased, X, y); checkRow(s, X + 250, y, 'Business premises:', ['Own', 'Rent'], m.homeBased ? 0 : 1, {}); y += 18;
  s.heading('Funding Needs', X, y, W, '#0f5e7a'); y += 20;
  y += row(s, X, y, W, [b.amount, b.payment, b.nPayments, b.use], 'above');
  y += freqRow(s, m, X, y) + 8;
  s.heading('Existing Advances / Loans', X, y, W, '#0f5e7a'); y += 20;
  y += row(s, X, y, W, d.funder, 'above');
  s.heading('Business Bank Account', X, y, W, '#0f5e7a'); y += 20;
  y += row(s, X, y, W, d.bank, 'above');
  s.label('Page 1 of 2 - Pacific Crest Funding - (949) 555-0180', X, 750, 7);
  s.addPage(); y = 40;
  s.heading('Principal Information', X, y, W, '#0f5e7a'); y += 18;
  s.label('* Ownership must total 100%', X, y, 7); y += 12;
  m.owners.forEach((o, i) => { const ow = owner(o, i, r, m.country);
    s.label(`Principal #${i + 1}`, X, y, 8, true); y += 12;
    y += row(s, X, y, W, [ow.name, ow.role, { ...ow.pct, w: 80 }], 'inside'); y += row(s, X, y, W, [ow.id, ow.dob, ow.credit, ow.home], 'inside') + 6; });
  y += row(s, X, y, W, d.landlord, 'above');
  y = signatures(s, y + 6, m.owners.length);
  s.label('Page 2 of 2', X, 750, 7);
}

/** Saguaro Business Funding (Scottsdale): labels inside boxes, owners side by side, referral checkboxes. */
export function saguaro(s: Sheet, m: Merchant, r: Rng): void {
  let y = header(s, 'SAGUARO Business Funding', 'Quick Approval Application', '7135 E Camelback Rd Ste 230, Scottsdale, AZ 85251', '480-555-0119 | www.saguarofunding.example', '#b5651d');
  const b = biz(m, r); const d = decoys(m, r);
  s.heading('BUSINESS PROFILE', X, y, W, '#b5651d'); y += 18;
  y += row(s, X, y, W, [b.legal, b.dba], 'inside', 0); y += row(s, X, y, W, [b.street, b.city], 'inside', 0);
  y += row(s, X, y, W, [b.tax, b.start, { ...b.years, w: 80 }, b.phone], 'inside', 0);
  y += row(s, X, y, W, [b.entity, b.industry, b.email], 'inside', 0);
  yesNo(s, 'Is the business home-based?', m.homeBased, X, y + 2); y += 18;
  s.heading('FUNDING NEEDS', X, y, W, '#b5651d'); y += 18;
  y += row(s, X, y, W, [b.amount, b.use, b.sales], 'inside', 0);
  s.heading('PRINCIPAL INFORMATION', X, y, W, '#b5651d'); y += 18;
  const top = y; let bottom = y;
  m.owners.slice(0, 2).forEach((o, i) => { const ow = owner(o, i, r, m.country); const x = X + i * 272; let yy = top;
    for (const pair of [[ow.name], [ow.role, ow.pct], [ow.id, ow.dob], [ow.credit, ow.home]]) yy += row(s, x, yy, 268, pair, 'inside', 0);
    bottom = Math.max(bottom, yy); });
  y = bottom + 2; s.label('Note: ownership of all listed principals must total 100%.', X, y, 7); y += 12;
  y += row(s, X, y, W, d.landlord, 'inside', 0);
  const refs = ['Google', 'Referral', 'Social Media', 'Mailer', 'Other'];
  const ri = m.referral.startsWith('Referral') ? 1 : m.referral.includes('Facebook') ? 2 : m.referral === 'Google search' ? 0 : 4;
  checkRow(s, X, y + 2, 'How did you hear about us?', refs, ri, {}); y += 16;
  if (ri === 1 || ri === 4) { s.field('Referred by / details', m.referral, X, y, 300, 'left', {}); y += 18; }
  signatures(s, y + 4, Math.min(2, m.owners.length));
}

/** Front Range Merchant Services (Denver): labels below the line, owners in a table, existing-advances table. */
export function frontRange(s: Sheet, m: Merchant, r: Rng): void {
  let y = header(s, 'Front Range Merchant Services', 'Business Funding Application', '1660 Lincoln St Suite 1800, Denver, CO 80264', 'Office 303-555-0177', '#2e5e2e');
  const b = biz(m, r); const d = decoys(m, r);
  s.heading('1. Business Profile', X, y, W, '#2e5e2e'); y += 22;
  y += row(s, X, y, W, [b.legal, b.dba], 'below'); y += row(s, X, y, W, [b.street, b.city], 'below');
  y += row(s, X, y, W, [b.tax, b.start, b.years], 'below'); y += row(s, X, y, W, [b.industry, b.phone, b.email], 'below');
  y += entityRow(s, m, X, y, ['LLC', 'Corporation', 'S-Corp', 'Sole Proprietor', 'Partnership'], 'Legal Entity:') + 8;
  s.heading('2. Funding Needs', X, y, W, '#2e5e2e'); y += 22;
  y += row(s, X, y, W, [b.amount, b.use, b.sales], 'below');
  s.heading('3. Principal Information  (ownership must total 100%)', X, y, W, '#2e5e2e'); y += 18;
  const cols: [string, number][] = [['Name (Last, First)', 135], ['Title', 80], ['Own %', 45], ['SSN', 90], ['DOB', 75], ['FICO', 40], ['Home Address', 75]];
  let cx = X; for (const [h, w] of cols) { s.box(cx, y, w, 12); s.label(h, cx + 2, y + 3, 6.5, true); cx += w; } y += 12;
  m.owners.forEach((o, i) => { const ow = owner(o, i, r, m.country, true); const cells: Item[] = [ow.name, ow.role, ow.pct, ow.id, ow.dob, ow.credit, { ...ow.home, text: o.home.split(',')[0]! }];
    let x = X; cells.forEach((c, j) => { const w = cols[j]![1]; s.box(x, y, w, 18); s.value(c.text, x + 1, y + 5, w - 2, c.paths, j === 0 ? 8.5 : 8); x += w; }); y += 18; });
  y += 10;
  s.heading('4. Existing Advances (list all open positions)', X, y, W, '#2e5e2e'); y += 22;
  y += row(s, X, y, W, d.funder, 'below');
  y += row(s, X, y, W, [...d.landlord.slice(0, 2), { label: 'Referral Source', text: m.referral, paths: {} }], 'below');
  signatures(s, y + 4, Math.min(2, m.owners.length));
  s.label('Submitted by ISO rep:', X, 760, 6.5); s.value(m.rep, X + 75, 759, 120, {}, 7);
  s.label('Front Range Merchant Services, 1660 Lincoln St, Denver CO', 330, 760, 6.5);
}
export { money };
