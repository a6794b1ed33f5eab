// Set 81, layouts 5-7: Crossroads Capital ISO (one dense page of numbered questions with Yes/No boxes: "is the
// business a franchise?", "is it owned by another company?"), Maple Crest Franchise Finance (Canadian: operating
// name, BN with program account, province, SIN, PIPEDA) and Harborview Enterprise Lending (mailing address in care
// of the management company, owners as "Last, First", guarantor page).
import type { Rng } from '../../statements/generator/prng.ts';
import type { Form, Truth } from './canvas.ts';
import { fmtDate, type Merchant } from './model.ts';
import { addrLine, boxRow, dba, entityChecks, entitySlot, FREQ_LABEL, industryOf, lineRow, owner, signatures, start, stateCountry, taxId,
  usd, type Vis } from './parts.ts';

function yesNo(f: Form, name: string, q: string, yes: boolean, x: number, y: number): void {
  f.text(q, x, y + 1, { size: 7.5 });
  f.checks(name, ['Yes', 'No'], yes ? 'Yes' : 'No', x + 250, y);
}

export function crossroads(f: Form, m: Merchant, v: Vis, rng: Rng): void {
  const X = 40, W = 532;
  f.text('CROSSROADS CAPITAL', X, 30, { size: 13, bold: true });
  f.text('ISO Application - Franchise & Multi-Location', X, 46, { size: 8 });
  f.text(`ISO: ${m.isoRep}   Office: (646) 555-0142`, 380, 34, { size: 7.5 });
  f.rule(X, 58, X + W, 58, 1);
  const [d, dt] = dba(m, v), [t, tt] = taxId(m, v), [s, st] = start(m, v);
  let y = lineRow(f, X, 64, [{ label: '1. Business Legal Name', w: 330, name: 'legal_name', value: m.legal, truth: { legal_name: m.legal } },
    { label: '2. DBA', w: 202, name: 'dba', value: d, truth: dt }]);
  y = lineRow(f, X, y, [{ label: '3. Entity Type', w: 170, name: 'entity_text', value: m.entityText, truth: { type_of_entity: m.entityId } },
    { label: '4. Fed Tax ID', w: 170, name: 'ein', value: t, truth: tt }, { label: v.start === 'years' ? '5. Time in Business' : '5. Date Started', w: 192, name: 'start', value: s, truth: st }]);
  y = lineRow(f, X, y, [{ label: '6. Business Address', w: 300, name: 'street', value: m.addr.street }, { label: 'City', w: 110, name: 'city', value: m.addr.city },
    { label: 'ST', w: 50, name: 'state', value: m.addr.state, truth: stateCountry(m) }, { label: 'Zip', w: 72, name: 'zip', value: m.addr.zip }]);
  y = lineRow(f, X, y, [{ label: '7. Industry', w: 250, name: 'biz_type', value: m.bizText, truth: { industry: industryOf(m.bizText) } },
    { label: '8. Phone', w: 140, name: 'phone', value: m.phone }, { label: '9. Employees', w: 142, name: 'emp', value: String(m.employees) }]);
  yesNo(f, 'q_franchise', '10. Is the business a franchise?', true, X, y + 2);
  y = lineRow(f, X, y + 16, [{ label: '    If yes, franchisor', w: 300, name: 'franchisor', value: m.franchisor.name },
    { label: 'Royalty', w: 100, name: 'royalty', value: `${m.franchisor.royaltyPct}%` }, { label: 'Fee paid', w: 132, name: 'fa_fee', value: usd(m.franchisor.initialFee) }]);
  const owned = m.entityOwner !== null;
  yesNo(f, 'q_owned', '11. Is the business owned in part by another company?', owned, X, y + 2);
  y = lineRow(f, X, y + 16, [{ label: '    If yes, company', w: 300, name: 'holder_name', value: m.entityOwner?.name ?? null },
    { label: '% held', w: 100, name: 'holder_pct', value: m.entityOwner ? `${m.entityOwner.pct}%` : null }, { label: 'EIN', w: 132, name: 'holder_ein', value: m.entityOwner?.ein ?? null }]);
  y = lineRow(f, X, y, [{ label: '12. Number of locations', w: 170, name: 'n_loc', value: String(m.stores.length) },
    { label: 'Management company (if any)', w: 362, name: 'mgmt', value: rng.chance(0.6) ? m.mgmt.name : 'None' }]);
  f.text('13. Additional locations (store #, address):', X, y + 2, { size: 7.5 });
  y += 14;
  for (const [i, u] of m.stores.slice(1).entries()) y = lineRow(f, X + 12, y, [{ label: `${String.fromCharCode(97 + i)})`, w: 520, name: `loc${i}`, value: `${u.no}  ${u.dba} - ${addrLine(u.addr)}` }], 16);
  y = lineRow(f, X, y + 4, [{ label: '14. Amount Requested', w: 200, name: 'amount', value: usd(m.amount), truth: { requested_amount: m.amount } },
    { label: 'Payment', w: 150, name: 'payment', value: v.payment ? usd(m.payment, true) : null, truth: v.payment ? { requested_payment: m.payment } : {} },
    { label: 'Term (# pmts)', w: 182, name: 'n_pay', value: v.payment ? String(m.count) : null, truth: v.payment ? { number_of_payments: m.count } : {} }]);
  f.text('15. Payment schedule:', X, y + 2, { size: 7.5 });
  f.checks('freq', ['Daily', 'Weekly', 'Bi-Weekly', 'Monthly'], v.payment ? FREQ_LABEL[m.freq] : null, X + 90, y + 1, { payment_frequency: m.freq });
  y += 18;
  f.text('16. OWNERS (individuals only; the company named in 11 is not a guarantor)', X, y, { size: 7.5, bold: true });
  const oc: [string, number][] = [['Name', 140], ['Title', 100], ['%', 40], ['SSN', 85], ['DOB', 72], ['FICO', 45], ['Cell', 50]];
  y = boxRow(f, X, y + 11, oc.map(([label, w]) => ({ label, w })), 10);
  for (const [i, p] of m.people.entries()) {
    const o = owner(i, p, v, m, 'short');
    const vals = [o.name, o.title, o.pct, o.ssn, o.dob, o.score, [p.cell.slice(6), {}] as [string, Truth]];
    y = boxRow(f, X, y, oc.map(([, w], c) => ({ label: '', w, name: `own${i}_${c}`, value: vals[c]![0], truth: vals[c]![1] })), 17);
  }
  y = lineRow(f, X, y + 8, [{ label: '17. Bank', w: 200, name: 'bank', value: m.bank }, { label: 'Routing', w: 150, name: 'routing', value: m.routing },
    { label: 'Account', w: 182, name: 'account', value: m.account }]);
  y = lineRow(f, X, y, [{ label: '18. Landlord / Mortgage holder', w: 330, name: 'landlord', value: m.landlord }, { label: 'Phone', w: 202, name: 'll_phone', value: m.landlordPhone }]);
  signatures(f, m, X, y + 6, W);
}

