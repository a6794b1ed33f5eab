// Homefront Funding Group (two pages, serif, payment schedule) and Northern Trades Advance (Canadian sole traders).
import type { Rng } from '../../statements/generator/prng.ts';
import { BANKS, CA_BANKS, FUNDERS, fmtDate, fmtMoney, fullName, lastFirst, oneLine, person, phone, place, PROVINCES } from './data.ts';
import { af, ap, bizTax, nameFields, ownerTax, stateFields, type Biz } from './case.ts';
import { W, type Kit } from './kit.ts';

const T = 'Times-Roman';
const TB = 'Times-Bold';

export function homefront(k: Kit, b: Biz, rng: Rng): void {
  const head = (t: string, y: number): void => { k.fill(40, y, W - 80, 15, '#dde6dd'); k.label(t, 44, y + 3.5, { size: 9, font: TB }); k.hline(40, W - 40, y + 15, '#2e5e2e', 1); };
  const line = (key: string, label: string, text: string | null, x: number, y: number, w: number, f: Record<string, unknown> = {}): void => {
    k.label(label, x, y + 2, { size: 8, font: T });
    const lw = k.doc.font(T).fontSize(8).widthOfString(label) + 4;
    k.hline(x + lw, x + w, y + 12, '#777');
    k.value(key, text, x + lw + 3, y + 1, w - lw - 4, f);
  };
  k.label('HOMEFRONT FUNDING GROUP', 40, 30, { size: 16, font: TB, color: '#2e5e2e' });
  k.label('Home-Based & Self-Employed Business Application', 40, 50, { size: 10, font: 'Times-Italic' });
  k.label(`Page 1 of 2          Broker ID HF-${rng.int(1000, 9999)}`, 420, 34, { size: 8, font: T });
  let y = 74;
  head('PART A  -  ABOUT YOUR BUSINESS', y); y += 24;
  line('legal', 'Legal name of business:', b.legal, 40, y, 330, af({ legal_name: b.legal }));
  const dba = b.dba || rng.pick(['N/A', 'SAME', '']);
  line('dba', 'DBA:', dba, 376, y, 196, b.dba ? af({ trade_name: b.dba }) : {}); y += 20;
  const entText = b.entity === 'sole_proprietorship' ? rng.pick(['Sole Proprietorship', 'Sole Prop.', 'Self-employed']) : rng.pick(['Single-Member LLC', 'L.L.C.', 'Limited Liability Company']);
  line('entity', 'Business structure:', entText, 40, y, 230, af({ type_of_entity: b.entity }));
  if (b.entity === 'llc') line('inc_state', 'State of organization:', b.incState, 276, y, 150);
  const tax = bizTax(rng, b, { maskP: 0.25 });
  line('biz_tax', b.taxType === 'EIN' ? 'EIN:' : 'Tax ID:', tax.text, 432, y, 140, tax.fields); y += 20;
  line('start', 'Date business started:', fmtDate(rng, b.start), 40, y, 230, af({ business_start_date: b.start }));
  line('industry', 'Describe your business:', b.industryText, 276, y, 296, af({ industry: b.industry })); y += 20;
  k.label('Where do you run the business?', 40, y + 2, { size: 8, font: T });
  k.check('where_home', 'From my home', 180, y + 1, b.homeSame);
  k.check('where_other', 'Separate location', 250, y + 1, !b.homeSame); y += 18;
  line('addr', 'Business street address:', b.addr.street, 40, y, 300, {});
  line('city', 'City:', b.addr.city, 346, y, 226); y += 20;
  line('state', 'State:', b.addr.state, 40, y, 90, stateFields(b));
  line('zip', 'ZIP:', b.addr.zip, 136, y, 90);
  line('phone', 'Phone:', b.phone, 232, y, 150);
  line('email', 'E-mail:', b.email, 388, y, 184); y += 20;
  const mail = rng.chance(0.5) ? `PO Box ${rng.int(100, 9999)}, ${b.addr.city}, ${b.addr.state} ${b.addr.zip}` : '';
  line('mailing', 'Mailing address (if different):', mail, 40, y, 532); y += 28;
  head('PART B  -  FUNDING REQUEST', y); y += 24;
  line('amount', 'Amount requested:', fmtMoney(rng, b.amount, 'US'), 40, y, 200, af({ requested_amount: b.amount }));
  const sched = rng.chance(0.7);
  line('payment', 'Desired payment:', sched ? fmtMoney(rng, b.payment, 'US') : '', 246, y, 160, sched ? af({ requested_payment: b.payment }) : {});
  line('npay', 'No. of payments:', sched ? String(b.nPayments) : '', 412, y, 160, sched ? af({ number_of_payments: b.nPayments }) : {}); y += 20;
  k.label('Payment schedule:', 40, y + 2, { size: 8, font: T });
  const freqs = [['daily', 'Daily'], ['weekly', 'Weekly'], ['biweekly', 'Bi-Weekly'], ['monthly', 'Monthly']] as const;
  freqs.forEach(([id, lab], i) => { const on = sched && b.freq === id; k.check('freq', lab, 120 + i * 70, y + 1, on, on ? af({ payment_frequency: id }) : {}); });
  y += 20;
  line('use', 'Use of funds:', rng.pick(['Buy a second mower + trailer', 'Equipment & supplies', 'Catch up on taxes', 'Marketing / website']), 40, y, 532); y += 28;
  head('PART C  -  CURRENT ADVANCES OR LOANS', y); y += 20;
  ['Funder / lender', 'Original amount', 'Balance', 'Payment'].forEach((h, i) => k.label(h, 44 + i * 132, y, { size: 8, font: TB }));
  y += 12;
  const n = rng.int(0, 2);
  for (let i = 0; i < 2; i++) {
    k.hline(40, W - 40, y + 13, '#aaa');
    if (i < n) {
      k.decoy(`funder${i}`, rng.pick(FUNDERS), 44, y + 1, 128);
      k.decoy(`orig${i}`, fmtMoney(rng, rng.int(10, 80) * 1000, 'US'), 176, y + 1, 128);
      k.decoy(`bal${i}`, fmtMoney(rng, rng.int(20, 300) * 100, 'US'), 308, y + 1, 128);
      k.decoy(`pmt${i}`, `${fmtMoney(rng, rng.int(60, 700), 'US')}/${rng.pick(['day', 'wk'])}`, 440, y + 1, 128);
    }
    y += 16;
  }
  k.label('Continued on page 2  >', 480, 740, { size: 8, font: 'Times-Italic' });
  k.addPage();
  k.label('HOMEFRONT FUNDING GROUP  -  Page 2 of 2', 40, 30, { size: 10, font: TB, color: '#2e5e2e' });
  k.label('Applicant:', 330, 32, { size: 8, font: T });
  k.value('legal_p2', b.legal, 372, 30, 200, af({ legal_name: b.legal }));
  y = 56;
  b.owners.forEach((o, i) => {
    head(`PART D  -  OWNER ${i + 1}${b.owners.length === 1 ? ' (personal information)' : ''}`, y); y += 24;
    line(`name${i}`, 'Full name:', fullName(o.p), 40, y, 260, nameFields(b, i));
    line(`role${i}`, 'Title:', o.role, 306, y, 140, ap(i, { role: o.role }));
    line(`pct${i}`, 'Ownership:', `${o.pct}%`, 452, y, 120, ap(i, { ownership: o.pct })); y += 20;
    const t = ownerTax(rng, b, i);
    line(`ssn${i}`, 'Social Security #:', t.text, 40, y, 200, t.fields);
    line(`dob${i}`, 'Date of birth:', fmtDate(rng, o.dob), 246, y, 160, ap(i, { date_of_birth: o.dob }));
    line(`fico${i}`, 'Credit score (est.):', o.credit ? String(o.credit) : '', 412, y, 160, o.credit ? ap(i, { credit_score: o.credit }) : {}); y += 20;
    line(`home${i}`, 'Home address:', o.home === b.addr && rng.chance(0.5) ? 'Same as business' : oneLine(o.home), 40, y, 532); y += 20;
    k.label('Home:', 40, y + 2, { size: 8, font: T });
    const rent = rng.chance(0.5);
    k.check(`rent${i}`, 'Rent', 72, y + 1, rent); k.check(`own${i}`, 'Own', 112, y + 1, !rent);
    const ll = person(rng);
    line(`landlord${i}`, rent ? 'Landlord name & phone:' : 'Mortgage holder:', rent ? `${lastFirst(ll)}  ${phone(rng)}` : rng.pick(['Wells Fargo Home Mtg', 'Rocket Mortgage', 'Freedom Mortgage']), 156, y, 416);
    y += 26;
  });
  head('PART E  -  BANK & REFERENCES', y); y += 24;
  line('bank', 'Bank:', rng.pick(BANKS), 40, y, 180);
  line('routing', 'Routing:', String(rng.int(11000000, 122999999)).padStart(9, '0'), 226, y, 160);
  line('acct', 'Account:', String(rng.int(1000000, 99999999)), 392, y, 180); y += 20;
  for (let i = 0; i < 2; i++) {
    const r = person(rng);
    line(`ref${i}`, `Reference ${i + 1}:`, `${fullName(r)}, ${rng.pick(['customer', 'supplier', 'landlord', 'friend'])}, ${phone(rng)}`, 40, y, 532); y += 20;
  }
  y += 8;
  k.label('I/We certify that the information in this application is true and complete and authorize Homefront Funding Group and its lending partners to '
    + 'obtain consumer credit reports, verify any information given, and share it with funders for the purpose of evaluating this request.', 40, y, { size: 8, font: T, width: W - 80 });
  y += 44;
  b.owners.forEach((o, i) => {
    const x = 40 + (i % 2) * 270;
    k.hline(x, x + 250, y + 16).label(`Signature of owner ${i + 1}`, x, y + 19, { size: 7, font: T });
    k.label('Print name:', x, y + 30, { size: 7, font: T });
    k.value(`print${i}`, fullName(o.p), x + 42, y + 28, 200, nameFields(b, i));
    if (i % 2 === 1) y += 48;
  });
}

