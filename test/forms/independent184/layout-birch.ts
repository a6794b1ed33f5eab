// Northern Birch Capital (Canada): a two-page bilingual form of boxed cells with tiny corner labels, comb boxes for
// the Business Number (program account in its own boxes), dates (YYYY-MM-DD) and the SIN, a BN / SIN check box,
// owners on page 2 with a PIPEDA consent. Hard: characters spread one per box, labels in two languages, province
// names overflowing a narrow cell, owner names repeated beside the signatures, bank numbers beside the BN.
import type { Rng } from '../../statements/generator/prng.ts';
import { F, moneyText, nameText, pctText } from './fields.ts';
import { iso } from './ids.ts';
import type { Merchant } from './merchant.ts';
import type { Sheet } from './sheet.ts';

const ENTITY: [string, string][] = [['Corporation', 'ca_corporation'], ['Sole Proprietorship', 'sole_proprietorship'], ['Partnership', 'general_partnership']];

export const BIRCH = { name: 'birch-boxed-ca', broker: 'Northern Birch Capital', country: 'CA' as const, maxOwners: 3, draw };

function header(s: Sheet, page: number): void {
  for (let i = 0; i < 3; i++) s.rect(36 + i * 7, 28 + i * 3, 4, 30 - i * 6, '#333', 0.2);
  s.label('NORTHERN BIRCH CAPITAL', 62, 28, 15, { bold: true });
  s.label('Merchant Funding Application  /  Demande de financement marchand', 62, 46, 8.5);
  s.label('PLEASE PRINT IN BLOCK LETTERS  -  ÉCRIRE EN LETTRES MOULÉES', 360, 30, 6.5, { width: 216, align: 'right' });
  s.label(`NBC-MFA-2022   page ${page} / 2`, 36, 762, 6, { color: '#444' });
}

