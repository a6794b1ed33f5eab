// Set 109's Gulf Coast Capital Source (FL): a Canva-made one-pager with rounded cards and labels printed below the lines.
import { fmtDate, iso, money } from './merchant.ts';
import type { Ctx } from './kit.ts';
import { A, O, bizTax, country, initialsRow, ownerTax, signBlock } from './kit.ts';
import { industryOf } from './rules.ts';

const TEAL = '#0e7c86';

/** A value on a line with its label printed under the line. */
function under(c: Ctx, key: string, label: string, v: string | null, x: number, y: number, w: number, f: Record<string, unknown>, decoy = false): void {
  if (decoy && v) c.s.decoy(key, v, x + 2, y, w - 4); else c.s.val(key, v, x + 2, y, w - 4, f);
  c.s.line(x, y + 12, x + w, y + 12, TEAL, 0.7);
  c.s.text(label, x, y + 14, { size: 6, color: TEAL });
}

function card(c: Ctx, x: number, y: number, w: number, h: number, title: string): void {
  c.s.doc.save().roundedRect(x, y, w, h, 8).fillAndStroke('#f3fbfb', TEAL).restore();
  c.s.text(title, x + 10, y + 7, { size: 9, font: 'Helvetica-Bold', color: TEAL });
}

export function gulfcoast(c: Ctx): void {
  const { s, m } = c;
  const r = s.rng;
  s.newPage();
  s.doc.save().circle(560, 40, 26).fill('#f6a821').restore();
  s.text('Gulf Coast', 36, 28, { size: 24, font: 'Helvetica-Bold', color: TEAL });
  s.text('CAPITAL SOURCE', 36, 54, { size: 9, font: 'Helvetica-Bold', color: '#f6a821' });
  s.text('Fast working capital for Gulf businesses  |  Tampa · Mobile · Houston', 200, 40, { size: 8, color: '#555555' });
  const [tax, taxF] = bizTax(m);
  const entText = { c_corporation: 'Inc', s_corporation: 'S Corp', llc: 'L.L.C.', general_partnership: 'Partnership', sole_proprietorship: 'Sole Prop' }[m.entityId] ?? m.entityText;
  card(c, 36, 74, 540, 150, 'About your business');
  under(c, 'legal', 'Legal Name (as on tax return)', m.legal, 46, 94, 300, { [A('legal_name')]: m.legal });
  under(c, 'dba', 'Doing Business As', m.dba, 356, 94, 210, m.dba ? { [A('trade_name')]: m.dba } : {});
  under(c, 'entity', 'Business Type (LLC, Inc, etc.)', entText, 46, 124, 140, { [A('type_of_entity')]: m.entityId });
  under(c, 'ein', 'Tax ID', tax, 196, 124, 120, taxF);
  under(c, 'start', 'Business Start Date', fmtDate(m.start, 'long'), 326, 124, 120, { [A('business_start_date')]: iso(m.start) });
  under(c, 'inc', 'State Formed', m.incState, 456, 124, 110, {}, m.incState !== m.region);
  under(c, 'addr', 'Street', m.street, 46, 154, 200, {});
  under(c, 'city', 'City', m.city, 256, 154, 110, {});
  under(c, 'state', 'State', m.regionName, 376, 154, 100, { [A('state_region')]: m.region, ...country(m) });
  under(c, 'zip', 'ZIP', m.postal, 486, 154, 80, {});
  under(c, 'ind', 'What do you sell / do?', m.industryText, 46, 184, 200, { [A('industry')]: industryOf(m.industryText) });
  under(c, 'phone', 'Phone', m.phone, 256, 184, 110, {});
  under(c, 'email', 'Email', m.email, 376, 184, 190, {});
  card(c, 36, 232, 540, 50, 'What you need');
  under(c, 'amt', 'Funding Amount', money(m.amount), 46, 252, 150, { [A('requested_amount')]: m.amount });
  under(c, 'use', 'Use of Funds', m.useOfFunds, 206, 252, 170, {});
  under(c, 'sales', 'Avg Monthly Deposits', money(m.monthlySales), 386, 252, 180, {}, true);
  const masked = r.chance(0.35);
  card(c, 36, 290, 540, 28 + Math.max(2, m.owners.length) * 36, 'Owners');
  for (let i = 0; i < Math.max(2, m.owners.length); i++) {
    const o = m.owners[i];
    const y = 310 + i * 36;
    const [t, tf] = o ? ownerTax(i, o, 'US', masked) : [null, {}];
    under(c, `o${i}_first`, 'First Name', o?.first ?? null, 46, y, 90, o ? { [O(i, 'first_name')]: o.first } : {});
    under(c, `o${i}_last`, 'Last Name', o?.last ?? null, 142, y, 100, o ? { [O(i, 'last_name')]: o.last } : {});
    under(c, `o${i}_title`, 'Title', o?.title ?? null, 248, y, 70, o ? { [O(i, 'role')]: o.title } : {});
    under(c, `o${i}_pct`, 'Own %', o ? `${o.pct}` : null, 324, y, 40, o ? { [O(i, 'ownership')]: o.pct } : {});
    under(c, `o${i}_ssn`, 'SSN', t, 370, y, 80, tf);
    under(c, `o${i}_dob`, 'DOB', o ? fmtDate(o.dob, 'mdy') : null, 456, y, 60, o ? { [O(i, 'date_of_birth')]: iso(o.dob) } : {});
    under(c, `o${i}_fico`, 'Credit Score', o?.score ? String(o.score) : null, 522, y, 44, o?.score ? { [O(i, 'credit_score')]: o.score } : {});
  }
  let y = 326 + Math.max(2, m.owners.length) * 36;
  s.text('Open balances with other funders:', 36, y, { size: 7.5, font: 'Helvetica-Bold', color: TEAL });
  if (r.chance(0.6)) s.decoy('open_funder', `${r.pick(['Bayou Advance', 'Coastal Cash Flow', 'Greenway MCA'])} ${money(r.int(10, 60) * 1000)} bal.`, 180, y - 1, 250);
  else s.decoy('open_funder', 'None', 180, y - 1, 80);
  y += 16;
  s.text('Signing below via InkSeal, you agree Gulf Coast Capital Source may obtain credit and bank information and share this application with its funding partners.', 36, y, { size: 7, width: 540 });
  signBlock(c, y + 24, 'first_last', false);
  initialsRow(c, 740);
}
