// Layout A (Maple Ridge Capital, Toronto: boxed English grid, one page) and layout B (Financement Boréal / Boreal
// Funding, Montréal: bilingual underlined lines, French money and dates, owners on page 2).
import type { Rng } from '../../statements/generator/prng.ts';
import { bnText, bnTruth, dmy, fmtEn, fmtFr, FREQ_LABEL, gstText, sinText, type Deal } from './data.ts';
import { AUTH_EN, AUTH_FR, finePrint, signatureLine, type Fields, type Form } from './form.ts';
import { fullName, PROV, T } from './fields.ts';

/** A boxed cell with its caption in the top-left corner and the value below it. */
function cell(f: Form, cap: string, key: string, text: string, x: number, y: number, w: number, fields: Fields | null, h = 24): void {
  f.boxLine(x, y, w, h, '#8a9a8a');
  f.label(cap, x + 3, y + 2, { size: 5.8, color: '#2f4f2f' });
  f.value(key, text, x + 2, y + 9, w - 4, fields, { size: 8.5 });
}

function mapleLogo(f: Form, x: number, y: number): void {
  const d = f.doc;
  const pts: [number, number][] = [[0, -18], [4, -10], [10, -13], [8, -4], [16, -6], [12, 2], [3, 4], [3, 12], [-3, 12], [-3, 4], [-12, 2], [-16, -6], [-8, -4], [-10, -13], [-4, -10]];
  d.polygon(...pts.map(([a, b]) => [x + a, y + b] as [number, number])).fill('#b22222');
  d.circle(x, y - 3, 22).lineWidth(1.5).strokeColor('#1f4d2b').stroke();
}

