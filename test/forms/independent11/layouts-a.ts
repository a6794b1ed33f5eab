// Layouts 1-3: Harborline Capital (navy bars, underlined rows, radio circles), Keystone Merchant Funding (Owner 1 and
// Owner 2 blocks one under the other, each with its own boxes), Ridgeway Funding Partners (two pages: the business on
// the first, the owners, signatures and disclaimers on the second).
import type { Rng } from '../../statements/generator/prng.ts';
import { fmtDate, fmtMoney, fullAddr, type Merchant, type MerchantOptions } from './model.ts';
import type { Mark, Sheet, SheetLook } from './sheet.ts';
import { boxDecoy, boxV, freqFields, PAY_FREQ, rowV, type Values } from './values.ts';

export interface Layout {
  name: string;
  look: (r: Rng) => SheetLook;
  merchant: (r: Rng) => MerchantOptions;
  /** Draws the form; returns how many owners it prints (the truth's applicants). */
  draw: (s: Sheet, m: Merchant, v: Values, r: Rng) => number;
}

const MARKS: readonly Mark[] = ['xlines', 'letterX', 'check', 'fill'];
export const AUTH = 'By signing below, each of the above (individually and on behalf of the business) certifies that all information and documents '
  + 'submitted are true, accurate and complete, and authorizes the funder, its assigns, agents and affiliates to obtain consumer and business '
  + 'credit reports, to verify bank and landlord references, and to share this application with funding partners. This is not a loan application; '
  + 'any purchase of future receivables is subject to underwriting and a separate agreement.';

/** Bank, landlord and ISO decoys on underlined rows, two per line. */
export function bankRows(s: Sheet, m: Merchant, y: number): number {
  s.decoyRow('Bank Name:', m.bank, 36, y, 260, 'bank_name');
  s.decoyRow('Routing #:', m.routing, 316, y, 260, 'routing');
  s.decoyRow('Account #:', m.account, 36, y + 22, 260, 'account');
  s.decoyRow('Landlord / Mortgage Co.:', m.landlord, 316, y + 22, 260, 'landlord');
  s.decoyRow('Landlord Phone:', m.landlordPhone, 36, y + 44, 260, 'landlord_phone');
  s.decoyRow('Monthly Rent:', fmtMoney(m.rent, '$'), 316, y + 44, 260, 'rent');
  return y + 66;
}

