// Layouts 4-5: Bluepoint ISO Group (auto-repair combined application, two pages, PCI questionnaire, card volume by
// month, existing advances) and Crescent Bay Merchant Funding (an agent's typed quick-app, label: value lines).
import type { Rng } from '../../statements/generator/prng.ts';
import type { Merchant } from './data.ts';
import { MONTHS } from './data.ts';
import * as f from './fmt.ts';
import { AUTH, PCI_QUESTIONS, captionRow, checkRow, signature, table } from './kit.ts';
import type { Pen } from './pen.ts';

const B_ENT: [string, string][] = [['LLC', 'llc'], ['C-Corp', 'c_corporation'], ['S-Corp', 's_corporation'], ['Partnership', 'general_partnership'],
  ['Sole Prop.', 'sole_proprietorship']];

function bluepointBiz(pen: Pen, m: Merchant, r: Rng): number {
  const X = 42, W = 528;
  pen.band('1. BUSINESS PROFILE', X, 74, W, 13, '#1d4e89');
  let y = captionRow(pen, X, 96, W, [{ l: 'Business Legal Name (as shown on IRS filings)', v: f.legal(m), w: 1.3, name: 'biz_legal' },
    { l: 'DBA / Shop Name', v: f.dba(m, r), w: 1, name: 'biz_dba' }]);
  y = captionRow(pen, X, y, W, [{ l: 'Shop Address', v: m.street, w: 1.4 }, { l: 'City', v: m.city, w: 0.8 }, { l: 'State', v: f.state(m), w: 0.35, name: 'biz_state' },
    { l: 'Zip', v: m.zip, w: 0.45 }]);
  y = captionRow(pen, X, y, W, [{ l: 'EIN', v: f.ein(m), w: 0.8, name: 'biz_ein' }, { l: 'In Business Since', v: f.start(m, r), w: 0.8, name: 'biz_since' },
    { l: 'Services Offered', v: f.biz(m), w: 1.4, name: 'biz_type' }, { l: 'Bays', v: String(r.int(2, 12)), w: 0.3 }]);
  y = captionRow(pen, X, y, W, [{ l: 'Shop Phone', v: m.phone, w: 1 }, { l: 'Website', v: m.website, w: 1.2 }, { l: 'ASE Certified Techs', v: String(r.int(0, 6)), w: 0.6 },
    { l: 'State of Formation', v: m.stateOfInc, w: 0.6 }]);
  const e = f.entityChoice(m, B_ENT);
  checkRow(pen, X, y, 'Entity Type:', B_ENT.map((o) => o[0]), [e.checked], { type_of_entity: e.id });
  return y + 20;
}

function bluepointProcessing(pen: Pen, m: Merchant, r: Rng, y: number): number {
  const X = 42, W = 528;
  pen.band('2. CARD ACCEPTANCE', X, y, W, 13, '#1d4e89');
  y = captionRow(pen, X, y + 22, W, [{ l: 'Current Processor / ISO', v: m.processor, w: 1 }, { l: 'Existing MID', v: m.mid, w: 1 },
    { l: 'Terminal / POS', v: m.terminal, w: 1 }, { l: 'Avg Repair Order', v: f.money(m.avgTicket * 3, r), w: 0.7 }]);
  pen.label('Card volume, last four months (attach processing statements):', X, y, { size: 7 });
  const months = MONTHS.slice(6, 10);
  y = table(pen, X, y + 10, months.map((h) => ({ h: `${h} 2026`, w: 132 })), [months.map(() => f.money(m.monthlyVolume * r.float(0.8, 1.2), r, false))], 15);
  return y + 6;
}

function bluepointPci(pen: Pen, r: Rng, y: number): number {
  pen.band('3. PCI DSS SELF-ASSESSMENT (merchant to answer)', 42, y, 528, 13, '#1d4e89');
  y += 20;
  PCI_QUESTIONS.forEach((q, i) => {
    pen.label(`${String.fromCharCode(97 + i)}) ${q}`, 48, y, { size: 7 });
    const yes = i === 2 || i === 3 ? r.chance(0.7) : r.chance(0.05);
    checkRow(pen, 430, y, '', ['Yes', 'No'], [yes ? 'Yes' : 'No'], {}, { size: 7 });
    y += 13;
  });
  return y + 4;
}

