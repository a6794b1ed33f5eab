// Motor City Commercial Capital (Troy, MI) and Financement Commercial Mont-Royal (Montreal, QC).
import type { Rng } from '../../statements/generator/prng.ts';
import type { Form } from './form.ts';
import { fmt, type Merchant } from './merchant.ts';
import { T, O, ownerName, ownerTax, bizTax } from './parts.ts';

const dash = (iso: string): string => `${iso.slice(5, 7)}-${iso.slice(8, 10)}-${iso.slice(0, 4)}`;

/** A carbon-set form (FORM MC-100) re-keyed in 2011: ALL CAPS boxes, bracket checkboxes typed over with X. */
export function motorCity(f: Form, m: Merchant, r: Rng): void {
  const L = 26, R = 586, C = 'Courier', CB = 'Courier-Bold';
  const cell = (label: string, x: number, y: number, w: number): number => {
    f.rect(x, y, w, 22, { width: 0.8 });
    f.text(label, x + 2, y + 2, { size: 6, font: CB });
    return x + 4;
  };
  const v = (y: number): number => y + 11;
  f.text('MOTOR CITY COMMERCIAL CAPITAL CO.', L, 22, { size: 12, font: CB });
  f.text('2855 COOLIDGE HWY. - TROY, MICHIGAN 48084 - (248) 555-0166', L, 37, { size: 7, font: C });
  f.rect(R - 150, 18, 150, 26, { width: 1.2 });
  f.text('FORM MC-100  REV. 3/98\nRETYPED 6/2011', R - 146, 22, { size: 7, font: C, w: 142 });
  f.text('APPLICATION FOR WORKING CAPITAL - PLEASE TYPE OR PRINT CLEARLY IN INK', L, 52, { size: 8, font: CB });
  let y = 66;
  f.value('legal', m.legal, cell('1. FULL LEGAL NAME OF BUSINESS', L, y, 340), v(y), { fields: T.legal(m) });
  f.value('dba', m.dbaWritten, cell('2. TRADE NAME (D.B.A.)', L + 340, y, R - L - 340), v(y), { fields: T.trade(m) }); y += 22;
  f.value('street', m.street, cell('3. STREET ADDRESS', L, y, 230), v(y));
  f.value('city', m.city, cell('CITY', L + 230, y, 130), v(y));
  f.value('state', m.stateName.toUpperCase(), cell('STATE', L + 360, y, 100), v(y), { fields: T.state(m) });
  f.value('zip', m.zip, cell('ZIP CODE', L + 460, y, R - L - 460), v(y)); y += 22;
  f.value('phone', fmt.phoneDots(m.phone), cell('4. TELEPHONE', L, y, 120), v(y));
  f.value('taxid', bizTax(m), cell(m.taxIdType === 'EIN' ? '5. FEDERAL EMPLOYER I.D. NO.' : '5. TAX I.D. NO. (SSN)', L + 120, y, 150), v(y), { fields: T.tax(m) });
  f.value('start', dash(m.start), cell('6. DATE BUSINESS OPENED', L + 270, y, 120), v(y), { fields: T.start(m) });
  f.value('industry', m.industryText, cell('7. KIND OF BUSINESS', L + 390, y, R - L - 390), v(y), { fields: T.industry(m) }); y += 26;
  f.text('8. BUSINESS IS A:', L, y, { size: 7, font: CB });
  let x = L + 84;
  const opts: [string, string][] = [['CORPORATION', 'c_corporation'], ['SUBCHAPTER S', 's_corporation'], ['L.L.C.', 'llc'], ['PARTNERSHIP', 'general_partnership'], ['SOLE PROPRIETORSHIP', 'sole_proprietorship']];
  for (const [label, id] of opts) x = f.check('entity', label, m.entity === id, x, y, { size: 7, bracket: true, fields: T.entity(m) });
  x = f.check('entity_other', 'OTHER:', false, x, y, { size: 7, bracket: true });
  if (!opts.some(([, id]) => id === m.entity)) f.value('entity', m.entityLabel, x - 4, y - 1, { fields: T.entity(m), size: 7 });
  f.line(x - 4, y + 8, R, y + 8); y += 16;
  f.value('amount', fmt.money(m.amount, false), cell('9. AMOUNT REQUESTED', L, y, 130), v(y), { fields: T.amount(m) });
  const term = r.chance(0.6);
  f.value('count', term ? String(m.numPayments) : '', cell('10. TERM (NO. OF PAYMENTS)', L + 130, y, 140), v(y), { fields: T.count(m) });
  f.decoy('sales', fmt.money(m.monthlySales, false), cell('11. AVG. MONTHLY DEPOSITS', L + 270, y, 140), v(y));
  f.value('employees', String(m.employees), cell('12. NO. EMPLOYEES', L + 410, y, R - L - 410), v(y)); y += 26;
  f.text('13. REPAYMENT:', L, y, { size: 7, font: CB });
  x = L + 84;
  for (const [label, id] of [['DAILY', 'daily'], ['WEEKLY', 'weekly'], ['BI-WEEKLY', 'biweekly'], ['MONTHLY', 'monthly']] as const) {
    x = f.check('freq', label, term && m.frequency === id, x, y, { size: 7, bracket: true, fields: T.freq(m) });
  }
  y += 16;
  for (let i = 0; i < m.owners.length; i++) {
    const o = m.owners[i]!;
    const col = i % 2, ox = L + col * ((R - L) / 2), w = (R - L) / 2;
    if (col === 0 && i > 0) y += 112;
    let oy = y;
    f.rect(ox, oy, w, 12, { fill: '#e6e6e6', width: 0.8 });
    f.text(`OFFICER / OWNER NO. ${i + 1}`, ox + 3, oy + 3, { size: 7, font: CB }); oy += 12;
    f.value(`owner${i}_first`, o.first, cell('FIRST NAME', ox, oy, w * 0.42), v(oy), { fields: { [`applicants[${i}].first_name`]: o.first } });
    f.value(`owner${i}_mi`, o.middle ?? '', cell('M.I.', ox + w * 0.42, oy, w * 0.1), v(oy));
    f.value(`owner${i}_last`, o.last, cell('LAST NAME', ox + w * 0.52, oy, w * 0.48), v(oy), { fields: { [`applicants[${i}].last_name`]: o.last } }); oy += 22;
    f.value(`owner${i}_title`, o.title, cell('TITLE', ox, oy, w * 0.6), v(oy), { fields: O.role(i, o) });
    f.value(`owner${i}_pct`, `${o.pct}%`, cell('PERCENT OWNED', ox + w * 0.6, oy, w * 0.4), v(oy), { fields: O.pct(i, o) }); oy += 22;
    f.value(`owner${i}_ssn`, ownerTax(o, 'US'), cell('SOC. SEC. NO.', ox, oy, w * 0.5), v(oy), { fields: O.tax(i, o, 'US') });
    f.value(`owner${i}_dob`, dash(o.dob), cell('DATE OF BIRTH', ox + w * 0.5, oy, w * 0.5), v(oy), { fields: O.dob(i, o) }); oy += 22;
    f.decoy(`owner${i}_home`, `${o.home}, ${o.homeCity.toUpperCase()}`, cell('RESIDENCE ADDRESS', ox, oy, w * 0.65), v(oy), { size: 6.5 });
    f.value(`owner${i}_fico`, o.credit === null ? '' : String(o.credit), cell('CREDIT SCORE (IF KNOWN)', ox + w * 0.65, oy, w * 0.35), v(oy), { fields: O.credit(i, o) });
  }
  y += 112;
  f.decoy('bank', m.bank.name, cell('14. DEPOSITORY BANK', L, y, 200), v(y));
  f.decoy('routing', m.bank.routing, cell('TRANSIT / ABA', L + 200, y, 140), v(y));
  f.decoy('account', m.bank.account, cell('ACCOUNT NO.', L + 340, y, R - L - 340), v(y)); y += 22;
  f.decoy('landlord', m.rent ? m.landlord.name : '', cell('15. LANDLORD (IF LEASED)', L, y, 280), v(y));
  f.decoy('rent', m.rent ? fmt.money(m.rentAmount, false) : '', cell('MONTHLY RENT', L + 280, y, 120), v(y));
  f.decoy('rep', m.rep.name, cell('SALESMAN', L + 400, y, R - L - 400), v(y)); y += 28;
  f.text('THE UNDERSIGNED CERTIFIES THAT THE ABOVE INFORMATION IS TRUE AND CORRECT AND AUTHORIZES MOTOR CITY COMMERCIAL CAPITAL CO. ' +
    'AND ANY ASSIGNEE TO OBTAIN CREDIT REPORTS AND MAKE SUCH INQUIRIES AS IT DEEMS NECESSARY. WHITE COPY - OFFICE / YELLOW COPY - MERCHANT.',
  L, y, { size: 5.5, font: C, w: R - L }); y += 24;
  f.line(L, y + 10, L + 250, y + 10); f.line(L + 300, y + 10, R, y + 10);
  f.text('SIGNATURE OF OFFICER / OWNER', L, y + 12, { size: 6, font: C }); f.text('DATE', L + 300, y + 12, { size: 6, font: C });
}

