// Canadian brokers: Maple Ridge Merchant Finance (Ontario funder form, principals table, BN with program account,
// PIPEDA consent) and Capital Laurentien (bilingual Quebec ISO form, owners in side-by-side blocks, page 2 for more).
import type { Rng } from '../../statements/generator/prng.ts';
import type { Canvas } from './draw.ts';
import type { Merchant } from './model.ts';
import { bankBlock, bp, creditP, dobP, fmtDate, fmtMoney, FREQ_LABEL, ownerName, ownerRows, ownerTax, pct, roleP, signature } from './parts.ts';

const PIPEDA = 'Consent (PIPEDA): each undersigned consents to the collection, use and disclosure of personal information, including credit bureau reports from Equifax Canada and TransUnion Canada, for the purpose of assessing this application and ongoing account management, as described in our Privacy Policy.';

export function mapleRidge(c: Canvas, m: Merchant, r: Rng): void {
  const red = '#b91c1c', X = 40, W = 532;
  c.newPage();
  c.doc.save().polygon([X, 48], [X + 14, 22], [X + 28, 48]).fill(red).restore();
  c.text('Maple Ridge Merchant Finance', X + 36, 24, { size: 16, font: 'Helvetica-Bold', color: red });
  c.text('Business Cash Advance Application  ·  Toronto · Vancouver · Calgary', X + 36, 44, { size: 8, color: '#444' });
  c.text('Form MR-07 (rev. 2026)', 490, 24, { size: 7, color: '#666' });
  let y = 68;
  c.bar('A. BUSINESS PROFILE', X, y, W, red); y += 26;
  c.field('Legal Business Name', m.legal, X, y, 320, bp(m, 'legal'), { pos: 'above' });
  c.field('Business Number (BN)', m.taxPrinted, X + 328, y, 204, bp(m, 'tax'), { pos: 'above' }); y += 30;
  c.field('Operating Name (O/A)', m.dba ?? m.dbaFiller, X, y, 320, m.dba ? bp(m, 'dba') : 'dba_filler', { pos: 'above' });
  c.field('Date of Incorporation / Start', fmtDate(m.start, 'iso'), X + 328, y, 204, bp(m, 'start'), { pos: 'above' }); y += 30;
  c.field('Street Address', m.street, X, y, 220, 'business_street', { pos: 'above' });
  c.field('City', m.city, X + 226, y, 110, 'business_city', { pos: 'above' });
  c.field('Prov.', m.state, X + 342, y, 40, bp(m, 'state'), { pos: 'above' });
  c.field('Postal Code', m.zip, X + 388, y, 70, 'business_zip', { pos: 'above' });
  c.field('Country', 'Canada', X + 464, y, 68, bp(m, 'country'), { pos: 'above' }); y += 30;
  c.field('Industry / Type of Business', m.industryText, X, y, 260, bp(m, 'industry'), { pos: 'above' });
  c.field('Jurisdiction of Incorporation', m.incState, X + 266, y, 150, 'state_of_incorporation', { pos: 'above' });
  c.field('Telephone', m.phone, X + 422, y, 110, 'business_phone', { pos: 'above' }); y += 24;
  c.text('Legal structure:', X, y, { size: 7.5, font: 'Helvetica-Bold' });
  let cx = X + 66;
  const opts = ['Corporation', 'Partnership', 'Limited Partnership', 'ULC', 'Sole Proprietorship'];
  const hit = opts.includes(m.entityText) ? m.entityText : null;
  for (const o of opts) cx = c.check(o, cx, y - 1, o === hit, o === hit ? bp(m, 'entity') : null);
  cx = c.check('Other:', cx, y - 1, hit === null, null);
  c.line(cx - 8, y + 8, cx + 50, y + 8);
  c.val(hit === null ? m.entityText : null, cx - 8, y - 4, 58, 12, bp(m, 'entity'));
  y += 18;
  c.bar('B. FINANCING REQUEST', X, y, W, red); y += 26;
  c.field('Amount Requested (CAD)', fmtMoney(m.requested, 'cad'), X, y, 170, bp(m, 'amount'), { pos: 'above' });
  c.field('Purpose', m.use, X + 176, y, 180, 'use_of_funds', { pos: 'above' });
  c.field('Avg. Monthly Deposits', fmtMoney(m.monthlySales, 'dollar'), X + 362, y, 170, 'monthly_sales', { pos: 'above' }); y += 24;
  c.text('Preferred remittance:', X, y, { size: 7.5 });
  cx = X + 84;
  for (const f of ['daily', 'weekly', 'biweekly', 'monthly']) cx = c.check(FREQ_LABEL[f]!, cx, y - 1, m.freq === f, m.freq === f ? bp(m, 'freq') : null);
  y += 18;
  c.bar('C. PRINCIPALS / SHAREHOLDERS (25% or more)', X, y, W, red); y += 16;
  const cols: [string, number][] = [['Name (Last, First)', 140], ['Position', 92], ['% Held', 46], ['SIN', 84], ['Date of Birth (YYYY-MM-DD)', 96], ['Beacon', 74]];
  const xs = cols.reduce<number[]>((a, [, w]) => [...a, a[a.length - 1]! + w], [X]);
  cols.forEach(([h, w], k) => { c.rect(xs[k]!, y, w, 14, { fill: '#fee2e2', stroke: '#999' }); c.text(h, xs[k]! + 3, y + 4, { size: 6.8, font: 'Helvetica-Bold' }); });
  y += 14;
  const rows = ownerRows(m);
  for (let k = 0; k < Math.max(4, rows.length); k++) {
    cols.forEach(([, w], j) => c.rect(xs[j]!, y, w, 19, { stroke: '#999' }));
    const row = rows[k];
    if (row?.person) {
      const p = row.person, i = row.i;
      const [n, np] = ownerName(p, i, r.pick(['LF', 'LFM'] as const)); c.val(n, xs[0]!, y, 140, 19, np);
      c.val(p.title, xs[1]!, y, 92, 19, roleP(p, i));
      const [pt, pp] = pct(p, i, 'pct'); c.val(pt, xs[2]!, y, 46, 19, pp);
      const [t, tp] = ownerTax(p, i, '*'); c.val(t, xs[3]!, y, 84, 19, tp);
      c.val(fmtDate(p.dob, 'iso'), xs[4]!, y, 96, 19, dobP(p, i)); c.val(p.credit === null ? null : String(p.credit), xs[5]!, y, 74, 19, creditP(p, i));
    } else if (row && m.entityOwner) {
      c.val(m.entityOwner.name, xs[0]!, y, 140, 19, 'entity_owner'); c.val('Holding co. / trust', xs[1]!, y, 92, 19, 'entity_owner_title');
      c.val(`${m.entityOwner.pct}%`, xs[2]!, y, 46, 19, 'entity_owner_pct'); c.val(`BN ${m.entityOwner.taxId}`, xs[3]!, y, 84, 19, 'entity_owner_ein');
    }
    y += 19;
  }
  y += 8;
  c.text('Signing officer, if not a shareholder:', X, y + 4, { size: 7.5, font: 'Helvetica-Bold' });
  c.val(m.officer ? `${m.officer.first} ${m.officer.last}, ${m.officer.title}` : null, X + 150, y, 250, 14, 'officer_name'); c.line(X + 150, y + 14, X + 400, y + 14); y += 24;
  c.bar('D. BANKING', X, y, W, red); y += 26;
  bankBlock(c, m, X, y, W, true); y += 26;
  c.text(PIPEDA, X, y, { size: 6.3, width: W, align: 'justify', color: '#333' }); y += 34;
  signature(c, X, y + 14, 240, r, 'Authorized Signature'); signature(c, X + 280, y + 14, 240, r, 'Second Signature (if 2+ principals)');
  c.text('Referred by (agent):', X, 752, { size: 6.5 }); c.val(m.iso, X + 70, 748, 150, 12, 'iso_rep', { size: 7 });
}

