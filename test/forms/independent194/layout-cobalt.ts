// Cobalt Harbor Funding: a two-page bank-loan style application. Navy title band, shaded section bars, uppercase
// captions; the owners on page 2 as a 2 x 2 grid of identical blocks (up to four, names often "Last, First M."),
// the tax ID in a box captioned EIN (sometimes bare digits, a sole proprietor's SSN with dashes), years in business
// beside the start date, a mailing address in another state, and tables of advances, bank and trade references.
import type { Rng } from '../../statements/generator/prng.ts';
import type { Model } from './model.ts';
import type { Area, Look, Sheet } from './sheet.ts';
import {
  A, AUTHORIZATION, O, creditText, dba, dobText, einText, entityText, industryFields, legalName, nameText, ownerNameFields, pctText,
  personalId, printDate, stateFields, taxFields,
} from './common.ts';
import { commas, dashSsn, fmtMoney, type MoneyFormat } from './formats.ts';

export const COBALT_LOOK: Look = {
  caption: 'Helvetica-Bold', captionBold: 'Helvetica-Bold', captionSize: 5.4, captionColor: '#1f3864', typed: 'Helvetica', typedSize: 10,
  hand: '/work/main/node_modules/@fontsource/patrick-hand/files/patrick-hand-latin-400-normal.woff', handSize: 12.5, ink: '#202020', mark: 'X',
  rule: 0.5, fieldName: (_k, n, kind) => (kind === 'check' ? `Check Box${n}` : `Text${n}`), onState: 'Yes',
};

const L = 30, R = 582, W = R - L;
const NAVY = '#1f3864';
const ENTITIES: [string, string][] = [['LLC', 'llc'], ['Corporation', 'c_corporation'], ['S Corp', 's_corporation'], ['Partnership', 'general_partnership'],
  ['LLP', 'llp'], ['Sole Proprietor', 'sole_proprietorship'], ['Non-Profit', 'nonprofit_corporation']];
const MONEY: MoneyFormat[] = ['$#,###', '$#,###.##', '#,###', '####', '$ #,###.##', '#,###.## USD'];

function bar(s: Sheet, y: number, title: string): number {
  s.doc.rect(L, y, W, 12).fill('#dce6f2');
  s.label(title, L + 4, y + 3, { size: 7, bold: true, color: NAVY });
  return y + 12;
}

/** Boxes side by side on one row: [caption, width]; returns their value areas. */
function row(s: Sheet, y: number, h: number, cells: [string, number][], x0 = L): Area[] {
  let x = x0;
  return cells.map(([cap, w]) => { const a = s.box(x, y, w, h, cap); x += w; return a; });
}

