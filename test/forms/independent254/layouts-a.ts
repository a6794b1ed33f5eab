// Curbside Capital (gig drivers, one combined section) and QuickLane Merchant Services (dense cell grid, typewriter).
import type { Rng } from '../../statements/generator/prng.ts';
import { BANKS, FUNDERS, fmtDate, fmtMoney, fullName, lastFirst, oneLine, person, phone } from './data.ts';
import { af, ap, bizTax, nameFields, ownerTax, stateFields, type Biz } from './case.ts';
import { W, type Kit } from './kit.ts';

const ENTITY_LABEL = { sole_proprietorship: 'Sole Proprietor', llc: 'Single-Member LLC', ca_corporation: 'Corporation' } as const;

export function curbside(k: Kit, b: Biz, rng: Rng): void {
  const o = b.owners[0]!;
  k.fill(0, 0, W, 58, '#111');
  k.label('CURBSIDE CAPITAL', 36, 14, { size: 18, bold: true, color: '#f5c400' });
  k.label('Driver & Gig Worker Funding Application', 36, 36, { size: 10, color: '#fff' });
  k.label('Fast funding for independent contractors - rideshare - delivery - mobile services', 300, 18, { size: 7, color: '#ccc', width: 270, align: 'right' });
  k.label('Your rep:', 330, 38, { size: 7.5, color: '#fff' });
  const rep = person(rng);
  k.decoy('iso_rep', `${fullName(rep)}  ${phone(rng)}`, 368, 37, 200);
  let y = 74;
  k.fill(36, y, W - 72, 14, '#f5c400').label('BUSINESS & OWNER (one form - you are the business)', 40, y + 3.5, { size: 8, bold: true });
  y += 24;
  k.field('legal', 'Legal business name (sole proprietors: your own name)', b.legal, 36, y, 290, af({ legal_name: b.legal }));
  const dba = rng.chance(0.15) ? rng.pick(['SAME', 'N/A']) : b.dba;
  k.field('dba', 'DBA / trade name', dba, 330, y, 246, dba === b.dba && dba ? af({ trade_name: dba }) : {});
  y += 28;
  k.field('owner_name', 'Owner name (Last, First MI)', lastFirst(o.p), 36, y, 220, nameFields(b, 0));
  k.field('role', 'Title', o.role, 260, y, 90, ap(0, { role: o.role }));
  k.field('pct', '% owned', '100%', 354, y, 50, ap(0, { ownership: 100 }));
  const dob = fmtDate(rng, o.dob);
  k.field('dob', 'Date of birth', dob, 408, y, 80, ap(0, { date_of_birth: o.dob }));
  const fico = o.credit ? String(o.credit) : '';
  k.field('credit', 'Credit score (approx.)', fico, 492, y, 84, o.credit ? ap(0, { credit_score: o.credit }) : {});
  y += 30;
  k.label('Business type:', 36, y + 1, { size: 7.5, bold: true });
  const kinds = ['Sole Proprietor', 'Single-Member LLC', 'Corporation', 'Partnership'] as const;
  let x = 100;
  for (const label of kinds) {
    const on = label === ENTITY_LABEL[b.entity];
    k.check('entity', label, x, y, on, on ? af({ type_of_entity: b.entity }) : {});
    x += label.length * 4 + 26;
  }
  y += 18;
  const tax = bizTax(rng, b, { maskP: 0.15 });
  k.field('biz_tax', 'Business Tax ID (EIN - or SSN if you have no EIN)', tax.text, 36, y, 220, tax.fields);
  const ot = b.taxType === 'EIN' || rng.chance(0.5) ? ownerTax(rng, b, 0, 0.5) : null;
  if (ot) k.field('owner_ssn', 'Your SSN', ot.text, 260, y, 120, ot.fields);
  else k.label('Your SSN:  same as Business Tax ID', 262, y + 10, { size: 7, color: '#555' });
  const start = fmtDate(rng, b.start);
  k.field('start', 'Date you started this work', start, 384, y, 192, af({ business_start_date: b.start }));
  y += 30;
  k.field('addr', 'Home address (this is also your business address)', oneLine(b.addr), 36, y, 400, stateFields(b));
  k.field('phone', 'Cell phone', b.phone, 440, y, 136);
  y += 28;
  k.field('industry', 'What kind of work do you do?', b.industryText, 36, y, 260, af({ industry: b.industry }));
  k.field('apps', 'Apps / platforms', rng.pick(['Uber, Lyft', 'DoorDash', 'Thumbtack, Angi', 'Instacart, Spark', 'Nextdoor / word of mouth']), 300, y, 140);
  k.field('email', 'Email', b.email, 444, y, 132);
  y += 30;
  k.label('Vehicle (year / make / model)', 36, y, { size: 6.5, color: '#333' });
  k.decoy('vehicle', `${rng.int(2014, 2023)} ${rng.pick(['Toyota Camry', 'Honda Odyssey', 'Ford Transit', 'Nissan Altima', 'Chevy Express'])}`, 38, y + 9, 180);
  k.hline(36, 250, y + 21, '#555');
  k.label('Plate #', 256, y, { size: 6.5, color: '#333' });
  k.decoy('plate', `${String.fromCharCode(65 + rng.int(0, 25))}${String.fromCharCode(65 + rng.int(0, 25))}${rng.int(1000, 9999)}`, 258, y + 9, 70);
  k.hline(256, 340, y + 21, '#555');
  k.label('Avg weekly payouts', 346, y, { size: 6.5, color: '#333' });
  k.value('weekly', fmtMoney(rng, rng.int(6, 30) * 100, 'US'), 348, y + 9, 100);
  k.hline(346, 460, y + 21, '#555');
  y += 32;
  k.label('Do you own or rent your home?', 36, y + 1, { size: 7.5 });
  const rent = rng.chance(0.6);
  k.check('rent', 'Rent', 160, y, rent);
  k.check('own', 'Own', 205, y, !rent);
  k.label(rent ? 'Landlord name / phone' : 'Mortgage company', 250, y + 1, { size: 7.5 });
  const ll = person(rng);
  k.decoy('landlord', rent ? `${fullName(ll)} ${phone(rng)}` : rng.pick(['Rocket Mortgage', 'Mr. Cooper', 'PennyMac']), 340, y, 236);
  k.hline(338, 576, y + 11, '#555');
  y += 24;
  k.fill(36, y, W - 72, 14, '#f5c400').label('FUNDING', 40, y + 3.5, { size: 8, bold: true });
  y += 22;
  k.field('amount', 'How much do you need?', fmtMoney(rng, b.amount, 'US'), 36, y, 160, af({ requested_amount: b.amount }));
  k.field('use', 'What is it for?', rng.pick(['Vehicle repair', 'New tires + brakes', 'Equipment', 'Catch up on bills', 'Second van']), 200, y, 200);
  k.field('bank', 'Bank', rng.pick(BANKS), 404, y, 172);
  y += 30;
  k.field('routing', 'Routing #', String(rng.int(21000000, 122999999)).padStart(9, '0'), 36, y, 160);
  k.field('acct', 'Account #', String(rng.int(10000000, 999999999)), 200, y, 200);
  k.label('Any current advances?', 404, y, { size: 6.5, color: '#333' });
  k.decoy('existing', rng.chance(0.4) ? `${rng.pick(FUNDERS)} - bal ${fmtMoney(rng, rng.int(20, 120) * 100, 'US')}` : 'None', 406, y + 9, 170);
  y += 40;
  k.label('By signing, I certify that I am the sole owner of the business described above and that the information is true. I authorize Curbside Capital '
    + 'and its funding partners to obtain consumer and business credit reports, verify my income with the platforms listed, and contact me by text or phone.', 36, y,
  { size: 6.5, width: W - 72 });
  y += 36;
  k.hline(36, 280, y + 20).label('Signature', 36, y + 23, { size: 6.5 });
  k.hline(320, 460, y + 20).label('Date', 320, y + 23, { size: 6.5 });
  k.decoy('sign_date', fmtDate(rng, '2024-04-30'), 322, y + 8, 120);
}

