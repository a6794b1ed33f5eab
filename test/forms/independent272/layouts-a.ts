// Layouts 1-3 of set 272: laurentian_bilingual, maple_ledger_iso, prairie_two_page.
import {
  A, LOI25, PIPEDA, cell, entityRow, fAmount, fBn, fCredit, fDob, fEntityText, fFirst, fFreq, fIndustry, fLast, fLegal, fName, fNPay, fOwn,
  fPayment, fProv, fRole, fSin, fStart, fTrade, freqRow, lineField, ownerName, type Ctx, type LayoutDef,
} from './common.ts';

const NAVY = '#1f3a68';

/** 1. Bilingual grid of boxed cells, navy bands, entity checkboxes, owners table; dates YYYY-MM-DD. */
function laurentian(c: Ctx): void {
  const { s, b } = c;
  s.band('FINANCEMENT MARCHAND LAURENTIEN  ·  LAURENTIAN MERCHANT FUNDING', 30, 28, 552, 22, NAVY, '#fff', 11);
  s.label("Demande de financement d'entreprise / Business Funding Application", 30, 56, { size: 10, bold: true });
  s.label('Toutes les dates au format AAAA-MM-JJ / All dates in YYYY-MM-DD format. Montants en dollars canadiens (CAD).', 30, 70, { size: 6.8 });
  let y = 84;
  s.band("1. L'ENTREPRISE / THE BUSINESS", 30, y, 552, 13, NAVY); y += 15;
  cell(c, 'legal_name', 'Raison sociale / Legal Name', b.legal, 30, y, 320, 24, fLegal(b));
  cell(c, 'trade_name', 'Exploitée sous le nom de / Operating As', b.tradeText, 350, y, 232, 24, fTrade(b)); y += 28;
  s.label("Forme juridique / Type d'entité (cochez une case / check one) :", 30, y, { size: 6.8, bold: true });
  entityRow(c, [['Société par actions / Corporation', 'Corporation'], ['S.E.N.C. / Partnership', 'Partnership'], ['Entreprise individuelle / Sole Proprietorship', 'Sole Proprietorship'],
    ['Coopérative / Co-operative', 'Co-operative'], ['Autre / Other', 'Other']], 30, y + 11, 7, 55, 6.3); y += 26;
  cell(c, 'bn', "Numéro d'entreprise (NE) / Business Number (BN)", b.bnText, 30, y, 200, 24, fBn(b));
  cell(c, 'neq', 'NEQ (Québec seulement / only)', b.neq ?? '', 230, y, 130, 24, null);
  cell(c, 'gst', 'No TPS/TVH / GST/HST Registration No.', b.bnText && b.bn ? b.gst : '', 360, y, 222, 24, null); y += 24;
  cell(c, 'street', 'Adresse (lieu d’affaires) / Business Street Address', b.street, 30, y, 250, 24, null);
  cell(c, 'city', 'Ville / City', b.city, 280, y, 130, 24, null);
  cell(c, 'prov', 'Prov.', b.prov, 410, y, 60, 24, fProv(b));
  cell(c, 'postal', 'Code postal / Postal Code', b.postal, 470, y, 112, 24, null); y += 24;
  cell(c, 'phone', 'Téléphone / Phone', b.phone, 30, y, 110, 24, null);
  cell(c, 'email', 'Courriel / E-mail', b.email, 140, y, 150, 24, null);
  cell(c, 'start', 'Date de début / Business Start Date (AAAA-MM-JJ)', b.startText, 290, y, 150, 24, fStart(b));
  cell(c, 'industry', "Secteur d'activité / Type of Business", b.industryText, 440, y, 142, 24, fIndustry(b)); y += 24;
  cell(c, 'incorp', 'Constituée sous le régime de / Incorporated under', b.incorpJur, 30, y, 200, 24, null);
  cell(c, 'employees', "Nb d'employés / Employees", String(b.employees), 230, y, 110, 24, null);
  cell(c, 'sales', 'Ventes mensuelles moy. / Avg. Monthly Sales', b.monthlySales, 340, y, 242, 24, null); y += 30;
  s.band('2. DEMANDE / FUNDING REQUEST', 30, y, 552, 13, NAVY); y += 15;
  cell(c, 'amount', 'Montant demandé / Amount Requested (CAD)', b.amountText, 30, y, 200, 24, fAmount(b));
  cell(c, 'use', 'Utilisation des fonds / Use of Funds', b.useOfFunds, 230, y, 352, 24, null); y += 30;
  s.band('3. PROPRIÉTAIRES (20 % ET PLUS) / OWNERS (20% OR MORE)', 30, y, 552, 13, NAVY); y += 15;
  const cols: [string, number][] = [['Nom complet / Full Name', 150], ['Titre / Title', 82], ['% propr.', 42], ['NAS / SIN', 88], ['Naissance / DOB (AAAA-MM-JJ)', 100], ['Cote / Credit Score', 90]];
  let x = 30;
  for (const [h, w] of cols) { s.frame(x, y, w, 13, { fill: '#e4e9f2' }); s.label(h, x + 2, y + 3.5, { size: 6 }); x += w; }
  y += 13;
  for (let i = 0; i < 4; i++) {
    const o = b.owners[i];
    x = 30;
    const vals: [string, string, Record<string, string | number | null> | null][] = o
      ? [['name', ownerName(o, 'fml'), fName(i, o)], ['role', o.role, fRole(i, o)], ['own', o.ownershipText, fOwn(i, o)], ['sin', o.sinText, fSin(i, o)],
        ['dob', o.dobText, fDob(i, o)], ['credit', o.creditText, fCredit(i, o)]]
      : cols.map(() => ['x', '', null]);
    vals.forEach(([k, v, f], j) => {
      const w = cols[j]![1];
      s.frame(x, y, w, 18);
      if (o) s.value(`owner${i + 1}_${k}`, v, x + 1, y + 2, w - 2, 14, f);
      x += w;
    });
    y += 18;
  }
  y += 4;
  s.label('Adresse domiciliaire des propriétaires / Owners’ home addresses', 30, y, { size: 6.8, bold: true }); y += 10;
  for (let i = 0; i < b.owners.length; i++) {
    const o = b.owners[i]!;
    cell(c, `owner${i + 1}_home`, `Propriétaire ${i + 1} / Owner ${i + 1}`, `${o.home}, ${o.homeCity}, ${o.homeProv} ${o.homePostal}`, 30 + (i % 2) * 276, y + Math.floor(i / 2) * 22, 276, 22, null);
  }
  y += Math.ceil(b.owners.length / 2) * 22 + 6;
  s.band('4. BANQUE ET LOCAL / BANKING AND PREMISES', 30, y, 552, 13, NAVY); y += 15;
  cell(c, 'bank', 'Institution financière / Bank', b.bankName, 30, y, 150, 24, null);
  cell(c, 'transit', 'Transit', b.transit, 180, y, 70, 24, null);
  cell(c, 'inst', 'No inst.', b.institution, 250, y, 50, 24, null);
  cell(c, 'account', 'No de compte / Account No.', b.account, 300, y, 110, 24, null);
  cell(c, 'bank_contact', 'Directeur de compte / Account Manager', b.bankContact, 410, y, 172, 24, null); y += 24;
  cell(c, 'landlord', 'Locateur / Landlord', b.landlord, 30, y, 250, 24, null);
  cell(c, 'landlord_phone', 'Tél. locateur / Landlord Phone', b.landlordPhone, 280, y, 150, 24, null);
  cell(c, 'rent', 'Loyer mensuel / Monthly Rent', b.rent, 430, y, 152, 24, null); y += 30;
  y = s.paragraph(LOI25, 30, y, 552, 6.3) + 4;
  s.paragraph(PIPEDA, 30, y, 552, 6.3);
  s.hline(30, 250, 748); s.hline(330, 582, 748);
  s.label('Signature du propriétaire / Owner Signature', 30, 751, { size: 6.5 }); s.label('Date (AAAA-MM-JJ)', 330, 751, { size: 6.5 });
}

