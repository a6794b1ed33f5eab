// Keystone Funding Group: a larger ISO's two-page Acrobat form. Navy section bars, every label small and above its
// thin-bordered field, entity and frequency checkbox rows with "Other", an optional mailing address in another state,
// four fixed owner blocks with First / MI / Last split, a "Print Name" under each signature and an ISO-use-only box.
import type { Rng } from '../../statements/generator/prng.ts';
import type { Case } from './data.ts';
import { phone } from './data.ts';
import { Sheet, type Style } from './draw.ts';
import { A, date, dbaFields, type Fields, FREQ_TEXT, fundingValues, money, nameFields, nameText, ownerValues, pickStyles, startFields,
  stateFields, tinFields, tinText } from './formats.ts';

export const KEYSTONE = 'Keystone Funding Group';
const NAVY = '#1f3864';
const X0 = 36;
const X1 = 576;
const ENTITY_BOXES: [string, string][] = [['llc', 'LLC'], ['c_corporation', 'C-Corp'], ['s_corporation', 'S-Corp'],
  ['general_partnership', 'Partnership'], ['sole_proprietorship', 'Sole Proprietor'], ['nonprofit_corporation', 'Non-Profit']];
const MAIL_CITIES = ['Wilmington, DE 19801', 'Reno, NV 89501', 'Cheyenne, WY 82001', 'Camden, NJ 08101', 'Boise, ID 83702'];

