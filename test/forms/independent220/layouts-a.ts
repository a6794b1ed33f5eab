// Bluegrass Bridge Funding (Word, serif, ☐/☒ boxes, numbered sections) and Harbor & Pine Capital Partners
// (Google Docs, sans, grey bars, [ ]/[X] and ( )/(•) marks, payment terms, bank and existing advances).
import type { Rng } from '../../statements/generator/prng.ts';
import { v, type Kit } from './kit.ts';
import { money, type Merchant } from './model.ts';
import { bizValues, FREQS, ownerValues } from './values.ts';

export interface Layout { name: string; broker: string; look: Kit['look']; maxOwners: number; lastFirst?: boolean; creds?: boolean;
  masked?: number; scores?: boolean; dateFmts?: number[]; draw(k: Kit, m: Merchant, r: Rng): void }

const AUTH = 'By signing below, each of the above listed business and business owner(s) (individually and collectively, "Applicant") ' +
  'certifies that all information and documents submitted in connection with this application are true, accurate and complete, and ' +
  'authorizes the broker and any funder to which it may be submitted to obtain consumer and business credit reports, bank references ' +
  'and any other information from third parties to verify the statements made herein. Applicant waives and releases any claims against ' +
  'the broker and its funders arising from any act or omission relating to the requesting or receiving of such information.';

export function entityIndex(options: [string, string][], id: string): number { const i = options.findIndex((o) => o[1] === id); return i; }

function footer(k: Kit, text: string, rev: string, pages: number, serif: boolean) {
  k.doc.moveTo(48, 752).lineTo(564, 752).lineWidth(0.5).strokeColor('#888').stroke();
  k.t(text, 48, 757, { size: 7, color: '#555', font: serif ? 'SerifI' : 'Sans' });
  k.t(`${rev}     Page ${k.page} of ${pages}`, 364, 757, { size: 7, color: '#555', width: 200, align: 'right' });
}

