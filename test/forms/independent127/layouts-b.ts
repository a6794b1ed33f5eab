// Layouts of a Canadian broker (NorthPeak: O/A name, Business Number, province, SIN, PIPEDA) and a dense US one
// (Bluegate: six-box rows, labels under the value, entity written in a box, years in business beside the start date).
import type { Sheet } from './draw.ts';
import type { Layout } from './layouts-a.ts';
import { AMOUNT, DBA, INDUSTRY, LEGAL, NPAY, O, PAYMENT, START, STATE, TAX, banner, consent, decoyText, entityBox, freqBox, signatures } from './parts.ts';

export const NORTHPEAK: Layout = {
  name: 'northpeak', broker: 'NorthPeak Business Capital',
  spec: { country: 'CA', maxOwners: 3, lastFirst: 0.15, entityMode: 'check', yearsOnly: 0, payments: true, bareEin: false },
  theme: { labelFont: 'Helvetica', labelSize: 6, valueFont: 'Times-Roman', valueSize: 10, labelPos: 'top', rule: '#8a1c1c', zebra: '#f7eded', accent: '#8a1c1c', barText: '#fff' },
  draw(s, m, r) {
    const Z = s.theme.zebra, X = 50, W = 532, H = 23;
    banner(s, { y: 26, h: 52, color: '#8a1c1c', name: 'NorthPeak', sub: 'BUSINESS CAPITAL  ·  FINANCEMENT D\'ENTREPRISE', mark: 'peak', font: 'Helvetica-BoldOblique',
      contact: ['1800 - 40 King St W, Toronto, ON M5H 3Y2', 'T 416-555-0190  ·  1-888-555-0191', 'deals@northpeakcapital.ca'] });
    s.say('Application for Business Financing (Canada)', 30, 86, { font: 'Helvetica-Bold', size: 11.5 });
    let y = 104;
    s.vbar(30, y, 17, H * 4, 'COMPANY');
    s.row(X, y, W, H, [[2.5, 'Registered legal name', m.legal, 'legal', LEGAL(m)], [2, 'Operating name (O/A)', m.dbaText, 'dba', DBA(m)]]);
    s.row(X, y += H, W, H, [[2.4, 'Street address', m.street, 'street'], [1.3, 'City / Town', m.place.city, 'city'], [0.7, 'Province', m.place.code, 'state', STATE(m)], [0.9, 'Postal code', m.zip, 'zip'], [0.8, 'Country', 'Canada', 'country']], Z);
    s.row(X, y += H, W, H, [[1.6, 'Business Number (BN) + program acct', m.tax.text, 'taxid', TAX(m)], [1.2, 'Date established', m.startText, 'start', START(m)], [1, 'Jurisdiction of incorp.', m.stateInc, 'decoy.state_inc'], [1.2, 'Phone', m.phone, 'phone']]);
    s.row(X, y += H, W, H, [[2, 'Industry / what the business does', m.industryText, 'industry', INDUSTRY(m)], [1.6, 'Email', m.email, 'email'], [1.3, 'Website', m.website, 'web']], Z);
    y += H + 4;
    entityBox(s, m, X, y, W, 24, 'Business structure', [['Corporation', 'ca_corporation'], ['Sole Proprietorship', 'sole_proprietorship'], ['Partnership', 'general_partnership']]);
    y += 30;
    s.vbar(30, y, 17, H * 2, 'REQUEST');
    s.row(X, y, W, H, [[1.1, 'Amount requested (CAD)', m.amountText, 'amount', AMOUNT(m)], [1, 'Est. payment', m.paymentText, 'payment', PAYMENT(m)], [0.8, 'Number of pmts', m.nPayments === null ? null : String(m.nPayments), 'npay', NPAY(m)], [1.8, 'Intended use', m.useOfFunds, 'use']]);
    freqBox(s, m, X, y += H, W * 0.6, H, 'Payment frequency', [['Daily', 'daily'], ['Weekly', 'weekly'], ['Bi-weekly', 'biweekly'], ['Monthly', 'monthly']], Z);
    s.cell(X + W * 0.6, y, W * 0.4, H, 'Avg. monthly deposits', m.monthlySales, 'sales', {}, Z);
    y += H + 6;
    s.vbar(30, y, 17, H * 2, 'BANKING');
    s.row(X, y, W, H, [[1.5, 'Financial institution', m.bank.name, 'decoy.bank'], [1.2, 'Transit-Institution #', m.bank.routing, 'decoy.routing'], [1.2, 'Account #', m.bank.account, 'decoy.account']]);
    const f0 = m.funders[0];
    s.row(X, y += H, W, H, [[1.6, 'Existing financing with', f0?.name ?? null, 'decoy.funder'], [1, 'Balance', f0?.balance ?? null, 'decoy.funder_bal'], [1.6, 'Landlord', m.landlord.name, 'decoy.landlord'], [1, 'Landlord phone', m.landlord.phone, 'decoy.landlord_phone']], Z);
    y += H + 6;
    const nO = Math.max(1, m.owners.length);
    s.vbar(30, y, 17, H * 2 * nO, 'OWNERSHIP');
    for (let i = 0; i < nO; i++) {
      const o = m.owners[i]!, f = i % 2 ? Z : undefined;
      s.row(X, y, W, H, [[2.2, `Owner ${i + 1}: name`, o.nameText, `owner${i}.name`, O.name(i, o)], [1, 'Position', o.title, `owner${i}.title`, O.title(i, o)], [0.7, '% ownership', o.pctText, `owner${i}.pct`, O.pct(i, o)], [1.1, 'SIN', o.tax.text, `owner${i}.ssn`, O.tax(i, o)], [1.1, 'Date of birth', o.dobText, `owner${i}.dob`, O.dob(i, o)]], f);
      s.row(X, y += H, W, H, [[3, 'Home address', o.home, `decoy.owner${i}.home`], [1.2, 'Mobile', o.phone, `owner${i}.cell`], [0.8, 'Credit score', o.score != null ? String(o.score) : null, `owner${i}.score`, O.score(i, o)]], f);
      y += H;
    }
    y += 8;
    s.say('CONSENT (PIPEDA)', 30, y, { font: 'Helvetica-Bold', size: 7 });
    y = consent(s, 30, y + 10, 552, 'In accordance with the Personal Information Protection and Electronic Documents Act (PIPEDA), the applicant and each owner consent to NorthPeak Business Capital and its financing partners collecting, using and disclosing their personal information, including credit bureau reports from Equifax Canada and TransUnion Canada, to evaluate this application, verify identity and banking details, and administer any resulting agreement. ' + r.pick(['You may withdraw consent at any time, subject to legal or contractual restrictions.', 'Consent may be withdrawn on reasonable notice.']) + ' Les parties ont exigé que ce document soit rédigé en anglais.', 6, 'Helvetica');
    signatures(s, m, 30, y + 8, 552, 3, ['Authorized signature', 'Name / title (print)', 'Date']);
    s.say(`NPBC-CA-APP ${r.pick(['v7', 'v8'])}`, 30, 770, { size: 5.5, color: '#777' });
  },
};

