// The two US brokers of independent135: Harborline Capital Partners (free-text blanks, each with an example beside it)
// and Ironwood Funding Group (checkbox rows, a worked example described in words, payment terms).
import type { Rng } from '../../statements/generator/prng.ts';
import type { Form } from './draw.ts';
import { fullName, money, type Merchant } from './data.ts';
import { contacts, locations, ownersTable, related, signatures } from './sections.ts';

export interface Terms { payment: number | null; count: number | null; frequency: string | null }
const X = 36, W = 540;
const today = (rng: Rng): (() => string) => { const d = `0${rng.int(1, 9)}/${10 + rng.int(0, 18)}/2025`; return () => d; };

export function harborline(f: Form, m: Merchant, rng: Rng): Terms {
  f.text('HARBORLINE CAPITAL PARTNERS', X, 34, { size: 15, bold: true, color: '#1f3550' });
  f.text('Small Business Funding Application  |  220 Water St, Suite 9, Baltimore, MD 21202  |  (410) 555-0142', X, 52, { size: 7 });
  f.blank('iso', 'Harborline Rep / ISO', m.decoys.iso, X + 380, 26, 160);
  f.text('HOW TO FILL IN THIS FORM: print clearly in ink or type. Grey text inside a box and text in italics are examples only - ' +
    'do not copy them. Leave a box empty if it does not apply. Fields marked * are required (see footnotes on page 2).',
  X, 66, { size: 6.5, width: W, color: '#333' });
  let y = 88;
  f.heading('1. BUSINESS INFORMATION', X, y, W);
  y += 17;
  f.blank('legal', 'Legal Business Name* (as shown on tax return)', m.legal, X, y, 300, { placeholder: 'Example: Main Street Pizza LLC' });
  f.blank('dba', 'DBA / Trade Name (write SAME if none)', m.dbaPrinted, X + 315, y, 225, { placeholder: 'Example: Mario\'s Pizzeria' });
  y += 32;
  f.blank('entity', 'Type of Entity*', m.entityText, X, y, 130, { hint: 'e.g. LLC, Corporation, S-Corp, Sole Proprietor' });
  f.blank('ein', 'Federal Tax ID (EIN)*', m.taxPrinted, X + 145, y, 120, { placeholder: 'e.g. 12-3456789', hint: 'Sole prop. without EIN: SSN (note 1)' });
  f.blank('start', 'Business Start Date', m.start?.printed ?? '', X + 280, y, 95, { placeholder: 'MM/DD/YYYY' });
  f.blank('trade', 'Type of Business / Industry', m.tradeText, X + 390, y, 150, { hint: 'e.g. Restaurant, Auto Repair, Trucking' });
  y += 34;
  f.blank('street', 'Physical Business Address* (no P.O. Box)', m.street, X, y, 230, { placeholder: 'e.g. 123 Main St' });
  f.blank('city', 'City', m.city, X + 245, y, 120);
  f.blank('state', 'State', m.region, X + 380, y, 50, { placeholder: 'e.g. NY' });
  f.blank('zip', 'ZIP', m.postal, X + 445, y, 95, { placeholder: '00000' });
  y += 30;
  f.blank('phone', 'Business Phone', m.phone, X, y, 140, { placeholder: '(555) 555-5555' });
  f.blank('email', 'Business E-mail', m.email, X + 155, y, 190, { placeholder: 'name@example.com' });
  f.blank('web', 'Website', m.website, X + 360, y, 180, { placeholder: 'www.example.com' });
  y += 32;
  y = related(f, m, y, '2. PARENT / AFFILIATED / PREVIOUS BUSINESSES');
  y = locations(f, m, y);
  f.heading('3. FUNDING REQUEST', X, y, W);
  y += 17;
  f.blank('amount', 'Amount Requested*', m.amountPrinted, X, y, 150, { placeholder: '$ 0.00', hint: 'e.g. $50,000' });
  f.blank('use', 'Use of Funds', m.use, X + 165, y, 375, { placeholder: 'e.g. inventory, payroll, equipment' });
  f.text('Page 1 of 2', X + 250, 750, { size: 6 });

  f.newPage();
  y = ownersTable(f, m, 40, { name: fullName, taxLabel: 'SSN', taxPlaceholder: '123-45-6789', datePrinted: (o) => o.dob?.printed ?? '' });
  y = contacts(f, m, y + 8);
  y = signatures(f, m, y + 4, 'AUTHORIZATION: Each undersigned owner certifies the information above is true and authorizes Harborline Capital ' +
    'Partners and its funding partners to obtain consumer and business credit reports, verify bank statements and contact the landlord, ' +
    'CPA and references listed above. Examples printed on this form are illustrations and are not part of your application.', today(rng));
  f.text('Notes: (1) A sole proprietor with no EIN enters the owner\'s Social Security Number, e.g. 123-45-6789, and the owner\'s name ' +
    'as the legal name. (2) Ownership of all owners should total 100%. (3) The sample row in the owners table shows John Q. Sample of ' +
    'Main Street Pizza LLC, EIN 12-3456789, started 03/01/2010 in Springfield, IL, requesting $50,000: it is not an applicant. ' +
    '(4) Do not list the landlord, CPA or a prior funder as an owner.', X, y + 8, { size: 6, width: W, color: '#444' });
  f.text('Page 2 of 2  -  HCP-APP rev. 07/2024', X + 220, 750, { size: 6 });
  return { payment: null, count: null, frequency: null };
}