const harborline: Layout = {
  name: 'harborline-capital',
  look: (r) => ({ color: '#1f3a5f', tint: '#dbe4f0', labelFont: 'Helvetica', valueFont: r.pick(['Helvetica', 'Courier']), mark: r.pick(MARKS) }),
  merchant: (r) => ({ country: 'US', owners: r.int(1, 2), entities: ['c_corporation', 'llc', 'general_partnership'], soleProp: r.chance(0.2) }),
  draw(s, m, v, r) {
    const d = s.doc;
    d.save().rect(36, 30, 540, 34).fill('#1f3a5f').restore();
    d.font('Helvetica-Bold').fontSize(16).fillColor('#ffffff').text('HARBORLINE CAPITAL', 46, 38, { lineBreak: false });
    d.font('Helvetica').fontSize(8).text('Merchant Funding Application  |  (800) 555-0142', 360, 44, { lineBreak: false });
    d.fillColor('#000000');
    let y = s.bar('BUSINESS INFORMATION', 74);
    rowV(s, 'Legal Business Name:', v.legal(), 36, y + 10, 540, 'BusinessLegalName');
    rowV(s, 'DBA:', v.dba(), 36, y + 32, 540, 'DBA');
    s.label('Entity Type:', 36, y + 42);
    const ents = ['Corporation', 'LLC', 'Partnership', 'Sole Proprietor'];
    const ids = ['c_corporation', 'llc', 'general_partnership', 'sole_proprietorship'];
    s.choice(ents, ids.indexOf(m.entity), 90, y + 41, { type_of_entity: m.entity }, 'Entity', true, 14);
    y += 70;
    rowV(s, 'Federal Tax ID:', v.taxId(), 36, y, 260, 'TaxID');
    const fmt = r.pick(['mdy', 'long', 'm/d/y'] as const);
    rowV(s, 'Business Start Date:', v.start(fmt), 316, y, 260, 'StartDate');
    rowV(s, 'Street Address:', { text: m.addr.street, fields: {} }, 36, y + 22, 540, 'Street');
    rowV(s, 'City:', { text: m.addr.city, fields: {} }, 36, y + 44, 220, 'City');
    rowV(s, 'State:', v.state(), 266, y + 44, 120, 'State');
    rowV(s, 'Zip:', { text: m.addr.zip, fields: {} }, 396, y + 44, 180, 'Zip');
    rowV(s, 'Business Phone:', { text: m.phone, fields: {} }, 36, y + 66, 260, 'Phone');
    rowV(s, 'Type of Business:', v.industry(), 316, y + 66, 260, 'Industry');
    s.decoyRow('State of Incorporation:', m.incState, 36, y + 88, 260, 'inc_state');
    rowV(s, 'Email:', { text: m.email, fields: {} }, 316, y + 88, 260, 'Email');
    y = s.bar('FUNDING REQUEST', y + 102);
    const money = r.pick(['$.00', 'USD', '$'] as const);
    rowV(s, 'Amount Requested:', v.requested(money), 36, y + 10, 260, 'Amount');
    rowV(s, 'Use of Funds:', { text: m.useOfFunds, fields: {} }, 316, y + 10, 260, 'Use');
    s.decoyRow('Average Monthly Sales:', fmtMoney(m.monthlySales, money), 36, y + 32, 260, 'monthly_sales');
    s.decoyRow('Card Processor:', m.processor, 316, y + 32, 260, 'processor');
    y = s.bar('OWNER / GUARANTOR INFORMATION', y + 46);
    const n = m.owners.length;
    for (let i = 0; i < n; i++) {
      const x = n === 1 ? 36 : 36 + i * 275, w = n === 1 ? 540 : 265;
      rowV(s, 'Full Name:', v.name(i), x, y + 10, n === 1 ? 260 : w, `Owner${i + 1}Name`);
      const yy = n === 1 ? y - 12 : y;
      const xx = n === 1 ? 316 : x;
      rowV(s, 'Title:', v.title(i), xx, yy + 32, n === 1 ? 120 : 120, `Owner${i + 1}Title`);
      rowV(s, 'Ownership %:', v.pct(i), xx + 130, yy + 32, n === 1 ? 130 : 135, `Owner${i + 1}Pct`);
      rowV(s, 'SSN:', v.ssn(i, r.pick(['N/A', '—'])), x, yy + 54, 130, `Owner${i + 1}SSN`);
      rowV(s, 'Date of Birth:', v.dob(i, fmt === 'long' ? 'long' : 'mdy'), x + 135, yy + 54, 130, `Owner${i + 1}DOB`);
      s.decoyRow('Home Address:', fullAddr(m.owners[i]!.home), x, yy + 76, w, `owner${i + 1}_home`);
      rowV(s, 'Credit Score (est.):', v.score(i), x, yy + 98, 140, `Owner${i + 1}FICO`);
    }
    y = s.bar('BANK & LANDLORD REFERENCES', y + (n === 1 ? 100 : 122));
    y = bankRows(s, m, y + 10);
    y = s.para(AUTH, 36, y, 540);
    s.label('Signature:', 36, y + 20);
    s.uline(80, y + 28, 200);
    s.scribble(90, y + 24, 150);
    s.label('Date:', 300, y + 20);
    s.uline(325, y + 28, 120);
    s.decoy('sign_date', fmtDate(m.signDate, 'mdy'), 325, y + 28, 120);
    return n;
  },
};

