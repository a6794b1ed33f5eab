// Copperline Merchant Services (one dense page, condensed sans, free-text entity, owners side by side) and Lone Star
// Working Capital Group (two pages, "Last, First" owner names, ☐ boxes with "Other:", advances table with grid lines).
import { v } from './kit.ts';
import { money } from './model.ts';
import { bizValues, FREQS, ownerValues } from './values.ts';
import { entityIndex, type Layout } from './layouts-a.ts';

const FINE = 'Merchant certifies that the information above is true and complete and authorizes Copperline Merchant Services, its ' +
  'assigns and participating funding sources to obtain credit reports, verify bank accounts and contact trade references. A copy of ' +
  'this authorization is as valid as the original. Merchant understands this is an application and not a commitment to fund.';

export const COPPERLINE: Layout = {
  name: 'copperline_compact', broker: 'Copperline Merchant Services', look: { label: 'Cond', bold: 'CondB', size: 8.5 }, maxOwners: 2,
  masked: 0.6, scores: true, dateFmts: [0, 1],
  draw(k, m, r) {
    const b = bizValues(m), d = k.doc;
    d.rect(48, 30, 30, 30).fill('#b87333');
    d.circle(63, 45, 9).lineWidth(3).strokeColor('#fff').stroke();
    k.t('COPPERLINE', 86, 30, { font: 'CondB', size: 17, color: '#b87333' });
    k.t('MERCHANT SERVICES', 87, 50, { font: 'Cond', size: 7.5, color: '#555' });
    k.t('MERCHANT APPLICATION', 380, 32, { font: 'CondB', size: 12, width: 184, align: 'right' });
    k.t('Fax completed form to (602) 555-0177', 380, 49, { size: 7.5, width: 184, align: 'right', color: '#555' });
    d.moveTo(48, 66).lineTo(564, 66).lineWidth(2).strokeColor('#b87333').stroke();
    let y = 76;
    const L = 48, R = 312, W = 252;
    const head = (t: string, x: number, yy: number, w = W) => { k.t(t, x, yy, { font: 'CondB', size: 9, color: '#b87333' }); d.moveTo(x, yy + 11).lineTo(x + w, yy + 11).lineWidth(0.5).strokeColor('#b87333').stroke(); };
    head('1. COMPANY INFORMATION', L, y, 516); y += 17;
    k.line('Corporate/Legal Name:', L, y, 516, b.legal); y += 16;
    k.line('Trade Name (DBA):', L, y, W, b.dba); k.line('Entity Type:', R, y, W, b.entityFree); y += 16;
    k.line('Federal Tax ID (EIN):', L, y, W, b.tax); k.line('State Inc.:', R, y, 110, b.stateOfInc); k.line('Employees:', R + 118, y, W - 118, b.employees); y += 16;
    const showStart = r.chance(0.75);
    k.line('Date Established:', L, y, W, showStart ? b.start : null); k.line('Years in Business:', R, y, W, showStart ? null : b.years); y += 16;
    k.line('Street Address:', L, y, 516, b.street); y += 16;
    k.line('City:', L, y, 170, b.city); k.line('State:', 226, y, 80, b.state); k.line('Zip:', R, y, 100, b.zip); k.line('Phone:', R + 108, y, W - 108, b.phone); y += 16;
    k.line('Nature of Business:', L, y, W, b.industry); k.line('E-mail:', R, y, W, b.email); y += 16;
    k.line('Landlord / Mortgage Holder:', L, y, W, b.landlord); k.line('Landlord Phone:', R, y, W, b.landlordPhone); y += 22;
    head('2. FUNDING', L, y, 516); y += 17;
    k.line('Funding Amount Requested:', L, y, W, b.amount); k.line('Gross Monthly Sales:', R, y, W, b.sales); y += 16;
    k.line('Purpose of Funds:', L, y, W, b.use); k.line('Current Funder Balance (if any):', R, y, W, m.funders[0] ? v(money(m.funders[0].balance), 'existing_balance') : null); y += 22;
    head('3. OWNER #1', L, y); head('4. OWNER #2 (if any)', R, y); y += 17;
    const cols = [L, R];
    const rows: [string, 'name' | 'title' | 'pct' | 'ssn' | 'dob' | 'score' | 'home' | 'cell'][] = [['Name:', 'name'], ['Title:', 'title'],
      ['Ownership %:', 'pct'], ['Soc. Sec. #:', 'ssn'], ['Date of Birth:', 'dob'], ['Credit Score:', 'score'], ['Home Address:', 'home'], ['Mobile:', 'cell']];
    for (const [label, key] of rows) {
      cols.forEach((x, i) => { const o = m.owners[i]; k.line(label, x, y, W, o ? ownerValues(o, i)[key] : null); });
      y += 16;
    }
    y += 6; head('5. BANK & TRADE REFERENCES', L, y, 516); y += 17;
    k.line('Business Bank:', L, y, W, b.bank); k.line('Bank Contact / Phone:', R, y, W, null); y += 16;
    k.line('ABA Routing:', L, y, W, b.routing); k.line('Checking Acct #:', R, y, W, b.account); y += 16;
    m.refs.forEach((rf, i) => { k.line(`Trade Ref. ${i + 1}:`, L, y, W, v(rf.name, 'trade_reference')); k.line('Phone:', R, y, W, v(rf.phone, 'trade_reference_phone')); y += 16; });
    y += 4;
    k.t(FINE, L, y, { size: 6.5, width: 516, align: 'justify', color: '#333' }); y += 34;
    m.owners.forEach((o, i) => {
      k.line('X', cols[i]!, y, 160, null); k.line('Date:', cols[i]! + 166, y, 86, null);
      k.t(`Owner #${i + 1} Signature`, cols[i]!, y + 12, { size: 6.5, color: '#555' });
    });
    y += 28;
    k.t('ISO Use:', L, y, { font: 'CondB', size: 7.5 }); k.printedDecoy(v('Agent Code CMS-' + (1000 + (m.amount % 997)), 'iso_code'), L + 38, y, { size: 7.5 });
    k.t('Rep:', R, y, { font: 'CondB', size: 7.5 }); k.printedDecoy(v('Trevor Haskins', 'iso_rep'), R + 20, y, { size: 7.5 });
    d.moveTo(48, 752).lineTo(564, 752).lineWidth(0.5).strokeColor('#b87333').stroke();
    k.t('Copperline Merchant Services  •  2201 N. Central Ave, Phoenix, AZ 85004', 48, 757, { size: 7, color: '#555' });
    k.t('Form CMS-100  Rev. 11/2023    Page 1 of 1', 400, 757, { size: 7, color: '#555', width: 164, align: 'right' });
  },
};

