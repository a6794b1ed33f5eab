// Keystone Bridge Capital Group (Camp Hill, PA): a Word document built on a four-column table (bold label cell,
// value cell, label, value), grey-shaded section rows merged across, long values in merged cells, owners on page 2
// as one table block each, the broker's name in the page header and "Page X of 2" in the footer.
import type { Rng } from '../../statements/generator/prng.ts';
import { Canvas, FONT, type ValueOpts } from './canvas.ts';
import type { Merchant } from './merchant.ts';
import * as V from './values.ts';
import type { Val } from './values.ts';

export const KEYSTONE = { name: 'Keystone Bridge Capital Group, LLC', country: 'US' as const, pages: 2 };
const X0 = 72, W = 468, RH = 17;

type Cell = { l: string } | { k: string; v: Val; o?: ValueOpts; decoy?: boolean } | { t: string };

export function drawKeystone(c: Canvas, m: Merchant, rng: Rng): void {
  const doc = c.doc;
  const shade = rng.pick(['#D9D9D9', '#DEEAF6', '#E7E6E6']);
  const labelFill = rng.chance(0.5) ? '#F2F2F2' : null;
  let y = 0;

  const header = (): void => {
    c.label(KEYSTONE.name, X0, 36, FONT.sansBold, 9, { width: W, align: 'right' });
    c.label('Business Funding Division', X0, 47, FONT.sans, 8, { width: W, align: 'right' });
    doc.lineWidth(0.5).strokeColor('#808080').moveTo(X0, 59).lineTo(X0 + W, 59).stroke();
    doc.fillColor('#595959');
    c.label('4200 Market Street, Suite 310  |  Camp Hill, PA 17011  |  (717) 555-0190  |  apps@keystonebridgecap.com', X0, 752, FONT.sans, 7.5);
    c.label(`Page ${c.page} of 2`, X0, 752, FONT.sans, 7.5, { width: W, align: 'right' });
    doc.fillColor('black');
  };
  const section = (title: string): void => {
    doc.rect(X0, y, W, RH).fillAndStroke(shade, 'black');
    c.label(title, X0 + 4, y + 4.5, FONT.sansBold, 9.5);
    y += RH;
  };
  const row = (cells: [Cell, number][], h = RH): void => {
    let x = X0;
    for (const [cell, span] of cells) {
      const w = (W / 4) * span;
      if ('l' in cell) {
        if (labelFill) doc.rect(x, y, w, h).fill(labelFill);
        c.label(cell.l, x + 3, h > RH ? y + 2.5 : y + (h - 8) / 2, FONT.sansBold, 8.5, { width: w - 5, lineBreak: true, lineGap: -1 });
      } else if ('k' in cell) {
        c.value(cell.k, cell.v.text, x, y, w, h, { fields: cell.v.fields, decoy: cell.decoy, ...cell.o });
      } else c.label(cell.t, x + 3, y + (h - 8) / 2, FONT.sans, 8.5);
      doc.lineWidth(0.5).strokeColor('black').rect(x, y, w, h).stroke();
      x += w;
    }
    y += h;
  };
  const ctx = (text: string): Val => ({ text, fields: {} });

  header();
  c.label('BUSINESS FUNDING APPLICATION', X0, 70, FONT.sansBold, 15, { width: W, align: 'center' });
  c.label('Please complete every section. Attach the last 4 months of business bank statements.', X0, 90, FONT.sansItalic, 8.5, { width: W, align: 'center' });
  y = 108;
  const longLegal = rng.chance(0.5);
  section('BUSINESS INFORMATION');
  row([[{ l: longLegal ? 'Business Legal Name (as on tax return)' : 'Legal Business Name' }, 1], [{ k: 'legal_name', v: V.legal(m) }, 3]], longLegal ? 22 : RH);
  row([[{ l: rng.pick(['DBA', 'DBA / Trade Name', 'Doing Business As']) }, 1], [{ k: 'dba', v: V.dba(m) }, 1],
    [{ l: 'Entity Type' }, 1], [{ k: 'entity_type', v: V.entity(m) }, 1]]);
  row([[{ l: rng.pick(['Federal Tax ID', 'Tax ID (EIN)', 'EIN / Tax ID']) }, 1], [{ k: 'tax_id', v: V.taxId(m, rng) }, 1],
    [{ l: 'Business Start Date' }, 1], [{ k: 'start_date', v: V.start(m, rng) }, 1]]);
  row([[{ l: 'Street Address' }, 1], [{ k: 'street', v: ctx(m.addr.street) }, 3]]);
  row([[{ l: 'City' }, 1], [{ k: 'city', v: ctx(m.addr.city) }, 1], [{ l: 'State' }, 1], [{ k: 'state', v: V.region(m) }, 1]]);
  row([[{ l: 'Zip Code' }, 1], [{ k: 'zip', v: ctx(m.addr.zip) }, 1], [{ l: 'Business Phone' }, 1], [{ k: 'phone', v: ctx(m.phone) }, 1]]);
  row([[{ l: 'Email' }, 1], [{ k: 'email', v: ctx(m.email) }, 1], [{ l: 'Website' }, 1], [{ k: 'website', v: ctx(m.website) }, 1]]);
  row([[{ l: 'Type of Business' }, 1], [{ k: 'industry', v: V.industry(m) }, 1], [{ l: 'State of Incorporation' }, 1],
    [{ k: 'state_of_inc', v: ctx(m.incRegion), decoy: true }, 1]]);
  row([[{ l: 'Own or Rent' }, 1], [{ k: 'own_rent', v: ctx(m.own ? 'Own' : 'Rent') }, 1], [{ l: 'Monthly Rent' }, 1],
    [{ k: 'rent', v: m.own ? ctx('') : V.plainMoney(m.rent, m, rng) }, 1]]);
  row([[{ l: 'Landlord / Mortgage Co.' }, 1], [{ k: 'landlord', v: ctx(m.landlord), decoy: true }, 1], [{ l: 'Landlord Phone' }, 1],
    [{ k: 'landlord_phone', v: ctx(m.landlordPhone), decoy: true }, 1]]);
  row([[{ l: '# of Employees' }, 1], [{ k: 'employees', v: ctx(String(m.employees)) }, 1], [{ l: 'Products / Services' }, 1],
    [{ k: 'products', v: ctx('') }, 1]]);
  y += 8;
  section('FUNDING REQUEST');
  row([[{ l: 'Amount Requested' }, 1], [{ k: 'requested', v: V.requested(m, rng) }, 1], [{ l: 'Use of Funds' }, 1], [{ k: 'use_of_funds', v: ctx(m.useOfFunds) }, 1]]);
  row([[{ l: 'Avg. Monthly Sales' }, 1], [{ k: 'monthly_sales', v: V.plainMoney(m.monthlySales, m, rng) }, 1], [{ l: 'Annual Gross Revenue' }, 1],
    [{ k: 'annual', v: V.plainMoney(m.annual, m, rng) }, 1]]);
  y += 8;
  section('BANK INFORMATION');
  row([[{ l: 'Bank Name' }, 1], [{ k: 'bank', v: ctx(m.bank), decoy: true }, 1], [{ l: 'Account Type' }, 1], [{ k: 'acct_type', v: ctx('Business Checking') }, 1]]);
  row([[{ l: 'Routing #' }, 1], [{ k: 'routing', v: ctx(m.routing), decoy: true }, 1], [{ l: 'Account #' }, 1], [{ k: 'account', v: ctx(m.account), decoy: true }, 1]]);
  y += 8;
  section('CURRENT ADVANCES / LOANS');
  row([[{ t: 'Funder / Lender' }, 2], [{ t: 'Current Balance' }, 1], [{ t: 'Payment' }, 1]]);
  for (let i = 0; i < 2; i++) {
    const f = m.funders[i];
    row([[{ k: `funder${i + 1}`, v: ctx(f?.name ?? ''), decoy: true }, 2], [{ k: `funder${i + 1}_balance`, v: f ? V.plainMoney(f.balance, m, rng) : ctx(''), decoy: true }, 1],
      [{ k: `funder${i + 1}_payment`, v: ctx(f?.payment ?? ''), decoy: true }, 1]]);
  }
  y += 8;
  section('TRADE REFERENCES');
  for (let i = 0; i < 2; i++) {
    const r = m.refs[i]!;
    row([[{ l: `Reference ${i + 1}` }, 1], [{ k: `ref${i + 1}`, v: ctx(r.name), decoy: true }, 1], [{ l: 'Contact / Phone' }, 1],
      [{ k: `ref${i + 1}_phone`, v: ctx(`${r.contact} ${r.phone}`), decoy: true }, 1]]);
  }

  c.addPage();
  header();
  y = 76;
  const split = rng.chance(0.5);
  m.owners.forEach((o, i) => {
    section(m.owners.length === 1 ? 'OWNER / GUARANTOR INFORMATION' : `OWNER ${i + 1}${i === 0 ? ' (Primary Guarantor)' : ''}`);
    if (split) {
      row([[{ l: 'First Name' }, 1], [{ k: `owner${i + 1}_first`, v: V.ownerFirst(o, i) }, 1], [{ l: 'Last Name' }, 1], [{ k: `owner${i + 1}_last`, v: V.ownerLast(o, i) }, 1]]);
    } else row([[{ l: 'Full Name' }, 1], [{ k: `owner${i + 1}_name`, v: V.ownerName(o, i) }, 3]]);
    row([[{ l: 'Title' }, 1], [{ k: `owner${i + 1}_title`, v: V.ownerTitle(o, i) }, 1], [{ l: 'Ownership %' }, 1], [{ k: `owner${i + 1}_pct`, v: V.ownerPct(o, i, rng) }, 1]]);
    row([[{ l: 'SSN' }, 1], [{ k: `owner${i + 1}_ssn`, v: V.ownerTax(o, i, rng) }, 1], [{ l: 'Date of Birth' }, 1], [{ k: `owner${i + 1}_dob`, v: V.ownerDob(o, i, rng, 'US') }, 1]]);
    row([[{ l: 'Home Address' }, 1], [{ k: `owner${i + 1}_home`, v: ctx(V.homeLine(o)), decoy: true }, 3]]);
    row([[{ l: 'Cell Phone' }, 1], [{ k: `owner${i + 1}_cell`, v: ctx(o.cell) }, 1], [{ l: 'Est. Credit Score' }, 1], [{ k: `owner${i + 1}_fico`, v: V.ownerCredit(o, i) }, 1]]);
    y += 6;
  });
  y += 4;
  c.label('AUTHORIZATION', X0, y, FONT.sansBold, 9);
  y += 12;
  const auth = `By signing below, each of the above-named business and its principals (the "Applicants") certifies that the information in this application is true and complete, and authorizes ${KEYSTONE.name}, its assigns, agents and funding partners to obtain consumer and business credit reports, bank references and any other information about the Applicants, now and for the purpose of any renewal or collection. Applicants waive and release any claim against those parties arising from the use of that information. A photocopy or electronic copy of this authorization is as valid as the original.`;
  doc.font(FONT.sans).fontSize(7.5).fillColor('black').text(auth, X0, y, { width: W, align: 'justify', lineGap: 1 });
  y = doc.y + 16;
  m.owners.forEach((o, i) => {
    const x = X0 + (i % 2) * (W / 2 + 6);
    const yy = y + Math.floor(i / 2) * 44;
    doc.lineWidth(0.6).strokeColor('black').moveTo(x, yy + 16).lineTo(x + 140, yy + 16).stroke().moveTo(x + 150, yy + 16).lineTo(x + W / 2 - 12, yy + 16).stroke();
    c.label(`Signature (Owner ${i + 1})`, x, yy + 19, FONT.sans, 7);
    c.label('Date', x + 150, yy + 19, FONT.sans, 7);
    if (c.style === 'handwritten') c.label(`${o.first[0]}. ${o.last}`, x + 8, yy + 1, FONT.hand, 14);
  });
}
