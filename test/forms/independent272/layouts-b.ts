// Layouts 4-5 of set 272: harbour_grid, quebec_cooperative.
import {
  LOI25, PIPEDA, cell, entityRow, fAmount, fBn, fCredit, fDob, fEntityText, fFreq, fIndustry, fLegal, fName, fNPay, fOwn, fPayment, fProv, fRole,
  fSin, fStart, fTrade, freqRow, ownerName, type Ctx, type LayoutDef,
} from './common.ts';

/** 4. Government-style numbered grid, grey captions, free-text legal form, owners as a table; dates YYYY-MM-DD. */
function harbour(c: Ctx): void {
  const { s, b, r } = c;
  s.frame(36, 28, 540, 44, { lw: 1.2 });
  s.label('HARBOURVIEW COMMERCIAL FUNDING CORP.', 44, 34, { size: 12.5, bold: true });
  s.label('Merchant Funding Intake — Form HV-200 (rev. 2024)  ·  Atlantic & Central Canada', 44, 50, { size: 7.5 });
  s.label('Dates: YYYY-MM-DD', 470, 34, { size: 7, bold: true });
  s.label('File no. (office use)', 470, 48, { size: 6 });
  s.value('office_file', `HV-${r.digits(6)}`, 470, 55, 100, 12, null);
  let y = 80;
  const n = (k: number, t: string): string => `${k}. ${t}`;
  const grey = '#ececec';
  s.band('PART A — BUSINESS', 36, y, 540, 12, '#555'); y += 12;
  cell(c, 'legal_name', n(1, 'Legal name of business'), b.legal, 36, y, 360, 26, fLegal(b), { fill: grey });
  cell(c, 'entity', n(2, 'Legal form of business'), b.entityBlank ? '' : b.entity.printed, 396, y, 180, 26, fEntityText(b), { fill: grey }); y += 26;
  cell(c, 'trade_name', n(3, 'Trade / operating name'), b.tradeText, 36, y, 260, 26, fTrade(b));
  cell(c, 'bn', n(4, 'CRA Business Number + program account'), b.bnText, 296, y, 180, 26, fBn(b));
  cell(c, 'incorp', n(5, 'Jurisdiction'), b.incorpJur, 476, y, 100, 26, null); y += 26;
  cell(c, 'street', n(6, 'Physical location of business'), b.street, 36, y, 230, 26, null, { fill: grey });
  cell(c, 'city', n(7, 'Municipality'), b.city, 266, y, 110, 26, null, { fill: grey });
  cell(c, 'prov', n(8, 'Province'), r.chance(0.5) ? b.provName : b.prov, 376, y, 110, 26, fProv(b), { fill: grey });
  cell(c, 'postal', n(9, 'Postal code'), b.postal, 486, y, 90, 26, null, { fill: grey }); y += 26;
  const mailing = r.chance(0.5);
  cell(c, 'mailing', n(10, 'Mailing address (if different)'), mailing ? `PO Box ${r.int(100, 9999)}, ${b.city}` : '', 36, y, 300, 26, null);
  cell(c, 'phone', n(11, 'Business telephone'), b.phone, 336, y, 120, 26, null);
  cell(c, 'start', n(12, 'Date business commenced'), b.startText, 456, y, 120, 26, fStart(b)); y += 26;
  cell(c, 'industry', n(13, 'Principal business activity'), b.industryText, 36, y, 260, 26, fIndustry(b), { fill: grey });
  cell(c, 'gst', n(14, 'GST/HST account (if registered)'), b.bn ? b.gst : '', 296, y, 160, 26, null, { fill: grey });
  cell(c, 'employees', n(15, 'No. of employees'), String(b.employees), 456, y, 120, 26, null, { fill: grey }); y += 26;
  cell(c, 'contact_name', n(16, 'Person to contact regarding this application'), b.contact.name, 36, y, 260, 26, null);
  cell(c, 'contact_title', n(17, 'Position'), b.contact.title, 296, y, 140, 26, null);
  cell(c, 'contact_phone', n(18, 'Telephone'), b.contact.phone, 436, y, 140, 26, null); y += 32;
  s.band('PART B — FUNDING', 36, y, 540, 12, '#555'); y += 12;
  cell(c, 'amount', n(19, 'Funding amount sought ($ CAD)'), b.amountText, 36, y, 180, 26, fAmount(b));
  cell(c, 'freq', n(20, 'Preferred remittance schedule'), b.freqText, 216, y, 160, 26, fFreq(b));
  cell(c, 'sales', n(21, 'Average monthly deposits'), b.monthlySales, 376, y, 200, 26, null); y += 26;
  cell(c, 'use', n(22, 'Intended use of funds'), b.useOfFunds, 36, y, 540, 26, null); y += 32;
  s.band('PART C — PRINCIPALS (100% of ownership must be shown)', 36, y, 540, 12, '#555'); y += 12;
  const cols: [string, number][] = [['23. Name of principal', 130], ['24. Office held', 78], ['25. Share %', 46], ['26. SIN', 86], ['27. Birth date', 70], ['28. Bureau score', 56], ['29. Residential address', 74]];
  let x = 36;
  for (const [h, w] of cols) { s.frame(x, y, w, 12, { fill: grey }); s.label(h, x + 2, y + 3, { size: 5.8 }); x += w; }
  y += 12;
  for (let i = 0; i < 4; i++) {
    const o = b.owners[i];
    x = 36;
    const vals: [string, string, Record<string, string | number | null> | null][] = o
      ? [['name', ownerName(o, r.chance(0.5) ? 'lfm' : 'fml'), fName(i, o)], ['role', o.role, fRole(i, o)], ['own', o.ownershipText, fOwn(i, o)],
        ['sin', o.sinText, fSin(i, o)], ['dob', o.dobText, fDob(i, o)], ['credit', o.creditText, fCredit(i, o)], ['home', `${o.homeCity}, ${o.homeProv}`, null]]
      : cols.map(() => ['x', '', null]);
    vals.forEach(([k, v, f], j) => {
      const w = cols[j]![1];
      s.frame(x, y, w, 18);
      if (o) s.value(`owner${i + 1}_${k}`, v, x + 1, y + 2, w - 2, 14, f);
      x += w;
    });
    y += 18;
  }
  y += 6;
  s.band('PART D — REFERENCES', 36, y, 540, 12, '#555'); y += 12;
  cell(c, 'bank', '30. Bank', b.bankName, 36, y, 160, 26, null);
  cell(c, 'transit', '31. Transit-Institution', `${b.transit}-${b.institution}`, 196, y, 120, 26, null);
  cell(c, 'account', '32. Account', b.account, 316, y, 110, 26, null);
  cell(c, 'bank_contact', '33. Banker', b.bankContact, 426, y, 150, 26, null); y += 26;
  b.tradeRefs.forEach((t, k) => {
    cell(c, `tref${k + 1}_name`, `${34 + k * 2}. Supplier reference`, t.name, 36, y, 300, 26, null);
    cell(c, `tref${k + 1}_phone`, `${35 + k * 2}. Phone`, t.phone, 336, y, 240, 26, null); y += 26;
  });
  cell(c, 'landlord', '38. Landlord', b.landlord, 36, y, 300, 26, null);
  cell(c, 'landlord_phone', '39. Landlord phone', b.landlordPhone, 336, y, 240, 26, null); y += 32;
  s.band('PART E — AUTHORIZATION', 36, y, 540, 12, '#555'); y += 16;
  y = s.paragraph(PIPEDA, 36, y, 540, 6.5) + 22;
  s.hline(36, 260, y); s.hline(300, 440, y); s.hline(470, 576, y);
  s.label('Signature of principal', 36, y + 3, { size: 6 }); s.label('Name (print)', 300, y + 3, { size: 6 }); s.label('Date (YYYY-MM-DD)', 470, y + 3, { size: 6 });
}

