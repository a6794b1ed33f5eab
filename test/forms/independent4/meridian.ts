// Meridian Funding Group: a two-page form of underlined rows in a serif face (label, then the value on a rule);
// checkbox rows marked with the letter X; an "Other: ___" entity line; page two holds one block per owner, the name
// sometimes written `Last, First M.`, an optional self-reported credit score, and the signatures.
import type { Rng } from '../../statements/generator/prng.ts';
import { dbaText, entityId, fmtDate, fmtMoney, fmtName, iso, nameFields, ownerTax, regionFields, taxFields, type Fields } from './format.ts';
import type { Layout } from './layout.ts';
import { makeMerchant, type EntityKind, type Merchant } from './model.ts';
import type { Pen } from './pen.ts';

const L = 48, R = 564;

function row(pen: Pen, x: number, y: number, w: number, label: string, value = '', f: Fields = {}, decoy = false): void {
  pen.label(label, x, y, { size: 9, font: 'Times-Roman' });
  const lw = pen.doc.font('Times-Roman').fontSize(9).widthOfString(label) + 4;
  pen.line(x + lw, y + 10, x + w - 6, y + 10, 0.4);
  pen.value(value, x + lw + 5, y - 1.5, { w: w - lw - 12, f, decoy, size: 9.5 });
}

function heading(pen: Pen, y: number, text: string): number {
  pen.label(text, L, y, { size: 10, font: 'Times-Bold' });
  pen.line(L, y + 13, R, y + 13, 1.2);
  pen.line(L, y + 15, R, y + 15, 0.4);
  return y + 24;
}

function entityRow(pen: Pen, m: Merchant, y: number): void {
  pen.label('Legal Entity:', L, y, { size: 9, font: 'Times-Roman' });
  const boxes: [EntityKind, string][] = [['corporation', 'Corporation'], ['llc', 'LLC'], ['partnership', 'Partnership'], ['soleprop', 'Sole Proprietorship']];
  let x = L + 62;
  for (const [k, label] of boxes) {
    const on = m.entity === k;
    pen.check(x, y, 8, on, label, on ? { type_of_entity: entityId(m, k) } : {}, `entity_${k}`);
    pen.label(label, x + 11, y, { size: 9, font: 'Times-Roman' });
    x += 24 + pen.doc.widthOfString(label);
  }
  const other = { scorp: 'S-Corp', lp: 'LP', llp: 'LLP' }[m.entity as string];
  pen.check(x, y, 8, !!other, 'Other', {}, 'entity_other');
  row(pen, x + 11, y, R - x - 11, 'Other:', other ?? '', other ? { type_of_entity: entityId(m) } : {});
}

function page1(pen: Pen, m: Merchant, rng: Rng): void {
  pen.label('MERIDIAN FUNDING GROUP', 0, 40, { size: 17, font: 'Times-Bold', align: 'center', w: 612 });
  pen.label('Merchant Application  ·  Page 1 of 2', 0, 60, { size: 9, font: 'Times-Italic', align: 'center', w: 612 });
  let y = heading(pen, 84, 'BUSINESS INFORMATION');
  const half = (R - L) / 2;
  row(pen, L, y, R - L, 'Corporate Name:', m.legalName, { legal_name: m.legalName }); y += 22;
  const dba = dbaText(m, rng.pick(['SAME', 'Same as above', '']));
  row(pen, L, y, R - L, 'Doing Business As:', dba.text, dba.f); y += 22;
  row(pen, L, y, half + 60, 'Business Address:', m.address.street);
  row(pen, L + half + 60, y, half - 60, 'City:', m.address.city); y += 22;
  row(pen, L, y, 120, 'State:', m.address.region, regionFields(m));
  row(pen, L + 120, y, 130, 'Zip:', m.address.postal);
  row(pen, L + 250, y, R - L - 250, 'Business Phone:', m.phone); y += 22;
  row(pen, L, y, half, 'Fed ID #:', m.taxId, taxFields(m));
  const start = rng.pick(['mdy', 'long', 'mon'] as const);
  row(pen, L + half, y, half, 'Inception Date:', fmtDate(m.start, start), { business_start_date: iso(m.start) }); y += 22;
  entityRow(pen, m, y); y += 22;
  row(pen, L, y, half + 40, 'Nature of Business:', m.industry.text, { industry: m.industry.id });
  row(pen, L + half + 40, y, half - 40, 'E-mail:', m.email); y += 22;
  pen.label('Premises:', L, y, { size: 9, font: 'Times-Roman' });
  pen.check(L + 50, y, 8, m.own, 'Own', {}, 'premises_own'); pen.label('Own', L + 61, y, { size: 9, font: 'Times-Roman' });
  pen.check(L + 90, y, 8, !m.own, 'Lease', {}, 'premises_lease'); pen.label('Lease', L + 101, y, { size: 9, font: 'Times-Roman' });
  row(pen, L + 140, y, 220, 'Landlord:', m.own ? '' : `${m.landlord.first} ${m.landlord.last}`, {}, true);
  row(pen, L + 360, y, R - L - 360, 'Phone:', m.own ? '' : m.landlord.phone, {}, true); y += 30;
  y = heading(pen, y, 'FUNDING');
  row(pen, L, y, half, 'Funding Amount Requested:', fmtMoney(m.amount, rng.pick(['dollar', 'cents'] as const)), { requested_amount: m.amount });
  row(pen, L + half, y, half, 'Use of Funds:', m.useOfFunds); y += 22;
  row(pen, L, y, half, 'Gross Annual Sales:', fmtMoney(m.monthlySales * 12, 'dollar')); y += 30;
  y = heading(pen, y, 'TRADE REFERENCES');
  m.refs.forEach((r, i) => {
    row(pen, L, y, half + 60, `${i + 1}. Company:`, r.name, {}, true);
    row(pen, L + half + 60, y, half - 60, 'Phone:', r.phone, {}, true); y += 22;
  });
  y = heading(pen, y + 8, 'BUSINESS BANK');
  row(pen, L, y, 220, 'Bank Name:', m.bank.name, {}, true);
  row(pen, L + 220, y, 140, 'ABA #:', m.bank.routing, {}, true);
  row(pen, L + 360, y, R - L - 360, 'Acct #:', m.bank.account, {}, true);
  pen.label('Meridian Funding Group  ·  ISO Agreement #MF-2207  ·  Continued on page 2', 0, 740, { size: 7, align: 'center', w: 612, color: '#555' });
}

