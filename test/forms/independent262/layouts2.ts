// Layouts 3 and 4 of set 262.
import type { Val } from './model.ts';
import { decoy, provinceVal, put, type Layout } from './layouts.ts';

// ---------------------------------------------------------------------------------------------------------------
// 3. Prairie Lending Group / Groupe de prêt des Prairies (Winnipeg broker): bilingual labels "English / Français",
// one dense page, an owners table of up to four rows with names written "Last, First", an existing-advances table
// and bank details beside the business number; the owner writes in English or French.
export const prairie: Layout = (c, m, rng) => {
  const d = c.doc;
  d.rect(30, 30, 552, 46).fill('#4a4a4a');
  c.label('PRAIRIE LENDING GROUP  ·  GROUPE DE PRÊT DES PRAIRIES', 40, 40, { size: 13, bold: true, color: '#ffffff' });
  c.label('Business Financing Application / Demande de financement d\'entreprise', 40, 60, { size: 8, color: '#f0f0f0' });
  let y = 88;
  const row = (label: string, x: number, w: number, key: string, v: Val | null, decoyKey?: string): void => {
    d.lineWidth(0.5).strokeColor('#999999').rect(x, y, w, 26).stroke();
    c.label(label, x + 2, y + 2, { size: 6 });
    if (decoyKey) decoy(c, m, decoyKey, x + 2, y + 12, w - 6);
    else put(c, key, v, x + 2, y + 12, w - 6);
  };
  row('Legal name / Dénomination sociale', 30, 300, 'legal_name', m.legal);
  row('Operating as / Exploitée sous', 330, 252, 'trade_name', m.dba); y += 26;
  row('Business Number / Numéro d\'entreprise', 30, 180, 'business_tax_id', m.bn);
  row('Entity type / Forme juridique', 210, 150, 'type_of_entity', { text: m.entityText, fields: { type_of_entity: m.entityId } });
  row('Start date (DD/MM/YYYY) / Date de début (JJ/MM/AAAA)', 360, 222, 'business_start_date', m.start); y += 26;
  row('Address / Adresse', 30, 250, 'street', { text: m.street, fields: {} });
  row('City / Ville', 280, 110, 'city', { text: m.city, fields: {} });
  row('Prov.', 390, 70, 'province', provinceVal(rng, m, ['code', 'code', m.lang === 'fr' ? 'fr' : 'en']));
  row('Postal code / Code postal', 460, 122, 'postal', { text: m.postal, fields: {} }); y += 26;
  row('Industry / Secteur', 30, 200, 'industry', m.business);
  row('Phone / Téléphone', 230, 120, 'phone', { text: m.phone, fields: {} });
  row('Monthly sales / Ventes mensuelles', 350, 232, 'monthly', { text: m.monthly, fields: {} }); y += 34;
  c.label('FUNDING / FINANCEMENT', 30, y, { size: 8, bold: true }); y += 12;
  row('Amount requested / Montant demandé', 30, 160, 'requested_amount', m.amount);
  row('Payment / Versement', 190, 120, 'requested_payment', m.payment);
  row('No. of payments / Nbre de versements', 310, 140, 'number_of_payments', m.count);
  row('Frequency / Fréquence', 450, 132, 'payment_frequency', m.freq ? { text: m.freq.text, fields: { payment_frequency: m.freq.id } } : null);
  y += 34;
  c.label('OWNERS / PROPRIÉTAIRES (20 %+)', 30, y, { size: 8, bold: true }); y += 12;
  const cols: [string, number][] = [['Name (Last, First) / Nom (Nom, Prénom)', 170], ['Title / Titre', 80], ['% Own.', 50], ['SIN / NAS', 100], ['DOB / Date de naiss.', 152]];
  let x = 30;
  for (const [lab, w] of cols) { d.rect(x, y, w, 14).fill('#e6e6e6'); c.label(lab, x + 2, y + 4, { size: 6 }); x += w; }
  y += 14;
  for (let i = 0; i < 4; i++) {
    const o = m.owners[i];
    x = 30;
    const vals: [string, Val | null][] = o ? [['name', o.full], ['title', o.role], ['own', o.own], ['sin', o.sin], ['dob', o.dob]] : [];
    cols.forEach(([, w], k) => {
      d.lineWidth(0.5).strokeColor('#999999').rect(x, y, w, 20).stroke();
      if (o) put(c, `owner${i}_${vals[k]![0]}`, vals[k]![1], x + 1, y + 6, w - 4);
      x += w;
    });
    y += 20;
  }
  y += 4;
  m.owners.slice(0, 2).forEach((o, i) => { c.label(`Home address owner ${i + 1} / Adresse personnelle :`, 30, y + 4, { size: 6.5 }); c.value(`owner${i}_home`, o.home, 200, y, 380); y += 16; });
  y += 10;
  c.label('EXISTING ADVANCES / AVANCES EN COURS', 30, y, { size: 8, bold: true }); y += 12;
  row('Funder / Bailleur de fonds', 30, 280, 'funder1', null, 'funder1');
  row('Balance / Solde', 310, 272, 'funder1_balance', null, 'funder1_balance'); y += 34;
  c.label('BANK / BANQUE', 30, y, { size: 8, bold: true }); y += 12;
  row('Bank / Banque', 30, 170, 'bank', null, 'bank_name');
  row('Transit', 200, 90, 'transit', null, 'bank_transit');
  row('Inst.', 290, 60, 'inst', null, 'bank_institution');
  row('Account / Compte', 350, 232, 'acct', null, 'bank_account'); y += 34;
  row('Trade reference / Référence commerciale', 30, 276, 'trade1', null, 'trade_ref1');
  row('Trade reference / Référence commerciale', 306, 276, 'trade2', null, 'trade_ref2'); y += 36;
  c.label('I/We consent to the collection and use of personal information and credit checks (PIPEDA). / J\'autorise/Nous autorisons la',
    30, y, { size: 6.5 });
  c.label('collecte et l\'utilisation de renseignements personnels et les vérifications de crédit (LPRPDE).', 30, y + 9, { size: 6.5 });
  y += 40;
  d.lineWidth(0.5).strokeColor('#000000').moveTo(30, y).lineTo(250, y).stroke().moveTo(300, y).lineTo(450, y).stroke();
  c.label('Signature', 30, y + 3, { size: 6.5 });
  c.label('Date', 300, y + 3, { size: 6.5 });
  c.label('Agent:', 470, y - 10, { size: 6.5 });
  decoy(c, m, 'iso_rep', 490, y - 14, 92);
};

