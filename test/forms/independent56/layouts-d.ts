// Set 56: Financement Boréal Capital (Canada, French-first labels under the line, BN with its GST/HST and NEQ twins,
// SIN, PIPEDA/LPRPDE consent) and QuickDraw Funding (a one-page fast app: few boxed fields, a big signature area).
import { Ctx, FUNDERS, PEOPLE } from './ctx.ts';
import { FIRST_ES, FIRST_FR, LAST_FR, date, fmtDate, fmtSin, iso, money, phone, type DateFmt } from './common.ts';
import { amt, checks, W, X, type Layout } from './layouts-a.ts';

const PROV_FR: Record<string, string> = { QC: 'Québec', ON: 'Ontario', NB: 'Nouveau-Brunswick', MB: 'Manitoba', AB: 'Alberta' };
const ENT_CA = [{ text: 'Société par actions / Corporation', id: 'ca_corporation', suffix: ' inc.' },
  { text: 'Entreprise individuelle / Sole prop.', id: 'sole_proprietorship', suffix: '' },
  { text: 'S.E.N.C. / Partnership', id: 'general_partnership', suffix: ' S.E.N.C.' }];
const FREQ_CA = [['Quotidien / Daily', 'daily'], ['Hebdomadaire / Weekly', 'weekly'], ['Aux deux semaines / Bi-weekly', 'biweekly']] as const;
/** French money: "75 000 $" (thin space kept as a plain space) or English "$75,000 CAD". */
const cad = (c: Ctx, n: number): string => c.r.pick([`${n.toLocaleString('en-US').replace(/,/g, ' ')} $`, `${money(n)} CAD`]);

