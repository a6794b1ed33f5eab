// Layouts 4-5: Maple North Capital (Canadian, bilingual labels, BN with program account, SIN, PIPEDA consent) and
// Bluebird Business Funding (a sole proprietor's quick application: the owner's name is the legal name, the SSN or
// ITIN the tax ID, years in business instead of a date, a credit-score range that is no number).
import { fmtDate, fmtMoney, fullAddr } from './model.ts';
import type { Mark } from './sheet.ts';
import type { Layout } from './layouts-a.ts';
import { AUTH } from './layouts-a.ts';
import { boxDecoy, boxV, rowV } from './values.ts';

const MARKS: readonly Mark[] = ['xlines', 'letterX', 'check', 'fill'];

const maple: Layout = {
  name: 'maple-north-capital',
  look: (r) => ({ color: '#a4161a', tint: '#f5dcdc', labelFont: 'Helvetica', valueFont: 'Helvetica', mark: r.pick(MARKS) }),
  merchant: (r) => ({ country: 'CA', owners: r.int(1, 2), entities: ['ca_corporation', 'general_partnership'], soleProp: r.chance(0.2) }),
  draw(s, m, v, r) {
    const d = s.doc;
    d.save().rect(0, 0, 612, 8).fill('#a4161a').restore();
    d.font('Helvetica-Bold').fontSize(15).fillColor('#a4161a').text('MAPLE NORTH CAPITAL', 36, 24, { lineBreak: false });
    d.font('Helvetica').fontSize(8).fillColor('#333').text('Business Funding Application / Demande de financement d\'entreprise', 36, 42, { lineBreak: false });
    let y = s.bar('1. BUSINESS / ENTREPRISE', 58);
    rowV(s, 'Legal Name / Dénomination sociale:', v.legal(), 36, y + 10, 540, 'legal_name');
    rowV(s, 'Operating Name (O/A) / Nom commercial:', v.dba(['N/A', '—', 'S/O']), 36, y + 32, 540, 'operating_name');
    s.label('Structure / Forme juridique:', 36, y + 42);
    const opts = ['Corporation / Société par actions', 'Partnership / Société de personnes', 'Sole Proprietorship / Entreprise individuelle'];
    const k = ['ca_corporation', 'general_partnership', 'sole_proprietorship'].indexOf(m.entity);
    s.choice(opts, k, 140, y + 41, { type_of_entity: m.entity }, 'structure', true, 8);
    y += 70;
    rowV(s, 'Business Number (BN) / Numéro d\'entreprise (NE):', v.taxId(), 36, y, 330, 'bn');
    rowV(s, 'Date Established / Date de fondation (YYYY-MM-DD):', v.start('iso'), 36, y + 22, 330, 'established');
    s.decoyRow('Jurisdiction / Juridiction:', m.incState, 376, y + 22, 200, 'jurisdiction');
    rowV(s, 'Address / Adresse:', { text: m.addr.street, fields: {} }, 36, y + 44, 300, 'address');
    rowV(s, 'City / Ville:', { text: m.addr.city, fields: {} }, 346, y + 44, 230, 'city');
    rowV(s, 'Province:', v.state(r.chance(0.4)), 36, y + 66, 200, 'province');
    rowV(s, 'Postal Code / Code postal:', { text: m.addr.zip, fields: {} }, 246, y + 66, 180, 'postal');
    rowV(s, 'Country / Pays:', { text: 'Canada', fields: { country: 'Canada' } }, 436, y + 66, 140, 'country');
    rowV(s, 'Industry / Secteur d\'activité:', v.industry(), 36, y + 88, 330, 'industry');
    rowV(s, 'Phone / Téléphone:', { text: m.phone, fields: {} }, 376, y + 88, 200, 'phone');
    y = s.bar('2. FINANCING / FINANCEMENT', y + 102);
    const money = r.pick(['CAD', 'CAD-after', '$'] as const);
    rowV(s, 'Amount Requested / Montant demandé:', v.requested(money), 36, y + 10, 330, 'amount');
    s.decoyRow('Monthly Revenue / Revenu mensuel:', fmtMoney(m.monthlySales, money), 36, y + 32, 330, 'monthly');
    rowV(s, 'Use of Funds / Utilisation:', { text: m.useOfFunds, fields: {} }, 376, y + 10, 200, 'use');
    y = s.bar('3. OWNERS / PROPRIÉTAIRES', y + 46);
    m.owners.forEach((_, i) => {
      s.label(`Owner ${i + 1} / Propriétaire ${i + 1}`, 36, y, 8, true);
      rowV(s, 'Name / Nom:', v.name(i), 36, y + 20, 300, `o${i + 1}_name`);
      rowV(s, 'Title / Titre:', v.title(i), 346, y + 20, 130, `o${i + 1}_title`);
      rowV(s, '% Ownership / Participation:', v.pct(i), 36, y + 42, 200, `o${i + 1}_pct`);
      rowV(s, 'SIN / NAS:', v.ssn(i, r.pick(['N/A', '—'])), 246, y + 42, 160, `o${i + 1}_sin`);
      rowV(s, 'Date of Birth / Date de naissance:', v.dob(i, 'iso'), 36, y + 64, 260, `o${i + 1}_dob`);
      s.decoyRow('Home Address / Domicile:', fullAddr(m.owners[i]!.home), 306, y + 64, 270, `o${i + 1}_home`);
      y += 78;
    });
    y = s.bar('4. BANKING / INFORMATION BANCAIRE', y);
    s.decoyRow('Institution:', m.bank, 36, y + 10, 200, 'bank');
    s.decoyRow('Transit #:', m.routing.slice(0, 5), 246, y + 10, 140, 'transit');
    s.decoyRow('Account / Compte:', m.account, 396, y + 10, 180, 'account');
    y = s.para('PIPEDA CONSENT / CONSENTEMENT (LPRPDE): The applicant and each owner consent to the collection, use and disclosure of their '
      + 'personal information, including credit bureau reports (Equifax, TransUnion), by Maple North Capital and its partners for the purpose of '
      + 'assessing this application. / Le demandeur et chaque propriétaire consentent à la collecte, à l\'utilisation et à la communication de leurs '
      + 'renseignements personnels aux fins de l\'évaluation de la présente demande.', 36, y + 24, 540, 6.5);
    s.label('Signature', 36, y + 16);
    s.scribble(90, y + 20, 140);
    s.uline(85, y + 24, 180);
    s.label('Date (AAAA-MM-JJ)', 300, y + 16);
    s.decoy('sign_date', fmtDate(m.signDate, 'iso'), 370, y + 24, 100);
    return m.owners.length;
  },
};

