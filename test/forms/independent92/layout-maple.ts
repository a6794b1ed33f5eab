// Maple & Northern Capital: a Canadian form, bilingual labels, a burgundy side stripe, labels left of dotted value
// lines; Operating Name (O/A), Business Number with its RC program account, province, postal code, SIN, PIPEDA consent;
// owners as "Surname / Nom de famille" and "Given name(s) / Prénom(s)" (a nickname may sit in parentheses there).
import type { Rng } from '../../statements/generator/prng.ts';
import { authText, creditText, dobText, entityRow, f, FREQ_WORDS, ownerTaxText, type Layout } from './kit.ts';
import type { Model, Owner } from './model.ts';
import { plainName } from './names-print.ts';
import { printDate, printMoney } from './rules.ts';
import type { Fields, Sheet } from './sheet.ts';

const WINE = '#7a1f2b';
const L = 56, R = 572;

function dotted(s: Sheet, en: string, fr: string, x: number, y: number, w: number, lw: number, key: string, value: string, fields: Fields | 'decoy', lines = 1): void {
  s.text(en, x, y, { size: 7.8, font: 'Helvetica-Bold' });
  s.text(fr, x, y + 9, { size: 6.2, font: 'Helvetica-Oblique', color: '#666666' });
  for (let i = 0; i < lines; i++) s.line(x + lw, y + 12 + i * 12, x + w, y + 12 + i * 12, { dash: 1, lw: 0.6, color: '#555555' });
  s.value(key, value, x + lw + 3, y + 2 - (lines - 1) * 0, w - lw - 6, { size: 9, maxLines: lines, lineGap: 3, ...(fields === 'decoy' ? { decoy: true } : { fields }) });
}

function title(s: Sheet, y: number, n: number, en: string, fr: string): void {
  s.doc.circle(L + 7, y + 6, 7).fill(WINE);
  s.text(String(n), L + 4.5, y + 2, { size: 9, font: 'Helvetica-Bold', color: '#ffffff' });
  s.text(en.toUpperCase(), L + 20, y, { size: 9.5, font: 'Helvetica-Bold', color: WINE });
  s.text(fr, L + 20, y + 11, { size: 6.5, font: 'Helvetica-Oblique', color: WINE });
}

/** Given name(s): the first name, a nickname in parentheses sometimes, a middle initial. */
function given(o: Owner, nickParens: boolean): string {
  const mid = o.name.middle ? (o.name.middle.endsWith('.') || o.name.first.endsWith('.') ? o.name.middle : `${o.name.middle[0]}.`) : null;
  return [o.name.first, nickParens && o.name.nick ? `(${o.name.nick})` : null, mid].filter(Boolean).join(' ');
}