export const IRONWOOD_ENTITIES: readonly string[] = ['LLC', 'Corporation', 'S-Corp', 'Partnership', 'Sole Proprietor', 'PLLC', 'LLP', 'LLC', 'Corporation', ''];
const BOXED = ['LLC', 'Corporation', 'S-Corp', 'Partnership', 'Sole Proprietor', 'Non-Profit'];

export function ironwood(f: Form, m: Merchant, rng: Rng): Terms {
  f.doc.rect(0, 0, 612, 46).fill('#2e3b2b');
  f.text('IRONWOOD FUNDING GROUP', X, 14, { size: 16, bold: true, color: '#e9e4d0' });
  f.text('Merchant Cash Advance Application  -  1 Ironwood Plaza, Dallas, TX 75201  -  apps@ironwoodfunding.example', X, 33, { size: 7, color: '#e9e4d0' });
  f.rect(X + 360, 54, 180, 92);
  f.text('SEE THE WORKED EXAMPLE', X + 366, 58, { size: 7, bold: true });
  f.text('Figure A (on our website) shows a completed form: "Legal Name: Main Street Pizza LLC; DBA: Mario\'s; Entity: [X] LLC; ' +
    'EIN: 12-3456789; Started: 03/01/2010; Requested: $50,000 paid Daily over 120 payments of $520; Owner: John Q. Sample, ' +
    'President, 100%." Replace every example with your own information.', X + 366, 68, { size: 6, width: 170, color: '#555' });
  let y = 54;
  f.blank('legal', 'Business Legal Name', m.legal, X, y, 340, { hint: '(exactly as it appears on your tax return / IRS letter 147C)', boxed: true });
  y += 32;
  f.blank('dba', 'Doing Business As (DBA)', m.dbaPrinted, X, y, 340, { placeholder: 'N/A if none', boxed: true });
  y += 30;
  f.blank('trade', 'Nature of Business', m.tradeText, X, y, 160, { placeholder: 'e.g. Pizza restaurant', boxed: true });
  f.blank('start', 'Date Business Started', m.start?.printed ?? '', X + 175, y, 165, { placeholder: 'MM/DD/YYYY', boxed: true });
  y += 32;
  f.text('Entity Type (check one)', X, y, { size: 6.5, bold: true });
  let cx = X;
  const other = m.entityText && !BOXED.includes(m.entityText);
  y += 10;
  for (const e of BOXED) cx = f.check(`ent_${e}`, e, m.entityText === e, cx, y);
  f.check('ent_other', 'Other:', Boolean(other), cx, y);
  f.line(cx + 36, y + 8, 60);
  f.put('ent_other_text', other ? m.entityText : '', cx + 38, y - 2, 56, 10);
  f.hint('e.g. PLLC, LLP', cx + 100, y + 1);
  y += 16;
  f.blank('ein', 'Federal Tax ID (EIN)', m.taxPrinted, X, y, 150, { placeholder: 'XX-XXXXXXX', boxed: true });
  f.blank('phone', 'Business Phone', m.phone, X + 165, y, 120, { boxed: true });
  f.blank('email', 'E-mail', m.email, X + 300, y, 240, { boxed: true });
  y += 32;
  f.blank('street', 'Principal Business Address (where the business operates)', m.street, X, y, 250, { boxed: true });
  f.blank('city', 'City', m.city, X + 262, y, 120, { boxed: true });
  f.blank('state', 'State', m.region, X + 394, y, 50, { boxed: true, placeholder: 'TX' });
  f.blank('zip', 'Zip', m.postal, X + 456, y, 84, { boxed: true });
  y += 32;
  f.text('State of Incorporation (if different)', X, y, { size: 6.5, bold: true });
  const inc = m.entity && m.entity !== 'sole_proprietorship' && rng.chance(0.5) ? rng.pick(['DE', 'NV', 'WY']) : '';
  f.put('inc_state', inc, X + 125, y - 2, 40, 10);
  f.line(X + 123, y + 8, 45);
  f.hint('Not your business location. e.g. DE', X + 175, y + 1);
  y += 16;
  f.heading('FUNDING REQUEST', X, y, W);
  y += 17;
  const hasTerms = rng.chance(0.7);
  const count = hasTerms ? rng.pick([60, 100, 120, 150, 180]) : null;
  const frequency = hasTerms ? rng.pick(['daily', 'weekly', 'biweekly']) : null;
  const payment = hasTerms && count ? Math.round((m.amount * 1.35) / count) : null;
  f.blank('amount', 'Amount Requested', m.amountPrinted, X, y, 120, { boxed: true, placeholder: '$50,000' });
  f.blank('payment', 'Requested Payment', payment ? money(rng, payment) : '', X + 135, y, 100, { boxed: true, placeholder: '$520' });
  f.blank('count', '# of Payments', count ? String(count) : '', X + 250, y, 60, { boxed: true, placeholder: '120' });
  f.text('Frequency', X + 325, y, { size: 6.5, bold: true });
  cx = X + 325;
  for (const [lab, v] of [['Daily', 'daily'], ['Weekly', 'weekly'], ['Bi-Weekly', 'biweekly'], ['Monthly', 'monthly']] as const) cx = f.check(`freq_${v}`, lab, frequency === v, cx, y + 11);
  y += 34;
  ownersTable(f, m, y, { name: fullName, taxLabel: 'SSN / ITIN', taxPlaceholder: 'XXX-XX-XXXX', datePrinted: (o) => o.dob?.printed ?? '' });
  y += 104;
  y = related(f, m, y, 'AFFILIATES, PREDECESSORS & BUSINESS GUARANTOR');
  locations(f, m, y);
  f.newPage();
  y = contacts(f, m, 40);
  y = signatures(f, m, y + 6, 'By signing, each owner and any business guarantor authorizes Ironwood Funding Group and its assigns to obtain ' +
    'credit reports, contact the landlord, bookkeeper and any funder listed above, and share this application with funding partners. ' +
    'The worked example (Figure A) and the SAMPLE row are illustrations only.', today(rng));
  f.text('* Information on prior funders is used to verify existing positions only.  Form IFG-200 (03/2025)', X, y + 8, { size: 6, color: '#444' });
  return { payment, count, frequency };
}
