// Keystone Merchant Funding (US broker, Pennsylvania): a two-page form of shaded label / value table rows in green,
// checkbox rows for the entity and the payment schedule, "Years in business" instead of a start date on some forms,
// owners, bank, trade references and landlord on page 2; extra owners on a third, attached page.
import type { Rng } from '../../statements/generator/prng.ts';
import { attachOwners, stickyText } from './attach.ts';
import type { Case } from './data.ts';
import { initialsOf, Plan } from './fmt.ts';
import { cells, rows, strip } from './grid.ts';
import { Sheet, type Slot, type Style } from './sheet.ts';
import { Values } from './values.ts';

const GREEN = '#24513a';
const ENTITIES: [string, string][] = [['Sole Prop.', 'sole_proprietorship'], ['Partnership', 'general_partnership'], ['Corporation', 'c_corporation'],
  ['S-Corp', 's_corporation'], ['LLC', 'llc'], ['Other:', '']];
const SCHEDULE: [string, string][] = [['Daily', 'daily'], ['Weekly', 'weekly'], ['Bi-Weekly', 'biweekly'], ['Monthly', 'monthly']];

function header(s: Sheet, page: number): void {
  s.doc.save().moveTo(40, 58).lineTo(52, 30).lineTo(72, 30).lineTo(84, 58).closePath().fill(GREEN).restore();
  s.label('K', 56, 37, { size: 14, bold: true, color: '#ffffff' });
  s.label('KEYSTONE MERCHANT FUNDING', 92, 32, { size: 14, bold: true, color: GREEN });
  s.label('610 Hamilton St, Allentown, PA 18101  ·  (484) 555-0162  ·  deals@keystonemf.example', 92, 50, { size: 7, color: '#555555' });
  s.label(`Working Capital Application  ·  Page ${page} of 2`, 430, 36, { size: 8, bold: true, color: '#333333' });
}

