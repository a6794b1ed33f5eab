// Layouts 1-3: an English-only Ontario-style broker grid, a bilingual two-page form, a French-first Québec form.
import { bnFull, date, full, money, sinDashed, type Merchant, type Owner } from './data.ts';
import type { Pen, T } from './pen.ts';

/** An owner's name truth: first without middle initial, last with particles and hyphens. */
export const nameT = (i: number, o: Owner): T => ({ [`applicants.${i}.first_name`]: o.first, [`applicants.${i}.last_name`]: o.last });
export const sinT = (i: number, o: Owner, masked: boolean): T => ({ [`applicants.${i}.tax_id`]: masked ? null : o.sin, [`applicants.${i}.tax_id_type`]: 'SIN', [`applicants.${i}.tax_id_country`]: 'CA' });
export const bnT = (m: Merchant): T => ({ business_tax_id: `${m.bn}${m.program}${m.ref}`, business_tax_id_type: 'BN', business_tax_id_country: 'CA' });
export const maskSin = (s: string, how: number): string => [`XXX-XXX-${s.slice(6)}`, `*** *** ${s.slice(6)}`, `•••-•••-${s.slice(6)}`.replace(/•/g, '*')][how % 3]!;
export const FREQ_EN: Record<string, string> = { daily: 'Daily', weekly: 'Weekly', biweekly: 'Bi-Weekly', monthly: 'Monthly' };

