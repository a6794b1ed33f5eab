// Layout "northbridge": Northbridge Funding Group's cross-border form (US and Canadian merchants). Two crowded columns
// of inline label/underline pairs, bilingual-ish abbreviations (DBA / O/A, Fed TIN / BN, St/Prov, SSN/SIN), entity and
// frequency as checkbox rows; owners in blocks two abreast under the columns. Landlord Ph. sits beside Bus. Ph.
import type { Merchant, MerchantSpec, Freq } from './merchant.ts';
import type { Pen } from './pen.ts';
import { bizPaths, isoRep, options, ownerPaths, pair, signatures } from './parts.ts';

const ENT_LABELS = ['LLC', 'Corp', 'S Corp', 'ULC', 'GP', 'LP', 'Sole Prop'];
export const TWIN_SPEC: MerchantSpec = {
  entities: {
    US: [['LLC', 'llc'], ['Corp', 'c_corporation'], ['S Corp', 's_corporation'], ['GP', 'general_partnership'], ['LP', 'limited_partnership'],
      ['Sole Prop', 'sole_proprietorship']],
    CA: [['Corp', 'ca_corporation'], ['Corp', 'ca_corporation'], ['ULC', 'ca_ulc'], ['GP', 'general_partnership'], ['LP', 'limited_partnership'],
      ['Sole Prop', 'sole_proprietorship']],
  },
  canada: 0.5,
};
export const TWIN_FREQS: readonly Freq[] = ['daily', 'weekly', 'biweekly', 'monthly'];
const FREQ_LABELS: [Freq, string][] = [['daily', 'Daily'], ['weekly', 'Wkly'], ['biweekly', 'Bi-Wkly'], ['monthly', 'Mthly']];

const L = 20, R = 312, CW = 280, RH = 12.5;

