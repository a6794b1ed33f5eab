// Layout 2, Harbor & Vine Capital: a classic one- or two-page application filled by two hands. In the handwritten
// style the broker typed the business part (Courier) and the owners wrote theirs in script, with about one value in
// five the other way; typed and fillable styles render every value alike. Canadian variant: O/A, BN, province, SIN,
// PIPEDA. Checkbox rows for entity type and payment schedule; bank, landlord, references and existing advances.
import type { Profile } from './data.ts';
import type { Sheet } from './draw.ts';
import { F, labelled, signature } from './common.ts';

const NAVY = '#1d2f5e';
const US_ENT: [string, string][] = [['Sole Proprietor', 'sole_proprietorship'], ['Partnership', 'general_partnership'], ['LLC', 'llc'],
  ['Corporation', 'c_corporation'], ['S Corp', 's_corporation']];
const CA_ENT: [string, string][] = [['Sole Proprietorship', 'sole_proprietorship'], ['Partnership', 'general_partnership'], ['Corporation', 'ca_corporation']];
const FREQ: [string, string][] = [['Daily', 'daily'], ['Weekly', 'weekly'], ['Bi-Weekly', 'biweekly'], ['Monthly', 'monthly']];

export function drawMixed(sh: Sheet, p: Profile): void {
  const r = sh.rng, ca = p.country === 'CA';
  const flip = (def: boolean) => (r.chance(0.2) ? !def : def);
  let y = 36;
  const need = (h: number) => { if (y + h > 752) { sh.newPage(); y = 40; } };
  const section = (t: string) => {
    need(40);
    sh.rect(40, y, 532, 15, { fill: NAVY });
    sh.label(t, 46, y + 3.5, { font: 'Times-Bold', size: 9, color: '#ffffff' });
    y += 21;
  };
  const field = (label: string, x: number, w: number) => labelled(sh, label, x, y, w, { font: 'Times-Roman', size: 8.5 });
  const opt = { size: 10 };

  sh.label('HARBOR & VINE CAPITAL', 40, y, { font: 'Times-Bold', size: 20, color: NAVY });
  sh.label('Merchant Funding Application', 40, y + 24, { font: 'Times-Italic', size: 11, color: '#444444' });
  sh.label('1200 Harbor Blvd, Suite 400  |  submissions@harborvine.example  |  (800) 555-0142', 40, y + 40, { font: 'Times-Roman', size: 7.5, color: '#666666' });
  const dx = field('Date:', 440, 132);
  sh.decoy('signed_date', p.signed, dx, y, { ...opt, hand: flip(false) });
  y += 56;

  section(ca ? 'BUSINESS INFORMATION / RENSEIGNEMENTS SUR L\'ENTREPRISE' : 'BUSINESS INFORMATION');
  const biz = { ...opt, hand: false };
  sh.value('legal_name', p.legal, F.legal(p), field(ca ? 'Legal Name:' : 'Legal Business Name:', 40, 532), y, { ...biz, w: 400 });
  y += 20;
  sh.value('trade_name', p.dba.text, F.dba(p), field(ca ? 'Operating Name (O/A):' : 'DBA:', 40, 300), y, { ...opt, hand: flip(false), w: 220 });
  sh.decoy('phone', p.phone, field('Business Phone:', 345, 227), y, { ...opt, hand: flip(false) });
  y += 22;
  let x = sh.label('Entity Type:', 40, y + 1, { font: 'Times-Roman', size: 8.5 }) + 48;
  const ents = ca ? CA_ENT : US_ENT;
  for (const [label, id] of ents) {
    if (id === p.entity.id) sh.check('type_of_entity', label, F.entity(p), x, y, 8);
    else sh.box(x, y, 8, `entity_${label}`);
    x += sh.label(label, x + 11, y + 0.5, { font: 'Times-Roman', size: 8.5 }) + 22;
  }
  const other = !ents.some(([, id]) => id === p.entity.id);
  if (other) sh.check('entity_other', 'Other', null, x, y, 8); else sh.box(x, y, 8, 'entity_other');
  const ox = x + 11 + sh.label('Other:', x + 11, y + 0.5, { font: 'Times-Roman', size: 8.5 }) + 3;
  sh.line(ox, y + 10, 572, y + 10, '#8a8a8a', 0.5);
  if (other) sh.value('type_of_entity', p.entity.text, F.entity(p), ox + 2, y - 2, { ...opt, hand: flip(false) });
  y += 20;
  if (p.tax) sh.value('business_tax_id', p.tax.text, F.tax(p), field(ca ? 'Business Number (BN):' : `${p.tax.label}:`, 40, 290), y, { ...opt, hand: flip(false) });
  else field(ca ? 'Business Number (BN):' : 'Federal Tax ID:', 40, 290);
  sh.decoy('inc_state', p.incState, field(ca ? 'Jurisdiction of Inc.:' : 'State of Inc.:', 335, 237), y, { ...opt, hand: flip(false) });
  y += 20;
  sh.decoy('street', p.street, field('Business Address:', 40, 300), y, { ...opt, hand: flip(false), w: 210 });
  sh.value('city_state', p.cityLine, F.state(p), field(ca ? 'City, Prov., Postal:' : 'City, State, ZIP:', 345, 227), y, { ...opt, hand: flip(false), w: 150 });
  y += 20;
  sh.value('industry', p.industry.text, F.industry(p), field('Type of Business:', 40, 300), y, { ...opt, hand: flip(false), w: 200 });
  if (p.start) sh.value('business_start_date', p.start.text, F.start(p), field('Business Start Date:', 345, 227), y, { ...opt, hand: flip(false) });
  else field('Business Start Date:', 345, 227);
  y += 26;

  section('FUNDING REQUEST');
  const fund = { ...opt, hand: flip(r.chance(0.5)) };
  sh.value('requested_amount', p.amount.text, F.amount(p), field('Amount Requested:', 40, 180), y, { ...fund, hand: flip(fund.hand) });
  if (p.payment) sh.value('requested_payment', p.payment.text, F.payment(p), field('Payment:', 225, 150), y, { ...fund, hand: flip(fund.hand) });
  else field('Payment:', 225, 150);
  if (p.count) sh.value('number_of_payments', p.count.text, F.count(p), field('# of Payments:', 380, 192), y, { ...fund, hand: flip(fund.hand) });
  else field('# of Payments:', 380, 192);
  y += 20;
  x = sh.label('Payment Schedule:', 40, y + 1, { font: 'Times-Roman', size: 8.5 }) + 50;
  for (const [label, id] of FREQ) {
    if (p.freq?.v === id) sh.check('payment_frequency', label, F.freq(p), x, y, 8); else sh.box(x, y, 8, `freq_${label}`);
    x += sh.label(label, x + 11, y + 0.5, { font: 'Times-Roman', size: 8.5 }) + 24;
  }
  sh.decoy('monthly_sales', p.monthly, field('Avg. Monthly Sales:', 380, 192), y, { ...fund, hand: flip(fund.hand) });
  y += 20;
  sh.decoy('use_of_funds', p.useOfFunds, field('Use of Funds:', 40, 300), y, { ...fund });
  y += 26;

  section('EXISTING ADVANCES / LOANS');
  if (!p.funders.length) { sh.decoy('funder.none', 'None', field('Funder:', 40, 532), y, { ...opt, hand: flip(true) }); y += 20; }
  p.funders.forEach((f, i) => {
    sh.decoy(`funder${i}.name`, f.name, field('Funder:', 40, 220), y, { ...opt, hand: flip(true) });
    sh.decoy(`funder${i}.balance`, f.balance, field('Balance:', 265, 140), y, { ...opt, hand: flip(true) });
    sh.decoy(`funder${i}.payment`, f.payment, field('Payment:', 410, 162), y, { ...opt, hand: flip(true) });
    y += 20;
  });
  y += 6;

  section('BANK, LANDLORD & TRADE REFERENCES');
  const bh = flip(false);
  sh.decoy('bank.name', p.bank.name, field('Bank:', 40, 170), y, { ...opt, hand: bh });
  sh.decoy('bank.routing', p.bank.routing, field(ca ? 'Transit / Inst.:' : 'Routing #:', 215, 160), y, { ...opt, hand: bh });
  sh.decoy('bank.account', p.bank.account, field('Account #:', 380, 192), y, { ...opt, hand: bh });
  y += 20;
  sh.decoy('landlord.company', p.landlord.company, field('Landlord / Mortgage Co.:', 40, 250), y, { ...opt, hand: flip(false), w: 120 });
  sh.decoy('landlord.name', p.landlord.name, field('Contact:', 295, 140), y, { ...opt, hand: flip(false), w: 90 });
  sh.decoy('landlord.phone', p.landlord.phone, field('Phone:', 440, 132), y, { ...opt, hand: flip(false) });
  y += 20;
  p.refs.forEach((f, i) => {
    sh.decoy(`ref${i}.company`, f.company, field(`Trade Reference ${i + 1}:`, 40, 250), y, { ...opt, hand: flip(false), w: 130 });
    sh.decoy(`ref${i}.name`, f.name, field('Contact:', 295, 140), y, { ...opt, hand: flip(false), w: 90 });
    sh.decoy(`ref${i}.phone`, f.phone, field('Phone:', 440, 132), y, { ...opt, hand: flip(false) });
    y += 20;
  });
  y += 6;

  section(ca ? 'OWNERS / PROPRIETAIRES (20% OR MORE)' : 'OWNERS / OFFICERS (20% OR MORE)');
  const cols: [string, number, number][] = [['Full Name', 40, 150], ['Title', 192, 85], ['Own %', 279, 40], [ca ? 'SIN' : 'SSN', 321, 95], ['Date of Birth', 418, 85], ['Credit Score', 505, 67]];
  const header = () => { for (const [t, cx] of cols) sh.label(t, cx, y, { font: 'Times-Bold', size: 8 }); y += 13; };
  header();
  p.owners.forEach((o, i) => {
    if (y + 40 > 752) { sh.newPage(); y = 40; header(); }
    const h = i === 0 ? true : flip(true);
    const c = (k: number) => [cols[k]![1] + 1, cols[k]![2] - 6] as const;
    sh.value(`owner${i}.name`, o.name, F.name(i, o), c(0)[0], y, { ...opt, w: c(0)[1], hand: i === 0 ? true : h });
    sh.value(`owner${i}.role`, o.role, F.role(i, o), c(1)[0], y, { ...opt, w: c(1)[1], hand: flip(h) });
    sh.value(`owner${i}.own`, o.own!.text, F.own(i, o), c(2)[0], y, { ...opt, w: c(2)[1], hand: flip(h) });
    if (o.tax) sh.value(`owner${i}.tax`, o.tax.text, F.otax(i, o), c(3)[0], y, { ...opt, w: c(3)[1], hand: flip(h) });
    if (o.dob) sh.value(`owner${i}.dob`, o.dob.text, F.dob(i, o), c(4)[0], y, { ...opt, w: c(4)[1], hand: flip(h) });
    if (o.credit) sh.value(`owner${i}.credit`, o.credit.text, F.credit(i, o), c(5)[0], y, { ...opt, w: c(5)[1], hand: flip(h) });
    sh.line(40, y + 13, 572, y + 13, '#8a8a8a', 0.5);
    y += 16;
    sh.label('Home Address:', 40, y + 2, { font: 'Times-Italic', size: 7.5 });
    sh.decoy(`owner${i}.home`, o.home, 92, y, { size: 8.5, hand: h, w: 300 });
    sh.label('Cell:', 418, y + 2, { font: 'Times-Italic', size: 7.5 });
    sh.decoy(`owner${i}.cell`, o.cell, 440, y, { size: 8.5, hand: h });
    y += 20;
  });
  y += 4;
  need(70 + 26 * p.owners.length);
  const auth = 'By signing below, each owner certifies that the information above is true and complete and authorizes Harbor & Vine Capital, '
    + 'its funders and assigns to obtain consumer and business credit reports, verify bank accounts and contact the references listed.';
  sh.label(auth + (ca ? ' Personal information is collected, used and disclosed under PIPEDA for the purpose of evaluating this application.' : ''),
    40, y, { font: 'Times-Roman', size: 7.5, w: 532, color: '#333333' });
  y += ca ? 40 : 30;
  p.owners.forEach((o, i) => {
    sh.line(40, y + 16, 300, y + 16, '#444444');
    sh.label(`Signature of owner ${i + 1}`, 40, y + 18, { font: 'Times-Italic', size: 7 });
    signature(sh, 60, y + 10, 120 + sh.jit.int(0, 60));
    sh.line(330, y + 16, 470, y + 16, '#444444');
    sh.label('Date', 330, y + 18, { font: 'Times-Italic', size: 7 });
    sh.decoy(`signed_date${i}`, p.signed, 334, y + 2, { ...opt, hand: true });
    y += 28;
  });
}