/** 1. Maple Ledger Capital: English-only grid of boxed cells, one page, owners' table, masked SINs. */
export function mapleLedger(p: Pen, m: Merchant): void {
  const r = p.rng;
  p.rect(0, 0, 612, 58, '#0b3d2e').label('MAPLE LEDGER CAPITAL', 36, 16, { size: 18, font: 'Helvetica-Bold', color: 'white' })
    .label('Business Funding Application  |  1 (888) 555-0142  |  200 Bay Street, Toronto ON M5J 2J2', 36, 40, { size: 8, color: 'white' });
  p.label('Referring ISO / Agent:', 36, 66, { size: 7 }).decoy('iso_name', `${m.iso.name} - ${m.iso.company}`, 120, 64, 240, { size: 8 });
  p.label('ISO Phone:', 380, 66, { size: 7 }).decoy('iso_phone', m.iso.phone, 424, 64, 120, { size: 8 });
  let y = 84;
  const cell = (label: string, x: number, w: number, name: string, text: string | null, t: T = {}): void => {
    p.rect(x, y, w, 30).label(label, x + 3, y + 3, { size: 6.5, font: 'Helvetica-Bold' });
    p.value(name, text, x + 3, y + 14, w - 6, t);
  };
  p.rect(36, y, 540, 14, '#d9e8e1').label('SECTION A - BUSINESS INFORMATION', 40, y + 3, { size: 8, font: 'Helvetica-Bold' }); y += 14;
  cell('Legal Business Name', 36, 300, 'legal_name', m.legal, { legal_name: m.legal });
  cell('Operating Name (O/A)', 336, 240, 'operating_name', m.trade ?? (r.chance(0.5) ? 'Same' : ''), m.trade ? { trade_name: m.trade } : {}); y += 30;
  cell('Business Number (BN) incl. program account', 36, 200, 'bn', bnFull(m, ' '), bnT(m));
  cell('GST/HST Registration No.', 236, 170, 'gst', `${m.gst} RT0001`);
  cell('Date Business Started', 406, 170, 'start', date(m.start, 'us'), { business_start_date: m.start }); y += 30;
  cell('Street Address (no P.O. Box)', 36, 250, 'street', m.street);
  cell('City', 286, 120, 'city', m.city);
  cell('Province', 406, 70, 'province', m.prov.code, { state_region: m.prov.code });
  cell('Postal Code', 476, 100, 'postal', m.postal); y += 30;
  cell('Business Phone', 36, 150, 'phone', m.phone);
  cell('E-mail', 186, 200, 'email', m.email);
  cell('Nature of Business', 386, 190, 'nature', m.industry.en, { industry: m.industry.id }); y += 30;
  p.rect(36, y, 540, 22).label('Legal Structure:', 40, y + 8, { size: 7, font: 'Helvetica-Bold' });
  let x = 110;
  for (const [lab, id] of [['Sole Proprietorship', 'sole_proprietorship'], ['Partnership', 'general_partnership'], ['Corporation', 'ca_corporation'], ['Co-operative', 'cooperative']] as const)
    x = p.check(`entity_${id}`, lab, m.entity.id === id && m.entity.en === lab, x, y + 8, { type_of_entity: id });
  const other = m.entity.id === 'limited_partnership';
  x = p.check('entity_other', 'Other:', other, x, y + 8);
  p.line(x - 8, y + 16, 570, y + 16).value('entity_other_text', other ? m.entity.en : '', x - 6, y + 6, 100, { type_of_entity: m.entity.id });
  y += 22;
  p.rect(36, y, 540, 14, '#d9e8e1').label('SECTION B - FUNDING REQUEST', 40, y + 3, { size: 8, font: 'Helvetica-Bold' }); y += 14;
  cell('Amount Requested (CAD)', 36, 180, 'amount', money(m.amount, 'cad'), { requested_amount: m.amount });
  cell('Use of Funds', 216, 200, 'use', r.pick(['Inventory', 'Renovations', 'Equipment', 'Working capital', 'Payroll']));
  cell('Avg. Monthly Deposits', 416, 160, 'monthly', money(m.monthly, 'us')); y += 30;
  p.rect(36, y, 540, 14, '#d9e8e1').label('SECTION C - OWNERS / PRINCIPALS (all owners of 20% or more)', 40, y + 3, { size: 8, font: 'Helvetica-Bold' }); y += 14;
  const cols: [string, number][] = [['Full Name', 150], ['Title', 80], ['% Owned', 50], ['SIN', 90], ['Date of Birth', 70], ['Home Address', 100]];
  x = 36;
  for (const [h, w] of cols) { p.rect(x, y, w, 14).label(h, x + 3, y + 4, { size: 6.5, font: 'Helvetica-Bold' }); x += w; }
  y += 14;
  const mask = r.chance(0.6);
  for (let i = 0; i < 4; i++) {
    const o = m.owners[i];
    x = 36;
    const vals: [string, string | null, T][] = o ? [[`name${i}`, full(o), nameT(i, o)], [`title${i}`, o.role, { [`applicants.${i}.role`]: o.role }],
      [`pct${i}`, `${o.pct}%`, { [`applicants.${i}.ownership`]: o.pct }], [`sin${i}`, mask ? maskSin(o.sin, i) : sinDashed(o.sin), sinT(i, o, mask)],
      [`dob${i}`, date(o.dob, 'us'), { [`applicants.${i}.date_of_birth`]: o.dob }], [`home${i}`, `${o.city} ${o.postal}`, {}]]
      : cols.map((_, j) => [`empty${i}_${j}`, null, {}]);
    cols.forEach(([, w], j) => { p.rect(x, y, w, 20); const v = vals[j]!; p.value(v[0], v[1], x + 2, y + 6, w - 4, v[2], { size: 7.5 }); x += w; });
    y += 20;
  }
  y += 6;
  p.rect(36, y, 540, 14, '#d9e8e1').label('SECTION D - BANKING & LANDLORD', 40, y + 3, { size: 8, font: 'Helvetica-Bold' }); y += 14;
  cell('Bank', 36, 140, 'bank', m.bank.name);
  cell('Institution No.', 176, 80, 'inst', m.bank.inst);
  cell('Transit No.', 256, 80, 'transit', m.bank.transit);
  cell('Account No.', 336, 120, 'account', m.bank.account);
  cell('Monthly Rent', 456, 120, 'rent', money(m.landlord.rent, 'us')); y += 30;
  cell('Landlord / Property Manager', 36, 300, 'landlord', m.landlord.name);
  cell('Landlord Phone', 336, 240, 'landlord_phone', m.landlord.phone); y += 38;
  y = p.para('By signing below, each owner authorizes Maple Ledger Capital and its assignees to obtain credit bureau reports (Equifax Canada, TransUnion Canada) and to collect, use and disclose personal information in accordance with the Personal Information Protection and Electronic Documents Act (PIPEDA), and certifies the information above is true and complete.', 36, y, 540) + 20;
  p.line(36, y, 260, y).line(300, y, 420, y).label('Signature of Owner', 36, y + 3, { size: 6.5 }).label('Date', 300, y + 3, { size: 6.5 });
}

