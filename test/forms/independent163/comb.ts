// Layout "boxwell": Boxwell Capital Partners' block-capitals form, one letter per box (comb fields) for names and
// numbers; tax IDs and dates are bare digits whose meaning is in the label (EIN/SSN boxes, MMDDYYYY hints).
import type { Rng } from '../../statements/generator/prng.ts';
import type { List, Value } from './draw.ts';
import { ENTITY_BOXES, type Country } from './data.ts';
import { bankRows, cc, consent, landlordRow, signature, type Ctx } from './parts.ts';
import { fAmount, fDob, fEntity, fFirst, fIndustry, fLast, fLegal, fDba, fOwnerTax, fPct, fRole, fScore, fStart, fState, fTax, makeMerchant,
  otherName, type Merchant } from './model.ts';

const mmddyyyy = (t: { y: number; m: number; d: number }) => `${String(t.m).padStart(2, '0')}${String(t.d).padStart(2, '0')}${t.y}`;

function fits(m: Merchant): boolean {
  return m.legal.length <= 34 && m.dba.length <= 34 && m.entityText.length <= 24 && m.owners.every((o) => o.last.length <= 18 && o.first.length <= 14 && o.role.length <= 16);
}

export function combMerchant(rng: Rng, country: Country): Merchant {
  for (let k = 0; ; k++) {
    const m = makeMerchant(rng.fork(`m${k}`), { country, owners: [1, 3], entity: 'box', upper: true });
    if (fits(m)) return m;
  }
}

