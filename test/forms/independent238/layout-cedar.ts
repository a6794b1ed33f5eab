// Layout "cedar-west": Pacific Cedar Funding, a western Canadian funder's one-page direct application: a two-column
// key/value table with shaded label cells, entity checkboxes (ULC among them), a bare 9-digit Business Number whose
// type comes from its label, WorkSafeBC/WCB and GST numbers, a remittance sentence ("$612.50 per Weekly x 36"),
// province codes in one city line, and an owners grid where SINs are mostly "last 3 only".
import type { Kit } from './kit.ts';
import { dateHint, fmtDate, fmtMoney, merchant, PROVINCES, type DateFmt } from './data.ts';
import { A, bnFields, contact, decoys, placeSin, scribble } from './common.ts';

const TEAL = '#0d5c63';
const SHADE = '#e4eff0';

function kv(k: Kit, label: string, x: number, y: number, w: number, lw: number, h = 18): number {
  k.doc.rect(x, y, lw, h).fillAndStroke(SHADE, '#8fb3b6');
  k.rect(x + lw, y, w - lw, h, '#8fb3b6');
  k.label(label, x + 3, y + 5.5, 6.8, { bold: true, color: TEAL });
  return x + lw + 4;
}

export function drawCedar(k: Kit): { broker: string } {
  const rng = k.rng;
  const m = merchant(rng.fork('m'), 'en', PROVINCES.filter((p) => ['BC', 'AB', 'SK', 'MB'].includes(p.code)));
  const dc = decoys(rng.fork('d'), m);
  const ct = contact(rng.fork('c'), m);
  const d = k.doc;
  d.save();
  d.polygon([50, 24], [62, 44], [56, 44], [68, 62], [32, 62], [44, 44], [38, 44]).fill(TEAL);
  d.rect(48, 62, 4, 8).fill('#6b4f2a');
  d.restore();
  k.label('PACIFIC CEDAR', 76, 30, 16, { bold: true, color: TEAL });
  k.label('F U N D I N G', 77, 48, 8, { color: '#4a8a90' });
  k.rect(400, 26, 176, 40, TEAL);
  k.label('Direct Funding Application', 406, 31, 9, { bold: true, color: TEAL });
  k.label(`Ref. PCF-${rng.alnum(7)}`, 406, 45, 7);
  k.label(`Fax: 604-555-0${rng.digits(3)}`, 406, 55, 7);

  let y = 80;
  k.label('1 · Business', 36, y, 9, { bold: true, color: TEAL });
  y += 13;
  let x = kv(k, 'Legal Name', 36, y, 540, 92);
  k.value('legal_name', m.legal, x, y + 4, 440, { 'application.legal_name': m.legal });
  y += 18;
  x = kv(k, 'Trade Name (DBA)', 36, y, 540, 92);
  if (m.dba) k.value('trade_name', m.dba, x, y + 4, 440, { 'application.trade_name': m.dba });
  else if (rng.chance(0.5)) k.value('trade_name_same', m.legal, x, y + 4, 440);
  y += 18;
  k.rect(36, y, 540, 18, '#8fb3b6');
  k.label('Entity:', 40, y + 5.5, 6.8, { bold: true, color: TEAL });
  x = 74;
  for (const e of ['Corporation', 'ULC', 'Partnership', 'Limited Partnership', 'Sole Proprietorship']) {
    const on = e === m.entity.printed;
    x = k.check('entity', e, x, y + 5, on, on ? { 'application.type_of_entity': m.entity.id } : {}, 7);
  }
  y += 18;
  x = kv(k, 'Business Number', 36, y, 270, 92);
  const bnPrinted = rng.pick([m.bn, `${m.bn.slice(0, 3)} ${m.bn.slice(3, 6)} ${m.bn.slice(6)}`]);
  k.value('bn', bnPrinted, x, y + 4, 170, bnFields(m.bn));
  x = kv(k, m.province.code === 'BC' ? 'WorkSafeBC Acct' : 'WCB Account', 306, y, 270, 92);
  k.value('wcb', `${rng.digits(6)}-${rng.digits(3)}`, x, y + 4, 170);
  y += 18;
  x = kv(k, 'GST Number', 36, y, 270, 92);
  if (rng.chance(0.7)) k.value('gst', dc.gst, x, y + 4, 170);
  x = kv(k, 'Incorporated In', 306, y, 270, 92);
  if (m.entity.id === 'ca_corporation' || m.entity.id === 'ca_ulc') k.value('jurisdiction', rng.pick(['Alberta', 'British Columbia', 'Nova Scotia', 'Canada']), x, y + 4, 170);
  y += 18;
  const dateFmt: DateFmt = rng.pick(['iso', 'mdy', 'en-long', 'dmy']);
  x = kv(k, `Date Established${dateHint(dateFmt, 'en') ? ` ${dateHint(dateFmt, 'en')}` : ''}`, 36, y, 270, 140);
  if (rng.chance(0.9)) k.value('start', fmtDate(m.start, dateFmt), x, y + 4, 122, { 'application.business_start_date': m.start });
  x = kv(k, 'Industry', 306, y, 270, 60);
  k.value('industry', m.industry[0], x, y + 4, 200, { 'application.industry': m.industry[1] });
  y += 18;
  x = kv(k, 'Street Address', 36, y, 540, 92);
  k.value('street', `${m.streetNo} ${m.province.street}`, x, y + 4, 300);
  y += 18;
  x = kv(k, 'City / Prov / Postal', 36, y, 540, 92);
  k.value('city', m.province.city, x, y + 4, 130);
  k.value('province', m.province.code, x + 140, y + 4, 40, { 'application.state_region': m.province.code, 'application.country': 'Canada' });
  k.value('postal', m.province.postal, x + 190, y + 4, 80);
  y += 18;
  x = kv(k, 'Phone / Email', 36, y, 540, 92);
  k.value('phone', ct.phone, x, y + 4, 130);
  k.value('email', ct.email, x + 160, y + 4, 240);
  y += 28;

  k.label('2 · Request', 36, y, 9, { bold: true, color: TEAL });
  y += 13;
  x = kv(k, 'Requested Advance', 36, y, 270, 92);
  k.value('amount', fmtMoney(m.amount, 'en', rng), x, y + 4, 170, { 'application.requested_amount': m.amount });
  x = kv(k, 'Avg Monthly Sales', 306, y, 270, 92);
  k.value('sales', dc.sales, x, y + 4, 170);
  y += 18;
  x = kv(k, 'Proposed Remittance', 36, y, 540, 92);
  const freq = rng.pick(['daily', 'weekly', 'biweekly', 'monthly'] as const);
  const word = { daily: 'Daily', weekly: 'Weekly', biweekly: 'Bi-Weekly', monthly: 'Monthly' }[freq];
  const n = { daily: rng.pick([100, 120, 150]), weekly: rng.pick([24, 30, 40]), biweekly: rng.pick([12, 16, 20]), monthly: rng.pick([6, 9, 12]) }[freq];
  const pay = Math.round((m.amount * 1.35 / n) * 100) / 100;
  if (rng.chance(0.8)) {
    k.value('payment', fmtMoney(pay, 'en', rng), x, y + 4, 90, { 'application.requested_payment': pay });
    k.label('per', x + 96, y + 5.5, 7);
    k.value('frequency', word, x + 114, y + 4, 70, { 'application.payment_frequency': freq });
    k.label('x', x + 190, y + 5.5, 7);
    k.value('n_payments', String(n), x + 202, y + 4, 40, { 'application.number_of_payments': n });
    k.label('payments', x + 246, y + 5.5, 7);
  }
  y += 28;

  k.label('3 · Owners (20%+)', 36, y, 9, { bold: true, color: TEAL });
  y += 13;
  const cols: [string, number][] = [['Name', 150], ['Title', 80], ['Own %', 44], ['SIN', 86], ['DOB (MM/DD/YYYY)', 80], ['Beacon', 44], ['Home Prov.', 56]];
  let cx = 36;
  for (const [lab, w] of cols) { d.rect(cx, y, w, 14).fillAndStroke(SHADE, '#8fb3b6'); k.label(lab, cx + 3, y + 4, 6.5, { bold: true, color: TEAL }); cx += w; }
  y += 14;
  for (let i = 0; i < 3; i++) {
    cx = 36;
    for (const [, w] of cols) { k.rect(cx, y, w, 18, '#8fb3b6'); cx += w; }
    const o = m.owners[i];
    if (o) {
      const name = `${o.p.first}${o.p.middle ? ` ${o.p.middle}.` : ''} ${o.p.last}`;
      k.value(`owner${i}_name`, name, 39, y + 4, 144, { [A(i, 'first_name')]: o.p.first, [A(i, 'last_name')]: o.p.last }, 8.5);
      k.value(`owner${i}_role`, o.role, 189, y + 4, 74, { [A(i, 'role')]: o.role }, 8);
      k.value(`owner${i}_share`, String(o.share), 269, y + 4, 38, { [A(i, 'ownership')]: o.share }, 8.5);
      placeSin(k, i, o, 313, y + 4, 80, 'en', 0.6);
      if (rng.chance(0.75)) k.value(`owner${i}_dob`, fmtDate(o.p.dob, 'mdy'), 399, y + 4, 74, { [A(i, 'date_of_birth')]: o.p.dob }, 8.5);
      if (rng.chance(0.6)) k.value(`owner${i}_score`, String(o.p.score), 479, y + 4, 38, { [A(i, 'credit_score')]: o.p.score }, 8.5);
      k.value(`owner${i}_home`, rng.pick(PROVINCES).code, 523, y + 4, 50, {}, 8.5);
    }
    y += 18;
  }
  y += 12;
  k.label('4 · Banking & Current Positions', 36, y, 9, { bold: true, color: TEAL });
  y += 13;
  x = kv(k, 'Bank', 36, y, 200, 40);
  k.value('bank', dc.bank, x, y + 4, 150);
  x = kv(k, 'Transit', 236, y, 120, 40);
  k.value('transit', dc.transit, x, y + 4, 70);
  x = kv(k, 'Account', 356, y, 220, 44);
  k.value('account', `${dc.institution}-${dc.account}`, x, y + 4, 160);
  y += 18;
  x = kv(k, 'Current Funder(s)', 36, y, 540, 92);
  k.value('funder', dc.funders.length ? dc.funders.map((f) => `${f.name} (bal. ${f.balance})`).join('; ') : 'None', x, y + 4, 440, {}, 8.5);
  y += 18;
  x = kv(k, 'Referred By', 36, y, 540, 92);
  k.value('rep', `${dc.rep}, ${dc.repPhone}`, x, y + 4, 300);
  y += 28;
  y = k.para('By signing, each owner certifies the information above is accurate and authorizes Pacific Cedar Funding Ltd. and its '
    + 'assignees to obtain credit bureau reports and bank verifications, now and during the term of any agreement, as permitted by PIPEDA '
    + 'and applicable provincial privacy law. This is an application only and not a commitment to fund.', 36, y, 540) + 8;
  scribble(k, 46, y + 16, 150);
  k.hline(36, y + 22, 200);
  k.label('Authorized Signature', 36, y + 25, 6.2);
  k.hline(260, y + 22, 100);
  k.label('Date', 260, y + 25, 6.2);
  k.value('sign_date', fmtDate(`2024-06-${String(rng.int(10, 28))}`, 'mdy'), 262, y + 10, 96, {}, 8);
  k.label('PCF-DA-07 · Pacific Cedar Funding Ltd. · Vancouver, BC', 36, 764, 6, { color: '#888888' });
  return { broker: 'Pacific Cedar Funding' };
}
