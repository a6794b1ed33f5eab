// Keystone Ridge Funding (US): a one-page photocopied form of labelled rules ("Label: ______"), entity check boxes,
// and two owner columns side by side. Hard: values float above their rules and run into the next label, owner #2's
// column is struck through with N/A when unused, landlord and revenue lines sit among the fields, a corrected amount.
import type { Rng } from '../../statements/generator/prng.ts';
import { dateText, F, moneyText, nameText, pctText } from './fields.ts';
import type { Merchant } from './merchant.ts';
import type { Option, Sheet } from './sheet.ts';

const ENTITY: [string, string][] = [['Corporation', 'c_corporation'], ['LLC', 'llc'], ['Partnership', 'general_partnership'],
  ['Sole Prop.', 'sole_proprietorship'], ['S-Corp', 's_corporation'], ['Non-Profit', 'nonprofit_corporation']];

export const KEYSTONE = { name: 'keystone-underline', broker: 'Keystone Ridge Funding', country: 'US' as const, maxOwners: 2, draw };

function draw(s: Sheet, m: Merchant, rng: Rng): void {
  const L = 36, R = 576;
  s.label('KEYSTONE RIDGE FUNDING', L, 30, 17, { bold: true });
  s.label('Business Cash Advance Application', L, 50, 10);
  s.label('Please print clearly in ink. Incomplete applications delay funding.', 330, 34, 7, { width: 246, align: 'right' });
  s.label('Fax (888) 555-0147  |  apps@keystoneridge.example', 330, 48, 7, { width: 246, align: 'right' });
  s.bar('BUSINESS INFORMATION', L, 68, R - L);

  s.write('legal_name', m.legal, s.ul('Legal / Corporate Name', L, 100, 330), F.legal(m));
  s.write('dba', m.dbaText, s.ul('DBA', 372, 100, R - 372), m.dbaText ? F.dba(m) : null);

  s.label('Entity Type:', L, 113, 7);
  const opts: Option[] = [];
  let x = L + 48;
  for (const [label] of ENTITY) { opts.push({ label, x, y: 113 }); x += label.length * 3.9 + 20; }
  opts.push({ label: 'Other:', x, y: 113 });
  const other = { x: x + 36, y: 121, w: R - x - 36 };
  s.line(other.x, R, other.y);
  const idx = m.entity ? ENTITY.findIndex(([, id]) => id === m.entity!.id) : -1;
  const chosen = !m.entity ? null : idx >= 0 ? idx : opts.length - 1;
  s.choose('entity', opts, chosen, m.entity ? F.entity(m) : null);
  if (m.entity && idx < 0) s.write('entity_other', m.entity.free, other, F.entity(m));

  s.write('tax_id', m.taxId?.printed ?? null, s.ul('Federal Tax ID #', L, 144, 190), F.taxId(m));
  s.write('start_date', dateText(m, m.start), s.ul('Business Start Date', 232, 144, 170), F.start(m));
  s.write('state_of_inc', m.stateOfInc, s.ul('State of Inc.', 408, 144, R - 408), null);
  s.write('street', m.street, s.ul('Physical Address (no P.O. Box)', L, 166, R - L), null);
  s.write('city', m.place.city, s.ul('City', L, 188, 220), null);
  s.write('state', m.statePrinted, s.ul('State', 262, 188, 100), F.state(m));
  s.write('zip', m.place.zip, s.ul('Zip', 368, 188, 90), null);
  s.write('years_at_location', rng.chance(0.5) ? String(rng.int(1, 12)) : null, s.ul('Yrs at location', 464, 188, R - 464), null);
  s.write('phone', m.phone, s.ul('Business Phone', L, 210, 180), null);
  s.write('email', rng.chance(0.8) ? m.email : null, s.ul('Email', 222, 210, 200), null);
  s.write('website', m.website ?? (rng.chance(0.4) ? 'N/A' : null), s.ul('Website', 428, 210, R - 428), null);
  s.write('industry', m.industryText, s.ul('Type of Business', L, 232, 250), F.industry(m));
  s.write('employees', String(m.employees), s.ul('# Employees', 292, 232, 90), null);
  s.label('Premises:', 392, 225, 7);
  s.choose('own_rent', [{ label: 'Own', x: 430, y: 225 }, { label: 'Rent', x: 468, y: 225 }], m.ownRent === 'Own' ? 0 : 1, null);
  const renting = m.ownRent === 'Rent';
  s.write('landlord', renting ? m.landlord.name : null, s.ul('Landlord / Mortgage Co.', L, 254, 250), null);
  s.write('landlord_phone', renting && rng.chance(0.7) ? m.landlord.phone : null, s.ul('Landlord Phone', 292, 254, 150), null);
  s.write('rent', renting ? moneyText(m, m.landlord.rent) : null, s.ul('Monthly Rent $', 448, 254, R - 448), null);

  s.bar('FUNDING REQUEST', L, 266, R - L);
  // The owner first wrote another amount, struck it and wrote the one asked for above it (handwritten forms only).
  const corrected = rng.chance(0.2) ? moneyText(m, m.amount > 10000 ? m.amount + rng.pick([-5000, 5000, 15000]) : m.amount + 5000) : undefined;
  s.write('amount', moneyText(m, m.amount), s.ul('Amount Requested $', L, 298, 200), F.amount(m), { struck: corrected });
  s.write('use_of_funds', m.use, s.ul('Use of Funds', 242, 298, R - 242), null);
  s.write('monthly_sales', moneyText(m, m.monthlySales), s.ul('Avg. Monthly Sales $', L, 320, 200), null);
  s.write('annual_revenue', rng.chance(0.6) ? moneyText(m, m.annualRevenue) : null, s.ul('Annual Gross Revenue $', 242, 320, 180), null);
  s.label('Open advances?', 430, 313, 7);
  s.choose('has_advances', [{ label: 'Yes', x: 488, y: 313 }, { label: 'No', x: 524, y: 313 }], m.funders.length ? 0 : 1, null);

  s.bar('OWNER / OFFICER INFORMATION  (list all owners of 20% or more)', L, 332, R - L);
  const blank2 = rng.chance(0.5);
  for (const col of [0, 1]) {
    const cx = col === 0 ? L : 312, w = 264, o = m.owners[col];
    s.label(col === 0 ? 'OWNER #1' : 'OWNER #2 (if any)', cx, 350, 7.5, { bold: true });
    const row = (label: string, i: number): ReturnType<Sheet['ul']> => s.ul(label, cx, 378 + i * 22, w);
    const slots = ['Full Name', 'Title', '% Ownership', 'SSN', 'Date of Birth', 'Home Address', 'City / State / Zip', 'Cell Phone',
      'Credit Score (est.)'].map(row);
    if (!o) {
      if (!blank2) s.notApplicable('owner2.na', cx, 362, w, 9 * 22 + 8);
      continue;
    }
    s.write(`owner${col + 1}.name`, nameText(o, 'first-last'), slots[0]!, F.name(o, col));
    s.write(`owner${col + 1}.title`, o.title, slots[1]!, F.title(o, col));
    s.write(`owner${col + 1}.pct`, pctText(o, rng.int(0, 2)), slots[2]!, F.pct(o, col));
    s.write(`owner${col + 1}.ssn`, o.taxText, slots[3]!, F.tax(o, col));
    s.write(`owner${col + 1}.dob`, dateText(m, o.dob), slots[4]!, F.dob(o, col));
    const [street, city, rest] = o.home.split(', ');
    s.write(`owner${col + 1}.home`, street!, slots[5]!, null);
    s.write(`owner${col + 1}.home_city`, `${city}, ${rest}`, slots[6]!, null);
    s.write(`owner${col + 1}.cell`, o.cell, slots[7]!, null);
    s.write(`owner${col + 1}.credit`, o.credit === null ? null : String(o.credit), slots[8]!, F.credit(o, col));
  }

  s.label('AUTHORIZATION', L, 572, 7.5, { bold: true });
  s.label('Each undersigned owner certifies that the information above is true and complete and authorizes Keystone Ridge Funding, its '
    + 'assigns and the funders to whom this application is submitted to obtain consumer and business credit reports, to verify bank, '
    + 'landlord and trade references, and to share this application with funding sources. This is not a commitment to fund. A photocopy '
    + 'or electronic copy of this authorization is as valid as the original.', L, 584, 6.5, { width: R - L });
  for (const col of [0, 1]) {
    const cx = col === 0 ? L : 312;
    const sig = s.ul(col === 0 ? 'Owner #1 Signature' : 'Owner #2 Signature', cx, 660, 170);
    if (m.owners[col]) s.sign(sig);
    s.write(`owner${col + 1}.signed`, m.owners[col] ? dateText(m, m.signed) : null, s.ul('Date', cx + 176, 660, 80), null);
  }
  s.label('KRF-APP  rev. 04/2023', L, 760, 6, { color: '#444' });
  s.label('Page 1 of 1', 520, 760, 6, { color: '#444' });
}