export function layoutA(f: Form, d: Deal, r: Rng): void {
  const green = '#1f4d2b';
  mapleLogo(f, 60, 52);
  f.label('MAPLE RIDGE', 92, 30, { size: 17, font: 'Helvetica-Bold', color: green });
  f.label('CAPITAL PARTNERS', 92, 49, { size: 9, font: 'Helvetica', color: '#b22222' });
  f.label('Business Funding Application', 390, 30, { size: 12, font: 'Helvetica-Bold' });
  f.label('2200 Yonge St., Suite 1410, Toronto ON M4S 2C6  |  1-888-555-0142  |  deals@mapleridgecap.ca', 300, 48, { size: 6 });
  let y = 80;
  f.bar('1. BUSINESS INFORMATION', 36, y, 540, green);
  y += 16;
  cell(f, 'Legal Business Name (as registered)', 'legal_name', d.legal, 36, y, 300, T.legal(d));
  cell(f, 'Operating Name (O/A)', 'trade_name', d.tradePrinted, 336, y, 240, T.trade(d));
  y += 24;
  const bnStyle = r.pick([0, 1, 2] as const);
  cell(f, d.taxIsSin ? 'Business Number (BN) or owner SIN' : 'CRA Business Number (BN)', 'business_tax_id', bnText(d, bnStyle), 36, y, 170, bnTruth(d));
  f.check('tax_type', 'BN', 150, y + 3, !d.taxIsSin, {}, { size: 6, labelSize: 6 });
  f.check('tax_type', 'SIN', 176, y + 3, d.taxIsSin, {}, { size: 6, labelSize: 6 });
  cell(f, 'GST/HST Registration No.', 'gst_hst', gstText(d), 206, y, 130, null);
  cell(f, 'Business Start Date (YYYY-MM-DD)', 'start_date', d.start, 336, y, 130, T.start(d));
  cell(f, 'No. of Employees', 'employees', String(d.employees), 466, y, 110, {});
  y += 24;
  cell(f, 'Business Address (no P.O. boxes)', 'street', d.street, 36, y, 230, {});
  cell(f, 'City', 'city', d.city, 266, y, 120, {});
  cell(f, 'Province', 'province', r.chance(0.5) ? d.prov : PROV[d.prov]![0], 386, y, 100, T.prov(d));
  cell(f, 'Postal Code', 'postal', d.postal, 486, y, 90, {});
  y += 24;
  cell(f, 'Business Phone', 'phone', d.phone, 36, y, 130, {});
  cell(f, 'E-mail', 'email', d.email, 166, y, 200, {});
  cell(f, 'Nature of Business', 'industry', d.industryText, 366, y, 210, T.industry(d));
  y += 30;
  f.label('Legal Structure:', 36, y + 1, { size: 7, font: 'Helvetica-Bold' });
  let x = 110;
  for (const [box, lab] of [['corp', 'Corporation'], ['sole', 'Sole Proprietorship'], ['partnership', 'Partnership'], ['lp', 'Limited Partnership']] as const) {
    x += f.check('entity', lab, x, y, d.entityBox === box, T.entity(d)) + 12;
  }
  f.check('entity', 'Other:', x, y, d.entityBox === 'other', {});
  f.rule(x + 34, y + 9, 576);
  if (d.entityBox === 'other') f.value('entity_other', d.entityText, x + 34, y - 3, 576 - x - 34, T.entity(d));
  y += 20;
  f.bar('2. FUNDING REQUEST', 36, y, 540, green);
  y += 16;
  cell(f, 'Amount Requested (CAD)', 'requested_amount', `$${fmtEn(d.amount)}`, 36, y, 180, T.amount(d));
  cell(f, 'Use of Funds', 'use', r.pick(['Inventory', 'Equipment', 'Renovations', 'Working capital', 'Payroll']), 216, y, 180, {});
  cell(f, 'Avg. Monthly Sales', 'monthly_sales', `$${fmtEn(d.monthlySales)}`, 396, y, 180, null);
  y += 30;
  f.bar('3. OWNERS / OFFICERS (all owners of 20% or more)', 36, y, 540, green);
  y += 16;
  const cols: [string, number][] = [['Full Name', 150], ['Title', 80], ['Own. %', 45], ['SIN', 85], ['Date of Birth (YYYY-MM-DD)', 100], ['Credit Score', 80]];
  x = 36;
  for (const [c, w] of cols) { f.boxLine(x, y, w, 12, '#8a9a8a', '#e4ece4'); f.label(c, x + 3, y + 3, { size: 6 }); x += w; }
  y += 12;
  for (let i = 0; i < 2; i++) {
    const o = d.owners[i];
    x = 36;
    for (const [, w] of cols) { f.boxLine(x, y, w, 18, '#8a9a8a'); x += w; }
    if (o) {
      const vals: [string, Fields][] = [[fullName(o), T.name(i, o)], [o.title, T.role(i, o)], [`${o.own}%`, T.own(i, o)], [sinText(o, '-'), T.sin(i, o)],
        [o.dob, T.dob(i, o)], [o.credit === null ? '' : String(o.credit), T.credit(i, o)]];
      x = 36;
      vals.forEach(([t, fl], k) => { f.value(`owner${i + 1}_${k}`, t, x + 1, y + 2, cols[k]![1] - 2, fl, { size: 8 }); x += cols[k]![1]; });
    }
    y += 18;
  }
  y += 8;
  f.bar('4. BANKING & PREMISES', 36, y, 540, green);
  y += 16;
  cell(f, 'Bank Name', 'bank_name', d.bank.name, 36, y, 150, null);
  cell(f, 'Institution No.', 'institution', d.bank.institution, 186, y, 80, null);
  cell(f, 'Transit No.', 'transit', d.bank.transit, 266, y, 80, null);
  cell(f, 'Account No.', 'account', d.bank.account, 346, y, 110, null);
  cell(f, 'Monthly Rent', 'rent', `$${fmtEn(d.landlord.rent)}`, 456, y, 120, null);
  y += 24;
  cell(f, 'Landlord / Property Manager', 'landlord', d.landlord.name, 36, y, 310, null);
  cell(f, 'Landlord Phone', 'landlord_phone', d.landlord.phone, 346, y, 230, null);
  y += 32;
  y = finePrint(f, AUTH_EN, 36, y, 540) + 22;
  for (let i = 0; i < Math.max(1, Math.min(2, d.owners.length)); i++) {
    signatureLine(f, 36 + i * 280, y, 160, 'Signature of Owner / Officer');
    signatureLine(f, 206 + i * 280, y, 80, 'Date');
  }
  y += 26;
  f.boxLine(36, y, 540, 40, '#b22222', '#fbf1f1');
  f.label('FOR ISO / OFFICE USE ONLY', 42, y + 4, { size: 6.5, font: 'Helvetica-Bold', color: '#b22222' });
  f.label('ISO Representative', 42, y + 16, { size: 6 });
  f.value('iso_rep', d.iso.name, 110, y + 12, 150, null, { size: 8 });
  f.label('ISO Code', 280, y + 16, { size: 6 });
  f.value('iso_code', d.iso.code, 320, y + 12, 80, null, { size: 8 });
  f.label('Rep Phone', 410, y + 16, { size: 6 });
  f.value('iso_phone', d.iso.phone, 450, y + 12, 120, null, { size: 8 });
  f.label('Maple Ridge Capital Partners Inc. is an independent sales organization and does not fund transactions. Form MRC-APP rev. 03/2024', 36, 770, { size: 5.5, color: '#666' });
}

