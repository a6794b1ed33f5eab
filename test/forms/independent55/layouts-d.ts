// Layout 7: Sable Creek Equipment Finance: a landscape first page in three independent columns (business | principal
// | co-applicant / guarantor), captions under the rules, states in full, ownership as a decimal, then a portrait
// second page of terms with the third owner, trade references and signatures.
import type { TruthApplicant, TruthApplication } from '../generator/truth.ts';
import type { Rng } from '../../statements/generator/prng.ts';
import { decimal, fullName, mdy, money, my, type Merchant } from './data.ts';
import { advances, bizTruth, equipmentTerms, isoRep, legal, mask, ownerTruth } from './common.ts';
import type { Sheet } from './draw.ts';

export function sableCreek(s: Sheet, m: Merchant, r: Rng): TruthApplication {
  const F = 'Sable Creek Equipment Finance';
  equipmentTerms(m, r);
  s.page(true);
  s.typeFont = r.pick(['Courier', 'Helvetica']);
  s.typeSize = 7.5;
  s.text(24, 16, 'SABLE CREEK', 14, 'Helvetica-Bold');
  s.text(24, 32, 'EQUIPMENT FINANCE  -  Credit Application & Personal Guaranty', 7, 'Helvetica-Bold');
  s.text(520, 18, 'Credit line: (800) 555-0187  |  apps@sablecreek-ef.example', 6);
  const cols = [24, 276, 528], W = 240;
  s.band(cols[0]!, 46, W, '1  BUSINESS', 6.5, 9);
  s.band(cols[1]!, 46, W, '2  PRINCIPAL', 6.5, 9);
  s.band(cols[2]!, 46, W, '3  CO-APPLICANT / GUARANTOR', 6.5, 9);
  const y = (i: number): number => 76 + i * 22;
  const A = cols[0]!, o0 = m.owners[0]!, trade = r.chance(0.85);
  s.under(A, y(0), W, '1a  Legal name', m.legal, 's1a');
  s.under(A, y(1), W, '1b  Trade name / DBA', trade ? m.dba ?? 'N/A' : null, 's1b');
  s.under(A, y(2), W, '1c  Street', m.place.street, 's1c');
  s.under(A, y(3), W * 0.42, '1d  City', m.place.city, 's1d');
  s.under(A + W * 0.42, y(3), W * 0.36, '1e  State', m.place.stateName, 's1e');
  s.under(A + W * 0.78, y(3), W * 0.22, '1f  ZIP', m.place.zip, 's1f');
  s.under(A, y(4), W * 0.5, m.ein ? '1g  Federal EIN' : '1g  SSN (sole proprietor)', m.ein ?? o0.ssn, 's1g');
  s.under(A + W * 0.5, y(4), W * 0.5, '1h  Established (MM/YYYY)', my(m.start), 's1h');
  s.under(A, y(5), W * 0.5, '1i  Business structure', m.entityText, 's1i');
  s.under(A + W * 0.5, y(5), W * 0.5, '1j  State of organization', m.incState, 's1j', true);
  s.under(A, y(6), W, '1k  Type of business', m.industryText, 's1k');
  s.under(A, y(7), W * 0.5, '1l  Phone', m.phone, 's1l', true);
  s.under(A + W * 0.5, y(7), W * 0.5, '1m  Years at location', String(r.int(1, 11)), 's1m', true);
  const scoreAsked = r.chance(0.4);
  const owners: TruthApplicant[] = [];
  for (let i = 0; i < 2; i++) {
    const o = m.owners[i], x = cols[i + 1]!, n = i + 2, masked = mask(r, o, 0.25);
    s.under(x, y(0), W * 0.66, `${n}a  Name`, o ? fullName(o) : null, `s${n}a`);
    s.under(x + W * 0.66, y(0), W * 0.34, `${n}b  Title`, o?.title ?? null, `s${n}b`);
    s.under(x, y(1), W * 0.5, `${n}c  Ownership % (decimal)`, o ? decimal(o.pct) : null, `s${n}c`);
    s.under(x + W * 0.5, y(1), W * 0.5, `${n}d  Date of birth`, o ? mdy(o.dob) : null, `s${n}d`);
    s.under(x, y(2), W * 0.6, `${n}e  SSN (no dashes)`, o ? (masked ? `XXXXX${o.ssn.slice(5)}` : o.ssn) : null, `s${n}e`);
    s.under(x + W * 0.6, y(2), W * 0.4, `${n}f  Credit score`, o && scoreAsked ? String(o.score) : null, `s${n}f`);
    s.under(x, y(3), W, `${n}g  Residence address`, o?.home.street ?? null, `s${n}g`, true);
    s.under(x, y(4), W * 0.42, `${n}h  City`, o?.home.city ?? null, `s${n}h`, true);
    s.under(x + W * 0.42, y(4), W * 0.36, `${n}i  State`, o?.home.stateName ?? null, `s${n}i`, true);
    s.under(x + W * 0.78, y(4), W * 0.22, `${n}j  ZIP`, o?.home.zip ?? null, `s${n}j`, true);
    s.under(x, y(5), W * 0.5, `${n}k  Mobile`, o?.cell ?? null, `s${n}k`, true);
    s.under(x + W * 0.5, y(5), W * 0.5, `${n}l  Years at residence`, o ? String(r.int(1, 11)) : null, `s${n}l`, true);
    if (o) owners.push(ownerTruth(o, { masked, score: scoreAsked, dob: true, pct: true }));
  }
  const yq = y(8) + 4;
  s.band(A, yq, 744, '4  TRANSACTION', 6.5, 9);
  const q = yq + 32, pay = r.chance(0.65);
  s.under(A, q, 180, '4a  Vendor', m.vendor.name, 's4a', true);
  s.under(A + 180, q, 230, '4b  Equipment', m.vendor.equipment, 's4b', true);
  s.under(A + 410, q, 100, '4c  Invoice total', money(m.vendor.cost, true), 's4c', true);
  s.under(A + 510, q, 90, '4d  Cash down', money(m.vendor.down), 's4d', true);
  s.under(A + 600, q, 144, '4e  Amount requested', money(m.amount), 's4e');
  s.under(A, q + 26, 110, '4f  Term (no. of payments)', String(m.payments), 's4f');
  s.under(A + 110, q + 26, 120, '4g  Payment amount', pay ? money(m.payment, true) : null, 's4g');
  s.text(A + 240, q + 16, '4h  Payments:', 6);
  s.check(A + 290, q + 15, 'Monthly', true, 's4h_m', 6);
  s.check(A + 330, q + 15, 'Quarterly', false, 's4h_q', 6);
  s.check(A + 376, q + 15, 'Annual', false, 's4h_a', 6);
  s.under(A + 420, q + 26, 160, '4i  Bank (operating account)', m.bank.name, 's4i', true);
  s.under(A + 580, q + 26, 164, '4j  Account no.', m.bank.account, 's4j', true);
  advances(s, m, A, q + 36, 360, '5  EQUIPMENT LOANS / LEASES / ADVANCES OUTSTANDING');
  isoRep(s, m, A + 384, q + 64, 360, true);
  s.para(A + 384, q + 76, 360, 'By signing page 2 the Principal and each Co-Applicant / Guarantor certify the information on this page and give the authorizations and the personal guaranty stated there.', 5.8);
  s.text(A, 596, `SCEF-CA 2024.2   ${F}   Page 1 of 2   -   continue on page 2`, 5.5);

  s.page(false);
  const X = 40, PW = 532;
  s.band(X, 36, PW, '6  ADDITIONAL CO-APPLICANT / GUARANTOR (third owner, if any)', 6.5, 9);
  const o3 = m.owners[2], m3 = mask(r, o3, 0.25);
  s.under(X, 70, PW * 0.36, '6a  Name', o3 ? fullName(o3) : null, 's6a');
  s.under(X + PW * 0.36, 70, PW * 0.16, '6b  Title', o3?.title ?? null, 's6b');
  s.under(X + PW * 0.52, 70, PW * 0.14, '6c  Ownership (decimal)', o3 ? decimal(o3.pct) : null, 's6c');
  s.under(X + PW * 0.66, 70, PW * 0.18, '6d  SSN (no dashes)', o3 ? (m3 ? `XXXXX${o3.ssn.slice(5)}` : o3.ssn) : null, 's6d');
  s.under(X + PW * 0.84, 70, PW * 0.16, '6e  Date of birth', o3 ? mdy(o3.dob) : null, 's6e');
  if (o3) owners.push(ownerTruth(o3, { masked: m3, score: false, dob: true, pct: true }));
  s.band(X, 90, PW, '7  TRADE REFERENCES', 6.5, 9);
  m.refs.forEach((f, i) => {
    s.under(X + i * 266, 122, 170, `7${'ab'[i]}  Company`, f.name, `s7${i}`, true);
    s.under(X + i * 266 + 170, 122, 90, 'Phone', f.phone, `s7${i}p`, true);
  });
  s.band(X, 140, PW, '8  TERMS, AUTHORIZATIONS AND PERSONAL GUARANTY', 6.5, 9);
  const yl = s.para(X, 154, PW, legal(F, r, 16), 6);
    for (let i = 0; i < 3; i++) {
    const yy = yl + 30 + i * 34;
    s.signature(X, yy, 200, ['Principal signature', 'Co-applicant / guarantor signature', 'Additional guarantor signature'][i]!);
    s.under(X + 220, yy, 160, 'Print name', null, `s9_${i}_n`);
    s.under(X + 390, yy, 90, 'Date', null, `s9_${i}_d`);
  }
  s.text(X, 770, `SCEF-CA 2024.2   ${F}   Page 2 of 2`, 5.5);
  const t = bizTruth(m, { trade, start: 'month', amount: true, payment: pay, payments: true, freq: true });
  t.applicants = owners;
  return t;
}