export function maplecrest(f: Form, m: Merchant, v: Vis, rng: Rng): void {
  const X = 36;
  f.text('Maple Crest Franchise Finance', X, 30, { size: 15, bold: true, color: '#a3261b' });
  f.text('Franchisee Financing Application (Canada) / Demande de financement', X, 49, { size: 8 });
  f.bar('SECTION 1 - FRANCHISEE BUSINESS', X, 64, 540, '#a3261b');
  const [d, dt] = dba(m, v), [t, tt] = taxId(m, v), [s, st] = start(m, v);
  let y = boxRow(f, X, 77, [{ label: 'Legal Name of Corporation', w: 300, name: 'legal_name', value: m.legal, truth: { legal_name: m.legal } },
    { label: 'Operating Name (O/A)', w: 240, name: 'dba', value: d, truth: dt }]);
  y = boxRow(f, X, y, [{ label: 'Business Number (BN) incl. program account', w: 200, name: 'bn', value: t, truth: tt },
    { label: 'Date of Incorporation', w: 120, name: 'start', value: s, truth: st }, { label: 'Jurisdiction of Incorporation', w: 220, name: 'inc_state', value: m.incState }]);
  f.rect(X, y, 540, 16);
  f.text('Structure:', X + 3, y + 5, { size: 7, bold: true });
  entityChecks(f, m, X + 50, y + 4);
  y = boxRow(f, X, y + 16, [{ label: 'Street Address (head office)', w: 230, name: 'street', value: m.addr.street }, { label: 'City', w: 120, name: 'city', value: m.addr.city },
    { label: 'Province', w: 60, name: 'prov', value: m.addr.state, truth: stateCountry(m) }, { label: 'Postal Code', w: 70, name: 'postal', value: m.addr.zip },
    { label: 'Country', w: 60, name: 'country', value: 'Canada' }]);
  y = boxRow(f, X, y, [{ label: 'Type of Business', w: 230, name: 'biz_type', value: m.bizText, truth: { industry: industryOf(m.bizText) } },
    { label: 'Telephone', w: 120, name: 'phone', value: m.phone }, { label: 'Email', w: 190, name: 'email', value: m.email }]);
  f.bar('SECTION 2 - FRANCHISE SYSTEM & CORPORATE GROUP', X, y + 8, 540, '#a3261b');
  y = boxRow(f, X, y + 21, [{ label: 'Franchisor', w: 220, name: 'franchisor', value: m.franchisor.name }, { label: 'Franchisor Head Office', w: 320, name: 'fr_addr', value: addrLine(m.franchisor.addr) }]);
  y = boxRow(f, X, y, [{ label: 'Franchise Fee (CAD)', w: 110, name: 'fa_fee', value: `${usd(m.franchisor.initialFee)} CAD` }, { label: 'Royalty', w: 70, name: 'royalty', value: `${m.franchisor.royaltyPct}%` },
    { label: 'Renewal Date', w: 100, name: 'fa_renew', value: fmtDate(`${Number(m.franchisor.agreementDate.slice(0, 4)) + m.franchisor.termYears}${m.franchisor.agreementDate.slice(4)}`, 'us') },
    { label: 'Parent Corporation', w: 260, name: 'parent_name', value: m.parent.name.replace(/,? (LLC|Inc\.|Corp\.)$/, ' Ltd.') }]);
  f.bar('SECTION 3 - LOCATIONS / ÉTABLISSEMENTS', X, y + 8, 540, '#a3261b');
  y += 21;
  for (const [i, u] of m.stores.entries()) y = boxRow(f, X, y, [{ label: `Location ${i + 1} - Store No.`, w: 90, name: `loc${i}_no`, value: u.no },
    { label: 'Operating Name', w: 180, name: `loc${i}_dba`, value: u.dba }, { label: 'Address', w: 270, name: `loc${i}_addr`, value: addrLine(u.addr) }], 22);
  f.bar('SECTION 4 - FINANCING REQUESTED', X, y + 8, 540, '#a3261b');
  boxRow(f, X, y + 21, [{ label: 'Amount Requested (CAD)', w: 130, name: 'amount', value: `${usd(m.amount)} CAD`, truth: { requested_amount: m.amount } },
    { label: 'Repayment', w: 100, name: 'payment', value: v.payment ? usd(m.payment, true) : null, truth: v.payment ? { requested_payment: m.payment } : {} },
    { label: 'Frequency', w: 90, name: 'freq', value: v.payment ? FREQ_LABEL[m.freq] : null, truth: v.payment ? { payment_frequency: m.freq } : {} },
    { label: 'Purpose', w: 220, name: 'use', value: m.use }]);
  f.addPage();
  f.bar('SECTION 5 - SHAREHOLDERS (individuals and holding companies)', X, 36, 540, '#a3261b');
  const oc: [string, number][] = [['Shareholder', 150], ['Position', 100], ['% Shares', 50], ['SIN / BN', 95], ['Date of Birth', 80], ['Beacon', 65]];
  y = boxRow(f, X, 49, oc.map(([label, w]) => ({ label, w })), 10);
  const slot = entitySlot(m, rng);
  let row = 0;
  for (let k = 0; k <= m.people.length; k++) {
    let vals: [string | null, Truth][];
    if (k === slot && m.entityOwner) vals = [[m.entityOwner.name.replace(', LLC', ' Holdings Inc.').replace(' Holdings Holdings', ' Holdings'), {}], ['Holdco', {}], [`${m.entityOwner.pct}%`, {}], [`${m.taxDigits.slice(0, 2)}${rng.digits(7)} RC0001`, {}], [null, {}], [null, {}]];
    else if (row < m.people.length) { const o = owner(row, m.people[row]!, v, m, 'long'); row++; vals = [o.name, o.title, o.pct, o.ssn, o.dob, o.score]; } else continue;
    y = boxRow(f, X, y, oc.map(([, w], c) => ({ label: '', w, name: `sh${k}_${c}`, value: vals[c]![0], truth: vals[c]![1] })), 18);
  }
  y = boxRow(f, X, y + 10, [{ label: 'Financial Institution', w: 180, name: 'bank', value: m.bank }, { label: 'Transit / Institution', w: 120, name: 'transit', value: `${rng.digits(5)}-${rng.digits(3)}` },
    { label: 'Account', w: 120, name: 'account', value: m.account }, { label: 'Landlord', w: 120, name: 'landlord', value: m.landlord }]);
  f.text('PIPEDA consent: the undersigned consent to the collection, use and disclosure of personal information for credit assessment, ' +
    'in accordance with the Personal Information Protection and Electronic Documents Act.', X, y + 10, { size: 6.5, width: 540 });
  signatures(f, m, X, y + 34, 540);
}

