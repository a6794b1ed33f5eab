// Layout harborline_wide (US): Harborline Capital Group's one-page landscape application. Business in the left
// column, one block per owner in the right. Stored as a wide page, or as a portrait page with /Rotate 90 or 270.
import type { Rng } from '../../statements/generator/prng.ts';
import { checks, entityChecks, row, section, signature } from './cells.ts';
import { fmtDate, fmtMoney, type DateFmt, type MoneyFmt } from './data.ts';
import type { Merchant } from './model.ts';
import type { Pen, Turn } from './pen.ts';
import { bizTax, dbaText, homeLine, money, ownerDob, ownerName, ownerPct, ownerRole, ownerScore, ownerTax } from './parts.ts';

const W = 792, H = 612;
const NAVY = '#16325c';
export const BOXES: [string, string][] = [['c_corporation', 'Corporation'], ['s_corporation', 'S-Corp'], ['llc', 'LLC'],
  ['general_partnership', 'Partnership'], ['sole_proprietorship', 'Sole Prop.'], ['nonprofit_corporation', 'Non-Profit']];
export const OTHER: Record<string, string[]> = { limited_partnership: ['LP', 'Limited Partnership'], llp: ['LLP'], pllc: ['PLLC'],
  professional_corporation: ['P.C.', 'Professional Corporation'] };

