// More US layouts of set 102: a DocuSign export whose values sit on parent fields over kid widgets (Bluewater), and a
// LiveCycle-born AcroForm with IRS-style names, split EIN/SSN combs and numbered checkbox on-states (Granite Peak).
import type { Rng } from '../../statements/generator/prng.ts';
import { fmtDate, money, type Merchant } from './data.ts';
import { amountT, app, AUTH_US, creditT, dbaT, dobT, entityT, fullName, industryT, legalT, nameT, ownerTaxT, pctT, roleT, startT, stateT, taxT } from './common.ts';
import { Sheet, type Plan } from './sheet.ts';

/** Bluewater Capital Partners: a DocuSign envelope flattened to AcroForm; every text value on a parent field with one kid
 *  widget, some without appearances; owners as "Last, First" in a table of four; SSN combs; entity boxes on "On",
 *  frequency boxes on "Choice2". */
export function bluewater(m: Merchant, r: Rng): Plan {
  const s = new Sheet('bluewater_docusign', 'Bluewater Capital Partners', 'US', 'DocuSign, Inc.', 'DocuSign');
  const o = { kids: true } as const;
  const ap = (): { ap: boolean } => ({ ap: r.chance(0.5) });
  s.text('BLUEWATER', 36, 32, 20, true).text('CAPITAL PARTNERS', 36, 54, 9).text('Business Cash Advance Application', 360, 40, 11, true);
  s.text('Envelope ID: ' + r.alnum(8, '0123456789ABCDEF') + '-' + r.alnum(4, '0123456789ABCDEF') + '-' + r.alnum(12, '0123456789ABCDEF'), 36, 10, 6);
  s.band('1. Business', 76, '#d6e6f5');
  s.field('Business Legal Name', 'BusinessLegalName', 36, 94, 300, m.legal, { ...o, ...ap(), truth: legalT(m) });
  s.field('Doing Business As', 'DBA', 342, 94, 234, m.dbaText, { ...o, ...ap(), truth: dbaT(m) });
  s.field('FEIN', 'FEIN', 36, 120, 120, m.taxText, { ...o, ...ap(), truth: taxT(m) });
  s.field('Business Start Date', 'BusinessStartDate', 162, 120, 130, fmtDate(m.start, r.pick(['long', 'mdy'] as const)), { ...o, ...ap(), truth: startT(m) });
  s.field('Industry / Description of Business', 'IndustryDescription', 298, 120, 278, m.industryText, { ...o, ...ap(), truth: industryT(m) });
  s.field('Business Address', 'BizAddress', 36, 146, 240, m.street, { ...o, ...ap() });
  s.field('City', 'BizCity', 282, 146, 140, m.city, { ...o, ...ap() });
  s.field('State', 'BizState', 428, 146, 50, m.region, { ...o, ...ap(), truth: stateT(m) });
  s.field('Zip', 'BizZip', 484, 146, 92, m.postal, { ...o, ...ap() });
  s.text('Legal Entity:', 36, 176, 7, true);
  const ents = [['LLC', 'llc'], ['C-Corp', 'c_corporation'], ['S-Corp', 's_corporation'], ['Partnership', 'general_partnership'], ['Sole Proprietorship', 'sole_proprietorship']] as const;
  ents.forEach(([label, id], i) => s.check(`Checkbox ${i + 1}`, label, 100 + i * 76, 175, 'On', m.entity === id, entityT(id), r.chance(0.5)));
  s.band('2. Funding Request', 196, '#d6e6f5');
  s.field('Amount Requested', 'AmountRequested', 36, 214, 150, money(m.amount, 'commas'), { ...o, ...ap(), truth: amountT(m) });
  s.field('Requested Payment', 'RequestedPayment', 192, 214, 130, money(m.payment, 'commas'), { ...o, ...ap(), truth: { [app('requested_payment')]: m.payment } });
  s.field('Number of Payments', 'NumberOfPayments', 328, 214, 100, String(m.payments), { ...o, ...ap(), truth: { [app('number_of_payments')]: m.payments } });
  const fs = ['daily', 'weekly', 'biweekly', 'monthly'] as const;
  ['Daily', 'Weekly', 'Bi-weekly', 'Monthly'].forEach((l, i) => s.check(`Frequency${i + 1}`, l, 436 + (i % 2) * 70, 222 + Math.floor(i / 2) * 12, 'Choice2', m.freq === fs[i], { [app('payment_frequency')]: fs[i]! }));
  s.band('3. Owners / Guarantors', 254, '#d6e6f5');
  const credit = r.chance(0.5);
  const cols: [string, number, number][] = [['Name (Last, First)', 36, 150], ['Title', 186, 70], ['Own %', 256, 40], ['SSN', 296, 120], ['Date of Birth', 416, 70], ['Credit Score', 486, 90]];
  for (const [l, x] of cols) s.text(l, x + 2, 272, 6.5, true);
  for (let i = 0; i < 4; i++) {
    const ow = m.owners[i], y = 282 + i * 20, n = `Owner${i + 1}`;
    const vals = ow ? [fullName(ow, 'lf'), ow.title, `${ow.pct}%`, ow.taxId, fmtDate(ow.dob, 'mdy'), credit ? String(ow.credit) : ''] : ['', '', '', '', '', ''];
    const tr = ow ? [nameT(i, ow), roleT(i, ow), pctT(i, ow), ownerTaxT(i, ow, true), dobT(i, ow), creditT(i, ow, credit)] : [];
    const names = ['Name', 'Title', 'Pct', 'SSN', 'DOB', 'Credit'];
    cols.forEach(([, x, w], j) => s.field('', `${n}${names[j]}`, x, y - 8, w, vals[j]!, { ...o, ...ap(), truth: tr[j] ?? {}, size: 8, ...(j === 3 ? { kind: 'comb', maxLen: 9 } : {}) }));
  }
  s.band('4. Bank and Current Positions', 372, '#d6e6f5');
  s.field('Operating Bank', 'OperatingBank', 36, 390, 180, m.bank, { ...o, ...ap(), decoy: 'bank' });
  s.field('ABA Routing', 'ABARouting', 222, 390, 120, m.routing, { ...o, ...ap(), decoy: 'routing' });
  s.field('Account Number', 'AccountNumber', 348, 390, 228, m.account, { ...o, ...ap(), decoy: 'account' });
  s.field('Current Funder', 'ExistingFunder', 36, 416, 240, m.funder?.name ?? '', { ...o, ...ap(), ...(m.funder ? { decoy: 'existing_funder' } : {}) });
  s.field('Current Balance', 'ExistingBalance', 282, 416, 120, m.funder ? money(m.funder.balance, 'commas') : '', { ...o, ...ap() });
  s.field('ISO Representative', 'ISORep', 408, 416, 168, 'Bluewater Capital Partners', { readOnly: true, decoy: 'iso_broker' });
  s.text(AUTH_US.replace('%B', 'Bluewater Capital Partners'), 36, 452, 6.5, false, 540);
  s.rect(36, 540, 220, 0.6).text('DocuSigned by: Owner', 36, 544, 6.5);
  return s.plan;
}

