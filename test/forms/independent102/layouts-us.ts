// US layouts of set 102: an Acrobat form with dotted hierarchical names and comb boxes (Keystone), a Foxit form of
// "Text12"/"Check Box3" fields without appearances (Harborline), a JotForm export named after its labels (Pinecrest).
import type { Rng } from '../../statements/generator/prng.ts';
import { dashedSsn, fmtDate, maskedSsn, money, type Merchant } from './data.ts';
import { amountT, app, AUTH_US, creditT, dbaT, dobT, entityT, firstT, fullName, industryT, lastT, legalT, nameT, ownerTaxT, pctT, regionName,
  roleT, startT, stateT, taxT, US_STATES } from './common.ts';
import { Sheet, type Plan } from './sheet.ts';

/** Keystone Bridge Capital: Acrobat Pro, `business.*` / `owner1.*` names, EIN and SSN combs, radio groups valued by their options,
 *  the legal name and owner 1's name on both pages (one field, two widgets), a read-only ISO field holding the broker. */
export function keystone(m: Merchant, r: Rng): Plan {
  const s = new Sheet('keystone_acrobat', 'Keystone Bridge Capital', 'US', 'Adobe Acrobat Pro (64-bit) 24.2.20965', 'Adobe InDesign 19.0 (Windows)');
  s.text('KEYSTONE BRIDGE CAPITAL', 36, 34, 16, true).text('Small Business Funding Application', 36, 54, 10);
  s.field('ISO / Submitted by', 'iso.company', 372, 30, 204, 'Keystone Bridge Capital', { readOnly: true, decoy: 'iso_broker' });
  s.band('BUSINESS INFORMATION', 80);
  s.field('Business Legal Name', 'business.legalName', 36, 98, 330, m.legal, { truth: legalT(m), kids: true });
  s.field('DBA (if different)', 'business.dba', 372, 98, 204, m.dbaText, { truth: dbaT(m) });
  s.text('Entity Type', 36, 124, 6.5);
  const ent = [['LLC', 'LLC', 'llc'], ['Corporation', 'Corp', 'c_corporation'], ['S-Corp', 'SCorp', 's_corporation'], ['Partnership', 'Partnership', 'general_partnership'],
    ['Sole Prop', 'SoleProp', 'sole_proprietorship']] as const;
  s.radio('business.entityType', 36, 135, ent.map(([l, e]) => [l, e] as const), ent.findIndex((e) => e[2] === m.entity), entityT(m.entity), 62);
  s.field('Federal Tax ID', 'business.taxId', 372, 124, 130, m.taxId, { kind: 'comb', maxLen: 9, truth: taxT(m) });
  s.radio('business.taxIdType', 510, 135, [['EIN', 'EIN'], ['SSN', 'SSN']], m.taxType === 'EIN' ? 0 : 1, {}, 34);
  const startFmt = r.pick(['mdy', 'mdy2', 'mdy'] as const);
  s.field('Date Business Started', 'business.startDate', 36, 152, 110, fmtDate(m.start, startFmt), { truth: startT(m) });
  s.field('State of Incorporation', 'business.stateOfInc', 152, 152, 100, m.incRegion, { kind: 'combo', choices: US_STATES.map(([c]) => c), decoy: 'state_of_incorporation' });
  s.field('Industry / Type of Business', 'business.industry', 258, 152, 210, m.industryText, { truth: industryT(m) });
  s.field('# Employees', 'business.employees', 474, 152, 102, String(m.employees));
  s.field('Business Address (no P.O. boxes)', 'business.address.street', 36, 178, 250, m.street);
  s.field('City', 'business.address.city', 292, 178, 130, m.city);
  s.field('State', 'business.address.state', 428, 178, 60, m.region, { kind: 'combo', choices: US_STATES.map(([c]) => c), truth: stateT(m) });
  s.field('Zip', 'business.address.zip', 494, 178, 82, m.postal);
  s.field('Business Phone', 'business.phone', 36, 204, 160, m.phone);
  s.field('Email', 'business.email', 202, 204, 200, m.email);
  s.field('Website', 'business.website', 408, 204, 168, m.website);
  s.band('FUNDING REQUEST', 234);
  s.field('Amount Requested', 'funding.amount', 36, 252, 150, money(m.amount, r.pick(['commas', 'cents'] as const)), { truth: amountT(m) });
  s.field('Use of Funds', 'funding.use', 192, 252, 200, m.use);
  s.field('Average Monthly Sales', 'funding.monthlySales', 398, 252, 178, money(m.monthlySales, 'commas'));
  s.band('OWNER / GUARANTOR INFORMATION', 282);
  const dobFmt = r.pick(['mdy', 'mdy2'] as const);
  const credit = r.chance(0.6);
  const owner = (i: number, y: number): void => {
    const o = m.owners[i];
    const p = `owner${i + 1}`;
    s.text(`Owner ${i + 1}`, 36, y, 7, true);
    s.field('Full Name', `${p}.name`, 36, y + 8, 230, o ? fullName(o, 'fml') : '', o ? { truth: nameT(i, o), kids: i === 0 } : { kids: i === 0 });
    s.field('Title', `${p}.title`, 272, y + 8, 100, o?.title ?? '', o ? { truth: roleT(i, o) } : {});
    s.field('Ownership %', `${p}.ownership`, 378, y + 8, 70, o ? `${o.pct}%` : '', o ? { truth: pctT(i, o) } : {});
    s.field('Est. Credit Score', `${p}.fico`, 454, y + 8, 122, o && credit ? String(o.credit) : '', o ? { truth: creditT(i, o, credit) } : {});
    s.field('Social Security #', `${p}.ssn`, 36, y + 34, 140, o?.taxId ?? '', { kind: 'comb', maxLen: 9, ...(o ? { truth: ownerTaxT(i, o, true) } : {}) });
    s.field('Date of Birth', `${p}.dob`, 182, y + 34, 100, o ? fmtDate(o.dob, dobFmt) : '', o ? { truth: dobT(i, o) } : {});
    s.field('Home Address', `${p}.homeAddress`, 288, y + 34, 288, o ? `${o.street}, ${o.city}, ${o.region} ${o.postal}` : '', o ? { decoy: 'owner_home' } : {});
  };
  owner(0, 300);
  owner(1, 362);
  s.band('EXISTING ADVANCES / LOANS', 428);
  s.field('Funder / Lender', 'advance.funder', 36, 446, 250, m.funder?.name ?? '', m.funder ? { decoy: 'existing_funder' } : {});
  s.field('Balance', 'advance.balance', 292, 446, 120, m.funder ? money(m.funder.balance, 'commas') : '');
  s.band('BANK INFORMATION', 476);
  s.field('Bank Name', 'bank.name', 36, 494, 180, m.bank, { decoy: 'bank' });
  s.field('Routing #', 'bank.routing', 222, 494, 140, m.routing, { kind: 'comb', maxLen: 9, decoy: 'routing' });
  s.field('Account #', 'bank.account', 368, 494, 208, m.account, { decoy: 'account' });
  s.text('Page 1 of 2', 520, 760, 6.5);
  s.page(2).text('KEYSTONE BRIDGE CAPITAL - Application (continued)', 36, 34, 10, true);
  s.band('ADDITIONAL OWNERS', 56);
  owner(2, 74);
  owner(3, 136);
  s.band('AUTHORIZATION', 204);
  s.text(AUTH_US.replace('%B', 'Keystone Bridge Capital'), 36, 222, 7, false, 540);
  s.band('SIGNATURE', 300);
  s.field('Business Legal Name', 'business.legalName', 36, 318, 330, m.legal, { kids: true });
  s.field('Printed Name', 'owner1.name', 36, 344, 230, m.owners[0] ? fullName(m.owners[0], 'fml') : '', { kids: true });
  s.rect(272, 366, 200, 0.6).text('Signature', 272, 370, 6.5);
  s.field('Date', 'sign.date', 478, 344, 98, '');
  s.text('Page 2 of 2', 520, 760, 6.5);
  return s.plan;
}

