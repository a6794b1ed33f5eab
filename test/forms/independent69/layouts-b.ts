// Silver State Business Capital (Las Vegas, NV: two pages, captions below the rules, stacked "Principal #1 .. #4"
// blocks with the name split into First / M.I. / Last) and Wasatch Merchant Funding (Salt Lake City, UT: captions
// above the rules, a Primary Owner block, an Additional Owner block and a non-owner co-applicant / spouse block).
import type { Rng } from '../../statements/generator/prng.ts';
import type { Merchant } from './merchant.ts';
import { nameFields, nameText, ownerPaths, type Owner } from './owners.ts';
import { A, AUTH, P, aboveField, band, belowField, entityBoxes, fundersTable, type Layout } from './parts.ts';
import type { Fields, Sheet } from './sheet.ts';

type F = Fields | null;
const below = (s: Sheet, label: string, key: string, text: string, fields: F, x: number, y: number, w: number, kind?: 'decoy' | 'context'): void =>
  belowField(s, { label, key, text, fields, kind }, x, y, w, { font: 'Courier' });

function silverBusiness(s: Sheet, m: Merchant): void {
  s.text('SECTION A - BUSINESS INFORMATION', 40, 96, { size: 9, font: 'Courier-Bold' });
  below(s, 'BUSINESS LEGAL NAME', 'legal', m.legal, P.legal(m), 40, 128, 340);
  below(s, 'FEDERAL TAX ID (EIN)', 'tax', m.taxText, P.tax(m), 380, 128, 192);
  below(s, 'D/B/A (TRADE NAME)', 'dba', m.dbaText, P.dba(m), 40, 160, 340);
  below(s, 'ENTITY TYPE', 'entity', m.entityText, P.entity(m), 380, 160, 192);
  below(s, 'PHYSICAL ADDRESS (NO P.O. BOXES)', 'street', m.street, null, 40, 192, 240, 'context');
  below(s, 'CITY', 'city', m.city, null, 280, 192, 130, 'context');
  below(s, 'STATE', 'state', m.state, P.state(m), 410, 192, 60);
  below(s, 'ZIP', 'zip', m.zip, null, 470, 192, 102, 'context');
  below(s, 'INDUSTRY / TYPE OF BUSINESS', 'industry', m.industryText, P.industry(m), 40, 224, 240);
  below(s, 'DATE BUSINESS STARTED', 'start', m.startText, P.start(m), 280, 224, 150);
  below(s, 'STATE OF FORMATION', 'inc_state', m.incState, null, 430, 224, 142);
  below(s, 'BUSINESS PHONE', 'phone', m.phone, null, 40, 256, 180, 'context');
  below(s, 'BUSINESS EMAIL', 'email', m.email, null, 220, 256, 200, 'context');
  below(s, 'NO. OF EMPLOYEES', 'employees', m.employees, null, 420, 256, 152, 'context');
}

function silverPage1(s: Sheet, m: Merchant, rng: Rng): void {
  s.text('SECTION B - BUSINESS CONTACT (if different from principal; not an owner)', 40, 292, { size: 9, font: 'Courier-Bold' });
  const c = rng.chance(0.75);
  below(s, 'CONTACT NAME', 'contact', c ? m.d.contact.name : '', null, 40, 322, 200);
  below(s, 'CONTACT PHONE', 'contact_phone', c ? m.d.contact.phone : '', null, 240, 322, 150);
  below(s, 'CONTACT EMAIL', 'contact_email', c ? m.d.contact.email : '', null, 390, 322, 182);
  s.text('SECTION C - FUNDING REQUEST', 40, 356, { size: 9, font: 'Courier-Bold' });
  below(s, 'AMOUNT REQUESTED', 'amount', m.amountText, P.amount(m), 40, 386, 180);
  below(s, 'USE OF PROCEEDS', 'use', m.use, null, 220, 386, 200, 'context');
  below(s, 'AVG MONTHLY DEPOSITS', 'monthly', m.monthly, null, 420, 386, 152, 'context');
  s.text('OPEN ADVANCES / BUSINESS LOANS', 40, 408, { size: 7.5, font: 'Courier-Bold' });
  fundersTable(s, m, 40, 420, 532, { font: 'Courier' });
  s.text('SECTION D - OPERATING ACCOUNT', 40, 478, { size: 9, font: 'Courier-Bold' });
  below(s, 'BANK NAME', 'bank', m.d.bank, null, 40, 508, 200);
  below(s, 'ROUTING NUMBER', 'routing', m.d.routing, null, 240, 508, 150);
  below(s, 'ACCOUNT NUMBER', 'account', m.d.account, null, 390, 508, 182);
  s.text('SECTION E - PREMISES', 40, 538, { size: 9, font: 'Courier-Bold' });
  below(s, 'LANDLORD / MORTGAGE COMPANY', 'landlord', m.d.landlord, null, 40, 568, 260);
  below(s, 'LANDLORD PHONE', 'landlord_phone', m.d.landlordPhone, null, 300, 568, 140);
  below(s, 'MONTHLY RENT', 'rent', m.d.rent, null, 440, 568, 132);
  s.text('Principals continue on page 2.', 40, 600, { size: 8, font: 'Courier-Oblique' });
  s.rect(40, 690, 532, 60, { stroke: '#444444' });
  s.text('SUBMITTING BROKER', 46, 694, { size: 7, font: 'Courier-Bold' });
  below(s, 'REP NAME', 'iso', m.d.iso.name, null, 46, 726, 170);
  below(s, 'REP PHONE', 'iso_phone', m.d.iso.phone, null, 216, 726, 150);
  below(s, 'REP EMAIL', 'iso_email', m.d.iso.email, null, 366, 726, 200);
}

