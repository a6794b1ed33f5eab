// Porchlight Funding: a home-based business application of rounded cards with labels above rounded input boxes,
// "Your household" before "Your business", a "same as home" business address, an entity list with an "Other:" line,
// taxpayer-ID boxes (SSN / ITIN / EIN) beside a number often written without dashes, and a co-owner card.
import type { Rng } from '../../../statements/generator/prng.ts';
import { dashed, money } from '../ids.ts';
import { amountGives, biz, cityLine, dbaOut, dobOut, entityBox, industryOut, legalOut, nameOut, ownerTax, pctOut, scoreOut, startOut,
  stateGives, titleOut, type Out } from '../common.ts';
import { entityFromText } from '../match.ts';
import { businessTax, type Merchant } from '../model.ts';
import type { Gives, Sheet } from '../sheet.ts';
import { LETTER, type Layout } from './types.ts';

const GREEN = '#2f5d3a', CARD = '#fdf8e6';

function card(s: Sheet, title: string, x: number, y: number, w: number, h: number): void {
  s.doc.roundedRect(x, y, w, h, 8).lineWidth(0.8).fillAndStroke(CARD, '#c9b87a');
  s.doc.roundedRect(x + 10, y - 7, s.doc.font('Helvetica-Bold').fontSize(8.5).widthOfString(title) + 16, 14, 7).fill(GREEN);
  s.label(title, x + 18, y - 3.5, { font: 'Helvetica-Bold', size: 8.5, color: '#fff' });
}

function box(s: Sheet, label: string, name: string, text: string, x: number, y: number, w: number, gives: Gives | null = null): void {
  s.label(label, x, y, { size: 7, color: GREEN });
  s.doc.roundedRect(x, y + 9, w, 16, 3).lineWidth(0.5).fillAndStroke('#fff', '#b9b39a');
  s.value(name, text, x + 3, y + 12, w - 6, gives, { size: 9 });
}

function tick(s: Sheet, name: string, label: string, x: number, y: number, on: boolean, gives: Gives | null = null): void {
  s.check(name, x, y, on, on ? gives : null, 8);
  s.label(label, x + 11, y + 1, { size: 7.6 });
}

function business(m: Merchant, s: Sheet, rng: Rng, x: number, y0: number, w: number): void {
  let y = y0;
  const legal = legalOut(m), dba = dbaOut(m, rng);
  box(s, 'Business name on your tax return', 'legal_name', legal.text, x, y, w, legal.gives); y += 30;
  box(s, 'Name your customers know you by (if different)', 'dba', dba.text, x, y, w, dba.gives); y += 32;
  s.label('Business type', x, y, { size: 7, color: GREEN });
  const other = m.kind === 'partnership' && rng.chance(0.25) ? 'Husband & Wife' : m.kind === 'smllc' && rng.chance(0.3) ? 'Single-member LLC' : '';
  const opts: [string, boolean][] = [['Sole Proprietor', !other && m.kind === 'sole'], ['Partnership', !other && m.kind === 'partnership'],
    ['LLC', !other && m.kind === 'smllc'], ['Corporation', m.kind === 'corp']];
  opts.forEach(([lbl, on], i) => tick(s, `type_${i}`, lbl, x + (i % 2) * 120, y + 11 + Math.floor(i / 2) * 12, on, entityBox(lbl)));
  tick(s, 'type_other', 'Other:', x, y + 35, !!other);
  // Decision (README): the "Other:" line's words are the entity ("Husband & Wife" names none: null).
  s.rule(x + 40, y + 44, x + w, y + 44, '#8a8468', 0.5);
  s.value('type_other_text', other, x + 40, y + 32, w - 40, other ? biz({ type_of_entity: entityFromText(other) }) : null, { size: 8.5 });
  y += 52;
  s.label('Taxpayer ID used for the business', x, y, { size: 7, color: GREEN });
  const t = businessTax(m);
  const none = !t || rng.chance(0.08);
  (['SSN', 'ITIN', 'EIN'] as const).forEach((k, i) => tick(s, `tin_${k}`, k, x + 130 + i * 38, y - 1, !none && t.type === k));
  const text = none ? rng.pick(['', 'don\'t have one yet']) : rng.chance(0.6) ? t.digits : dashed(t);
  s.doc.roundedRect(x, y + 9, w, 16, 3).lineWidth(0.5).fillAndStroke('#fff', '#b9b39a');
  s.value('tin', text, x + 3, y + 12, w - 6, none ? null : biz({ business_tax_id: t.digits, business_tax_id_type: t.type, business_tax_id_country: 'US' }), { size: 9 });
  y += 32;
  const same = m.owners[0]!.homeSameAsBusiness;
  s.label('Business address', x, y, { size: 7, color: GREEN });
  tick(s, 'biz_same_home', 'Same as my home address', x + 80, y - 1, same);
  y += 12;
  box(s, 'Street', 'biz_street', same ? '' : m.address.street, x, y, w); y += 30;
  box(s, 'City / State / ZIP', 'biz_city', same ? '' : cityLine(m.address), x, y, w, same ? null : stateGives(m.address)); y += 30;
  const ind = industryOut(m);
  box(s, 'What do you do?', 'industry', ind.text, x, y, w, ind.gives); y += 30;
  const byDate = rng.chance(0.75);
  const start: Out = byDate ? startOut(m, rng) : { text: String(2025 - m.start.y), gives: null };
  box(s, byDate ? 'Date you started' : 'Years in business', 'start', start.text, x, y, w / 2 - 4, start.gives);
  s.label('Employees?', x + w / 2 + 4, y, { size: 7, color: GREEN });
  tick(s, 'emp_none', 'No, just me', x + w / 2 + 4, y + 11, m.employees === 0);
  tick(s, 'emp_yes', `Yes: ${m.employees || '__'}`, x + w / 2 + 70, y + 11, m.employees > 0);
}

