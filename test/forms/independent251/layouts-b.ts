// Prairie Sky Business Funding (Calgary funder, two pages of numbered questions, payment schedule, existing advances,
// self-reported credit scores) and Atlantic Harbour Merchant Services (Halifax ISO "quick app": inline underlines,
// ISO rep header, one-line address, payment written with its frequency).
import type { Rng } from '../../statements/generator/prng.ts';
import type { Canvas } from './canvas.ts';
import { fmtDate, fmtMoney, type Merchant, type MoneyFmt } from './data.ts';
import * as C from './common.ts';

const GREEN = '#2f5d3a';

/** A numbered question: number and label on the left, an answer box on the right. */
function q(c: Canvas, n: string, label: string, key: string, text: string, y: number, fields: C.F = {}, x = 40, lw = 170, bw = 362): void {
  c.label(`${n}.`, x, y + 5, 8, 'Helvetica-Bold', GREEN);
  c.label(label, x + 16, y + 5, 7.5);
  c.rect(x + lw, y, bw, 17, '#888', 0.5);
  c.value(key, text, x + lw + 4, y + 4, { w: bw - 8, size: 9, fields, h: 12 });
}
function part(c: Canvas, t: string, y: number): void {
  c.fillRect(40, y, 532, 14, '#e3ecdf');
  c.label(t, 44, y + 3.5, 8.5, 'Helvetica-Bold', GREEN);
}