export function northern(k: Kit, b: Biz, rng: Rng): void {
  k.fill(0, 0, 14, 792, '#0b6e4f');
  k.label('Northern Trades Advance', 34, 26, { size: 17, bold: true, color: '#0b6e4f' });
  k.label('Business Cash Advance Application  -  Sole Traders & Owner-Operators  /  Demande d\'avance', 34, 47, { size: 8, color: '#333' });
  const repP = person(rng);
  k.label('Advisor:', 430, 20, { size: 7 });
  k.decoy('advisor', `${repP.first} ${repP.last}`, 462, 19, 110);
  k.label('Tel. 1-888-555-0142', 430, 34, { size: 7 });
  let y = 70;
  const sec = (t: string): void => { k.label(t, 34, y, { size: 9, bold: true, color: '#0b6e4f' }); k.hline(34, 578, y + 12, '#0b6e4f', 1); y += 20; };
  sec('1. BUSINESS & OWNER / ENTREPRISE ET PROPRIÉTAIRE');
  const oa = b.dba;
  k.field('operating', 'Operating Name (O/A)', oa, 34, y, 272, af({ trade_name: oa }));
  k.field('legal', 'Legal Name (sole proprietor: your full legal name)', b.legal, 306, y, 272, af({ legal_name: b.legal })); y += 28;
  k.label('Structure:', 34, y + 1, { size: 7.5, bold: true });
  const opts = [['sole_proprietorship', 'Sole Proprietorship'], ['ca_corporation', 'Corporation'], ['general_partnership', 'Partnership']] as const;
  opts.forEach(([id, lab], i) => { const on = id === b.entity; k.check('structure', lab, 90 + i * 100, y, on, on ? af({ type_of_entity: id }) : {}); });
  y += 18;
  const useSinBox = b.taxType === 'SIN' || rng.chance(0.4);
  let tax: { text: string; fields: Record<string, unknown> };
  if (useSinBox) {
    k.label('ID type:', 34, y + 1, { size: 7.5, bold: true });
    k.check('idtype', 'BN', 80, y, b.taxType === 'BN'); k.check('idtype', 'SIN (no BN)', 115, y, b.taxType === 'SIN');
    tax = bizTax(rng, b, { bareBn: true, blankP: 0 });
    k.field('biz_tax', 'Business identifier (9 digits)', tax.text, 190, y - 8, 150, tax.fields);
  } else {
    tax = bizTax(rng, b, { blankP: 0.05 });
    k.field('biz_tax', 'Business Number (BN) incl. program account', tax.text, 34, y - 8, 306, tax.fields);
  }
  k.field('start', 'Date started operating', fmtDate(rng, b.start), 346, y - 8, 232, af({ business_start_date: b.start })); y += 24;
  k.field('street', 'Street address', b.addr.street, 34, y, 220);
  k.field('city', 'City', b.addr.city, 254, y, 120);
  k.field('prov', 'Province', rng.chance(0.7) ? b.addr.state : PROVINCES.find((p) => p.code === b.addr.state)?.name ?? b.addr.state, 374, y, 60, stateFields(b));
  k.field('postal', 'Postal code', b.addr.zip, 434, y, 70);
  k.field('country', 'Country', 'Canada', 504, y, 74, af({ country: 'Canada' })); y += 28;
  k.field('industry', 'Trade / type of work', b.industryText, 34, y, 220, af({ industry: b.industry }));
  k.field('phone', 'Phone', b.phone, 254, y, 120);
  k.field('email', 'Email', b.email, 374, y, 204); y += 28;
  const o = b.owners[0]!;
  b.owners.forEach((ow, i) => {
    k.field(`owner${i}`, i ? 'Co-owner (Surname, Given names)' : 'Owner (Surname, Given names)', lastFirst(ow.p), 34, y, 200, nameFields(b, i));
    k.field(`role${i}`, 'Title', ow.role, 234, y, 90, ap(i, { role: ow.role }));
    k.field(`pct${i}`, '% owned', `${ow.pct} %`, 324, y, 50, ap(i, { ownership: ow.pct }));
    const t = ownerTax(rng, b, i, 0.5);
    k.field(`sin${i}`, 'SIN', t.text, 374, y, 100, t.fields);
    k.field(`dob${i}`, 'Date of birth', fmtDate(rng, ow.dob), 474, y, 104, ap(i, { date_of_birth: ow.dob })); y += 28;
  });
  k.check('home_same', 'Home address same as business address', 34, y, b.homeSame);
  if (!b.homeSame) k.decoy('home', oneLine(o.home), 230, y - 1, 348);
  y += 22;
  sec('2. REQUEST / DEMANDE');
  k.field('amount', 'Amount requested', fmtMoney(rng, b.amount, 'CA'), 34, y, 150, af({ requested_amount: b.amount }));
  k.field('revenue', 'Monthly revenue', fmtMoney(rng, rng.int(50, 250) * 100, 'CA'), 184, y, 120);
  k.field('purpose', 'Purpose', rng.pick(['Truck repairs', 'Tools & equipment', 'Winter slow season', 'Snow plow blade']), 304, y, 274); y += 30;
  sec('3. BANKING & EXISTING FINANCING');
  k.field('bank', 'Financial institution', rng.pick(CA_BANKS), 34, y, 150);
  k.field('transit', 'Transit #', String(rng.int(10000, 99999)), 184, y, 70);
  k.field('inst', 'Institution #', `00${rng.int(1, 9)}`, 254, y, 70);
  k.field('acct', 'Account #', String(rng.int(1000000, 9999999)), 324, y, 100);
  const has = rng.chance(0.4);
  k.field('existing', 'Existing advance (company / balance)', has ? `${rng.pick(FUNDERS)} / ${fmtMoney(rng, rng.int(20, 200) * 100, 'CA')}` : 'none', 424, y, 154); y += 28;
  const lf = person(rng); const lp = place(rng, 'CA');
  k.field('landlord', 'Landlord or property manager (name, city)', `${fullName(lf)}, ${lp.city} ${lp.state}`, 34, y, 300);
  k.field('bank_us', 'US bank account? (if any)', rng.chance(0.2) ? rng.pick(BANKS) : 'No', 334, y, 244); y += 34;
  sec('4. CONSENT (PIPEDA)');
  k.label('In accordance with the Personal Information Protection and Electronic Documents Act (PIPEDA), I consent to Northern Trades Advance and its funding '
    + 'partners collecting, using and disclosing my personal information, including obtaining credit reports from Equifax Canada and TransUnion Canada, to '
    + 'assess this application. I confirm I am authorized to sign for the business named above.', 34, y, { size: 7, width: 544 });
  y += 46;
  k.hline(34, 260, y + 16).label('Signature', 34, y + 19, { size: 6.5 });
  k.hline(300, 440, y + 16).label('Date (YYYY-MM-DD)', 300, y + 19, { size: 6.5 });
}