/** 2. Broker ISO sheet in Courier: underline fields, Operating As first, ISO block on top, three principals; dates DD/MM/YYYY. */
function mapleLedger(c: Ctx): void {
  const { s, b } = c;
  s.label('MAPLE LEDGER CAPITAL PARTNERS', 36, 30, { size: 15, bold: true, font: 'Courier-Bold' });
  s.label('Merchant Cash Advance — Canadian Application  (form ML-CA-7)', 36, 48, { size: 8, font: 'Courier' });
  s.label('Write all dates as DD/MM/YYYY. Amounts in CAD.', 380, 48, { size: 7, font: 'Courier' });
  s.hline(36, 576, 60, '#000', 1.5);
  s.frame(36, 66, 540, 34, { fill: '#f2f2f2', stroke: 'none' });
  s.label('FOR ISO USE — Submitted by:', 40, 69, { size: 6.5, bold: true });
  lineField(c, 'iso_rep', 'Rep', b.rep.name, 40, 76, 160, 20, null, 7);
  lineField(c, 'iso_company', 'ISO', b.rep.company, 205, 76, 170, 18, null, 7);
  lineField(c, 'iso_phone', 'Tel', b.rep.phone, 380, 76, 190, 18, null, 7);
  let y = 108;
  s.label('A. BUSINESS INFORMATION', 36, y, { size: 9, bold: true }); y += 12;
  lineField(c, 'trade_name', 'Operating As (O/A):', b.tradeText, 36, y, 540, 90, fTrade(b)); y += 18;
  lineField(c, 'legal_name', 'Legal Name of Business:', b.legal, 36, y, 540, 105, fLegal(b)); y += 18;
  lineField(c, 'entity', 'Legal Structure:', b.entityBlank ? '' : b.entity.printed, 36, y, 260, 72, fEntityText(b));
  lineField(c, 'incorp', 'Jurisdiction of Incorp.:', b.incorpJur, 306, y, 270, 100, null); y += 18;
  lineField(c, 'bn', 'Business No. (BN/RC):', b.bnText, 36, y, 260, 95, fBn(b));
  lineField(c, 'gst', 'GST/HST Reg. #:', b.bn ? b.gst : '', 306, y, 270, 75, null); y += 18;
  lineField(c, 'start', 'Date Established:', b.startText, 36, y, 200, 78, fStart(b));
  lineField(c, 'industry', 'Nature of Business:', b.industryText, 246, y, 330, 85, fIndustry(b)); y += 18;
  lineField(c, 'street', 'Business Address:', b.street, 36, y, 540, 80, null); y += 18;
  lineField(c, 'city', 'City:', b.city, 36, y, 180, 25, null);
  lineField(c, 'prov', 'Province:', b.provName, 226, y, 170, 45, fProv(b));
  lineField(c, 'postal', 'Postal Code:', b.postal, 406, y, 170, 58, null); y += 18;
  lineField(c, 'phone', 'Business Phone:', b.phone, 36, y, 200, 70, null);
  lineField(c, 'web', 'Website:', b.website, 246, y, 330, 45, null); y += 24;
  s.label('B. FUNDING REQUEST', 36, y, { size: 9, bold: true }); y += 12;
  lineField(c, 'amount', 'Advance Amount Requested:', b.amountText, 36, y, 270, 120, fAmount(b));
  lineField(c, 'payment', 'Proposed Remittance:', b.paymentText, 316, y, 260, 92, fPayment(b)); y += 18;
  lineField(c, 'npay', 'Number of Remittances:', String(b.nPayments), 36, y, 200, 105, fNPay(b));
  s.label('Frequency:', 246, y + 5, { size: 7.5 });
  freqRow(c, ['Daily', 'Weekly', 'Bi-Weekly', 'Monthly'], 296, y + 4, 10); y += 24;
  s.label('C. PRINCIPALS / OWNERS (list every owner of 20% or more)', 36, y, { size: 9, bold: true }); y += 12;
  for (let i = 0; i < Math.min(3, b.owners.length); i++) {
    const o = b.owners[i]!;
    s.frame(36, y, 540, 56, { stroke: '#888' });
    s.label(`Principal #${i + 1}`, 40, y + 2, { size: 6.5, bold: true });
    lineField(c, `owner${i + 1}_name`, 'Name (Last, First):', ownerName(o, 'lfm'), 40, y + 8, 250, 82, fName(i, o), 7);
    lineField(c, `owner${i + 1}_role`, 'Title:', o.role, 296, y + 8, 140, 26, fRole(i, o), 7);
    lineField(c, `owner${i + 1}_own`, 'Own %:', o.ownershipText, 442, y + 8, 130, 32, fOwn(i, o), 7);
    lineField(c, `owner${i + 1}_sin`, 'S.I.N.:', o.sinText, 40, y + 24, 160, 32, fSin(i, o), 7);
    lineField(c, `owner${i + 1}_dob`, 'D.O.B.:', o.dobText, 206, y + 24, 130, 32, fDob(i, o), 7);
    lineField(c, `owner${i + 1}_credit`, 'Est. Beacon Score:', o.creditText, 342, y + 24, 230, 80, fCredit(i, o), 7);
    lineField(c, `owner${i + 1}_home`, 'Home Address:', `${o.home}, ${o.homeCity} ${o.homeProv} ${o.homePostal}`, 40, y + 39, 532, 62, null, 7);
    y += 60;
  }
  y += 4;
  s.label('D. EXISTING ADVANCES / LOANS', 36, y, { size: 9, bold: true }); y += 12;
  s.label('Funder', 40, y, { size: 6.5 }); s.label('Balance', 260, y, { size: 6.5 }); s.label('Payment', 400, y, { size: 6.5 }); y += 8;
  for (let k = 0; k < 2; k++) {
    const f = b.funders[k];
    s.hline(36, 576, y + 14, '#888');
    s.value(`funder${k + 1}_name`, f?.name ?? '', 38, y, 210, 13, null);
    s.value(`funder${k + 1}_balance`, f?.balance ?? '', 258, y, 130, 13, null);
    s.value(`funder${k + 1}_payment`, f?.payment ?? '', 398, y, 170, 13, null);
    y += 16;
  }
  y += 4;
  s.label('E. TRADE REFERENCES', 36, y, { size: 9, bold: true }); y += 10;
  b.tradeRefs.forEach((t, k) => {
    lineField(c, `tref${k + 1}_name`, `${k + 1}.`, t.name, 36, y, 250, 12, null, 7);
    lineField(c, `tref${k + 1}_contact`, 'Contact:', t.contact, 292, y, 150, 36, null, 7);
    lineField(c, `tref${k + 1}_phone`, 'Tel:', t.phone, 448, y, 128, 20, null, 7);
    y += 17;
  });
  y = s.paragraph(PIPEDA, 36, y + 4, 540, 6.3) + 6;
  s.hline(36, 300, Math.max(y + 20, 740)); s.hline(380, 576, Math.max(y + 20, 740));
  s.label('Signature of Principal', 36, Math.max(y + 23, 743), { size: 6.5 }); s.label('Date (DD/MM/YYYY)', 380, Math.max(y + 23, 743), { size: 6.5 });
}