export function drawComb(c: Ctx): void {
  const { s, rng, m } = c;
  const ca = m.country === 'CA';
  /** Caption above, cells below. */
  const cb = (list: List | null, key: string, cap: string, text: string, x: number, y: number, cells: number, f: Record<string, Value> = {}, lbl?: string, cw = 12, hints?: string) => {
    s.label(cap, x, y, { size: 6.5, bold: true });
    return s.comb(list, key, text, x, y + 8, cells, f, lbl ?? cap, cw, hints);
  };
  s.newPage();
  s.label('BOXWELL CAPITAL PARTNERS', 36, 30, { size: 16, bold: true });
  s.label('Merchant Funding Application  |  PLEASE PRINT IN BLOCK CAPITALS, ONE LETTER PER BOX, BLACK OR BLUE INK', 36, 50, { size: 7.5 });
  s.label(`Form BCP-7 rev. 2/24  ${ca ? '(Canada)' : ''}`, 470, 34, { size: 6.5, gray: 0.4 });
  let y = 68;
  s.band('SECTION A  -  BUSINESS INFORMATION', 36, y, 540);
  y += 20;
  cb('field', 'legal_name', 'LEGAL BUSINESS NAME', m.legal, 36, y, 34, fLegal(m));
  y += 32;
  const dbaCap = cc(m.country, 'DBA / TRADE NAME (IF DIFFERENT)', 'OPERATING NAME (O/A)');
  const hasDba = rng.chance(0.85);
  cb(hasDba ? 'field' : null, 'trade_name', dbaCap, hasDba ? m.dba : '', 36, y, 34, fDba(m));
  y += 32;
  s.label('ENTITY TYPE (CHECK ONE)', 36, y, { size: 6.5, bold: true });
  let x = 36;
  for (const [lbl] of ENTITY_BOXES[m.country]) {
    const on = m.entityMode === 'box' && lbl.toUpperCase() === m.entityText;
    x = s.check(on ? 'field' : null, 'entity', lbl.toUpperCase(), x, y + 11, on, on ? fEntity(m) : {});
  }
  const other = m.entityMode === 'other';
  x = s.check(null, 'entity', 'OTHER (SPECIFY):', 36, y + 29, other);
  s.comb(other ? 'field' : null, 'entity_other', other ? m.entityText : '', x, y + 25, 24, other ? fEntity(m) : {}, 'OTHER', 12);
  y += 48;
  if (ca) {
    cb('field', 'tax_id', 'BUSINESS NUMBER (BN) + PROGRAM ACCOUNT', m.taxId, 36, y, 15, fTax(m), 'BUSINESS NUMBER (BN) + PROGRAM ACCOUNT', 12, '#########PP####');
  } else {
    cb('field', 'tax_id', 'FEDERAL TAX ID', m.taxId, 36, y, 9, fTax(m), m.taxType);
    s.check(null, 'tax_kind', 'EIN', 150, y + 12, m.taxType === 'EIN');
    s.check(null, 'tax_kind', 'SSN (SOLE PROP.)', 185, y + 12, m.taxType === 'SSN');
  }
  cb('decoy', 'state_of_incorporation', cc(m.country, 'STATE OF INC.', 'PROV. OF INC.'), m.incState, 300, y, 2, {}, undefined, 14);
  cb('field', 'start_date', 'BUSINESS START DATE', mmddyyyy(m.start), 380, y, 8, fStart(m), 'MMDDYYYY', 14, 'MMDDYYYY');
  y += 36;
  cb(null, 'street', 'PHYSICAL ADDRESS (NO P.O. BOX)', m.street.toUpperCase(), 36, y, 34);
  y += 32;
  cb(null, 'city', 'CITY', m.city.toUpperCase(), 36, y, 18);
  cb('field', 'state', cc(m.country, 'STATE', 'PROV.'), m.state, 270, y, 2, fState(m), undefined, 14);
  cb(null, 'zip', cc(m.country, 'ZIP', 'POSTAL CODE'), m.zip, 320, y, ca ? 7 : 5, {}, undefined, 14);
  y += 32;
  cb(null, 'phone', 'BUSINESS PHONE', m.phone.replace(/\D/g, ''), 36, y, 10);
  cb('field', 'industry', 'TYPE OF BUSINESS', m.industryText, 180, y, 26, fIndustry(m));
  y += 38;
  s.band('SECTION B  -  FUNDING REQUEST AND BANKING', 36, y, 540);
  y += 20;
  cb('field', 'requested_amount', 'AMOUNT REQUESTED ($, WHOLE DOLLARS)', String(m.amount).padStart(7, ' '), 36, y, 7, fAmount(m), undefined, 14);
  s.write(null, 'use_of_funds', rng.pick(['INVENTORY', 'PAYROLL', 'EQUIPMENT REPAIR', 'EXPANSION', 'WORKING CAPITAL']), s.line('USE OF FUNDS', 200, y + 8, 376));
  y += 36;
  y = bankRows(c, y);
  y = landlordRow(c, y + 4, rng.chance(0.3));
  s.label('PAGE 1 OF 2', 520, 760, { size: 6.5, gray: 0.4 });

  s.newPage();
  s.label('BOXWELL CAPITAL PARTNERS  -  MERCHANT FUNDING APPLICATION (CONT.)', 36, 30, { size: 10, bold: true });
  y = 50;
  m.owners.forEach((o, i) => {
    s.band(`SECTION C${i + 1}  -  OWNER / GUARANTOR ${i + 1}`, 36, y, 540);
    y += 18;
    cb('field', `owner${i}.last`, 'LAST NAME', o.last, 36, y, 18, fLast(i, o), undefined, 13);
    cb('field', `owner${i}.first`, 'FIRST NAME', o.first, 284, y, 14, fFirst(i, o), undefined, 13);
    cb(null, `owner${i}.mi`, 'M.I.', o.mi ?? '', 476, y, 1, {}, undefined, 13);
    y += 32;
    cb('field', `owner${i}.role`, 'TITLE', o.role, 36, y, 16, fRole(i, o), undefined, 13);
    cb('field', `owner${i}.pct`, 'OWNERSHIP %', String(o.pct).padStart(3, ' '), 256, y, 3, fPct(i, o), undefined, 13);
    cb('field', `owner${i}.ssn`, ca ? 'SIN' : 'SSN / ITIN', o.tax, 316, y, 9, fOwnerTax(i, o), undefined, 13);
    y += 32;
    cb('field', `owner${i}.dob`, 'DATE OF BIRTH', mmddyyyy(o.dob), 36, y, 8, fDob(i, o), 'MMDDYYYY', 13, 'MMDDYYYY');
    const score = rng.chance(0.7);
    cb(score ? 'field' : null, `owner${i}.score`, 'EST. CREDIT SCORE', score ? String(o.score) : '', 160, y, 3, fScore(i, o), undefined, 13);
    s.write('decoy', `owner${i}.home`, o.home.toUpperCase(), s.line('HOME ADDRESS', 220, y + 8, 356));
    y += 40;
  });
  s.band('FOR ISO / BROKER USE ONLY', 36, y, 540);
  y += 18;
  s.write('decoy', 'iso_rep', otherName(rng).toUpperCase(), s.line('ISO REP', 36, y, 250));
  s.label('REP CODE', 300, y + 6, { size: 6.5, bold: true });
  s.comb('decoy', 'iso_code', rng.alnum(6), 340, y, 6, {}, 'REP CODE', 12);
  y += 30;
  y = consent(c, y);
  signature(c, 36, y, 1);
  s.label('PAGE 2 OF 2', 520, 760, { size: 6.5, gray: 0.4 });
}
