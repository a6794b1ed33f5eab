// Layouts 6-7: Ironwood Processing Partners (two-column modern form with a rep's site survey and landlord block) and
// Tri-County Bankcard (old numbered-item form in a serif face, ownership checkboxes, split-funding terms).
import type { Rng } from '../../statements/generator/prng.ts';
import type { Merchant } from './data.ts';
import * as f from './fmt.ts';
import { AUTH, boxRow, checkRow, lineRow, signature } from './kit.ts';
import type { Pen } from './pen.ts';

const I_ENT: [string, string][] = [['LLC', 'llc'], ['Corporation', 'c_corporation'], ['Sole Proprietor', 'sole_proprietorship'], ['Partnership', 'general_partnership'],
  ['Other', 'other']];

function ironwoodLeft(pen: Pen, m: Merchant, r: Rng): number {
  const X = 36, W = 262;
  pen.band('Business Information', X, 80, W, 14, '#3d4f3a');
  let y = lineRow(pen, X, 102, W, [{ l: 'Legal Entity Name', v: f.legal(m), w: 1, name: 'LegalEntityName' }]);
  y = lineRow(pen, X, y, W, [{ l: 'Operating As (DBA)', v: f.dba(m, r), w: 1, name: 'OperatingAs' }]);
  y = lineRow(pen, X, y, W, [{ l: 'Business Address', v: m.street, w: 1 }]);
  y = lineRow(pen, X, y, W, [{ l: 'City', v: m.city, w: 1.3 }, { l: 'State', v: f.state(m), w: 0.7, name: 'BizState' }, { l: 'Zip', v: m.zip, w: 0.8 }]);
  y = lineRow(pen, X, y, W, [{ l: 'Federal EIN', v: f.ein(m), w: 1, name: 'FederalEIN' }]);
  y = lineRow(pen, X, y, W, [{ l: 'Date Established', v: f.start(m, r), w: 1, name: 'DateEstablished' }]);
  y = lineRow(pen, X, y, W, [{ l: 'Nature of Business', v: f.biz(m), w: 1, name: 'Nature' }]);
  y = lineRow(pen, X, y, W, [{ l: 'Website', v: m.website, w: 1 }]);
  const e = f.entityChoice(m, I_ENT);
  checkRow(pen, X, y, '', I_ENT.slice(0, 3).map((o) => o[0]), [e.checked], e.other ? {} : { type_of_entity: e.id }, { size: 7 });
  const end = checkRow(pen, X, y + 13, '', I_ENT.slice(3).map((o) => o[0]), [e.checked], e.other ? {} : { type_of_entity: e.id }, { size: 7 });
  if (e.other) pen.value(e.other, end - 6, y + 11, 70, { type_of_entity: e.id });
  return y + 30;
}

function ironwoodRight(pen: Pen, m: Merchant, r: Rng): number {
  const X = 314, W = 262;
  pen.band('Processing & Equipment', X, 80, W, 14, '#3d4f3a');
  let y = lineRow(pen, X, 102, W, [{ l: 'Current Processor', v: m.processor, w: 1 }]);
  y = lineRow(pen, X, y, W, [{ l: 'MID', v: m.mid, w: 1 }]);
  y = lineRow(pen, X, y, W, [{ l: 'Monthly Card Volume', v: f.money(m.monthlyVolume, r), w: 1 }]);
  y = lineRow(pen, X, y, W, [{ l: 'Avg Ticket', v: f.money(m.avgTicket, r), w: 1 }, { l: 'Max Ticket', v: f.money(m.highTicket, r), w: 1 }]);
  y = lineRow(pen, X, y, W, [{ l: 'Swiped/Dipped %', v: String(m.swiped), w: 1 }, { l: 'Keyed %', v: String(m.keyed), w: 0.8 }]);
  y = lineRow(pen, X, y, W, [{ l: 'Terminal Requested', v: m.terminal, w: 1 }]);
  y = lineRow(pen, X, y, W, [{ l: 'Annual Sales', v: f.money(m.annualSales, r), w: 1 }]);
  checkRow(pen, X, y, 'Accept AMEX?', ['Yes', 'No'], [r.pick(['Yes', 'No'])], {}, { size: 7 });
  checkRow(pen, X + 130, y, 'EBT?', ['Yes', 'No'], ['No'], {}, { size: 7 });
  return y + 16;
}