export async function keystone(c: Case, rng: Rng, style: Style): Promise<Sheet> {
  const s = new Sheet(style, rng.fork('sheet'), { font: 'Helvetica', bold: 'Helvetica-Bold' });
  const n = c.owners.length;
  const onPage = n >= 3 ? rng.pick([1, 2]) : n === 2 && rng.chance(0.3) ? 1 : n;
  const plan = new Plan(rng.fork('plan'), Values.keys(['legal', 'dba', 'tax', 'start', 'requested', 'payment', 'npay'], n), initialsOf(c.owners[0]!), { margin: false, fillable: style === 'fillable' });
  const v = new Values(c, rng.fork('values'), plan);
  const L = 40, R = (label: string, w: number, name: string, o?: { run?: boolean }) => [label, w, name, o] as [string, number, string, { run?: boolean }?];
  s.newPage();
  header(s, 1);
  strip(s, L, 70, 532, 'BUSINESS PROFILE', { fill: GREEN });
  const yearsOnly = rng.chance(0.3);
  const b: Record<string, Slot> = {
    ...rows(s, L, 84, 18, 95, [R('Legal Name', 437, 'Legal Name', { run: true })]),
    ...rows(s, L, 102, 18, 95, [R('DBA', 437, 'DBA', { run: true })]),
    ...rows(s, L, 120, 18, 95, [R('Federal Tax ID', 171, 'Federal Tax ID'), R(yearsOnly ? 'Years in Business' : 'Business Start Date', 171, 'Start')]),
    ...rows(s, L, 138, 18, 95, [R('Street Address', 437, 'Street')]),
    ...rows(s, L, 156, 18, 95, [R('City', 171, 'City'), R('State / Zip', 171, 'State Zip')]),
    ...rows(s, L, 174, 18, 95, [R('Business Phone', 171, 'Phone'), R('E-mail', 171, 'Email', { run: true })]),
    ...rows(s, L, 192, 18, 95, [R('Industry', 171, 'Industry'), R('State of Inc.', 171, 'State of Inc')]),
  };
  rows(s, L, 210, 20, 95, [R('Entity Type', 437, 'entity_row')]);
  const entIdx = ENTITIES.findIndex(([, id]) => id === c.entity), chosen = entIdx >= 0 ? entIdx : 5;
  const wrong = rng.chance(0.3) ? rng.pick([1, 2, 3, 4].filter((i) => i !== chosen)) : null;
  s.checks('Entity', ENTITIES.map(([label], i) => ({ label, x: L + 100 + i * 62, y: 216 })), chosen,
    chosen < 5 ? v.entity(ENTITIES[chosen]![0]) : { text: 'Other:' }, { wrong, initials: initialsOf(c.owners[0]!), radio: rng.chance(0.5) });
  if (chosen === 5) s.put({ name: 'Entity Other', x: L + 100 + 5 * 62 + 36, y: 212, w: 70, h: 14, run: true }, v.entity());

  s.put(b['Legal Name']!, v.legal());
  s.put(b.DBA!, v.dba());
  s.put(b['Federal Tax ID']!, v.taxId());
  const yrs = 2026 - c.start.y - (c.start.m > 1 ? 1 : 0);
  s.put(b.Start!, yearsOnly ? v.plain(rng.pick([`${yrs} yrs`, String(yrs), `${yrs} years`])) : v.start());
  s.put(b.Street!, v.plain(c.address.street));
  s.put(b.City!, v.plain(c.address.city));
  const st = v.region();
  s.put(b['State Zip']!, { ...v.state(st), text: `${st} ${c.address.postal}`, printed: { state_region: st, country: st } });
  s.put(b.Phone!, v.phone(c.phone));
  s.put(b.Email!, v.plain(c.email));
  s.put(b.Industry!, v.industry());
  s.put(b['State of Inc']!, v.incRegion());

  strip(s, L, 238, 532, 'FUNDING REQUEST', { fill: GREEN });
  const f = rows(s, L, 252, 18, 95, [R('Amount Requested', 171, 'Amount Requested'), R('Use of Funds', 171, 'Use of Funds', { run: true })]);
  rows(s, L, 270, 20, 95, [R('Payment Schedule', 437, 'schedule_row')]);
  const g = rows(s, L, 290, 18, 95, [R('# of Payments', 171, 'Number of Payments'), R('Payment Amount', 171, 'Payment Amount')]);
  s.put(f['Amount Requested']!, v.requested());
  s.put(f['Use of Funds']!, v.plain(c.use));
  const sched = rng.chance(0.85) ? SCHEDULE.findIndex(([, k]) => k === c.freq) : null;
  s.checks('Schedule', SCHEDULE.map(([label], i) => ({ label, x: L + 100 + i * 80, y: 276 })), sched,
    sched === null ? { text: '' } : { text: SCHEDULE[sched]![0]!, sets: { payment_frequency: c.freq } }, { radio: true });
  if (rng.chance(0.8)) s.put(g['Number of Payments']!, v.nPayments());
  if (rng.chance(0.7)) s.put(g['Payment Amount']!, v.payment());

  strip(s, L, 316, 532, 'EXISTING FINANCING (MCA / LOANS)', { fill: GREEN });
  for (let k = 0; k < 3; k++) {
    const r = cells(s, L, 330 + k * 22, 22, [['Funder', 200, `Funder${k + 1}`], ['Original Amount', 110, `Original${k + 1}`], ['Balance', 110, `Balance${k + 1}`],
      ['Payment', 112, `Payment${k + 1}`]], '#777777');
    const a = c.advances[k];
    if (!a) continue;
    s.put(r[`Funder${k + 1}`]!, v.plain(a.funder));
    s.put(r[`Original${k + 1}`]!, v.money(Math.round(a.balance * 1.8 / 1000) * 1000));
    s.put(r[`Balance${k + 1}`]!, v.money(a.balance));
    s.put(r[`Payment${k + 1}`]!, v.plain(`${v.money(a.payment).text} / ${rng.pick(['day', 'wk'])}`));
  }
  strip(s, L, 404, 532, 'FINANCIALS', { fill: GREEN });
  const fin = rows(s, L, 418, 18, 95, [R('Avg Monthly Deposits', 171, 'Deposits'), R('Card Processor', 171, 'Processor')]);
  s.put(fin.Deposits!, v.money(c.monthlySales));
  s.put(fin.Processor!, v.plain(rng.pick(['Square', 'Clover', 'Heartland', 'Worldpay', 'None'])));
  s.label('Continued on page 2 - all owners of 20% or more must complete and sign.', L, 446, { size: 7.5, color: '#555555' });

  s.newPage();
  header(s, 2);
  for (let k = 0; k < 2; k++) {
    const y = 70 + k * 122, id = `Owner${k + 1}`;
    strip(s, L, y, 532, `OWNER / GUARANTOR ${k + 1}`, { fill: GREEN });
    const o = {
      ...rows(s, L, y + 14, 18, 95, [R('Full Name', 437, `${id} Name`)]),
      ...rows(s, L, y + 32, 18, 95, [R('Title', 171, `${id} Title`), R('Ownership %', 171, `${id} Ownership`)]),
      ...rows(s, L, y + 50, 18, 95, [R('SSN', 171, `${id} SSN`), R('Date of Birth', 171, `${id} DOB`)]),
      ...rows(s, L, y + 68, 18, 95, [R('Home Address', 437, `${id} Home`)]),
      ...rows(s, L, y + 86, 18, 95, [R('City / State / Zip', 171, `${id} City`), R('Credit Score', 171, `${id} Credit`)]),
    };
    const ow = c.owners[k];
    if (!ow || k >= onPage) continue;
    const val = v.owner(ow, k, { credit: true });
    s.put(o[`${id} Name`]!, val.name);
    s.put(o[`${id} Title`]!, val.title);
    s.put(o[`${id} Ownership`]!, val.pct);
    s.put(o[`${id} SSN`]!, val.tax);
    s.put(o[`${id} DOB`]!, val.dob);
    s.put(o[`${id} Home`]!, val.street);
    s.put(o[`${id} City`]!, val.city);
    s.put(o[`${id} Credit`]!, val.credit);
  }
  if (onPage < n) {
    const t = stickyText(onPage + 1, n, rng);
    if (onPage === 1) s.sticky(300, 214, 200, 36, t); else s.sticky(400, 60, 160, 24, t);
  }
  strip(s, L, 318, 532, 'BANK, TRADE REFERENCES AND LANDLORD', { fill: GREEN });
  const rf = {
    ...rows(s, L, 332, 18, 95, [R('Bank Name', 171, 'Bank Name'), R('Routing / ABA', 171, 'Routing')]),
    ...rows(s, L, 350, 18, 95, [R('Account #', 171, 'Account'), R('Account Type', 171, 'Account Type')]),
    ...rows(s, L, 368, 18, 95, [R('Trade Ref. 1', 171, 'Ref1'), R('Phone', 171, 'Ref1 Phone')]),
    ...rows(s, L, 386, 18, 95, [R('Trade Ref. 2', 171, 'Ref2'), R('Phone', 171, 'Ref2 Phone')]),
    ...rows(s, L, 404, 18, 95, [R('Landlord', 171, 'Landlord'), R('Monthly Rent', 171, 'Rent')]),
  };
  s.put(rf['Bank Name']!, v.plain(c.bank.name));
  s.put(rf.Routing!, v.plain(c.bank.routing));
  s.put(rf.Account!, v.plain(c.bank.account));
  s.put(rf['Account Type']!, v.plain('Business checking'));
  c.refs.forEach((r, k) => { s.put(rf[`Ref${k + 1}`]!, v.plain(r.name)); s.put(rf[`Ref${k + 1} Phone`]!, v.phone(r.phone)); });
  if (c.landlord) { s.put(rf.Landlord!, v.plain(c.landlord.name)); s.put(rf.Rent!, v.money(c.landlord.rent)); }
  s.label('AUTHORIZATION: The merchant and each owner signing below represent that the information in this application is true and complete, ' +
    'authorize Keystone Merchant Funding and its funding partners to obtain business and personal credit reports, bank and trade references, ' +
    'and to contact the landlord and processors named above, and agree that a copy or facsimile of this authorization is as valid as the original.',
  L, 436, { size: 7, width: 532 });
  for (let k = 0; k < 2; k++) {
    s.line(L + k * 270, 500, L + k * 270 + 250, 500);
    s.label(`Signature - Owner/Guarantor ${k + 1}                      Date`, L + k * 270, 503, { size: 7 });
  }
  const iso = rows(s, L, 530, 18, 95, [R('Submitted by (ISO)', 171, 'ISO'), R('ISO Rep / Phone', 171, 'ISO Rep', { run: true })]);
  s.put(iso.ISO!, v.plain(c.iso.company));
  s.put(iso['ISO Rep']!, v.plain(`${c.iso.rep} ${v.phone(c.iso.phone).text}`));
  if (onPage < n) attachOwners(s, v, c.owners.slice(onPage), onPage, { credit: true });
  return s;
}