export function quicklane(k: Kit, b: Biz, rng: Rng): void {
  k.label('QuickLane Merchant Services', 30, 24, { size: 15, bold: true, color: '#7a0019' });
  k.label('SMALL BUSINESS FUNDING APPLICATION  |  Form QL-7 (rev. 02/23)', 30, 43, { size: 7, color: '#444' });
  k.box(400, 18, 182, 34, '#7a0019');
  k.label('Submitted by (ISO):', 404, 22, { size: 6.5 });
  const rep = person(rng);
  k.decoy('iso_rep', `${fullName(rep)} / QL-${rng.int(100, 999)}`, 404, 33, 174);
  let y = 62;
  const cell = (key: string, label: string, text: string | null, x: number, w: number, fields: Record<string, unknown> = {}, h = 24): void => {
    k.box(x, y, w, h, '#666');
    k.label(label, x + 2, y + 2, { size: 5.5, color: '#7a0019' });
    k.value(key, text, x + 4, y + 11, w - 8, fields);
  };
  const band = (t: string): void => { k.fill(30, y, 552, 12, '#7a0019').label(t, 34, y + 2.5, { size: 7, bold: true, color: '#fff' }); y += 12; };
  band('SECTION 1 - BUSINESS & OWNER INFORMATION');
  cell('legal', 'LEGAL NAME OF BUSINESS (or owner name if unincorporated)', b.legal, 30, 300, af({ legal_name: b.legal }));
  const dba = b.dba || (rng.chance(0.5) ? 'SAME' : '');
  cell('dba', 'D/B/A', dba, 330, 252, b.dba ? af({ trade_name: b.dba }) : {});
  y += 24;
  const entText = b.entity === 'sole_proprietorship' ? rng.pick(['Sole Prop', 'Sole Proprietor', 'Individual']) : rng.pick(['LLC', 'Single-Member LLC', 'SMLLC']);
  cell('entity', 'ENTITY TYPE', entText, 30, 110, af({ type_of_entity: b.entity }));
  const tax = bizTax(rng, b);
  cell('biz_tax', 'FEDERAL TAX ID (EIN/SSN)', tax.text, 140, 120, tax.fields);
  const years = rng.chance(0.3);
  cell('start', years ? 'YEARS IN BUSINESS' : 'BUSINESS START DATE', years ? `${2024 - Number(b.start.slice(0, 4))} yrs` : fmtDate(rng, b.start), 260, 100,
    years ? {} : af({ business_start_date: b.start }));
  cell('industry', 'NATURE OF BUSINESS', b.industryText, 360, 222, af({ industry: b.industry }));
  y += 24;
  cell('addr', 'PHYSICAL ADDRESS (home-based: home address)  STREET / CITY / STATE / ZIP', oneLine(b.addr), 30, 360, stateFields(b));
  cell('phone', 'PHONE', b.phone, 390, 90);
  cell('email', 'EMAIL', b.email, 480, 102);
  y += 24;
  b.owners.forEach((ow, i) => {
    cell(`owner${i}`, i === 0 ? 'OWNER / GUARANTOR NAME' : `ADDITIONAL OWNER ${i + 1}`, fullName(ow.p), 30, 150, nameFields(b, i));
    cell(`role${i}`, 'TITLE', ow.role, 180, 80, ap(i, { role: ow.role }));
    const pct = rng.pick([`${ow.pct}%`, `${ow.pct}`, `${ow.pct}.0%`]);
    cell(`pct${i}`, 'OWN %', pct, 260, 44, ap(i, { ownership: ow.pct }));
    const t = ownerTax(rng, b, i, 0.4);
    cell(`ssn${i}`, 'SSN', t.text, 304, 86, t.fields);
    cell(`dob${i}`, 'DOB', fmtDate(rng, ow.dob), 390, 80, ap(i, { date_of_birth: ow.dob }));
    cell(`fico${i}`, 'EST. FICO', ow.credit ? String(ow.credit) : '', 470, 40, ow.credit ? ap(i, { credit_score: ow.credit }) : {});
    const same = ow.home === b.addr;
    cell(`home${i}`, 'HOME ADDR', same ? 'SAME' : `${ow.home.city}, ${ow.home.state}`, 510, 72);
    y += 24;
  });
  if (b.owners.length === 1) { cell('owner_x', 'ADDITIONAL OWNER 2 (if any)', '', 30, 552); y += 24; }
  y += 6;
  band('SECTION 2 - FUNDING REQUEST');
  cell('amount', 'AMOUNT REQUESTED', fmtMoney(rng, b.amount, 'US'), 30, 130, af({ requested_amount: b.amount }));
  cell('use', 'USE OF PROCEEDS', rng.pick(['Inventory', 'Equipment purchase', 'Working capital', 'Van upgrade', 'Marketing']), 160, 170);
  cell('sales', 'AVG MONTHLY DEPOSITS', fmtMoney(rng, rng.int(40, 300) * 100, 'US'), 330, 120);
  cell('cards', 'CARD PROCESSOR', rng.pick(['Square', 'Stripe', 'PayPal', 'Clover', 'None']), 450, 132);
  y += 30;
  band('SECTION 3 - OPEN BALANCES (advances / loans)');
  const rows = rng.int(0, 2);
  for (let i = 0; i < Math.max(rows, 1); i++) {
    cell(`funder${i}`, 'FUNDER / LENDER', i < rows ? rng.pick(FUNDERS) : 'NONE', 30, 200);
    cell(`bal${i}`, 'BALANCE', i < rows ? fmtMoney(rng, rng.int(30, 400) * 100, 'US') : '', 230, 120);
    cell(`pmt${i}`, 'PAYMENT / FREQ.', i < rows ? `${fmtMoney(rng, rng.int(50, 600), 'US')} ${rng.pick(['daily', 'weekly'])}` : '', 350, 232);
    y += 24;
  }
  y += 6;
  band('SECTION 4 - BANK & TRADE REFERENCE');
  cell('bank', 'BANK NAME', rng.pick(BANKS), 30, 150);
  cell('routing', 'ABA ROUTING', String(rng.int(11000000, 122999999)).padStart(9, '0'), 180, 100);
  cell('acct', 'ACCOUNT #', String(rng.int(1000000, 99999999)), 280, 100);
  const ref = person(rng);
  cell('ref', 'TRADE REFERENCE (name / phone)', `${fullName(ref)} ${phone(rng)}`, 380, 202);
  y += 34;
  k.label('AUTHORIZATION: Each undersigned owner authorizes QuickLane Merchant Services, its assigns and funding sources to obtain credit reports, '
    + 'bank statements and any other information to evaluate this application, and certifies the above is true and complete.', 30, y, { size: 6, width: 552 });
  y += 30;
  b.owners.forEach((_, i) => {
    k.hline(30 + i * 190, 200 + i * 190, y + 18).label(`Owner ${i + 1} signature / date`, 30 + i * 190, y + 21, { size: 6 });
  });
}