function principal(s: Sheet, o: Owner | undefined, i: number, y: number): void {
  s.rect(40, y, 532, 112, { stroke: '#000000', lw: 0.8 });
  s.rect(40, y, 532, 13, { fill: '#d9d9d9' });
  s.text(`PRINCIPAL #${i + 1}`, 46, y + 3, { size: 8.5, font: 'Courier-Bold' });
  const v = (k: keyof Owner): string => (o ? String(o[k] ?? '') : '');
  const last = o ? `${o.last}${o.suffix ? ` ${o.suffix}` : ''}` : '';
  below(s, 'FIRST NAME', `p${i + 1}_first`, v('first'), o ? { [A(i, 'first_name')]: o.first } : null, 48, y + 38, 170);
  below(s, 'M.I.', `p${i + 1}_mi`, o ? o.mi.replace('.', '') : '', null, 218, y + 38, 40, 'context');
  below(s, 'LAST NAME', `p${i + 1}_last`, last, o ? { [A(i, 'last_name')]: o.last } : null, 258, y + 38, 190);
  below(s, 'CREDIT SCORE', `p${i + 1}_score`, v('scoreText'), o ? ownerPaths.score(i, o) : null, 448, y + 38, 118);
  below(s, 'TITLE', `p${i + 1}_title`, v('title'), o ? ownerPaths.role(i, o) : null, 48, y + 68, 170);
  below(s, 'OWNERSHIP %', `p${i + 1}_pct`, v('pctText'), o ? ownerPaths.pct(i, o) : null, 218, y + 68, 90);
  below(s, 'SOCIAL SECURITY NO.', `p${i + 1}_ssn`, v('taxText'), o ? ownerPaths.tax(i, o) : null, 308, y + 68, 140);
  below(s, 'DATE OF BIRTH', `p${i + 1}_dob`, v('dobText'), o ? ownerPaths.dob(i, o) : null, 448, y + 68, 118);
  below(s, 'HOME ADDRESS', `p${i + 1}_home`, v('home'), null, 48, y + 98, 360);
  below(s, 'PERSONAL EMAIL', `p${i + 1}_cell`, o ? o.email : '', null, 408, y + 98, 158);
}

export const SILVER_STATE: Layout = {
  name: 'silver_state_principals', broker: { address: '3960 Howard Hughes Pkwy, Las Vegas, NV 89169', area: '702', domain: 'silverstatebc.example' },
  states: ['NV', 'UT'], maxOwners: 4, pages: 2, valueFont: 'Courier',
  draw(s, m, rng) {
    s.line(40, 40, 572, 40, 3);
    s.text('SILVER STATE BUSINESS CAPITAL', 40, 50, { size: 15, font: 'Courier-Bold' });
    s.text('Merchant Cash Advance Application  |  3960 Howard Hughes Pkwy, Las Vegas NV 89169', 40, 70, { size: 7.5, font: 'Courier' });
    s.line(40, 84, 572, 84, 1);
    silverBusiness(s, m);
    silverPage1(s, m, rng);
    s.newPage();
    s.text('SECTION F - PRINCIPAL INFORMATION (all owners with 20% or more)', 40, 40, { size: 9, font: 'Courier-Bold' });
    for (let i = 0; i < 4; i++) principal(s, m.owners[i], i, 58 + i * 122);
    s.text(AUTH, 40, 552, { size: 7, font: 'Courier', width: 532 });
    for (let i = 0; i < 4; i++) below(s, `SIGNATURE - PRINCIPAL #${i + 1}`, `sig${i}`, '', null, 40 + (i % 2) * 270, 660 + Math.floor(i / 2) * 40, 260, 'context');
  },
};

const above = (s: Sheet, label: string, key: string, text: string, fields: F, x: number, y: number, w: number, kind?: 'decoy' | 'context'): void =>
  aboveField(s, { label, key, text, fields, kind }, x, y, w, { size: 7, font: 'Helvetica', color: '#5a2d0c' });