function draw(s: Sheet, m: Merchant, rng: Rng): void {
  const L = 36, R = 576;
  header(s, 1);
  s.bar('1.  BUSINESS  /  ENTREPRISE', L, 70, R - L, 12, '#3b3b3b');
  s.write('legal_name', m.legal, s.cell('Legal Business Name / Dénomination sociale', L, 86, R - L), F.legal(m));
  s.write('dba', m.dbaText, s.cell('Operating Name (O/A) / Nom commercial', L, 112, 330), m.dbaText ? F.dba(m) : null);
  s.cell('Date Established / Date de constitution (YYYY-MM-DD)', 366, 112, 210);
  s.comb('start_date', m.start ? iso(m.start) : null, 378, 122, [4, 2, 2], ['-', '-'], F.start(m), 10, 13);

  s.cell('Business Number (BN) / Numéro d\'entreprise  -  9 digits + program account', L, 138, 330, 30);
  const t = m.taxId;
  const bnValue = !t ? null : t.type === 'BN' && t.digits.length > 9 ? `${t.digits.slice(0, 9)} ${t.digits.slice(9)}` : t.digits;
  s.comb('tax_id', bnValue, 44, 150, [9, 6], [''], F.taxId(m), 11, 14);
  s.cell('Number shown is a / Le numéro est un :', 366, 138, 210, 30);
  const tick = t?.type === 'SIN' ? 1 : t && rng.chance(0.7) ? 0 : null;
  s.choose('tax_id_type', [{ label: 'BN', x: 380, y: 154 }, { label: 'SIN (sole proprietor)', x: 420, y: 154 }], tick, tick === null ? null : F.taxType(m));

  s.cell('Legal Structure / Forme juridique', L, 168, R - L);
  const opts = [...ENTITY.map(([label], i) => ({ label, x: 46 + i * 110, y: 181 })), { label: 'Other / Autre:', x: 376, y: 181 }];
  const idx = m.entity ? ENTITY.findIndex(([, id]) => id === m.entity!.id) : -1;
  s.choose('entity', opts, !m.entity ? null : idx >= 0 ? idx : 3, m.entity ? F.entity(m) : null);
  s.line(440, 570, 189);
  if (m.entity && idx < 0) s.write('entity_other', m.entity.free, { x: 440, y: 189, w: 130 }, F.entity(m));

  const incorporated = m.entity?.id === 'ca_corporation' || m.entity?.id === 'ca_ulc';
  s.write('jurisdiction', incorporated ? rng.pick(['Federal (CBCA)', m.place.name, 'CBCA']) : null, s.cell('Jurisdiction of Incorporation', L, 194, 180), null);
  s.write('industry', m.industryText, s.cell('Nature of Business / Type d\'entreprise', 216, 194, 260), F.industry(m));
  s.write('employees', String(m.employees), s.cell('Employees / Employés', 476, 194, 100), null);
  s.write('street', m.street, s.cell('Street Address / Adresse', L, 220, 290), null);
  s.write('city', m.place.city, s.cell('City / Ville', 326, 220, 140), null);
  s.write('state', m.statePrinted, s.cell('Prov.', 466, 220, 40), F.state(m));
  s.write('postal', m.place.zip, s.cell('Postal Code', 506, 220, 70), null);
  s.write('phone', m.phone, s.cell('Business Phone / Téléphone', L, 246, 150), null);
  s.write('email', rng.chance(0.75) ? m.email : null, s.cell('Email / Courriel', 186, 246, 220), null);
  s.write('website', m.website, s.cell('Website / Site Web', 406, 246, 170), null);

  s.bar('2.  FUNDING REQUEST  /  DEMANDE DE FINANCEMENT', L, 280, R - L, 12, '#3b3b3b');
  s.write('amount', moneyText(m, m.amount), s.cell('Amount Requested / Montant demandé ($)', L, 296, 200), F.amount(m));
  s.write('use_of_funds', m.use, s.cell('Use of Funds / Utilisation des fonds', 236, 296, 200), null);
  s.write('monthly_sales', rng.chance(0.8) ? moneyText(m, m.monthlySales) : null, s.cell('Avg. Monthly Revenue / Revenu mensuel', 436, 296, 140), null);
  s.cell('Premises / Locaux', L, 322, 160);
  s.choose('own_rent', [{ label: 'Own', x: 46, y: 336 }, { label: 'Rent / Loue', x: 90, y: 336 }], m.ownRent === 'Own' ? 0 : 1, null);
  const rent = m.ownRent === 'Rent';
  s.write('rent', rent ? moneyText(m, m.landlord.rent) : null, s.cell('Monthly Rent / Loyer mensuel', 196, 322, 120), null);
  s.write('landlord', rent ? m.landlord.name : null, s.cell('Landlord / Propriétaire', 316, 322, 260), null);

  s.bar('3.  BANKING  /  RENSEIGNEMENTS BANCAIRES', L, 356, R - L, 12, '#3b3b3b');
  s.write('bank', m.bank.name, s.cell('Financial Institution / Institution financière', L, 372, 220), null);
  s.write('transit', m.bank.routing, s.cell('Transit - Institution No.', 256, 372, 140), null);
  s.write('account', m.bank.account, s.cell('Account No. / No de compte', 396, 372, 180), null);
  s.cell('Existing financing or cash advances? / Financement existant ?', L, 398, R - L, 30);
  s.choose('has_advances', [{ label: 'Yes / Oui', x: 46, y: 414 }, { label: 'No / Non', x: 100, y: 414 }], m.funders.length ? 0 : 1, null);
  s.label('If yes, with whom / Si oui, avec qui :', 150, 414, 6.5);
  s.line(258, 570, 422);
  s.write('funders', m.funders.length ? m.funders.map((f) => f.name).join(', ') : null, { x: 260, y: 422, w: 310 }, null);
  s.label('Attach the last 4 months of business bank statements, a void cheque and photo ID of each owner.', L, 440, 7);
  s.label('Joindre les 4 derniers relevés bancaires, un chèque annulé et une pièce d\'identité de chaque propriétaire.', L, 450, 7, { color: '#333' });

  s.newPage();
  header(s, 2);
  s.bar('4.  OWNERS  /  PROPRIÉTAIRES  (all owners of 20% or more / 20 % ou plus)', L, 70, R - L, 12, '#3b3b3b');
  const strike = rng.chance(0.5);
  for (let i = 0; i < 3; i++) {
    const y = 88 + i * 104, o = m.owners[i];
    s.label(`Owner ${i + 1} / Propriétaire ${i + 1}`, L, y, 7.5, { bold: true });
    const name = s.cell('Full Name / Nom complet', L, y + 10, 280), title = s.cell('Title / Titre', 316, y + 10, 140);
    const pct = s.cell('% Ownership / Participation', 456, y + 10, 120);
    s.cell('SIN / NAS (optional / facultatif)', L, y + 36, 180, 30);
    s.cell('Date of Birth / Date de naissance (YYYY-MM-DD)', 216, y + 36, 190, 30);
    const credit = s.cell('Est. Credit Score / Cote estimée', 406, y + 36, 170, 30);
    const home = s.cell('Home Address / Adresse personnelle', L, y + 66, 400), cell = s.cell('Cell / Cellulaire', 436, y + 66, 140);
    if (!o) {
      s.comb(`owner${i + 1}.sin`, null, 44, y + 49, [3, 3, 3], ['-', '-'], null, 11, 14);
      s.comb(`owner${i + 1}.dob`, null, 226, y + 49, [4, 2, 2], ['-', '-'], null, 11, 14);
      if (strike && i === m.owners.length) s.notApplicable(`owner${i + 1}.na`, L, y + 10, R - L, 82);
      continue;
    }
    s.write(`owner${i + 1}.name`, nameText(o, 'first-last'), name, F.name(o, i));
    s.write(`owner${i + 1}.title`, o.title, title, F.title(o, i));
    s.write(`owner${i + 1}.pct`, pctText(o, rng.int(0, 2)), pct, F.pct(o, i));
    s.comb(`owner${i + 1}.sin`, o.taxText, 44, y + 49, [3, 3, 3], ['-', '-'], F.tax(o, i), 11, 14);
    s.comb(`owner${i + 1}.dob`, o.dob ? iso(o.dob) : null, 226, y + 49, [4, 2, 2], ['-', '-'], F.dob(o, i), 11, 14);
    s.write(`owner${i + 1}.credit`, o.credit === null ? null : String(o.credit), credit, F.credit(o, i));
    s.write(`owner${i + 1}.home`, o.home, home, null);
    s.write(`owner${i + 1}.cell`, o.cell, cell, null);
  }

  s.bar('5.  CONSENT  /  CONSENTEMENT', L, 404, R - L, 12, '#3b3b3b');
  s.label('In accordance with the Personal Information Protection and Electronic Documents Act (PIPEDA), each undersigned consents to '
    + 'Northern Birch Capital and its funding partners collecting, using and disclosing the personal information in this application, '
    + 'obtaining credit reports from Equifax Canada and TransUnion Canada, and verifying banking information, for the purpose of '
    + 'evaluating the request for financing. Providing a SIN is optional and is used only to match credit files.', L, 420, 6.8, { width: R - L });
  s.label('Conformément à la LPRPDE, chaque soussigné consent à la collecte, à l\'utilisation et à la communication des renseignements '
    + 'personnels ci-dessus aux fins de l\'évaluation de la demande de financement.', L, 462, 6.5, { width: R - L, color: '#333' });
  for (let i = 0; i < Math.min(2, m.owners.length); i++) {
    const y = 520 + i * 44, o = m.owners[i]!;
    const sig = s.ul('Signature', L, y, 200);
    s.sign(sig);
    s.write(`owner${i + 1}.print_name`, nameText(o, 'first-last'), s.ul('Print Name / Nom', 244, y, 200), F.name(o, i));
    s.write(`owner${i + 1}.signed`, iso(m.signed), s.ul('Date', 452, y, 124), null);
  }
}
