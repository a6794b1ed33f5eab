// More US funders' own applications: Lone Star Working Capital (Dallas, TX) and Pacific Crest Business Funding (Irvine,
// CA) with its Utah servicing office.
import type { Rng } from '../../statements/generator/prng.ts';
import type { Form } from './form.ts';
import type { Merchant } from './merchant.ts';
import * as P from './parts.ts';

/** Lone Star Working Capital, Dallas TX: dense Times grid, labels inside cells, owners as table rows, 2-digit years. */
export function loneStar(f: Form, m: Merchant, r: Rng): void {
  const X = 30, W = 552;
  f.doc.rect(X, 22, W, 44).lineWidth(1.5).stroke('#7a1f1f');
  f.label('LONE STAR WORKING CAPITAL', X + 10, 30, { size: 16, bold: true, color: '#7a1f1f' });
  f.label('Direct Funder  *  2100 Ross Ave, Suite 1650, Dallas, Texas 75201  *  (214) 555-0163', X + 10, 50, { size: 7.5 });
  f.label('MERCHANT CASH ADVANCE APPLICATION', X + 360, 30, { size: 8, bold: true, width: 180, align: 'right' });
  let y = 76;
  const row = (cs: P.Cell[]): void => { y = P.cellRow(f, X, y, 24, 0, cs); };
  f.bar('MERCHANT INFORMATION', X, y, W, 12, { fill: '#7a1f1f', size: 7.5 }); y += 12;
  row([[300, 'Corporate / Legal Name', 'legal', P.legal(m)], [252, 'DBA Name', 'dba', P.dba(m, r)]]);
  row([[220, 'Physical Address', 'street', m.addr.street], [130, 'City', 'city', m.addr.city], [70, 'State', 'st', P.state(m, r, false)], [60, 'Zip', 'zip', m.addr.zip], [72, 'Yrs at Location', 'yrs', String(r.int(1, 12))]]);
  row([[150, 'Fed ID #', 'tax', P.bizTax(m, r)], [150, 'Entity Type', 'ent', P.entityText(m, r)], [120, 'Date Started', 'start', P.start(m, 'mdyy')], [132, 'Incorporated in', 'inc', m.stateOfInc === m.addr.st ? m.stateOfInc : P.D(m.stateOfInc)]]);
  row([[150, 'Business Phone', 'phone', m.phone], [220, 'Products / Services Sold', 'ind', P.industry(m)], [182, 'Website', 'web', m.website]]);
  row([[150, 'Gross Annual Sales', 'annual', P.fmtMoney(m.monthlySales * 12, r)], [150, 'Avg Monthly Bank Deposits', 'sales', P.fmtMoney(m.monthlySales, r)], [120, 'Rent / Own', 'rent', m.rent], [132, 'Monthly Rent', 'rentamt', P.fmtMoney(m.rentAmt, r)]]);
  row([[300, 'Landlord / Mortgage Holder', 'landlord', P.D(m.landlord.name)], [252, 'Landlord Phone', 'landlord_ph', P.D(m.landlord.phone)]]);
  y += 6;
  f.bar('FUNDING REQUEST', X, y, W, 12, { fill: '#7a1f1f', size: 7.5 }); y += 12;
  row([[150, 'Requested Amount', 'req', P.requested(m, r)], [150, 'Desired Payment', 'pmt', m.payment === null ? null : [P.fmtMoney(m.payment, r), { requested_payment: m.payment }]],
    [120, 'No. of Payments', 'npay', m.numPayments === null ? null : [String(m.numPayments), { number_of_payments: m.numPayments }]], [132, 'Use of Funds', 'use', m.useOfFunds]]);
  f.rect(X, y, W, 16); f.label('Payment Schedule:', X + 4, y + 5, { size: 7, bold: true });
  let cx = X + 84;
  for (const [l, v] of [['Daily (M-F)', 'daily'], ['Weekly', 'weekly'], ['Bi-Weekly', 'biweekly'], ['Monthly', 'monthly']] as const) cx = f.check(`freq_${v}`, l, cx, y + 4.5, m.freq === v, { payment_frequency: v }) + 10;
  y += 22;
  f.bar('OWNER / OFFICER INFORMATION', X, y, W, 12, { fill: '#7a1f1f', size: 7.5 }); y += 12;
  const cols: [string, number][] = [['Name', 130], ['Title', 70], ['Own %', 42], ['SS#', 84], ['DOB', 60], ['Home Address', 166]];
  cx = X; f.doc.rect(X, y, W, 12).fill('#eee');
  for (const [h, w] of cols) { f.label(h, cx + 3, y + 3, { size: 6.5, bold: true }); cx += w; }
  y += 12;
  for (let i = 0; i < 4; i++) {
    const o = m.owners[i];
    const vals: (P.V | P.D | null)[] = o ? [P.ownerName(o, i, 'first-last'), P.role(o, i), P.pct(o, i, r), P.ownerTax(o, i, r), P.dob(o, i, 'mdyy'), P.D(P.homeAddr(o))] : cols.map(() => null);
    cx = X;
    vals.forEach((v, j) => {
      const w = cols[j]![1];
      f.rect(cx, y, w, 18, '#888', 0.5);
      if (v && 'd' in v) f.value(`o${i}_${j}`, v.d, cx, y, w, 18, undefined, { decoy: true, size: 7 });
      else if (v) f.value(`o${i}_${j}`, v[0], cx, y, w, 18, v[1], { size: 8 });
      cx += w;
    });
    y += 18;
  }
  y += 8;
  f.bar('EXISTING CASH ADVANCES / BUSINESS LOANS', X, y, W, 12, { fill: '#7a1f1f', size: 7.5 }); y += 12;
  y = P.positionsTable(f, X, y, m, r, ['Funding Co.', 'Funded Date', 'Est. Balance', 'Daily/Weekly Pmt'], [190, 100, 120, 142], false) + 8;
  f.newPage(); y = 30;
  f.bar('BANK & TRADE REFERENCES', X, y, W, 12, { fill: '#7a1f1f', size: 7.5 }); y += 12;
  row([[200, 'Business Bank', 'bank', P.D(m.bank.name)], [176, 'ABA Routing', 'aba', P.D(m.bank.routing)], [176, 'Account Number', 'acct', P.D(m.bank.account)]]);
  y = P.refsTable(f, X, y + 6, m, ['Vendor / Supplier', 'Contact', 'Phone'], [250, 160, 142]) + 10;
  y = P.isoBox(f, X, y, W, m, 'ISO INFORMATION', ['ISO Name', 'ISO Rep', 'ISO ID', 'ISO Phone']) + 10;
  f.rect(X, y, W, 70, '#7a1f1f', 1);
  f.label('UNDERWRITING USE ONLY', X + 6, y + 5, { size: 7.5, bold: true, color: '#7a1f1f' });
  ['Bank statements (4 mo.) received', 'Credit pulled', 'UCC / lien search', 'Site inspection', 'Landlord verified', 'Tax guard'].forEach((l, i) => f.check(`uw_${i}`, l, X + 8 + (i % 3) * 180, y + 20 + Math.floor(i / 3) * 14, r.chance(0.4)));
  f.label('Underwriter: ____________   Decision:  Approved / Declined / Counter   Offer: ____________', X + 8, y + 52, { size: 7 });
  y += 82;
  y = f.para('Merchant and each owner signing below represent that the information above is true and complete and authorize Lone Star Working Capital and its assigns to obtain credit reports, verify bank and trade references, and contact the landlord. Merchant agrees that any funding will be a purchase of future receivables under a separate Revenue Purchase Agreement, and that a facsimile or electronic copy of this application is as valid as the original. TEXAS: the Merchant may obtain the disclosures required by Tex. Fin. Code Chapter 398 on request.', X, y, W, 7) + 18;
  P.signatures(f, X, y, W, m, ['Merchant / Owner Signature', 'Printed Name', 'Date']);
}

