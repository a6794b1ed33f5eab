// Layouts of two US brokers: Harborline (one page, labels at the top of each box) and Quarry Street (two pages,
// labels under the value, IRS-style, with a remittance schedule).
import type { Rng } from '../../statements/generator/prng.ts';
import type { LayoutSpec, Merchant } from './data.ts';
import type { Sheet, Theme } from './draw.ts';
import { AMOUNT, DBA, INDUSTRY, LEGAL, NPAY, O, PAYMENT, START, STATE, TAX, banner, consent, entityBox, freqBox, signatures } from './parts.ts';

export interface Layout { name: string; broker: string; spec: LayoutSpec; theme: Theme; draw(s: Sheet, m: Merchant, r: Rng): void }
const money0 = (t: string): string => t;

export const HARBORLINE: Layout = {
  name: 'harborline', broker: 'Harborline Capital Group',
  spec: { country: 'US', maxOwners: 4, lastFirst: 0.1, entityMode: 'check', yearsOnly: 0, payments: false, bareEin: true },
  theme: { labelFont: 'Helvetica', labelSize: 5.5, valueFont: 'Courier', valueSize: 9.5, labelPos: 'top', rule: '#6b7b8c', zebra: '#e9eef4', accent: '#1f3a5f', barText: '#fff' },
  draw(s, m, r) {
    const Z = s.theme.zebra, X = 48, W = 534, H = 23;
    banner(s, { y: 28, h: 50, color: '#1f3a5f', name: 'HARBORLINE', sub: 'CAPITAL GROUP  ·  WORKING CAPITAL FOR MAIN STREET', mark: 'wave', font: 'Helvetica-Bold',
      contact: ['14 Pier Plaza, Floor 3, Stamford, CT 06902', 'Tel (203) 555-0148  ·  Fax (203) 555-0149', 'submissions@harborlinecap.com'] });
    s.say('Business Funding Application', 30, 86, { font: 'Helvetica-Bold', size: 12 });
    s.say('Please complete all boxes. Incomplete applications delay your offer.', 250, 89, { size: 6.5, color: '#555' });
    let y = 102;
    s.vbar(30, y, 15, H * 4 + 26, 'BUSINESS');
    s.row(X, y, W, H, [[3, 'Legal / Corporate Name', m.legal, 'legal', LEGAL(m)], [2, 'DBA (Doing Business As)', m.dbaText, 'dba', DBA(m)]]);
    s.row(X, y += H, W, H, [[3, 'Physical Address (No P.O. Box)', m.street, 'street'], [1.5, 'City', m.place.city, 'city'], [0.6, 'State', m.place.code, 'state', STATE(m)], [0.8, 'Zip', m.zip, 'zip']], Z);
    s.row(X, y += H, W, H, [[1.1, 'Business Phone', m.phone, 'phone'], [1.6, 'E-mail', m.email, 'email'], [1.3, 'Website', m.website, 'web'], [1.2, 'Federal Tax ID (EIN)', m.tax.text, 'taxid', TAX(m)]]);
    s.row(X, y += H, W, H, [[1.1, 'Date Business Started', m.startText, 'start', START(m)], [0.7, 'State of Inc.', m.stateInc, 'decoy.state_inc'], [2.2, 'Type of Business / Products Sold', m.industryText, 'industry', INDUSTRY(m)], [0.7, '# Employees', m.employees, 'employees']], Z);
    entityBox(s, m, X, y += H, W * 0.78, 26, 'Legal Entity (check one)', [['Corporation', 'c_corporation'], ['LLC', 'llc'], ['S-Corp', 's_corporation'], ['Partnership', 'general_partnership'], ['Sole Prop.', 'sole_proprietorship'], ['Non-Profit', 'nonprofit_corporation']]);
    const pa = s.cap(X + W * 0.78, y, W * 0.22, 26, 'Premises');
    s.check(pa.x + 2, pa.y + 4, 'Own', m.ownRent === 'Own', 'own');
    s.check(pa.x + 34, pa.y + 4, 'Rent', m.ownRent === 'Rent', 'rent');
    y += 30;
    s.vbar(30, y, 15, H * 2, 'FUNDING');
    s.row(X, y, W, H, [[1.1, 'Amount Requested', m.amountText, 'amount', AMOUNT(m)], [2, 'Use of Proceeds', m.useOfFunds, 'use'], [1.1, 'Avg. Monthly Sales', m.monthlySales, 'sales'], [1.1, 'Annual Gross Revenue', m.annualRevenue, 'revenue']]);
    const f0 = m.funders[0];
    s.row(X, y += H, W, H, [[1.6, 'Current Advance With (Funder)', f0?.name ?? null, 'decoy.funder'], [1, 'Balance Owed', f0?.balance ?? null, 'decoy.funder_bal'], [1, 'Daily / Weekly Pmt', f0?.payment ?? null, 'decoy.funder_pmt'], [1.6, 'Landlord / Mortgage Co.', m.landlord.name, 'decoy.landlord'], [1.1, 'Landlord Phone', m.landlord.phone, 'decoy.landlord_phone']], Z);
    y += H + 5;
    s.vbar(30, y, 15, H, 'BANK');
    s.row(X, y, W, H, [[1.5, 'Business Bank', m.bank.name, 'decoy.bank'], [1, 'ABA Routing #', m.bank.routing, 'decoy.routing'], [1.2, 'Business Checking Acct #', m.bank.account, 'decoy.account'], [1, 'Monthly Rent', m.landlord.rent, 'decoy.rent']], Z);
    y += H + 5;
    const nO = Math.max(2, m.owners.length);
    s.vbar(30, y, 15, H * 2 * nO, 'OWNERS');
    for (let i = 0; i < nO; i++) {
      const o = m.owners[i], f = i % 2 === 1 ? Z : undefined;
      const blank = (v: string | null | undefined): string | null => (o ? v ?? null : null);
      s.row(X, y, W, H, [[2.4, `Owner ${i + 1} - Full Name`, blank(o?.nameText), `owner${i}.name`, o ? O.name(i, o) : {}], [1, 'Title', blank(o?.title), `owner${i}.title`, o ? O.title(i, o) : {}],
        [0.7, 'Ownership %', blank(o?.pctText), `owner${i}.pct`, o ? O.pct(i, o) : {}], [0.7, 'FICO (est.)', o?.score != null ? String(o.score) : null, `owner${i}.score`, o ? O.score(i, o) : {}], [1.2, 'Date of Birth', blank(o?.dobText), `owner${i}.dob`, o ? O.dob(i, o) : {}]], f);
      s.row(X, y += H, W, H, [[1.1, 'SSN', blank(o?.tax.text), `owner${i}.ssn`, o ? O.tax(i, o) : {}], [3.4, 'Home Address', blank(o?.home), `decoy.owner${i}.home`], [1.3, 'Cell Phone', blank(o?.phone), `owner${i}.cell`], [1.5, 'E-mail', blank(o?.email), `owner${i}.email`]], f);
      y += H;
    }
    y += 5;
    s.vbar(30, y, 15, H, 'REFS');
    s.row(X, y, W, H, [[1.6, 'Trade Reference', m.refs[0]!.name, 'decoy.ref1'], [1, 'Phone', m.refs[0]!.phone, 'decoy.ref1_phone'], [1.6, 'Trade Reference', m.refs[1]!.name, 'decoy.ref2'], [1, 'Phone', m.refs[1]!.phone, 'decoy.ref2_phone']]);
    y += H + 6;
    y = consent(s, 30, y, 552, 'By signing below, each of the undersigned (individually and on behalf of the business) certifies that the information above is true and complete, and authorizes Harborline Capital Group and its funding partners, assignees and agents to obtain consumer and business credit reports, verify bank, landlord and trade references, and share this application with prospective funders. Each owner authorizes periodic credit reviews for as long as any obligation remains. This is not a loan application; any funding is a purchase of future receivables. ' + r.pick(['Faxed and electronic signatures are valid as originals.', 'A copy of this authorization is as valid as the original.']), r.pick([5.6, 6, 6.3]));
    signatures(s, m, 30, y + 6, 552, 2, ['Signature of Owner', 'Print name / title', 'Date']);
    s.say(`HCG-APP rev. ${r.pick(['03/24', '11/23', '06/25'])}  ·  Page 1 of 1`, 30, 770, { size: 5.5, color: '#777' });
  },
};