function ironwoodSurvey(pen: Pen, m: Merchant, r: Rng, y: number): number {
  pen.band('Site Survey - to be completed by Sales Representative', 36, y, 540, 14, '#7d8c6a');
  y = lineRow(pen, 36, y + 22, 540, [{ l: 'Location is:', v: r.pick(['Strip mall', 'Stand-alone', 'Shopping center', 'Downtown storefront']), w: 1 },
    { l: 'Approx. Sq Ft:', v: String(r.int(800, 9000)), w: 0.7 }, { l: 'Inventory consistent w/ business?', v: 'Yes', w: 1.2 }]);
  y = lineRow(pen, 36, y, 540, [{ l: 'Landlord Name:', v: m.landlord, w: 1.3 }, { l: 'Landlord Phone:', v: m.landlordPhone, w: 1 }, { l: 'Rent/Mo:', v: f.money(m.rent, r), w: 0.7 }]);
  return lineRow(pen, 36, y, 540, [{ l: 'Surveyed by:', v: m.rep, w: 1 }, { l: 'Rep #:', v: m.repId, w: 0.6 }, { l: 'Date visited:', v: f.date(`2026-11-${r.int(10, 28)}`, r, 0), w: 0.8 }]);
}

export async function ironwood(pen: Pen, m: Merchant, r: Rng): Promise<void> {
  pen.box(0, 0, 612, 62, { fill: '#3d4f3a', lw: 0 });
  pen.label('IRONWOOD', 36, 16, { size: 20, bold: true, color: '#fff' });
  pen.label('PROCESSING PARTNERS', 36, 40, { size: 9, color: '#d9e2cf' });
  pen.label('Merchant Application  -  Payments + Capital', 380, 24, { size: 9, bold: true, color: '#fff' });
  const y = Math.max(ironwoodLeft(pen, m, r), ironwoodRight(pen, m, r));
  let yy = ironwoodSurvey(pen, m, r, y + 4);
  pen.band('Principal Owners', 36, yy, 540, 14, '#3d4f3a');
  yy += 16;
  m.owners.slice(0, 3).forEach((o, i) => {
    yy = boxRow(pen, 36, yy, 540, 24, [{ l: 'Name', v: f.fullName(o, i, r), w: 1.5, name: `Owner${i + 1}Name` }, { l: 'Title', v: f.title(o, i), w: 0.9, name: `Owner${i + 1}Title` },
      { l: 'Equity %', v: f.pct(o, i, r), w: 0.5, name: `Owner${i + 1}Pct` }, { l: 'SSN', v: f.ssn(o, i, r), w: 0.9, name: `Owner${i + 1}SSN` },
      { l: 'DOB', v: f.dob(o, i, r), w: 0.8, name: `Owner${i + 1}DOB` }, { l: 'Home State', v: o.state, w: 0.5 }]);
  });
  pen.band('Capital Request', 36, yy + 6, 540, 14, '#3d4f3a');
  yy = lineRow(pen, 36, yy + 28, 540, [{ l: 'Funding Amount Requested $', v: { t: m.amount.toLocaleString('en-US'), p: { requested_amount: m.amount } }, w: 1, name: 'FundingAmount' },
    { l: 'Settlement Bank', v: m.bank, w: 1 }, { l: 'ABA', v: m.routing, w: 0.7 }, { l: 'Acct', v: m.account, w: 0.7 }]);
  yy = pen.para(AUTH, 36, yy, 540, 6.2);
  signature(pen, 36, yy + 8, 540, r.chance(0.5) ? `${m.owners[0]!.first} ${m.owners[0]!.last}` : null, f.date(`2026-11-${r.int(10, 28)}`, r, 3), 'Authorized Signer');
}

const T_ENT: [string, string][] = [['Individual/Sole Proprietor', 'sole_proprietorship'], ['Partnership', 'general_partnership'], ['Corporation', 'c_corporation'],
  ['Limited Liability Co.', 'llc'], ['Other', 'other']];

function item(pen: Pen, n: number, x: number, y: number, w: number, label: string, v: f.Val | string | null, name?: string): number {
  return lineRow(pen, x, y, w, [{ l: `${n}. ${label}`, v, w: 1, name }], 8.5, 8);
}

function tricountyOwner(pen: Pen, m: Merchant, r: Rng, y: number, i: number, n: number): number {
  const o = m.owners[i]!;
  y = lineRow(pen, 40, y, 532, [{ l: `${n}. Principal Name`, v: f.fullName(o, i, r), w: 1.4 }, { l: 'Title', v: f.title(o, i), w: 0.8 }, { l: '% Ownership', v: f.pct(o, i, r), w: 0.7 }], 8.5, 8);
  y = lineRow(pen, 40, y, 532, [{ l: `${n + 1}. Soc. Sec. No.`, v: f.ssn(o, i, r), w: 1 }, { l: 'Birth Date', v: f.dob(o, i, r), w: 0.9 },
    { l: "Driver's Lic. #", v: `${o.state}${r.digits(8)}`, w: 1.1 }], 8.5, 8);
  return lineRow(pen, 40, y, 532, [{ l: `${n + 2}. Residence`, v: f.home(o), w: 1 }], 8.5, 8);
}