export function prairieSky(c: Canvas, m: Merchant, rng: Rng): void {
  const money: MoneyFmt = rng.pick(['plain', 'cents', 'bare']);
  c.label('PRAIRIE SKY', 40, 34, 18, 'Helvetica-Bold', GREEN);
  c.label('BUSINESS FUNDING LTD.', 40, 54, 7.5, 'Helvetica', GREEN);
  c.label('Application for Purchase of Future Receivables', 300, 34, 11, 'Helvetica-Bold');
  c.label('Suite 1900, 500 4 Ave SW, Calgary AB T2P 2V6  |  Deal #: ____________', 300, 50, 7);
  let y = 76;
  part(c, 'PART A — THE BUSINESS', y); y += 20;
  q(c, '1', 'Legal name of business', 'legal_name', m.legal, y, C.legalF(m)); y += 21;
  const op = C.operating(m, rng.pick(['Same', 'N/A', 'SAME']));
  q(c, '2', 'Carrying on business as (O/A)', 'operating_name', op.text, y, op.fields); y += 21;
  q(c, '3', 'Legal structure', 'entity', C.entityText(m, rng), y, C.entityF(m)); y += 21;
  const corp = m.kind !== 'sole' && m.kind !== 'partnership';
  q(c, '4', 'Corporate Access / Corporation No.', 'corp_no', corp ? m.corpNo : 'N/A', y); y += 21;
  const b = C.bn(m, rng.pick(['grouped', 'space'] as const));
  q(c, '5', 'CRA Business Number (BN15)', 'bn', b.text, y, b.fields); y += 21;
  c.label('6.', 40, y + 5, 8, 'Helvetica-Bold', GREEN); c.label('Date established (MM/DD/YYYY)', 56, y + 5, 7.5);
  c.rect(210, y, 150, 17, '#888', 0.5);
  c.value('start', m.start ? fmtDate(m.start, 'mdy') : '', 214, y + 4, { w: 142, size: 9, fields: m.start ? C.startF(m.start) : {} });
  c.label('Years in business', 370, y + 5, 7.5); c.rect(450, y, 122, 17, '#888', 0.5);
  c.value('years', String(m.years), 454, y + 4, { w: 110, size: 9 }); y += 21;
  q(c, '7', 'Nature of business', 'industry', m.industryText, y, C.industryF(m)); y += 21;
  const provText = rng.pick([m.addr.prov, m.addr.prov, { AB: 'Alta.', SK: 'Sask.', MB: 'Man.', BC: 'B.C.' }[m.addr.prov] ?? m.addr.prov]);
  q(c, '8', 'Operating address', 'address', `${m.addr.street}, ${m.addr.city}, ${provText} ${m.addr.postal}`, y, C.provF(m.addr.prov)); y += 21;
  q(c, '9', 'Mailing address (if different)', 'mailing', m.mailing ? C.addr1(m.mailing) : '', y); y += 21;
  q(c, '10', 'Phone  /  e-mail', 'contact', `${m.phone}  /  ${m.email}`, y); y += 27;
  part(c, 'PART B — THE REQUEST', y); y += 20;
  q(c, '11', 'Purchase price requested', 'amount', fmtMoney(m.amount, money), y, C.amountF(m), 40, 170, 140);
  c.label('Use of proceeds', 360, y + 5, 7.5); c.rect(430, y, 142, 17, '#888', 0.5);
  c.value('use', m.useOfFunds, 434, y + 4, { w: 134, size: 8.5 }); y += 21;
  q(c, '12', 'Proposed remittance', 'payment', fmtMoney(m.payment, 'cents'), y, C.paymentF(m), 40, 170, 140);
  c.label('No. of remittances', 360, y + 5, 7.5); c.rect(430, y, 142, 17, '#888', 0.5);
  c.value('n_payments', String(m.nPayments), 434, y + 4, { w: 134, size: 9, fields: C.nPaymentsF(m) }); y += 21;
  c.label('13.', 40, y + 5, 8, 'Helvetica-Bold', GREEN); c.label('Remittance frequency', 56, y + 5, 7.5);
  let x = 210;
  for (const [f, label] of [['daily', 'Daily (business days)'], ['weekly', 'Weekly'], ['biweekly', 'Bi-weekly'], ['monthly', 'Monthly']] as const) {
    const on = m.freq === f;
    c.check(`freq_${f}`, label, on, x, y + 4, { fields: on ? C.freqF(m) : {}, name: `freq_${f}` });
    c.label(label, x + 11, y + 5, 7.5); x += f === 'daily' ? 110 : 75;
  }
  y += 21;
  q(c, '14', 'Average monthly deposits', 'sales', fmtMoney(m.monthlySales, money), y, {}, 40, 170, 140); y += 27;
  part(c, 'PART C — EXISTING ADVANCES / LOANS (all open positions)', y); y += 18;
  const cols: [string, number][] = [['Funder / lender', 250], ['Balance owing', 140], ['Payment', 142]];
  x = 40;
  for (const [h, w] of cols) { c.rect(x, y, w, 12, '#888', 0.5, '#f2f5f0'); c.label(h, x + 3, y + 3, 6.5, 'Helvetica-Bold'); x += w; }
  y += 12;
  for (let i = 0; i < 3; i++) {
    const f = m.funders[i];
    c.rect(40, y, 250, 15, '#aaa', 0.4); c.rect(290, y, 140, 15, '#aaa', 0.4); c.rect(430, y, 142, 15, '#aaa', 0.4);
    c.value(`funder${i + 1}`, f ? f.name : i === 0 && !m.funders.length ? 'None' : '', 44, y + 3, { w: 240, size: 8.5 });
    c.value(`funder${i + 1}_balance`, f ? fmtMoney(f.balance, money) : '', 294, y + 3, { w: 130, size: 8.5 });
    c.value(`funder${i + 1}_payment`, f ? `${fmtMoney(f.payment, 'cents')} ${rng.pick(['daily', '/day', 'weekly'])}` : '', 434, y + 3, { w: 134, size: 8.5 });
    y += 15;
  }
  c.label('Prairie Sky purchases future receivables; this is not a loan. PSBF-01 (2025)   Page 1 of 2', 40, 770, 6, 'Helvetica', '#666');
  c.addPage();
  y = 36;
  part(c, 'PART D — PRINCIPALS (each owner of 20% or more; attach a separate page if more than three)', y); y += 20;
  m.owners.forEach((o, i) => {
    c.label(`Principal ${i + 1}`, 40, y, 8, 'Helvetica-Bold', GREEN); y += 12;
    q(c, 'a', 'Full legal name', `owner${i + 1}_name`, C.fullNameOf(o), y, C.nameF(i, o), 50, 110, 160);
    q(c, 'b', 'Position', `owner${i + 1}_title`, o.role, y, C.roleF(i, o), 330, 60, 182); y += 20;
    q(c, 'c', 'Ownership %', `owner${i + 1}_pct`, `${o.pct}`, y, C.pctF(i, o), 50, 110, 60);
    const s = C.sin(i, o, '-');
    q(c, 'd', 'SIN (optional)', `owner${i + 1}_sin`, s.text, y, s.fields, 230, 70, 100);
    q(c, 'e', 'Date of birth', `owner${i + 1}_dob`, o.dob ? fmtDate(o.dob, 'long') : '', y, o.dob ? C.dobF(i, o.dob) : {}, 410, 60, 102); y += 20;
    q(c, 'f', 'Home address', `owner${i + 1}_home`, C.addr1(o.home), y, {}, 50, 110, 270);
    q(c, 'g', 'Credit score*', `owner${i + 1}_credit`, o.credit === null ? '' : String(o.credit), y, o.credit === null ? {} : C.creditF(i, o), 440, 62, 70); y += 28;
  });
  c.label('* Approximate, self-reported (Equifax / TransUnion). We will obtain our own report.', 50, y - 4, 6, 'Helvetica-Oblique', '#555'); y += 10;
  part(c, 'PART E — TRADE REFERENCES & PREMISES', y); y += 20;
  m.refs.forEach((r, i) => { q(c, String(i + 1), 'Supplier / phone', `ref${i + 1}`, `${r.name}  ${r.phone}`, y, {}); y += 20; });
  q(c, '3', 'Landlord / monthly rent', 'landlord', `${m.landlord.name}  ${fmtMoney(m.landlord.rent, 'plain')}`, y); y += 20;
  q(c, '4', 'Accountant', 'accountant', m.accountant, y); y += 28;
  part(c, 'PART F — AUTHORIZATION', y); y += 20;
  y = c.para(C.CONSENT_EN, 40, y, 532, 6.8) + 14;
  m.owners.slice(0, 3).forEach((o, i) => {
    const x0 = 40 + i * 180;
    c.line(x0, y + 18, x0 + 160, y + 18); c.label(`Signature of principal ${i + 1}`, x0, y + 21, 6);
    c.value(`sign${i + 1}_date`, `Date: ${fmtDate({ y: 2025, m: 5, d: 2 + i }, 'mdy')}`, x0, y + 30, { w: 150, size: 8 });
  });
  c.rect(40, 700, 532, 44, '#888', 0.5, '#f7f7f7');
  c.label('FOR OFFICE USE — referring ISO', 46, 705, 6.5, 'Helvetica-Bold');
  c.value('iso_name', m.iso.name, 46, 716, { w: 160, size: 8.5 });
  c.value('iso_phone', m.iso.phone, 220, 716, { w: 100, size: 8.5 });
  c.value('iso_id', `ISO ${m.iso.id}`, 340, 716, { w: 100, size: 8.5 });
  c.label('Page 2 of 2', 520, 770, 6, 'Helvetica', '#666');
}