export const boreal: Layout = {
  title: 'Financement Boréal Capital - Demande de financement',
  spec: { country: 'CA', maxOwners: 2, amount: [10000, 200000], freqs: ['daily', 'weekly', 'biweekly'], first: FIRST_FR, last: LAST_FR, entities: ENT_CA,
    names: ['Boulangerie Côté', 'Transport Lavoie', 'Rénovations Gagnon', 'Dépanneur du Coin', 'Salon Élégance', 'Garage St-Pierre et Fils'],
    titles: ['Président', 'Présidente', 'Propriétaire', 'Associé', 'Vice-président'],
    industries: [['Restaurant', 'restaurant'], ['Camionnage longue distance / long haul trucking', 'trucking_long_haul'], ['Salon de coiffure / hair salon', 'personal_care'],
      ['Entrepreneur général / general contractor', 'general_contractor'], ['Clinique dentaire / dental office', 'dental_practice'],
      ['Dépanneur / convenience store', 'convenience_store'], ['Garage / auto service', 'auto_repair']] },
  draw(c) {
    const { s, m, r } = c;
    const B = (label: string, x: number, y: number, w: number) => c.at('below', label, x, y, w, 0, 6.2);
    if (m.entityId === 'ca_corporation' && r.chance(0.4)) {
      m.dba = m.base;
      m.legal = m.state === 'QC' ? `9${r.digits(3)}-${r.digits(4)} Québec inc.` : `${r.int(1000000, 2899999)} ${PROV_FR[m.state] ?? 'Ontario'} Inc.`;
    }
    s.label('FINANCEMENT BORÉAL CAPITAL', X, 28, 16, { bold: true, color: '#14532d' });
    s.label("Demande de financement d'entreprise  /  Business Funding Application", X, 47, 8.5, { italic: true });
    c.d(r.pick(PEOPLE), ...B('Courtier / Broker', 400, 40, 100));
    c.d(`BC-${r.digits(3)}`, ...B('No', 506, 40, 70));
    let y = 62; c.section('1. ENTREPRISE / BUSINESS', X, y, W, '#14532d'); y += 30;
    c.v('legal_name', m.legal, m.legal, ...B('Raison sociale / Legal name', X, y, 320));
    const oa = B("Nom commercial (exploitée sous) / Operating name (O/A)", X + 330, y, 210);
    if (m.dba) c.v('trade_name', m.dba, m.dba, ...oa);
    y += 30;
    const bnNum = m.taxKind === 'BN';
    c.taxId(...B('Numéro / Number', X, y, 150), {}, bnNum ? r.pick([`${m.taxId.slice(0, 9)} ${m.taxId.slice(9)}`, `${m.taxId.slice(0, 9)}-${m.taxId.slice(9)}`]) : fmtSin(m.taxId));
    c.c(null, null, bnNum, 'NE / BN', X + 2, y + 9, { size: 6.2, s: 7 });
    c.c(null, null, !bnNum, 'NAS / SIN', X + 50, y + 9, { size: 6.2, s: 7 });
    c.d(bnNum ? `${m.taxId.slice(0, 9)} RT0001` : null, ...B('No TPS/TVH / GST/HST #', X + 160, y, 140));
    c.d(m.state === 'QC' ? `11${r.digits(8)}` : null, ...B('NEQ (Québec)', X + 310, y, 100));
    c.d(String(r.int(2, 40)), ...B("Nombre d'employés / Employees", X + 420, y, 120));
    y += 38;
    c.d(m.street, ...B('Adresse / Address', X, y, 250));
    c.d(m.city, ...B('Ville / City', X + 260, y, 120));
    c.v('state_region', m.state, r.chance(0.6) ? m.state : PROV_FR[m.state]!, ...B('Province', X + 390, y, 60));
    c.d(m.zip, ...B('Code postal / Postal code', X + 460, y, 80));
    y += 30;
    c.d(m.phone, ...B('Téléphone / Phone', X, y, 130));
    c.d(m.email, ...B('Courriel / Email', X + 140, y, 190));
    c.v('business_start_date', iso(m.start), iso(m.start), ...B('Date de début (AAAA-MM-JJ) / Start date', X + 340, y, 200));
    y += 18;
    s.label("Forme juridique / Legal form:", X, y + 1, 6.8);
    checks(c, 'type_of_entity', ENT_CA.map((e) => [e.text, e.id] as const), m.entityText, X + 100, y, [135, 140]);
    y += 34;
    c.v('industry', m.industryId, m.industryText, ...B("Secteur d'activité / Industry", X, y, 260));
    c.d(cad(c, r.int(20, 400) * 5000), ...B('Ventes annuelles / Annual sales', X + 270, y, 130));
    c.d(cad(c, r.int(10, 90) * 100), ...B('Loyer mensuel / Monthly rent', X + 410, y, 130));
    y += 16; c.section('2. FINANCEMENT DEMANDÉ / FUNDING REQUESTED', X, y, W, '#14532d'); y += 30;
    c.v('requested_amount', m.amount, cad(c, m.amount), ...B('Montant demandé / Amount requested', X, y, 160));
    const est = r.chance(0.55);
    const pay = Math.round(m.payment);
    c.v('requested_payment', pay, est ? `${pay.toLocaleString('en-US').replace(/,/g, ' ')} $` : null, ...B('Paiement / Payment', X + 170, y, 110));
    c.v('number_of_payments', m.npay, est ? String(m.npay) : null, ...B('Nombre de paiements / # of payments', X + 290, y, 130));
    c.d(r.pick(['Inventaire', 'Équipement', 'Fonds de roulement', 'Rénovations']), ...B('Utilisation / Use of funds', X + 430, y, 110));
    y += 18;
    s.label('Fréquence / Frequency:', X, y + 1, 6.8);
    checks(c, 'payment_frequency', FREQ_CA, FREQ_CA.find(([, v]) => v === m.freq)![0], X + 80, y, [110, 125]);
    y += 6; c.section('3. PROPRIÉTAIRES / OWNERS', X, y + 10, W, '#14532d'); y += 10;
    m.owners.forEach((o, i) => {
      y += 38;
      c.name(i, o, ...B('Nom, prénom / Last name, first name', X, y, 230), 'lastfirst');
      c.v(`applicants[${i}].role`, o.title, o.title, ...B('Titre / Title', X + 240, y, 130));
      c.v(`applicants[${i}].ownership`, o.pct, `${o.pct} %`, ...B('% de participation / Ownership', X + 380, y, 160));
      y += 30;
      c.tin(i, o, r.chance(0.35), ...B('NAS / SIN', X, y, 120));
      c.v(`applicants[${i}].date_of_birth`, iso(o.dob), iso(o.dob), ...B('Date de naissance (AAAA-MM-JJ) / Date of birth', X + 130, y, 170));
      const cs = B('Cote de crédit / Credit score', X + 310, y, 100);
      if (r.chance(0.4)) c.v(`applicants[${i}].credit_score`, o.credit, String(o.credit), ...cs);
      c.d(phone(r, true), ...B('Cellulaire / Cell', X + 420, y, 120));
      y += 30;
      c.d(`${o.street}, ${o.city} (${o.state}) ${o.zip}`, ...B('Adresse domiciliaire / Home address', X, y, 540));
    });
    y += 16; c.section('4. BANQUE, LOCATEUR, AVANCES / BANKING, LANDLORD, ADVANCES', X, y, W, '#14532d'); y += 30;
    const [bank, inst] = r.pick([['Desjardins', '815'], ['Banque Nationale', '006'], ['RBC Banque Royale', '003'], ['TD Canada Trust', '004']] as const);
    c.d(bank, ...B('Institution financière / Bank', X, y, 160));
    c.d(inst, ...B("No d'institution", X + 170, y, 70));
    c.d(r.digits(5), ...B('Transit', X + 250, y, 80));
    c.d(r.digits(7), ...B('Compte / Account', X + 340, y, 200));
    y += 30;
    c.d(`${r.pick(FIRST_FR)} ${r.pick(LAST_FR)}`, ...B('Locateur / Landlord', X, y, 200));
    const adv = r.chance(0.5);
    c.d(adv ? r.pick(FUNDERS) : 'Aucune / None', ...B('Avance existante / Existing advance', X + 210, y, 200));
    c.d(adv ? cad(c, r.int(20, 400) * 250) : null, ...B('Solde / Balance', X + 420, y, 120));
    y = s.para('Consentement (LPRPDE) : chaque signataire consent à ce que Financement Boréal Capital et ses partenaires recueillent, utilisent et ' +
      "communiquent ses renseignements personnels, y compris un dossier de crédit, aux fins de l'évaluation de cette demande. PIPEDA consent: each signatory " +
      'consents to the collection, use and disclosure of personal information, including a credit report, to evaluate this application.', X, y + 14, W) + 8;
    for (const o of m.owners) {
      y += 22;
      const [sx, sy, sw] = B('Signature', X, y, 190);
      s.signature(c.fullName(o), sx, sy, sw);
      c.d(`${o.first} ${o.last}`, ...B('Nom / Name', X + 200, y, 150), { path: 'repeat' });
      c.d(iso(date(r, 2025, 2025)), ...B('Date (AAAA-MM-JJ)', X + 360, y, 180));
      y += 8;
    }
  },
};