export async function tricounty(pen: Pen, m: Merchant, r: Rng): Promise<void> {
  pen.label('TRI-COUNTY BANKCARD, INC.', 40, 28, { size: 14, bold: true, width: 532, align: 'center' });
  pen.label('Merchant Agreement Application  /  Split-Funding Advance Program', 40, 46, { size: 9, width: 532, align: 'center' });
  pen.label(`Form TCB-1140 (rev. 03/19)        Office Use - Agent: ${m.repId}   Assoc. #: ${r.digits(6)}`, 40, 62, { size: 7 });
  pen.rule(40, 74, 572, 74, 1.2);
  let y = item(pen, 1, 40, 84, 532, 'Corporate / Legal Name', f.legal(m), 'item1');
  y = item(pen, 2, 40, y, 532, 'Merchant DBA Name', f.dba(m, r), 'item2');
  y = lineRow(pen, 40, y, 532, [{ l: '3. Business Address', v: m.street, w: 1.2 }, { l: 'City', v: m.city, w: 0.7 }, { l: 'State', v: f.state(m), w: 0.4, name: 'item3st' },
    { l: 'Zip', v: m.zip, w: 0.45 }], 8.5, 8);
  y = lineRow(pen, 40, y, 532, [{ l: '4. Telephone', v: m.phone, w: 1 }, { l: '5. Federal Tax I.D.', v: f.ein(m), w: 1.1, name: 'item5' }], 8.5, 8);
  y = lineRow(pen, 40, y, 532, [{ l: '6. Type of Goods or Services Sold', v: f.biz(m), w: 1.3, name: 'item6' }, { l: '7. Business Open Since', v: f.start(m, r), w: 1, name: 'item7' }], 8.5, 8);
  const e = f.entityChoice(m, T_ENT);
  const end = checkRow(pen, 40, y, '8.', T_ENT.map((o) => o[0]), [e.checked], e.other ? {} : { type_of_entity: e.id }, { size: 8, spacing: 8 });
  if (e.other) pen.value(e.other, end - 6, y - 2, 60, { type_of_entity: e.id });
  y += 20;
  y = lineRow(pen, 40, y, 532, [{ l: '9. Incorporated in State of', v: m.stateOfInc, w: 0.8 }, { l: '10. No. of Employees', v: String(m.employees), w: 0.7 },
    { l: '11. Own or Lease Premises', v: 'Lease', w: 0.8 }], 8.5, 8);
  y = lineRow(pen, 40, y, 532, [{ l: '12. Landlord', v: m.landlord, w: 1.2 }, { l: 'Phone', v: m.landlordPhone, w: 0.8 }], 8.5, 8);
  y = lineRow(pen, 40, y, 532, [{ l: '13. Present Processor', v: m.processor, w: 1 }, { l: 'Merchant #', v: m.mid, w: 1.1 }], 8.5, 8);
  y = lineRow(pen, 40, y, 532, [{ l: '14. Est. Monthly Bankcard Volume', v: f.money(m.monthlyVolume, r), w: 1.2 }, { l: 'Average Ticket', v: f.money(m.avgTicket, r), w: 0.8 }], 8.5, 8);
  y = lineRow(pen, 40, y, 532, [{ l: '15. Slow / Seasonal Months', v: m.seasonal.join(', ') || 'None', w: 1 }, { l: '16. Equipment', v: m.terminal, w: 1 }], 8.5, 8);
  y = tricountyOwner(pen, m, r, y, 0, 17);
  if (m.owners[1]) y = tricountyOwner(pen, m, r, y, 1, 20);
  pen.label('SPLIT-FUNDING ADVANCE', 40, y + 2, { size: 9, bold: true });
  y = lineRow(pen, 40, y + 16, 532, [{ l: '23. Requested Advance', v: f.amount(m, r), w: 1, name: 'item23' }, { l: '24. Split / Holdback %', v: `${r.pick([10, 12, 15, 18])}%`, w: 0.9 },
    { l: '25. Est. Term (months)', v: String(r.pick([6, 8, 10, 12])), w: 0.9 }], 8.5, 8);
  y = lineRow(pen, 40, y, 532, [{ l: '26. Depository Bank', v: m.bank, w: 1 }, { l: 'Transit/ABA', v: m.routing, w: 0.8 }, { l: 'Acct. No.', v: m.account, w: 0.9 }], 8.5, 8);
  y = pen.para(AUTH, 40, y + 2, 532, 6.3);
  signature(pen, 40, y + 8, 532, null, f.date(`2026-11-${r.int(10, 28)}`, r, 1), 'Principal Signature');
}
