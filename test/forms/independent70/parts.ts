// Pieces every fast app shares: the printed texts of one merchant (formats drawn per document), the decoys (landlord,
// bank, references, existing funders, ISO rep), stacking rows, and the signature block.
import type { Rng } from '../../statements/generator/prng.ts';
import { amountText, dateText, fmtEin, fmtSsn, maskSsn, money, pad, phone, areaOf, type Merchant, type Owner } from './data.ts';
import type { F, Sheet, Theme } from './sheet.ts';

export interface OwnerText { name: string; title: string; pct: string; ssn: string; ssnKey: string; ssnChars: string; dob: string;
  dobChars: string; credit: string; home: string; cell: string; email: string }
export interface Texts {
  legal: string; dba: string; entity: string; industry: string; tax: string; taxChars: string; street: string; city: string;
  state: string; zip: string; cityLine: string; phone: string; email: string; web: string; start: string; years: string;
  amount: string; payment: string; nPay: string; freq: string; use: string; sales: string; owners: OwnerText[];
}

const FREQ_TEXT: Record<string, string[]> = { daily: ['Daily', 'daily', 'DAILY'], weekly: ['Weekly', 'weekly'], biweekly: ['Bi-Weekly', 'Biweekly', 'Every 2 weeks'], monthly: ['Monthly'] };

export function ownerName(o: Owner, lastFirst: boolean): string {
  const mid = o.middle ? ` ${o.middle}.` : '';
  return lastFirst ? `${o.last}, ${o.first}${mid}` : `${o.first}${mid} ${o.last}${o.cred ? `, ${o.cred}` : ''}`;
}

function ownerTexts(r: Rng, o: Owner, lastFirst: boolean): OwnerText {
  const full = o.ssnKind === 'full';
  return {
    name: ownerName(o, lastFirst), title: o.title, pct: o.pct === null ? '' : o.pctText,
    ssn: full ? fmtSsn(o.ssnDigits, r.pick(['dash', 'dash', 'bare', 'space'] as const)) : o.ssnKind === 'masked' ? maskSsn(r, o.ssnDigits) : '',
    ssnKey: full ? 'ssn' : 'ctx.masked', ssnChars: full ? o.ssnDigits : o.ssnKind === 'masked' ? `XXXXX${o.ssnDigits.slice(5)}` : '',
    dob: o.dobIso ? dateText(r, o.dobIso, ['mdy', 'mdy', 'dash', 'long', 'mdy2']) : '', dobChars: o.dobIso ? o.dobDigits : '',
    credit: o.credit === null ? '' : String(o.credit), home: `${o.home}, ${o.homeCity}, ${o.homeState} ${o.homeZip}`,
    cell: o.cell, email: o.email,
  };
}

export function texts(r: Rng, m: Merchant, o: { lastFirst?: boolean } = {}): Texts {
  const tax = m.taxKind === 'ein' ? fmtEin(m.taxDigits) : m.taxKind === 'ein_bare' ? m.taxDigits : m.taxKind === 'ssn' ? fmtSsn(m.taxDigits) : '';
  return {
    legal: m.legal, dba: m.dba, entity: m.entityText, industry: m.industryText, tax, taxChars: m.taxKind === 'blank' ? '' : m.taxDigits,
    street: m.street, city: m.city, state: m.state, zip: m.zip, cityLine: `${m.city}, ${m.state} ${m.zip}`, phone: m.phone, email: m.email,
    web: m.website, start: dateText(r, m.startIso), years: String(m.years), amount: amountText(r, m.amount),
    payment: r.pick([money(m.payment), money(m.payment, true), String(m.payment)]), nPay: String(m.nPayments),
    freq: r.pick(FREQ_TEXT[m.freq]!), use: m.useOfFunds, sales: money(m.monthlySales),
    owners: m.owners.map((x) => ownerTexts(r, x, o.lastFirst ?? false)),
  };
}

export interface Decoys {
  landlord: string; landlordPhone: string; rent: string; bank: string; routing: string; account: string;
  refs: { name: string; phone: string }[]; funders: { name: string; balance: string; payment: string }[];
  rep: string; repPhone: string; repEmail: string; emergency: string; emergencyPhone: string; signDate: string;
}