export const BLUEGATE: Layout = {
  name: 'bluegate', broker: 'Bluegate Merchant Services',
  spec: { country: 'US', maxOwners: 2, lastFirst: 0.3, entityMode: 'text', yearsOnly: 0.35, payments: true, bareEin: false },
  theme: { labelFont: 'Helvetica-Oblique', labelSize: 5, valueFont: 'Helvetica', valueSize: 8.5, labelPos: 'bottom', rule: '#1d5c8c', zebra: '#e3f0fa', accent: '#1d5c8c', barText: '#fff' },
  draw(s, m, r) {
    const Z = s.theme.zebra, X = 46, W = 536, H = 22;
    banner(s, { y: 24, h: 40, color: '#1d5c8c', name: 'BLUEGATE', sub: 'MERCHANT SERVICES · FAST WORKING CAPITAL', mark: 'gate', font: 'Helvetica-Bold',
      contact: ['9000 W Sahara Ave #210, Las Vegas, NV 89117', 'P 702.555.0177', 'newdeals@bluegatems.com'] });
    decoyText(s, 'broker_rep', `Your Bluegate rep: ${m.iso.name}  ·  ${m.iso.phone}`, 30, 70, { size: 7, font: 'Helvetica-Bold', color: '#1d5c8c' });
    s.say('ONE-PAGE CAPITAL APPLICATION', 380, 70, { size: 8, font: 'Helvetica-Bold', width: 202, align: 'right' });
    let y = 84;
    s.vbar(30, y, 14, H * 5, 'MERCHANT');
    s.row(X, y, W, H, [[2.2, 'Corporate / legal name', m.legal, 'legal', LEGAL(m)], [1.8, 'DBA', m.dbaText, 'dba', DBA(m)], [0.8, 'Entity type', m.entityText, 'entity_text', { type_of_entity: m.entityId }], [1, 'Fed. Tax ID', m.tax.text, 'taxid', TAX(m)]]);
    s.row(X, y += H, W, H, [[2, 'Address', m.street, 'street'], [1, 'City', m.place.city, 'city'], [0.4, 'St', m.place.code, 'state', STATE(m)], [0.6, 'Zip', m.zip, 'zip'], [0.9, 'Phone', m.phone, 'phone'], [0.6, 'Own/Rent', m.ownRent, 'ownrent']], Z);
    s.row(X, y += H, W, H, [[0.9, 'Start date', m.startText, 'start', START(m)], [0.6, 'Yrs in bus.', String(m.years), 'years'], [0.6, 'State inc.', m.stateInc, 'decoy.state_inc'], [1.7, 'Industry', m.industryText, 'industry', INDUSTRY(m)], [1.3, 'Email', m.email, 'email'], [0.5, 'Empl.', m.employees, 'employees']]);
    s.row(X, y += H, W, H, [[1, 'Amount requested', m.amountText, 'amount', AMOUNT(m)], [0.9, 'Payment amt', m.paymentText, 'payment', PAYMENT(m)], [0.6, '# of pmts', m.nPayments === null ? null : String(m.nPayments), 'npay', NPAY(m)], [1.3, 'Use of funds', m.useOfFunds, 'use'], [0.9, 'Monthly sales', m.monthlySales, 'sales'], [0.9, 'Annual sales', m.annualRevenue, 'revenue']], Z);
    freqBox(s, m, X, y += H, W * 0.55, H, 'Payment frequency (check)', undefined);
    s.row(X + W * 0.55, y, W * 0.45, H, [[1, 'Landlord', m.landlord.name, 'decoy.landlord'], [0.8, 'Rent', m.landlord.rent, 'decoy.rent']]);
    y += H + 5;
    s.vbar(30, y, 14, H * 2, 'BALANCES');
    for (let i = 0; i < 2; i++) {
      const f = m.funders[i];
      s.row(X, y + i * H, W, H, [[1.6, 'Current funder', f?.name ?? null, `decoy.funder${i}`], [1, 'Balance', f?.balance ?? null, `decoy.funder${i}_bal`], [1, 'Pmt', f?.payment ?? null, `decoy.funder${i}_pmt`], [1.4, 'Bank', i ? null : m.bank.name, 'decoy.bank'], [1, 'Routing', i ? null : m.bank.routing, 'decoy.routing'], [1.1, 'Acct', i ? null : m.bank.account, 'decoy.account']], i ? Z : undefined);
    }
    y += H * 2 + 5;
    s.vbar(30, y, 14, H * 4, 'OWNERS');
    for (let i = 0; i < 2; i++) {
      const o = m.owners[i], f = i ? Z : undefined;
      const b = (v: string | null | undefined): string | null => (o ? v ?? null : null);
      s.row(X, y, W, H, [[1.9, `Owner ${i + 1}`, b(o?.nameText), `owner${i}.name`, o ? O.name(i, o) : {}], [0.9, 'Title', b(o?.title), `owner${i}.title`, o ? O.title(i, o) : {}], [0.5, '% own', b(o?.pctText), `owner${i}.pct`, o ? O.pct(i, o) : {}], [1, 'SSN', b(o?.tax.text), `owner${i}.ssn`, o ? O.tax(i, o) : {}], [0.9, 'DOB', b(o?.dobText), `owner${i}.dob`, o ? O.dob(i, o) : {}], [0.6, 'Credit', o?.score != null ? String(o.score) : null, `owner${i}.score`, o ? O.score(i, o) : {}]], f);
      s.row(X, y += H, W, H, [[3, 'Home address', b(o?.home), `decoy.owner${i}.home`], [1, 'Cell', b(o?.phone), `owner${i}.cell`], [1.5, 'Email', b(o?.email), `owner${i}.email`]], f);
      y += H;
    }
    y += 8;
    y = consent(s, 30, y, 552, 'Merchant and owner(s) certify the above is true and authorize Bluegate Merchant Services and any funder or assignee to obtain credit reports, run background and bank verifications, and contact references. Information may be shared with third-party funding sources. Owners signing personally guarantee the truth of this information (not payment). ' + r.pick(['Signature by fax or e-sign is binding.', 'Digital signatures are accepted.']), 5.4, 'Helvetica');
    signatures(s, m, 30, y + 8, 552, 2, ['X  Owner signature', 'Print name', 'Date']);
    s.say('BG-1PG-APP', 30, 770, { size: 5.5, color: '#777' });
  },
};

export type { Sheet };