function bluepointOwners(pen: Pen, m: Merchant, r: Rng, y: number): number {
  const X = 42, W = 528;
  pen.band('4. OWNER(S) / PERSONAL GUARANTOR(S)', X, y, W, 13, '#1d4e89');
  y += 22;
  m.owners.slice(0, 2).forEach((o, i) => {
    y = captionRow(pen, X, y, W, [{ l: `Owner ${i + 1} Full Name`, v: f.fullName(o, i, r), w: 1.4, name: `own${i + 1}_name` },
      { l: 'Title', v: f.title(o, i), w: 0.8, name: `own${i + 1}_title` }, { l: 'Ownership %', v: f.pct(o, i, r), w: 0.5, name: `own${i + 1}_pct` },
      { l: 'Social Security No.', v: f.ssn(o, i, r), w: 0.8, name: `own${i + 1}_ssn` }, { l: 'Date of Birth', v: f.dob(o, i, r), w: 0.7, name: `own${i + 1}_dob` }]);
    y = captionRow(pen, X, y, W, [{ l: 'Residence Address', v: f.home(o), w: 2.2 }, { l: 'Mobile', v: o.phone, w: 0.8 },
      { l: 'FICO (approx.)', v: r.chance(0.5) ? f.fico(o, i) : null, w: 0.5, name: `own${i + 1}_fico` }]);
  });
  return y;
}

export async function bluepoint(pen: Pen, m: Merchant, r: Rng): Promise<void> {
  pen.box(42, 26, 36, 36, { fill: '#1d4e89' });
  pen.label('BP', 47, 36, { size: 16, bold: true, color: '#fff' });
  pen.label('BLUEPOINT ISO GROUP', 86, 28, { size: 14, bold: true, color: '#1d4e89' });
  pen.label('Automotive Merchant Program - Combined Application: Card Processing & Merchant Cash Advance', 86, 46, { size: 8 });
  pen.label(`Page 1 of 2     Office: ${m.repId}`, 470, 64, { size: 6.5 });
  let y = bluepointBiz(pen, m, r);
  y = bluepointProcessing(pen, m, r, y);
  y = bluepointPci(pen, r, y);
  pen.label('Continued on page 2', 42, 750, { size: 7 });
  pen.addPage();
  pen.label(`BLUEPOINT ISO GROUP - ${m.dba ?? m.legal}`, 42, 30, { size: 10, bold: true, color: '#1d4e89' });
  pen.label('Page 2 of 2', 520, 30, { size: 6.5 });
  y = bluepointOwners(pen, m, r, 56);
  pen.band('5. ADVANCE REQUEST', 42, y, 528, 13, '#1d4e89');
  y = captionRow(pen, 42, y + 22, 528, [{ l: 'Advance Amount Requested', v: f.amount(m, r), w: 1, name: 'req_amount' },
    { l: 'Use of Proceeds', v: r.pick(['Lift & alignment rack', 'Diagnostic equipment', 'Parts inventory', 'Working capital']), w: 1.4 },
    { l: 'Holdback % preferred', v: `${r.pick([8, 10, 12, 15])}%`, w: 0.7 }]);
  pen.label('Existing advances / loans (funder, balance, payment):', 42, y, { size: 7, bold: true });
  y = table(pen, 42, y + 10, [{ h: 'Funder', w: 200 }, { h: 'Balance', w: 110 }, { h: 'Payment', w: 110 }, { h: 'Frequency', w: 108 }],
    [m.funder ? [m.funder, f.money(m.funderBalance, r), f.money(m.funderBalance / 90, r, true), 'Daily'] : ['None', null, null, null], [null, null, null, null]], 15);
  y = captionRow(pen, 42, y + 10, 528, [{ l: 'Operating Bank', v: m.bank, w: 1 }, { l: 'Routing #', v: m.routing, w: 1 }, { l: 'Account #', v: m.account, w: 1 },
    { l: 'Landlord / Phone', v: `${m.landlord} ${m.landlordPhone}`, w: 1.6 }]);
  y = pen.para(AUTH, 42, y + 4, 528);
  m.owners.slice(0, 2).forEach((o, i) => { y = signature(pen, 42, y + 10, 528, `${o.first} ${o.last}`, f.date(`2026-11-${r.int(10, 28)}`, r, 0), `Owner ${i + 1}`); });
  pen.label(`Sales Agent: ${m.rep}   Agent ID: ${m.repId}   Site inspection: ${r.pick(['Completed', 'Photos attached', 'Virtual'])}`, 42, y + 14, { size: 7 });
}

function colonLine(pen: Pen, x: number, y: number, label: string, v: f.Val | string | null, name?: string): void {
  pen.label(label.padEnd(22, '.'), x, y, { size: 8 });
  const val = v === null || typeof v === 'string' ? { t: v, p: {} } : v;
  pen.value(val.t, x + 112, y - 1, 150, val.p, name);
}