export function keystone(c: Case, style: Style, r: Rng): Sheet {
  const s = pickStyles(r);
  const sh = new Sheet({ style, rng: r.fork('ink'), font: 'Courier', size: 9.5, acro: 'semantic' });
  const F = 'Helvetica';
  const lw = (t: string, size = 8): number => sh.doc.font(F).fontSize(size).widthOfString(t);
  /** Label above, thin box below (Acrobat's default field look). */
  const fld = (label: string, x: number, y: number, w: number, key: string, text: string, fields: Fields = {}): void => {
    sh.text(label, x + 1, y, { font: F, size: 6.5, color: '#333333' });
    sh.rect(x, y + 8, w - 4, 16, '#7f8fa6', undefined, 0.6);
    sh.val(key, text, x, y + 8, w - 4, 16, fields);
  };
  const bar = (t: string, y: number): void => {
    sh.rect(X0, y, X1 - X0, 14, 'none', NAVY);
    sh.text(t, X0 + 6, y + 3.5, { font: 'Helvetica-Bold', size: 8.5, color: '#ffffff' });
  };
  const boxes = (title: string, y: number, opts: [string, string][], on: string | null, fieldName: string | null, key: string): number => {
    sh.text(title, X0 + 1, y + 1, { font: 'Helvetica-Bold', size: 7.5 });
    let x = X0 + lw(title, 7.5) + 10;
    for (const [id, label] of opts) {
      sh.box(`${key}_${id}`, label, x, y, 8, on === id, fieldName ? { [A(fieldName)]: id } : {}, lw(label));
      sh.text(label, x + 11, y + 0.5, { font: F, size: 8 });
      x += 11 + lw(label) + 12;
    }
    return x;
  };
  const header = (sub: string): void => {
    sh.doc.save().moveTo(X0, 58).lineTo(X0 + 8, 30).lineTo(X0 + 26, 30).lineTo(X0 + 34, 58).fill(NAVY).restore();
    sh.text('KEYSTONE', X0 + 42, 30, { font: 'Helvetica-Bold', size: 17, color: NAVY });
    sh.text('FUNDING GROUP', X0 + 43, 48, { font: F, size: 8.5, color: NAVY });
    sh.text(sub, 300, 30, { font: 'Helvetica-Bold', size: 11, width: X1 - 300, align: 'right' });
    sh.text('Tel (215) 555-0123  |  Fax (215) 555-0124  |  www.keystonefg.com', 300, 45, { font: F, size: 7, width: X1 - 300, align: 'right' });
    sh.text('Keystone Funding Group, LLC  |  1600 Market St, Ste 2100, Philadelphia, PA 19103', 300, 54, { font: F, size: 7, width: X1 - 300, align: 'right' });
    sh.line(X0, 66, X1, 66, NAVY, 1.5);
  };
  header('Small Business Funding Application');
  let y = 74;
  bar('SECTION 1  -  BUSINESS INFORMATION', y);
  y += 20;
  fld('Business Legal Name', X0, y, 330, 'legal_name', c.legal, { [A('legal_name')]: c.legal });
  fld('DBA / Trade Name', X0 + 330, y, X1 - X0 - 330, 'dba', c.dbaText, dbaFields(c));
  y += 30;
  fld('Federal Tax ID (EIN)', X0, y, 130, 'tin', tinText(c, true), tinFields(c.tin));
  fld('Business Start Date', X0 + 130, y, 130, 'start', c.start ? date(c.start, s.date) : '', startFields(c));
  fld('State of Incorporation', X0 + 260, y, 130, 'inc_state', c.incState);
  fld('Business Phone', X0 + 390, y, X1 - X0 - 390, 'phone', c.phone);
  y += 30;
  fld('Physical Address (no P.O. Box)', X0, y, 250, 'street', c.addr.street);
  fld('City', X0 + 250, y, 140, 'city', c.addr.city);
  fld('State', X0 + 390, y, 60, 'state', c.addr.state, stateFields(c));
  fld('Zip', X0 + 450, y, X1 - X0 - 450, 'zip', c.addr.zip);
  y += 30;
  fld('Mailing Address (if different)', X0, y, X1 - X0, 'mailing', r.chance(0.35) ? `PO Box ${r.int(100, 9999)}, ${r.pick(MAIL_CITIES)}` : '');
  y += 30;
  fld('Industry / Nature of Business', X0, y, 250, 'industry', c.industryText, { [A('industry')]: c.industry });
  fld('Website', X0 + 250, y, 140, 'website', c.website);
  fld('Business Email', X0 + 390, y, X1 - X0 - 390, 'email', c.email);
  y += 32;
  const listed = ENTITY_BOXES.some(([id]) => id === c.entity);
  const ox = boxes('Entity Type:', y, ENTITY_BOXES, listed ? c.entity : null, 'type_of_entity', 'entity');
  sh.box('entity_other', 'Other', ox, y, 8, !listed, {}, lw('Other:'));
  sh.text('Other:', ox + 11, y + 0.5, { font: F, size: 8 });
  const lx = ox + 14 + lw('Other:');
  sh.line(lx, y + 10, X1, y + 10);
  sh.val('entity_text', listed ? '' : c.entityText, lx, y - 5, X1 - lx, 15, { [A('type_of_entity')]: c.entity });
  y += 22;
  bar('SECTION 2  -  FUNDING REQUEST', y);
  y += 20;
  const f = fundingValues(c, s);
  fld('Requested Amount ($)', X0, y, 135, 'amount', ...f.amount!);
  fld('Desired Payment ($)', X0 + 135, y, 135, 'payment', ...f.payment!);
  fld('No. of Payments', X0 + 270, y, 100, 'npay', ...f.npay!);
  fld('Use of Proceeds', X0 + 370, y, X1 - X0 - 370, 'use', c.useOfFunds);
  y += 32;
  boxes('Payment Frequency:', y, Object.keys(FREQ_TEXT).map((k) => [k, FREQ_TEXT[k]![0]!] as [string, string]), c.freq, 'payment_frequency', 'freq');
  y += 16;
  fld('Monthly Gross Sales', X0, y, 135, 'sales', money(c.monthlySales, s.money));
  fld('Annual Revenue', X0 + 135, y, 135, 'annual', money(c.monthlySales * 12, s.money));
  fld('Number of Employees', X0 + 270, y, 100, 'employees', String(c.employees));
  fld('Bank Name', X0 + 370, y, X1 - X0 - 370, 'bank', c.bank.name);
  y += 32;
  bar('SECTION 3  -  EXISTING FINANCING & PROPERTY', y);
  y += 20;
  for (let i = 0; i < 2; i++) {
    const a = c.advances[i];
    fld(`Current Funder / Lender ${i + 1}`, X0, y, 190, `pos${i + 1}_funder`, a?.funder ?? '');
    fld('Original Amount', X0 + 190, y, 100, `pos${i + 1}_orig`, a ? money(a.orig, s.money) : '');
    fld('Current Balance', X0 + 290, y, 100, `pos${i + 1}_balance`, a ? money(a.balance, s.money) : '');
    fld('Payment', X0 + 390, y, 90, `pos${i + 1}_payment`, a ? money(a.payment, s.money) : '');
    fld('Frequency', X0 + 480, y, X1 - X0 - 480, `pos${i + 1}_freq`, a?.freq ?? '');
    y += 30;
  }
  const rent = r.chance(0.8);
  boxes('Business Premises:', y, [['own', 'Own'], ['rent', 'Rent']], rent ? 'rent' : 'own', null, 'premises');
  y += 16;
  fld('Landlord / Mortgage Holder', X0, y, 250, 'landlord', c.landlord.name);
  fld('Landlord Phone', X0 + 250, y, 140, 'landlord_phone', c.landlord.phone);
  fld('Monthly Rent / Mortgage', X0 + 390, y, X1 - X0 - 390, 'rent', money(c.landlord.rent, s.money));
  y += 34;
  bar('SECTION 3B  -  TRADE REFERENCES', y);
  y += 20;
  c.refs.forEach((ref, i) => {
    fld(`Reference ${i + 1} - Company`, X0, y, 250, `ref${i + 1}_company`, ref.company);
    fld('Contact Name', X0 + 250, y, 140, `ref${i + 1}_name`, ref.name);
    fld('Phone', X0 + 390, y, X1 - X0 - 390, `ref${i + 1}_phone`, ref.phone);
    y += 30;
  });
  sh.text('Page 1 of 2   |   KFG-APP-0324', X0, 765, { font: F, size: 6.5, color: '#555555', width: X1 - X0, align: 'right' });

  sh.addPage();
  header('Owner / Guarantor Information');
  y = 74;
  bar('SECTION 4  -  OWNERS (list all owners of 20% or more)', y);
  y += 18;
  const credInLast = r.chance(0.5);
  for (let i = 0; i < 4; i++) {
    const o = c.owners[i];
    const v = o ? ownerValues(i, o, s, true) : undefined;
    const g = (k: string): [string, Fields] => v?.[k] ?? ['', {}];
    const k = (n: string): string => `owner${i + 1}_${n}`;
    sh.text(`OWNER ${i + 1}`, X0, y, { font: 'Helvetica-Bold', size: 7.5, color: NAVY });
    y += 10;
    const last = o ? o.p.last + (o.p.cred && credInLast ? `, ${o.p.cred}` : '') : '';
    fld('First Name', X0, y, 150, k('first'), o?.p.first ?? '', o ? { [`application.applicants[${i}].first_name`]: o.p.first } : {});
    fld('MI', X0 + 150, y, 30, k('mi'), o?.p.middle ?? '');
    fld('Last Name', X0 + 180, y, 190, k('last'), last, o ? { [`application.applicants[${i}].last_name`]: o.p.last } : {});
    fld('Title', X0 + 370, y, X1 - X0 - 370, k('role'), ...g('role'));
    y += 30;
    fld('Ownership %', X0, y, 80, k('own'), ...g('own'));
    fld('SSN', X0 + 80, y, 110, k('ssn'), ...g('ssn'));
    fld('Date of Birth', X0 + 190, y, 110, k('dob'), ...g('dob'));
    fld('Credit Score', X0 + 300, y, 70, k('fico'), ...g('fico'));
    fld('Cell Phone', X0 + 370, y, X1 - X0 - 370, k('cell'), o?.cell ?? '');
    y += 30;
    fld('Home Address (Street, City, State, Zip)', X0, y, 370, k('home'), o ? `${o.home.street}, ${o.home.city}, ${o.home.state} ${o.home.zip}` : '');
    fld('Personal Email', X0 + 370, y, X1 - X0 - 370, k('email'), o?.email ?? '');
    y += 34;
  }
  bar('SECTION 5  -  AUTHORIZATION & SIGNATURES', y);
  y += 18;
  sh.text('Each undersigned owner certifies that the statements in this application are true and complete and authorizes Keystone ' +
    'Funding Group, LLC and any funding source to which it is submitted to obtain personal and business credit reports, to contact ' +
    'the financial institutions and references named herein, and to share this information among them. This authorization remains ' +
    'valid until the business has no obligations outstanding.', X0, y, { font: F, size: 7, width: X1 - X0, lineGap: 0.5 });
  y += 40;
  for (let i = 0; i < c.owners.length; i++) {
    const o = c.owners[i]!;
    const cx = X0 + (i % 2) * 272;
    const cy = y + Math.floor(i / 2) * 46;
    sh.line(cx, cy + 14, cx + 110, cy + 14);
    sh.sign(cx + 8, cy + 10, 90);
    sh.text('Signature', cx, cy + 16, { font: F, size: 6.5 });
    fld('Print Name', cx + 115, cy - 4, 100, `sign_name_${i + 1}`, nameText(o.p, 'fl'), nameFields(i, o.p));
    fld('Date', cx + 215, cy - 4, 52, `sign_date_${i + 1}`, date(c.signed, 1));
  }
  y += Math.ceil(c.owners.length / 2) * 46 + 4;
  sh.rect(X0, 700, X1 - X0, 50, '#7f8fa6', '#eeeeee', 0.6);
  sh.text('ISO USE ONLY', X0 + 6, 704, { font: 'Helvetica-Bold', size: 7.5 });
  fld('Representative', X0 + 6, 716, 170, 'iso_rep', r.pick([c.rep.name, '']));
  fld('Rep Code', X0 + 176, 716, 90, 'iso_code', c.rep.id);
  fld('Rep Phone', X0 + 266, 716, 120, 'iso_phone', phone(r));
  fld('Date Received', X0 + 386, 716, 100, 'iso_date', date(c.signed, 0));
  sh.text('Page 2 of 2   |   KFG-APP-0324', X0, 765, { font: F, size: 6.5, color: '#555555', width: X1 - X0, align: 'right' });
  return sh;
}