function draw(m: Merchant, s: Sheet, rng: Rng): void {
  s.addPage();
  s.rect(0, 0, 612, 792, { fill: '#fffdf5' });
  s.doc.polygon([40, 52], [58, 34], [76, 52]).fill('#e0a526');
  s.rect(45, 52, 26, 16, { fill: '#e0a526' });
  s.label('Porchlight Funding', 86, 34, { font: 'Helvetica-Bold', size: 19, color: GREEN });
  s.label('Home-Based Business Application  ·  for the people who work from the kitchen table', 87, 56, { size: 8, color: '#6b6246' });
  const o = m.owners[0]!, p = m.owners[1];
  const colW = 258, lx = 40, rx = 314;

  card(s, 'Your household', lx, 86, colW + 10, 320);
  let y = 98;
  const name = nameOut(0, o, rng), title = titleOut(0, m.kind, rng), pct = pctOut(0, o, rng, 0.25);
  box(s, 'Your full name', 'owner_name', name.text, lx + 8, y, colW - 6, name.gives); y += 30;
  box(s, 'Your role in the business', 'owner_title', title.text, lx + 8, y, colW / 2 - 6, title.gives);
  box(s, '% you own', 'owner_pct', pct.text, lx + 8 + colW / 2, y, colW / 2 - 6, pct.gives); y += 30;
  const dob = dobOut(0, o, rng), tax = ownerTax(0, o.tax, rng, { maskP: 0.45, label: 'SSN_ITIN' });
  box(s, 'Date of birth', 'owner_dob', dob.text, lx + 8, y, colW / 2 - 6, dob.gives);
  box(s, 'SSN or ITIN', 'owner_ssn', tax.text, lx + 8 + colW / 2, y, colW / 2 - 6, tax.gives); y += 30;
  // Decision (README): with "Same as my home address" checked, the home address is the business address.
  const same = o.homeSameAsBusiness;
  box(s, 'Home street address', 'home_street', o.home.street, lx + 8, y, colW - 6); y += 30;
  box(s, 'City / State / ZIP', 'home_city', cityLine(o.home), lx + 8, y, colW - 6, same ? stateGives(o.home) : null); y += 30;
  const sc = rng.chance(0.6) ? scoreOut(0, o) : { text: '', gives: null };
  box(s, 'Cell phone', 'owner_cell', o.cell, lx + 8, y, colW / 2 - 6);
  box(s, 'Credit score (if you know it)', 'owner_fico', sc.text, lx + 8 + colW / 2, y, colW / 2 - 6, sc.gives);
  y += 30;
  box(s, 'Emergency contact (name / relationship)', 'emergency', `${rng.pick(['Carmen', 'Mike', 'Tasha', 'Hugo', 'Grace'])} ${o.last} / ${rng.pick(['Spouse', 'Sister', 'Brother', 'Mother'])}`,
    lx + 8, y, colW - 6); y += 30;
  box(s, 'E-mail', 'owner_email', o.email, lx + 8, y, colW - 6);

  card(s, 'Your business', rx, 86, colW, 320);
  business(m, s, rng, rx + 8, 98, colW - 16);

  card(s, 'Co-owner or partner (if any)', lx, 420, colW + 10, 86);
  const blank: Out = { text: '', gives: null };
  const pn = p ? nameOut(1, p, rng) : blank, pt = p ? titleOut(1, m.kind, rng) : blank, pp = p ? pctOut(1, p, rng) : blank;
  const ps = p ? ownerTax(1, p.tax, rng, { maskP: 0.45, label: 'SSN_ITIN' }) : blank, pd = p ? dobOut(1, p, rng) : blank;
  box(s, 'Full name', 'co_name', pn.text, lx + 8, 432, 160, pn.gives);
  box(s, 'Role', 'co_title', pt.text, lx + 172, 432, 90, pt.gives);
  box(s, '% owned', 'co_pct', pp.text, lx + 8, 464, 60, pp.gives);
  box(s, 'SSN or ITIN', 'co_ssn', ps.text, lx + 72, 464, 100, ps.gives);
  box(s, 'Date of birth', 'co_dob', pd.text, lx + 176, 464, 86, pd.gives);

  card(s, 'Money coming in', rx, 420, colW, 86);
  box(s, 'Bank', 'bank', m.bank.name, rx + 8, 432, 110);
  box(s, 'Routing #', 'routing', m.bank.routing, rx + 122, 432, 120);
  box(s, 'Account #', 'account', m.bank.account, rx + 8, 464, 110);
  const adv = m.advances[0];
  box(s, 'Other advances you are paying', 'advances', adv ? `${adv.funder} ${money(adv.payment)}/day` : 'none', rx + 122, 464, 120);

  card(s, 'Your request', lx, 524, 532, 78);
  box(s, 'How much do you need?', 'amount', money(m.amount), lx + 8, 536, 120, amountGives(m.amount));
  const showPay = rng.chance(0.5);
  box(s, 'Requested payment amount', 'payment', showPay ? money(m.payment, 'cents') : '', lx + 140, 536, 120,
    showPay ? biz({ requested_payment: m.payment }) : null);
  box(s, 'What is it for?', 'use', m.useOfFunds, lx + 272, 536, 252);
  s.label('I would rather pay', lx + 8, 574, { size: 7, color: GREEN });
  (['daily', 'weekly', 'monthly'] as const).forEach((f, i) => tick(s, `pay_${f}`, f[0]!.toUpperCase() + f.slice(1), lx + 80 + i * 70, 573, m.freq === f,
    biz({ payment_frequency: f })));

  s.label('I confirm this is true and allow Porchlight Funding and the funders it works with to look at my credit and my bank activity. '
    + 'Porchlight never charges an upfront fee.', 40, 622, { size: 7.5, width: 532, color: '#4a4433' });
  s.label('Signature', 40, 672, { size: 7.5, color: GREEN });
  s.rule(80, 682, 330, 682, '#8a8468', 0.6);
  s.signature(95, 678, 200);
  s.label('Date', 350, 672, { size: 7.5, color: GREEN });
  s.rule(372, 682, 572, 682, '#8a8468', 0.6);
  s.value('sign_date', `${rng.int(1, 12)}/${rng.int(1, 28)}/2025`, 374, 668, 190);
  s.label(`Your Porchlight guide: ${m.rep.name}  ·  ${m.rep.phone}`, 40, 750, { size: 7.5, color: '#6b6246' });
}

export const porchlight: Layout = {
  name: 'porchlight-home-based', broker: 'Porchlight Funding', typedFont: 'Helvetica', size: LETTER, draw,
  profile: { kinds: [['sole', 6], ['partnership', 2.5], ['smllc', 1.5]], trades: ['home', 'clean', 'food', 'lawn'] },
};