function ownerBlock(pen: Pen, m: Merchant, i: number, y: number, lastFirst: boolean, withScore: boolean): number {
  const o = m.owners[i]!;
  const half = (R - L) / 2;
  pen.label(`Owner #${i + 1}`, L, y, { size: 9.5, font: 'Times-BoldItalic' }); y += 16;
  row(pen, L, y, half + 60, 'Full Name:', fmtName(o, lastFirst), nameFields(i, o));
  row(pen, L + half + 60, y, half - 60, 'Title:', o.title, { [`applicants.${i}.role`]: o.title }); y += 21;
  row(pen, L, y, 150, 'Ownership %:', `${o.pct}`, { [`applicants.${i}.ownership`]: o.pct });
  const tax = ownerTax(i, o);
  row(pen, L + 150, y, 170, 'SSN:', tax.text, tax.f);
  row(pen, L + 320, y, R - L - 320, 'Date of Birth:', fmtDate(o.dob, 'mdy'), { [`applicants.${i}.date_of_birth`]: iso(o.dob) }); y += 21;
  row(pen, L, y, R - L, 'Home Address:', `${o.home.street}, ${o.home.city}, ${o.home.region} ${o.home.postal}`, {}, true); y += 21;
  row(pen, L, y, 200, 'Cell:', o.cell);
  row(pen, L + 200, y, withScore ? 190 : R - L - 200, 'E-mail:', o.email);
  if (withScore) row(pen, L + 390, y, R - L - 390, 'Est. Credit Score:', String(o.score), { [`applicants.${i}.credit_score`]: o.score });
  return y + 30;
}

function page2(pen: Pen, m: Merchant, rng: Rng): void {
  pen.addPage();
  pen.label('MERIDIAN FUNDING GROUP  ·  Merchant Application  ·  Page 2 of 2', L, 40, { size: 9, font: 'Times-Italic' });
  let y = heading(pen, 62, 'OWNER / GUARANTOR INFORMATION');
  const lastFirst = rng.chance(0.4), withScore = rng.chance(0.5);
  for (let i = 0; i < m.owners.length; i++) y = ownerBlock(pen, m, i, y, lastFirst, withScore);
  y = heading(pen, y, 'AUTHORIZATION');
  pen.para('Each undersigned owner represents that the statements made in this application are true and correct and authorizes Meridian ' +
    'Funding Group, its assigns and any funding source to which it is submitted to obtain business and personal credit reports, to contact ' +
    'the references and the bank named herein, and to share this information with its affiliates. This authorization remains valid for the ' +
    'life of any funding provided.', L, y, R - L, 8, 'Times-Roman');
  y += 52;
  for (let i = 0; i < m.owners.length; i++) {
    pen.line(L, y + 16, L + 240, y + 16, 0.5); pen.line(L + 300, y + 16, L + 420, y + 16, 0.5);
    pen.label(`Signature — Owner #${i + 1}`, L, y + 19, { size: 7.5, font: 'Times-Italic' });
    pen.label('Date', L + 300, y + 19, { size: 7.5, font: 'Times-Italic' });
    y += 38;
  }
}

export const MERIDIAN: Layout = {
  name: 'meridian-underlined', broker: 'Meridian Funding Group', mark: 'letter-x', valueFont: 'Courier',
  merchant: (rng) => makeMerchant(rng, 'US'),
  draw(pen, m, rng) {
    page1(pen, m, rng);
    page2(pen, m, rng);
  },
};
