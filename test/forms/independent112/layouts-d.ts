// Layout 7 of independent112: Gateway Arch Capital (St. Louis broker), a Canva form: soft panels with rounded boxes,
// each label inside its box left of the value, bare 9-digit tax numbers named by their label, time in business in years.
import type { Rng } from '../../statements/generator/prng.ts';
import type { Kit } from './kit.ts';
import type { Merchant } from './merchant.ts';
import * as F from './fmt.ts';

function pill(k: Kit, x: number, y: number, w: number, label: string, text: string | null, key?: string, hint?: string): void {
  k.doc.save().lineWidth(0.7).roundedRect(x, y, w, 20, 6).fillAndStroke('#ffffff', '#d9a273').restore();
  k.label(x + 7, y + 6.5, label, { size: 7, font: 'Helvetica-Bold', color: '#8c4a1c' });
  const lw = k.width(label, 7, 'Helvetica-Bold') + 14;
  k.val(x + lw, y + 5.5, w - lw - 6, text, key, hint ? { hint } : {});
}

export function gatewayArch(k: Kit, m: Merchant, r: Rng): void {
  const X = 40, W = 532, orange = '#d2691e';
  k.rect(0, 0, 612, 792, { fill: '#fbf6ef', stroke: 'none' });
  k.doc.save().circle(560, 40, 22).fill('#f1c9a5').restore();
  k.label(X, 28, 'Gateway Arch Capital', { size: 22, font: 'Helvetica-Bold', color: orange });
  k.label(X, 54, 'QUICK FUNDING APPLICATION  —  decisions in 24 hours', { size: 9, font: 'Helvetica-Bold', color: '#5b3a1e' });
  k.label(X, 67, '314-555-0172  ·  hello@gatewayarchcapital.com  ·  St. Louis, MO', { size: 7.5, color: '#7a5a3c' });
  let y = 88;
  const panel = (h: number, title: string) => {
    k.doc.save().roundedRect(X - 8, y, W + 16, h, 10).fill('#f3e6d6').restore();
    k.label(X, y + 7, title, { size: 10, font: 'Helvetica-Bold', color: '#5b3a1e' });
    y += 24;
  };
  panel(184, 'Your Business');
  pill(k, X, y, 300, 'Business Legal Name', m.legal, 'legal_name');
  pill(k, X + 308, y, 224, 'DBA', m.dba, 'trade_name'); y += 26;
  const taxLabel = m.taxType === 'EIN' ? 'Federal Tax ID (EIN)' : `Tax ID (${m.taxType})`;
  pill(k, X, y, 300, taxLabel, m.taxId, 'business_tax_id', m.taxType);
  const years = 2026 - Number(m.start.slice(0, 4));
  pill(k, X + 308, y, 224, 'Time in Business', `${years} ${years === 1 ? 'yr' : 'yrs'}`); y += 26;
  pill(k, X, y, W, 'Business Address', `${m.addr.street}, ${m.addr.city}, ${m.addr.region} ${m.addr.postal}`, 'state_region'); y += 26;
  pill(k, X, y, 300, 'Industry', m.industryText, 'industry');
  pill(k, X + 308, y, 224, 'Phone', m.phone); y += 30;
  k.label(X, y, 'Entity', { size: 8, font: 'Helvetica-Bold', color: '#8c4a1c' });
  let cx = X + 40;
  for (const [lab, key] of [['LLC', 'llc'], ['Corporation', 'corp'], ['S-Corporation', 'scorp'], ['Sole Proprietorship', 'sole'], ['Partnership', 'partnership']] as const) {
    cx = k.check(cx, y, m.entity === key, lab, 'type_of_entity') + 12;
  }
  const other = m.entity === 'llp' ? 'LLP' : m.entity === 'pllc' ? 'PLLC' : null;
  cx = k.check(cx, y, other !== null, 'Other') + 4;
  k.line(cx, y + 8, cx + 50, y + 8, { lw: 0.5 });
  k.val(cx + 3, y - 1.5, 46, other, 'type_of_entity'); y += 28;
  panel(58, 'What You Need');
  pill(k, X, y, 250, 'Funding Amount Needed', F.money(m.amount, r.pick(['plain', 'dollar'] as const)), 'requested_amount');
  pill(k, X + 258, y, 274, 'What is it for?', m.use); y += 40;
  const rows = Math.ceil(m.owners.length / 2);
  panel(24 + rows * 104, 'Owners');
  const masked = r.chance(0.4);
  m.owners.forEach((o, i) => {
    const ox = X + (i % 2) * 270, oy = y + Math.floor(i / 2) * 104, ow = 262;
    pill(k, ox, oy, ow, `Owner ${i + 1}`, F.ownerName(o, r.pick(['plain', 'middle'] as const)), `a${i}.name`);
    pill(k, ox, oy + 24, 160, 'Title', o.title, `a${i}.role`);
    pill(k, ox + 166, oy + 24, 96, 'Own', F.pct(o.pct, 'sign'), `a${i}.ownership`);
    pill(k, ox, oy + 48, ow, 'SS#', masked ? `*****${o.taxId.slice(5)}` : o.taxId, masked ? undefined : `a${i}.tax_id`, o.taxType);
    pill(k, ox, oy + 72, ow, 'Birthday', F.date(o.dob, 'long'), `a${i}.date_of_birth`);
  });
  y += rows * 104 + 12;
  panel(58, 'Where You Bank');
  pill(k, X, y, 180, 'Bank', m.bank);
  pill(k, X + 188, y, 160, 'Routing', m.routing, 'decoy');
  pill(k, X + 356, y, 176, 'Account', m.account, 'decoy'); y += 40;
  k.label(X, y, 'By signing you confirm the above is accurate and allow Gateway Arch Capital and its funding partners to pull personal and ' +
    'business credit and verify your information. Missouri applicants: you will receive the commercial financing disclosures required by law with any offer.',
  { size: 6.8, width: W, color: '#5b3a1e' });
  y += 28;
  k.line(X, y + 14, X + 200, y + 14); k.label(X, y + 17, 'Signature', { size: 7, color: '#5b3a1e' });
  k.line(X + 260, y + 14, X + 360, y + 14); k.label(X + 260, y + 17, 'Date', { size: 7, color: '#5b3a1e' });
  k.label(X, 766, `Your funding advisor: ${m.rep}  ·  ${m.repPhone}`, { size: 7, color: '#7a5a3c' });
  k.decoys.push(m.rep, m.repPhone);
}