export const QUARRY: Layout = {
  name: 'quarry', broker: 'Quarry Street Funding',
  spec: { country: 'US', maxOwners: 4, lastFirst: 0.55, entityMode: 'check', yearsOnly: 0, payments: true, bareEin: true },
  theme: { labelFont: 'Times-Bold', labelSize: 5.8, valueFont: 'Helvetica', valueSize: 9, labelPos: 'bottom', rule: '#444', zebra: '#f1ede4', accent: '#5b4a2f', barText: '#f6efe0' },
  draw(s, m, r) {
    const Z = s.theme.zebra, X = 50, W = 532, H = 22;
    banner(s, { y: 26, h: 46, color: '#5b4a2f', name: 'Quarry Street Funding', sub: 'REVENUE-BASED BUSINESS CAPITAL', mark: 'diamond', font: 'Times-Bold',
      contact: ['221 Quarry St, Suite 5, Quincy, MA 02169', 'Direct 617-555-0112', 'apps@quarrystreetfunding.com'] });
    s.say('MERCHANT APPLICATION  -  PART I: THE BUSINESS', 30, 80, { font: 'Times-Bold', size: 11 });
    let y = 96;
    s.vbar(30, y, 17, H * 5, 'COMPANY');
    s.row(X, y, W, H, [[2.6, 'Business legal name (as shown on tax return)', m.legal, 'legal', LEGAL(m)], [2, 'Trade name / d/b/a', m.dbaText, 'dba', DBA(m)], [1.1, 'Employer ID No. (EIN)', m.tax.text, 'taxid', TAX(m)]]);
    s.row(X, y += H, W, H, [[2.4, 'Street address of business location', m.street, 'street'], [1.3, 'City', m.place.city, 'city'], [0.5, 'State', m.place.code, 'state', STATE(m)], [0.7, 'ZIP code', m.zip, 'zip'], [0.9, 'Own / Rent', m.ownRent, 'ownrent']], Z);
    s.row(X, y += H, W, H, [[1, 'Telephone', m.phone, 'phone'], [1.5, 'Email address', m.email, 'email'], [1.4, 'Nature of business', m.industryText, 'industry', INDUSTRY(m)], [0.9, 'Business inception date', m.startText, 'start', START(m)], [0.7, 'Incorporated in', m.stateInc, 'decoy.state_inc']]);
    entityBox(s, m, X, y += H, W, H * 2 - 4, 'Form of business organization - mark one', [['C-Corp', 'c_corporation'], ['S-Corp', 's_corporation'], ['LLC', 'llc'], ['LLP', 'llp'], ['LP', 'limited_partnership'], ['Sole Proprietor', 'sole_proprietorship']], Z);
    y += H * 2 + 8;
    s.vbar(30, y, 17, H * 2, 'REQUEST');
    s.row(X, y, W, H, [[1, 'Funding amount sought', m.amountText, 'amount', AMOUNT(m)], [1.6, 'Purpose of funds', m.useOfFunds, 'use'], [0.9, 'Proposed payment', m.paymentText, 'payment', PAYMENT(m)], [0.8, 'No. of payments', m.nPayments === null ? null : String(m.nPayments), 'npay', NPAY(m)], [0.9, 'Gross monthly sales', m.monthlySales, 'sales']]);
    freqBox(s, m, X, y += H, W * 0.62, H, 'Remittance schedule', undefined, Z);
    s.cell(X + W * 0.62, y, W * 0.38, H, 'Annual revenue (last FY)', m.annualRevenue, 'revenue', {}, Z);
    y += H + 14;
    s.vbar(30, y, 17, H * 3, 'POSITIONS');
    s.say('Open cash advances / business loans (list all)', X, y - 9, { size: 5.8, font: 'Times-Italic' });
    for (let i = 0; i < 3; i++) {
      const f = m.funders[i];
      s.row(X, y + i * H, W, H, [[2, 'Funder / lender', f?.name ?? null, `decoy.funder${i}`], [1, 'Current balance', f?.balance ?? null, `decoy.funder${i}_bal`], [1, 'Payment', f?.payment ?? null, `decoy.funder${i}_pmt`], [1, 'Frequency', f ? r.pick(['Daily', 'Weekly']) : null, `decoy.funder${i}_freq`]], i % 2 ? Z : undefined);
    }
    y += H * 3 + 8;
    s.vbar(30, y, 17, H * 2, 'ISO');
    s.row(X, y, W, H, [[1.5, 'Referring ISO / agent', m.iso.name, 'decoy.iso'], [1.5, 'ISO company', 'Quarry Street Funding', 'decoy.iso_co'], [1, 'Agent phone', m.iso.phone, 'decoy.iso_phone'], [1, 'ISO #', `QSF-${money0(String(1000 + (m.years * 37) % 900))}`, 'decoy.iso_no']]);
    s.row(X, y += H, W, H, [[1.6, 'Depository bank', m.bank.name, 'decoy.bank'], [1, 'Routing number', m.bank.routing, 'decoy.routing'], [1.2, 'Account number', m.bank.account, 'decoy.account'], [1, 'Years at location', String(Math.max(1, m.years - 2)), 'yrs_loc']], Z);
    y += H + 10;
    consent(s, 30, y, 552, 'Continued on Part II (owners / guarantors, references, authorization). Both parts must be signed and returned with the last four (4) months of business bank statements.', 6.5, 'Times-Italic');
    s.say('QSF-MA-01  ·  Part I', 30, 770, { size: 5.5, color: '#777' });
    s.addPage();
    s.say('PART II: OWNERS / GUARANTORS  (everyone owning 20% or more)', 30, 36, { font: 'Times-Bold', size: 11 });
    y = 54;
    const nO = Math.max(2, m.owners.length);
    s.vbar(30, y, 17, H * 3 * nO, 'PRINCIPALS');
    for (let i = 0; i < nO; i++) {
      const o = m.owners[i], f = i % 2 ? Z : undefined;
      const b = (v: string | null | undefined): string | null => (o ? v ?? null : null);
      s.row(X, y, W, H, [[2.5, `Principal ${i + 1} - name (last, first MI)`, b(o?.nameText), `owner${i}.name`, o ? O.name(i, o) : {}], [1.2, 'Title / position', b(o?.title), `owner${i}.title`, o ? O.title(i, o) : {}], [0.8, '% owned', b(o?.pctText), `owner${i}.pct`, o ? O.pct(i, o) : {}]], f);
      s.row(X, y += H, W, H, [[1.2, 'Social Security No.', b(o?.tax.text), `owner${i}.ssn`, o ? O.tax(i, o) : {}], [1, 'Birth date', b(o?.dobText), `owner${i}.dob`, o ? O.dob(i, o) : {}], [0.8, 'Credit score', o?.score != null ? String(o.score) : null, `owner${i}.score`, o ? O.score(i, o) : {}], [1.4, 'Mobile', b(o?.phone), `owner${i}.cell`]], f);
      s.row(X, y += H, W, H, [[1, 'Residence address (street, city, state, ZIP)', b(o?.home), `decoy.owner${i}.home`]], f);
      y += H;
    }
    y += 8;
    s.vbar(30, y, 17, H * 2, 'REFS');
    s.row(X, y, W, H, [[2, 'Landlord / mortgage holder', m.landlord.name, 'decoy.landlord'], [1, 'Phone', m.landlord.phone, 'decoy.landlord_phone'], [1, 'Monthly rent / mortgage', m.landlord.rent, 'decoy.rent']]);
    s.row(X, y += H, W, H, [[1.5, 'Supplier reference', m.refs[0]!.name, 'decoy.ref1'], [1, 'Phone', m.refs[0]!.phone, 'decoy.ref1_phone'], [1.5, 'Supplier reference', m.refs[1]!.name, 'decoy.ref2'], [1, 'Phone', m.refs[1]!.phone, 'decoy.ref2_phone']], Z);
    y += H + 12;
    s.say('AUTHORIZATION', 30, y, { font: 'Times-Bold', size: 8 });
    y = consent(s, 30, y + 11, 552, 'The merchant and each principal signing below represent that the statements in Parts I and II are accurate and that no bankruptcy is pending or contemplated. Each signer authorizes Quarry Street Funding, the funders it presents this file to, and their successors to request consumer reports, business credit reports, tax transcripts and bank verifications, now and while any balance is outstanding, and to contact the references and landlord named above. Signers consent to receive calls and texts, including by autodialer, at the numbers given. ' + r.pick(['Electronic signatures count as originals.', 'Copies and scans of this form are as good as the original.']), 6.2, 'Times-Roman');
    signatures(s, m, 30, y + 10, 552, 2, ['Principal signature', 'Printed name & title', 'Date signed']);
    s.say('QSF-MA-01  ·  Part II', 30, 770, { size: 5.5, color: '#777' });
  },
};