export const BLUEGRASS: Layout = {
  name: 'bluegrass_word', broker: 'Bluegrass Bridge Funding', look: { label: 'Serif', bold: 'SerifB', size: 9 }, maxOwners: 2, creds: true,
  masked: 0.25, dateFmts: [0, 1, 2],
  draw(k, m, r) {
    const b = bizValues(m), d = k.doc;
    const head = () => {
      d.circle(70, 52, 18).fill('#2e6b3a');
      d.moveTo(56, 58).bezierCurveTo(62, 40, 78, 40, 84, 58).lineWidth(2.2).strokeColor('#fff').stroke();
      d.moveTo(54, 58).lineTo(86, 58).lineWidth(1.5).stroke();
      k.t('Bluegrass Bridge Funding', 96, 38, { font: 'SerifB', size: 15, color: '#2e6b3a' });
      k.t('Small Business Capital Solutions  •  412 E. Main Street, Suite 3, Lexington, KY 40507', 96, 57, { size: 7.5, color: '#444' });
      k.printedDecoy(v('(859) 555-0148', 'broker_phone'), 470, 38, { size: 8 });
      d.moveTo(48, 78).lineTo(564, 78).lineWidth(1).strokeColor('#2e6b3a').stroke();
    };
    const sec = (t: string, y: number) => { k.t(t, 48, y, { font: 'SerifB', size: 10 }); d.moveTo(48, y + 12).lineTo(564, y + 12).lineWidth(0.4).strokeColor('#000').stroke(); };
    head();
    k.t('MERCHANT CASH ADVANCE APPLICATION', 48, 88, { font: 'SerifB', size: 12, width: 516, align: 'center' });
    sec('1.  BUSINESS INFORMATION', 112);
    let y = 132;
    k.line('Legal Business Name:', 48, y, 516, b.legal); y += 19;
    k.line('DBA:', 48, y, 300, b.dba); k.line('Federal Tax ID (EIN):', 356, y, 208, b.tax); y += 19;
    k.line('Business Address:', 48, y, 516, b.street); y += 19;
    k.line('City:', 48, y, 220, b.city); k.line('State:', 276, y, 90, b.state); k.line('Zip:', 374, y, 80, b.zip);
    k.line('State of Inc.:', 462, y, 102, r.chance(0.8) ? b.stateOfInc : null); y += 19;
    k.line('Business Phone:', 48, y, 200, b.phone); k.line('E-mail:', 256, y, 308, b.email); y += 19;
    k.line('Date Business Started:', 48, y, 220, b.start); k.line('Type of Business:', 276, y, 288, b.industry); y += 21;
    const ents: [string, string][] = [['Sole Prop', 'sole_proprietorship'], ['Partnership', 'general_partnership'], ['LLC', 'llc'],
      ['Corp', 'c_corporation'], ['S-Corp', 's_corporation'], ['Other:', '']];
    const ei = entityIndex(ents, m.entity.id);
    k.t('Entity Type:', 48, y);
    const ex = k.checks(110, y, ents.map((e) => e[0]), ei < 0 ? 5 : ei, 'ballot', ei < 0 ? null : b.entityMark, 12);
    k.line('', ex - 8, y, 564 - ex + 8, ei < 0 ? b.entityFree : null); y += 19;
    k.t('Do you:', 48, y);
    k.checks(96, y, ['Own', 'Rent'], m.rent ? 1 : 0, 'ballot', v(m.rent ? 'Rent' : 'Own', 'own_or_rent'));
    k.line('Number of Employees:', 250, y, 150, r.chance(0.7) ? b.employees : null); y += 26;
    sec('2.  FUNDING REQUEST', y); y += 20;
    k.line('Amount Requested:  ', 48, y, 250, b.amount); k.line('Use of Funds:', 306, y, 258, b.use); y += 19;
    k.line('Average Monthly Sales:', 48, y, 250, b.sales); k.t('Preferred Payment:', 306, y);
    const fi = FREQS.indexOf(m.freq), showF = fi < 2 && r.chance(0.85);
    k.checks(396, y, ['Daily', 'Weekly'], showF ? fi : null, 'ballot', showF ? b.freq : null); y += 26;
    sec('3.  OWNER / OFFICER INFORMATION', y); y += 20;
    m.owners.forEach((o, i) => {
      const ov = ownerValues(o, i);
      k.t(`Owner ${i + 1}`, 48, y, { font: 'SerifB' }); y += 15;
      k.line('Full Name:', 48, y, 300, ov.name); k.line('Title:', 356, y, 120, ov.title); k.line('Own %:', 484, y, 80, ov.pct); y += 19;
      k.line('Home Address:', 48, y, 516, ov.home); y += 19;
      k.line('SSN:', 48, y, 160, ov.ssn); k.line('Date of Birth:', 216, y, 160, ov.dob); k.line('Cell:', 384, y, 180, ov.cell); y += 22;
    });
    footer(k, 'Bluegrass Bridge Funding is a broker, not a lender. Confidential when completed.', 'Rev. 03/2024', 2, true);
    k.newPage(); head();
    y = 92;
    sec('4.  BUSINESS PROPERTY', y); y += 20;
    k.line('Landlord / Mortgage Co.:', 48, y, 300, b.landlord); k.line('Phone:', 356, y, 208, b.landlordPhone); y += 19;
    k.line('Monthly Rent/Mortgage:', 48, y, 250, b.rent); y += 26;
    sec('5.  TRADE REFERENCES', y); y += 20;
    m.refs.forEach((rf, i) => { k.line(`${i + 1}. Company:`, 48, y, 300, v(rf.name, 'trade_reference')); k.line('Phone:', 356, y, 208, v(rf.phone, 'trade_reference_phone')); y += 19; });
    y += 7; sec('6.  AUTHORIZATION', y); y += 18;
    k.t(AUTH, 48, y, { size: 7.5, width: 516, align: 'justify' }); y += 80;
    m.owners.forEach((o, i) => {
      const ov = ownerValues(o, i);
      k.line('Signature:', 48, y, 250, null); k.line('Date:', 306, y, 150, null); y += 19;
      k.line('Print Name:', 48, y, 250, ov.name); k.line('Title:', 306, y, 150, ov.title); y += 30;
    });
    k.t('FOR OFFICE USE ONLY', 48, y, { font: 'SerifB', size: 8 }); y += 14;
    k.line('Account Rep:', 48, y, 250, null); k.printedDecoy(v('J. Whitaker', 'iso_rep'), 130, y - 1, { size: 9 }); k.line('Ref #:', 306, y, 150, null);
    footer(k, 'Bluegrass Bridge Funding is a broker, not a lender. Confidential when completed.', 'Rev. 03/2024', 2, true);
  },
};

