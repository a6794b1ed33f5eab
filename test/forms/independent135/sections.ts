// Sections several independent135 layouts share: related businesses, additional locations, the decoy contacts (prior
// funder, landlord, bookkeeper/CPA, bank), an owners table with a pre-printed SAMPLE row, and the signature block.
import type { Form } from './draw.ts';
import { fullName, type Merchant, type Owner } from './data.ts';

const W = 540, X = 36;

/** Parent company, affiliated businesses, previous names: none of them is the applicant. */
export function related(f: Form, m: Merchant, y: number, title = 'RELATED BUSINESSES'): number {
  f.heading(title, X, y, W);
  y += 17;
  f.blank('parent', 'Parent Company (if any)', m.decoys.parent, X, y, 260, { placeholder: 'e.g. ABC Holdings LLC' });
  f.blank('affiliates', 'Affiliated / Sister Businesses', m.decoys.affiliates.join('; '), X + 280, y, 260, { placeholder: 'List all under common ownership' });
  y += 30;
  f.blank('previous', 'Previous Business Name(s), last 5 years', m.decoys.previous, X, y, 260, { hint: 'Former legal names or DBAs (not your current name)' });
  f.blank('guarantor', 'Co-Applicant Business Guarantor (legal name)', m.decoys.guarantor, X + 280, y, 170, { hint: 'A second business guaranteeing this advance' });
  f.blank('guarantor_id', m.country === 'US' ? 'Guarantor EIN' : 'Guarantor BN', m.decoys.guarantor ? m.decoys.guarantorId : '', X + 460, y, 80,
    { placeholder: m.country === 'US' ? '12-3456789' : '123456789 RC0001' });
  return y + 34;
}

export function locations(f: Form, m: Merchant, y: number): number {
  f.text('Additional Locations (other than the principal address above)', X, y, { size: 6.5, bold: true });
  f.hint('Example: 456 Oak Ave, Springfield, IL - warehouse', X + 250, y + 1);
  for (let i = 0; i < 2; i++) {
    f.rect(X, y + 9 + i * 13, W, 13);
    f.text(`${i + 1}.`, X + 3, y + 12 + i * 13, { size: 6.5 });
    f.put(`location${i}`, m.decoys.locations[i] ?? '', X + 14, y + 10 + i * 13, W - 20, 11);
  }
  return y + 40;
}

/** Prior funder, landlord, bookkeeper/CPA, bank: people and numbers that are not the applicant. */
export function contacts(f: Form, m: Merchant, y: number): number {
  const d = m.decoys;
  f.heading('EXISTING ADVANCES / PRIOR FUNDER', X, y, W);
  y += 17;
  f.blank('funder', 'Current or Prior Funder', d.funder, X, y, 200, { placeholder: 'e.g. ABC Funding' });
  f.blank('funder_bal', 'Balance', d.funder ? d.funderBalance : '', X + 215, y, 110, { placeholder: '$' });
  f.blank('funder_pay', 'Payment / Frequency', d.funder ? 'Daily' : '', X + 340, y, 200);
  y += 32;
  f.heading('LANDLORD / MORTGAGE HOLDER  -  BOOKKEEPER / CPA', X, y, W);
  y += 17;
  f.blank('landlord', 'Landlord or Mortgage Company', d.landlord, X, y, 200);
  f.blank('landlord_phone', 'Landlord Phone', d.landlordPhone, X + 215, y, 110, { placeholder: '(555) 555-5555' });
  f.blank('rent', 'Monthly Rent / Mortgage', d.rent, X + 340, y, 200);
  y += 30;
  f.blank('cpa', 'Bookkeeper / CPA Name', d.cpa, X, y, 200);
  f.blank('cpa_firm', 'Firm', d.cpaFirm, X + 215, y, 110);
  f.blank('cpa_phone', 'CPA Phone', d.cpaPhone, X + 340, y, 200);
  y += 30;
  f.blank('bank', 'Business Bank', d.bank, X, y, 200);
  f.blank('routing', m.country === 'US' ? 'Routing / ABA #' : 'Transit-Institution #', d.routing, X + 215, y, 110, { placeholder: '9 digits' });
  f.blank('account', 'Account #', d.account, X + 340, y, 200);
  return y + 34;
}

export interface OwnerCols { name: (o: Owner) => string; taxLabel: string; taxPlaceholder: string; datePrinted: (o: Owner) => string }

/** The owners table: a pre-printed grey SAMPLE row, then one row per owner (all of 20% or more), blank rows left. */
export function ownersTable(f: Form, m: Merchant, y: number, c: OwnerCols, rows = 3): number {
  const cols: [string, number][] = [['Owner Name', 140], ['Title', 78], ['Own. %', 42], [c.taxLabel, 86], ['Date of Birth', 72], ['Est. Credit Score', 60], ['Home City', 62]];
  f.heading('OWNERS / OFFICERS (everyone owning 20% or more)', X, y, W);
  f.text('FIRST ROW IS A SAMPLE - DO NOT COMPLETE IT', X + 330, y + 3.5, { size: 6, bold: true, color: '#ffd27a' });
  y += 15;
  let x = X;
  for (const [label, w] of cols) { f.rect(x, y, w, 12); f.text(label, x + 2, y + 3, { size: 6, bold: true }); x += w; }
  y += 12;
  const sample = ['John Q. Sample', 'President', '51%', c.taxPlaceholder, '01/15/1975', '700', 'Springfield'];
  x = X;
  for (const [i, [, w]] of cols.entries()) {
    f.rect(x, y, w, 13);
    f.text(sample[i]!, x + 2, y + 3.5, { size: 6.5, color: '#8a8a8a', italic: true });
    x += w;
  }
  y += 13;
  for (let r = 0; r < rows; r++) {
    const o = m.owners[r];
    const vals = o ? [c.name(o), o.title, `${o.pct}%`, o.taxPrinted, c.datePrinted(o), o.score ? String(o.score) : '', o.home.split(', ').pop() ?? ''] : cols.map(() => '');
    x = X;
    for (const [i, [, w]] of cols.entries()) {
      f.rect(x, y, w, 15);
      f.put(`owner${r}_c${i}`, vals[i]!, x + 2, y + 2, w - 4, 11);
      x += w;
    }
    y += 15;
  }
  f.hint('Credit score is self-reported and optional (e.g. 650). SSN may be partially masked; we will request it at funding.', X, y + 2);
  return y + 14;
}

export function signatures(f: Form, m: Merchant, y: number, consent: string, dateOf: () => string): number {
  y = f.text(consent, X, y, { size: 6.2, width: W });
  y += 6;
  for (const [i, o] of m.owners.slice(0, 2).entries()) {
    const x = X + i * 275;
    f.line(x, y + 16, 120);
    f.text(`Signature of Owner ${i + 1}`, x, y + 18, { size: 6 });
    f.blank(`sig_name${i}`, 'Print Name', fullName(o), x + 128, y, 80);
    f.blank(`sig_date${i}`, 'Date', dateOf(), x + 214, y, 50, { hint: 'MM/DD/YYYY' });
  }
  return y + 36;
}
