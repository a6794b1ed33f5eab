// Set 81, layouts 1-2: FranchiseFirst Capital Partners (boxed grid, franchise section, store table, owners table with
// an entity row) and Keystone Multi-Unit Funding (underlined lines, the parent company printed before the applicant,
// stacked location and owner blocks with an Individual / Entity box).
import type { Rng } from '../../statements/generator/prng.ts';
import type { Form } from './canvas.ts';
import { fmtDate, type Merchant } from './model.ts';
import { addrLine, boxRow, dba, entityChecks, entitySlot, FREQ_LABEL, industryOf, lineRow, owner, signatures, start, stateCountry, taxId,
  usd, type Vis } from './parts.ts';

export function franchiseFirst(f: Form, m: Merchant, v: Vis, rng: Rng): void {
  const X = 36, W = 540;
  f.text('FranchiseFirst Capital Partners', X, 30, { size: 16, bold: true, color: '#7a1f1f' });
  f.text('Multi-Unit Franchisee Funding Application  |  ISO Desk: (888) 410-2290  |  submissions@franchisefirstcap.com', X, 50, { size: 7 });
  f.bar('1. FRANCHISEE (APPLICANT) INFORMATION', X, 66, W, '#7a1f1f');
  const [d, dt] = dba(m, v), [t, tt] = taxId(m, v), [s, st] = start(m, v);
  let y = boxRow(f, X, 79, [{ label: 'Legal Name of Franchisee Entity', w: 300, name: 'legal_name', value: m.legal, truth: { legal_name: m.legal } },
    { label: 'DBA / Brand Name', w: 240, name: 'dba', value: d, truth: dt }]);
  f.rect(X, y, W, 16);
  f.text('Entity Type:', X + 3, y + 5, { size: 7, bold: true });
  entityChecks(f, m, X + 55, y + 4);
  y = boxRow(f, X, y + 16, [{ label: 'Federal Tax ID (EIN)', w: 130, name: 'ein', value: t, truth: tt },
    { label: 'Date Business Started', w: 110, name: 'start', value: s, truth: st },
    { label: 'State of Incorporation', w: 90, name: 'inc_state', value: m.incState },
    { label: 'Type of Business', w: 210, name: 'biz_type', value: m.bizText, truth: { industry: industryOf(m.bizText) } }]);
  y = boxRow(f, X, y, [{ label: 'Principal Business Address (Street)', w: 230, name: 'street', value: m.addr.street },
    { label: 'City', w: 130, name: 'city', value: m.addr.city }, { label: 'State', w: 60, name: 'state', value: m.addr.state, truth: stateCountry(m) },
    { label: 'Zip', w: 60, name: 'zip', value: m.addr.zip }, { label: '# Locations', w: 60, name: 'n_loc', value: String(m.stores.length) }]);
  y = boxRow(f, X, y, [{ label: 'Business Phone', w: 130, name: 'phone', value: m.phone }, { label: 'Email', w: 210, name: 'email', value: m.email },
    { label: 'Website', w: 200, name: 'web', value: m.website }]);
  f.bar('2. FRANCHISE INFORMATION (Franchisor is not an applicant)', X, y + 8, W, '#7a1f1f');
  const fr = m.franchisor;
  y = boxRow(f, X, y + 21, [{ label: 'Franchisor', w: 200, name: 'franchisor', value: fr.name }, { label: 'Franchisor Phone', w: 110, name: 'fr_phone', value: fr.phone },
    { label: 'Franchisor Address', w: 230, name: 'fr_addr', value: addrLine(fr.addr) }]);
  y = boxRow(f, X, y, [{ label: 'Franchise Agreement No.', w: 110, name: 'fa_no', value: fr.agreementNo },
    { label: 'Agreement Date', w: 80, name: 'fa_date', value: fmtDate(fr.agreementDate, 'us') }, { label: 'Term (yrs)', w: 50, name: 'fa_term', value: String(fr.termYears) },
    { label: 'Initial Franchise Fee', w: 90, name: 'fa_fee', value: usd(fr.initialFee) }, { label: 'Royalty %', w: 60, name: 'royalty', value: `${fr.royaltyPct}%` },
    { label: 'Ad Fund %', w: 60, name: 'adfund', value: `${fr.adFundPct}%` }, { label: 'Transfer Fee', w: 90, name: 'transfer', value: usd(fr.transferFee) }]);
  f.bar('3. LOCATIONS (list every unit owned by the applicant)', X, y + 8, W, '#7a1f1f');
  const cols: [string, number][] = [['Store #', 50], ['Location DBA', 140], ['Street', 130], ['City', 80], ['ST', 30], ['Zip', 45], ['Own/Lease', 45]];
  y = boxRow(f, X, y + 21, cols.map(([label, w]) => ({ label, w })), 11);
  for (const [i, st2] of m.stores.entries()) {
    const vals = [st2.no, st2.dba, st2.addr.street, st2.addr.city, st2.addr.state, st2.addr.zip, st2.tenure];
    y = boxRow(f, X, y, cols.map(([, w], k) => ({ label: '', w, name: `loc${i}_${k}`, value: vals[k] })), 16);
  }
  f.bar('4. FUNDING REQUEST', X, y + 8, W, '#7a1f1f');
  y = boxRow(f, X, y + 21, [{ label: 'Amount Requested', w: 120, name: 'amount', value: usd(m.amount), truth: { requested_amount: m.amount } },
    { label: 'Use of Funds', w: 200, name: 'use', value: m.use }, { label: 'Est. Payment', w: 110, name: 'payment', value: v.payment ? usd(m.payment, true) : null,
      truth: v.payment ? { requested_payment: m.payment } : {} },
    { label: '# of Payments', w: 110, name: 'n_pay', value: v.payment ? String(m.count) : null, truth: v.payment ? { number_of_payments: m.count } : {} }]);
  f.text('Payment Frequency:', X + 3, y + 5, { size: 7, bold: true });
  f.checks('freq', ['Daily', 'Weekly', 'Bi-Weekly', 'Monthly'], v.payment ? FREQ_LABEL[m.freq] : null, X + 85, y + 4, { payment_frequency: m.freq });
  f.text('Page 1 of 2', X, 760, { size: 6.5 });
  f.addPage();
  f.bar('5. OWNERSHIP - all owners of 20% or more, individuals AND entities', X, 36, W, '#7a1f1f');
  const oc: [string, number][] = [['Owner Name', 150], ['Indiv. / Entity', 55], ['Title', 105], ['% Owned', 40], ['SSN / EIN', 80], ['Date of Birth', 70], ['FICO', 40]];
  y = boxRow(f, X, 49, oc.map(([label, w]) => ({ label, w })), 11);
  const slot = entitySlot(m, rng);
  const rows = m.people.map((p, i) => owner(i, p, v, m));
  let row = 0;
  for (let k = 0; k <= m.people.length; k++) {
    let vals: ([string | null, Record<string, string | number | null>])[];
    if (k === slot && m.entityOwner) vals = [[m.entityOwner.name, {}], ['Entity', {}], ['Member', {}], [`${m.entityOwner.pct}%`, {}], [m.entityOwner.ein, {}], [null, {}], [null, {}]];
    else if (row < rows.length) { const o = rows[row++]!; vals = [o.name, [rng.chance(0.5) ? 'Individual' : 'Indiv.', {}], o.title, o.pct, o.ssn, o.dob, o.score]; } else continue;
    y = boxRow(f, X, y, oc.map(([, w], c) => ({ label: '', w, name: `own${k}_${c}`, value: vals[c]![0], truth: vals[c]![1] })), 20);
  }
  f.text('Owner residence addresses (for credit pull only):', X, y + 8, { size: 7, bold: true });
  y += 20;
  for (const [i, p] of m.people.entries()) y = boxRow(f, X, y, [{ label: `Owner ${i + 1} Home Address`, w: 380, name: `home${i}`, value: addrLine(p.home) },
    { label: 'Cell Phone', w: 160, name: `cell${i}`, value: p.cell }], 22);
  f.bar('6. BANK & LANDLORD', X, y + 8, W, '#7a1f1f');
  y = boxRow(f, X, y + 21, [{ label: 'Operating Bank', w: 160, name: 'bank', value: m.bank }, { label: 'Routing #', w: 110, name: 'routing', value: m.routing },
    { label: 'Account #', w: 110, name: 'account', value: m.account }, { label: 'Landlord (Store 1)', w: 160, name: 'landlord', value: m.landlord }]);
  signatures(f, m, X, y + 14, W);
  f.text('Page 2 of 2', X, 760, { size: 6.5 });
}

