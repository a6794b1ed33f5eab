// Independent177 layouts 3-4: Financement commercial Fleuve (Montréal, bilingual caption table, `Nom, Prénom`) and
// Northstar Merchant Funding (Vancouver, typewriter two-column sheet, tax ID type by checkbox, SIN for sole owners).
import { A, AP, bnPlaced, dba, nameFields, sinPlaced, taxDecoys, type Layout } from './layouts-a.ts';
import { fmtDate, fmtMoney, fmtName, fmtProv, iso, type DateStyle } from './data.ts';

export const fleuve: Layout = (c, m, f) => {
  const navy = c.look.accent, X = 40, W = 532, CW = 150;
  c.addPage();
  c.rect(X, 30, W, 44, { fill: navy });
  c.text('FINANCEMENT COMMERCIAL FLEUVE  /  FLEUVE COMMERCIAL FINANCE', X + 10, 38, { size: 12.5, bold: true, color: '#fff' });
  c.text("Demande de financement d'entreprise / Business Funding Application  -  1250 boul. René-Lévesque O., Montréal (Québec) H3B 4W8", X + 10, 58, { size: 7, color: '#fff' });
  let y = 84;
  const row = (fr: string, en: string, key: string, text: string, fields: Record<string, string | number | null>, x = X, w = W, label?: string): void => {
    c.rect(x, y, CW, 24, { fill: '#e8ecf4', stroke: '#8894b0' }); c.rect(x + CW, y, w - CW, 24, { stroke: '#8894b0' });
    c.text(fr, x + 4, y + 4, { size: 7, bold: true, color: navy }); c.text(en, x + 4, y + 13, { size: 6.5, color: '#444' });
    const size = c.width(text, 9) > w - CW - 10 ? 7 : 8.5;
    c.value(key, text, x + CW + 4, y + 7, w - CW - 8, fields, { size, ...(label ? { label } : {}) });
  };
  const next = (): void => { y += 24; };
  const head = (t: string): void => { y += 6; c.text(t, X, y, { size: 8.5, bold: true, color: navy }); y += 13; };
  head("1. L'ENTREPRISE / THE BUSINESS");
  row('Dénomination sociale', 'Legal name', 'legal_name', m.legal, { [A('legal_name')]: m.legal }); next();
  const d = dba(m); row("Nom d'exploitation", 'Operating name (O/A)', 'trade_name', d.text, d.fields); next();
  row('Forme juridique', 'Legal form', 'entity', m.entityText, { [A('type_of_entity')]: m.entityId }, X, 266);
  row('Constituée en vertu de', 'Incorporated under', 'inc', m.soleProp ? '' : m.incorporatedUnder, {}, X + 266, 266); next();
  const bs = f.pick(['spaced', 'plain', 'dashed', 'bare'] as const), bn = bnPlaced(m, bs);
  row("Numéro d'entreprise (NE)", 'Business Number (BN)', 'bn', bn.text, bn.fields, X, 266, bn.label);
  row('NEQ (Québec)', 'Quebec enterprise number', 'neq', m.addr.prov === 'QC' ? m.neq : '', {}, X + 266, 266); next();
  const td = taxDecoys(m, bs)[0]!;
  row(td.label.startsWith('GST') ? 'No TPS/TVH' : 'No retenues (RP)', td.label, 'gst', td.text, {}, X, 266);
  row('No TVQ', 'QST No.', 'qst', m.addr.prov === 'QC' ? `${m.qst.slice(0, 10)} ${m.qst.slice(10)}` : '', {}, X + 266, 266); next();
  row('Adresse', 'Street address', 'street', m.addr.street, {}, X, 266);
  row('Ville', 'City', 'city', m.addr.city, {}, X + 266, 266); next();
  const ps = f.pick(['name', 'alias', 'code'] as const);
  row('Province', 'Province / territory', 'prov', fmtProv(m.addr.prov, ps), { [A('state_region')]: m.addr.prov }, X, 266);
  row('Code postal', 'Postal code', 'postal', m.addr.postal, {}, X + 266, 266); next();
  row('Pays', 'Country', 'country', 'Canada', { [A('country')]: 'Canada' }, X, 266);
  row('Téléphone', 'Phone', 'phone', m.phone, {}, X + 266, 266); next();
  const ds: DateStyle = f.pick(['iso', 'slash']);
  row('Date de début des activités', 'Business start date', 'start', fmtDate(m.startDate, ds), { [A('business_start_date')]: iso(m.startDate) }, X, 266);
  row("Secteur d'activité", 'Industry', 'industry', m.industryText, { [A('industry')]: m.industryId }, X + 266, 266); next();
  head('2. FINANCEMENT DEMANDÉ / FUNDING REQUESTED');
  const ms = f.pick(['fr', 'cad'] as const);
  row('Montant demandé', 'Amount requested', 'amount', fmtMoney(m.amount, ms), { [A('requested_amount')]: m.amount }, X, 266);
  row('Ventes mensuelles moy.', 'Avg. monthly sales', 'sales', fmtMoney(m.monthlySales, ms), {}, X + 266, 266); next();
  head('3. PROPRIÉTAIRES / OWNERS (20 % +)');
  const cols: [string, string, number][] = [['Nom, Prénom', 'Last name, First name', 160], ['Titre', 'Title', 90], ['% détenu', '% owned', 50],
    ['NAS', 'SIN', 85], ['Date de naissance', 'Date of birth', 75], ['Courriel', 'E-mail', 72]];
  let x = X;
  for (const [fr, en, w] of cols) { c.rect(x, y, w, 20, { fill: '#e8ecf4', stroke: '#8894b0' }); c.text(fr, x + 3, y + 3, { size: 6.5, bold: true, color: navy }); c.text(en, x + 3, y + 11, { size: 6, color: '#444' }); x += w; }
  y += 20;
  const sinS = f.int(0, 2);
  m.owners.forEach((o, i) => {
    x = X; for (const [, , w] of cols) { c.rect(x, y, w, 18, { stroke: '#8894b0' }); x += w; }
    c.value(`owner${i}_name`, fmtName(o, true), X + 2, y + 5, 156, nameFields(i, o), { size: 8 });
    c.value(`owner${i}_title`, o.title, X + 162, y + 5, 86, { [AP(i, 'role')]: o.title }, { size: 8 });
    c.value(`owner${i}_pct`, `${o.pct} %`, X + 252, y + 5, 46, { [AP(i, 'ownership')]: o.pct }, { size: 8 });
    const s = sinPlaced(i, o, sinS); c.value(`owner${i}_sin`, s.text, X + 302, y + 5, 81, s.fields, { size: 8, label: s.label });
    c.value(`owner${i}_dob`, iso(o.dob), X + 387, y + 5, 71, { [AP(i, 'date_of_birth')]: iso(o.dob) }, { size: 8 });
    c.value(`owner${i}_mail`, `${o.first.toLowerCase().replace(/[^a-z]/g, '')}@${m.email.split('@')[1]}`, X + 462, y + 5, 68, {}, { size: 5.5 });
    y += 18;
  });
  head('4. BANQUE ET LOCATEUR / BANK AND LANDLORD');
  row('Institution financière', 'Bank', 'bank', m.bank.name, {}, X, 266);
  row('No institution / transit', 'Institution / transit no.', 'inst_transit', `${m.bank.inst} / ${m.bank.transit}`, {}, X + 266, 266); next();
  row('No de compte', 'Account no.', 'acct', m.bank.account, {}, X, 266);
  row('Locateur', 'Landlord', 'landlord', m.landlord.name, {}, X + 266, 266); next();
  y += 8;
  c.text('Consentement (LPRPDE) - Le ou les soussignés consentent à ce que Financement commercial Fleuve recueille, utilise et communique leurs '
    + 'renseignements personnels, y compris un dossier de crédit, aux fins de la présente demande. / PIPEDA consent - The undersigned consent to '
    + 'Fleuve Commercial Finance collecting, using and disclosing their personal information, including a credit report, to evaluate this application.',
  X, y, { size: 6.5, width: W });
  y += 48;
  c.line(X, y, X + 200, y); c.text('Signature', X, y + 3, { size: 6.5 }); c.line(X + 300, y, X + 420, y); c.text('Date (AAAA-MM-JJ / YYYY-MM-DD)', X + 300, y + 3, { size: 6.5 });
};