const bluebird: Layout = {
  name: 'bluebird-sole-prop',
  look: (r) => ({ color: '#1d6fa5', tint: '#d6eaf8', labelFont: r.pick(['Helvetica', 'Times-Roman']), valueFont: 'Courier', mark: r.pick(MARKS) }),
  merchant: (r) => ({ country: 'US', owners: 1, entities: [], soleProp: true, itin: r.chance(0.25) }),
  draw(s, m, v, r) {
    const d = s.doc;
    d.save().circle(52, 44, 14).fill('#1d6fa5').restore();
    d.font('Helvetica-Bold').fontSize(16).fillColor('#1d6fa5').text('Bluebird Business Funding', 74, 30, { lineBreak: false });
    d.font('Helvetica').fontSize(8).fillColor('#333').text('Quick Application for Sole Proprietors & Small Businesses', 74, 50, { lineBreak: false });
    let y = s.bar('ABOUT YOUR BUSINESS', 72, 36, 540, true);
    boxV(s, 'Business Owner / Legal Name (as on tax return)', v.legal(), 36, y, 300, 'LegalName', 28);
    boxV(s, 'Business Name (DBA)', v.dba(), 336, y, 240, 'DBAName', 28);
    s.label('Business Structure:', 36, y + 36);
    s.choice(['Sole Proprietor', 'LLC', 'Corporation', 'Partnership'], 0, 120, y + 35, { type_of_entity: 'sole_proprietorship' }, 'Structure', false, 12);
    y += 52;
    boxV(s, 'EIN (if any)', { text: null, fields: {}, filler: r.pick(['N/A', '—', 'none']) }, 36, y, 150, 'EIN', 28);
    boxV(s, 'SSN / ITIN (if no EIN)', v.taxId(), 186, y, 150, 'SSNITIN', 28);
    const useDate = r.chance(0.5);
    if (useDate) boxV(s, 'Business Start Date', v.start(r.pick(['long', 'mdy2', 'mdy'] as const)), 336, y, 140, 'StartDate', 28);
    else boxV(s, 'Years in Business', { text: String(2026 - Number(m.start.slice(0, 4))), fields: {} }, 336, y, 140, 'Years', 28);
    boxV(s, 'Employees', { text: String(m.employees), fields: {} }, 476, y, 100, 'Employees', 28);
    boxV(s, 'Business Address', { text: m.addr.street, fields: {} }, 36, y + 28, 250, 'Street', 28);
    boxV(s, 'City', { text: m.addr.city, fields: {} }, 286, y + 28, 130, 'City', 28);
    boxV(s, 'State', v.state(), 416, y + 28, 60, 'State', 28);
    boxV(s, 'ZIP', { text: m.addr.zip, fields: {} }, 476, y + 28, 100, 'ZIP', 28);
    boxV(s, 'What does your business do?', v.industry(), 36, y + 56, 300, 'BusinessType', 28);
    boxV(s, 'Email', { text: m.email, fields: {} }, 336, y + 56, 240, 'Email', 28);
    y = s.bar('HOW MUCH DO YOU NEED?', y + 96, 36, 540, true);
    const money = r.pick(['$', '$.00', 'USD'] as const);
    boxV(s, 'Amount', v.requested(money), 36, y, 180, 'Amount', 28);
    boxV(s, 'Use of Funds', { text: m.useOfFunds, fields: {} }, 216, y, 200, 'Use', 28);
    boxDecoy(s, 'Monthly Deposits (avg.)', fmtMoney(m.monthlySales, money), 416, y, 160, 'deposits', 28);
    y = s.bar('ABOUT YOU', y + 40, 36, 540, true);
    boxV(s, 'Your Name', v.name(0), 36, y, 250, 'OwnerName', 28);
    boxV(s, 'Title', v.title(0), 286, y, 100, 'OwnerTitle', 28);
    boxV(s, 'Ownership', v.pct(0), 386, y, 80, 'OwnerPct', 28);
    boxV(s, 'Date of Birth', v.dob(0, r.pick(['mdy', 'long'] as const)), 466, y, 110, 'OwnerDOB', 28);
    boxV(s, 'Social Security # (or ITIN)', v.ssn(0, '—'), 36, y + 28, 180, 'OwnerSSN', 28);
    boxDecoy(s, 'Home Address', fullAddr(m.owners[0]!.home), 216, y + 28, 360, 'home', 28);
    s.label('Estimated credit score (we pull our own):', 36, y + 66);
    s.choice(['Under 550', '550-619', '620-679', '680-719', '720+'], r.int(0, 4), 200, y + 65, {}, 'CreditRange', true, 8);
    s.label('Home:', 36, y + 84);
    s.choice(['Own', 'Rent', 'Other'], r.int(0, 2), 70, y + 83, {}, 'HomeOwn', false);
    y = s.bar('WHERE DO YOU BANK?', y + 104, 36, 540, true);
    boxDecoy(s, 'Bank', m.bank, 36, y, 180, 'bank', 28);
    boxDecoy(s, 'Routing Number', m.routing, 216, y, 180, 'routing', 28);
    boxDecoy(s, 'Account Number', m.account, 396, y, 180, 'account', 28);
    y = s.para(AUTH, 36, y + 40, 540);
    s.label('Signature:', 36, y + 16);
    s.scribble(90, y + 20, 150);
    s.uline(85, y + 24, 190);
    s.label('Date:', 300, y + 16);
    s.decoy('sign_date', fmtDate(m.signDate, 'mdy'), 325, y + 24, 110);
    return 1;
  },
};

export const LAYOUTS_B: readonly Layout[] = [maple, bluebird];