const keystone: Layout = {
  name: 'keystone-merchant-funding',
  look: (r) => ({ color: '#7a1f1f', tint: '#f3dede', labelFont: r.pick(['Helvetica', 'Times-Roman']), valueFont: 'Helvetica', mark: r.pick(MARKS) }),
  merchant: (r) => ({ country: 'US', owners: r.int(1, 2), entities: ['llc', 'c_corporation', 's_corporation', 'limited_partnership', 'pllc', 'professional_corporation'], soleProp: r.chance(0.15) }),
  draw(s, m, v, r) {
    const d = s.doc;
    d.font('Times-Bold').fontSize(18).fillColor('#7a1f1f').text('Keystone Merchant Funding', 36, 30, { lineBreak: false });
    d.font('Helvetica').fontSize(8).fillColor('#333333').text('Business Cash Advance Application  ·  Fax (888) 555-0199  ·  ISO Code:', 36, 52, { lineBreak: false });
    s.decoy('iso_code', `KMF-${r.digits(4)}`, 300, 60, 60);
    let y = s.bar('SECTION 1  —  BUSINESS', 70);
    rowV(s, 'Business Legal Name', v.legal(), 36, y + 10, 540, 'legal');
    rowV(s, 'Doing Business As (DBA)', v.dba(), 36, y + 32, 540, 'dba');
    s.label('Legal Entity:', 36, y + 42);
    const opts = ['LLC', 'C-Corp', 'S-Corp', 'Sole Prop', 'Other:'];
    const ids = ['llc', 'c_corporation', 's_corporation', 'sole_proprietorship'];
    const k = ids.indexOf(m.entity);
    const ex = s.choice(opts, k < 0 ? 4 : k, 92, y + 41, k < 0 ? {} : { type_of_entity: m.entity }, 'entity', false, 12);
    s.uline(ex, y + 50, 110);
    if (k < 0) { const t = v.entityText(); s.val(t.text, ex, y + 50, 110, t.fields, 'entity_other'); }
    y += 70;
    rowV(s, 'Federal Tax ID (EIN)', v.taxId(r.chance(0.3)), 36, y, 250, 'ein');
    const f = r.pick(['short', 'long', 'mdy'] as const);
    rowV(s, 'Date Business Started', v.start(f), 306, y, 270, 'started');
    rowV(s, 'Business Address', { text: `${m.addr.street}, ${m.addr.city}`, fields: {} }, 36, y + 22, 370, 'address');
    rowV(s, 'State', v.state(), 416, y + 22, 70, 'state');
    rowV(s, 'Zip', { text: m.addr.zip, fields: {} }, 496, y + 22, 80, 'zip');
    rowV(s, 'Industry / Type of Business', v.industry(), 36, y + 44, 300, 'industry');
    rowV(s, 'Website', { text: m.web, fields: {} }, 346, y + 44, 230, 'web');
    s.label('Business Premises:', 36, y + 56);
    s.choice(['Own', 'Rent'], r.int(0, 1), 110, y + 55, {}, 'premises', true);
    s.decoyRow('Landlord', m.landlord, 250, y + 66, 326, 'landlord');
    y = s.bar('SECTION 2  —  FUNDING', y + 80);
    const money = r.pick(['$ space', '$', 'USD'] as const);
    rowV(s, 'Requested Amount', v.requested(money), 36, y + 10, 250, 'requested');
    s.label('Preferred Payment:', 306, y + 2);
    const fq = s.rng.chance(0.75);
    s.choice(PAY_FREQ, fq ? v.freqIndex(PAY_FREQ) : null, 380, y + 1, freqFields(m), 'freq', true, 8);
    y += 24;
    s.label('Existing advances / loans (funder, balance, payment):', 36, y);
    const adv = m.advances.length ? m.advances : [null];
    adv.forEach((a, i) => {
      const yy = y + 22 + i * 18;
      s.uline(36, yy, 540);
      if (a) { s.decoy('adv_funder', a.funder, 36, yy, 200); s.decoy('adv_balance', fmtMoney(a.balance, '$'), 250, yy, 120); s.decoy('adv_payment', `${fmtMoney(a.payment, '$')}/day`, 400, yy, 120); }
      else s.repeat(r.pick(['None', 'N/A', '—']), 36, yy, 200, 'adv_none');
    });
    y += 28 + adv.length * 18;
    for (let i = 0; i < 2; i++) {
      y = s.bar(`OWNER ${i + 1}${i === 1 ? '  (if any)' : ''}`, y, 36, 540, true);
      const has = i < m.owners.length;
      const na = has ? undefined : r.pick(['N/A', '—']);
      const V = <T>(f: () => T, blank: T) => (has ? f() : blank);
      const nul = { text: null, fields: {}, filler: na };
      rowV(s, 'Owner Name', V(() => v.name(i), nul), 36, y + 8, 300, `owner${i + 1}_name`);
      rowV(s, 'Title', V(() => v.title(i), nul), 346, y + 8, 120, `owner${i + 1}_title`);
      rowV(s, '% Owned', V(() => v.pct(i), nul), 476, y + 8, 100, `owner${i + 1}_pct`);
      rowV(s, 'SSN', V(() => v.ssn(i), nul), 36, y + 30, 170, `owner${i + 1}_ssn`);
      rowV(s, 'DOB', V(() => v.dob(i, f === 'mdy' ? 'mdy' : 'short'), nul), 216, y + 30, 150, `owner${i + 1}_dob`);
      rowV(s, 'FICO', V(() => v.score(i), nul), 376, y + 30, 90, `owner${i + 1}_fico`);
      if (has) s.decoyRow('Cell', m.owners[i]!.phone, 476, y + 30, 100, `owner${i + 1}_cell`);
      else rowV(s, 'Cell', nul, 476, y + 30, 100, `owner${i + 1}_cell`);
      s.label('Guarantor:', 36, y + 38);
      s.choice(['Yes', 'No'], has ? 0 : null, 80, y + 37, {}, `owner${i + 1}_guar`, false);
      s.label('Home:', 160, y + 38);
      s.choice(['Own', 'Rent'], has ? r.int(0, 1) : null, 186, y + 37, {}, `owner${i + 1}_home`, false);
      if (has) s.decoyRow('Home Address', fullAddr(m.owners[i]!.home), 270, y + 48, 306, `owner${i + 1}_home_addr`);
      y += 62;
    }
    y = s.para(AUTH, 36, y, 540, 6);
    s.label('Owner 1 Signature', 36, y + 18);
    s.scribble(110, y + 22, 130);
    s.uline(105, y + 26, 160);
    s.label('Date', 300, y + 18);
    s.decoy('sign_date', fmtDate(m.signDate, f), 322, y + 26, 110);
    return m.owners.length;
  },
};

