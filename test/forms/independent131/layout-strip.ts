// Layout "ironside": Ironside Merchant Services' strip form. Full-width lines packed with 4-5 label/value pairs each,
// entity type and payment frequency written as free text ("S-Corp", "Inc.", "Bi-Weekly"), owners in a ruled table of
// four rows (Nm | Title | Own % | SSN/SIN | DOB | FICO | Home Addr). US merchants, some Canadian.
import type { Merchant, MerchantSpec, Freq } from './merchant.ts';
import type { Pen } from './pen.ts';
import { bizPaths, isoRep, ownerPaths, pair, signatures } from './parts.ts';

export const STRIP_SPEC: MerchantSpec = {
  entities: {
    US: [['LLC', 'llc'], ['S-Corp', 's_corporation'], ['C Corp', 'c_corporation'], ['Inc.', 'c_corporation'], ['Sole Prop', 'sole_proprietorship'],
      ['Partnership', 'general_partnership'], ['LLP', 'llp'], ['PLLC', 'pllc'], ['Single-Member LLC', 'llc'], ['Corporation', 'c_corporation']],
    CA: [['Inc.', 'ca_corporation'], ['Ltd.', 'ca_corporation'], ['Corporation', 'ca_corporation'], ['Sole Prop', 'sole_proprietorship'],
      ['Partnership', 'general_partnership'], ['ULC', 'ca_ulc']],
  },
  canada: 0.25,
};
export const STRIP_FREQS: readonly Freq[] = ['daily', 'weekly', 'biweekly', 'monthly'];
const FREQ_WORD: Record<Freq, string> = { daily: 'Daily', weekly: 'Weekly', biweekly: 'Bi-Weekly', monthly: 'Monthly' };

type Pair = [label: string, w: number, key: string, text: string, paths?: string[]];
const X0 = 20, W = 572, RH = 13;

function line(pen: Pen, y: number, pairs: Pair[]): number {
  let x = X0;
  for (const [label, w, key, text, paths] of pairs) {
    pair(pen, x, y, w, label, key, text, paths ?? [], 6);
    x += w;
    if (x < X0 + W - 1) pen.line(x - 1.5, y, x - 1.5, y + 9, 0.5);
  }
  return y + RH;
}