function page1(s: Sheet, m: Model, pr: Rng): void {
  s.doc.rect(L, 22, W, 40).fill(NAVY);
  s.label('COBALT HARBOR FUNDING', L + 10, 29, { size: 17, bold: true, color: 'white' });
  s.label('Small Business Funding Application', L + 10, 48, { size: 8.5, color: 'white' });
  s.label('Tel 800-555-0142   Fax 800-555-0143\nsubmissions@cobaltharborfunding.com', R - 170, 33, { size: 7, color: 'white', width: 165, align: 'right' });
  s.label('Please complete every section. Incomplete applications will delay your funding decision.', L, 66, { size: 6.5 });
  let y = bar(s, 76, 'SECTION 1  -  BUSINESS INFORMATION');
  const legal = legalName(m);
  const t = dba(pr, m);
  const [ln, db] = row(s, y, 26, [['LEGAL / CORPORATE NAME', 320], ['DBA (IF ANY)', W - 320]]);
  s.value(ln!, 'legal_name', legal, { [A('legal_name')]: legal });
  s.value(db!, 'dba', t.text, t.value === null ? null : { [A('trade_name')]: t.value });
  y += 26;
  const ent = s.box(L, y, W, 22, 'ENTITY TYPE (CHECK ONE)');
  const picked = ENTITIES.find(([, id]) => id === m.entity);
  const f = { [A('type_of_entity')]: m.entity };
  const ox = s.checks(ent.x + 4, ent.y + 2, ENTITIES.map(([l]) => l), picked ? picked[0] : null, 'entity', () => f, 11);
  const oe = s.check(ox, ent.y + 2, 'Other:', 'entity.other', !picked, picked ? null : f);
  s.doc.lineWidth(0.4).moveTo(oe + 3, ent.y + 10).lineTo(R - 6, ent.y + 10).stroke();
  s.value({ x: oe + 3, y: ent.y - 3, w: R - 9 - oe, h: 13 }, 'entity_other', picked ? '' : entityText(pr, m), picked ? null : f, { size: 9 });
  y += 22;
  const [tx, sd, yib, inc, emp] = row(s, y, 26, [['FEDERAL TAX ID (EIN)', 130], ['BUSINESS START DATE', 120], ['YEARS IN BUSINESS', 80], ['STATE OF INCORPORATION', 110], ['# OF EMPLOYEES', W - 440]]);
  // Bare digits under the EIN caption are an EIN by their label; a sole proprietor's SSN keeps its dashes.
  const tin = m.taxId.type === 'EIN' ? (pr.chance(0.3) ? m.taxId.digits : einText(m)) : dashSsn(m.taxId.digits);
  s.value(tx!, 'business_tax_id', tin, taxFields(m));
  const dated = pr.chance(0.75);
  s.value(sd!, 'business_start_date', dated ? printDate(pr, m.start, false) : '', { [A('business_start_date')]: m.start });
  const years = 2025 - Number(m.start.slice(0, 4));
  s.value(yib!, 'years_in_business', dated && pr.chance(0.5) ? '' : `${years}${pr.pick(['', ' yrs', '+'])}`, null, { align: 'center' });
  s.value(inc!, 'state_of_incorporation', m.incorporatedIn, null, { align: 'center' });
  s.value(emp!, 'employees', String(m.employees), null, { align: 'center' });
  y += 26;
  const ad = m.address;
  const [st, ci, sa, zi] = row(s, y, 26, [['PHYSICAL ADDRESS (NO P.O. BOXES)', 290], ['CITY', 130], ['STATE', 50], ['ZIP', W - 470]]);
  s.value(st!, 'street', `${ad.street}${ad.unit ? ` ${ad.unit}` : ''}`, null);
  s.value(ci!, 'city', ad.city, null);
  s.value(sa!, 'state', ad.state, stateFields(m), { align: 'center' });
  s.value(zi!, 'zip', ad.zip, null);
  y += 26;
  const mail = m.mailing;
  s.value(s.box(L, y, W, 24, 'MAILING ADDRESS (IF DIFFERENT)'), 'mailing_address', pr.chance(0.65) ? `${mail.street}, ${mail.city}, ${mail.state} ${mail.zip}` : '', null);
  y += 24;
  const [ph, fx, em, wb] = row(s, y, 24, [['BUSINESS PHONE', 120], ['FAX', 110], ['EMAIL', 180], ['WEBSITE', W - 410]]);
  s.value(ph!, 'phone', m.phone, null); s.value(fx!, 'fax', pr.chance(0.3) ? m.phone.replace(/\d$/, (d) => String((Number(d) + 1) % 10)) : '', null);
  s.value(em!, 'email', m.email, null); s.value(wb!, 'website', m.website, null);
  y += 24;
  const [ind, prop, lord, rent] = row(s, y, 26, [['TYPE OF BUSINESS / INDUSTRY', 200], ['PROPERTY', 100], ['LANDLORD / MORTGAGE HOLDER', 160], ['MONTHLY RENT / MORTGAGE', W - 460]]);
  s.value(ind!, 'industry', pr.chance(0.93) ? m.industryText : '', industryFields(m));
  s.checks(prop!.x + 4, prop!.y + 4, ['Own', 'Lease'], pr.chance(0.3) ? 'Own' : 'Lease', 'property', () => null, 10);
  s.value(lord!, 'landlord', `${m.landlord} ${m.landlordPhone}`, null);
  s.value(rent!, 'rent', `$${commas(m.rent)}`, null, { align: 'right' });
  y = bar(s, y + 30, 'SECTION 2  -  FUNDING REQUEST');
  const money = pr.pick(MONEY);
  const terms = pr.chance(0.65);
  const [am, use, pay, num] = row(s, y, 26, [['AMOUNT REQUESTED', 110], ['USE OF PROCEEDS', 130], ['DESIRED PAYMENT', 90], ['# OF PAYMENTS', 70]]);
  s.value(am!, 'requested_amount', fmtMoney(m.amount, money), { [A('requested_amount')]: m.amount }, { align: 'right' });
  s.value(use!, 'use_of_funds', m.use, null);
  s.value(pay!, 'requested_payment', terms ? fmtMoney(m.payment, money) : '', { [A('requested_payment')]: m.payment }, { align: 'right' });
  s.value(num!, 'number_of_payments', terms ? String(m.payments) : '', { [A('number_of_payments')]: m.payments }, { align: 'center' });
  const fr = s.box(L + 400, y, W - 400, 26, 'PAYMENT FREQUENCY');
  const labels: Record<string, string> = { daily: 'Daily', weekly: 'Weekly', biweekly: 'Bi-Weekly', monthly: 'Monthly' };
  const ff = () => ({ [A('payment_frequency')]: m.freq });
  const fq = pr.chance(0.85) ? labels[m.freq]! : null;
  s.checks(fr.x + 3, fr.y + 0.5, ['Daily', 'Weekly'], fq, 'frequency', ff, 14);
  s.checks(fr.x + 3, fr.y + 9.5, ['Bi-Weekly', 'Monthly'], fq, 'frequency', ff, 3);
  y = bar(s, y + 30, 'SECTION 3  -  FINANCIAL INFORMATION');
  const fin = row(s, y, 26, [['AVG. MONTHLY SALES', 110], ['ANNUAL GROSS REVENUE', 110], ['AVG. DAILY BALANCE', 110], ['MONTHLY CARD VOLUME', 110], ['CARD PROCESSOR', W - 440]]);
  const bal = Math.round(m.monthlySales * pr.float(0.08, 0.4));
  [fmtMoney(m.monthlySales, money), fmtMoney(m.annualRevenue, money), fmtMoney(bal, money), pr.chance(0.6) ? fmtMoney(Math.round(m.monthlySales * 0.55), money) : '',
    pr.pick(['Square', 'Clover', 'Stripe', 'Heartland', 'Worldpay', ''])].forEach((v, i) => s.value(fin[i]!, `financial.${i}`, v, null, { align: i < 4 ? 'right' : 'left' }));
  y = bar(s, y + 30, 'SECTION 4  -  EXISTING ADVANCES / LOANS (LIST ALL)');
  const cols: [string, number][] = [['FUNDER / LENDER', 180], ['ORIGINAL AMOUNT', 90], ['CURRENT BALANCE', 100], ['PAYMENT', 90], ['FREQUENCY', W - 460]];
  for (let r = 0; r < 3; r++) {
    const fu = m.funders[r];
    const cells = row(s, y, 22, r === 0 ? cols : cols.map(([, w]) => ['', w] as [string, number]));
    const vals = fu ? [fu.name, `$${commas(Math.round(fu.balance * 1.6 / 1000) * 1000)}`, `$${commas(fu.balance)}`, `$${fu.payment.toFixed(2)}`, fu.freq] : ['', '', '', '', ''];
    cells.forEach((a, c) => s.value(a, `advance${r + 1}.${c}`, vals[c]!, null));
    y += 22;
  }
  y = bar(s, y + 4, 'SECTION 5  -  BANK INFORMATION');
  const bk = row(s, y, 26, [['BANK NAME', 170], ['ROUTING #', 110], ['ACCOUNT #', 140], ['ACCOUNT OPENED', W - 420]]);
  [m.bank.name, m.bank.routing, m.bank.account, printDate(pr, m.start.replace(/^\d{4}/, (yr) => String(Number(yr) + 1)), false)].forEach((v, i) => s.value(bk[i]!, `bank.${i}`, v, null));
  s.label('COBALT HARBOR FUNDING  |  CHF-APP 2025.2  |  Page 1 of 2', L, 762, { size: 6, color: '#555555' });
}