/** Harborline Funding Group: Foxit PhantomPDF, fields named Text1..Text40 and Check Box1.., no appearance streams, entity
 *  checkboxes on "Yes" with an "Other:" line, frequency checkboxes on "On", dashed or masked SSN/ITIN, payment terms. */
export function harborline(m: Merchant, r: Rng): Plan {
  const s = new Sheet('harborline_foxit', 'Harborline Funding Group', 'US', 'Foxit PhantomPDF Printer Version 10.1.3.37598', 'Foxit PhantomPDF - [Harborline App]');
  s.ap = false;
  s.plan.mono = true;
  let t = 0;
  const T = (): string => `Text${++t}`;
  s.text('Harborline Funding Group', 36, 36, 18, true).text('MERCHANT CASH ADVANCE APPLICATION', 36, 58, 9).text('Fax: (305) 555-0142  |  apps@harborlinefunding.example', 360, 40, 7);
  s.band('COMPANY', 78, '#cfe3f0');
  s.field('Legal / Corporate Name:', T(), 36, 96, 540, m.legal, { left: 100, truth: legalT(m) });
  s.field('DBA:', T(), 36, 116, 300, m.dbaText, { left: 100, truth: dbaT(m) });
  s.field('Tax ID #:', T(), 342, 116, 234, m.taxText, { left: 50, truth: taxT(m) });
  s.field('Address:', T(), 36, 136, 300, m.street, { left: 100 });
  s.field('City/State/Zip:', T(), 342, 136, 234, `${m.city}, ${m.region} ${m.postal}`, { left: 62, truth: stateT(m) });
  s.field('Business Start Date:', T(), 36, 156, 200, fmtDate(m.start, r.pick(['mdy2', 'mdy'] as const)), { left: 100, truth: startT(m) });
  s.field('Type of Business:', T(), 242, 156, 334, m.industryText, { left: 72, truth: industryT(m) });
  s.field('Phone:', T(), 36, 176, 200, m.phone, { left: 100 });
  s.field('Email:', T(), 242, 176, 334, m.email, { left: 72 });
  s.text('Entity:', 36, 199, 7, true);
  const ent = [['LLC', 'llc'], ['Corporation', 'c_corporation'], ['S Corporation', 's_corporation'], ['Sole Proprietor', 'sole_proprietorship']] as const;
  let cb = 0;
  const C = (): string => `Check Box${++cb}`;
  ent.forEach(([label, id], i) => s.check(C(), label, 80 + i * 80, 197, 'Yes', m.entity === id, entityT(id), false));
  const other = !ent.some(([, id]) => id === m.entity);
  s.check(C(), 'Other:', 400, 197, 'Yes', other, {}, false);
  s.field('', T(), 440, 193, 136, other ? m.entityText : '', { truth: other ? entityT(m.entity) : {} });
  s.band('FUNDING REQUESTED', 220, '#cfe3f0');
  s.field('Amount Requested:', T(), 36, 238, 200, money(m.amount, r.pick(['plain', 'commas'] as const)), { left: 100, truth: amountT(m) });
  s.field('Desired Payment:', T(), 242, 238, 160, money(m.payment, 'commas'), { left: 72, truth: { [app('requested_payment')]: m.payment } });
  s.field('# of Payments:', T(), 408, 238, 168, String(m.payments), { left: 60, truth: { [app('number_of_payments')]: m.payments } });
  s.text('Payment Frequency:', 36, 261, 7, true);
  (['daily', 'weekly', 'biweekly', 'monthly'] as const).forEach((f, i) =>
    s.check(C(), ['Daily', 'Weekly', 'Bi-Weekly', 'Monthly'][i]!, 120 + i * 80, 259, 'On', m.freq === f, { [app('payment_frequency')]: f }, false));
  s.band('OWNERSHIP (all owners of 20% or more)', 282, '#cfe3f0');
  const cols: [string, number, number][] = [['First Name', 36, 90], ['Last Name', 126, 100], ['Title', 226, 74], ['%', 300, 36], ['SSN / ITIN', 336, 86], ['DOB', 422, 64], ['FICO', 486, 40], ['Cell Phone', 526, 50]];
  for (const [l, x] of cols) s.text(l, x + 2, 300, 6.5, true);
  const masked = r.chance(0.5);
  for (let i = 0; i < 3; i++) {
    const o = m.owners[i];
    const y = 308 + i * 18;
    const v = o ? [o.first, o.last, o.title, String(o.pct), masked && o.masked ? maskedSsn(o.taxId) : dashedSsn(o.taxId), fmtDate(o.dob, 'mdy'), String(o.credit), o.phone] : [];
    const tr = o ? [firstT(i, o), lastT(i, o), roleT(i, o), pctT(i, o), ownerTaxT(i, o, !(masked && o.masked)), dobT(i, o), creditT(i, o, true), {}] : [];
    cols.forEach(([, x, w], j) => s.field('', T(), x, y - 8, w, v[j] ?? '', { truth: tr[j] ?? {}, size: 8 }));
  }
  s.band('BANK / LANDLORD', 372, '#cfe3f0');
  s.field('Bank:', T(), 36, 390, 200, m.bank, { left: 40, decoy: 'bank' });
  s.field('Routing:', T(), 242, 390, 160, m.routing, { left: 40, decoy: 'routing' });
  s.field('Account:', T(), 408, 390, 168, m.account, { left: 40, decoy: 'account' });
  s.field('Landlord / Mortgage Co.:', T(), 36, 410, 300, m.rent ? m.landlord : '', { left: 100, ...(m.rent ? { decoy: 'landlord' } : {}) });
  s.field('Trade Reference:', T(), 342, 410, 234, m.refName, { left: 66, decoy: 'trade_reference' });
  s.field('Referred by (ISO):', T(), 36, 430, 300, 'Harborline Funding Group', { left: 100, readOnly: true, decoy: 'iso_broker' });
  s.text(AUTH_US.replace('%B', 'Harborline Funding Group'), 36, 456, 6.5, false, 540);
  s.rect(36, 540, 220, 0.6).text('Owner Signature', 36, 544, 6.5).rect(300, 540, 120, 0.6).text('Date', 300, 544, 6.5);
  return s.plan;
}