export function drawStrip(pen: Pen, m: Merchant): void {
  const b = bizPaths(m);
  const ca = m.country === 'CA';
  pen.label(X0, 16, 'IRONSIDE MERCHANT SERVICES', 12, true);
  pen.label(X0 + 215, 19.5, '- Fast-Track App. (rev 2026.1) - approvals in 4 hrs w/ 4 mos stmts', 6.5);
  pen.label(X0, 30, 'Incomplete apps delay funding. Use BLOCK letters. Abbrev.: Nm=name, Ph=phone, Req.=requested, Pmt=payment, Bal.=balance', 5.5);
  isoRep(pen, m, X0, 40, W);
  let y = 54;
  pen.band(X0, y, W, '1 | MERCHANT');
  y += 10;
  y = line(pen, y, [['Bus. Legal Nm', 300, 'legal_name', m.legal, b.legal], ['DBA', 272, 'dba', m.dba, b.dba]]);
  y = line(pen, y, [['Ent. Type', 120, 'entity', m.entity[0], b.entity], [ca ? 'BN / Prog. Acct' : 'Fed TIN', 150, 'fed_tin', m.tax, b.tax],
    [ca ? 'Transit #' : 'Bank Rtg #', 105, 'bank_rtg_top', m.bank.rtg], [ca ? 'Juris.' : 'St. of Inc.', 72, 'state_inc', m.stateOfInc],
    ['Bus. Start', 125, 'bus_start', m.start, b.start]]);
  y = line(pen, y, [['Bus. Addr', 220, 'street', m.street], ['City', 120, 'city', m.city], [ca ? 'Prov' : 'St', 50, 'state', m.state, b.state],
    [ca ? 'Postal' : 'Zip', 82, 'zip', m.zip], ['Yrs in Bus', 100, 'yrs', m.yrs]]);
  const rent = m.ownRent === 'Own';
  y = line(pen, y, [['Bus. Ph', 125, 'bus_phone', m.phone], ['Landlord Ph.', 130, 'landlord_ph', rent ? '' : m.landlord.phone],
    ['Landlord', 190, 'landlord', rent ? '' : m.landlord.name], ['Own/Rent', 65, 'own_rent', m.ownRent], ['# Empl', 62, 'empl', m.employees]]);
  y = line(pen, y, [['Ind.', 210, 'industry', m.industry, b.industry], ['Email', 200, 'email', m.email], ['Web', 162, 'web', m.web]]);
  y += 2;
  pen.band(X0, y, W, '2 | FUNDING & EXISTING POSITIONS');
  y += 10;
  const p0 = m.prior[0], p1 = m.prior[1];
  y = line(pen, y, [['Amt Req.', 120, 'amt_req', m.amount, b.amount], ['Est. Pmt', 110, 'est_pmt', m.pmt, b.pmt], ['# Pmts', 70, 'n_pmts', m.nPmts, b.n],
    ['Freq (D/W/M)', 105, 'freq', m.freq ? FREQ_WORD[m.freq] : '', m.freq ? b.freq : []], ['Prior MCA bal.', 167, 'prior_bal', p0?.bal ?? '']]);
  y = line(pen, y, [['Prior MCA Funder', 200, 'prior_funder', p0?.funder ?? ''], ['Prior Pmt', 110, 'prior_pmt', p0?.pmt ?? ''],
    ['Avg Mo. Sales', 130, 'avg_sales', m.avgSales], ['Use of Funds', 132, 'use', m.use]]);
  y = line(pen, y, [['2nd Pos. Funder', 200, 'prior_funder_2', p1?.funder ?? ''], ['2nd Pos. Bal.', 110, 'prior_bal_2', p1?.bal ?? ''],
    ['Annual Rev.', 130, 'annual_rev', m.annualRev], ['Mo. Rent', 132, 'rent', rent ? '' : m.landlord.rent]]);
  y += 2;
  pen.band(X0, y, W, '3 | OWNERS / GUARANTORS (all 20%+)');
  y += 9;
  const cols: [string, number][] = [['Owner Nm', 128], ['Title', 70], ['Own %', 36], [ca ? 'SIN/SSN' : 'SSN/SIN', 80], ['DOB', 66], ['FICO', 36], ['Home Addr', 156]];
  let x = X0;
  for (const [h, w] of cols) { pen.rect(x, y, w, 9, 0.4); pen.label(x + 2, y + 2, h, 6, true); x += w; }
  y += 9;
  for (let i = 0; i < 4; i++) {
    const o = m.owners[i];
    const p = o ? ownerPaths(m, i) : null;
    const texts: [string, string, string[]][] = o && p ? [[`o${i}_name`, o.name, p.name], [`o${i}_title`, o.title, p.title], [`o${i}_own`, o.own, p.own],
      [`o${i}_ssn`, o.tax, p.tax], [`o${i}_dob`, o.dob, p.dob], [`o${i}_fico`, o.fico, p.fico], [`o${i}_home`, o.home, []]]
      : cols.map((c) => [`o${i}_${c[0].replace(/[^A-Za-z]/g, '')}`, '', []]);
    x = X0;
    cols.forEach(([, w], k) => {
      pen.rect(x, y, w, 12, 0.4);
      const [key, text, paths] = texts[k]!;
      pen.value(key, x + 2, y + 3, w - 4, text, paths);
      x += w;
    });
    y += 12;
  }
  y += 3;
  pen.band(X0, y, W, '4 | BANK & TRADE REFS');
  y += 10;
  y = line(pen, y, [['Bank', 140, 'bank', m.bank.name], [ca ? 'Transit/Inst.' : 'Rtg #', 110, 'bank_rtg', m.bank.rtg], ['Acct #', 110, 'bank_acct', m.bank.acct],
    ['Cell (Own. 1)', 212, 'cell_1', m.owners[0]!.cell]]);
  y = line(pen, y, [['Ref 1', 160, 'ref1', m.refs[0]!.name], ['Ph', 126, 'ref1_ph', m.refs[0]!.phone], ['Ref 2', 160, 'ref2', m.refs[1]!.name],
    ['Ph', 126, 'ref2_ph', m.refs[1]!.phone]]);
  signatures(pen, m, X0, y + 3, W, ca);
}