function ownerBlock(s: Sheet, m: Model, pr: Rng, i: number, x: number, y: number, w: number): void {
  const o = m.owners[i]!;
  s.doc.rect(x, y, 70, 11).fill(NAVY);
  s.label(`OWNER #${i + 1}`, x + 5, y + 2.5, { size: 7, bold: true, color: 'white' });
  y += 11;
  const nm = nameText(pr, o, 0.5);
  s.value(s.box(x, y, w, 24, nm.order === 'last-first' ? 'FULL NAME (LAST, FIRST, M.I.)' : 'FULL NAME'), `owner${i + 1}.name`, nm.text, ownerNameFields(i, o));
  y += 24;
  const [ti, pc] = row(s, y, 24, [['TITLE', w * 0.6], ['OWNERSHIP %', w * 0.4]], x);
  s.value(ti!, `owner${i + 1}.title`, pr.chance(0.95) ? o.title : '', { [O(i, 'role')]: o.title });
  s.value(pc!, `owner${i + 1}.ownership`, pr.chance(0.95) ? pctText(pr, o.pct) : '', { [O(i, 'ownership')]: o.pct }, { align: 'center' });
  y += 24;
  const [ss, db] = row(s, y, 24, [['SOCIAL SECURITY #', w * 0.55], ['DATE OF BIRTH', w * 0.45]], x);
  const id = personalId(pr, o, i, false);
  s.value(ss!, `owner${i + 1}.ssn`, id.text, id.fields);
  const dob = dobText(pr, o);
  s.value(db!, `owner${i + 1}.dob`, dob.text, dob.masked ? null : { [O(i, 'date_of_birth')]: o.dob });
  y += 24;
  s.value(s.box(x, y, w, 24, 'HOME ADDRESS'), `owner${i + 1}.home_street`, `${o.home.street}${o.home.unit ? ` ${o.home.unit}` : ''}`, null);
  y += 24;
  const [cz, fi] = row(s, y, 24, [['CITY / STATE / ZIP', w * 0.7], ['EST. FICO', w * 0.3]], x);
  s.value(cz!, `owner${i + 1}.home_city`, `${o.home.city}, ${o.home.state} ${o.home.zip}`, null);
  const cs = creditText(pr, o);
  s.value(fi!, `owner${i + 1}.credit_score`, cs, /^\d+$/.test(cs) ? { [O(i, 'credit_score')]: o.credit } : null, { align: 'center' });
  y += 24;
  const [ce, ma] = row(s, y, 24, [['CELL PHONE', w * 0.4], ['PERSONAL EMAIL', w * 0.6]], x);
  s.value(ce!, `owner${i + 1}.phone`, o.phone, null);
  s.value(ma!, `owner${i + 1}.email`, o.email, null);
}