/** Pinecrest Merchant Advisors: a JotForm export, fields named after their labels ("Owner 1 First Name"), an entity and a
 *  state dropdown (full state names), a frequency radio exported as Choice1..Choice4, "own or rent" radio on 0/1, consent box on "1". */
export function pinecrest(m: Merchant, r: Rng): Plan {
  const s = new Sheet('pinecrest_jotform', 'Pinecrest Merchant Advisors', 'US', 'JotForm PDF Editor', 'JotForm');
  s.rect(0, 0, 612, 64, '#2f5d50');
  s.text('Pinecrest Merchant Advisors - Working Capital Application', 36, 26, 14, true, undefined, '#ffffff');
  s.text('Business Details', 36, 78, 11, true);
  s.field('Legal Business Name', 'Legal Business Name', 36, 94, 265, m.legal, { truth: legalT(m) });
  s.field('DBA Name', 'DBA Name', 311, 94, 265, m.dbaText, { truth: dbaT(m) });
  const ents = [['LLC', 'llc'], ['Corporation', 'c_corporation'], ['S Corporation', 's_corporation'], ['Sole Proprietorship', 'sole_proprietorship'], ['Partnership', 'general_partnership']] as const;
  const ent = ents.find(([, id]) => id === m.entity)!;
  s.field('Type of Entity', 'Type of Entity', 36, 124, 170, ent[0], { kind: 'combo', choices: ents.map(([l]) => l), truth: entityT(m.entity) });
  s.field('Industry', 'Industry', 216, 124, 180, m.industryText, { truth: industryT(m) });
  s.field('Federal Tax ID', 'Federal Tax ID', 406, 124, 170, m.taxText, { truth: taxT(m) });
  s.field('Business Start Date', 'Business Start Date', 36, 154, 170, fmtDate(m.start, r.pick(['mdyDash', 'long'] as const)), { truth: startT(m) });
  s.field('Street Address', 'Street Address', 216, 154, 360, m.street);
  s.field('City', 'City', 36, 184, 200, m.city);
  s.field('State', 'State', 246, 184, 160, regionName(m.region), { kind: 'combo', choices: US_STATES.map(([, n]) => n), truth: stateT(m) });
  s.field('Zip Code', 'Zip Code', 416, 184, 160, m.postal);
  s.text('Do you own or rent the business location?', 36, 214, 7);
  s.radio('Own or Rent', 200, 213, [['Own', '0'], ['Rent', '1']], m.rent ? 1 : 0);
  s.field('Landlord Name', 'Landlord Name', 316, 206, 260, m.rent ? m.landlord : '', m.rent ? { decoy: 'landlord' } : {});
  s.text('Funding', 36, 236, 11, true);
  s.field('Requested Amount', 'Requested Amount', 36, 252, 170, money(m.amount, 'commas'), { truth: amountT(m) });
  s.field('Purpose of Funds', 'Purpose of Funds', 216, 252, 360, m.use);
  s.text('Preferred Payment Frequency', 36, 282, 7);
  const fs = ['daily', 'weekly', 'biweekly', 'monthly'] as const;
  s.radio('Payment Frequency', 150, 281, [['Daily', 'Choice1'], ['Weekly', 'Choice2'], ['Bi-Weekly', 'Choice3'], ['Monthly', 'Choice4']], fs.indexOf(m.freq), { [app('payment_frequency')]: m.freq }, 70);
  s.text('Owner Information', 36, 302, 11, true);
  const masked = r.chance(0.6);
  for (let i = 0; i < 2; i++) {
    const o = m.owners[i];
    const y = 318 + i * 96, p = `Owner ${i + 1}`;
    s.text(i === 0 ? 'Primary Owner' : 'Second Owner (if any)', 36, y, 8, true);
    s.field('First Name', `${p} First Name`, 36, y + 12, 170, o?.first ?? '', o ? { truth: firstT(i, o) } : {});
    s.field('Last Name', `${p} Last Name`, 216, y + 12, 170, o?.last ?? '', o ? { truth: lastT(i, o) } : {});
    s.field('Title', `${p} Title`, 396, y + 12, 100, o?.title ?? '', o ? { truth: roleT(i, o) } : {});
    s.field('Ownership %', `${p} Ownership`, 506, y + 12, 70, o ? String(o.pct) : '', o ? { truth: pctT(i, o) } : {});
    const full = !(masked && o?.masked);
    s.field('SSN', `${p} SSN`, 36, y + 42, 170, o ? (full ? dashedSsn(o.taxId) : maskedSsn(o.taxId)) : '', o ? { truth: ownerTaxT(i, o, full) } : {});
    s.field('Date of Birth', `${p} Date of Birth`, 216, y + 42, 110, o ? fmtDate(o.dob, 'mdyDash') : '', o ? { truth: dobT(i, o) } : {});
    s.field('Credit Score', `${p} Credit Score`, 336, y + 42, 60, o ? String(o.credit) : '', o ? { truth: creditT(i, o, true) } : {});
    s.field('Home Address', `${p} Home Address`, 406, y + 42, 170, o ? `${o.street}, ${o.city}` : '', o ? { decoy: 'owner_home' } : {});
  }
  s.text('Bank & Referral', 36, 514, 11, true);
  s.field('Business Bank Name', 'Business Bank Name', 36, 530, 170, m.bank, { decoy: 'bank' });
  s.field('Current Funder (if any)', 'Current Funder', 216, 530, 180, m.funder?.name ?? '', m.funder ? { decoy: 'existing_funder' } : {});
  s.field('Your Advisor', 'Your Advisor', 406, 530, 170, 'Pinecrest Merchant Advisors', { readOnly: true, decoy: 'iso_broker' });
  s.text(AUTH_US.replace('%B', 'Pinecrest Merchant Advisors'), 36, 566, 6.5, false, 540);
  s.check('I Agree', 'I agree to the authorization above', 36, 626, '1', true);
  s.rect(36, 660, 240, 0.6).text('Signature', 36, 664, 6.5);
  return s.plan;
}