export async function crescent(pen: Pen, m: Merchant, r: Rng): Promise<void> {
  pen.label('CRESCENT BAY MERCHANT FUNDING', 40, 30, { size: 12, bold: true });
  pen.label('MERCHANT QUICK APP - PROCESSING + ADVANCE (agent worksheet)', 40, 46, { size: 8 });
  pen.rule(40, 58, 572, 58, 1);
  colonLine(pen, 40, 66, 'LEAD SOURCE', r.pick(['Walk-in', 'Referral', 'Statement analysis', 'Cold call']));
  colonLine(pen, 310, 66, 'AGENT', `${m.rep} / ${m.repId}`);
  const left: [string, f.Val | string | null][] = [['LEGAL NAME', f.legal(m)], ['DBA', f.dba(m, r)], ['ENTITY', { t: entityText(m, r), p: { type_of_entity: m.entity.id } }],
    ['TAX ID', f.ein(m)], ['BUS. START DATE', r.chance(0.85) ? f.start(m, r) : `${2026 - Number(m.start.slice(0, 4))} yrs`], ['INDUSTRY', f.biz(m)],
    ['ADDRESS', m.street], ['CITY/ST/ZIP', f.cityStateZip(m)], ['PHONE', m.phone], ['EMAIL', m.email]];
  const right: [string, string | f.Val | null][] = [['PROCESSOR', m.processor], ['MID', m.mid], ['MO. VISA/MC VOL', f.money(m.monthlyVolume, r)],
    ['AVG TICKET', f.money(m.avgTicket, r)], ['TERMINAL', m.terminal], ['SEASONAL MONTHS', m.seasonal.join('/') || 'None'], ['BANK', m.bank],
    ['ABA', m.routing], ['DDA', m.account], ['LANDLORD', m.landlord]];
  left.forEach(([l, v], i) => colonLine(pen, 40, 90 + i * 16, l, v, `L${i}`));
  right.forEach(([l, v], i) => colonLine(pen, 310, 90 + i * 16, l, v));
  let y = 260;
  pen.rule(40, y, 572, y, 1);
  m.owners.forEach((o, i) => {
    pen.label(`PRINCIPAL #${i + 1}`, 40, y + 8, { size: 8, bold: true });
    colonLine(pen, 40, y + 24, 'NAME (LAST, FIRST)', f.fullName(o, i, r, true), `P${i}name`);
    colonLine(pen, 310, y + 24, 'TITLE', f.title(o, i), `P${i}title`);
    colonLine(pen, 40, y + 40, 'OWNERSHIP', f.pct(o, i, r), `P${i}pct`);
    colonLine(pen, 310, y + 40, 'SSN', f.ssn(o, i, r), `P${i}ssn`);
    colonLine(pen, 40, y + 56, 'DOB', f.dob(o, i, r), `P${i}dob`);
    colonLine(pen, 310, y + 56, 'CREDIT (SELF-REPORTED)', f.fico(o, i), `P${i}fico`);
    y += 68;
  });
  pen.rule(40, y + 4, 572, y + 4, 1);
  pen.label('ADVANCE', 40, y + 12, { size: 8, bold: true });
  colonLine(pen, 40, y + 28, 'AMOUNT REQUESTED', f.amount(m, r), 'amt');
  colonLine(pen, 310, y + 28, 'OPEN BALANCE', m.funder ? `${m.funder} ${f.money(m.funderBalance, r)}` : 'None');
  const withTerms = r.chance(0.6);
  colonLine(pen, 40, y + 44, 'PAYMENT', withTerms ? f.payment(m, r) : null, 'pmt');
  colonLine(pen, 310, y + 44, 'FREQUENCY', withTerms ? { t: f.FREQ_LABEL[m.freq]!.toUpperCase(), p: { payment_frequency: m.freq } } : null, 'freq');
  colonLine(pen, 40, y + 60, '# PAYMENTS', withTerms ? f.nPayments(m) : null, 'npay');
  y = pen.para(AUTH, 40, y + 84, 532, 6.5);
  signature(pen, 40, y + 10, 532, null, '', 'Merchant Signature');
}

function entityText(m: Merchant, r: Rng): string {
  const t: Record<string, string[]> = { llc: ['LLC', 'L.L.C.'], c_corporation: ['CORP', 'INC', 'C-CORP'], s_corporation: ['S CORP', 'S-CORP'],
    sole_proprietorship: ['SOLE PROP', 'SOLE PROPRIETOR'], general_partnership: ['PARTNERSHIP', 'GEN. PARTNERSHIP'] };
  const opts = t[m.entity.id]!.filter((x) => x !== 'GEN. PARTNERSHIP');
  return r.pick(opts);
}