export const northstar: Layout = (c, m, f) => {
  const X = 40, R = 572, M = 306, dark = c.look.accent;
  c.addPage();
  c.rect(0, 0, 612, 50, { fill: dark });
  c.text('NORTHSTAR', X, 14, { size: 20, bold: true, color: '#fff' });
  c.text('MERCHANT FUNDING  *  1055 W Georgia St, Vancouver BC V6E 3P3  *  apps@northstar-mf.ca', X + 130, 22, { size: 7.5, color: '#ddd' });
  let y = 62;
  const lv = (label: string, key: string, text: string, fields: Record<string, string | number | null>, x: number, x2: number, label2?: string): void => {
    c.text(label.toUpperCase(), x, y, { size: 6.5, font: 'Helvetica-Bold', color: '#333' });
    c.line(x, y + 20, x2 - 6, y + 20, '#aaa', 0.4);
    c.value(key, text, x, y + 8, x2 - x - 8, fields, label2 ? { label: label2 } : {});
  };
  const sec = (t: string): void => { c.rect(X, y, R - X, 12, { fill: '#ddd' }); c.text(t, X + 4, y + 2.5, { size: 7.5, font: 'Helvetica-Bold' }); y += 17; };
  sec('SECTION A - MERCHANT');
  lv('Business legal name', 'legal_name', m.legal, { [A('legal_name')]: m.legal }, X, M);
  const d = dba(m); lv('DBA / Operating as', 'trade_name', d.text, d.fields, M, R); y += 26;
  lv('Entity type', 'entity', m.entityText, { [A('type_of_entity')]: m.entityId }, X, 173);
  c.text('TAX ID TYPE', 173, y, { size: 6.5, font: 'Helvetica-Bold', color: '#333' });
  const useSin = m.soleProp && f.chance(0.6), type = useSin ? 'SIN' : 'BN';
  c.check('taxid_bn', 'BN', type === 'BN', 173, y + 9, type === 'BN' ? { [A('business_tax_id_type')]: 'BN' } : {}, { size: 7 });
  c.check('taxid_sin', 'SIN', type === 'SIN', 210, y + 9, type === 'SIN' ? { [A('business_tax_id_type')]: 'SIN' } : {}, { size: 7 });
  const num = useSin ? m.owners[0]!.sin : m.bn, dashed = f.chance(0.5);
  lv('Tax ID number', 'taxid', dashed ? `${num.slice(0, 3)}-${num.slice(3, 6)}-${num.slice(6)}` : num,
    { [A('business_tax_id')]: num, [A('business_tax_id_country')]: 'CA' }, 250, 400);
  lv('Business start date', 'start', fmtDate(m.startDate, f.pick(['abbr', 'long', 'iso'])), { [A('business_start_date')]: iso(m.startDate) }, 400, R); y += 26;
  lv('Street', 'street', m.addr.street, {}, X, 250); lv('City', 'city', m.addr.city, {}, 250, 380);
  lv('Prov.', 'prov', fmtProv(m.addr.prov, f.pick(['alias', 'code', 'name'])), { [A('state_region')]: m.addr.prov, [A('country')]: 'Canada' }, 380, 490);
  lv('Postal code', 'postal', m.addr.postal, {}, 490, R); y += 26;
  lv('Industry / nature of business', 'industry', m.industryText, { [A('industry')]: m.industryId }, X, M);
  lv('Phone', 'phone', m.phone, {}, M, 430); lv('Employees', 'emp', String(m.employees), {}, 430, R); y += 26;
  if (!m.soleProp) { lv('GST/HST #', 'gst', `${m.gst.slice(0, 9)} ${m.gst.slice(9)}`, {}, X, M); lv('Payroll (RP) #', 'payroll', `${m.payroll.slice(0, 9)} ${m.payroll.slice(9)}`, {}, M, R); y += 26; }
  sec('SECTION B - REQUEST');
  const terms = f.chance(0.6);
  lv('Amount requested', 'amount', fmtMoney(m.amount, f.pick(['suffix', 'plain', 'cents'])), { [A('requested_amount')]: m.amount }, X, 173);
  lv('Payment', 'payment', terms ? fmtMoney(m.payment, 'cents') : '', { [A('requested_payment')]: m.payment }, 173, 306);
  lv('# of payments', 'npay', terms ? String(m.nPayments) : '', { [A('number_of_payments')]: m.nPayments }, 306, 439);
  const fq = { daily: 'Daily', weekly: 'Weekly', biweekly: 'Bi-weekly', monthly: 'Monthly' }[m.freq];
  lv('Frequency', 'freq', terms ? fq : '', { [A('payment_frequency')]: m.freq }, 439, R); y += 28;
  m.owners.forEach((o, i) => {
    sec(`SECTION C${i + 1} - OWNER / GUARANTOR ${i + 1}`);
    lv('Name', `owner${i}_name`, fmtName(o, false), nameFields(i, o), X, 250);
    lv('Title', `owner${i}_title`, o.title, { [AP(i, 'role')]: o.title }, 250, 380);
    lv('Ownership', `owner${i}_pct`, `${o.pct} %`, { [AP(i, 'ownership')]: o.pct }, 380, 470);
    lv('Credit score (self-rep.)', `owner${i}_score`, o.score === null ? '' : String(o.score), { [AP(i, 'credit_score')]: o.score }, 470, R); y += 26;
    const s = sinPlaced(i, o, f.int(0, 2));
    lv('SIN', `owner${i}_sin`, s.text, s.fields, X, 173, s.label);
    lv('Date of birth', `owner${i}_dob`, fmtDate(o.dob, 'abbr'), { [AP(i, 'date_of_birth')]: iso(o.dob) }, 173, 306);
    lv('Home address', `owner${i}_home`, `${o.home.street}, ${o.home.city} ${o.home.prov} ${o.home.postal}`, {}, 306, R); y += 28;
  });
  sec('SECTION D - REFERENCES & EXISTING POSITIONS');
  lv('Landlord', 'landlord', m.landlord.name, {}, X, M); lv('Landlord phone', 'landlord_phone', m.landlord.phone, {}, M, R); y += 26;
  lv('Trade reference', 'ref0', m.refs[0]!.name, {}, X, M); lv('Reference phone', 'ref0_phone', m.refs[0]!.phone, {}, M, R); y += 26;
  lv('Bank', 'bank', m.bank.name, {}, X, 200); lv('Inst.', 'inst', m.bank.inst, {}, 200, 260); lv('Transit', 'transit', m.bank.transit, {}, 260, 340);
  lv('Account', 'acct', m.bank.account, {}, 340, R); y += 26;
  const e = m.existing[0];
  lv('Current funder', 'funder0', e ? e.funder : 'None', {}, X, M); lv('Balance', 'funder0_bal', e ? fmtMoney(e.balance, 'plain') : '', {}, M, 440);
  lv('Payment', 'funder0_pay', e ? fmtMoney(e.payment, 'plain') : '', {}, 440, R); y += 30;
  c.text('PIPEDA: I/we consent to Northstar Merchant Funding and its funding partners collecting, using and disclosing my personal information, '
    + 'including credit bureau reports, to assess and administer this request.', X, y, { size: 6.5, width: R - X });
  y += 24; c.line(X, y + 14, 250, y + 14); c.text('Owner signature', X, y + 17, { size: 6.5 });
  c.text(`Submitted by ISO: ${''}`, 320, y + 6, { size: 6.5, font: 'Helvetica-Bold' });
  c.value('iso_name', m.iso.name, 390, y + 2, 180, {}); c.value('iso_phone', m.iso.phone, 390, y + 16, 180, {});
};