export function harborview(f: Form, m: Merchant, v: Vis, rng: Rng): void {
  const X = 48, W = 516;
  f.text('HARBORVIEW ENTERPRISE LENDING', X, 34, { size: 12, bold: true, width: W, align: 'center' });
  f.text('Multi-Location Business Application', X, 50, { size: 9, width: W, align: 'center' });
  f.rule(X, 64, X + W, 64, 0.8);
  const [d, dt] = dba(m, v), [t, tt] = taxId(m, v), [s, st] = start(m, v);
  f.text('Applicant type:', X, 72, { size: 7.5 });
  f.checks('app_type', ['Single unit franchisee', 'Multi-unit franchisee', 'Independent', 'Corporate-owned'], 'Multi-unit franchisee', X + 62, 71);
  let y = lineRow(f, X, 88, [{ label: 'Legal Name of Applicant', w: W, name: 'legal_name', value: m.legal, truth: { legal_name: m.legal } }]);
  y = lineRow(f, X, y, [{ label: 'Trade Name (DBA)', w: 270, name: 'dba', value: d, truth: dt }, { label: 'Tax ID No.', w: 246, name: 'ein', value: t, truth: tt }]);
  f.text('Form of organization:', X, y + 2, { size: 7.5 });
  entityChecks(f, m, X + 82, y + 1);
  y += 17;
  y = lineRow(f, X, y, [{ label: 'Established', w: 200, name: 'start', value: s, truth: st }, { label: 'Type of Business', w: 316, name: 'biz_type', value: m.bizText, truth: { industry: industryOf(m.bizText) } }]);
  y = lineRow(f, X, y, [{ label: 'Mailing Address (c/o management co.)', w: W, name: 'mail_addr', value: `c/o ${m.mgmt.name}, ${addrLine(m.mgmt.addr)}` }]);
  y = lineRow(f, X, y, [{ label: 'Physical Address of Business', w: 280, name: 'street', value: `${m.addr.street}, ${m.addr.city}` },
    { label: 'State', w: 110, name: 'state', value: m.addr.state, truth: stateCountry(m) }, { label: 'Zip', w: 126, name: 'zip', value: m.addr.zip }]);
  y = lineRow(f, X, y, [{ label: 'Holding Company', w: 280, name: 'parent_name', value: m.parent.name }, { label: 'Holding Co. Tax ID', w: 236, name: 'parent_ein', value: m.parent.ein }]);
  y = lineRow(f, X, y, [{ label: 'Franchisor', w: 280, name: 'franchisor', value: m.franchisor.name }, { label: 'Franchise Agreement Expires', w: 236, name: 'fa_exp',
    value: fmtDate(`${Number(m.franchisor.agreementDate.slice(0, 4)) + m.franchisor.termYears}${m.franchisor.agreementDate.slice(4)}`, 'us') }]);
  y = lineRow(f, X, y, [{ label: 'Monthly royalty + marketing fees paid', w: 280, name: 'fees', value: usd(Math.round(m.monthlySales * (m.franchisor.royaltyPct + m.franchisor.adFundPct) / 100)) },
    { label: 'Combined monthly sales', w: 236, name: 'sales', value: usd(m.monthlySales) }]);
  f.text('SCHEDULE OF LOCATIONS', X, y + 6, { size: 8, bold: true });
  const cols: [string, number][] = [['#', 20], ['Store No.', 60], ['Store DBA', 150], ['Address', 226], ['Opened', 60]];
  y = boxRow(f, X, y + 18, cols.map(([label, w]) => ({ label, w })), 10);
  for (const [i, u] of m.stores.entries()) {
    const vals = [String(i + 1), u.no, u.dba, addrLine(u.addr), fmtDate(u.opened, 'short')];
    y = boxRow(f, X, y, cols.map(([, w], k) => ({ label: '', w, name: `loc${i}_${k}`, value: vals[k] })), 16);
  }
  f.text('FINANCING', X, y + 8, { size: 8, bold: true });
  y = lineRow(f, X, y + 20, [{ label: 'Amount of financing requested', w: 260, name: 'amount', value: usd(m.amount, true), truth: { requested_amount: m.amount } },
    { label: 'Proposed payment', w: 256, name: 'payment', value: v.payment ? `${usd(m.payment, true)} ${FREQ_LABEL[m.freq].toLowerCase()}` : null,
      truth: v.payment ? { requested_payment: m.payment, payment_frequency: m.freq } : {} }]);
  lineRow(f, X, y, [{ label: 'Existing MCA / loans', w: W, name: 'funders', value: m.funders.length ? m.funders.map((x) => `${x.name} bal ${usd(x.balance)}`).join('; ') : 'None' }]);
  f.addPage();
  f.text('OWNERSHIP & PERSONAL GUARANTY', X, 36, { size: 10, bold: true });
  f.text('List every owner. Entity owners: give the entity name and its percentage; the entity does not sign a personal guaranty.', X, 50, { size: 7 });
  const slot = entitySlot(m, rng);
  y = 66;
  let row = 0;
  const lv: Vis = { ...v, nameOrder: 'last' };
  for (let k = 0; k <= m.people.length; k++) {
    if (k === slot && m.entityOwner) {
      y = lineRow(f, X, y, [{ label: `Owner ${k + 1} (Entity)`, w: 330, name: `o${k}_name`, value: m.entityOwner.name }, { label: 'Percent', w: 186, name: `o${k}_pct`, value: `${m.entityOwner.pct}%` }]);
      y = lineRow(f, X, y, [{ label: 'Entity EIN', w: 200, name: `o${k}_ein`, value: m.entityOwner.ein }, { label: 'State', w: 316, name: `o${k}_st`, value: m.entityOwner.state }]) + 8;
      continue;
    }
    if (row >= m.people.length) continue;
    const i = row++, o = owner(i, m.people[i]!, lv, m, 'us');
    y = lineRow(f, X, y, [{ label: `Owner ${k + 1} (Last, First)`, w: 330, name: `o${k}_name`, value: o.name[0], truth: o.name[1] }, { label: 'Percent', w: 186, name: `o${k}_pct`, value: o.pct[0], truth: o.pct[1] }]);
    y = lineRow(f, X, y, [{ label: 'Title', w: 200, name: `o${k}_title`, value: o.title[0], truth: o.title[1] }, { label: 'SSN', w: 150, name: `o${k}_ssn`, value: o.ssn[0], truth: o.ssn[1] },
      { label: 'DOB', w: 166, name: `o${k}_dob`, value: o.dob[0], truth: o.dob[1] }]);
    y = lineRow(f, X, y, [{ label: 'Residence', w: 516, name: `o${k}_home`, value: addrLine(m.people[i]!.home) }]) + 8;
  }
  y = lineRow(f, X, y + 4, [{ label: 'Bank', w: 200, name: 'bank', value: m.bank }, { label: 'Routing', w: 150, name: 'routing', value: m.routing }, { label: 'Account', w: 166, name: 'account', value: m.account }]);
  y = lineRow(f, X, y, [{ label: 'Trade reference', w: 280, name: 'trade_ref', value: `${m.mgmt.contact}, ${m.mgmt.phone}` }, { label: 'Landlord', w: 236, name: 'landlord', value: m.landlord }]);
  signatures(f, m, X, y + 8, W);
}
