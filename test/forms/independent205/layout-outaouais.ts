// Groupe Outaouais Avances (Gatineau): a serif, letter-like form. The business part is a declaration written as
// sentences with blanks; owners are a ruled table whose name column reads `Nom, prénom`; some deals give only the
// years in business (no start date); trade references and open advances sit in tables of their own.
import type { Rng } from '../../statements/generator/prng.ts';
import type { Deal } from './deal.ts';
import * as P from './parts.ts';
import { frDate, frMoney } from './rules.ts';
import type { Sheet } from './sheet.ts';

const L = 54, R = 558;
const FONT = 'Times-Roman', BOLD = 'Times-Bold';

/** Writes a sentence of static words and blanks, wrapping at the right margin; returns the y after it. */
function sentence(s: Sheet, y: number, parts: (string | { key: string; v: P.Piece; w: number })[]): number {
  let x = L;
  for (const part of parts) {
    if (typeof part === 'string') {
      for (const word of part.split(/(?<= )/)) {
        s.doc.font(FONT).fontSize(10);
        const w = s.doc.widthOfString(word);
        if (x + w > R) { x = L; y += 19; }
        s.text(x, y + 3, word, { size: 10, font: FONT });
        x += w;
      }
      continue;
    }
    if (x + part.w > R) { x = L; y += 19; }
    s.line(x + 2, y + 13, x + part.w - 2, y + 13, 0.5);
    s.value(part.key, x + 5, y - 1, part.w - 8, part.v.text, part.v.fields, 10);
    x += part.w;
  }
  return y + 23;
}

function title(s: Sheet, y: number, t: string): void {
  s.text(L, y, t, { size: 11, font: BOLD });
  s.line(L, y + 14, R, y + 14, 0.8);
}

