// The Canadian layouts: a Montréal broker's French-only form (NE with program account, NAS, JJ/MM/AAAA dates, amounts
// with a decimal comma, checkbox rows), a Winnipeg funder's English form with day-first dates and an owners' table, and
// a Moncton funder's bilingual form with English above French in each label.
import type { Rng } from '../../statements/generator/prng.ts';
import type { TruthApplication } from '../generator/truth.ts';
import { Form, money, dateAs } from './draw.ts';
import { merchant } from './model.ts';
import { blanks, ownerPrinted, maskedId, truthOf } from './common.ts';

const postal = (rng: Rng, first: string) => () => `${first}${rng.int(1, 9)}${rng.pick(['A', 'B', 'E', 'H', 'K', 'R'])} ${rng.int(1, 9)}${rng.pick(['C', 'J', 'N', 'T', 'X'])}${rng.int(1, 9)}`;
const spaced = (sin: string) => `${sin.slice(0, 3)} ${sin.slice(3, 6)} ${sin.slice(6)}`;

/** Financement Boréal (Montréal): French only, NE + RC0001, NAS, JJ/MM/AAAA, '45 000,00 $', forme juridique and fréquence as checkbox rows. */
export function qcFr(f: Form, rng: Rng): TruthApplication {
  const m = merchant(rng, 'fr', { state: 'QC', cities: ['Montréal', 'Québec', 'Laval', 'Sherbrooke', 'Trois-Rivières'], zip: postal(rng, rng.pick(['H', 'G', 'J'])), canada: true },
    [['Société par actions', 'ca_corporation', 'inc.'], ['S.E.N.C.', 'general_partnership', 'S.E.N.C.'], ['Entreprise individuelle', 'sole_proprietorship', ''], ['Coopérative', 'cooperative', 'coop']],
    ['Président', 'Associé', 'Vice-présidente', 'Secrétaire-trésorier'], 3);
  if (m.entity.id === 'ca_corporation' && rng.chance(0.5)) m.legal = `${rng.int(9000, 9499)}-${rng.int(1000, 9999)} Québec inc.`;
  const b = blanks(rng, m);
  const bn = `${m.taxId} RC0001`;
  f.label(40, 28, 'Financement Boréal', { size: 18, font: 'Times-Bold' });
  f.label(40, 50, "Demande d'avance de fonds aux commerçants — les dates s'écrivent JJ/MM/AAAA; les montants en dollars canadiens (ex. 25 000,00 $)", { size: 7.5 });
  const H = (y: number, t: string) => { f.rect(40, y, 532, 13, '#e8e3d3'); f.label(45, y + 3, t, { size: 8, font: 'Helvetica-Bold' }); };
  H(68, "1. L'ENTREPRISE");
  f.field(40, 86, 330, 'Raison sociale', m.legal); f.field(380, 86, 192, "Nom d'exploitation", m.dba);
  f.label(40, 116, 'Forme juridique :', { size: 7.5, font: 'Helvetica-Bold' });
  let x = 112;
  for (const t of ['Société par actions', 'S.E.N.C.', 'Entreprise individuelle', 'Coopérative']) x = f.check(x, 115, t, !b.entity && m.entity.text === t);
  f.field(40, 132, 200, "NE (numéro d'entreprise)", bn); f.field(250, 132, 150, 'Date de fondation (JJ/MM/AAAA)', b.start ? null : dateAs(m.start, 'dmy'));
  f.field(410, 132, 162, "Secteur d'activité", m.industry.text);
  f.field(40, 160, 230, 'Adresse', m.street); f.field(280, 160, 120, 'Ville', m.city); f.field(410, 160, 60, 'Province', 'QC'); f.field(480, 160, 92, 'Code postal', m.zip);
  f.field(40, 188, 200, "Propriétaire de l'immeuble", m.landlord, { decoy: true }); f.field(250, 188, 150, 'Téléphone', m.landlordPhone, { decoy: true });
  f.field(410, 188, 162, 'Constituée en vertu des lois de', m.incState, { decoy: true });
  H(222, '2. LE FINANCEMENT DEMANDÉ');
  f.field(40, 240, 170, 'Montant demandé', b.amount ? null : `${money(m.amount, true)} $`);
  f.field(220, 240, 150, 'Versement', `${money(m.payment, true)} $`); f.field(380, 240, 192, 'Nombre de versements', String(m.count));
  f.label(40, 272, 'Fréquence :', { size: 7.5, font: 'Helvetica-Bold' });
  x = 96;
  for (const [t, id] of [['Quotidienne', 'daily'], ['Hebdomadaire', 'weekly'], ['Aux deux semaines', 'biweekly'], ['Mensuelle', 'monthly']]) x = f.check(x, 271, t!, m.freq === id);
  H(296, '3. PROPRIÉTAIRES (20 % ET PLUS)');
  let y = 314;
  for (const [i, o] of m.owners.entries()) {
    f.field(40, y, 130, 'Nom', o.last); f.field(180, y, 130, 'Prénom', o.middle ? `${o.first} ${o.middle}.` : o.first); f.field(320, y, 110, 'Titre', o.title);
    f.field(440, y, 132, '% de propriété', `${o.pct} %`);
    f.field(40, y + 28, 130, 'NAS', b.ssnMasked[i] ? maskedId(o.ssn) : spaced(o.ssn)); f.field(180, y + 28, 130, 'Date de naissance (JJ/MM/AAAA)', b.dob[i] ? null : dateAs(o.dob, 'dmy'));
    f.field(320, y + 28, 252, 'Adresse personnelle', `${o.home}, ${o.homeState}`, { decoy: true });
    y += 64;
  }
  H(y, '4. INSTITUTION FINANCIÈRE');
  f.field(40, y + 18, 200, 'Institution', m.bank, { decoy: true }); f.field(250, y + 18, 150, 'No de transit', m.routing, { decoy: true });
  f.field(410, y + 18, 162, 'No de compte', m.account, { decoy: true });
  f.label(40, y + 52, 'Consentement (LPRPDE) : je consens à ce que Financement Boréal et ses partenaires recueillent, utilisent et communiquent mes ' +
    'renseignements personnels, y compris mon dossier de crédit, aux fins de cette demande.', { size: 7, width: 532 });
  f.field(40, y + 80, 250, 'Signature', null); f.field(320, y + 80, 120, 'Date', null);
  f.field(40, y + 108, 250, 'Courtier', m.rep, { decoy: true });
  return truthOf(m, b, { country: 'CA', taxType: 'BN', taxId: `${m.taxId}RC0001`, freq: true, payment: true, count: true, credit: false, dob: true });
}