const RED = '#8c1d2c';

/** 5. French-first Québec form (English in italics): NEQ up top, dirigeants in 2x2 blocks, remittance boxes; dates JJ/MM/AAAA. */
function quebec(c: Ctx): void {
  const { s, b } = c;
  s.frame(0, 0, 612, 14, { fill: RED, stroke: 'none' });
  s.label('FONDS D’AVANCE MARCHANDE BORÉAL', 40, 26, { size: 15, bold: true, color: RED, font: 'Times-Bold' });
  s.label('Demande de financement — Business Funding Application', 40, 45, { size: 9, font: 'Times-Italic' });
  s.label('Format des dates : JJ/MM/AAAA (DD/MM/YYYY)', 400, 30, { size: 7 });
  const cap = (fr: string, en: string): string => `${fr} / ${en}`;
  let y = 62;
  const sec = (t: string): void => { s.label(t, 40, y, { size: 9, bold: true, color: RED }); s.hline(40, 572, y + 11, RED, 0.8); y += 15; };
  sec('A. IDENTIFICATION DE L’ENTREPRISE / BUSINESS IDENTIFICATION');
  cell(c, 'neq', cap('Numéro d’entreprise du Québec (NEQ)', 'Quebec enterprise no.'), b.neq ?? '', 40, y, 230, 24, null);
  cell(c, 'bn', cap('Numéro d’entreprise (NE) fédéral', 'Business Number (BN)'), b.bnText, 270, y, 302, 24, fBn(b)); y += 24;
  cell(c, 'legal_name', cap('Nom légal', 'Legal name'), b.legal, 40, y, 300, 24, fLegal(b));
  cell(c, 'trade_name', cap('Nom d’emprunt / Exploitée sous', 'Operating as'), b.tradeText, 340, y, 232, 24, fTrade(b)); y += 28;
  s.label('Forme juridique / Legal form:', 40, y, { size: 6.8 });
  entityRow(c, [['Société par actions (inc.)', 'Corporation'], ['Société en nom collectif (S.E.N.C.)', 'Partnership'], ['Entreprise individuelle', 'Sole Proprietorship'],
    ['Coopérative', 'Co-operative'], ['Autre (précisez)', 'Other']], 40, y + 10, 9, 70, 6.5); y += 24;
  cell(c, 'street', cap('Adresse', 'Address'), b.street, 40, y, 230, 24, null);
  cell(c, 'city', cap('Ville', 'City'), b.city, 270, y, 120, 24, null);
  cell(c, 'prov', 'Province', b.prov, 390, y, 70, 24, fProv(b));
  cell(c, 'postal', cap('Code postal', 'Postal code'), b.postal, 460, y, 112, 24, null); y += 24;
  cell(c, 'start', cap('Date de constitution / début des activités', 'Start date (JJ/MM/AAAA)'), b.startText, 40, y, 200, 24, fStart(b));
  cell(c, 'industry', cap('Secteur d’activité', 'Industry'), b.industryText, 240, y, 200, 24, fIndustry(b));
  cell(c, 'employees', cap('Employés', 'Employees'), String(b.employees), 440, y, 132, 24, null); y += 24;
  cell(c, 'tps', cap('No TPS', 'GST no.'), b.bn ? b.gst : '', 40, y, 180, 24, null);
  cell(c, 'tvq', cap('No TVQ', 'QST no.'), b.quebec ? `${b.neq?.slice(0, 10) ?? '1200000000'} TQ0001` : 'S.O. / N/A', 220, y, 170, 24, null);
  cell(c, 'phone', cap('Téléphone', 'Phone'), b.phone, 390, y, 182, 24, null); y += 30;
  sec('B. FINANCEMENT DEMANDÉ / FUNDING REQUESTED');
  cell(c, 'amount', cap('Montant demandé', 'Amount requested'), b.amountText, 40, y, 170, 24, fAmount(b));
  cell(c, 'payment', cap('Montant de chaque remise', 'Each remittance'), b.paymentText, 210, y, 170, 24, fPayment(b));
  cell(c, 'npay', cap('Nombre de remises', 'Number of remittances'), String(b.nPayments), 380, y, 192, 24, fNPay(b)); y += 28;
  s.label('Fréquence / Frequency :', 40, y + 1, { size: 6.8 });
  freqRow(c, ['Quotidienne / Daily', 'Hebdomadaire / Weekly', 'Aux deux semaines / Bi-weekly', 'Mensuelle / Monthly'], 128, y, 9, 6.5); y += 16;
  sec('C. DIRIGEANTS ET ACTIONNAIRES / PRINCIPALS AND SHAREHOLDERS');
  for (let i = 0; i < b.owners.length; i++) {
    const o = b.owners[i]!;
    const x = 40 + (i % 2) * 268, oy = y + Math.floor(i / 2) * 98;
    s.frame(x, oy, 264, 94, { stroke: RED });
    s.label(`Dirigeant(e) ${i + 1} / Principal ${i + 1}`, x + 4, oy + 2, { size: 6.8, bold: true });
    cell(c, `owner${i + 1}_name`, cap('Nom complet', 'Full name'), ownerName(o, 'fml'), x + 4, oy + 11, 170, 20, fName(i, o), { capSize: 5.3 });
    cell(c, `owner${i + 1}_own`, cap('% actions', '% shares'), o.ownershipText, x + 174, oy + 11, 86, 20, fOwn(i, o), { capSize: 5.3 });
    cell(c, `owner${i + 1}_role`, cap('Fonction', 'Title'), o.role, x + 4, oy + 31, 128, 20, fRole(i, o), { capSize: 5.3 });
    cell(c, `owner${i + 1}_sin`, cap('NAS', 'SIN'), o.sinText, x + 132, oy + 31, 128, 20, fSin(i, o), { capSize: 5.3 });
    cell(c, `owner${i + 1}_dob`, cap('Date de naissance', 'DOB'), o.dobText, x + 4, oy + 51, 128, 20, fDob(i, o), { capSize: 5.3 });
    cell(c, `owner${i + 1}_credit`, cap('Pointage de crédit', 'Credit score'), o.creditText, x + 132, oy + 51, 128, 20, fCredit(i, o), { capSize: 5.3 });
    cell(c, `owner${i + 1}_home`, cap('Adresse personnelle', 'Home address'), `${o.home}, ${o.homeCity} (${o.homeProv})`, x + 4, oy + 71, 256, 20, null, { capSize: 5.3 });
  }
  y += Math.ceil(b.owners.length / 2) * 98 + 4;
  sec('D. INSTITUTION FINANCIÈRE ET INTERMÉDIAIRE / BANK AND BROKER');
  cell(c, 'bank', cap('Institution', 'Bank'), b.bankName, 40, y, 150, 24, null);
  cell(c, 'transit', cap('Transit', 'Branch'), b.transit, 190, y, 70, 24, null);
  cell(c, 'account', cap('Folio / compte', 'Account'), b.account, 260, y, 110, 24, null);
  cell(c, 'iso_rep', cap('Courtier', 'Broker rep'), `${b.rep.name} — ${b.rep.company}`, 370, y, 202, 24, null); y += 24;
  cell(c, 'landlord', cap('Locateur', 'Landlord'), b.landlord, 40, y, 330, 24, null);
  cell(c, 'rent', cap('Loyer', 'Rent'), b.rent, 370, y, 202, 24, null); y += 30;
  y = s.paragraph(LOI25, 40, y, 532, 6.3) + 3;
  y = s.paragraph(PIPEDA, 40, y, 532, 6.3) + 18;
  s.hline(40, 280, y); s.hline(340, 572, y);
  s.label('Signature', 40, y + 3, { size: 6.5 }); s.label('Date (JJ/MM/AAAA)', 340, y + 3, { size: 6.5 });
}

export const LAYOUTS_B: LayoutDef[] = [
  { name: 'harbour_grid', maxOwners: 4, dateFmt: 'iso', font: 'Courier-Bold', draw: harbour },
  { name: 'quebec_cooperative', maxOwners: 4, dateFmt: 'dmy', font: 'Helvetica', draw: quebec },
];
