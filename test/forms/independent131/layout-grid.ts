// Layout "quicklane": QuickLane Capital Partners' one-page ISO submission grid. Boxed cells in rows of 3-7, 5.8 pt
// labels at each cell's top left, decoy cells (Bank Rtg #, St. of Inc., Landlord Ph., Prior MCA bal.) in the same rows
// as the real ones; entity as a checkbox row (LLC / C-Corp / S-Corp / Partnership / Sole Prop / PLLC); frequency as a
// one-letter code in a "Freq (D/W/M)" cell. US merchants only.
import type { Merchant, MerchantSpec, Freq } from './merchant.ts';
import type { Pen } from './pen.ts';
import { bizPaths, cell, isoRep, options, ownerPaths, signatures } from './parts.ts';

export const GRID_SPEC: MerchantSpec = {
  entities: { US: [['LLC', 'llc'], ['C-Corp', 'c_corporation'], ['S-Corp', 's_corporation'], ['Partnership', 'general_partnership'],
    ['Sole Prop', 'sole_proprietorship'], ['PLLC', 'pllc']] },
  canada: 0,
};
export const GRID_FREQS: readonly Freq[] = ['daily', 'weekly', 'monthly'];
const FREQ_CODE: Record<Freq, string> = { daily: 'D', weekly: 'W', biweekly: 'B', monthly: 'M' };

type Cell = [label: string, frac: number, key: string, text: string, paths?: string[]];
const X0 = 20, W = 572;

function row(pen: Pen, y: number, h: number, cells: Cell[]): number {
  let x = X0;
  for (const [label, frac, key, text, paths] of cells) {
    cell(pen, x, y, W * frac, h, label, key, text, paths ?? []);
    x += W * frac;
  }
  return y + h;
}