/** 2. Bilingual two-page form: "Legal Name / Dénomination sociale", underlined rows, one block per owner on page 2. */
export function bilingue(p: Pen, m: Merchant): void {
  const r = p.rng;
  p.label('CAPITAL BOREAL FINANCE', 48, 36, { size: 15, font: 'Times-Bold' }).label('Merchant Application / Demande du commerçant', 48, 56, { size: 10, font: 'Times-Italic' });
  p.label('1250, boul. René-Lévesque O., Montréal QC H3B 4W8  -  Tél. 514 555-0199', 330, 40, { size: 7 });
  let y = 92;
  const row = (en: string, fr: string, name: string, text: string | null, t: T = {}, x = 48, w = 516): void => {
    p.label(`${en} / ${fr}`, x, y, { size: 7.5, font: 'Times-Roman' });
    const lw = p.doc.widthOfString(`${en} / ${fr}`) + 6;
    p.line(x + lw, y + 9, x + w, y + 9).value(name, text, x + lw + 2, y - 2, w - lw, t);
  };
  const head = (t: string): void => { p.label(t, 48, y, { size: 9.5, font: 'Times-Bold' }); p.line(48, y + 12, 564, y + 12, 1.2); y += 22; };
  head('1. BUSINESS / ENTREPRISE');
  row('Legal Name', 'Dénomination sociale', 'legal', m.legal, { legal_name: m.legal }); y += 20;
  row('Operating Name', "Nom d'exploitation", 'oa', m.trade ?? 'N/A', m.trade ? { trade_name: m.trade } : {}); y += 20;
  row('Business Number (BN)', "Numéro d'entreprise (NE)", 'bn', bnFull(m, '-'), bnT(m), 48, 330);
  p.label('(9 digits + program / 9 chiffres + programme)', 382, y + 1, { size: 6 }); y += 20;
  if (m.prov.code === 'QC') { row('Québec Enterprise No.', 'NEQ', 'neq', m.neq, {}, 48, 300); y += 20; }
  row('Start Date', 'Date de début', 'start', date(m.start, 'en'), { business_start_date: m.start }, 48, 290);
  row('Employees', 'Employés', 'emp', String(m.employees), {}, 350, 214); y += 20;
  row('Address', 'Adresse', 'addr', m.street, {}); y += 20;
  row('City', 'Ville', 'city', m.city, {}, 48, 200);
  row('Province', 'Province', 'prov', m.prov.en, { state_region: m.prov.code }, 256, 130);
  row('Postal Code', 'Code postal', 'pc', m.postal, {}, 392, 172); y += 20;
  row('Country', 'Pays', 'country', 'Canada', { country: 'Canada' }, 48, 200);
  row('Telephone', 'Téléphone', 'tel', m.phone, {}, 256, 308); y += 20;
  row('Type of Business', "Type d'entreprise", 'nature', m.industry.en, { industry: m.industry.id }); y += 22;
  p.label('Legal form / Forme juridique:', 48, y, { size: 7.5, font: 'Times-Bold' });
  let x = 150;
  for (const e of [['Corporation / Société par actions', 'ca_corporation'], ['Sole Proprietorship / Entreprise individuelle', 'sole_proprietorship'], ['Partnership / Société en nom collectif', 'general_partnership']] as const)
    x = p.check(`forme_${e[1]}`, e[0], m.entity.id === e[1], x, y, { type_of_entity: e[1] }, { size: 7 });
  y += 14;
  const other = !['ca_corporation', 'sole_proprietorship', 'general_partnership'].includes(m.entity.id);
  x = p.check('forme_autre', 'Other / Autre:', other, 150, y, {}, { size: 7 });
  p.line(x - 8, y + 8, 400, y + 8).value('forme_autre_txt', other ? m.entity.en : null, x - 6, y - 2, 150, { type_of_entity: m.entity.id }); y += 24;
  head('2. FINANCING / FINANCEMENT');
  const fr = r.chance(0.5);
  row('Amount Requested', 'Montant demandé', 'amount', money(m.amount, fr ? 'fr' : 'cad'), { requested_amount: m.amount }, 48, 300);
  row('Monthly Sales', 'Ventes mensuelles', 'sales', money(m.monthly, fr ? 'fr' : 'us'), {}, 350, 214); y += 20;
  row('Existing Advances (Funder, Balance)', 'Avances en cours (Prêteur, Solde)', 'funders', m.funders.map((f) => `${f.name}, ${money(f.balance, 'us')}`).join('; ') || 'None / Aucune'); y += 20;
  row('Landlord', "Propriétaire de l'immeuble", 'landlord', `${m.landlord.name} ${m.landlord.phone}`); y += 20;
  row('Trade Reference 1', 'Référence commerciale 1', 'ref1', `${m.refs[0]!.name} ${m.refs[0]!.phone}`); y += 20;
  row('Trade Reference 2', 'Référence commerciale 2', 'ref2', `${m.refs[1]!.name} ${m.refs[1]!.phone}`); y += 26;
  p.label('Page 1 of 2 / Page 1 de 2', 270, 750, { size: 7 });
  p.page(); y = 48;
  head('3. OWNERS / PROPRIÉTAIRES');
  const mask = r.chance(0.5);
  m.owners.forEach((o, i) => {
    p.label(`Owner ${i + 1} / Propriétaire ${i + 1}`, 48, y, { size: 8.5, font: 'Times-BoldItalic' }); y += 16;
    row('Name', 'Nom', `o${i}_name`, full(o), nameT(i, o), 48, 330);
    row('Ownership', 'Participation', `o${i}_pct`, `${o.pct} %`, { [`applicants.${i}.ownership`]: o.pct }, 384, 180); y += 20;
    row('Title', 'Titre', `o${i}_title`, o.role, { [`applicants.${i}.role`]: o.role }, 48, 250);
    row('SIN', 'NAS', `o${i}_sin`, mask ? maskSin(o.sin, i + 1) : sinDashed(o.sin, ' '), sinT(i, o, mask), 304, 260); y += 20;
    row('Date of Birth', 'Date de naissance', `o${i}_dob`, date(o.dob, 'iso'), { [`applicants.${i}.date_of_birth`]: o.dob }, 48, 250);
    row('Home Address', 'Adresse personnelle', `o${i}_home`, `${o.street}, ${o.city} ${o.postal}`, {}, 304, 260); y += 26;
  });
  head('4. CONSENT / CONSENTEMENT');
  y = p.para('The undersigned consent to the collection, use and disclosure of their personal information, including credit reports, for the purposes of evaluating this application, in accordance with PIPEDA. / Les soussignés consentent à la collecte, à l\'utilisation et à la communication de leurs renseignements personnels, y compris les rapports de crédit, aux fins de l\'étude de la présente demande.', 48, y, 516, 7.5, 'Times-Roman') + 30;
  p.line(48, y, 280, y).line(330, y, 480, y).label('Signature', 48, y + 3, { size: 7 }).label('Date', 330, y + 3, { size: 7 });
  p.label('Page 2 of 2 / Page 2 de 2', 270, 750, { size: 7 });
}