export function laurentian(c: Canvas, m: Merchant, r: Rng): void {
  const blue = '#003da5', X = 40, W = 532;
  c.valueFont = 'Helvetica-Oblique';
  c.newPage();
  c.rect(X, 24, W, 40, { stroke: blue, lw: 1.5 });
  c.text('CAPITAL LAURENTIEN  |  LAURENTIAN CAPITAL', X + 10, 30, { size: 13, font: 'Helvetica-Bold', color: blue });
  c.text('Demande d\'avance de fonds / Merchant Cash Advance Application  -  Laval (Québec)', X + 10, 48, { size: 8 });
  let y = 82;
  c.bar('1. ENTREPRISE / BUSINESS', X, y, W, blue); y += 20;
  c.field('Raison sociale / Legal name', m.legal, X, y, W, bp(m, 'legal'), { lw: 130 }); y += 19;
  c.field('Nom commercial / Operating name (O/A)', m.dba ?? m.dbaFiller, X, y, W, m.dba ? bp(m, 'dba') : 'dba_filler', { lw: 160 }); y += 19;
  const bare = !m.bnProgram;
  c.field(bare ? 'No d\'entreprise (9 chiffres)' : 'NE / BN + programme', m.taxPrinted.replace(/^(\d{3})(\d{3})(\d{3})/, '$1 $2 $3'), X, y, 270, bp(m, 'tax'), { lw: 118 });
  let cx = X + 280;
  c.text('Type:', cx, y + 4, { size: 7.5 }); cx += 24;
  cx = c.check('NE / BN', cx, y + 3, true, null); c.check('NAS / SIN', cx, y + 3, false, null); y += 19;
  c.field('Forme juridique / Entity', m.entityText, X, y, 260, bp(m, 'entity'), { lw: 100 });
  c.field('Début des activités / Started', fmtDate(m.start, 'long'), X + 270, y, 262, bp(m, 'start'), { lw: 120 }); y += 19;
  c.field('Adresse / Address', `${m.street}, ${m.city}`, X, y, 330, 'business_street', { lw: 80 });
  c.field('Province', m.stateName, X + 336, y, 110, bp(m, 'state'), { lw: 36 });
  c.field('C.P.', m.zip, X + 452, y, 80, 'business_zip', { lw: 20 }); y += 19;
  c.field('Secteur / Type of business', m.industryText, X, y, 330, bp(m, 'industry'), { lw: 110 });
  c.field('Employés', String(m.employees), X + 336, y, 196, 'employees', { lw: 40 }); y += 24;
  c.bar('2. DEMANDE / REQUEST', X, y, W, blue); y += 20;
  c.field('Montant demandé / Amount', fmtMoney(m.requested, 'fr'), X, y, 260, bp(m, 'amount'), { lw: 110 });
  c.field('Versement / Payment', m.payment === null ? null : fmtMoney(m.payment, 'fr'), X + 270, y, 262, bp(m, 'payment'), { lw: 90 }); y += 19;
  c.field('Nombre de versements / # of payments', m.nPayments === null ? null : String(m.nPayments), X, y, 260, bp(m, 'count'), { lw: 150 });
  c.field('Fréquence / Frequency', m.freq === null ? null : FREQ_LABEL[m.freq]!, X + 270, y, 262, bp(m, 'freq'), { lw: 90 }); y += 24;
  c.bar('3. PROPRIÉTAIRES / OWNERS (20 % +)', X, y, W, blue); y += 18;
  const rows = ownerRows(m);
  const half = (W - 10) / 2;
  const block = (k: number, x: number, y0: number): void => {
    const row = rows[k];
    c.rect(x, y0, half, 116, { stroke: '#8aa' });
    c.text(`Propriétaire ${k + 1} / Owner ${k + 1}${row && !row.person ? ' (société / fiducie - entity)' : ''}`, x + 5, y0 + 4, { size: 7.5, font: 'Helvetica-Bold', color: blue });
    let yy = y0 + 16;
    const f = (label: string, v: string | null, who: Parameters<Canvas['field']>[5]): void => { c.field(label, v, x + 5, yy, half - 10, who, { lw: 84, h: 14 }); yy += 16; };
    if (row && !row.person && m.entityOwner) {
      f('Nom / Name', m.entityOwner.name, 'entity_owner'); f('% détenu / Owned', `${m.entityOwner.pct} %`, 'entity_owner_pct'); f('NE / BN', m.entityOwner.taxId, 'entity_owner_ein');
      return;
    }
    const p = row?.person ?? null, i = row?.i ?? -1;
    const [n, np] = p ? ownerName(p, i, 'FML') : [null, {}];
    f('Nom / Name', n, p ? np : 'blank');
    f('Titre / Title', p?.title ?? null, p ? roleP(p, i) : 'blank');
    f('% détenu / Owned', p?.pct != null ? `${p.pct} %` : null, p ? pct(p, i, 'pct')[1] : 'blank');
    const [t, tp] = p ? ownerTax(p, i, 'X') : [null, {}];
    f('NAS / SIN', t, p ? tp : 'blank');
    f('Naissance / DOB', p ? fmtDate(p.dob, 'iso') : null, p ? dobP(p, i) : 'blank');
    f('Adresse domicile', p ? `${p.home}, ${p.homeCity}` : null, 'home_address');
  };
  block(0, X, y); block(1, X + half + 10, y); y += 124;
  c.text(rows.length > 2 ? 'Autres propriétaires : voir page 2 / More owners: see page 2' : 'Autres propriétaires / Other owners: page 2', X, y, { size: 7, font: 'Helvetica-Oblique' }); y += 14;
  c.text(PIPEDA, X, y, { size: 6.3, width: W, align: 'justify' }); y += 36;
  signature(c, X, y + 10, 230, r, 'Signature - Propriétaire 1'); signature(c, X + 270, y + 10, 230, r, 'Signature - Propriétaire 2');
  c.text('Page 1 / 2', 520, 764, { size: 6.5 });
  c.newPage();
  y = 40;
  c.bar('3. PROPRIÉTAIRES (suite) / OWNERS (continued)', X, y, W, blue); y += 18;
  for (let k = 2; k < Math.max(4, rows.length); k += 2) { block(k, X, y); block(k + 1, X + half + 10, y); y += 124; }
  c.bar('4. GESTIONNAIRE NON-PROPRIÉTAIRE / NON-OWNER MANAGER', X, y, W, blue); y += 20;
  c.field('Nom / Name', m.officer ? `${m.officer.first} ${m.officer.last}` : null, X, y, 260, 'officer_name', { lw: 60 });
  c.field('Titre / Title', m.officer?.title ?? null, X + 270, y, 262, 'officer_title', { lw: 60 }); y += 26;
  c.bar('5. BANQUE ET AVANCES / BANK & ADVANCES', X, y, W, blue); y += 26;
  bankBlock(c, m, X, y, W, true); y += 24;
  c.field('Avance en cours / Current funder', m.advances[0]?.funder ?? null, X, y, 300, 'advance_funder', { lw: 130 });
  c.field('Solde / Balance', m.advances[0] ? fmtMoney(m.advances[0].balance, 'fr') : null, X + 306, y, 226, 'advance_balance', { lw: 70 }); y += 19;
  c.field('Propriétaire des locaux / Landlord', m.landlord, X, y, 300, 'landlord', { lw: 130 });
  c.field('Courtier / Broker', m.iso, X + 306, y, 226, 'iso_rep', { lw: 70 });
  c.text('Page 2 / 2', 520, 764, { size: 6.5 });
}