export function drawGrid(pen: Pen, m: Merchant): void {
  const b = bizPaths(m);
  const H = 17;
  pen.label(X0, 18, 'QuickLane Capital Partners', 13, true);
  pen.label(X0, 34, 'MCA / Working Capital App. - ISO Submission (1 pg) - Rev. 01/26', 6.5);
  pen.label(430, 20, 'Fax subs: (888) 410-2270  |  subs@quicklanecap.com', 6);
  isoRep(pen, m, X0, 44, W);
  let y = 58;
  pen.band(X0, y, W, 'SEC. 1 - BUSINESS INFO (print clearly)');
  y += 8;
  y = row(pen, y, H, [['Bus. Legal Nm', 0.42, 'legal_name', m.legal, b.legal], ['DBA', 0.33, 'dba', m.dba, b.dba],
    ['Fed TIN (EIN/SSN)', 0.25, 'fed_tin', m.tax, b.tax]]);
  y = row(pen, y, H, [['Bank Rtg #', 0.2, 'bank_rtg_top', m.bank.rtg], ['St. of Inc.', 0.12, 'state_inc', m.stateOfInc],
    ['Bus. Start', 0.16, 'bus_start', m.start, b.start], ['Yrs in Bus', 0.1, 'yrs', m.yrs], ['Ind. / Type of Bus.', 0.42, 'industry', m.industry, b.industry]]);
  pen.rect(X0, y, W, 11);
  pen.label(X0 + 2, y + 3, 'Ent. Type (chk one):', 6, true);
  options(pen, 'ent', X0 + 70, y + 2.8, GRID_SPEC.entities.US.map((e) => e[0]), m.entity[0], b.entity);
  y += 11;
  y = row(pen, y, H, [['Bus. Addr (no PO Box)', 0.4, 'street', m.street], ['City', 0.22, 'city', m.city], ['St', 0.08, 'state', m.state, b.state],
    ['Zip', 0.12, 'zip', m.zip], ['Bus. Ph', 0.18, 'bus_phone', m.phone]]);
  y = row(pen, y, H, [['Bus. Email', 0.3, 'email', m.email], ['Web', 0.25, 'web', m.web], ['# Empl.', 0.1, 'empl', m.employees],
    ['Own/Rent', 0.1, 'own_rent', m.ownRent], ['Landlord Nm', 0.25, 'landlord', m.ownRent === 'Own' ? '' : m.landlord.name]]);
  y = row(pen, y, H, [['Landlord Ph.', 0.2, 'landlord_ph', m.ownRent === 'Own' ? '' : m.landlord.phone], ['Mo. Rent', 0.15, 'rent', m.ownRent === 'Own' ? '' : m.landlord.rent],
    ['Avg Mo. Sales', 0.2, 'avg_sales', m.avgSales], ['Annual Rev.', 0.2, 'annual_rev', m.annualRev], ['Use of Funds', 0.25, 'use', m.use]]);
  y += 3;
  pen.band(X0, y, W, 'SEC. 2 - FUNDING REQ. / EXISTING POSITIONS');
  y += 8;
  const p0 = m.prior[0], p1 = m.prior[1];
  y = row(pen, y, H, [['Amt Req.', 0.16, 'amt_req', m.amount, b.amount], ['Est. Pmt', 0.14, 'est_pmt', m.pmt, b.pmt], ['# Pmts', 0.08, 'n_pmts', m.nPmts, b.n],
    ['Freq (D/W/M)', 0.1, 'freq', m.freq ? FREQ_CODE[m.freq] : '', m.freq ? b.freq : []], ['Prior MCA Funder', 0.22, 'prior_funder', p0?.funder ?? ''],
    ['Prior MCA bal.', 0.15, 'prior_bal', p0?.bal ?? ''], ['Prior Pmt', 0.15, 'prior_pmt', p0?.pmt ?? '']]);
  y = row(pen, y, H, [['Open positions (#)', 0.16, 'positions', String(m.prior.length)], ['Renewal? (Y/N)', 0.14, 'renewal', m.prior.length ? 'N' : ''],
    ['Any open judgments / liens?', 0.18, 'liens', 'N'], ['Prior MCA Funder 2', 0.22, 'prior_funder_2', p1?.funder ?? ''],
    ['Prior MCA bal. 2', 0.15, 'prior_bal_2', p1?.bal ?? ''], ['Prior Pmt 2', 0.15, 'prior_pmt_2', p1?.pmt ?? '']]);
  y += 3;
  pen.band(X0, y, W, 'SEC. 3 - OWNER(S) / GUARANTOR(S) - list all w/ 20%+');
  y += 8;
  m.owners.forEach((o, i) => {
    const p = ownerPaths(m, i);
    y = row(pen, y, H, [[`Own. ${i + 1} Nm`, 0.27, `o${i}_name`, o.name, p.name], ['Title', 0.13, `o${i}_title`, o.title, p.title],
      ['Own %', 0.07, `o${i}_own`, o.own, p.own], ['SSN/SIN', 0.15, `o${i}_ssn`, o.tax, p.tax], ['DOB', 0.13, `o${i}_dob`, o.dob, p.dob],
      ['Cr. Score / FICO', 0.1, `o${i}_fico`, o.fico, p.fico], ['Cell', 0.15, `o${i}_cell`, o.cell]]);
    y = row(pen, y, H, [['Home Addr (St, City, St, Zip)', 0.6, `o${i}_home`, o.home], ['Email', 0.4, `o${i}_email`, o.email]]);
  });
  y += 3;
  pen.band(X0, y, W, 'SEC. 4 - BANK / TRADE REFS');
  y += 8;
  y = row(pen, y, H, [['Bank Nm', 0.3, 'bank', m.bank.name], ['Bank Rtg #', 0.2, 'bank_rtg', m.bank.rtg], ['Acct #', 0.2, 'bank_acct', m.bank.acct],
    ['Acct open since', 0.3, 'bank_since', '']]);
  y = row(pen, y, H, [['Trade Ref 1', 0.3, 'ref1', m.refs[0]!.name], ['Ph', 0.2, 'ref1_ph', m.refs[0]!.phone], ['Trade Ref 2', 0.3, 'ref2', m.refs[1]!.name],
    ['Ph', 0.2, 'ref2_ph', m.refs[1]!.phone]]);
  y = signatures(pen, m, X0, y + 5, W, false);
  pen.rect(X0, y + 4, W, 20);
  pen.label(X0 + 2, y + 6, 'OFFICE USE ONLY - Deal ID / Funder / Factor / Holdback:', 5.5, true);
}
