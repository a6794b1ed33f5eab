// Harborline Capital Partners: a one-page grid of boxed cells, each label in tiny capitals in the cell's top-left
// corner; the entity and own/rent rows are checkboxes marked with a drawn X (two lines, no text); owners in a table.
import type { Rng } from '../../statements/generator/prng.ts';
import { dbaText, entityId, fmtDate, fmtMoney, fmtName, iso, nameFields, ownerTax, regionFields, taxFields, type Fields } from './format.ts';
import type { Layout } from './layout.ts';
import { makeMerchant, type EntityKind, type Merchant } from './model.ts';
import type { Pen } from './pen.ts';

const X0 = 30, W = 552;

function cell(pen: Pen, x: number, y: number, w: number, h: number, label: string, value?: string, f?: Fields, decoy = false): void {
  pen.rect(x, y, w, h, { lw: 0.5 });
  pen.label(label.toUpperCase(), x + 2.5, y + 2, { size: 5.2, color: '#333' });
  if (value) pen.value(value, x + 5, y + h - 12.5, { w: w - 8, size: 9, f, decoy });
}

function bar(pen: Pen, y: number, text: string): number {
  pen.rect(X0, y, W, 13, { fill: '#1f3b5a' });
  pen.label(text, X0 + 5, y + 3, { size: 7.5, font: 'Helvetica-Bold', color: '#fff' });
  return y + 13;
}

function business(pen: Pen, m: Merchant, rng: Rng, y0: number): number {
  const h = 25;
  let y = bar(pen, y0, '1. BUSINESS INFORMATION');
  const dba = dbaText(m, rng.pick(['', 'SAME', 'N/A']));
  cell(pen, X0, y, 330, h, 'Legal / Corporate Name', m.legalName, { legal_name: m.legalName });
  cell(pen, X0 + 330, y, 222, h, 'D/B/A', dba.text, dba.f); y += h;
  const a = m.address;
  cell(pen, X0, y, 250, h, 'Physical Address (no P.O. Box)', a.street);
  cell(pen, X0 + 250, y, 130, h, 'City', a.city);
  cell(pen, X0 + 380, y, 60, h, 'State', a.region, regionFields(m));
  cell(pen, X0 + 440, y, 112, h, 'Zip', a.postal); y += h;
  const start = fmtDate(m.start, rng.pick(['mdy', 'mdy2', 'long'] as const));
  cell(pen, X0, y, 130, h, 'Federal Tax ID (EIN)', m.taxId, taxFields(m));
  cell(pen, X0 + 130, y, 120, h, 'Date Business Started', start, { business_start_date: iso(m.start) });
  cell(pen, X0 + 250, y, 110, h, 'State of Incorporation', m.incState, {}, true);
  cell(pen, X0 + 360, y, 192, h, 'Business Phone', m.phone); y += h;
  cell(pen, X0, y, 250, h, 'Type of Business / Industry', m.industry.text, { industry: m.industry.id });
  cell(pen, X0 + 250, y, 90, h, '# of Employees', String(m.employees));
  cell(pen, X0 + 340, y, 212, h, 'Website', m.website); y += h;
  cell(pen, X0, y, W, h, 'Entity Type (check one)');
  const kinds: [EntityKind, string][] = [['corporation', 'C-Corp'], ['scorp', 'S-Corp'], ['llc', 'LLC'], ['partnership', 'Partnership'], ['lp', 'LP'], ['llp', 'LLP'], ['soleprop', 'Sole Prop']];
  kinds.forEach(([k, label], i) => {
    const x = X0 + 12 + i * 76;
    pen.check(x, y + 11, 9, m.entity === k, label, m.entity === k ? { type_of_entity: entityId(m, k) } : {}, `entity_${k}`);
    pen.label(label, x + 13, y + 12.5, { size: 7.5 });
  });
  y += h;
  cell(pen, X0, y, 170, h, 'Business Location');
  for (const [i, label] of ['Own', 'Rent'].entries()) {
    pen.check(X0 + 12 + i * 60, y + 11, 9, (label === 'Own') === m.own, label, {}, `premises_${label.toLowerCase()}`);
    pen.label(label, X0 + 25 + i * 60, y + 12.5, { size: 7.5 });
  }
  const renting = !m.own;
  cell(pen, X0 + 170, y, 220, h, 'Landlord / Mortgage Holder', renting ? `${m.landlord.first} ${m.landlord.last}` : '', {}, true);
  cell(pen, X0 + 390, y, 162, h, 'Landlord Phone', renting ? m.landlord.phone : '', {}, true);
  return y + h;
}

