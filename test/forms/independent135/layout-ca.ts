// The Canadian broker of independent135: Maple Bridge Business Funding. Operating name (O/A), Business Number with its
// program account, province and postal code, owners written "Last, First" with a SIN, PIPEDA consent, and a
// completed-example panel, a SAMPLE owner row, a business guarantor and the usual decoy contacts.
import type { Rng } from '../../statements/generator/prng.ts';
import type { Form } from './draw.ts';
import type { Merchant, Owner } from './data.ts';
import { contacts, locations, ownersTable, related, signatures } from './sections.ts';
import type { Terms } from './layouts-us.ts';

export const MAPLE_ENTITIES: readonly string[] = ['Corporation', 'Ltd.', 'Incorporated', 'Sole Proprietorship', 'Partnership', 'Corporation', ''];
const X = 36, W = 540;

export function mapleBridge(f: Form, m: Merchant, rng: Rng): Terms {
  f.text('MAPLE BRIDGE BUSINESS FUNDING', X, 30, { size: 15, bold: true, color: '#8a1c1c' });
  f.text('Application for Business Financing / Demande de financement  -  1200 Bay St, Toronto ON M5R 2A5  -  1-888-555-0199', X, 48, { size: 7 });
  f.rect(X, 60, W, 40);
  f.text('EXAMPLE OF A COMPLETED SECTION (for guidance only): the illustration below our logo shows "Legal Name: 1234567 Ontario Inc.; ' +
    'O/A: Maple Street Bakery; BN: 123456789 RC0001; Province: ON; Postal Code: A1A 1A1; Date Started: 2012-04-01; Amount: $40,000 CAD; ' +
    'Owner: Tremblay, Jean - President - 100% - SIN 046 454 286". Write your own details in the blanks; leave blank what does not apply.',
  X + 5, 64, { size: 6.2, width: W - 10, color: '#555' });
  let y = 108;
  f.heading('A. BUSINESS / ENTREPRISE', X, y, W);
  y += 17;
  f.blank('legal', 'Legal Name of Business (as registered)', m.legal, X, y, 265, { placeholder: 'Example: 1234567 Ontario Inc.' });
  f.blank('dba', 'Operating Name (O/A), if different', m.dbaPrinted, X + 280, y, 260, { placeholder: 'Example: Maple Street Bakery' });
  y += 32;
  f.blank('entity', 'Business Structure', m.entityText, X, y, 125, { hint: '(e.g. Corporation, Sole Proprietorship, Partnership)' });
  f.blank('bn', 'Business Number (BN) with program account', m.taxPrinted, X + 140, y, 160, { placeholder: 'e.g. 123456789 RC0001', hint: '15 characters: 9 digits + RC + 4 digits' });
  f.blank('start', 'Date Started / Incorporated', m.start?.printed ?? '', X + 315, y, 95, { placeholder: 'YYYY-MM-DD' });
  f.blank('trade', 'Industry / Type of Business', m.tradeText, X + 425, y, 115, { hint: 'e.g. bakery, trucking' });
  y += 36;
  f.blank('street', 'Head Office / Operating Address', m.street, X, y, 220, { placeholder: 'e.g. 100 Queen St W' });
  f.blank('city', 'City', m.city, X + 235, y, 110);
  f.blank('prov', 'Province', m.region, X + 360, y, 60, { placeholder: 'e.g. ON' });
  f.blank('postal', 'Postal Code', m.postal, X + 435, y, 105, { placeholder: 'A1A 1A1' });
  y += 30;
  f.blank('phone', 'Telephone', m.phone, X, y, 130);
  f.blank('email', 'E-mail', m.email, X + 145, y, 200);
  f.blank('web', 'Website', m.website, X + 360, y, 180);
  y += 30;
  f.text('Province of Incorporation (if other than above)', X, y, { size: 6.5, bold: true });
  f.line(X + 160, y + 8, 50);
  f.put('inc_prov', m.entity === 'ca_corporation' && rng.chance(0.4) ? 'Federal (CBCA)' : '', X + 162, y - 2, 60, 10);
  f.hint('Federal / AB / BC ... - not your operating province', X + 225, y + 1);
  y += 16;
  f.heading('B. FINANCING REQUEST', X, y, W);
  y += 17;
  f.blank('amount', 'Amount Requested (CAD)', m.amountPrinted, X, y, 150, { placeholder: '$ 0.00' });
  f.blank('use', 'Purpose of Funds', m.use, X + 165, y, 375, { placeholder: 'e.g. equipment, inventory' });
  y += 36;
  y = related(f, m, y, 'C. PARENT, AFFILIATED & PREVIOUS BUSINESSES / BUSINESS GUARANTOR');
  locations(f, m, y);
  f.text('Page 1 / 2', X + 250, 752, { size: 6 });
  f.newPage();
  const name = (o: Owner): string => `${o.last}, ${o.first}${o.middle ? ` ${o.middle}` : ''}`;
  y = ownersTable(f, m, 40, { name, taxLabel: 'SIN', taxPlaceholder: '123 456 789', datePrinted: (o) => o.dob?.printed ?? '' });
  f.hint('Owner Name: write LAST NAME, First name (e.g. Tremblay, Jean). SIN is optional; you may show the last 3 digits only.', X, y);
  y = contacts(f, m, y + 12);
  signatures(f, m, y + 4, 'CONSENT (PIPEDA): You consent to Maple Bridge Business Funding collecting, using and disclosing the personal ' +
    'information in this application, including obtaining credit reports from Equifax Canada and TransUnion Canada, to assess this and ' +
    'future financing requests, and to verify information with your landlord, accountant, financial institution and any prior funder ' +
    'named above. The example panel and SAMPLE row are illustrations only.', () => `2025-0${rng.int(1, 9)}-1${rng.int(0, 9)}`);
  f.text('Form MBBF-CA-3 (2024)  -  Page 2 / 2', X + 210, 752, { size: 6 });
  return { payment: null, count: null, frequency: null };
}