export const HARBOR: Layout = {
  name: 'harbor_gdocs', broker: 'Harbor & Pine Capital Partners', look: { label: 'Sans', bold: 'SansB', size: 8.5, onState: 'On' }, maxOwners: 3,
  masked: 0.4, scores: true, dateFmts: [0, 2],
  draw(k, m, r) {
    const b = bizValues(m), d = k.doc;
    const head = () => {
      d.polygon([48, 60], [62, 30], [76, 60]).fill('#1f4e79');
      d.polygon([62, 60], [74, 38], [86, 60]).fill('#5b9bd5');
      k.t('HARBOR & PINE', 94, 32, { font: 'SansB', size: 16, color: '#1f4e79' });
      k.t('CAPITAL PARTNERS', 95, 51, { size: 8, color: '#5b9bd5' });
      k.t('harborpinecap.com', 360, 30, { size: 7.5, color: '#444', width: 204, align: 'right' });
      k.t('submissions@harborpinecap.com', 360, 40, { size: 7.5, color: '#444', width: 204, align: 'right' });
      k.printedDecoy(v('(813) 555-0199', 'broker_phone'), 507, 50, { size: 7.5 });
    };
    const bar = (t: string, y: number) => k.bar(t, 48, y, 516, { fill: '#d9d9d9', size: 9 });
    head();
    k.t('Business Funding Application', 48, 74, { font: 'SansB', size: 13, width: 516, align: 'center' });
    let y = 96;
    k.line('ISO / Referral Partner:', 48, y, 260, v('Coastal Merchant Advisors', 'iso_name')); k.line('Rep:', 316, y, 248, v('Dana Whitley', 'iso_rep')); y += 20;
    bar('BUSINESS INFORMATION', y); y += 20;
    k.line('Legal Name:', 48, y, 300, b.legal); k.line('Fed Tax ID / EIN:', 356, y, 208, b.tax); y += 18;
    k.line('DBA:', 48, y, 300, b.dba); k.line('Start Date:', 356, y, 208, b.start); y += 18;
    k.line('Physical Address:', 48, y, 300, b.street); k.line('Phone:', 356, y, 208, b.phone); y += 18;
    k.line('City, State, Zip:', 48, y, 300, b.cityStateZip); k.line('Website:', 356, y, 208, b.website); y += 18;
    k.line('Industry / Type of Business:', 48, y, 300, b.industry); k.line('State of Incorporation:', 356, y, 208, b.stateOfInc); y += 20;
    const ents: [string, string][] = [['Sole Prop', 'sole_proprietorship'], ['Partnership', 'general_partnership'], ['LLC', 'llc'],
      ['C-Corp', 'c_corporation'], ['S-Corp', 's_corporation'], ['PLLC', 'pllc']];
    k.t('Entity:', 48, y);
    k.checks(84, y, ents.map((e) => e[0]), entityIndex(ents, m.entity.id), 'bracket', b.entityMark, 12); y += 22;
    bar('FUNDING REQUEST', y); y += 20;
    k.line('Amount Requested:', 48, y, 200, b.amount); k.line('Requested Payment:', 256, y, 150, r.chance(0.8) ? b.payment : null);
    k.line('# of Payments:', 414, y, 150, r.chance(0.8) ? b.nPayments : null); y += 18;
    k.t('Payment Schedule:', 48, y);
    k.checks(136, y, ['Daily', 'Weekly', 'Bi-Weekly', 'Monthly'], FREQS.indexOf(m.freq), 'paren', b.freq); y += 18;
    k.line('Use of Funds:', 48, y, 300, b.use); k.line('Avg. Monthly Revenue:', 356, y, 208, b.sales); y += 22;
    bar('OWNERSHIP (list all owners with 20% or more)', y); y += 20;
    m.owners.forEach((o, i) => {
      const ov = ownerValues(o, i);
      k.line(`${i + 1}. Name:`, 48, y, 220, ov.name); k.line('Title:', 276, y, 130, ov.title); k.line('Ownership %:', 414, y, 150, ov.pct); y += 18;
      k.line('    SSN:', 48, y, 150, ov.ssn); k.line('DOB:', 206, y, 120, ov.dob); k.line('FICO (est.):', 334, y, 100, ov.score);
      k.line('Cell:', 442, y, 122, ov.cell); y += 18;
      k.line('    Home Address:', 48, y, 516, ov.home); y += 22;
    });
    bar('BANKING & EXISTING ADVANCES', y); y += 20;
    k.line('Bank Name:', 48, y, 200, b.bank); k.line('Routing #:', 256, y, 150, b.routing); k.line('Account #:', 414, y, 150, b.account); y += 18;
    k.t('Current advances / loans:', 48, y);
    k.checks(160, y, ['None', 'Yes (list below)'], m.funders.length ? 1 : 0, 'bracket', v(m.funders.length ? 'Yes' : 'None', 'has_advances')); y += 18;
    for (let i = 0; i < 2; i++) {
      const f = m.funders[i];
      k.line('Funder:', 48, y, 200, f ? v(f.name, 'existing_funder') : null); k.line('Balance:', 256, y, 150, f ? v(money(f.balance), 'existing_balance') : null);
      k.line('Payment:', 414, y, 150, f ? v(money(f.payment), 'existing_payment') : null); y += 18;
    }
    y += 4; bar('AUTHORIZATION & SIGNATURE', y); y += 18;
    k.t(AUTH, 48, y, { size: 6.8, width: 516, align: 'justify' });
    footer(k, 'Harbor & Pine Capital Partners  •  Tampa, FL', 'HPCP-APP v2.1 Rev. 01/2024', 2, false);
    k.newPage(); head();
    y = 84;
    bar('REQUIRED DOCUMENTS CHECKLIST', y); y += 20;
    for (const doc of ['Last 4 months business bank statements', 'Driver\'s license (front & back) for each owner', 'Voided business check',
      'Most recent year business tax return (requests over $150,000)']) { k.t('[  ]  ' + doc, 56, y); y += 14; }
    y += 10; bar('SIGNATURES', y); y += 30;
    m.owners.forEach((o, i) => {
      const ov = ownerValues(o, i);
      k.line('Owner Signature:', 48, y, 260, null); k.line('Printed Name:', 316, y, 248, ov.name); y += 18;
      k.line('Date:', 48, y, 160, null); y += 28;
    });
    k.t('Harbor & Pine Capital Partners arranges financing and is not a lender. Submission of this application does not guarantee funding.', 48, y + 10, { size: 7, color: '#555' });
    footer(k, 'Harbor & Pine Capital Partners  •  Tampa, FL', 'HPCP-APP v2.1 Rev. 01/2024', 2, false);
  },
};