export function drawTwin(pen: Pen, m: Merchant): void {
  const b = bizPaths(m);
  const ca = m.country === 'CA';
  pen.label(L, 16, 'NORTHBRIDGE FUNDING GROUP', 12, true);
  pen.label(L, 31, 'Business Funding App. / Demande de financement  -  US & CDN merchants  -  1 page, all fields req\'d', 6.3);
  pen.label(430, 18, 'Toronto  |  Buffalo   (877) 555-0143', 6);
  isoRep(pen, m, L, 40, 572);
  let y = 54;
  pen.band(L, y, CW, 'A. BUSINESS');
  y += 10;
  pair(pen, L, y, CW, 'Bus. Legal Nm', 'legal_name', m.legal, b.legal); y += RH;
  pair(pen, L, y, CW, 'DBA / O/A (Op. Nm)', 'dba', m.dba, b.dba); y += RH;
  pair(pen, L, y, 165, 'Fed TIN / BN', 'fed_tin', m.tax, b.tax);
  pair(pen, L + 165, y, CW - 165, 'St. of Inc./Juris.', 'state_inc', m.stateOfInc); y += RH;
  pen.label(L, y + 1.5, 'Ent. Type:', 6.3, true);
  options(pen, 'ent', L + 36, y + 1.5, ENT_LABELS, m.entity[0], b.entity, 5.8); y += RH;
  pair(pen, L, y, CW, 'Bus. Addr', 'street', m.street); y += RH;
  pair(pen, L, y, 125, 'City', 'city', m.city);
  pair(pen, L + 125, y, 60, 'St/Prov', 'state', m.state, b.state);
  pair(pen, L + 185, y, CW - 185, 'Zip/Postal', 'zip', m.zip); y += RH;
  pair(pen, L, y, 140, 'Bus. Ph', 'bus_phone', m.phone);
  pair(pen, L + 140, y, CW - 140, 'Landlord Ph.', 'landlord_ph', m.ownRent === 'Own' ? '' : m.landlord.phone); y += RH;
  pair(pen, L, y, 140, 'Bus. Start', 'bus_start', m.start, b.start);
  pair(pen, L + 140, y, 70, 'Yrs in Bus', 'yrs', m.yrs);
  pair(pen, L + 210, y, CW - 210, '# Empl', 'empl', m.employees); y += RH;
  pair(pen, L, y, CW, 'Type of Bus. / Ind.', 'industry', m.industry, b.industry); y += RH;
  pair(pen, L, y, 165, 'Email', 'email', m.email);
  pair(pen, L + 165, y, CW - 165, 'Web', 'web', m.web); y += RH;
  pair(pen, L, y, 75, 'Own/Rent', 'own_rent', m.ownRent);
  pair(pen, L + 75, y, CW - 75, 'Landlord / Mgmt Co.', 'landlord', m.ownRent === 'Own' ? '' : m.landlord.name); y += RH;
  const leftEnd = y;

  y = 54;
  pen.band(R, y, CW, 'B. FUNDING REQUEST');
  y += 10;
  pair(pen, R, y, 140, 'Amt Req.', 'amt_req', m.amount, b.amount);
  pair(pen, R + 140, y, CW - 140, 'Use of Funds', 'use', m.use); y += RH;
  pair(pen, R, y, 140, 'Est. Pmt', 'est_pmt', m.pmt, b.pmt);
  pair(pen, R + 140, y, CW - 140, '# Pmts', 'n_pmts', m.nPmts, b.n); y += RH;
  pen.label(R, y + 1.5, 'Pmt Freq:', 6.3, true);
  options(pen, 'freq', R + 36, y + 1.5, FREQ_LABELS.map((f) => f[1]), m.freq ? FREQ_LABELS.find((f) => f[0] === m.freq)![1] : null, b.freq, 5.8);
  y += RH;
  pair(pen, R, y, 140, 'Avg Mo. Dep.', 'avg_sales', m.avgSales);
  pair(pen, R + 140, y, CW - 140, 'Annual Gross', 'annual_rev', m.annualRev); y += RH + 2;
  pen.band(R, y, CW, 'C. EXISTING ADVANCES / LOANS (list all open)');
  y += 10;
  for (let i = 0; i < 2; i++) {
    const p = m.prior[i];
    pair(pen, R, y, 125, 'Funder', `prior_funder_${i}`, p?.funder ?? '');
    pair(pen, R + 125, y, 80, 'Bal.', `prior_bal_${i}`, p?.bal ?? '');
    pair(pen, R + 205, y, CW - 205, 'Pmt', `prior_pmt_${i}`, p?.pmt ?? ''); y += RH;
  }
  y += 2;
  pen.band(R, y, CW, 'D. BANKING / TRADE REFS');
  y += 10;
  pair(pen, R, y, 140, 'Bank', 'bank', m.bank.name);
  pair(pen, R + 140, y, CW - 140, ca ? 'Transit/Inst. #' : 'Bank Rtg #', 'bank_rtg', m.bank.rtg); y += RH;
  pair(pen, R, y, 140, 'Acct #', 'bank_acct', m.bank.acct);
  pair(pen, R + 140, y, CW - 140, 'Mo. Rent', 'rent', m.ownRent === 'Own' ? '' : m.landlord.rent); y += RH;
  pair(pen, R, y, 165, 'Ref 1', 'ref1', m.refs[0]!.name);
  pair(pen, R + 165, y, CW - 165, 'Ph', 'ref1_ph', m.refs[0]!.phone); y += RH;
  pair(pen, R, y, 165, 'Ref 2', 'ref2', m.refs[1]!.name);
  pair(pen, R + 165, y, CW - 165, 'Ph', 'ref2_ph', m.refs[1]!.phone); y += RH;

  y = Math.max(y, leftEnd) + 4;
  pen.band(L, y, 572, 'E. OWNERS / GUARANTORS  (20%+ each; attach sheet if more than 4)');
  y += 10;
  m.owners.forEach((o, i) => {
    const x = i % 2 === 0 ? L : R;
    const by = y + Math.floor(i / 2) * (RH * 4 + 6);
    const p = ownerPaths(m, i);
    pair(pen, x, by, CW, `Owner ${i + 1} Nm`, `o${i}_name`, o.name, p.name);
    pair(pen, x, by + RH, 120, 'Title', `o${i}_title`, o.title, p.title);
    pair(pen, x + 120, by + RH, 60, 'Own %', `o${i}_own`, o.own, p.own);
    pair(pen, x + 180, by + RH, CW - 180, 'Cr. Score / FICO', `o${i}_fico`, o.fico, p.fico);
    pair(pen, x, by + 2 * RH, 150, 'SSN/SIN', `o${i}_ssn`, o.tax, p.tax);
    pair(pen, x + 150, by + 2 * RH, CW - 150, 'DOB', `o${i}_dob`, o.dob, p.dob);
    pair(pen, x, by + 3 * RH, CW, 'Home Addr', `o${i}_home`, o.home);
  });
  y += Math.ceil(m.owners.length / 2) * (RH * 4 + 6) + 4;
  signatures(pen, m, L, y, 572, true);
}
