// Blue Mesa Funding (US ISO, New Mexico): a plain "quick application" of underlined blanks, the entity chosen by
// circling one word, owners stacked below, and a broker-notes box full of names and numbers that are not the
// application's (current funder, landlord, referral).
import type { Rng } from '../../statements/generator/prng.ts';
import { attachOwners, stickyText } from './attach.ts';
import type { Case } from './data.ts';
import { fmtPhone, initialsOf, Plan } from './fmt.ts';
import { blanks } from './grid.ts';
import { Sheet, type Style } from './sheet.ts';
import { Values } from './values.ts';

const RUST = '#b5542d', NAVY = '#2c4a6b';
const CIRCLE: [string, string][] = [['LLC', 'llc'], ['Corp', 'c_corporation'], ['S-Corp', 's_corporation'], ['Sole Prop', 'sole_proprietorship'],
  ['Partnership', 'general_partnership'], ['Other:', '']];

export async function mesa(c: Case, rng: Rng, style: Style): Promise<Sheet> {
  const s = new Sheet(style, rng.fork('sheet'), { font: 'Helvetica', bold: 'Helvetica-Bold' });
  const n = c.owners.length;
  const onPage = n >= 3 ? rng.pick([1, 2]) : n === 2 && rng.chance(0.3) ? 1 : n;
  const plan = new Plan(rng.fork('plan'), Values.keys(['legal', 'dba', 'tax', 'start', 'requested'], n), initialsOf(c.owners[0]!), { margin: true, fillable: style === 'fillable' });
  const v = new Values(c, rng.fork('values'), plan);
  const L = 44, W = 524;
  s.newPage();
  s.doc.save().moveTo(L, 62).lineTo(L + 10, 40).lineTo(L + 44, 40).lineTo(L + 52, 52).lineTo(L + 60, 52).lineTo(L + 66, 62).closePath().fill(RUST).restore();
  s.label('BLUE MESA FUNDING', L + 76, 34, { size: 18, bold: true, color: NAVY });
  s.label('Quick Application  ·  decisions in 24 hours', L + 76, 54, { size: 9, font: 'Helvetica-Oblique', color: '#555555' });
  s.label('Fax (505) 555-0110', 440, 36, { size: 7.5 });
  s.label('apps@bluemesafunding.example', 440, 46, { size: 7.5 });
  s.label('2201 Central Ave NE, Albuquerque, NM 87106', 440, 56, { size: 7.5 });
  const head = (t: string, y: number) => { s.label(t, L, y, { size: 9, bold: true, color: NAVY }); s.line(L, y + 11, L + W, y + 11, { w: 1, color: RUST }); };

  head('ABOUT THE BUSINESS', 78);
  const b = {
    ...blanks(s, L, 100, [['Business legal name', 350, 'Legal name', { room: true }], ['Years at location', 174, 'Years at location']]),
    ...blanks(s, L, 126, [['DBA', 350, 'DBA', { room: true }], ['# Employees', 174, 'Employees']]),
    ...blanks(s, L, 176, [['Fed Tax ID', 262, 'Tax ID'], ['Business start date', 262, 'Start date']]),
    ...blanks(s, L, 198, [['Business address', W, 'Address']]),
    ...blanks(s, L, 220, [['City', 200, 'City'], ['State', 120, 'State'], ['Zip', 204, 'Zip']]),
    ...blanks(s, L, 242, [['Phone', 200, 'Phone'], ['Email', 324, 'Email']]),
    ...blanks(s, L, 264, [['What does the business do?', W, 'Industry']]),
    ...blanks(s, L, 286, [['Gross monthly sales', 262, 'Monthly sales'], ['Amount requested', 262, 'Amount']]),
    ...blanks(s, L, 308, [['Current advances (funder / balance)', W, 'Advances', { run: true }]]),
    ...blanks(s, L, 330, [['Bank', 262, 'Bank'], ['Landlord / mortgage co.', 262, 'Landlord']]),
  };
  s.label('Entity (circle one):', L, 154, { size: 8 });
  const idx = CIRCLE.findIndex(([, id]) => id === c.entity), chosen = idx >= 0 ? idx : 5;
  const wrong = rng.chance(0.25) ? rng.pick([0, 1, 2, 3].filter((i) => i !== chosen)) : null;
  s.circles('Entity', CIRCLE.map(([label], i) => ({ label, x: L + 92 + i * 58, y: 154 })), chosen,
    chosen < 5 ? v.entity(CIRCLE[chosen]![0]) : { text: 'Other:' }, { wrong, initials: initialsOf(c.owners[0]!) });
  const other = blanks(s, L + 92 + 5 * 58 + 30, 154, [['', 110, 'Entity other']]);
  if (chosen === 5) s.put(other['Entity other']!, v.entity());

  s.put(b['Legal name']!, v.legal());
  s.put(b.DBA!, v.dba());
  s.put(b['Years at location']!, v.plain(String(rng.int(1, 12))));
  s.put(b.Employees!, v.plain(String(c.employees)));
  s.put(b['Tax ID']!, v.taxId());
  if (rng.chance(0.85)) s.put(b['Start date']!, v.start());
  s.put(b.Address!, v.plain(c.address.street));
  s.put(b.City!, v.plain(c.address.city));
  s.put(b.State!, v.state());
  s.put(b.Zip!, v.plain(c.address.postal));
  s.put(b.Phone!, v.phone(c.phone));
  s.put(b.Email!, v.plain(c.email));
  s.put(b.Industry!, v.industry());
  s.put(b['Monthly sales']!, v.money(c.monthlySales));
  s.put(b.Amount!, v.requested());
  s.put(b.Advances!, v.plain(c.advances.length ? c.advances.map((a) => `${a.funder} / ${v.money(a.balance).text}`).join('; ') : 'none'));
  s.put(b.Bank!, v.plain(c.bank.name));
  if (c.landlord) s.put(b.Landlord!, v.plain(c.landlord.name));

  head('OWNERS (everyone with 20% or more)', 352);
  for (let k = 0; k < 2; k++) {
    const y = 376 + k * 68, id = `Owner ${k + 1}`;
    const o = {
      ...blanks(s, L, y, [[`Owner ${k + 1} name`, 262, `${id} name`], ['Title', 131, `${id} title`], ['% owned', 131, `${id} pct`]]),
      ...blanks(s, L, y + 22, [['SSN', 175, `${id} SSN`], ['DOB', 175, `${id} DOB`], ['Credit score', 174, `${id} credit`]]),
      ...blanks(s, L, y + 44, [['Home address', W, `${id} home`]]),
    };
    const ow = c.owners[k];
    if (!ow || k >= onPage) continue;
    const val = v.owner(ow, k, { credit: true });
    s.put(o[`${id} name`]!, val.name);
    s.put(o[`${id} title`]!, val.title);
    s.put(o[`${id} pct`]!, val.pct);
    s.put(o[`${id} SSN`]!, val.tax);
    s.put(o[`${id} DOB`]!, val.dob);
    s.put(o[`${id} credit`]!, val.credit);
    s.put(o[`${id} home`]!, { text: `${val.street.text}, ${val.city.text}` });
  }
  if (onPage < n) {
    const t = stickyText(onPage + 1, n, rng);
    if (onPage === 1) s.sticky(280, 440, 200, 36, t); else s.sticky(380, 344, 170, 24, t);
  }
  head('BROKER NOTES (internal - not part of the application)', 516);
  s.box(L, 532, W, 62, { stroke: '#999999' });
  for (let y = 548; y < 594; y += 15) s.line(L + 4, y, L + W - 4, y, { w: 0.3, color: '#bbbbbb' });
  const notes = [`Ref'd by ${c.iso.rep} (${c.iso.company}) ${fmtPhone(c.iso.phone, rng)}`,
    c.advances[0] ? `Has ${c.advances[0].funder} - paying ${v.money(c.advances[0].payment).text}/day` : 'No open positions per merchant',
    c.landlord ? `Rent ${v.money(c.landlord.rent).text}/mo to ${c.landlord.name}` : 'Owns building'];
  s.put({ name: 'Broker notes', x: L + 4, y: 535, w: W - 8, h: 15, lines: 4 }, v.plain(notes.join('.  ')));
  s.label('By signing, the merchant and owners certify the above is true and authorize Blue Mesa Funding and its lenders to obtain credit ' +
    'reports and verify bank, landlord and trade information. A copy of this form is as good as the original.', L, 604, { size: 7, width: W });
  for (let k = 0; k < 2; k++) {
    s.line(L + k * 268, 660, L + k * 268 + 250, 660);
    s.label(`Owner ${k + 1} signature / date`, L + k * 268, 663, { size: 7 });
  }
  s.label('BMF-QA-2026', L, 760, { size: 6.5, color: '#888888' });
  if (onPage < n) attachOwners(s, v, c.owners.slice(onPage), onPage, { credit: true });
  return s;
}