function wasatchOwner(s: Sheet, o: Owner | undefined, i: number, y: number, heading: string): void {
  band(s, heading, 40, y, 532, '#8a4b16');
  const f = (fn: (i: number, o: Owner) => Fields): F => (o ? fn(i, o) : null);
  above(s, 'Full Name (First, M.I., Last)', `own${i}_name`, o ? nameText(o) : '', o ? nameFields(i, o) : null, 40, y + 38, 230);
  above(s, 'Title', `own${i}_title`, o?.title ?? '', f(ownerPaths.role), 270, y + 38, 130);
  above(s, 'Ownership', `own${i}_pct`, o?.pctText ?? '', f(ownerPaths.pct), 400, y + 38, 70);
  above(s, 'Credit Score', `own${i}_score`, o?.scoreText ?? '', f(ownerPaths.score), 470, y + 38, 102);
  above(s, 'SSN', `own${i}_ssn`, o?.taxText ?? '', f(ownerPaths.tax), 40, y + 70, 130);
  above(s, 'Date of Birth', `own${i}_dob`, o?.dobText ?? '', f(ownerPaths.dob), 170, y + 70, 110);
  above(s, 'Home Address', `own${i}_home`, o?.home ?? '', null, 280, y + 70, 292);
}

function wasatchBusiness(s: Sheet, m: Merchant): void {
  band(s, 'BUSINESS', 40, 88, 532, '#8a4b16');
  above(s, 'Legal / Corporate Name', 'legal', m.legal, P.legal(m), 40, 126, 300);
  above(s, 'DBA', 'dba', m.dbaText, P.dba(m), 340, 126, 232);
  above(s, 'Tax ID (EIN)', 'tax', m.taxText, P.tax(m), 40, 158, 140);
  above(s, 'Business Start Date', 'start', m.startText, P.start(m), 180, 158, 120);
  above(s, 'Industry', 'industry', m.industryText, P.industry(m), 300, 158, 160);
  above(s, 'Amount Requested', 'amount', m.amountText, P.amount(m), 460, 158, 112);
  above(s, 'Business Address', 'street', m.street, null, 40, 190, 250, 'context');
  above(s, 'City', 'city', m.city, null, 290, 190, 140, 'context');
  above(s, 'State', 'state', m.state, P.state(m), 430, 190, 50);
  above(s, 'Zip', 'zip', m.zip, null, 480, 190, 92, 'context');
  s.text('Entity:', 40, 202, { size: 7.5, font: 'Helvetica-Bold' });
  entityBoxes(s, m, [['LLC', 'llc'], ['Corporation', 'c_corporation'], ['S-Corp', 's_corporation'], ['Sole Prop', 'sole_proprietorship'], ['Partnership', 'general_partnership']],
    80, 202, 64);
}

export const WASATCH: Layout = {
  name: 'wasatch_additional_owner', broker: { address: '222 S Main St, 5th Floor, Salt Lake City, UT 84101', area: '801', domain: 'wasatchmf.example' },
  states: ['UT', 'ID', 'NV'], maxOwners: 2, pages: 1, valueFont: 'Helvetica',
  draw(s, m, rng) {
    s.text('Wasatch', 40, 30, { size: 24, font: 'Helvetica-Bold', color: '#8a4b16' });
    s.text('MERCHANT FUNDING', 146, 40, { size: 10, font: 'Helvetica', color: '#8a4b16' });
    s.text('Application for Business Funding\n222 S Main St, 5th Floor\nSalt Lake City, UT 84101', 400, 28, { size: 7.5, width: 172, align: 'right' });
    s.line(40, 70, 572, 70, 2, '#8a4b16');
    wasatchBusiness(s, m);
    wasatchOwner(s, m.owners[0], 0, 222, 'PRIMARY OWNER');
    wasatchOwner(s, m.owners[1], 1, 306, 'ADDITIONAL OWNER (if any)');
    band(s, 'CO-APPLICANT / SPOUSE (non-owner: holds no ownership, listed for contact and consent only)', 40, 390, 532, '#8a4b16');
    const sp = rng.chance(0.7);
    above(s, 'Name', 'coapp', sp ? m.d.spouse.name : '', null, 40, 428, 230);
    above(s, 'Relationship', 'coapp_rel', sp ? 'Spouse' : '', null, 270, 428, 110, 'context');
    above(s, 'Phone', 'coapp_phone', sp ? m.d.spouse.phone : '', null, 380, 428, 192);
    band(s, 'BANKING & REFERENCES', 40, 444, 532, '#8a4b16');
    above(s, 'Bank', 'bank', m.d.bank, null, 40, 482, 180);
    above(s, 'Routing #', 'routing', m.d.routing, null, 220, 482, 150);
    above(s, 'Account #', 'account', m.d.account, null, 370, 482, 202);
    above(s, 'Trade Reference', 'ref0', m.d.refs[0]!.name, null, 40, 514, 300);
    above(s, 'Phone', 'ref0_phone', m.d.refs[0]!.phone, null, 340, 514, 232);
    fundersTable(s, m, 40, 530, 532);
    s.text(AUTH, 40, 580, { size: 7, width: 532, color: '#333333' });
    for (let i = 0; i < 2; i++) above(s, i ? 'Additional Owner Signature / Date' : 'Primary Owner Signature / Date', `sig${i}`, '', null, 40 + i * 270, 670, 260, 'context');
    above(s, 'Wasatch Funding Advisor', 'iso', m.d.iso.name, null, 40, 730, 200);
    above(s, 'Advisor Phone', 'iso_phone', m.d.iso.phone, null, 240, 730, 150);
    above(s, 'Advisor Email', 'iso_email', m.d.iso.email, null, 390, 730, 182);
  },
};
