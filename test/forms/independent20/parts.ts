// Form pieces shared by set 20's layouts: three ways to print a labelled value, checkbox rows, owners, signatures, and
// the truth each merchant value gives.
import type { Fields, Sheet } from './kit.ts';
import { cityLine, oneLine } from './data.ts';
import type { Merchant, Owner } from './merchant.ts';

export const COUNTRY = { US: 'United States', CA: 'Canada' } as const;
export const legalF = (m: Merchant): Fields => ({ legal_name: m.legal });
export const dbaF = (m: Merchant): Fields => ({ trade_name: m.dba.truth });
export const taxF = (m: Merchant): Fields => ({ business_tax_id: m.tax.digits, business_tax_id_type: m.tax.type, business_tax_id_country: m.tax.country });
export const addrF = (m: Merchant): Fields => ({ state_region: m.addr.region, country: COUNTRY[m.country] });
export const startF = (m: Merchant): Fields => ({ business_start_date: m.start?.iso ?? null });
export const amountF = (m: Merchant): Fields => ({ requested_amount: m.requested.n });
export const industryF = (m: Merchant): Fields => ({ industry: m.industry.id });
export const nameF = (o: Owner, i: number): Fields => ({ [`applicants.${i}.first_name`]: o.first, [`applicants.${i}.last_name`]: o.last });
export const ownerTaxF = (o: Owner, i: number): Fields => ({ [`applicants.${i}.tax_id`]: o.tax.digits, [`applicants.${i}.tax_id_type`]: o.tax.type,
  [`applicants.${i}.tax_id_country`]: o.tax.country });
export const one = (i: number, k: string, v: string | number | null): Fields => ({ [`applicants.${i}.${k}`]: v });
export const pctText = (s: Sheet, o: Owner): string => s.rng.pick([`${o.pct}%`, `${o.pct}`, `${o.pct} %`]);

/** A boxed cell: small label at the top left, the value below it. */
export function cell(s: Sheet, x: number, y: number, w: number, label: string, text: string, f: Fields | 'decoy' = 'decoy', h = 24): void {
  s.rect(x, y, w, h).text(label, x + 2, y + 2, 6);
  s.value(x + 2, y + 11, w - 4, text, f);
}
/** `Label: ________` with the value written on the line. */
export function line(s: Sheet, x: number, y: number, w: number, label: string, text: string, f: Fields | 'decoy' = 'decoy'): void {
  s.text(label, x, y + 2, 8);
  const lw = s.doc.font('Helvetica').fontSize(8).widthOfString(label) + 4;
  s.hline(x + lw, y + 11, w - lw);
  s.value(x + lw + 2, y + 1, w - lw - 2, text, f);
}
/** The value written above a rule, its label printed small under the rule. */
export function under(s: Sheet, x: number, y: number, w: number, label: string, text: string, f: Fields | 'decoy' = 'decoy'): void {
  s.value(x + 1, y, w - 2, text, f);
  s.hline(x, y + 11, w - 4).text(label, x, y + 13, 6);
}
/** Two-column table row: shaded label cell and value cell. */
export function row(s: Sheet, x: number, y: number, lw: number, vw: number, label: string, text: string, f: Fields | 'decoy' = 'decoy'): void {
  s.rect(x, y, lw, 16, '#eeeeee').rect(x + lw, y, vw, 16).text(label, x + 3, y + 5, 7.5);
  s.value(x + lw + 3, y + 4, vw - 6, text, f);
}

/** Entity-type checkbox row: the merchant's type checked, or "Other" with the type written on its line. */
export function entityRow(s: Sheet, x: number, y: number, labels: readonly string[], m: Merchant, step = 78): number {
  let cx = x, cy = y;
  const hit = labels.includes(m.entity.text);
  for (const l of labels) {
    if (cx + step > x + 560) { cx = x; cy += 13; }
    s.check(cx, cy, l, hit && l === m.entity.text, { type_of_entity: m.entity.id });
    cx += step;
  }
  if (cx + 150 > x + 560) { cx = x; cy += 13; }
  s.check(cx, cy, 'Other:', !hit, hit ? 'decoy' : { type_of_entity: m.entity.id });
  s.hline(cx + 40, cy + 9, 90);
  if (!hit) s.value(cx + 42, cy, 88, m.entity.text, { type_of_entity: m.entity.id });
  return cy + 14;
}

