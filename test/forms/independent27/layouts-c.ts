// Layouts 6-7: Prairie Commerce (three pages, owner SSN and ownership corrected, an underwriting strip with a decision),
// Ledger Point (a faxed form: fax banners, RECEIVED VIA FAX, the legal name and EIN corrected, SOS note).
import { money, type Merchant } from './data.ts';
import { fmtDate } from './common.ts';
import { advances, bankRefs, BIZ, business, funding, header, officeBox, owner, OWN, section, signatures, type Funder } from './blocks.ts';
import type { Layout } from './layouts-a.ts';
import type { Sheet } from './sheet.ts';

const PRAIRIE: Funder = { name: 'Prairie Commerce Fund', tag: 'Revenue purchase agreements | Omaha - Kansas City - Denver', addr: '1200 Landmark Center, Omaha, NE 68102', phone: '(402) 555-0109', color: '#2f5d1e' };

function prairieStrip(s: Sheet, m: Merchant, y: number): void {
  s.rect(36, y, 540, 70, { dash: true });
  s.bold(42, y + 4, 'UNDERWRITING DECISION (internal)', 8);
  s.text(42, y + 18, 'Decision:', { size: 7.5 }); s.hand(90, y + 14, `APPROVED ${money(m.office.approved)}`, { font: 'note', size: 11, color: '#8b0000' });
  s.text(300, y + 18, 'Term:', { size: 7.5 }); s.hand(330, y + 14, `${m.nPayments! + 20} pmts`, { font: 'note', size: 11, color: '#8b0000' });
  s.text(42, y + 34, 'Underwriter:', { size: 7.5 }); s.hand(100, y + 30, m.office.rep, { font: 'note', size: 11, color: '#8b0000' });
  s.text(300, y + 34, 'Deal ID:', { size: 7.5 }); s.text(340, y + 34, m.office.deal, { size: 8, font: 'Courier' });
  s.text(42, y + 50, 'Stips: 4 mos. bank stmts, DL, voided check, landlord verification', { size: 7, color: '#444' });
}

export const prairie: Layout = {
  name: 'prairie-commerce-fund', maxOwners: 3, fixKeys: ['ssn0', 'pct0', 'amount', 'start', 'legal'], nFix: 3, dates: 'long', truth: {},
  draw(s, m) {
    let y = header(s, PRAIRIE, 'Application - Part 1 of 3: Business', m);
    s.stamp(430, 88, ['FOR OFFICE USE'], { angle: -4, color: '#2f5d1e', size: 11 });
    y = section(s, y + 20, 'The Business', PRAIRIE.color);
    y = business(s, m, y, { ...BIZ, legal: 'Registered Business Name', dba: 'Operating As (DBA)', entity: 'Ownership Type', industry: 'Industry / Business Description', tax: 'TIN', start: 'Date of Inception', inc: 'Reg. State' }, { dates: 'long', checks: true });
    y = section(s, y, 'Funding Request', PRAIRIE.color);
    y = funding(s, m, y, { amountLabel: 'Requested Amount', terms: true, freqChecks: true });
    s.text(36, y + 10, 'Page 1 of 3', { size: 7, width: 540, align: 'right' });
    s.page();
    y = header(s, PRAIRIE, 'Application - Part 2 of 3: Principals', m);
    for (const [i, w] of m.owners.entries()) y = owner(s, m, w, i, y + 4, { ...OWN, name: 'Principal Name', title: 'Official Title', pct: 'Percent Owned', ssn: 'Soc. Sec. No.', dob: 'Birthdate', score: 'Approx. Credit' }, { dates: 'long', scores: true }) + 6;
    if (m.fixes.ssn0) s.note(420, 96, `SSN corrected per DL - ${m.fixes.ssn0.initials}`, -3, 9);
    y = section(s, y, 'Existing Obligations', PRAIRIE.color);
    advances(s, m, y, 'Merchant cash advances / business loans now outstanding');
    s.page();
    y = header(s, PRAIRIE, 'Application - Part 3 of 3: Banking, Consent & Signatures', m);
    y = bankRefs(s, m, y + 4);
    y = signatures(s, m, y + 4);
    prairieStrip(s, m, Math.min(y + 8, 690));
    s.stamp(400, Math.min(y + 70, 730), ['RECEIVED', `${m.dateSigned}`], { angle: -10 });
  },
};

const LEDGER: Funder = { name: 'Ledger Point Financial', tag: 'Merchant funding desk - fax 1 (888) 555-0134', addr: '77 W Wacker Dr, Chicago, IL 60601', phone: '(312) 555-0134', color: '#222222' };

function faxBanner(s: Sheet, m: Merchant, p: number, of: number): void {
  s.text(20, 10, `${m.dateSigned} 10:4${p} AM   FROM: ${m.phone.replace(/[()]/g, '').replace(' ', '-')}   TO: 18885550134   LEDGER POINT FUNDING   P.00${p}/00${of}`, { size: 6.5, font: 'Courier' });
}

export const ledger: Layout = {
  name: 'ledger-point-financial', maxOwners: 3, fixKeys: ['legal', 'taxId', 'start', 'street', 'amount'], nFix: 3, dates: 'us',
  truth: { omit: ['requested_payment', 'number_of_payments', 'payment_frequency'], scores: false, dob: false },
  draw(s, m) {
    let y = header(s, LEDGER, 'Business Funding Application', m) + 4;
    faxBanner(s, m, 1, 2);
    y = section(s, y, 'About the business', '#444');
    y = business(s, m, y, { ...BIZ, legal: 'Exact Legal Name', dba: 'DBA Name', entity: 'Type of Entity', industry: 'What does the business do?', tax: 'Federal EIN', start: 'Start Date', inc: 'State Formed' }, { dates: 'us', checks: false });
    y = section(s, y, 'Request', '#444');
    y = funding(s, m, y, { amountLabel: 'How much do you need?', terms: false });
    y = advances(s, m, y, 'List any current advances (or write NONE)');
    s.text(36, y, 'Page 1 of 2 - please fax both pages', { size: 7, color: '#555' });
    if (m.fixes.legal || m.fixes.taxId) s.note(60, y + 24, `legal name / EIN verified w/ SOS ${m.dateSigned.slice(0, 5).replace(/^0/, '')} -KR`, -3, 10);
    s.stamp(380, y + 20, ['RECEIVED VIA FAX', fmtDate(`2025-${m.dateSigned.slice(0, 5).replace('/', '-')}`, 'long')], { angle: -6, color: '#1f3fa3', size: 11 });
    s.page();
    s.rect(0, 0, 612, 8, { fill: LEDGER.color, stroke: 'none' });
    faxBanner(s, m, 2, 2);
    y = section(s, 30, 'About the owner(s)', '#444');
    for (const [i, w] of m.owners.entries()) y = owner(s, m, w, i, y, { ...OWN, name: 'Owner Full Name', title: 'Title', pct: 'Ownership', ssn: 'Social Security #', home: 'Residence' }, { dates: 'us', scores: false, dob: false });
    y = section(s, y, 'Where you bank', '#444');
    y = bankRefs(s, m, y);
    y = signatures(s, m, y + 4);
    officeBox(s, m, 36, Math.min(y + 4, 712), 300, 'Office use only');
    s.note(360, Math.min(y + 20, 730), `call back re: 2nd location - ${m.office.rep.split(' ')[0]}`, -3, 9);
  },
};