/** `Label: ______` inline: the value sits on the underline right of the label. */
function il(c: Canvas, key: string, label: string, text: string, x: number, y: number, w: number, fields: C.F = {}, size = 9): void {
  c.label(`${label}:`, x, y + 3, 7.5, 'Helvetica-Bold');
  c.doc.font('Helvetica-Bold').fontSize(7.5);
  const lx = x + c.doc.widthOfString(`${label}:`) + 4;
  c.line(lx, y + 12, x + w - 6, y + 12, 0.5);
  c.value(key, text, lx + 2, y + 1, { w: x + w - lx - 10, size, fields, h: 12 });
}

export function atlanticHarbour(c: Canvas, m: Merchant, rng: Rng): void {
  const money: MoneyFmt = rng.pick(['plain', 'cents', 'cad', 'bare']);
  c.rect(24, 24, 564, 744, '#0e4d64', 1.4);
  c.label('ATLANTIC HARBOUR', 36, 36, 16, 'Times-Bold', '#0e4d64');
  c.label('Merchant Services', 36, 54, 9, 'Times-Italic', '#0e4d64');
  c.label('QUICK APP — CANADA', 36, 68, 7, 'Helvetica-Bold', '#b3541e');
  c.rect(320, 34, 256, 46, '#0e4d64', 0.6, '#eef5f7');
  c.label('ISO / Sales rep', 326, 38, 6, 'Helvetica-Bold');
  c.value('iso_name', m.iso.name, 326, 47, { w: 120, size: 8.5 });
  c.value('iso_id', m.iso.id, 470, 47, { w: 100, size: 8.5 });
  c.value('iso_phone', m.iso.phone, 326, 62, { w: 110, size: 8 });
  c.value('iso_email', m.iso.email, 440, 62, { w: 132, size: 8 });
  let y = 92;
  const sec = (t: string): void => { c.label(t, 36, y, 8.5, 'Helvetica-Bold', '#0e4d64'); c.line(36, y + 11, 576, y + 11, 0.8, '#0e4d64'); y += 16; };
  sec('Business');
  il(c, 'legal_name', 'Legal / registered name', m.legal, 36, y, 540, C.legalF(m)); y += 18;
  const op = C.operating(m, rng.pick(['same', 'SAME', 'N/A']));
  il(c, 'operating_name', 'Trade name (O/A)', op.text, 36, y, 320, op.fields);
  il(c, 'entity', 'Entity type', C.entityText(m, rng), 356, y, 220, C.entityF(m)); y += 18;
  const b = C.bn(m, rng.pick(['joined', 'space', 'grouped'] as const));
  il(c, 'bn', 'CRA BN / RC #', b.text, 36, y, 230, b.fields);
  const corp = m.kind !== 'sole' && m.kind !== 'partnership';
  il(c, 'registry', 'Registry ID', m.corpNo, 266, y, 140);
  il(c, 'jurisdiction', 'Inc. in', corp ? m.jurisdiction : 'N/A', 406, y, 170); y += 18;
  const startFmt = rng.pick(['long', 'iso', 'short'] as const);
  il(c, 'start', 'Date started', m.start ? fmtDate(m.start, startFmt) : '', 36, y, 170, m.start ? C.startF(m.start) : {});
  il(c, 'industry', 'What does the business do', m.industryText, 206, y, 370, C.industryF(m)); y += 18;
  il(c, 'street', 'Street address', m.addr.street, 36, y, 300);
  il(c, 'city', 'City', m.addr.city, 336, y, 240); y += 18;
  const PROV: Record<string, string> = { NS: 'Nova Scotia', NB: 'New Brunswick', NL: 'Newfoundland and Labrador', PE: 'P.E.I.', ON: 'Ontario', QC: 'Québec' };
  il(c, 'province', 'Province', rng.chance(0.5) ? (PROV[m.addr.prov] ?? m.addr.prov) : m.addr.prov, 36, y, 200, C.provF(m.addr.prov));
  il(c, 'postal', 'Postal code', m.addr.postal, 236, y, 130);
  il(c, 'phone', 'Phone', m.phone, 366, y, 210); y += 18;
  il(c, 'email', 'E-mail', m.email, 36, y, 260);
  il(c, 'website', 'Web', m.website ?? '', 296, y, 150);
  il(c, 'own_rent', 'Own/Rent', rng.pick(['Rent', 'Lease']), 446, y, 130); y += 18;
  il(c, 'landlord', 'Landlord', m.landlord.name, 36, y, 300);
  il(c, 'landlord_phone', 'Landlord phone', m.landlord.phone, 336, y, 240); y += 24;
  sec('Request');
  il(c, 'amount', 'Amount requested', fmtMoney(m.amount, money), 36, y, 200, C.amountF(m));
  const per = { daily: rng.pick(['daily', 'per day', '/ business day']), weekly: rng.pick(['weekly', 'per week', '/wk']), biweekly: rng.pick(['bi-weekly', 'every 2 weeks']), monthly: rng.pick(['monthly', 'per month']) }[m.freq];
  const showSchedule = rng.chance(0.75);
  il(c, 'payment', 'Est. payment', showSchedule ? `${fmtMoney(m.payment, 'cents')} ${per}` : '', 236, y, 200, showSchedule ? { ...C.paymentF(m), ...C.freqF(m) } : {});
  il(c, 'n_payments', '# pmts', showSchedule ? String(m.nPayments) : '', 436, y, 140, showSchedule ? C.nPaymentsF(m) : {}); y += 18;
  il(c, 'use', 'Use of funds', m.useOfFunds, 36, y, 300);
  il(c, 'sales', 'Gross monthly sales', fmtMoney(m.monthlySales, money), 336, y, 240); y += 18;
  il(c, 'funders', 'Current advances (funder / balance)', m.funders.map((f) => `${f.name} ${fmtMoney(f.balance, 'plain')}`).join('; ') || 'none', 36, y, 540, {}, 8); y += 24;
  sec('Owners');
  const dobFmt = rng.pick(['iso', 'short'] as const);
  m.owners.forEach((o, i) => {
    const s = C.sin(i, o, rng.pick([' ', '-'] as const));
    il(c, `owner${i + 1}_name`, `Owner ${i + 1}`, C.fullNameOf(o), 36, y, 230, C.nameF(i, o));
    il(c, `owner${i + 1}_title`, 'Title', o.role, 266, y, 130, C.roleF(i, o));
    il(c, `owner${i + 1}_pct`, 'Own %', `${o.pct}%`, 396, y, 80, C.pctF(i, o));
    il(c, `owner${i + 1}_credit`, 'FICO/Beacon', o.credit === null ? '' : String(o.credit), 476, y, 100, o.credit === null ? {} : C.creditF(i, o)); y += 18;
    il(c, `owner${i + 1}_sin`, 'SIN', s.text, 50, y, 140, s.fields);
    il(c, `owner${i + 1}_dob`, 'DOB', o.dob ? fmtDate(o.dob, dobFmt) : '', 190, y, 120, o.dob ? C.dobF(i, o.dob) : {});
    il(c, `owner${i + 1}_home`, 'Home', C.addr1(o.home), 310, y, 266, {}, 7.5); y += 22;
  });
  sec('Bank on file');
  il(c, 'bank', 'Bank', m.bank.name, 36, y, 170);
  il(c, 'transit', 'Transit', m.bank.transit, 206, y, 110);
  il(c, 'institution', 'Inst.', m.bank.institution, 316, y, 80);
  il(c, 'account', 'Acct', m.bank.account, 396, y, 180); y += 26;
  y = c.para(C.CONSENT_EN, 36, y, 540, 6.5) + 12;
  const o = m.owners[0]!;
  c.line(36, y + 18, 220, y + 18); c.label('Owner signature', 36, y + 21, 6);
  il(c, 'sign_name', 'Print name', `${o.first} ${o.last}`, 240, y + 6, 200, C.nameF(0, o));
  il(c, 'sign_date', 'Date', fmtDate({ y: 2025, m: 2, d: 27 }, 'iso'), 440, y + 6, 136);
  c.label('AHMS Quick App v3 · Send with 4 months of statements and a void cheque', 36, 756, 6, 'Helvetica', '#666');
}