/** Prairie Crocus Capital (Winnipeg): English, 'All dates DD/MM/YYYY', Operating Name (O/A), BN, owners' table with SIN, two pages. */
export function caEnDmy(f: Form, rng: Rng): TruthApplication {
  const prov = rng.pick(['MB', 'ON', 'AB']);
  const m = merchant(rng, 'en', { state: prov, cities: ['Winnipeg', 'Brandon', 'Thunder Bay', 'Lethbridge'], zip: postal(rng, prov === 'MB' ? 'R' : prov === 'ON' ? 'P' : 'T'), canada: true },
    [['Corporation', 'ca_corporation', 'Ltd.'], ['Ltd.', 'ca_corporation', 'Ltd.'], ['Partnership', 'general_partnership', 'Partners'], ['Sole Proprietorship', 'sole_proprietorship', '']],
    ['President', 'Director', 'Partner', 'Secretary'], 4);
  const b = blanks(rng, m);
  const bn = `${m.taxId} RT0001`;
  f.label(40, 30, 'PRAIRIE CROCUS CAPITAL', { size: 15, font: 'Helvetica-Bold' });
  f.label(40, 48, 'Business Cash Advance Application — All dates DD/MM/YYYY · Amounts in CAD', { size: 8.5 });
  f.field(40, 72, 330, 'Legal Business Name', m.legal); f.field(380, 72, 192, 'Operating Name (O/A)', m.dba);
  f.field(40, 100, 200, 'Business Number (BN)', bn); f.field(250, 100, 150, 'Entity Type', b.entity ? null : m.entity.text);
  f.field(410, 100, 162, 'Date Established', b.start ? null : dateAs(m.start, 'dmy'));
  f.field(40, 128, 230, 'Street', m.street); f.field(280, 128, 110, 'City', m.city); f.field(400, 128, 60, 'Province', prov); f.field(470, 128, 102, 'Postal Code', m.zip);
  f.field(40, 156, 250, 'Type of Business', m.industry.text); f.field(300, 156, 272, 'Incorporated in (province)', m.incState, { decoy: true });
  f.field(40, 184, 170, 'Advance Requested', b.amount ? null : `CAD ${money(m.amount)}`);
  f.field(220, 184, 170, 'Weekly Payment', m.freq === 'weekly' ? `$${money(m.payment)}` : null); f.field(400, 184, 172, 'Landlord', m.landlord, { decoy: true });
  f.field(40, 212, 250, 'Bank / Transit-Institution', `${m.bank} ${m.routing}`, { decoy: true }); f.field(300, 212, 272, 'Account', m.account, { decoy: true });
  f.label(40, 250, 'Continued on page 2 — owners and consent.', { size: 8, font: 'Helvetica-Oblique' });
  f.page();
  f.label(40, 30, 'Owners / Principals (page 2 of 2)', { size: 11, font: 'Helvetica-Bold' });
  const cols: [string, number, number][] = [['Name (Last, First)', 40, 160], ['Title', 200, 80], ['Own %', 280, 50], ['SIN', 330, 90], ['DOB (DD/MM/YYYY)', 420, 80], ['Beacon', 500, 72]];
  for (const [h, cx, w] of cols) { f.rect(cx, 50, w, 16, '#ddd'); f.label(cx + 3, 55, h, { size: 7 }); }
  for (const [i, o] of m.owners.entries()) {
    const ry = 66 + i * 22;
    for (const [, cx, w] of cols) f.rect(cx, ry, w, 22);
    f.value(42, ry + 6, 156, ownerPrinted(o, true)); f.value(202, ry + 6, 76, o.title); f.value(282, ry + 6, 46, `${o.pct}%`);
    f.value(332, ry + 6, 86, b.ssnMasked[i] ? maskedId(o.ssn) : spaced(o.ssn)); f.value(422, ry + 6, 76, b.dob[i] ? null : dateAs(o.dob, 'dmy'));
    f.value(502, ry + 6, 68, b.credit[i] ? null : String(o.credit));
  }
  const y = 66 + m.owners.length * 22 + 24;
  f.label(40, y, 'PIPEDA consent: the owners named above consent to the collection and use of their personal information, including credit bureau ' +
    'reports, to evaluate this application.', { size: 7, width: 532 });
  f.field(40, y + 30, 250, 'Signature', null); f.field(320, y + 30, 120, 'Date', null); f.field(40, y + 60, 250, 'Broker / ISO', m.rep, { decoy: true });
  const weekly = m.freq === 'weekly';
  return truthOf(m, b, { country: 'CA', taxType: 'BN', taxId: `${m.taxId}RT0001`, freq: weekly, payment: weekly, count: false, credit: true, dob: true });
}