function funding(pen: Pen, m: Merchant, y0: number): number {
  let y = bar(pen, y0 + 6, '2. FUNDING REQUEST');
  cell(pen, X0, y, 180, 25, 'Amount Requested', fmtMoney(m.amount, 'dollar'), { requested_amount: m.amount });
  cell(pen, X0 + 180, y, 200, 25, 'Use of Proceeds', m.useOfFunds);
  cell(pen, X0 + 380, y, 172, 25, 'Avg. Monthly Sales', fmtMoney(m.monthlySales, 'dollar'));
  y += 25;
  y = bar(pen, y + 6, '3. EXISTING ADVANCES / LOANS');
  const cols = [[0, 260, 'Funder / Lender'], [260, 146, 'Current Balance'], [406, 146, 'Payment']] as const;
  for (let r = 0; r < 2; r++) {
    const f = m.funders[r];
    cols.forEach(([dx, w, label], c) => cell(pen, X0 + dx, y, w, 22, r === 0 ? label : '',
      f ? [f.name, fmtMoney(f.balance, 'cents'), fmtMoney(f.payment, 'cents')][c] : '', {}, true));
    y += 22;
  }
  return y;
}

function owners(pen: Pen, m: Merchant, rng: Rng, y0: number): number {
  let y = bar(pen, y0 + 6, '4. OWNERS / OFFICERS (20% OR MORE)');
  const cols: [number, string][] = [[128, 'Owner Name'], [78, 'Title'], [40, '% Owned'], [78, 'SSN'], [62, 'Date of Birth'], [166, 'Home Address']];
  const dob = rng.pick(['mdy', 'mdy2'] as const);
  for (let r = 0; r < 3; r++) {
    const o = m.owners[r];
    let x = X0;
    const vals: [string, Fields, boolean][] = o ? [
      [fmtName(o, false), nameFields(r, o), false], [o.title, { [`applicants.${r}.role`]: o.title }, false],
      [`${o.pct}%`, { [`applicants.${r}.ownership`]: o.pct }, false], [ownerTax(r, o).text, ownerTax(r, o).f, false],
      [fmtDate(o.dob, dob), { [`applicants.${r}.date_of_birth`]: iso(o.dob) }, false],
      [`${o.home.street}, ${o.home.city} ${o.home.region}`, {}, true]] : cols.map(() => ['', {}, false]);
    cols.forEach(([w, label], c) => {
      const [v, f, decoy] = vals[c]!;
      cell(pen, x, y, w, 25, label, v, f, decoy);
      x += w;
    });
    y += 25;
  }
  return y;
}

function bankAndSign(pen: Pen, m: Merchant, y0: number): void {
  let y = bar(pen, y0 + 6, '5. BUSINESS BANK ACCOUNT');
  cell(pen, X0, y, 220, 25, 'Bank Name', m.bank.name, {}, true);
  cell(pen, X0 + 220, y, 160, 25, 'Routing #', m.bank.routing, {}, true);
  cell(pen, X0 + 380, y, 172, 25, 'Account #', m.bank.account, {}, true);
  y += 33;
  pen.para('By signing below, each of the above owners certifies that the information provided is true and complete and authorizes ' +
    'Harborline Capital Partners and its funding partners to obtain consumer and business credit reports, verify bank and trade ' +
    'information, and share this application with prospective funders. A photocopy or fax of this authorization is as valid as the original.', X0, y, W);
  y += 40;
  for (const [i, x] of [X0, X0 + 290].entries()) {
    pen.line(x, y + 18, x + 180, y + 18);
    pen.line(x + 190, y + 18, x + 262, y + 18);
    pen.label(`Owner ${i + 1} Signature`, x, y + 21, { size: 6.5 });
    pen.label('Date', x + 190, y + 21, { size: 6.5 });
  }
}

export const HARBORLINE: Layout = {
  name: 'harborline-boxed', broker: 'Harborline Capital Partners', mark: 'drawn-x', valueFont: 'Courier-Bold',
  merchant: (rng) => makeMerchant(rng, 'US'),
  draw(pen, m, rng) {
    pen.rect(X0, 26, W, 34, { fill: '#dfe7ef' });
    pen.label('HARBORLINE CAPITAL PARTNERS', X0 + 8, 31, { size: 14, font: 'Helvetica-Bold', color: '#1f3b5a' });
    pen.label('Small Business Funding Application', X0 + 8, 48, { size: 8 });
    pen.label('submissions@harborline.example  |  Fax (855) 010-4471', X0 + W - 8, 48, { size: 7, align: 'right' });
    let y = business(pen, m, rng, 68);
    y = funding(pen, m, y);
    y = owners(pen, m, rng, y);
    bankAndSign(pen, m, y);
  },
};