/** Granite Peak Funding: LiveCycle names (`topmostSubform[0].Page1[0].f1_07[0]`), the EIN in two combs (2 + 7) and each SSN
 *  in three (3-2-4), entity boxes `c1_1[0..4]` on "1".."5", frequency boxes on "1".."4", owners 2-3 on page 2. */
export function granite(m: Merchant, r: Rng): Plan {
  const s = new Sheet('granite_livecycle', 'Granite Peak Funding', 'US', 'Adobe LiveCycle Designer ES 9.0', 'Adobe XML Form Module Library');
  const P1 = 'topmostSubform[0].Page1[0].', P2 = 'topmostSubform[0].Page2[0].';
  let k = 0;
  const f = (p: string): string => `${p}f1_${String(++k).padStart(2, '0')}[0]`;
  s.text('GRANITE PEAK FUNDING', 36, 34, 15, true).text('Application for Business Financing', 36, 52, 9).text('Form GPF-100 (Rev. 3-2024)', 460, 36, 7);
  s.band('Part I   Business', 72, '#e2e2e2');
  s.field('1 Legal name of business (as shown on your income tax return)', f(P1), 36, 90, 540, m.legal, { truth: legalT(m) });
  s.field('2 Business name/disregarded entity name, if different from above', f(P1), 36, 116, 540, m.dbaText, { truth: dbaT(m) });
  s.text('3 Check appropriate box for federal tax classification:', 36, 144, 6.5);
  const ents = [['Sole proprietor', 'sole_proprietorship'], ['C Corporation', 'c_corporation'], ['S Corporation', 's_corporation'], ['Partnership', 'general_partnership'], ['Limited liability company', 'llc']] as const;
  ents.forEach(([label, id], i) => s.check(`${P1}EntityClass[0].c1_1[${i}]`, label, 36 + i * 108, 154, String(i + 1), m.entity === id, entityT(id)));
  s.field('4 Address (number, street, and apt. or suite no.)', f(P1), 36, 170, 300, m.street);
  s.field('5 City, state, and ZIP code', f(P1), 342, 170, 234, `${m.city}, ${m.region} ${m.postal}`, { truth: stateT(m) });
  s.field('6 Nature of business', f(P1), 36, 196, 300, m.industryText, { truth: industryT(m) });
  s.field('7 Date business established', f(P1), 342, 196, 234, fmtDate(m.start, r.pick(['long', 'mdy'] as const)), { truth: startT(m) });
  s.text('8 Employer identification number', 36, 224, 6.5);
  const ein = m.taxType === 'EIN';
  s.field('', f(P1), 36, 224, 34, ein ? m.taxId.slice(0, 2) : '', { kind: 'comb', maxLen: 2, truth: ein ? taxT(m) : {} });
  s.text('-', 74, 235, 9).field('', f(P1), 82, 224, 110, ein ? m.taxId.slice(2) : '', { kind: 'comb', maxLen: 7 });
  s.text('or Social security number (sole proprietor)', 220, 224, 6.5);
  const ssnBoxes = (p: string, x: number, y: number, d: string, truth: Record<string, string | number>): void => {
    s.field('', f(p), x, y, 48, d.slice(0, 3), { kind: 'comb', maxLen: 3, truth });
    s.text('-', x + 51, y + 11, 9).field('', f(p), x + 58, y, 34, d.slice(3, 5), { kind: 'comb', maxLen: 2 });
    s.text('-', x + 95, y + 11, 9).field('', f(p), x + 102, y, 64, d.slice(5), { kind: 'comb', maxLen: 4 });
  };
  ssnBoxes(P1, 220, 224, ein ? '' : m.taxId, ein ? {} : taxT(m));
  s.band('Part II   Financing Requested', 260, '#e2e2e2');
  s.field('9 Amount requested', f(P1), 36, 278, 160, money(m.amount, r.pick(['cents', 'commas'] as const)), { truth: amountT(m) });
  s.field('10 State of organization', f(P1), 202, 278, 100, m.incRegion, { decoy: 'state_of_incorporation' });
  s.text('11 Remittance', 310, 278, 6.5);
  const fs = ['daily', 'weekly', 'biweekly', 'monthly'] as const;
  ['Daily', 'Weekly', 'Bi-weekly', 'Monthly'].forEach((l, i) => s.check(`${P1}Remit[0].c1_2[${i}]`, l, 310 + i * 66, 290, String(i + 1), m.freq === fs[i], { [app('payment_frequency')]: fs[i]! }));
  s.band('Part III   Owner(s)', 312, '#e2e2e2');
  const owner = (p: string, i: number, y: number): void => {
    const o = m.owners[i];
    s.text(`Owner ${i + 1}`, 36, y, 7, true);
    s.field('Name (first, middle initial, last)', f(p), 36, y + 10, 260, o ? fullName(o, 'fml') : '', o ? { truth: nameT(i, o) } : {});
    s.field('Title', f(p), 302, y + 10, 140, o?.title ?? '', o ? { truth: roleT(i, o) } : {});
    s.field('Percent owned', f(p), 448, y + 10, 128, o ? `${o.pct}` : '', o ? { truth: pctT(i, o) } : {});
    s.text('Social security number', 36, y + 36, 6.5);
    ssnBoxes(p, 36, y + 44, o?.taxId ?? '', o ? ownerTaxT(i, o, true) : {});
    s.field('Date of birth', f(p), 230, y + 36, 100, o ? fmtDate(o.dob, 'mdy') : '', o ? { truth: dobT(i, o) } : {});
    s.field('Home address', f(p), 336, y + 36, 240, o ? `${o.street}, ${o.city}, ${o.region}` : '', o ? { decoy: 'owner_home' } : {});
  };
  owner(P1, 0, 330);
  s.band('Part IV   Banking', 402, '#e2e2e2');
  s.field('Bank name', f(P1), 36, 420, 200, m.bank, { decoy: 'bank' });
  s.field('Routing number', f(P1), 242, 420, 130, m.routing, { kind: 'comb', maxLen: 9, decoy: 'routing' });
  s.field('Account number', f(P1), 378, 420, 198, m.account, { decoy: 'account' });
  s.field('Prepared by (ISO)', `${P1}ISO[0]`, 36, 446, 260, 'Granite Peak Funding', { readOnly: true, decoy: 'iso_broker' });
  s.text('Form GPF-100 (Rev. 3-2024)     Page 1', 420, 760, 6.5);
  s.page(2);
  k = 0;
  s.band('Part III   Owner(s) (continued)', 40, '#e2e2e2');
  owner(P2, 1, 60);
  owner(P2, 2, 132);
  s.band('Part V   Certification', 210, '#e2e2e2');
  s.text(AUTH_US.replace('%B', 'Granite Peak Funding'), 36, 228, 7, false, 540);
  s.rect(36, 320, 240, 0.6).text('Signature of owner', 36, 324, 6.5).rect(300, 320, 120, 0.6).text('Date', 300, 324, 6.5);
  s.text('Form GPF-100 (Rev. 3-2024)     Page 2', 420, 760, 6.5);
  return s.plan;
}