// ---------------------------------------------------------------------------------------------------------------
// 4. Atlantic Bridge Funding (Halifax funder): English, serif, underlined blanks, entity as a checkbox row with an
// "Other:" line, a BN / SIN checkbox deciding what the tax number is (sole proprietors write their SIN), years in
// business instead of a start date on some forms, owners with a self-reported credit score.
const ENT_EN: [string, string][] = [['ca_corporation', 'Corporation'], ['sole_proprietorship', 'Sole Proprietorship'],
  ['general_partnership', 'Partnership'], ['limited_partnership', 'Limited Partnership'], ['cooperative', 'Co-operative'],
  ['nonprofit_corporation', 'Not-for-profit']];

export const atlantic: Layout = (c, m, rng) => {
  const d = c.doc;
  const navy = '#0b2545';
  c.label('Atlantic Bridge Funding', 54, 36, { size: 22, color: navy, font: 'Times-BoldItalic' });
  c.label('1959 Upper Water Street, Halifax, NS  ·  Small Business Advance Application', 54, 62, { size: 8.5 });
  d.lineWidth(0.8).strokeColor(navy).moveTo(54, 76).lineTo(558, 76).stroke();
  let y = 92;
  const blank = (label: string, x: number, w: number, key: string, v: Val | null, decoyKey?: string): void => {
    c.label(label, x, y, { size: 9 });
    const lw = d.font(c.bodyFont).fontSize(9).widthOfString(label) + 5;
    d.lineWidth(0.4).strokeColor('#000000').moveTo(x + lw, y + 10).lineTo(x + w, y + 10).stroke();
    if (decoyKey) decoy(c, m, decoyKey, x + lw, y - 1, w - lw);
    else put(c, key, v, x + lw, y - 1, w - lw);
  };
  const section = (t: string): void => { d.rect(54, y, 504, 14).fill(navy); c.label(t, 58, y + 3, { size: 8.5, bold: true, color: '#ffffff' }); y += 22; };
  section('SECTION A — THE BUSINESS');
  blank('Legal Name of Business:', 54, 504, 'legal_name', m.legal); y += 20;
  blank('Operating Name (O/A):', 54, 504, 'trade_name', m.dba); y += 22;
  c.label('Business structure:', 54, y, { size: 9 });
  const own = ENT_EN.find(([id]) => id === m.entityId);
  ENT_EN.forEach(([id, lab], i) => c.check(`ent_${id}`, lab, own?.[0] === id, 140 + (i % 3) * 130, y + (i >= 3 ? 14 : 0), { type_of_entity: id }));
  y += 28;
  c.check('ent_other', 'Other:', !own, 140, y, {});
  put(c, 'type_of_entity_other', own ? null : { text: m.entityText, fields: { type_of_entity: m.entityId } }, 180, y - 2, 180);
  d.lineWidth(0.4).moveTo(178, y + 9).lineTo(360, y + 9).stroke();
  y += 22;
  c.label('Tax number is a:', 54, y, { size: 9 });
  c.check('taxkind_bn', 'BN', m.bn !== null && m.bnKind === 'bn', 140, y, { business_tax_id_type: 'BN', business_tax_id_country: 'CA' });
  c.check('taxkind_sin', 'SIN (sole proprietor)', m.bn !== null && m.bnKind === 'sin', 180, y, { business_tax_id_type: 'SIN', business_tax_id_country: 'CA' });
  y += 2;
  blank('Number:', 300, 258, 'business_tax_id', m.bn ? { text: m.bn.text, fields: { business_tax_id: m.bn.fields.business_tax_id ?? null } } : null); y += 22;
  const years = rng.chance(0.35);
  if (years) blank('Years in business:', 54, 240, 'years', { text: m.yearsText, fields: {} });
  else blank('Date established:', 54, 240, 'business_start_date', m.start);
  blank('Incorporated in:', 300, 258, 'incorporation', null, 'incorporation'); y += 20;
  blank('Street:', 54, 504, 'street', { text: m.street, fields: {} }); y += 20;
  blank('City:', 54, 200, 'city', { text: m.city, fields: {} });
  blank('Province:', 260, 150, 'province', provinceVal(rng, m, ['en', 'code']));
  blank('Postal Code:', 416, 142, 'postal', { text: m.postal, fields: {} }); y += 20;
  blank('Type of business:', 54, 300, 'industry', m.business);
  blank('Phone:', 360, 198, 'phone', { text: m.phone, fields: {} }); y += 20;
  blank('Landlord:', 54, 300, 'landlord', null, 'landlord');
  blank('Phone:', 360, 198, 'landlord_phone', null, 'landlord_phone'); y += 26;
  section('SECTION B — THE REQUEST');
  blank('Amount requested:', 54, 240, 'requested_amount', m.amount);
  blank('Purpose:', 300, 258, 'use', { text: m.use, fields: {} }); y += 20;
  blank('Proposed payment:', 54, 180, 'requested_payment', m.payment);
  blank('x', 240, 300, 'number_of_payments', m.count);
  blank('payments,', 312, 246, 'payment_frequency', m.freq ? { text: m.freq.text, fields: { payment_frequency: m.freq.id } } : null); y += 20;
  blank('Current advance with:', 54, 300, 'funder1', null, 'funder1');
  blank('Balance owing:', 360, 198, 'funder1_balance', null, 'funder1_balance'); y += 26;
  m.owners.slice(0, 2).forEach((o, i) => {
    section(`SECTION C${i + 1} — OWNER ${i + 1}`);
    blank('Name:', 54, 300, `owner${i}_name`, o.full);
    blank('Title:', 360, 198, `owner${i}_role`, o.role); y += 20;
    blank('Ownership:', 54, 160, `owner${i}_own`, o.own);
    blank('SIN:', 220, 160, `owner${i}_sin`, o.sin);
    blank('Credit score (approx.):', 386, 172, `owner${i}_score`, o.score); y += 20;
    blank('Date of birth:', 54, 200, `owner${i}_dob`, o.dob);
    c.label('Home address:', 260, y, { size: 9 });
    c.value(`owner${i}_home`, o.home, 325, y - 1, 233);
    d.lineWidth(0.4).moveTo(325, y + 10).lineTo(558, y + 10).stroke();
    y += 26;
  });
  blank('Bank:', 54, 170, 'bank', null, 'bank_name');
  blank('Transit:', 230, 100, 'transit', null, 'bank_transit');
  blank('Inst.:', 336, 60, 'inst', null, 'bank_institution');
  blank('Acct:', 402, 156, 'acct', null, 'bank_account'); y += 24;
  c.label('The undersigned certify the information above and consent to credit enquiries and to the sharing of this application with',
    54, y, { size: 7, font: 'Times-Italic' });
  c.label('Atlantic Bridge Funding\'s capital partners, as permitted by PIPEDA.', 54, y + 9, { size: 7, font: 'Times-Italic' });
  y += 36;
  d.lineWidth(0.5).moveTo(54, y).lineTo(280, y).stroke().moveTo(330, y).lineTo(480, y).stroke();
  c.label('Signature of owner', 54, y + 3, { size: 7 });
  c.label('Date', 330, y + 3, { size: 7 });
  y += 20;
  blank('Referred by:', 54, 300, 'iso', null, 'iso_rep');
};