const LANDLORDS = ['Pelican Property Mgmt', 'Southern Oaks Realty', 'Heritage Commercial LLC', 'Delta Leasing Group', 'J&B Rentals', 'Riverfront Holdings'];
const BANKS = ['Regions Bank', 'Hancock Whitney', 'Arvest Bank', 'First Horizon', 'BancFirst', 'Synovus', 'Simmons Bank', 'Truist', 'Cadence Bank'];
const VENDORS = ['Sysco Gulf Coast', 'Ferguson Supply', 'Grainger', 'Southern Glazer\'s', 'Ben E. Keith', 'Uline', 'Fastenal', 'McLane Co.'];
const FUNDERS = ['Sunbelt Advance', 'Crescent Receivables', 'Rapid Lane Capital', 'Bluewater Funding', 'Pinnacle MCA', 'Ironwood Finance'];
const PEOPLE = ['Gloria Fairchild', 'Otis Underwood', 'Bernadette Quinn', 'Clyde Ashworth', 'Imani Sterling', 'Rusty Callahan', 'Faye Lindqvist'];

export function decoys(r: Rng): Decoys {
  const nf = r.int(0, 2);
  return {
    landlord: r.pick(LANDLORDS), landlordPhone: phone(r, areaOf(r)), rent: money(r.int(9, 95) * 100 + r.pick([25, 50, 75])),
    bank: r.pick(BANKS), routing: `0${r.int(6, 8)}${r.digits(7)}`, account: r.digits(r.int(9, 12)),
    refs: r.shuffle([...VENDORS]).slice(0, 2).map((name) => ({ name, phone: phone(r, areaOf(r)) })),
    funders: r.shuffle([...FUNDERS]).slice(0, nf).map((name) => ({ name, balance: money(r.int(3, 60) * 1000 + r.int(11, 989)), payment: money(r.int(90, 1900) + 0.5, true) })),
    rep: r.pick(PEOPLE), repPhone: phone(r, areaOf(r)), repEmail: '', emergency: r.pick(PEOPLE.slice(3)), emergencyPhone: phone(r, areaOf(r)),
    signDate: `${pad(r.int(1, 6))}/${pad(r.int(1, 28))}/2025`,
  };
}

/** Rows stacked downwards; returns the y under the last. */
export function stack(s: Sheet, t: Theme, x: number, y: number, w: number, h: number, rows: F[][], gap = 2): number {
  for (const fs of rows) { s.row(t, fs, x, y, w, h); y += h + gap; }
  return y;
}

/** A handwritten signature as pen strokes (no text), a typed `/s/` line, or an empty field. */
export function signature(s: Sheet, x: number, y: number, w: number, name: string): void {
  if (s.style === 'typed') { s.value('ctx.sig', `/s/ ${name}`, x, y - 11, w, 11, 8); return; }
  if (s.style === 'fillable') { s.value('ctx.sig', '', x, y - 11, w, 11, 8, 'Signature'); return; }
  const d = s.doc, r = s.r;
  d.save().lineWidth(0.9).strokeColor('#1b2a6b').moveTo(x + 4, y - 3);
  let cx = x + 4;
  for (let i = 0; i < 5; i++) {
    const nx = cx + r.float(9, 16);
    d.bezierCurveTo(cx + 3, y - 14 + r.float(-2, 2), nx - 4, y + 2 + r.float(-1, 1), nx, y - 4 + r.float(-2, 2));
    cx = nx;
  }
  d.stroke().restore();
}

/** The signature block of one owner: signature line, printed name, title, date. */
export function signBlock(s: Sheet, t: Theme, i: number, o: OwnerText, date: string, x: number, y: number, w: number, words: string[]): void {
  const sw = w * 0.38;
  s.line(x, y + 14, x + sw - 6, y + 14, 0.6, '#000000');
  s.label(words[0]!, x, y + 16, t.labelSize, { font: t.labelFont });
  signature(s, x, y + 14, sw - 8, o.name);
  const rest = w - sw;
  s.row(t, [{ label: words[1]!, key: `a${i}.name`, text: o.name, w: 4 }, { label: words[2]!, key: `a${i}.title`, text: o.title, w: 2.2 },
    { label: words[3]!, key: 'decoy.sign_date', text: date, w: 2 }], x + sw, y, rest, 21);
}