export function harborline(pen: Pen, m: Merchant, rng: Rng): void {
  const r = rng.fork('harborline');
  const [theta, rotate] = r.weighted<[Turn, Turn]>([[[0, 0], 4], [[90, 90], 3], [[270, 270], 3]]);
  pen.begin(W, H, theta, rotate);
  const dateF = r.pick<DateFmt>(['mdy4pad', 'mdy4', 'mdy2', 'long']);
  const moneyF = r.pick<MoneyFmt>(['plain', 'cents', 'bare']);
  const blank = (p: number) => r.chance(p);

  // Header: the broker's name, the ISO that submitted the file (not the merchant).
  pen.doc.rect(0, 0, 500, 46).fillColor(NAVY).fill();
  pen.label('HARBORLINE', 28, 11, 17, 'Helvetica-Bold', '#ffffff');
  pen.label('CAPITAL GROUP', 29, 30, 7.5, 'Helvetica', '#b9c8e4');
  pen.label('Business Funding Application', 170, 15, 13, 'Helvetica', '#ffffff');
  pen.box(510, 4, 254, 38, '#16325c', 0.8);
  pen.label('ISO / Referral Partner (office use)', 514, 7, 5.5, 'Helvetica', '#555555');
  pen.decoy('iso_company', m.iso.company, 514, 11, 246, 13, 8);
  pen.label('Rep / Phone', 514, 27, 5.5, 'Helvetica', '#555555');
  pen.decoy('iso_rep', `${m.iso.rep}  ${m.iso.phone}`, 552, 27, 208, 13, 7.5);

  // Left column: the business.
  const L = 28, LW = 364, h = 23;
  let y = 56;
  section(pen, L, y, LW, 'BUSINESS INFORMATION', NAVY); y += 14;
  row(pen, 'boxed', L, y, h, [{ label: 'Legal / Corporate Name', w: LW, key: 'legal_name', text: m.legal, truth: { legal_name: m.legal } }]); y += h;
  const [dba, dbaT] = dbaText(r, m);
  row(pen, 'boxed', L, y, h, [{ label: 'DBA (Doing Business As)', w: LW, key: 'dba', text: dba, truth: dbaT }]); y += h + 3;
  pen.label('Entity Type:', L, y + 1, 7, 'Helvetica-Bold');
  const ent = entityChecks(m.entity, BOXES, OTHER, (xs) => r.pick(xs));
  checks(pen, ent.items, L + 50, y, 62, 5, { group: 'EntityType', radio: true, mark: r.pick(['X', 'check'] as const) });
  pen.rule(L + 50 + 62 + 35, y + 18, 90);
  pen.value('entity_other', ent.otherText, L + 50 + 62 + 35, y + 8, 90, 11, ent.otherText ? { type_of_entity: m.entity } : {}, 8);
  y += 24;
  const [tax, taxT] = bizTax(r, m);
  const years = blank(0.15);
  row(pen, 'boxed', L, y, h, [
    { label: m.taxType === 'EIN' ? 'Federal Tax ID (EIN)' : 'Federal Tax ID / SSN', w: 130, key: 'tax_id', text: tax, truth: taxT },
    years ? { label: 'Years in Business', w: 120, key: 'years', text: String(2026 - Number(m.start.slice(0, 4))), decoy: true }
      : { label: 'Business Start Date', w: 120, key: 'start', text: fmtDate(m.start, dateF), truth: { business_start_date: m.start } },
    { label: 'State of Incorporation', w: 114, key: 'inc_state', text: m.entity === 'sole_proprietorship' ? null : m.incState, decoy: true },
  ]); y += h;
  row(pen, 'boxed', L, y, h, [{ label: 'Physical Business Address (no P.O. Box)', w: LW, key: 'street', text: m.addr.street, decoy: true }]); y += h;
  row(pen, 'boxed', L, y, h, [{ label: 'City', w: 190, key: 'city', text: m.addr.city, decoy: true },
    { label: 'State', w: 70, key: 'state', text: m.addr.st, truth: { state_region: m.addr.st } }, { label: 'Zip', w: 104, key: 'zip', text: m.addr.zip, decoy: true }]); y += h;
  row(pen, 'boxed', L, y, h, [{ label: 'Business Phone', w: 120, key: 'phone', text: m.phone, decoy: true },
    { label: 'Business Email', w: 244, key: 'email', text: m.email, decoy: true }]); y += h;
  row(pen, 'boxed', L, y, h, [{ label: 'Website', w: 160, key: 'web', text: m.website, decoy: true },
    { label: 'Type of Business / Industry', w: 204, key: 'industry', text: m.industryText, truth: { industry: m.industry } }]); y += h + 3;
  pen.label('Location:', L, y + 1, 7, 'Helvetica-Bold');
  checks(pen, [{ key: 'own', label: 'Own', checked: !m.rent }, { key: 'rent', label: 'Rent', checked: m.rent }], L + 40, y, 36, 2, { group: 'OwnRent', radio: true });
  row(pen, 'line', L + 120, y - 6, 16, [{ label: 'Landlord', w: 150, key: 'landlord', text: m.rent ? m.landlord : null, decoy: true, size: 7 },
    { label: 'Rent', w: 94, key: 'rent_amt', text: m.rent ? fmtMoney(m.monthlyRent, moneyF) : null, decoy: true, size: 7 }]);
  y += 16;

  section(pen, L, y, LW, 'FUNDING REQUEST', NAVY); y += 14;
  const [amt, amtT] = money(m.amount, moneyF, 'requested_amount');
  row(pen, 'boxed', L, y, h, [{ label: 'Amount Requested', w: 110, key: 'amount', text: blank(0.1) ? null : amt, truth: amtT },
    { label: 'Use of Funds', w: 144, key: 'use', text: m.use, decoy: true },
    { label: 'Avg. Monthly Sales', w: 110, key: 'sales', text: fmtMoney(m.monthlySales, moneyF), decoy: true }]); y += h + 2;
  section(pen, L, y, LW, 'BANK & EXISTING FINANCING', NAVY); y += 14;
  row(pen, 'boxed', L, y, h, [{ label: 'Bank Name', w: 134, key: 'bank', text: m.bank.name, decoy: true },
    { label: 'Routing #', w: 100, key: 'routing', text: m.bank.routing, decoy: true }, { label: 'Account #', w: 130, key: 'account', text: m.bank.account, decoy: true }]); y += h;
  for (let i = 0; i < 2; i++) {
    const a = m.advances[i];
    row(pen, 'boxed', L, y, h - 2, [{ label: `Current Advance / Loan ${i + 1} - Funder`, w: 170, key: `adv${i}_funder`, text: a?.funder ?? null, decoy: true },
      { label: 'Balance', w: 97, key: `adv${i}_bal`, text: a ? fmtMoney(a.balance, moneyF) : null, decoy: true },
      { label: 'Payment', w: 97, key: `adv${i}_pay`, text: a ? fmtMoney(a.payment, moneyF) : null, decoy: true }]);
    y += h - 2;
  }

  // Right column: owners (at least two blocks, as printed forms have).
  const R = 410, RW = 354;
  let oy = 56;
  section(pen, R, oy, RW, 'OWNER / OFFICER INFORMATION (all owners of 20% or more)', NAVY); oy += 14;
  const blocks = Math.max(2, m.owners.length);
  const bh = blocks > 3 ? 17 : blocks > 2 ? 21 : 24;
  for (let i = 0; i < blocks; i++) {
    const o = m.owners[i];
    const q = r.fork(`o${i}`);
    pen.label(`OWNER ${i + 1}`, R, oy + 1, 6.5, 'Helvetica-Bold', NAVY); oy += 8;
    const nm = o ? ownerName(q, o, i) : [null, {}] as const, role = o ? ownerRole(o, i) : [null, {}] as const, pct = o ? ownerPct(q, o, i) : [null, {}] as const;
    const ssn = o ? ownerTax(q, o, i, 0.35) : [null, {}] as const, dob = o && !q.chance(0.08) ? ownerDob(o, i, q.pick<DateFmt>(['mdy4pad', 'mdy4'])) : [null, {}] as const;
    const sc = o ? ownerScore(o, i) : [null, {}] as const;
    row(pen, 'boxed', R, oy, bh, [{ label: 'Full Name', w: 190, key: `o${i}_name`, text: nm[0], truth: nm[1] },
      { label: 'Title', w: 100, key: `o${i}_title`, text: role[0], truth: role[1] }, { label: 'Ownership %', w: 64, key: `o${i}_pct`, text: pct[0], truth: pct[1] }]); oy += bh;
    row(pen, 'boxed', R, oy, bh, [{ label: o?.taxType === 'ITIN' ? 'SSN / ITIN' : 'SSN', w: 120, key: `o${i}_ssn`, text: ssn[0], truth: ssn[1] },
      { label: 'Date of Birth', w: 100, key: `o${i}_dob`, text: dob[0], truth: dob[1] },
      { label: 'Credit Score (est.)', w: 64, key: `o${i}_score`, text: sc[0], truth: sc[1] },
      { label: 'Cell', w: 70, key: `o${i}_cell`, text: o?.cell ?? null, decoy: true, size: 7 }]); oy += bh;
    row(pen, 'boxed', R, oy, bh, [{ label: 'Home Address, City, State, Zip', w: RW, key: `o${i}_home`, text: o ? homeLine(o) : null, decoy: true }]); oy += bh + 4;
  }

  // Trade references, then the authorisation and signatures across the bottom.
  let sy = Math.max(y, oy) + 6;
  section(pen, L, sy, W - 2 * L, 'TRADE REFERENCES', NAVY); sy += 14;
  for (let i = 0; i < 3; i++) {
    const t = m.refs[i];
    row(pen, 'boxed', L + i * 246, sy, h, [{ label: `Reference ${i + 1} - Company`, w: 120, key: `ref${i}`, text: t?.name ?? null, decoy: true, size: 7.5 },
      { label: 'Contact / Phone', w: 122, key: `ref${i}_ph`, text: t ? `${t.contact} ${t.phone}` : null, decoy: true, size: 6.5 }]);
  }
  sy += h + 8;
  pen.para('By signing below, each of the above owners certifies that the information in this application is true and complete and authorizes Harborline Capital Group, '
    + 'its assigns and funding partners to obtain consumer and business credit reports, bank statements and any other information to evaluate this request. '
    + 'Harborline Capital Group is not a lender; this application is submitted to third-party funders.', L, sy, W - 2 * L, 6.2);
  for (let i = 0; i < Math.min(2, m.owners.length); i++) {
    const x = L + i * 370;
    pen.rule(x, H - 26, 200); pen.label(`Signature - Owner ${i + 1}`, x, H - 23, 6);
    signature(pen, x, H - 26, 200, 7 + i * 3 + m.owners[i]!.pct);
    pen.rule(x + 220, H - 26, 110); pen.label('Date', x + 220, H - 23, 6);
    pen.decoy(`sign_date${i}`, fmtDate('2026-01-' + String(r.int(5, 28)).padStart(2, '0'), dateF), x + 220, H - 40, 110, 13, 8);
  }
}