export const quickdraw: Layout = {
  title: 'QuickDraw Funding - Fast App',
  spec: { country: 'US', maxOwners: 2, amount: [5000, 100000], freqs: ['daily'], first: [...FIRST_ES.slice(0, 4), 'Kevin', 'Tasha', 'Omar', 'Jenna', 'Luis', 'Carla'],
    entities: [{ text: 'LLC', id: 'llc', suffix: ' LLC' }, { text: 'Inc', id: 'c_corporation', suffix: ', Inc.' }, { text: 'Sole Prop', id: 'sole_proprietorship', suffix: '' }],
    names: ['Sunrise Auto Care', 'Fresh Fold Laundry', 'Little Sprouts Learning', 'Ironclad Fitness', 'Corner Spirits', 'Paws & Claws', 'Velvet Chair Studio'],
    titles: ['Owner', 'CEO', 'Member'],
    industries: [['Auto repair - mechanic', 'auto_repair'], ['Hair salon', 'personal_care'], ['Daycare', 'childcare'], ['Gym', 'fitness'], ['Laundromat', 'dry_cleaning'],
      ['Plumbing', 'specialty_trade_contractor'], ['Liquor store', 'liquor_store'], ['Pet grooming', 'pet_services'], ['E-commerce (Shopify store)', 'ecommerce']] },
  draw(c) {
    const { s, m, r } = c;
    const h = 30;
    const box = (label: string, x: number, y: number, w: number): [number, number, number] => {
      s.rect(x, y - h, w, h, { lw: 1 });
      return c.at('left', label, x + 6, y - 8, w - 12, 0, 8);
    };
    s.rect(X, 24, W, 46, { fill: '#111', stroke: 'none' });
    s.label('QUICKDRAW FUNDING', X + 12, 32, 20, { bold: true, color: '#facc15' });
    s.label('1-PAGE FAST APP  -  decisions in hours', X + 12, 55, 8.5, { color: '#fff' });
    s.label('Send to:', X + 360, 34, 7, { color: '#fff' });
    s.label(`apps@quickdrawfunding.com  |  Rep: ${r.pick(PEOPLE)}`, X + 360, 46, 7, { color: '#fff' });
    let y = 76 + h;
    c.v('legal_name', m.legal, m.legal, ...box('Business Legal Name', X, y, W));
    y += h + 4;
    const dba = box('DBA', X, y, 270);
    if (m.dba) c.v('trade_name', m.dba, m.dba, ...dba);
    c.taxId(...box(m.taxKind === 'EIN' ? 'Federal Tax ID' : 'Tax ID / SSN', X + 270, y, 270));
    y += h + 4;
    c.v('state_region', m.state, `${m.street}, ${m.city}, ${m.state} ${m.zip}`, ...box('Business Address', X, y, W));
    y += h + 4;
    c.d(m.phone, ...box('Business Phone', X, y, 200));
    c.v('industry', m.industryId, m.industryText, ...box('Industry', X + 200, y, 340));
    y += h + 4;
    if (r.chance(0.5)) c.d(String(2025 - m.start.y), ...box('Years in Business', X, y, 170));
    else c.v('business_start_date', iso(m.start), fmtDate(m.start, r.pick<DateFmt>(['mdy', 'mdy2'])), ...box('Start Date', X, y, 170));
    c.d(money(r.int(120, 1800) * 100), ...box('Monthly Revenue', X + 170, y, 180));
    c.v('requested_amount', m.amount, amt(c, m.amount), ...box('Amount Requested', X + 350, y, 190));
    m.owners.forEach((o, i) => {
      y += h + 12;
      s.label(i === 0 ? 'OWNER' : 'PARTNER (IF ANY)', X, y - h - 9, 7, { bold: true });
      c.name(i, o, ...box('Name', X, y, 250));
      c.v(`applicants[${i}].ownership`, o.pct, `${o.pct}%`, ...box('Own %', X + 250, y, 90));
      const last4 = r.chance(0.4);
      if (last4) c.d(o.tin.slice(5), ...box('SSN (last 4)', X + 340, y, 200));
      else c.tin(i, o, false, ...box('SSN', X + 340, y, 200));
      if (i === 0) {
        y += h + 4;
        c.v(`applicants[${i}].date_of_birth`, iso(o.dob), fmtDate(o.dob, 'mdy'), ...box('DOB', X, y, 150));
        c.d(phone(r), ...box('Mobile', X + 150, y, 170));
        c.d(m.email, ...box('Email', X + 320, y, 220));
      }
    });
    y = s.para('By signing, I certify the above is true and authorize QuickDraw Funding and its funders to pull personal and business credit, and ' +
      'to verify bank activity. This is not a commitment to fund.', X, y + 14, W, 7) + 10;
    s.rect(X, y, W, 150, { lw: 1.6 });
    s.label('OWNER SIGNATURE', X + 8, y + 6, 9, { bold: true });
    s.label('X', X + 16, y + 80, 26, { bold: true });
    s.line(X + 44, y + 104, X + 380, y + 104, 1);
    const o = m.owners[0]!;
    s.signature(c.fullName(o), X + 50, y + 100, 300);
    c.d(fmtDate(date(r, 2025, 2025), 'mdy'), ...c.at('below', 'Date', X + 400, y + 104, 130, 0, 7));
    c.d(c.fullName(o), ...c.at('below', 'Print Name', X + 44, y + 136, 250, 0, 7), { path: 'repeat' });
    c.v('applicants[0].role', o.title, o.title, ...c.at('below', 'Title', X + 310, y + 136, 100, 0, 7));
  },
};