const GREEN = '#2d6a3e';

/** 3. Two pages: business + terms + banking on page 1 (BN or SIN box), owners 2x2 on page 2; dates DD/MM/YYYY. */
function prairie(c: Ctx): void {
  const { s, b, r } = c;
  const head = (t: string): void => {
    s.frame(40, 30, 532, 40, { fill: GREEN, stroke: 'none' });
    s.label('PRAIRIE CROSSING BUSINESS CAPITAL', 50, 37, { size: 14, bold: true, color: '#fff' });
    s.label(t, 50, 56, { size: 8, color: '#e8f2ea' });
  };
  head('Application for Business Financing — page 1 of 2 — dates: DD/MM/YYYY');
  let y = 80;
  const sec = (t: string): void => { s.label(t, 40, y, { size: 9.5, bold: true, color: GREEN }); s.hline(40, 572, y + 12, GREEN, 1); y += 16; };
  sec('Section 1 — Applicant Business');
  cell(c, 'legal_name', 'Full legal name of business (as registered)', b.legal, 40, y, 532, 24, fLegal(b)); y += 26;
  cell(c, 'trade_name', 'Operating name (O/A), if different', b.tradeText, 40, y, 300, 24, fTrade(b));
  cell(c, 'entity', 'Business structure', b.entityBlank ? '' : b.entity.printed, 342, y, 230, 24, fEntityText(b)); y += 26;
  // Tax number: a sole proprietor may give the owner's SIN instead of a BN.
  const o0 = b.owners[0]!;
  const useSin = b.entity.id === 'sole_proprietorship' && r.chance(0.5);
  s.frame(40, y, 300, 24, { lw: 0.5 });
  s.label('Tax number:', 44, y + 2, { size: 6 });
  s.checkbox('taxbox_bn', 'BN', !useSin && b.bnText !== '', 88, y + 1.5, 6.5, null); s.label('BN', 97, y + 2, { size: 6 });
  s.checkbox('taxbox_sin', 'SIN', useSin && o0.sinText !== '', 112, y + 1.5, 6.5, null); s.label('SIN (sole proprietor without BN)', 121, y + 2, { size: 6 });
  const taxText = useSin ? o0.sinText : b.bnText;
  const taxFields = useSin ? (o0.sin ? { [A('business_tax_id')]: o0.sin, [A('business_tax_id_type')]: 'SIN', [A('business_tax_id_country')]: 'CA' } : null) : fBn(b);
  s.value('business_tax_number', taxText, 41, y + 9, 298, 14, taxFields);
  cell(c, 'start', 'Date business started (DD/MM/YYYY)', b.startText, 342, y, 120, 24, fStart(b));
  cell(c, 'years_owned', 'Years under current ownership', String(Math.max(1, b.yearsInBiz - r.int(0, 2))), 462, y, 110, 24, null); y += 26;
  cell(c, 'industry', 'Describe the business (products / services)', b.industryText, 40, y, 300, 24, fIndustry(b));
  cell(c, 'employees', 'Full-time employees', String(b.employees), 342, y, 110, 24, null);
  cell(c, 'revenue', 'Gross annual revenue', b.annualRevenue, 452, y, 120, 24, null); y += 26;
  cell(c, 'street', 'Location address', b.street, 40, y, 250, 24, null);
  cell(c, 'city', 'City / Town', b.city, 290, y, 120, 24, null);
  cell(c, 'prov', 'Province / Territory', b.provName, 410, y, 90, 24, fProv(b));
  cell(c, 'postal', 'Postal code', b.postal, 500, y, 72, 24, null); y += 26;
  cell(c, 'phone', 'Telephone', b.phone, 40, y, 150, 24, null);
  cell(c, 'web', 'Website', b.website, 190, y, 200, 24, null);
  cell(c, 'neq', 'Provincial registry / NEQ no.', b.neq ?? 'N/A', 390, y, 182, 24, null); y += 32;
  sec('Section 2 — Financing Requested');
  cell(c, 'amount', 'Amount of financing requested (CAD)', b.amountText, 40, y, 180, 24, fAmount(b));
  cell(c, 'payment', 'Payment amount', b.paymentText, 220, y, 120, 24, fPayment(b));
  cell(c, 'npay', 'Number of payments', String(b.nPayments), 340, y, 100, 24, fNPay(b));
  cell(c, 'freq', 'Payment schedule', b.freqText, 440, y, 132, 24, fFreq(b)); y += 26;
  cell(c, 'use', 'Purpose of financing', b.useOfFunds, 40, y, 532, 24, null); y += 32;
  sec('Section 3 — Banking, Premises and Current Financing');
  cell(c, 'bank', 'Primary financial institution', b.bankName, 40, y, 180, 24, null);
  cell(c, 'transit', 'Branch transit #', b.transit, 220, y, 90, 24, null);
  cell(c, 'inst', 'Institution #', b.institution, 310, y, 80, 24, null);
  cell(c, 'account', 'Account #', b.account, 390, y, 182, 24, null); y += 26;
  cell(c, 'landlord', 'Landlord / mortgage holder', b.landlord, 40, y, 250, 24, null);
  cell(c, 'landlord_phone', 'Landlord phone', b.landlordPhone, 290, y, 140, 24, null);
  cell(c, 'rent', 'Monthly rent / mortgage', b.rent, 430, y, 142, 24, null); y += 26;
  const f = b.funders[0];
  cell(c, 'funder_name', 'Current cash advance / lender (if any)', f?.name ?? 'None', 40, y, 250, 24, null);
  cell(c, 'funder_balance', 'Approx. balance', f?.balance ?? '', 290, y, 140, 24, null);
  cell(c, 'funder_payment', 'Payment', f?.payment ?? '', 430, y, 142, 24, null); y += 32;
  sec('Section 4 — Broker');
  cell(c, 'iso_company', 'Referring broker firm', b.rep.company, 40, y, 250, 24, null);
  cell(c, 'iso_rep', 'Broker representative', b.rep.name, 290, y, 140, 24, null);
  cell(c, 'iso_email', 'Broker e-mail', b.rep.email, 430, y, 142, 24, null);

  s.newPage();
  head('Application for Business Financing — page 2 of 2 — Owners / Guarantors');
  y = 80;
  sec('Section 5 — Owners (each person owning 20% or more)');
  for (let i = 0; i < b.owners.length; i++) {
    const o = b.owners[i]!;
    const x = 40 + (i % 2) * 268, oy = y + Math.floor(i / 2) * 150;
    s.frame(x, oy, 264, 146, { stroke: GREEN, lw: 0.8 });
    s.label(`Owner ${i + 1}`, x + 4, oy + 3, { size: 7.5, bold: true, color: GREEN });
    cell(c, `owner${i + 1}_first`, 'First name', o.first, x + 4, oy + 14, 128, 22, fFirst(i, o));
    cell(c, `owner${i + 1}_last`, 'Last name', o.last, x + 132, oy + 14, 128, 22, fLast(i, o));
    cell(c, `owner${i + 1}_role`, 'Position / title', o.role, x + 4, oy + 36, 128, 22, fRole(i, o));
    cell(c, `owner${i + 1}_own`, '% ownership', o.ownershipText, x + 132, oy + 36, 128, 22, fOwn(i, o));
    cell(c, `owner${i + 1}_sin`, 'Social Insurance Number', o.sinText, x + 4, oy + 58, 128, 22, fSin(i, o));
    cell(c, `owner${i + 1}_dob`, 'Date of birth (DD/MM/YYYY)', o.dobText, x + 132, oy + 58, 128, 22, fDob(i, o));
    cell(c, `owner${i + 1}_home`, 'Home address', `${o.home}, ${o.homeCity}, ${o.homeProv}`, x + 4, oy + 80, 256, 22, null);
    cell(c, `owner${i + 1}_cell`, 'Cell phone', o.phone, x + 4, oy + 102, 128, 22, null);
    cell(c, `owner${i + 1}_credit`, 'Credit score (if known)', o.creditText, x + 132, oy + 102, 128, 22, fCredit(i, o));
  }
  y += Math.ceil(b.owners.length / 2) * 150 + 6;
  sec('Section 6 — Day-to-day contact (not an owner)');
  cell(c, 'contact_name', 'Contact name', b.contact.name, 40, y, 200, 24, null);
  cell(c, 'contact_title', 'Title', b.contact.title, 240, y, 160, 24, null);
  cell(c, 'contact_phone', 'Phone', b.contact.phone, 400, y, 172, 24, null); y += 32;
  sec('Section 7 — Consent (PIPEDA)');
  y = s.paragraph(PIPEDA, 40, y, 532, 6.8) + 20;
  s.hline(40, 280, y); s.hline(330, 572, y);
  s.label('Signature', 40, y + 3, { size: 6.5 }); s.label('Date signed (DD/MM/YYYY)', 330, y + 3, { size: 6.5 });
}

export const LAYOUTS_A: LayoutDef[] = [
  { name: 'laurentian_bilingual', maxOwners: 4, dateFmt: 'iso', font: 'Helvetica', draw: laurentian },
  { name: 'maple_ledger_iso', maxOwners: 3, dateFmt: 'dmy', font: 'Courier', draw: mapleLedger },
  { name: 'prairie_two_page', maxOwners: 4, dateFmt: 'dmy', font: 'Times-Roman', draw: prairie },
];