export function drawOutaouais(s: Sheet, d: Deal, p: Rng): void {
  const sinStyle = p.pick<P.SinStyle>(['stars', 'masked', 'dashed']);
  const yearsOnly = p.chance(0.3);
  const dateStyle = p.pick(['long', 'dmy'] as const);
  s.addPage();
  s.text(L, 40, 'GROUPE OUTAOUAIS AVANCES', { size: 15, font: BOLD });
  s.text(L, 58, '25, rue Laurier, Gatineau (Québec) J8X 4C8 — téléphone 819 555-0107', { size: 8.5, font: 'Times-Italic' });
  s.rect(R - 120, 36, 120, 32, { lw: 0.8 });
  s.text(R - 114, 40, 'No de dossier', { size: 7, font: FONT });
  s.value('file_no', R - 110, 51, 100, `GOA-${String(d.bn9).slice(2, 7)}`, {}, 9);
  s.text(335, 40, 'Représentant :', { size: 8, font: FONT });
  s.value('rep_name', 335, 51, 98, d.rep.name, {}, 9);
  s.text(L, 84, 'DEMANDE DE FINANCEMENT PAR AVANCE DE FONDS', { size: 12.5, font: BOLD, width: R - L, align: 'center' });

  let y = 112;
  title(s, y, 'I. Déclaration de l\'entreprise');
  y += 24;
  const op = P.operating(d, 'S/O');
  y = sentence(s, y, [
    'La présente demande est faite au nom de ', { key: 'legal_name', v: P.legal(d), w: 250 }, ' (raison sociale), ',
    'faisant affaire sous le nom de ', { key: 'trade_name', v: op, w: 190 }, ', constituée sous la forme d\'une ',
    { key: 'entity', v: P.entityText(d, (xs) => p.pick(xs)), w: 160 }, '.',
  ]);
  y = sentence(s, y, [
    'Son établissement principal est situé au ', { key: 'street', v: { text: d.address.street, fields: {} }, w: 200 }, ', à ',
    { key: 'city', v: { text: d.address.city, fields: {} }, w: 110 }, ', province de ', { key: 'province', v: P.province(d, false), w: 120 },
    ', code postal ', { key: 'postal', v: { text: d.address.postal, fields: {} }, w: 70 }, '.',
  ]);
  const years = 2025 - Number(d.startDate.slice(0, 4));
  y = sentence(s, y, [
    'L\'entreprise exerce ses activités dans le domaine suivant : ', { key: 'industry', v: P.industry(d), w: 230 },
    yearsOnly ? ' depuis ' : ' depuis le ',
    yearsOnly ? { key: 'years', v: { text: `${years} ans`, fields: {} }, w: 60 } : { key: 'start', v: P.started(d, dateStyle), w: 120 },
    ' et compte ', { key: 'employees', v: { text: String(d.employees), fields: {} }, w: 40 }, ' employés.',
  ]);
  const bnShown = d.kind !== 'sole';
  y = sentence(s, y, [
    'Numéro d\'entreprise (NE) de l\'Agence du revenu du Canada : ', { key: 'business_tax_id', v: bnShown ? P.bn(d, 'spaced') : { text: 'S/O', fields: {} }, w: 150 },
    d.address.province === 'QC' ? '; numéro d\'entreprise du Québec (NEQ) : ' : '; numéro d\'entreprise provincial : ',
    { key: 'neq', v: { text: d.address.province === 'QC' ? d.neq : 'S/O', fields: {} }, w: 110 }, '.',
  ]);
  y = sentence(s, y, [
    'Elle sollicite une avance de ', { key: 'amount', v: P.amount(d, 'cents'), w: 120 }, ' afin de financer : ',
    { key: 'use', v: { text: d.useOfFunds, fields: {} }, w: 180 }, '. Ses ventes mensuelles moyennes s\'élèvent à ',
    { key: 'sales', v: { text: frMoney(d.monthlySales, 'cents'), fields: {} }, w: 110 }, '.',
  ]);

  title(s, y, 'II. Dirigeants et actionnaires');
  y += 22;
  const cols: [string, number][] = [['Nom, prénom', 150], ['Fonction', 110], ['Part (%)', 50], ['NAS', 90], ['Né(e) le', R - L - 400]];
  let x = L;
  for (const [label, w] of cols) { s.text(x + 3, y + 3, label, { size: 9, font: BOLD }); x += w; }
  s.line(L, y + 15, R, y + 15, 0.8);
  y += 17;
  for (const [i, o] of d.owners.entries()) {
    const row = [P.fullName(o, i, 'last-first'), P.role(o, i), P.ownership(o, i, false), P.sin(o, i, sinStyle), P.born(o, i, dateStyle)];
    const keys = ['name', 'role', 'pct', 'sin', 'dob'];
    x = L;
    for (const [j, [, w]] of cols.entries()) {
      s.value(`owner${i}_${keys[j]}`, x + 3, y + 4, w - 6, row[j]!.text, row[j]!.fields, 9.5);
      x += w;
    }
    s.line(L, y + 19, R, y + 19, 0.3, '#777777');
    y += 20;
    s.text(L + 8, y + 3, 'Domicile :', { size: 8, font: 'Times-Italic' });
    s.value(`owner${i}_home`, L + 56, y + 2, 400, P.homeLine(o), {}, 9);
    s.line(L, y + 17, R, y + 17, 0.3, '#777777');
    y += 20;
  }
  y += 12;
  title(s, y, 'III. Références et engagements en cours');
  y += 22;
  s.text(L, y, 'Références commerciales (fournisseurs)', { size: 9, font: BOLD });
  s.text(L + 270, y, 'Avances ou prêts en cours', { size: 9, font: BOLD });
  y += 14;
  for (const [i, r] of d.references.entries()) {
    s.value(`ref${i}_name`, L, y, 160, r.name, {}, 9.5);
    s.value(`ref${i}_phone`, L + 165, y, 90, r.phone, {}, 9.5);
    s.line(L, y + 13, L + 255, y + 13, 0.3);
    const f = d.funders[i];
    if (f) {
      s.value(`funder${i}_name`, L + 270, y, 120, f.name, {}, 9.5);
      s.value(`funder${i}_balance`, L + 395, y, 100, `solde ${frMoney(f.balance, 'cents')}`, {}, 9.5);
    } else if (i === 0) {
      s.value('funder_none', L + 270, y, 120, 'Aucun', {}, 9.5);
    }
    s.line(L + 270, y + 13, R, y + 13, 0.3);
    y += 20;
  }
  y += 10;
  title(s, y, 'IV. Attestation');
  y += 22;
  const para = 'Les signataires attestent que les renseignements qui précèdent sont véridiques et autorisent Groupe Outaouais Avances à ' +
    'vérifier leur dossier de crédit personnel et celui de l\'entreprise ainsi qu\'à communiquer ces renseignements à ses partenaires de ' +
    'financement, conformément à la Loi sur la protection des renseignements personnels dans le secteur privé.';
  y += s.text(L, y, para, { size: 9, font: FONT, width: R - L }) + 20;
  // Signatures side by side, one column per owner, each with its place and date under the line.
  const cw = (R - L) / d.owners.length;
  for (const i of d.owners.keys()) {
    const x0 = L + i * cw;
    s.line(x0, y + 14, x0 + cw - 16, y + 14, 0.5);
    s.text(x0, y + 17, 'Signature', { size: 7.5, font: FONT });
    s.text(x0, y + 31, 'Signé à Gatineau, le', { size: 8.5, font: FONT });
    s.value(`owner${i}_sign_date`, x0 + 76, y + 29, cw - 90, frDate(d.signDate, 'long'), {}, 9.5);
  }
}