const FREQ_FR: Record<string, string> = { daily: 'Quotidienne', weekly: 'Hebdomadaire', biweekly: 'Aux deux semaines', monthly: 'Mensuelle' };
const FORMES: [string, string][] = [['Société par actions', 'ca_corporation'], ['Entreprise individuelle', 'sole_proprietorship'], ['S.E.N.C.', 'general_partnership'],
  ['S.E.C.', 'limited_partnership'], ['Coopérative', 'cooperative']];

/** 3. A French-first Québec form: Raison sociale, NEQ and TPS/TVQ beside the NE, "Nom, Prénom" owners, payment schedule. */
export function quebec(p: Pen, m: Merchant): void {
  const r = p.rng;
  p.rect(36, 30, 540, 44).label('FINANCEMENT LAURENTIDES', 46, 38, { size: 14, font: 'Helvetica-Bold' })
    .label('Demande d\'avance sur ventes futures', 46, 57, { size: 9 }).label('455, rue King Ouest, Sherbrooke (Québec) J1H 1R4 | 819 555-0110', 330, 48, { size: 7 });
  let y = 86;
  const band = (t: string): void => { p.rect(36, y, 540, 13, '#e3e3ef').label(t, 40, y + 3, { size: 8, font: 'Helvetica-Bold' }); y += 19; };
  const f = (lab: string, name: string, text: string | null, x: number, w: number, t: T = {}): void => {
    p.label(lab, x, y, { size: 6.5, color: '#333333' }).line(x, y + 22, x + w - 8, y + 22).value(name, text, x, y + 9, w - 8, t);
  };
  band('SECTION 1 - RENSEIGNEMENTS SUR L\'ENTREPRISE');
  f('Raison sociale (nom légal)', 'raison', m.legal, 36, 300, { legal_name: m.legal });
  f('Nom d\'exploitation (s\'il diffère)', 'nom_expl', m.trade, 336, 240, m.trade ? { trade_name: m.trade } : {}); y += 28;
  f('No d\'entreprise du Québec (NEQ)', 'neq', m.neq, 36, 150);
  f('Numéro d\'entreprise (NE) - ARC', 'ne', bnFull(m, ' '), 186, 150, bnT(m));
  f('No de TPS', 'tps', `${m.gst}RT0001`, 336, 120);
  f('No de TVQ', 'tvq', `${m.neq}TQ0001`, 456, 120); y += 28;
  f('Adresse de l\'établissement', 'adresse', m.street, 36, 260);
  f('Ville', 'ville', m.city, 296, 120);
  f('Province', 'province', m.prov.fr, 416, 70, { state_region: m.prov.code });
  f('Code postal', 'cp', m.postal, 486, 90); y += 28;
  f('Date de constitution / début des activités', 'debut', date(m.start, r.chance(0.5) ? 'fr' : 'iso'), 36, 200, { business_start_date: m.start });
  f('Secteur d\'activité', 'secteur', m.industry.fr, 236, 220, { industry: m.industry.id });
  f('Nombre d\'employés', 'employes', String(m.employees), 456, 120); y += 30;
  p.label('Forme juridique :', 36, y, { size: 7, font: 'Helvetica-Bold' });
  let x = 110;
  for (const [lab, id] of FORMES) x = p.check(`forme_${id}`, lab, m.entity.id === id, x, y, { type_of_entity: id }, { size: 7 });
  y += 20;
  band('SECTION 2 - FINANCEMENT DEMANDÉ');
  const cents = r.chance(0.5);
  f('Montant demandé', 'montant', cents ? money(m.amount, 'fr') : money(m.amount, 'fr').replace(',00 $', ' $'), 36, 160, { requested_amount: m.amount });
  f('Versement proposé', 'versement', money(m.payment, 'fr'), 196, 140, { requested_payment: m.payment });
  f('Nombre de versements', 'nb', String(m.nPay), 336, 110, { number_of_payments: m.nPay });
  f('Utilisation des fonds', 'usage', r.pick(['Inventaire', 'Rénovations', 'Équipement', 'Fonds de roulement']), 446, 130); y += 30;
  p.label('Fréquence des versements :', 36, y, { size: 7, font: 'Helvetica-Bold' });
  x = 150;
  for (const k of ['daily', 'weekly', 'biweekly', 'monthly']) x = p.check(`freq_${k}`, FREQ_FR[k]!, m.freq === k, x, y, { payment_frequency: k }, { size: 7 });
  y += 20;
  band('SECTION 3 - ACTIONNAIRES (20 % et plus)');
  const cols: [string, number][] = [['Nom, Prénom', 150], ['Fonction', 90], ['%', 40], ['NAS', 90], ['Date de naissance', 80], ['Cote de crédit', 90]];
  x = 36;
  for (const [h, w] of cols) { p.rect(x, y, w, 13, '#f2f2f2').rect(x, y, w, 13).label(h, x + 3, y + 3.5, { size: 6.5, font: 'Helvetica-Bold' }); x += w; }
  y += 13;
  const mask = r.chance(0.5);
  const score = r.chance(0.6);
  m.owners.forEach((o, i) => {
    const vals: [string | null, T][] = [[`${o.last}, ${o.first}`, nameT(i, o)], [o.roleFr, { [`applicants.${i}.role`]: o.roleFr }],
      [`${o.pct} %`, { [`applicants.${i}.ownership`]: o.pct }], [mask ? `*** *** ${o.sin.slice(6)}` : sinDashed(o.sin, ' '), sinT(i, o, mask)],
      [date(o.dob, 'iso'), { [`applicants.${i}.date_of_birth`]: o.dob }], [score ? String(o.score) : null, score ? { [`applicants.${i}.credit_score`]: o.score } : {}]];
    x = 36;
    cols.forEach(([, w], j) => { p.rect(x, y, w, 20).value(`act${i}_${j}`, vals[j]![0], x + 2, y + 6, w - 4, vals[j]![1], { size: 8 }); x += w; });
    y += 20;
  });
  y += 10;
  band('SECTION 4 - RENSEIGNEMENTS BANCAIRES ET LOCATEUR');
  f('Institution financière', 'banque', m.bank.name, 36, 150);
  f('No d\'institution', 'inst', m.bank.inst, 186, 80);
  f('No de transit', 'transit', m.bank.transit, 266, 90);
  f('No de folio (compte)', 'folio', m.bank.account, 356, 110);
  f('Loyer mensuel', 'loyer', money(m.landlord.rent, 'fr'), 466, 110); y += 28;
  f('Locateur', 'locateur', m.landlord.name, 36, 260);
  f('Tél. du locateur', 'tel_loc', m.landlord.phone, 296, 140);
  f('Représentant (courtier)', 'rep', m.iso.name, 436, 140); y += 34;
  y = p.para('Je déclare que les renseignements fournis sont exacts et j\'autorise Financement Laurentides à obtenir tout rapport de crédit (Equifax, TransUnion) me concernant et concernant l\'entreprise, conformément à la Loi sur la protection des renseignements personnels dans le secteur privé (Loi 25).', 36, y, 540, 7) + 24;
  p.line(36, y, 250, y).line(300, y, 420, y).label('Signature de l\'actionnaire', 36, y + 3, { size: 6.5 }).label('Date', 300, y + 3, { size: 6.5 });
}