/** Montreal: a bilingual typed form, BN with program account, SIN, PIPEDA / Loi 25 consent, ISO dates. */
export function montRoyal(f: Form, m: Merchant, r: Rng): void {
  const L = 30, R = 582, C = 'Courier', CB = 'Courier-Bold', s = 7.5;
  f.text('FINANCEMENT COMMERCIAL MONT-ROYAL INC.', L, 24, { size: 12, font: CB, w: R - L, align: 'center' });
  f.text('MONT-ROYAL COMMERCIAL FUNDING', L, 39, { size: 9, font: C, w: R - L, align: 'center' });
  f.text('4270, boul. Saint-Laurent, bureau 300, Montreal (Quebec) H2W 1Z5 - 514 555-0133', L, 51, { size: 7, font: C, w: R - L, align: 'center' });
  f.text("DEMANDE D'AVANCE DE FONDS / MERCHANT CASH ADVANCE APPLICATION", L, 66, { size: 8.5, font: CB, w: R - L, align: 'center' });
  f.line(L, 78, R, 78, 1);
  let y = 86;
  const sec = (t: string): void => { f.text(t, L, y, { size: 8, font: CB }); f.line(L, y + 9, R, y + 9, 0.4); y += 14; };
  const bl = (label: string, x: number, w: number): number => f.blank(label, x, y, w, { size: s });
  sec('1. ENTREPRISE / BUSINESS');
  f.value('legal', m.legal, bl('RAISON SOCIALE / LEGAL NAME:', L, R), y - 1, { fields: T.legal(m) }); y += 14;
  f.value('dba', m.dbaWritten, bl('NOM COMMERCIAL (O/A) / OPERATING NAME:', L, R), y - 1, { fields: T.trade(m) }); y += 14;
  f.value('taxid', bizTax(m, r.chance(0.4)), bl("NO D'ENTREPRISE (NE) / BUSINESS NUMBER (BN):", L, 360), y - 1, { fields: T.tax(m) });
  f.decoy('neq', `11${r.digits(8)}`, bl('NEQ:', 366, R), y - 1); y += 14;
  f.value('start', m.start, bl('DEBUT DES ACTIVITES / BUSINESS START (AAAA-MM-JJ):', L, 360), y - 1, { fields: T.start(m) });
  f.value('employees', String(m.employees), bl('EMPLOYES / EMPLOYEES:', 366, R), y - 1); y += 15;
  f.text('FORME JURIDIQUE / LEGAL FORM (COCHER / CHECK ONE):', L, y, { size: s }); y += 11;
  let x = L + 12;
  const opts: [string, string][] = [['Societe par actions / Corporation', 'ca_corporation'], ['Entreprise individuelle / Sole Proprietorship', 'sole_proprietorship'], ['S.E.N.C. / Partnership', 'general_partnership']];
  for (const [label, id] of opts) x = f.check('entity', label, m.entity === id, x, y, { size: 7, fields: T.entity(m) }) + 8;
  y += 15;
  f.value('street', m.street, bl('ADRESSE / ADDRESS:', L, 330), y - 1);
  f.value('city', m.city, bl('VILLE / CITY:', 336, R), y - 1); y += 14;
  const prov = r.pick(['QC', 'Quebec', 'QUEBEC']);
  f.value('state', prov, bl('PROVINCE:', L, 200), y - 1, { fields: T.state(m) });
  f.value('zip', m.zip, bl('CODE POSTAL / POSTAL CODE:', 206, 360), y - 1);
  f.value('phone', `${m.phone.slice(0, 3)} ${m.phone.slice(3, 6)}-${m.phone.slice(6)}`, bl('TEL.:', 366, R), y - 1); y += 14;
  f.value('industry', m.industryText, bl("SECTEUR D'ACTIVITE / TYPE OF BUSINESS:", L, 360), y - 1, { fields: T.industry(m) });
  f.value('web', m.website ?? '', bl('WEB:', 366, R), y - 1); y += 18;
  sec('2. DEMANDE / REQUEST');
  f.value('amount', `${m.amount.toLocaleString('en-US').replace(/,/g, ' ')} $`, bl('MONTANT DEMANDE / AMOUNT REQUESTED (CAD):', L, 330), y - 1, { fields: T.amount(m) });
  f.value('use', m.useOfFunds, bl('UTILISATION / USE OF FUNDS:', 336, R), y - 1); y += 14;
  f.decoy('sales', `${m.monthlySales.toLocaleString('en-US').replace(/,/g, ' ')} $`, bl('VENTES MENSUELLES / MONTHLY SALES:', L, 330), y - 1); y += 18;
  sec('3. PROPRIETAIRES / OWNERS (20 % +)');
  m.owners.forEach((o, i) => {
    f.value(`owner${i}_name`, ownerName(o), bl(`${i + 1}) NOM / NAME:`, L, 330), y - 1, { fields: O.name(i, o) });
    f.value(`owner${i}_title`, o.title, bl('TITRE / TITLE:', 336, R), y - 1, { fields: O.role(i, o) }); y += 13;
    f.value(`owner${i}_pct`, `${o.pct} %`, bl('   % PROPRIETE / OWNERSHIP:', L, 200), y - 1, { fields: O.pct(i, o) });
    f.value(`owner${i}_sin`, ownerTax(o, 'CA'), bl('NAS / SIN:', 206, 360), y - 1, { fields: O.tax(i, o, 'CA') });
    f.value(`owner${i}_dob`, o.dob, bl('NAISSANCE / DOB:', 366, R), y - 1, { fields: O.dob(i, o) }); y += 13;
    f.decoy(`owner${i}_home`, `${o.home}, ${o.homeCity}`, bl('   DOMICILE / HOME ADDRESS:', L, R), y - 1); y += 16;
  });
  sec('4. BANQUE / BANK  -  AVANCES EXISTANTES / EXISTING ADVANCES');
  f.decoy('bank', m.bank.name, bl('INSTITUTION:', L, 230), y - 1);
  f.decoy('routing', m.bank.routing, bl('TRANSIT:', 236, 380), y - 1);
  f.decoy('account', m.bank.account, bl('FOLIO / ACCOUNT:', 386, R), y - 1); y += 14;
  for (let i = 0; i < 2; i++) {
    const a = m.advances[i];
    f.decoy(`adv${i}`, a?.funder ?? '', bl(`PRETEUR / FUNDER ${i + 1}:`, L, 300), y - 1);
    f.decoy(`adv${i}_bal`, a ? `${a.balance.toLocaleString('en-US').replace(/,/g, ' ')} $` : '', bl('SOLDE / BALANCE:', 306, R), y - 1); y += 14;
  }
  y += 6;
  f.text('CONSENTEMENT / CONSENT (LPRPDE / PIPEDA; Loi 25): Le(s) soussigne(s) autorise(nt) Financement Commercial Mont-Royal inc. et ses ' +
    'partenaires de financement a obtenir des rapports de credit et a verifier les renseignements fournis. The undersigned consent(s) to the ' +
    'collection, use and disclosure of personal information, including credit reports, for the purpose of evaluating this application.',
  L, y, { size: 5.5, font: C, w: R - L }); y += 34;
  f.line(L, y + 10, L + 240, y + 10); f.line(L + 300, y + 10, R, y + 10);
  f.text('SIGNATURE', L, y + 12, { size: 6, font: C }); f.text('DATE (AAAA-MM-JJ)', L + 300, y + 12, { size: 6, font: C });
  f.decoy('rep', m.rep.name, f.blank('REPRESENTANT / AGENT:', L, Math.min(y + 30, 740), 300, { size: 6 }), Math.min(y + 30, 740) - 1, { size: 7 });
  f.text('FCMR-01 (2004, rev. 2022)', R - 110, 765, { size: 5.5, font: C });
}
