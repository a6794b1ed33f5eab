// Fundy Tide Funding (Moncton, NB): a bilingual form with each label in English above its French in italics, the SIN
// box checked as the owner's ID type, and a Yes/No row for existing advances followed by the funders' table (decoys).
import type { Rng } from '../../statements/generator/prng.ts';
import type { TruthApplication } from '../generator/truth.ts';
import { Form, money } from './draw.ts';
import { merchant } from './model.ts';
import { blanks, ownerPrinted, maskedId, truthOf } from './common.ts';

export function frEnStacked(f: Form, rng: Rng): TruthApplication {
  const m = merchant(rng, rng.chance(0.5) ? 'fr' : 'en', { state: 'NB', cities: ['Moncton', 'Dieppe', 'Shediac', 'Edmundston'], zip: () => `E${rng.int(1, 9)}A ${rng.int(1, 9)}K${rng.int(1, 9)}`, canada: true },
    [['Inc.', 'ca_corporation', 'Inc.'], ['Ltée', 'ca_corporation', 'Ltée'], ['General Partnership', 'general_partnership', 'Partners'], ['Cooperative', 'cooperative', 'Co-op']],
    ['President / Président', 'Partner / Associé', 'Director / Administrateur'], 2);
  const b = blanks(rng, m);
  const bn = `${m.taxId.slice(0, 5)} ${m.taxId.slice(5)} RC 0001`;
  f.label(40, 26, 'FUNDY TIDE FUNDING · FINANCEMENT MARÉE DE FUNDY', { size: 13, font: 'Helvetica-Bold' });
  f.label(40, 44, 'Merchant Application / Demande du commerçant — dates: YYYY-MM-DD / AAAA-MM-JJ', { size: 8 });
  const B = (x: number, y: number, w: number, en: string, fr: string, v: string | null, decoy = false) => {
    f.label(x, y, en, { size: 7.5, font: 'Helvetica-Bold' }); f.label(x, y + 9, fr, { size: 6.5, font: 'Helvetica-Oblique' });
    f.line(x, y + 31, w); f.value(x, y + 20, w - 4, v, { decoy });
  };
  B(40, 64, 330, 'Legal name', 'Dénomination sociale', m.legal); B(380, 64, 192, 'Operating as', "Nom d'exploitation", m.dba);
  B(40, 104, 200, 'Business Number', "Numéro d'entreprise", bn); B(250, 104, 150, 'Legal form', 'Forme juridique', b.entity ? null : m.entity.text);
  B(410, 104, 162, 'Date started', 'Date de début', b.start ? null : m.start);
  B(40, 144, 230, 'Address', 'Adresse', m.street); B(280, 144, 120, 'City', 'Ville', m.city); B(410, 144, 60, 'Province', 'Province', 'N.-B.'); B(480, 144, 92, 'Postal code', 'Code postal', m.zip);
  B(40, 184, 250, 'Type of business', "Genre d'entreprise", m.industry.text); B(300, 184, 272, 'Landlord', 'Locateur', m.landlord, true);
  B(40, 224, 170, 'Amount requested (CAD)', 'Montant demandé ($ CA)', b.amount ? null : money(m.amount));
  B(220, 224, 160, 'Payment / Paiement', 'Versement', `$${money(m.payment)}`);
  f.label(390, 226, 'Frequency / Fréquence', { size: 7.5, font: 'Helvetica-Bold' });
  let x = 390;
  for (const [t, id] of [['Daily', 'daily'], ['Weekly', 'weekly'], ['Monthly', 'monthly']]) x = f.check(x, 240, t!, m.freq === id);
  const hasFreq = m.freq !== 'biweekly';
  f.label(40, 272, 'Existing advances? / Avances existantes?', { size: 7.5, font: 'Helvetica-Bold' });
  x = f.check(220, 271, 'Yes / Oui', m.funders.length > 0); f.check(x, 271, 'No / Non', m.funders.length === 0);
  for (const [i, e] of m.funders.entries()) {
    f.value(60, 290 + i * 16, 180, e.name, { decoy: true }); f.value(260, 290 + i * 16, 120, money(e.balance), { decoy: true }); f.value(400, 290 + i * 16, 120, money(e.payment), { decoy: true });
  }
  let y = 322;
  for (const [i, o] of m.owners.entries()) {
    f.rect(40, y, 532, 13, '#dfe8df'); f.label(45, y + 3, `Owner ${i + 1} / Propriétaire ${i + 1}`, { size: 8, font: 'Helvetica-Bold' });
    B(40, y + 18, 240, 'Full name', 'Nom complet', ownerPrinted(o, b.lastFirst)); B(290, y + 18, 150, 'Title', 'Titre', o.title); B(450, y + 18, 122, 'Ownership', 'Propriété', `${o.pct}%`);
    f.label(40, y + 60, 'ID / Pièce :', { size: 7.5 }); const ix = f.check(90, y + 59, 'SIN / NAS', true); f.check(ix, y + 59, 'ITN / NIT', false);
    B(250, y + 56, 150, 'Number', 'Numéro', b.ssnMasked[i] ? maskedId(o.ssn) : o.ssn); B(410, y + 56, 162, 'Date of birth', 'Date de naissance', b.dob[i] ? null : o.dob);
    B(40, y + 96, 532, 'Home address', 'Adresse domicile', `${o.home}, ${o.homeState}`, true);
    y += 140;
  }
  B(40, y, 200, 'Bank / Banque', 'Institution', m.bank, true); B(250, y, 150, 'Transit', 'Transit', m.routing, true); B(410, y, 162, 'Account / Compte', 'Compte', m.account, true);
  f.label(40, y + 42, 'I consent to credit checks. / Je consens aux vérifications de crédit.', { size: 7 });
  B(40, y + 56, 250, 'Signature', 'Signature', null); B(320, y + 56, 150, 'Representative', 'Représentant', m.rep, true);
  return truthOf(m, b, { country: 'CA', taxType: 'BN', taxId: `${m.taxId}RC0001`, freq: hasFreq, payment: true, count: false, credit: false, dob: true });
}
