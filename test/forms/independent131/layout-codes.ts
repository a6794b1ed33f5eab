// Layout "fiveboro": Five Boroughs Biz Funding's code sheet. Three narrow columns of pairs; entity as circled letter
// codes LLC / C / S / P / SP and frequency as D / W / B / M, each with a tiny legend under it; Own/Rent as O / R (a decoy);
// owners in four narrow columns side by side. US merchants only.
import type { Merchant, MerchantSpec, Freq } from './merchant.ts';
import type { Pen } from './pen.ts';
import { bizPaths, isoRep, options, ownerPaths, pair, signatures } from './parts.ts';

export const CODES_SPEC: MerchantSpec = {
  entities: { US: [['LLC', 'llc'], ['C', 'c_corporation'], ['S', 's_corporation'], ['P', 'general_partnership'], ['SP', 'sole_proprietorship']] },
  canada: 0,
};
export const CODES_FREQS: readonly Freq[] = ['daily', 'weekly', 'biweekly', 'monthly'];
const FREQ_CODE: Record<Freq, string> = { daily: 'D', weekly: 'W', biweekly: 'B', monthly: 'M' };

const C1 = 20, C2 = 213, C3 = 406, CW = 186, RH = 12.5, X0 = 20, W = 572;

export function drawCodes(pen: Pen, m: Merchant): void {
  const b = bizPaths(m);
  pen.label(X0, 15, 'FIVE BOROUGHS BIZ FUNDING', 12, true);
  pen.label(X0 + 200, 18.5, 'Merchant Intake Sheet  -  NY | NJ | nationwide  -  (718) 555-0199  -  docs@5borobiz.com', 6.3);
  pen.label(X0, 29, 'Circle codes where shown. Print in ink. All owners of 20% or more must sign.', 5.6);
  isoRep(pen, m, X0, 38, W);
  const top = 52;
  pen.band(C1, top, CW, 'BUS. INFO');
  pen.band(C2, top, CW, 'LOCATION / PREMISES');
  pen.band(C3, top, CW, 'DEAL / POSITIONS / BANK');

  let y = top + 10;
  pair(pen, C1, y, CW, 'Bus. Legal Nm', 'legal_name', m.legal, b.legal); y += RH;
  pair(pen, C1, y, CW, 'DBA', 'dba', m.dba, b.dba); y += RH;
  pair(pen, C1, y, 110, 'Fed TIN', 'fed_tin', m.tax, b.tax);
  pair(pen, C1 + 110, y, CW - 110, 'St. of Inc.', 'state_inc', m.stateOfInc); y += RH;
  pen.label(C1, y + 1.5, 'Ent.:', 6.3, true);
  options(pen, 'ent', C1 + 20, y + 1.5, CODES_SPEC.entities.US.map((e) => e[0]), m.entity[0], b.entity, 6.3); y += 9;
  pen.label(C1, y + 1, 'LLC=Ltd Liab Co  C=C Corp  S=S Corp  P=Partnership  SP=Sole Prop', 4.8); y += 8;
  pair(pen, C1, y, 105, 'Bus. Start', 'bus_start', m.start, b.start);
  pair(pen, C1 + 105, y, CW - 105, 'Yrs in Bus', 'yrs', m.yrs); y += RH;
  pair(pen, C1, y, CW, 'Ind.', 'industry', m.industry, b.industry); y += RH;
  pair(pen, C1, y, CW, 'Email', 'email', m.email); y += RH;
  pair(pen, C1, y, CW, 'Web', 'web', m.web); y += RH;
  const end1 = y;

  y = top + 10;
  const rent = m.ownRent === 'Own';
  pair(pen, C2, y, CW, 'Bus. Addr', 'street', m.street); y += RH;
  pair(pen, C2, y, CW, 'City', 'city', m.city); y += RH;
  pair(pen, C2, y, 60, 'St', 'state', m.state, b.state);
  pair(pen, C2 + 60, y, CW - 60, 'Zip', 'zip', m.zip); y += RH;
  pair(pen, C2, y, CW, 'Bus. Ph', 'bus_phone', m.phone); y += RH;
  pen.label(C2, y + 1.5, 'Own/Rent:', 6.3, true);
  options(pen, 'own_rent', C2 + 36, y + 1.5, ['O', 'R'], rent ? 'O' : 'R', [], 6.3);
  pair(pen, C2 + 90, y, CW - 90, '# Empl', 'empl', m.employees); y += RH;
  pair(pen, C2, y, CW, 'Landlord Nm', 'landlord', rent ? '' : m.landlord.name); y += RH;
  pair(pen, C2, y, 100, 'Landlord Ph.', 'landlord_ph', rent ? '' : m.landlord.phone);
  pair(pen, C2 + 100, y, CW - 100, 'Mo. Rent', 'rent', rent ? '' : m.landlord.rent); y += RH;
  pair(pen, C2, y, CW, 'Avg Mo. Sales', 'avg_sales', m.avgSales); y += RH;
  pair(pen, C2, y, CW, 'Use of Funds', 'use', m.use); y += RH;
  const end2 = y;

  y = top + 10;
  pair(pen, C3, y, 100, 'Amt Req.', 'amt_req', m.amount, b.amount);
  pair(pen, C3 + 100, y, CW - 100, 'Est. Pmt', 'est_pmt', m.pmt, b.pmt); y += RH;
  pair(pen, C3, y, 60, '# Pmts', 'n_pmts', m.nPmts, b.n);
  pen.label(C3 + 64, y + 1.5, 'Freq:', 6.3, true);
  options(pen, 'freq', C3 + 84, y + 1.5, ['D', 'W', 'B', 'M'], m.freq ? FREQ_CODE[m.freq] : null, b.freq, 6.3); y += 9;
  pen.label(C3 + 64, y + 1, 'D=daily W=weekly B=bi-wkly M=monthly', 4.8); y += 8;
  for (let i = 0; i < 2; i++) {
    const p = m.prior[i];
    pair(pen, C3, y, CW, `Prior MCA ${i + 1}`, `prior_funder_${i}`, p?.funder ?? ''); y += RH;
    pair(pen, C3, y, 95, 'Prior MCA bal.', `prior_bal_${i}`, p?.bal ?? '');
    pair(pen, C3 + 95, y, CW - 95, 'Pmt', `prior_pmt_${i}`, p?.pmt ?? ''); y += RH;
  }
  pair(pen, C3, y, CW, 'Bank', 'bank', m.bank.name); y += RH;
  pair(pen, C3, y, 90, 'Bank Rtg #', 'bank_rtg', m.bank.rtg);
  pair(pen, C3 + 90, y, CW - 90, 'Acct #', 'bank_acct', m.bank.acct); y += RH;
  y = Math.max(y, end1, end2) + 3;

  pen.band(X0, y, W, 'OWNERS / GUARANTORS  (Own. 1 = primary guarantor)');
  y += 10;
  const ow = W / 4;
  for (let i = 0; i < 4; i++) {
    const x = X0 + i * ow, o = m.owners[i];
    const p = o ? ownerPaths(m, i) : null;
    const rows: [string, string, string, string[]][] = [['Nm', 'name', o?.name ?? '', p?.name ?? []], ['Title', 'title', o?.title ?? '', p?.title ?? []],
      ['Own %', 'own', o?.own ?? '', p?.own ?? []], ['SSN/SIN', 'ssn', o?.tax ?? '', p?.tax ?? []], ['DOB', 'dob', o?.dob ?? '', p?.dob ?? []],
      ['Cr. Score / FICO', 'fico', o?.fico ?? '', p?.fico ?? []], ['Home', 'home', o?.home ?? '', []], ['Cell', 'cell', o?.cell ?? '', []]];
    pen.label(x, y, `OWN. ${i + 1}`, 6.3, true);
    rows.forEach(([label, k, text, paths], j) => pair(pen, x, y + 8 + j * RH, ow - 2, label, `o${i}_${k}`, text, paths));
    if (i > 0) pen.line(x - 2, y, x - 2, y + 8 + rows.length * RH, 0.4);
  }
  y += 8 + 8 * RH + 4;
  pen.band(X0, y, W, 'TRADE REFS');
  y += 10;
  pair(pen, X0, y, 170, 'Ref 1', 'ref1', m.refs[0]!.name);
  pair(pen, X0 + 170, y, 116, 'Ph', 'ref1_ph', m.refs[0]!.phone);
  pair(pen, X0 + 286, y, 170, 'Ref 2', 'ref2', m.refs[1]!.name);
  pair(pen, X0 + 456, y, 116, 'Ph', 'ref2_ph', m.refs[1]!.phone);
  signatures(pen, m, X0, y + RH + 3, W, false);
}