export function freqRow(s: Sheet, x: number, y: number, m: Merchant): void {
  const opts: [string, string][] = [['Daily', 'daily'], ['Weekly', 'weekly'], ['Bi-Weekly', 'biweekly'], ['Monthly', 'monthly']];
  opts.forEach(([l, v], i) => s.check(x + i * 62, y, l, v === m.freq, { payment_frequency: v }));
}

export function ownRent(s: Sheet, x: number, y: number, landlord: boolean): void {
  s.text('Premises:', x, y, 8).check(x + 42, y, 'Own', !landlord).check(x + 80, y, 'Rent / Lease', landlord);
}

/** One owner as stacked cells; returns the y below. */
export function ownerCells(s: Sheet, x: number, y: number, m: Merchant, i: number, head: string): number {
  const o = m.owners[i]!;
  s.band(head, x, y, 552);
  y += 14;
  cell(s, x, y, 200, 'Full Name', o.printedName, nameF(o, i));
  cell(s, x + 200, y, 110, 'Title', o.title, one(i, 'role', o.title));
  cell(s, x + 310, y, 70, 'Ownership %', pctText(s, o), one(i, 'ownership', o.pct));
  cell(s, x + 380, y, 172, m.country === 'CA' ? 'SIN' : 'SSN / ITIN', o.tax.text, ownerTaxF(o, i));
  y += 24;
  cell(s, x, y, 250, 'Home Address', oneLine(o.home));
  cell(s, x + 250, y, 100, 'Date of Birth', o.dob?.text ?? '', one(i, 'date_of_birth', o.dob?.iso ?? null));
  cell(s, x + 350, y, 110, 'Mobile', o.cell);
  cell(s, x + 460, y, 92, 'Credit Score (est.)', o.score === null ? '' : String(o.score), one(i, 'credit_score', o.score));
  return y + 28;
}

/** Owners as a table, one row each. */
export function ownerTable(s: Sheet, x: number, y: number, m: Merchant): number {
  const cols: [string, number][] = [['Owner name', 150], ['Title', 80], ['Own %', 40], [m.country === 'CA' ? 'SIN' : 'SSN', 80], ['DOB', 70], ['Home address', 132]];
  let cx = x;
  for (const [h, w] of cols) { s.rect(cx, y, w, 13, '#dddddd').text(h, cx + 2, y + 3.5, 7); cx += w; }
  y += 13;
  m.owners.forEach((o, i) => {
    const vals: [string, Fields | 'decoy'][] = [[o.printedName, nameF(o, i)], [o.title, one(i, 'role', o.title)], [pctText(s, o), one(i, 'ownership', o.pct)],
      [o.tax.text, ownerTaxF(o, i)], [o.dob?.text ?? '', one(i, 'date_of_birth', o.dob?.iso ?? null)], [`${o.home.street}, ${cityLine(o.home)}`, 'decoy']];
    cx = x;
    vals.forEach(([t, f], k) => { const w = cols[k]![1]; s.rect(cx, y, w, 16); s.value(cx + 1, y + 4, w - 2, t, f); cx += w; });
    y += 16;
  });
  return y + 6;
}

export function signatures(s: Sheet, x: number, y: number, m: Merchant, consent: string): number {
  y = s.para(consent, x, y, 552) + 8;
  m.owners.slice(0, 2).forEach((o, i) => {
    const cx = x + i * 280;
    s.hline(cx, y + 16, 150).text('Signature', cx, y + 18, 6);
    s.value(cx + 160, y + 5, 110, `${o.first} ${o.last}`, nameF(o, i));
    s.hline(cx + 158, y + 16, 110).text('Print name / Date', cx + 158, y + 18, 6);
  });
  return y + 30;
}

export const US_CONSENT = 'By signing below, each owner certifies that the information in this application is true and complete and authorizes '
  + 'the recipient, its assignees and funding partners to obtain consumer and business credit reports, verify bank accounts and trade '
  + 'references, and share this application with prospective funders. This is not a loan application; funding is a purchase of future receivables.';
export const CA_CONSENT = 'By signing below, each owner consents under PIPEDA to the collection, use and disclosure of personal information, '
  + 'including credit bureau reports (Equifax Canada, TransUnion Canada), for evaluating this request for a purchase of future receivables, '
  + 'and certifies that the information provided is true and complete.';
export const consent = (m: Merchant): string => (m.country === 'CA' ? CA_CONSENT : US_CONSENT);
