// What the merchant wrote on the form (the content, including strike-throughs, circles, dittos, N/A, margin notes
// with arrows) and the truth that a careful reader takes from it. Drawn from the truth Rng only: style and scan never
// change it.
import type { TruthApplicant, TruthApplication } from '../generator/truth.ts';
import { Rng } from '../../statements/generator/prng.ts';
import { entityId, industryId, regionName } from './reference.ts';
import * as P from './pools.ts';
import { bn, ein, luhnNine, money, phone, ssn, type DateOrder, dateComb, dateLine } from './values.ts';

export interface LayoutCfg {
  name: string; broker: string; country: 'US' | 'CA'; dateOrder: DateOrder;
  ownerStyle: 'stack' | 'grid' | 'columns'; mark: 'circle' | 'check';
  /** Printed entity options; the last one is "Other" with a line. */
  entityOptions: string[];
  roleChoices: string[] | null;
  payment: boolean;
  freqOptions: string[];
  soleSsn: boolean;
}

/** A value as written: `struck` is a wrong value crossed out beside it, `arrow` means written in the margin with an
 *  arrow to its field, `comb` the characters put one per box where the layout prints a comb. */
export interface Written { text: string; struck?: string; arrow?: boolean; comb?: string }
export interface Choice { chosen: number; struck?: number; other?: string }
export interface OwnerC {
  name: Written; first: Written; last: Written; role: Written; roleChoice: number | null; ownership: Written; credit: Written;
  tax: Written; taxLabel: string; dob: Written; home: string; homeCity: string; phone: string; email: string;
}
export interface Case {
  legal: Written; dba: Written; entity: Choice; industry: Written; taxId: Written; taxIdKind: 'EIN' | 'SSN' | 'BN';
  start: Written; years: string; street: string; city: string; region: Written; postal: Written; phone: string; email: string;
  website: string; stateOfInc: string; amount: Written; payment: Written; numPayments: Written; freq: Choice | null; use: string;
  monthly: string; annual: string; bank: string; routing: string; account: string; landlord: string; landlordPhone: string;
  rent: string; refs: [string, string][]; iso: [string, string, string]; funders: [string, string, string][]; signDate: string;
  owners: OwnerC[];
}

const FREQ: Record<string, string> = { daily: 'daily', weekly: 'weekly', biweekly: 'biweekly', monthly: 'monthly' };
const BLANKS = ['N/A', '-', 'n/a', '--'];