function draw(s: Sheet, m: Model, rng: Rng): void {
  const b = m.business, r = m.request, d = m.decoys, a = b.address;
  s.rect(0, 0, 30, 792, { fill: WINE });
  s.text('MAPLE & NORTHERN CAPITAL', L, 30, { size: 15, font: 'Helvetica-Bold', color: WINE });
  s.text('Business Financing Application  /  Demande de financement d\'entreprise', L, 49, { size: 8.5, color: '#444444' });
  s.text('Toronto  |  Montréal  |  Vancouver', 420, 32, { size: 7, color: '#777777', width: R - 420, align: 'right' });
  s.line(L, 64, R, 64, { color: WINE, lw: 1 });
  let y = 74;
  title(s, y, 1, 'Business', 'Entreprise');
  y += 26;
  dotted(s, 'Legal Business Name', 'Raison sociale', L, y, 330, 100, 'legal_name', b.legal, f.legal(b.legal), 2);
  dotted(s, 'Business Number (BN)', "Numéro d'entreprise", 400, y, R - 400, 92, 'tax_id', b.taxIdPrinted, f.taxId(m));
  y += 34;
  dotted(s, 'Operating Name (O/A)', 'Nom commercial', L, y, R - L, 100, 'dba', b.dba, f.dba(b.dba, b.legal));
  y += 24;
  s.text('Legal Structure', L, y, { size: 7.8, font: 'Helvetica-Bold' });
  s.text('Forme juridique', L, y + 9, { size: 6.2, font: 'Helvetica-Oblique', color: '#666666' });
  entityRow(s, m, ['Corporation', 'Sole Proprietorship', 'Partnership'], L + 100, y + 2, { size: 8, gap: 12, otherW: 110 });
  y += 24;
  dotted(s, 'Nature of Business', "Secteur d'activité", L, y, 330, 100, 'industry', b.industryText, f.industry(b.industryText));
  const start = b.start ? printDate(b.start, rng.pick(['iso', 'long'] as const)) : '';
  dotted(s, 'Date Established', 'Date de création', 400, y, R - 400, 80, 'start', start, f.start(b.start));
  y += 24;
  dotted(s, 'Street Address', 'Adresse', L, y, 330, 100, 'street', a.street, {});
  dotted(s, 'City', 'Ville', 400, y, R - 400, 40, 'city', a.city, {});
  y += 24;
  dotted(s, 'Province', 'Province', L, y, 180, 100, 'state', a.state, f.state(m));
  dotted(s, 'Postal Code', 'Code postal', 250, y, 140, 60, 'zip', a.zip, {});
  dotted(s, 'Incorporated in', 'Constituée en', 400, y, R - 400, 80, 'inc_state', b.incState, 'decoy');
  y += 24;
  dotted(s, 'Business Phone', 'Téléphone', L, y, 250, 100, 'biz_phone', b.phone, {});
  dotted(s, 'Landlord', 'Propriétaire', 320, y, R - 320, 60, 'landlord', `${plainName(d.landlord.name)}  ${d.landlord.phone}`, 'decoy');
  y += 32;
  title(s, y, 2, 'Financing requested', 'Financement demandé');
  y += 26;
  dotted(s, 'Amount', 'Montant', L, y, 200, 60, 'amount', printMoney(r.amount, rng.pick(['cad', 'dollar'] as const)), f.amount(r.amount));
  dotted(s, 'Payment', 'Versement', 270, y, 150, 50, 'payment', r.payment ? printMoney(r.payment, 'dollarCents') : '', f.payment(r.payment));
  dotted(s, 'Frequency', 'Fréquence', 430, y, R - 430, 55, 'freq', r.freq ? FREQ_WORDS[r.freq]! : '', f.freq(r.freq));
  y += 24;
  dotted(s, 'No. of payments', 'Nombre de versements', L, y, 200, 90, 'count', r.count ? String(r.count) : '', f.count(r.count));
  dotted(s, 'Use of funds', 'Utilisation des fonds', 270, y, R - 270, 80, 'use', r.use, {});
  y += 32;
  title(s, y, 3, 'Owners', 'Propriétaires');
  y += 26;
  for (let i = 0; i < 2; i++) {
    const o = m.owners[i];
    const nickParens = rng.chance(0.6);
    s.text(`Owner ${i + 1} / Propriétaire ${i + 1}`, L, y, { size: 7, font: 'Helvetica-Bold', color: WINE });
    y += 12;
    dotted(s, 'Surname', 'Nom de famille', L, y, 260, 70, `o${i}_last`, o ? `${o.name.last}${o.name.suffix ? ` ${o.name.suffix}` : ''}` : '', o ? f.last(i, o, false) : {});
    dotted(s, 'Given name(s)', 'Prénom(s)', 330, y, R - 330, 70, `o${i}_given`, o ? given(o, nickParens) : '', o ? f.first(i, o, false) : {});
    y += 24;
    dotted(s, 'Title', 'Titre', L, y, 170, 40, `o${i}_title`, o?.title ?? '', o ? f.role(i, o.title) : {});
    dotted(s, '% Owned', 'Part détenue', 236, y, 100, 55, `o${i}_own`, o ? `${o.ownership}%` : '', o ? f.own(i, o) : {});
    dotted(s, 'SIN', 'NAS', 346, y, 110, 24, `o${i}_sin`, o ? ownerTaxText(o) : '', o ? f.ownerTax(i, o) : {});
    dotted(s, 'Date of birth', 'Naissance', 466, y, R - 466, 50, `o${i}_dob`, o ? dobText(o, 'iso') : '', o ? f.dob(i, o) : {});
    y += 24;
    const h = o?.home;
    dotted(s, 'Home address', 'Domicile', L, y, 380, 70, `o${i}_home`, h ? `${h.street}, ${h.city} ${h.state} ${h.zip}` : '', 'decoy');
    dotted(s, 'Credit score', 'Cote', 446, y, R - 446, 55, `o${i}_fico`, o ? creditText(o) : '', o ? f.credit(i, o) : {});
    y += 30;
  }
  title(s, y, 4, 'Banking', 'Renseignements bancaires');
  y += 26;
  dotted(s, 'Institution', 'Institution', L, y, 200, 60, 'bank', d.bank.name, 'decoy');
  dotted(s, 'Transit / Inst.', 'Transit', 266, y, 150, 60, 'routing', d.bank.routing, 'decoy');
  dotted(s, 'Account', 'Compte', 426, y, R - 426, 40, 'account', d.bank.account, 'decoy');
  y += 26;
  s.text(`${authText('Maple & Northern Capital', true)} Referred by: ${d.iso.company}.`, L, y, { size: 6.6, width: R - L, lineGap: 1 });
  y += 52;
  s.line(L, y, L + 200, y);
  s.text('Signature', L, y + 3, { size: 6.5 });
  s.line(300, y, 420, y);
  s.text('Date (YYYY-MM-DD)', 300, y + 3, { size: 6.5 });
  s.value('sig_date', '2026-01-05', 302, y - 12, 110, { size: 9, decoy: true });
}

export const MAPLE: Layout = { name: 'maple_bilingual', broker: 'Maple & Northern Capital', size: [612, 792], typedFont: 'Helvetica', draw,
  model: { country: 'CA', maxOwners: 2, names: { kinds: [['plain', 1], ['hyphen', 1], ['particle', 1.5], ['apostrophe', 1], ['mc', 1], ['spaced', 1],
    ['eastAsian', 3], ['southAsian', 3], ['short', 1.5], ['long', 1], ['initialFirst', 0.7]], suffix: 0.1, nick: 0.35, prefix: 0, cred: 0 } } };