export function keystone(f: Form, m: Merchant, v: Vis, rng: Rng): void {
  const X = 40;
  f.text('KEYSTONE MULTI-UNIT FUNDING', X, 34, { size: 14, bold: true });
  f.text('Business Funding Application for Multi-Location Operators', X, 52, { size: 8, italic: true });
  f.rule(X, 64, 572, 64, 1.5);
  const p = m.parent;
  f.text('A. PARENT / HOLDING COMPANY (if the applicant is owned by another company)', X, 72, { size: 8, bold: true });
  let y = lineRow(f, X, 86, [{ label: 'Parent Company Name', w: 330, name: 'parent_name', value: p.name }, { label: 'Parent EIN', w: 200, name: 'parent_ein', value: p.ein }]);
  y = lineRow(f, X, y, [{ label: 'Parent Entity Type', w: 170, name: 'parent_entity', value: p.entity }, { label: 'State of Formation', w: 140, name: 'parent_state', value: p.state },
    { label: 'Parent Address', w: 222, name: 'parent_addr', value: addrLine(p.addr) }]);
  f.text('B. OPERATING COMPANY (THE APPLICANT / MERCHANT)', X, y + 6, { size: 8, bold: true });
  const [d, dt] = dba(m, v), [t, tt] = taxId(m, v), [s, st] = start(m, v);
  y = lineRow(f, X, y + 20, [{ label: 'Applicant Legal Name', w: 330, name: 'legal_name', value: m.legal, truth: { legal_name: m.legal } },
    { label: 'Federal Tax ID', w: 200, name: 'ein', value: t, truth: tt }]);
  y = lineRow(f, X, y, [{ label: 'Primary DBA', w: 250, name: 'dba', value: d, truth: dt }, { label: 'Business Start Date', w: 160, name: 'start', value: s, truth: st },
    { label: 'Employees', w: 122, name: 'emp', value: String(m.employees) }]);
  f.text('Legal Entity:', X, y + 2, { size: 7.5 });
  entityChecks(f, m, X + 52, y + 1);
  y += 17;
  y = lineRow(f, X, y, [{ label: 'Headquarters Street', w: 250, name: 'street', value: m.addr.street }, { label: 'City', w: 140, name: 'city', value: m.addr.city },
    { label: 'State', w: 62, name: 'state', value: m.addr.state, truth: stateCountry(m) }, { label: 'Zip', w: 80, name: 'zip', value: m.addr.zip }]);
  y = lineRow(f, X, y, [{ label: 'Industry / Concept', w: 250, name: 'biz_type', value: m.bizText, truth: { industry: industryOf(m.bizText) } },
    { label: 'Franchise of', w: 282, name: 'franchisor', value: m.franchisor.name }]);
  y = lineRow(f, X, y, [{ label: 'Management Company', w: 250, name: 'mgmt', value: m.mgmt.name }, { label: 'Mgmt Fee', w: 110, name: 'mgmt_fee', value: `${m.mgmt.feePct}% of sales` },
    { label: 'Contact', w: 172, name: 'mgmt_contact', value: m.mgmt.contact }]);
  f.text('C. LOCATIONS', X, y + 6, { size: 8, bold: true });
  y += 20;
  for (const [i, st2] of m.stores.entries()) {
    f.text(`Location ${i + 1}${i === 0 ? ' (Primary)' : ''}`, X, y + 2, { size: 7, bold: true });
    y = lineRow(f, X + 80, y, [{ label: 'Store No.', w: 100, name: `loc${i}_no`, value: st2.no }, { label: 'DBA', w: 180, name: `loc${i}_dba`, value: st2.dba },
      { label: 'Opened', w: 100, name: `loc${i}_opened`, value: fmtDate(st2.opened, 'us') }, { label: 'Own/Lease', w: 72, name: `loc${i}_ten`, value: st2.tenure }], 15);
    y = lineRow(f, X + 80, y, [{ label: 'Address', w: 452, name: `loc${i}_addr`, value: addrLine(st2.addr) }], 18);
  }
  f.text('D. FUNDING REQUEST', X, y + 4, { size: 8, bold: true });
  y = lineRow(f, X, y + 18, [{ label: 'Amount Requested', w: 180, name: 'amount', value: usd(m.amount, true), truth: { requested_amount: m.amount } },
    { label: 'Use of Proceeds', w: 352, name: 'use', value: m.use }]);
  f.text('Preferred remittance:', X, y + 2, { size: 7.5 });
  f.checks('freq', ['Daily', 'Weekly', 'Bi-Weekly', 'Monthly'], v.payment ? FREQ_LABEL[m.freq] : null, X + 85, y + 1, { payment_frequency: m.freq });
  f.addPage();
  f.text('E. OWNERS (100% of ownership must be shown; entity owners list their EIN)', X, 36, { size: 8, bold: true });
  y = 52;
  const slot = entitySlot(m, rng);
  let row = 0;
  for (let k = 0; k <= m.people.length; k++) {
    f.rect(X - 4, y - 4, 540, 58, 0.4);
    if (k === slot && m.entityOwner) {
      const e = m.entityOwner;
      f.text('Owner type:', X, y + 2, { size: 7.5 });
      f.checks(`own${k}_type`, ['Individual', 'Entity'], 'Entity', X + 48, y + 1);
      y = lineRow(f, X, y + 16, [{ label: 'Entity Name', w: 300, name: `own${k}_name`, value: e.name }, { label: 'EIN', w: 130, name: `own${k}_ein`, value: e.ein },
        { label: '% Owned', w: 102, name: `own${k}_pct`, value: `${e.pct}%` }]);
      y = lineRow(f, X, y, [{ label: 'Authorized Signer', w: 300, name: `own${k}_signer`, value: e.signer }, { label: 'State', w: 130, name: `own${k}_st`, value: e.state }]);
    } else if (row < m.people.length) {
      const i = row++, o = owner(i, m.people[i]!, v, m, 'long');
      f.text('Owner type:', X, y + 2, { size: 7.5 });
      f.checks(`own${k}_type`, ['Individual', 'Entity'], 'Individual', X + 48, y + 1);
      y = lineRow(f, X, y + 16, [{ label: 'Full Name', w: 300, name: `own${k}_name`, value: o.name[0], truth: o.name[1] },
        { label: 'Title', w: 130, name: `own${k}_title`, value: o.title[0], truth: o.title[1] }, { label: '% Owned', w: 102, name: `own${k}_pct`, value: o.pct[0], truth: o.pct[1] }]);
      y = lineRow(f, X, y, [{ label: 'SSN', w: 150, name: `own${k}_ssn`, value: o.ssn[0], truth: o.ssn[1] }, { label: 'DOB', w: 150, name: `own${k}_dob`, value: o.dob[0], truth: o.dob[1] },
        { label: 'Home', w: 232, name: `own${k}_home`, value: addrLine(m.people[i]!.home) }]);
    } else continue;
    y += 14;
  }
  f.text('F. BANKING / LANDLORD / CURRENT FUNDING', X, y + 4, { size: 8, bold: true });
  y = lineRow(f, X, y + 18, [{ label: 'Bank', w: 200, name: 'bank', value: m.bank }, { label: 'ABA', w: 140, name: 'routing', value: m.routing },
    { label: 'Acct', w: 192, name: 'account', value: m.account }]);
  y = lineRow(f, X, y, [{ label: 'Landlord', w: 250, name: 'landlord', value: m.landlord }, { label: 'Phone', w: 140, name: 'll_phone', value: m.landlordPhone },
    { label: 'Rent', w: 142, name: 'rent', value: usd(m.rent) }]);
  for (const [i, fu] of m.funders.entries()) y = lineRow(f, X, y, [{ label: 'Current Funder', w: 250, name: `funder${i}`, value: fu.name },
    { label: 'Balance', w: 140, name: `funder${i}_bal`, value: usd(fu.balance) }, { label: 'Payment', w: 142, name: `funder${i}_pay`, value: usd(fu.payment) }]);
  signatures(f, m, X, y + 12, 532);
}