function isoDate(r: Rng, y0: number, y1: number): string {
  const y = r.int(y0, y1), m = r.int(1, 12), d = r.int(1, 28);
  return `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

export function makeCase(cfg: LayoutCfg, seed: number): { c: Case; truth: TruthApplication } {
  const root = new Rng(`i98:${cfg.name}:${seed}`);
  const r = root.fork('biz'), ro = root.fork('owners'), rq = root.fork('quirks'), rd = root.fork('decoys');
  const ca = cfg.country === 'CA';
  const caps = rq.chance(0.25);
  const up = (s: string) => (caps ? s.toUpperCase() : s);

  // Owners first: a sole proprietor's legal name is the owner's.
  const nOwners = ro.weighted([[1, 4], [2, 4], [3, 2], [4, 1]] as const);
  const lastNames = ro.shuffle([...P.LAST]);
  const owners: OwnerC[] = [];
  const applicants: TruthApplicant[] = [];
  let share = 100;
  const roles = cfg.roleChoices ?? P.ROLES;
  for (let i = 0; i < nOwners; i++) {
    const first = ro.pick(P.FIRST);
    const dittoLast = i > 0 && cfg.ownerStyle === 'grid' && ro.chance(0.4);
    const last = dittoLast ? applicants[0]!.last_name! : lastNames[i]!;
    const pct = i === nOwners - 1 ? share : Math.max(20, Math.round((share * ro.float(0.35, 0.7)) / 5) * 5);
    share -= pct;
    const middle = ro.chance(0.3) ? ` ${ro.pick(P.MIDDLE)}` : '';
    const cred = ro.chance(0.12) ? `, ${ro.pick(P.CREDENTIALS)}` : '';
    const lastFirst = cfg.ownerStyle !== 'grid' && ro.chance(0.3);
    const nameText = up(lastFirst ? `${last}, ${first}${middle}` : `${first}${middle} ${last}${cred}`);
    const roleChoice = cfg.roleChoices ? ro.int(0, roles.length - 1) : null;
    const dittoRole = i > 0 && cfg.ownerStyle === 'grid' && ro.chance(0.35);
    const role = roleChoice !== null ? roles[roleChoice]! : dittoRole ? applicants[0]!.role! : ro.pick(nOwners === 1 ? roles.slice(0, 3) : roles);
    const credit = ro.chance(0.65) ? ro.int(560, 805) : null;
    const masked = ro.chance(0.25);
    const itin = !ca && !masked && ro.chance(0.1);
    const taxDigits = ca ? luhnNine(ro, ro.chance(0.1) ? '9' : String(ro.int(1, 7))) : itin ? `9${ro.digits(2)}${ro.int(70, 88)}${ro.digits(4)}` : ssn(ro);
    const taxBlank = !masked && ro.chance(0.08);
    const taxText = masked ? (ca ? `XXX-XXX-${taxDigits.slice(6)}` : `XXX-XX-${taxDigits.slice(5)}`)
      : ca ? `${taxDigits.slice(0, 3)}-${taxDigits.slice(3, 6)}-${taxDigits.slice(6)}` : `${taxDigits.slice(0, 3)}-${taxDigits.slice(3, 5)}-${taxDigits.slice(5)}`;
    const dobIso = ro.chance(0.9) ? isoDate(ro, 1955, 1998) : null;
    const place = ro.pick(ca ? P.CA_PLACES : P.US_PLACES);
    owners.push({
      name: { text: nameText }, first: { text: up(first) }, last: { text: dittoLast ? '"' : up(last) },
      role: { text: dittoRole ? '"' : up(role) }, roleChoice,
      ownership: { text: ro.chance(0.6) ? `${pct}%` : String(pct) },
      credit: { text: credit === null ? ro.pick(['', ...BLANKS]) : String(credit) },
      tax: taxBlank ? { text: ro.pick(BLANKS) } : { text: masked ? taxText.replace(/X/g, ro.chance(0.5) ? 'X' : '*') : taxText, comb: masked ? taxText.replace(/\D/g, '').padStart(9, 'X') : taxDigits },
      taxLabel: ca ? 'SIN' : 'SSN',
      dob: dobIso ? { text: dateLine(ro, dobIso, cfg.dateOrder, false), comb: dateComb(dobIso, cfg.dateOrder) } : { text: ro.pick(BLANKS) },
      home: i > 0 && ro.chance(0.4) ? 'same' : `${ro.int(10, 9899)} ${ro.pick(P.STREETS)}`, homeCity: `${place[0]}, ${place[1]}`,
      phone: phone(ro, ca ? '416' : place[2]), email: `${first.toLowerCase()}.${ro.int(1, 99)}@mail.com`,
    });
    applicants.push({ first_name: up(first), last_name: up(last), role: up(role), ownership: pct, credit_score: credit,
      tax_id: masked || taxBlank ? null : taxDigits, tax_id_type: taxBlank ? null : ca ? 'SIN' : itin ? 'ITIN' : 'SSN',
      tax_id_country: taxBlank ? null : cfg.country, date_of_birth: dobIso });
  }

  // The business.
  const [kind, indId, word] = r.pick(P.BUSINESSES);
  if (industryId(kind) !== indId) throw new Error(`industry table: ${kind}`);
  const opts = cfg.entityOptions;
  let chosen = r.int(0, opts.length - 1);
  const soleIdx = opts.findIndex((o) => /sole/i.test(o));
  if (nOwners > 1 && chosen === soleIdx) chosen = 0;
  if (nOwners === 1 && /partner/i.test(opts[chosen]!)) chosen = 0;
  const otherTexts = ca ? ['ULC', 'LLP', 'Co-op'] : ['PLLC', 'LLP', 'L.P.'];
  const other = chosen === opts.length - 1 ? r.pick(otherTexts) : undefined;
  const printedEntity = other ?? opts[chosen]!;
  const ent = entityId(printedEntity, cfg.country);
  const base = `${r.pick(P.NAME_A)} ${word}`;
  const o0 = applicants[0]!;
  const soleSsn = ent === 'sole_proprietorship' && cfg.soleSsn && r.chance(0.7);
  const suffix: Record<string, string[]> = { llc: [' LLC', ', LLC', ' L.L.C.'], c_corporation: [', Inc.', ' Corp.', ' Inc'], s_corporation: [', Inc.', ' Inc.'],
    general_partnership: [' Partners', ' Group'], pllc: [', PLLC'], llp: [' LLP'], limited_partnership: [', L.P.'],
    ca_corporation: [' Inc.', ' Ltd.', ' Limited'], ca_ulc: [' ULC'], cooperative: [' Co-op'], nonprofit_corporation: [' Foundation'] };
  let legal = ent === 'sole_proprietorship' ? `${o0.first_name} ${o0.last_name}` : `${base}${r.pick(suffix[ent] ?? [''])}`;
  if (ent === 'ca_corporation' && r.chance(0.3)) legal = `${r.int(1000000, 2999999)} ${regionName(r.pick(['ON', 'AB', 'BC']), 'CA')} Inc.`;
  legal = up(legal);
  const dbaKind = ent === 'sole_proprietorship' || legal.match(/^\d/) ? 'name' : r.weighted([['name', 4], ['same', 2], ['blank', 2], ['legal', 1]] as const);
  const dbaText = dbaKind === 'name' ? up(`${base}${r.chance(0.3) ? ` ${r.pick(['Co.', '& Co', 'Express'])}` : ''}`)
    : dbaKind === 'same' ? r.pick(['SAME', 'Same', 'same as above', '"']) : dbaKind === 'legal' ? legal : r.pick(BLANKS);
  const trade = dbaKind === 'name' && dbaText !== legal ? dbaText : null;

  const place = r.pick(ca ? P.CA_PLACES : P.US_PLACES);
  const regionText = r.chance(0.3) ? up(regionName(place[1], cfg.country)) : place[1];
  const postal = ca ? `${place[2]} ${r.int(1, 9)}${r.pick(['A', 'B', 'C', 'E', 'G', 'H', 'J', 'K'])}${r.int(1, 9)}` : `${place[2]}${r.digits(2)}`;
  let taxDigits: string, taxKind: Case['taxIdKind'], taxText: string;
  if (soleSsn) { taxDigits = r.chance(0.5) ? applicants[0]!.tax_id ?? ssn(r) : ssn(r); taxKind = 'SSN'; taxText = `${taxDigits.slice(0, 3)}-${taxDigits.slice(3, 5)}-${taxDigits.slice(5)}`; }
  else if (ca) { taxDigits = bn(r); taxKind = 'BN'; taxText = `${taxDigits.slice(0, 9)} ${taxDigits.slice(9)}`; }
  else { taxDigits = ein(r); taxKind = 'EIN'; taxText = `${taxDigits.slice(0, 2)}-${taxDigits.slice(2)}`; }
  const startIso = r.chance(0.88) ? isoDate(r, 1998, 2023) : null;
  const years = startIso ? String(2025 - Number(startIso.slice(0, 4))) : String(r.int(2, 15));

  const amountN = r.pick([15, 20, 25, 30, 35, 40, 45, 50, 60, 75, 80, 100, 120, 150, 200, 250]) * 1000;
  const nPay = r.pick([60, 80, 100, 120, 130, 150, 180, 24, 26, 52]);
  const freqKey = nPay <= 26 ? r.pick(['biweekly', 'weekly']) : nPay === 52 ? 'weekly' : 'daily';
  const paymentN = Math.round((amountN * r.float(1.25, 1.45)) / nPay / (freqKey === 'weekly' ? 1 : 1));
  const payPrinted = cfg.payment && r.chance(0.85);
  const freqIdx = cfg.freqOptions.findIndex((f) => f.toLowerCase().replace(/[^a-z]/g, '') === freqKey);

  const c: Case = {
    legal: { text: legal }, dba: { text: dbaText }, entity: { chosen, other }, industry: { text: up(kind) },
    taxId: { text: taxText, comb: taxDigits }, taxIdKind: taxKind,
    start: startIso ? { text: dateLine(r, startIso, cfg.dateOrder, true), comb: dateComb(startIso, cfg.dateOrder) } : { text: r.pick(BLANKS) }, years,
    street: up(`${r.int(100, 9999)} ${r.pick(P.STREETS)}${r.chance(0.3) ? ` Unit ${r.int(1, 30)}` : ''}`), city: up(place[0]),
    region: { text: regionText }, postal: { text: postal, comb: postal.replace(' ', '') }, phone: phone(r, ca ? '905' : place[2]),
    email: `info@${base.toLowerCase().replace(/[^a-z]/g, '')}.com`, website: r.chance(0.5) ? `www.${base.toLowerCase().replace(/[^a-z]/g, '')}.com` : r.pick(BLANKS),
    stateOfInc: r.pick(ca ? ['ON', 'Federal (CBCA)', 'BC', 'AB'] : ['DE', 'NV', 'WY', place[1]]),
    amount: { text: money(r, amountN) },
    payment: payPrinted ? { text: money(r, paymentN, true) } : { text: cfg.payment ? r.pick(BLANKS) : '' },
    numPayments: payPrinted ? { text: String(nPay) } : { text: '' },
    freq: payPrinted && freqIdx >= 0 ? { chosen: freqIdx } : null,
    use: r.pick(P.USES), monthly: money(r, r.int(25, 300) * 1000), annual: money(r, r.int(300, 3000) * 1000),
    bank: rd.pick(ca ? P.BANKS_CA : P.BANKS_US), routing: ca ? `${rd.digits(5)}-${rd.digits(3)}` : `0${rd.digits(8)}`, account: rd.digits(rd.int(9, 12)),
    landlord: `${rd.pick(P.FIRST)} ${rd.pick(P.LAST)} Properties`, landlordPhone: phone(rd, place[2]), rent: money(rd, rd.int(15, 90) * 100),
    refs: [[rd.pick(P.SUPPLIERS), phone(rd, '800')], [rd.pick(P.SUPPLIERS), phone(rd, '888')]],
    iso: [`${rd.pick(P.FIRST)} ${rd.pick(P.LAST)}`, phone(rd, '212'), `ISO-${rd.digits(4)}`],
    funders: Array.from({ length: rd.int(0, 2) }, () => [rd.pick(P.FUNDERS), money(rd, rd.int(5, 60) * 1000), money(rd, rd.int(150, 900))]),
    signDate: dateLine(rd, isoDate(rd, 2025, 2025), cfg.dateOrder, false), owners,
  };

  // Quirks: a wrong value crossed out with the right one beside it, a value written in the margin with an arrow.
  if (rq.chance(0.45)) c.amount.struck = money(rq, amountN + rq.pick([-10000, 10000, 25000, -5000]));
  if (startIso && rq.chance(0.25)) c.start.struck = dateLine(rq, isoDate(rq, 1998, 2023), cfg.dateOrder, false);
  if (rq.chance(0.25)) c.entity.struck = (chosen + 1 + rq.int(0, opts.length - 3)) % (opts.length - 1);
  if (rq.chance(0.25)) owners[0]!.ownership.struck = String(applicants[0]!.ownership! >= 60 ? applicants[0]!.ownership! - 20 : applicants[0]!.ownership! + 10);
  const arrowAt = rq.weighted([['none', 5], ['start', 1], ['amount', 1], ['industry', 1]] as const);
  if (arrowAt === 'start' && startIso) c.start.arrow = true;
  if (arrowAt === 'amount') c.amount.arrow = true;
  if (arrowAt === 'industry') c.industry.arrow = true;

  const truth: TruthApplication = {
    trade_name: trade, legal_name: legal, type_of_entity: ent, industry: indId,
    business_tax_id: taxDigits, business_tax_id_country: cfg.country, business_tax_id_type: taxKind,
    state_region: place[1], country: ca ? 'Canada' : 'United States', requested_amount: amountN,
    requested_payment: payPrinted ? paymentN : null, number_of_payments: payPrinted ? nPay : null,
    payment_frequency: payPrinted ? FREQ[freqKey]! : null, business_start_date: startIso, applicants,
  };
  return { c, truth };
}