const ridgeway: Layout = {
  name: 'ridgeway-funding-2p',
  look: (r) => ({ color: '#2e5e3a', tint: '#dcebdc', labelFont: 'Helvetica', valueFont: r.pick(['Helvetica', 'Courier']), mark: r.pick(MARKS) }),
  merchant: (r) => ({ country: 'US', owners: r.int(1, 3), entities: ['llc', 'c_corporation', 's_corporation', 'llp', 'general_partnership'] }),
  draw(s, m, v, r) {
    const d = s.doc;
    d.font('Helvetica-Bold').fontSize(15).fillColor('#2e5e3a').text('RIDGEWAY FUNDING PARTNERS', 36, 32, { lineBreak: false });
    d.font('Helvetica').fontSize(8).fillColor('#333').text('Revenue-Based Funding Application — Page 1 of 2', 36, 50, { lineBreak: false });
    let y = s.bar('A. COMPANY PROFILE', 66, 36, 540, true);
    boxV(s, 'Legal / Corporate Name', v.legal(), 36, y, 340, 'co_legal');
    boxV(s, 'Entity Type', v.entityText(), 376, y, 200, 'co_entity');
    boxV(s, 'Trade Name / DBA', v.dba(['N/A', '—', 'Same']), 36, y + 24, 340, 'co_dba');
    boxV(s, 'Tax ID Number', v.taxId(), 376, y + 24, 200, 'co_ein');
    boxV(s, 'Physical Address', { text: m.addr.street, fields: {} }, 36, y + 48, 240, 'co_street');
    boxV(s, 'City', { text: m.addr.city, fields: {} }, 276, y + 48, 130, 'co_city');
    boxV(s, 'State', v.state(), 406, y + 48, 60, 'co_state');
    boxV(s, 'Zip', { text: m.addr.zip, fields: {} }, 466, y + 48, 110, 'co_zip');
    const f = r.pick(['iso', 'mdy-dash', 'mdy'] as const);
    boxV(s, 'Date Established', v.start(f), 36, y + 72, 130, 'co_est');
    boxDecoy(s, 'Incorporated in (State)', m.incState, 166, y + 72, 110, 'inc_state');
    boxV(s, 'Nature of Business', v.industry(), 276, y + 72, 190, 'co_industry');
    boxV(s, '# Employees', { text: String(m.employees), fields: {} }, 466, y + 72, 110, 'co_emp');
    y = s.bar('B. FUNDING REQUEST', y + 106, 36, 540, true);
    const money = r.pick(['USD-after', 'plain', '$.00'] as const);
    const withPay = r.chance(0.7);
    boxV(s, 'Amount Requested', v.requested(money), 36, y, 180, 'req_amount');
    boxV(s, 'Proposed Payment', withPay ? v.payment(money) : { text: null, fields: {}, filler: 'N/A' }, 216, y, 180, 'req_payment');
    boxV(s, 'Number of Payments', withPay ? v.npay() : { text: null, fields: {}, filler: '—' }, 396, y, 180, 'req_count');
    s.label('Remittance Schedule:', 36, y + 32);
    s.choice(PAY_FREQ, withPay ? v.freqIndex(PAY_FREQ) : null, 120, y + 31, freqFields(m), 'req_freq', true, 14);
    y = s.bar('C. CURRENT POSITIONS (MCA / LOANS)', y + 50, 36, 540, true);
    ['Funder', 'Original Amount', 'Current Balance', 'Payment'].forEach((h, i) => s.label(h, 40 + i * 135, y, 7, true));
    for (let i = 0; i < 2; i++) {
      const a = m.advances[i], yy = y + 24 + i * 18;
      s.uline(36, yy, 540);
      if (a) {
        s.decoy('adv_funder', a.funder, 36, yy, 130);
        s.decoy('adv_original', fmtMoney(a.balance * 2, money), 171, yy, 130);
        s.decoy('adv_balance', fmtMoney(a.balance, money), 306, yy, 130);
        s.decoy('adv_payment', fmtMoney(a.payment, money), 441, yy, 130);
      }
    }
    y = s.bar('D. BANKING & TRADE REFERENCES', y + 66, 36, 540, true);
    y = bankRows(s, m, y + 10);
    m.refs.forEach(([name, ph], i) => { s.decoyRow(`Trade Reference ${i + 1}:`, name, 36, y + i * 22, 320, `ref${i + 1}`); s.decoyRow('Phone:', ph, 366, y + i * 22, 210, `ref${i + 1}_phone`); });
    s.para('Continued on page 2: principals, guarantees and signatures.', 36, y + 56, 540, 7);
    s.addPage();
    d.font('Helvetica-Bold').fontSize(12).fillColor('#2e5e3a').text('RIDGEWAY FUNDING PARTNERS — Page 2 of 2', 36, 32, { lineBreak: false });
    y = s.bar('E. PRINCIPALS / OWNERS (all owners of 20% or more)', 52, 36, 540, true);
    m.owners.forEach((_, i) => {
      boxV(s, `Principal ${i + 1} — Full Name`, v.name(i), 36, y, 260, `p${i + 1}_name`);
      boxV(s, 'Title', v.title(i), 296, y, 140, `p${i + 1}_title`);
      boxV(s, 'Ownership', v.pct(i), 436, y, 140, `p${i + 1}_pct`);
      boxV(s, 'Social Security #', v.ssn(i, '—'), 36, y + 24, 150, `p${i + 1}_ssn`);
      boxV(s, 'Date of Birth', v.dob(i, f === 'mdy-dash' ? 'mdy-dash' : 'iso'), 186, y + 24, 110, `p${i + 1}_dob`);
      boxDecoy(s, 'Home Address', fullAddr(m.owners[i]!.home), 296, y + 24, 280, `p${i + 1}_home`);
      y += 56;
    });
    y = s.para(`${AUTH} Each principal personally guarantees the performance of the business's obligations as set out in the agreement. `
      + 'Merchant consents to receive calls and text messages at the numbers above. Ridgeway Funding Partners may share this application with '
      + 'its funding partners; a copy of the privacy notice is available on request. Facsimile and electronic signatures are binding.', 36, y + 4, 540, 7);
    m.owners.forEach((o, i) => {
      const yy = y + 18 + i * 40;
      s.label(`Signature of Principal ${i + 1}`, 36, yy - 10);
      s.uline(36, yy + 14, 180);
      s.scribble(46, yy + 10, 140);
      s.label('Print Name', 230, yy - 10);
      s.uline(230, yy + 14, 160);
      s.repeat(`${o.first} ${o.last}`, 230, yy + 14, 160, `sig${i + 1}_name`);
      s.label('Date', 410, yy - 10);
      s.uline(410, yy + 14, 120);
      s.decoy(`sig${i + 1}_date`, fmtDate(m.signDate, f), 410, yy + 14, 120);
    });
    return m.owners.length;
  },
};

export const LAYOUTS_A: readonly Layout[] = [harborline, keystone, ridgeway];