/** Caption above an underline, bilingual; the value written on the line. */
function line(f: Form, cap: string, key: string, text: string, x: number, y: number, w: number, fields: Fields | null): void {
  f.rule(x, y + 14, x + w - 6, '#333', 0.5);
  f.label(cap, x, y + 16, { size: 5.8, color: '#0d3b66' });
  f.value(key, text, x, y + 1, w - 6, fields, { size: 9 });
}

export function layoutB(f: Form, d: Deal, r: Rng): void {
  const navy = '#0d3b66';
  const d2 = f.doc;
  d2.polygon([40, 62], [62, 26], [84, 62]).fill(navy);
  d2.polygon([56, 62], [72, 38], [88, 62]).fill('#3e8e7e');
  f.label('Financement Boréal', 96, 28, { size: 16, font: 'Helvetica-Bold', color: navy });
  f.label('Boreal Funding', 96, 46, { size: 10, font: 'Helvetica-Oblique', color: '#3e8e7e' });
  f.label('DEMANDE DE FINANCEMENT / FUNDING APPLICATION', 330, 30, { size: 9, font: 'Helvetica-Bold' });
  f.label('1250, boul. Robert-Bourassa, bureau 800, Montréal (Québec) H3B 3B4 · 514 555-0199', 330, 44, { size: 6 });
  let y = 78;
  f.bar('A. ENTREPRISE / BUSINESS', 36, y, 540, navy);
  y += 20;
  line(f, 'Dénomination sociale / Legal name', 'legal_name', d.legal, 36, y, 300, T.legal(d));
  line(f, 'Nom commercial (O/A) / Operating name', 'trade_name', d.tradePrinted, 336, y, 240, T.trade(d));
  y += 30;
  line(f, 'Forme juridique / Legal form', 'entity', d.entityText, 36, y, 150, T.entity(d));
  line(f, d.taxIsSin ? 'NAS du propriétaire unique / Sole proprietor SIN' : 'Numéro d\'entreprise (NE) / Business Number', 'business_tax_id', bnText(d, r.pick([0, 1] as const)), 186, y, 170, bnTruth(d));
  line(f, 'Début des activités (JJ/MM/AAAA) / Start date', 'start_date', dmy(d.start), 356, y, 220, T.start(d));
  y += 30;
  line(f, 'Adresse / Address', 'street', d.street, 36, y, 220, {});
  line(f, 'Ville / City', 'city', d.city, 256, y, 110, {});
  line(f, 'Province', 'province', r.chance(0.6) ? PROV[d.prov]![1] : d.prov, 366, y, 120, T.prov(d));
  line(f, 'Code postal / Postal code', 'postal', d.postal, 486, y, 90, {});
  y += 30;
  line(f, 'Secteur d\'activité / Type of business', 'industry', d.industryText, 36, y, 220, T.industry(d));
  line(f, 'No TPS/TVH / GST/HST No.', 'gst_hst', gstText(d), 256, y, 160, null);
  line(f, 'No TVQ / QST No.', 'qst', d.prov === 'QC' ? `${r.digits(10)} TQ0001` : 'N/A', 416, y, 160, null);
  y += 34;
  f.bar('B. FINANCEMENT DEMANDÉ / FUNDING REQUESTED', 36, y, 540, navy);
  y += 20;
  line(f, 'Montant demandé / Amount requested', 'requested_amount', fmtFr(d.amount), 36, y, 180, T.amount(d));
  line(f, 'Versement / Payment amount', 'requested_payment', fmtFr(d.payment), 216, y, 180, T.payment(d));
  line(f, 'Nombre de versements / No. of payments', 'number_of_payments', String(d.nPayments), 396, y, 180, T.count(d));
  y += 32;
  f.label('Fréquence / Frequency :', 36, y + 1, { size: 7, font: 'Helvetica-Bold' });
  let x = 130;
  for (const k of ['daily', 'weekly', 'biweekly', 'monthly'] as const) {
    const lab = `${FREQ_LABEL[k][1]} / ${FREQ_LABEL[k][0]}`;
    x += f.check('frequency', lab, x, y, d.freq === k, T.freq(d)) + 14;
  }
  y += 22;
  f.bar('C. BANQUE ET COMPTABLE / BANK AND ACCOUNTANT', 36, y, 540, navy);
  y += 20;
  line(f, 'Institution financière / Bank', 'bank_name', d.bank.name, 36, y, 160, null);
  line(f, 'No institution', 'institution', d.bank.institution, 196, y, 80, null);
  line(f, 'No transit / succursale', 'transit', d.bank.transit, 276, y, 100, null);
  line(f, 'No de compte / Account', 'account', d.bank.account, 376, y, 200, null);
  y += 30;
  line(f, 'Comptable / Accountant', 'accountant', d.accountant.name, 36, y, 200, null);
  line(f, 'Cabinet / Firm', 'accountant_firm', d.accountant.firm, 236, y, 200, null);
  line(f, 'Téléphone / Phone', 'accountant_phone', d.accountant.phone, 436, y, 140, null);
  y += 34;
  f.bar('D. AVANCES EN COURS / EXISTING ADVANCES', 36, y, 540, navy);
  y += 20;
  for (let i = 0; i < 2; i++) {
    const a = d.funders[i];
    line(f, 'Société / Funder', `funder${i + 1}`, a?.name ?? '', 36, y, 260, a ? null : {});
    line(f, 'Solde / Balance', `funder${i + 1}_balance`, a ? fmtFr(a.balance) : '', 296, y, 140, a ? null : {});
    line(f, 'Versement / Payment', `funder${i + 1}_payment`, a ? fmtFr(a.payment) : '', 436, y, 140, a ? null : {});
    y += 28;
  }
  finePrint(f, 'Les renseignements des propriétaires figurent à la page 2. / Owner information is on page 2. Courtier / Agent : '
    + `${d.iso.name} (${d.iso.code})`, 36, y + 4, 540, 6.5);
  f.decoys.push({ key: 'iso_rep', text: d.iso.name, page: f.page, box: [36, f.H - y - 12, 576, f.H - y - 4] });
  f.label('Page 1 de/of 2 — FB-DF-2024', 500, 770, { size: 6, color: '#666' });
  f.addPage();
  y = 36;
  f.bar('E. PROPRIÉTAIRES / OWNERS (20 % et plus / 20% or more)', 36, y, 540, navy);
  y += 22;
  d.owners.forEach((o, i) => {
    f.label(`Propriétaire ${i + 1} / Owner ${i + 1}`, 36, y, { size: 8, font: 'Helvetica-Bold', color: navy });
    y += 12;
    line(f, 'Nom de famille / Last name', `owner${i + 1}_last`, o.last, 36, y, 180, T.last(i, o));
    line(f, 'Prénom / First name', `owner${i + 1}_first`, o.first + (o.middle ? ` ${o.middle}` : ''), 216, y, 150, T.first(i, o));
    line(f, 'Titre / Title', `owner${i + 1}_title`, o.title, 366, y, 120, T.role(i, o));
    line(f, '% de propriété / Ownership', `owner${i + 1}_own`, `${o.own} %`, 486, y, 90, T.own(i, o));
    y += 30;
    line(f, 'NAS / SIN', `owner${i + 1}_sin`, sinText(o, ' '), 36, y, 130, T.sin(i, o));
    line(f, 'Date de naissance (JJ/MM/AAAA)', `owner${i + 1}_dob`, dmy(o.dob), 166, y, 130, T.dob(i, o));
    line(f, 'Adresse domicile / Home address', `owner${i + 1}_home`, `${o.home}, ${o.homeCity} ${o.homeProv} ${o.homePostal}`, 296, y, 280, null);
    y += 36;
  });
  y += 6;
  y = finePrint(f, AUTH_FR, 36, y, 540, 6) + 6;
  y = finePrint(f, AUTH_EN, 36, y, 540, 5.6) + 30;
  d.owners.forEach((_o, i) => {
    signatureLine(f, 36, y, 240, `Signature — Propriétaire ${i + 1} / Owner ${i + 1}`);
    signatureLine(f, 300, y, 120, 'Fait à / Signed at');
    signatureLine(f, 440, y, 136, 'Date (JJ/MM/AAAA)');
    y += 34;
  });
  f.label('Page 2 de/of 2 — FB-DF-2024', 500, 770, { size: 6, color: '#666' });
}