function page2(s: Sheet, m: Model, pr: Rng): void {
  let y = bar(s, 30, 'SECTION 6  -  OWNERS / GUARANTORS (ALL OWNERS OF 20% OR MORE)');
  const w = (W - 8) / 2;
  m.owners.forEach((_, i) => ownerBlock(s, m, pr, i, L + (i % 2) * (w + 8), y + 4 + Math.floor(i / 2) * 160, w));
  y += 8 + Math.ceil(m.owners.length / 2) * 160;
  y = bar(s, y, 'SECTION 7  -  TRADE REFERENCES');
  m.references.forEach((r, i) => {
    const cells = row(s, y, 22, i === 0 ? [['COMPANY', 220], ['CONTACT', 190], ['PHONE', W - 410]] : [['', 220], ['', 190], ['', W - 410]]);
    [r.name, r.contact, r.phone].forEach((v, c) => s.value(cells[c]!, `reference${i + 1}.${c}`, v, null));
    y += 22;
  });
  y = bar(s, y + 4, 'AUTHORIZATION');
  s.label(AUTHORIZATION, L, y + 3, { size: 6.2, width: W, font: 'Helvetica' });
  y += 40;
  m.owners.forEach((o, i) => {
    const x = L + (i % 2) * (W / 2);
    const yy = y + Math.floor(i / 2) * 30;
    const [sg, dt] = row(s, yy, 30, [[`SIGNATURE (OWNER #${i + 1})`, W / 2 - 80], ['DATE', 80]], x);
    s.signature(sg!, `${o.name.first} ${o.name.last}`, `owner${i + 1}.signature`);
    s.value(dt!, `owner${i + 1}.signed`, printDate(pr, m.signed, false), null);
  });
  y += Math.ceil(m.owners.length / 2) * 30 + 10;
  s.doc.rect(L, y, W, 36).fill('#eeeeee');
  s.label('FOR INTERNAL USE ONLY', L + 4, y + 2, { size: 6, bold: true });
  const [iso, rep, rec] = row(s, y + 10, 26, [['ISO / REFERRAL SOURCE', 220], ['REP / PHONE', 200], ['DATE RECEIVED', W - 420]]);
  s.value(iso!, 'iso.company', m.iso.company, null);
  s.value(rep!, 'iso.rep', `${m.iso.rep} ${m.iso.phone}`, null);
  s.value(rec!, 'iso.received', printDate(pr, m.signed, false), null);
  s.label('COBALT HARBOR FUNDING  |  CHF-APP 2025.2  |  Page 2 of 2', L, 762, { size: 6, color: '#555555' });
}

export function drawCobalt(s: Sheet, m: Model, pr: Rng): void {
  page1(s, m, pr);
  s.newPage();
  page2(s, m, pr);
}
