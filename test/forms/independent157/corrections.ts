// Layout 4, Redline Capital Group: a two-page boxed funder application that came back corrected. One to three values
// are struck through (one or two lines) with the right value written beside them or squeezed in above; sometimes a
// whole former owner's row is struck out. The corrected value is the truth, the struck one a decoy. Fillable: the
// struck value is page text (pre-filled by the funder's CRM), the correction is the AcroForm field beside it.
import type { Profile } from './data.ts';
import type { Sheet } from './draw.ts';
import { ENTITY, date, money } from './values.ts';
import { F, signature } from './common.ts';

const RED = '#b3171d';

export function drawCorrections(sh: Sheet, p: Profile): void {
  const r = sh.rng, ca = p.country === 'CA';
  const shiftDigits = (t: string) => { let n = 0; return t.replace(/\d/g, (d) => (n++ === 3 || n === 7 ? String((Number(d) + r.int(1, 8)) % 10) : d)); };
  const wrongs: Record<string, () => string> = {
    requested_amount: () => { const d = r.pick([5000, 10000, 2500]); return money(r, p.amount.v > d ? p.amount.v + r.pick([-1, 1]) * d : p.amount.v + d, p.country, false); },
    legal_name: () => p.legal.replace(/^\S+/, (w) => (w === 'Summit' ? 'Summitt' : `${w}e`)),
    type_of_entity: () => r.pick(ENTITY[p.country].filter((e) => e.id !== p.entity.id)).texts[0]!,
    business_tax_id: () => shiftDigits(p.tax!.text),
    business_start_date: () => date(r, `${Number(p.start!.v.slice(0, 4)) + r.pick([-2, -1, 1])}${p.start!.v.slice(4)}`),
    requested_payment: () => money(r, Math.round(p.payment!.v * 1.15 * 100) / 100, p.country, true),
    number_of_payments: () => String(p.count!.v + r.pick([-10, 10, 20])),
  };
  p.owners.forEach((o, i) => {
    const owns = p.owners.map((x) => x.own?.v);
    if (o.own) wrongs[`owner${i}.own`] = () => `${r.pick([o.own!.v - 10, o.own!.v + 5, o.own!.v - 5, o.own!.v + 3, o.own!.v - 3].filter((v) => v > 0 && v < 100 && !owns.includes(v)))}%`;
    if (o.dob) wrongs[`owner${i}.dob`] = () => date(r, `${Number(o.dob!.v.slice(0, 4)) + 1}${o.dob!.v.slice(4)}`);
    if (o.tax?.digits) wrongs[`owner${i}.tax`] = () => shiftDigits(o.tax!.text);
    if (o.credit) wrongs[`owner${i}.credit`] = () => String(r.pick([-40, -25, 30].map((d) => o.credit!.v + d).filter((v) => !p.owners.some((x) => x.credit?.v === v))));
  });
  if (ca || p.entity.id === 'sole_proprietorship') delete wrongs.legal_name;
  if (!p.tax) delete wrongs.business_tax_id;
  if (!p.start) delete wrongs.business_start_date;
  if (!p.payment) delete wrongs.requested_payment;
  if (!p.count) delete wrongs.number_of_payments;
  const fixed = new Set(r.shuffle(Object.keys(wrongs)).slice(0, r.int(1, 3)));

  /** A boxed cell; its value corrected when the key was picked. Returns nothing: values land in placed/decoys. */
  const cell = (label: string, x: number, y: number, w: number, key?: string, text?: string, fields?: Record<string, unknown> | null) => {
    sh.rect(x, y, w, 32, { stroke: '#7a7a7a', lw: 0.6 });
    sh.label(label.toUpperCase(), x + 3, y + 3, { font: 'Helvetica', size: 6, color: RED });
    if (!key || !text) return;
    const put = (k: string, t: string, xx: number, yy: number, o: { size?: number; pageText?: boolean; w?: number } = {}) =>
      fields ? sh.value(k, t, fields, xx, yy, { size: 10, ...o }) : sh.decoy(k, t, xx, yy, { size: 10, ...o });
    if (!fixed.has(key)) { put(key, text, x + 5, y + 14, { w: w - 10 }); return; }
    const bad = wrongs[key]!();
    const size = 9.5;
    const bw = sh.decoy(`struck.${key}`, bad, x + 5, y + 15, { size, pageText: true, w: w / 2 - 6 });
    sh.strike(x + 5, y + 15, Math.min(bw, w / 2 - 6), size, r.chance(0.35));
    if (r.chance(0.7)) put(key, text, x + 5 + Math.min(bw, w / 2 - 6) + 8, y + 14, { size, w: w / 2 - 4 });
    else put(key, text, x + 5 + Math.min(bw, w / 2) * 0.4, y + 3, { size: 9, w: w / 2 });
  };
  let y = 30;
  sh.rect(36, y, 8, 44, { fill: RED });
  sh.label('REDLINE CAPITAL GROUP', 52, y, { font: 'Times-Bold', size: 20, color: '#111111' });
  sh.label('Application for Business Funding' + (ca ? '  -  Canada' : ''), 52, y + 24, { font: 'Times-Italic', size: 11 });
  sh.label(`Deal # RL-${r.digits(5)}    Please initial any correction.`, 380, y + 6, { font: 'Times-Roman', size: 8, color: '#444444' });
  y += 58;
  const sec = (t: string) => { sh.label(t, 36, y, { font: 'Times-Bold', size: 11, color: RED }); y += 15; };
  sec('1. Business');
  cell('Legal business name', 36, y, 340, 'legal_name', p.legal, F.legal(p));
  cell(ca ? 'Operating name (O/A)' : 'DBA', 376, y, 200, 'trade_name', p.dba.text, F.dba(p)); y += 32;
  cell('Entity type', 36, y, 130, 'type_of_entity', p.entity.text, F.entity(p));
  cell(ca ? 'Business Number (BN)' : p.tax?.label ?? 'Federal Tax ID', 166, y, 160, 'business_tax_id', p.tax?.text, p.tax ? F.tax(p) : null);
  cell('Business start date', 326, y, 125, 'business_start_date', p.start?.text, p.start ? F.start(p) : null);
  cell(ca ? 'Jurisdiction of inc.' : 'State of inc.', 451, y, 125, 'inc_state', p.incState, null); y += 32;
  cell('Street address', 36, y, 270, 'street', p.street, null);
  cell(ca ? 'City, province, postal code' : 'City, state, ZIP', 306, y, 270, 'city_state', p.cityLine, F.state(p)); y += 32;
  cell('Nature of business', 36, y, 270, 'industry', p.industry.text, F.industry(p));
  cell('Business phone', 306, y, 130, 'phone', p.phone, null);
  cell('Email', 436, y, 140, 'email', p.email, null); y += 42;
  sec('2. Funding request');
  cell(ca ? 'Amount requested (CAD)' : 'Amount requested', 36, y, 135, 'requested_amount', p.amount.text, F.amount(p));
  cell('Payment amount', 171, y, 135, 'requested_payment', p.payment?.text, p.payment ? F.payment(p) : null);
  cell('Number of payments', 306, y, 135, 'number_of_payments', p.count?.text, p.count ? F.count(p) : null);
  cell('Frequency', 441, y, 135, 'payment_frequency', p.freq?.text, p.freq ? F.freq(p) : null); y += 32;
  cell('Use of funds', 36, y, 270, 'use', p.useOfFunds, null);
  cell('Avg. monthly revenue', 306, y, 135, 'monthly', p.monthly, null);
  cell('Annual revenue', 441, y, 135, 'annual', p.annual, null); y += 42;
  sec('3. Current advances and loans');
  const rows = p.funders.length ? p.funders : [{ name: 'None', balance: '', payment: '' }];
  rows.forEach((f, i) => {
    cell('Funder / lender', 36, y, 270, `funder${i}.name`, f.name, null);
    cell('Balance', 306, y, 135, `funder${i}.balance`, f.balance, null);
    cell('Payment', 441, y, 135, `funder${i}.payment`, f.payment, null); y += 32;
  });
  y += 10;
  sec('4. Banking and premises');
  cell('Bank', 36, y, 180, 'bank.name', p.bank.name, null);
  cell(ca ? 'Transit / institution' : 'Routing number', 216, y, 180, 'bank.routing', p.bank.routing, null);
  cell('Account number', 396, y, 180, 'bank.account', p.bank.account, null); y += 32;
  cell('Landlord / mortgage holder', 36, y, 200, 'landlord.company', p.landlord.company, null);
  cell('Contact', 236, y, 130, 'landlord.name', p.landlord.name, null);
  cell('Phone', 366, y, 110, 'landlord.phone', p.landlord.phone, null);
  cell('Rent / mortgage', 476, y, 100, 'landlord.rent', p.landlord.rent, null);

  sh.newPage();
  y = 40;
  sec('5. Owners (all owners of 20% or more)');
  const struckAt = p.owners.length < 4 && r.chance(0.3) ? r.int(1, p.owners.length) : -1;
  const cols: [string, number, number][] = [['Full name', 36, 150], ['Title', 186, 80], ['Ownership', 266, 55], [ca ? 'SIN' : 'SSN', 321, 100],
    ['Date of birth', 421, 80], ['Credit score', 501, 75]];
  let i = 0;
  for (let k = 0; k <= p.owners.length; k++) {
    if (k === struckAt) {
      const f = p.former, vals = [f.name, f.role, f.own, f.tax];
      cols.forEach(([t, x, w], c) => {
        cell(t, x, y, w);
        if (vals[c]) sh.decoy(`struck.former.${c}`, vals[c]!, x + 5, y + 14, { size: 10, w: w - 10 });
      });
      sh.strike(40, y + 13, 520, 10, r.chance(0.5));
      sh.label('removed', 520, y + 22, { font: 'Times-Italic', size: 7, color: RED });
      y += 32;
    }
    const o = p.owners[k];
    if (!o) continue;
    const n = i++;
    cell(cols[0]![0], 36, y, 150, `owner${n}.name`, o.name, F.name(n, o));
    cell(cols[1]![0], 186, y, 80, `owner${n}.role`, o.role, F.role(n, o));
    cell(cols[2]![0], 266, y, 55, `owner${n}.own`, o.own?.text, o.own ? F.own(n, o) : null);
    cell(cols[3]![0], 321, y, 100, `owner${n}.tax`, o.tax?.text, o.tax ? F.otax(n, o) : null);
    cell(cols[4]![0], 421, y, 80, `owner${n}.dob`, o.dob?.text, o.dob ? F.dob(n, o) : null);
    cell(cols[5]![0], 501, y, 75, `owner${n}.credit`, o.credit?.text, o.credit ? F.credit(n, o) : null);
    y += 32;
    cell('Home address', 36, y, 385, `owner${n}.home`, o.home, null);
    cell('Cell phone', 421, y, 155, `owner${n}.cell`, o.cell, null);
    y += 40;
  }
  y += 8;
  sh.label('Each undersigned owner certifies that the information in this application, as corrected and initialed, is true and complete, and '
    + 'authorizes Redline Capital Group and its assigns to obtain credit reports and to verify it with the bank, landlord and references.'
    + (ca ? ' Personal information is handled under PIPEDA.' : ''), 36, y, { font: 'Times-Roman', size: 8, w: 540 });
  y += 40;
  p.owners.forEach((_, k) => {
    sh.line(36, y + 18, 300, y + 18, '#444444');
    sh.label(`Owner ${k + 1} signature`, 36, y + 21, { font: 'Times-Italic', size: 7 });
    signature(sh, 50, y + 12, 140);
    sh.line(330, y + 18, 470, y + 18, '#444444');
    sh.label('Date', 330, y + 21, { font: 'Times-Italic', size: 7 });
    sh.decoy(`signed_date${k}`, p.signed, 334, y + 4, { size: 10 });
    y += 34;
  });
}