export const LONESTAR: Layout = {
  name: 'lonestar_two_page', broker: 'Lone Star Working Capital Group', look: { label: 'Serif', bold: 'SerifB', size: 8.8 }, maxOwners: 3,
  lastFirst: true, masked: 0.2, scores: true, dateFmts: [0, 2],
  draw(k, m, r) {
    const b = bizValues(m), d = k.doc;
    const star = (cx: number, cy: number, R: number) => {
      const pts: [number, number][] = [];
      for (let i = 0; i < 10; i++) { const a = -Math.PI / 2 + (i * Math.PI) / 5, rr = i % 2 ? R * 0.42 : R; pts.push([cx + rr * Math.cos(a), cy + rr * Math.sin(a)]); }
      d.polygon(...pts).fill('#a4262c');
    };
    const head = () => {
      star(66, 46, 18);
      k.t('LONE STAR', 90, 30, { font: 'SerifB', size: 16, color: '#002868' });
      k.t('WORKING CAPITAL GROUP', 90, 49, { font: 'SerifB', size: 8, color: '#a4262c' });
      k.t('1100 Louisiana St., Floor 12  •  Houston, Texas 77002', 330, 32, { size: 7.5, width: 234, align: 'right', color: '#333' });
      k.printedDecoy(v('Tel (713) 555-0126', 'broker_phone'), 491, 44, { size: 7.5 });
      d.rect(48, 68, 516, 2).fill('#002868');
    };
    const foot = () => {
      k.t('CONFIDENTIAL  -  Lone Star Working Capital Group, LLC', 48, 757, { size: 7, color: '#555' });
      k.t(`LSWCG-01  Rev. 06/2024     Page ${k.page} of 2`, 380, 757, { size: 7, color: '#555', width: 184, align: 'right' });
    };
    const sec = (t: string, y: number) => k.bar(t, 48, y, 516, { fill: '#002868', color: '#fff', font: 'SerifB', size: 9 });
    head();
    k.t('APPLICATION FOR BUSINESS FUNDING', 48, 78, { font: 'SerifB', size: 12, width: 516, align: 'center' });
    let y = 100;
    sec('SECTION 1 - COMPANY', y); y += 22;
    k.line('Company Legal Name:', 48, y, 516, b.legal); y += 18;
    k.line('d/b/a:', 48, y, 290, b.dba); k.line('Tax ID # (EIN):', 346, y, 218, b.tax); y += 18;
    k.line('Business Location (no P.O. Box):', 48, y, 516, b.street); y += 18;
    k.line('City:', 48, y, 200, b.city); k.line('State:', 256, y, 80, b.state); k.line('Zip:', 344, y, 90, b.zip); k.line('Phone:', 442, y, 122, b.phone); y += 18;
    k.line('Inception Date:', 48, y, 200, b.start); k.line('Describe Business:', 256, y, 308, b.industry); y += 20;
    const ents: [string, string][] = [['Corporation', 'c_corporation'], ['LLC', 'llc'], ['Partnership', 'general_partnership'], ['Sole Proprietor', 'sole_proprietorship']];
    const ei = entityIndex(ents, m.entity.id);
    k.t('Legal Entity:', 48, y);
    const ex = k.checks(112, y, [...ents.map((e) => e[0]), 'Other:'], ei < 0 ? 4 : ei, 'ballot', ei < 0 ? null : b.entityMark, 11);
    k.line('', ex - 8, y, 564 - ex + 8, ei < 0 ? b.entityFree : null); y += 18;
    k.line('Incorporated in (State):', 48, y, 220, b.stateOfInc); k.line('Website:', 276, y, 288, b.website); y += 24;
    sec('SECTION 2 - REQUESTED TERMS', y); y += 22;
    k.line('Advance Amount:', 48, y, 170, b.amount); k.line('Payment Amount:', 226, y, 160, r.chance(0.7) ? b.payment : null);
    k.line('No. of Payments:', 394, y, 170, r.chance(0.7) ? b.nPayments : null); y += 18;
    k.t('Remittance:', 48, y);
    k.checks(106, y, ['Daily', 'Weekly', 'Bi-Weekly', 'Monthly'], FREQS.indexOf(m.freq), 'paren', b.freq); y += 24;
    sec('SECTION 3 - OUTSTANDING ADVANCES / LOANS', y); y += 20;
    const cx = [48, 230, 340, 450, 564];
    ['Funding Company', 'Orig. Amount', 'Balance', 'Daily/Wkly Pmt'].forEach((h, i) => k.t(h, cx[i]! + 3, y + 2, { font: 'SerifB', size: 8 }));
    for (let i = 0; i <= 3; i++) d.moveTo(48, y + i * 16).lineTo(564, y + i * 16).lineWidth(0.5).strokeColor('#000').stroke();
    cx.forEach((x) => d.moveTo(x, y).lineTo(x, y + 48).lineWidth(0.5).stroke());
    m.funders.slice(0, 2).forEach((f, i) => {
      const ry = y + 16 * (i + 1) + 3;
      k.value(v(f.name, 'existing_funder'), cx[0]! + 4, ry, 170); k.value(v(money(Math.round(f.balance * 1.6 / 1000) * 1000), 'existing_original'), cx[1]! + 4, ry, 100);
      k.value(v(money(f.balance), 'existing_balance'), cx[2]! + 4, ry, 100); k.value(v(money(f.payment), 'existing_payment'), cx[3]! + 4, ry, 100);
    });
    y += 60;
    sec('SECTION 4 - BANKING', y); y += 22;
    k.line('Depository Bank:', 48, y, 200, b.bank); k.line('Routing:', 256, y, 140, b.routing); k.line('Acct:', 404, y, 160, b.account); y += 18;
    k.line('Avg. Monthly Deposits:', 48, y, 200, b.sales); k.line('Landlord:', 256, y, 308, b.landlord); y += 30;
    k.t('IMPORTANT: Lone Star Working Capital Group arranges the purchase of future receivables and business loans through third-party ' +
      'funding sources. It is not a lender and does not make credit decisions. Any offer, its factor rate and its total cost will be ' +
      'disclosed by the funding source as required by the commercial financing disclosure laws of the applicable state.', 48, y,
    { size: 7, width: 516, align: 'justify', color: '#333' }); y += 44;
    k.bar('BROKER USE ONLY', 48, y, 516, { fill: '#eeeeee', size: 8 }); y += 20;
    k.t('Submitted by:', 48, y); k.printedDecoy(v('Ray Delgado, Sr. Funding Advisor', 'iso_rep'), 112, y);
    k.t('Direct:', 330, y); k.printedDecoy(v('(713) 555-0187', 'iso_phone'), 364, y);
    foot();
    k.newPage(); head();
    y = 84;
    sec('SECTION 5 - PRINCIPALS (all owners of 20% or more)', y); y += 22;
    m.owners.forEach((o, i) => {
      const ov = ownerValues(o, i);
      k.t(`Principal ${i + 1}`, 48, y, { font: 'SerifB' }); y += 15;
      k.line('Name (Last, First):', 48, y, 290, ov.name); k.line('Title:', 346, y, 218, ov.title); y += 18;
      k.line('% Owned:', 48, y, 110, ov.pct); k.line('SSN:', 166, y, 150, ov.ssn); k.line('D.O.B.:', 324, y, 120, ov.dob); k.line('FICO:', 452, y, 112, ov.score); y += 18;
      k.line('Residence:', 48, y, 516, ov.home); y += 24;
    });
    sec('SECTION 6 - CERTIFICATION', y); y += 20;
    k.t('Each undersigned principal certifies that he or she is an owner of the business named above, that the information in this ' +
      'application is true, and authorizes Lone Star Working Capital Group, LLC and its funding partners to obtain personal and business ' +
      'credit reports and any other information necessary to evaluate this request. The undersigned consents to receive calls and text ' +
      'messages at the numbers provided.', 48, y, { size: 7.5, width: 516, align: 'justify' });
    y += 56;
    m.owners.forEach((o, i) => {
      const ov = ownerValues(o, i);
      k.line('Signature:', 48, y, 230, null); k.line('Name:', 286, y, 180, v(`${o.first} ${o.last}`, 'owner.name_signature',
        { [`application.applicants[${i}].first_name`]: ov.name.fields[`application.applicants[${i}].first_name`]!,
          [`application.applicants[${i}].last_name`]: o.last })); k.line('Date:', 474, y, 90, null); y += 26;
    });
    foot();
  },
};