/** Pacific Crest Business Funding, Irvine CA (servicing office in Lehi, UT): Adobe-style, labels under the lines. */
export function pacificCrest(f: Form, m: Merchant, r: Rng): void {
  const X = 42, W = 528, blue = '#1f5fa8';
  f.label('PACIFIC CREST', X, 28, { size: 18, bold: true, color: blue }); f.label('BUSINESS FUNDING', X + 150, 33, { size: 11, color: '#888' });
  f.label('Headquarters: 18101 Von Karman Ave, Irvine, CA 92612\nServicing: 3300 N Ashton Blvd, Lehi, UT 84043  |  (949) 555-0182', 360, 26, { size: 6.8, width: 210, align: 'right' });
  f.doc.rect(X, 56, W, 2).fill(blue);
  f.label('Confidential Application  -  Small Business Funding', X, 64, { size: 9, bold: true });
  let y = 82;
  const head = (t: string): void => { f.label(t, X, y, { size: 9, bold: true, color: blue }); y += 14; };
  const row = (cs: P.Cell[]): void => { y = P.cellRow(f, X, y, 26, 10, cs) + 3; };
  head('Business');
  row([[330, 'Business legal name (as it appears on tax return)', 'legal', P.legal(m)], [198, 'DBA', 'dba', P.dba(m, r)]]);
  row([[170, m.taxType === 'EIN' ? 'Federal Tax ID (EIN)' : 'Tax ID (EIN or SSN)', 'tax', P.bizTax(m, r, m.taxType === 'EIN' ? 'EIN' : 'SSN')], [170, 'Business structure', 'ent', P.entityText(m, r)], [188, 'Business start date', 'start', P.start(m, 'mdy')]]);
  row([[260, 'Street', 'street', m.addr.street], [130, 'City', 'city', m.addr.city], [70, 'State', 'st', P.state(m, r)], [68, 'ZIP', 'zip', m.addr.zip]]);
  row([[200, 'What does your business do?', 'ind', P.industry(m)], [160, 'Phone', 'phone', m.phone], [168, 'Email', 'email', m.email]]);
  row([[170, 'Funding amount requested', 'req', P.requested(m, r)], [180, 'Average monthly revenue', 'sales', P.fmtMoney(m.monthlySales, r)], [178, 'Use of funds', 'use', m.useOfFunds]]);
  head('Owners');
  m.owners.forEach((o, i) => {
    row([[220, `Owner ${i + 1} full name`, `o${i}_name`, P.ownerName(o, i, 'first-last')], [120, 'Title', `o${i}_title`, P.role(o, i)], [80, 'Ownership', `o${i}_pct`, P.pct(o, i, r)], [108, 'Credit score (approx.)', `o${i}_fico`, P.score(o, i)]]);
    row([[150, 'SSN / ITIN', `o${i}_ssn`, P.ownerTax(o, i, r)], [120, 'Date of birth', `o${i}_dob`, P.dob(o, i, 'mdy')], [258, 'Home address', `o${i}_home`, P.D(P.homeAddr(o))]]);
  });
  y += 4;
  P.funderBox(f, X + W - 190, Math.max(y, 560), 190, m, r, 'PCBF UNDERWRITING');
  f.newPage(); y = 40;
  head('Open advances and loans');
  y = P.positionsTable(f, X, y, m, r, ['Company', 'Date funded', 'Balance', 'Payment'], [180, 100, 110, 138]) + 12;
  head('Bank reference');
  row([[200, 'Bank', 'bank', P.D(m.bank.name)], [150, 'Contact', 'bankc', P.D(m.bank.contact)], [178, 'Phone', 'bankph', P.D(m.bank.phone)]]);
  head('Trade references');
  y = P.refsTable(f, X, y, m, ['Business', 'Contact', 'Phone'], [230, 160, 138], 2) + 12;
  y = P.isoBox(f, X, y, W, m, 'Referral partner (ISO) - for partner use', ['Partner company', 'Partner rep', 'Partner ID', 'Rep phone']) + 12;
  y = f.para('CALIFORNIA APPLICANTS: A commercial financing disclosure (Cal. Code Regs. tit. 10, sec. 900 et seq.) will be provided with any offer. UTAH APPLICANTS: disclosures under the Utah Commercial Financing Registration and Disclosure Act will be provided. By signing, you certify the information is accurate and authorize Pacific Crest Business Funding and its partners to obtain business and personal credit reports and to verify the information with banks, landlords and references. Funding, if any, is a purchase of future receivables.', X, y, W) + 18;
  P.signatures(f, X, y, W, m, ['Signature', 'Name', 'Date']);
}
