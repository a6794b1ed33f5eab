// North Shore Funding (Canada, bilingual EN/FR labels): a dense one-page quick application. Every choice is a small box
// crossed with a drawn X (sometimes ticked); the amount is chosen on a band with the exact figure written beside it;
// owners go in a four-row table (blank rows stay blank), the self-reported score in a column.
import { CA_ENTITIES, type Merchant } from './merchant.ts';
import { amountBand, bar, cells, entityRow, F, scheduleRow, useRow, X0, X1, yesNoGrid, type Look } from './parts.ts';
import type { MarkKind, Sheet } from './sheet.ts';

const LOOK: Look = { accent: '#0b6e8a', font: 'Helvetica', bold: 'Helvetica-Bold', cell: 'box', furniture: 'box' };
const A = (i: number, f: string) => `application.applicants[${i}].${f}`;

function ownerTable(sh: Sheet, m: Merchant, y: number): number {
  const cols: [string, number][] = [['Owner name / Nom', 150], ['Title / Titre', 70], ['% Own.', 40], ['SIN / NAS', 80], ['Date of birth / Naissance', 80], ['Credit', 36], ['Home city, prov.', 0]];
  let x = X0;
  const xs = cols.map(([, w], i) => { const a = x; x += i === cols.length - 1 ? X1 - x : w; return [a, x] as [number, number]; });
  sh.doc.save().rect(X0, y, X1 - X0, 11).fill('#e4f1f5').restore();
  cols.forEach(([label], i) => sh.text(label, xs[i]![0] + 2, y + 2.5, { size: 6, font: LOOK.bold }));
  y += 11;
  for (let i = 0; i < 4; i++) {
    sh.doc.lineWidth(0.5).strokeColor('#777777').rect(X0, y, X1 - X0, 17).stroke();
    for (const [a] of xs.slice(1)) sh.doc.moveTo(a, y).lineTo(a, y + 17).stroke();
    sh.text(String(i + 1), X0 - 8, y + 5, { size: 6, color: '#777777' });
    const o = m.owners[i];
    const c = (k: number) => [xs[k]![0], xs[k]![1] - xs[k]![0]] as const;
    if (o) {
      const name = `${o.first}${o.middle ? ' ' + o.middle : ''} ${o.last}${o.cred ? ', ' + o.cred : ''}`;
      sh.value(`owner${i + 1}_name`, name, c(0)[0], y + 2, c(0)[1], { [A(i, 'first_name')]: o.first, [A(i, 'last_name')]: o.last });
      sh.value(`owner${i + 1}_title`, o.title, c(1)[0], y + 2, c(1)[1], { [A(i, 'role')]: o.title });
      sh.value(`owner${i + 1}_pct`, `${o.pct}%`, c(2)[0], y + 2, c(2)[1], { [A(i, 'ownership')]: o.pct });
      sh.value(`owner${i + 1}_sin`, o.taxPrinted, c(3)[0], y + 2, c(3)[1], { [A(i, 'tax_id')]: o.taxDigits, [A(i, 'tax_id_type')]: o.taxType, [A(i, 'tax_id_country')]: 'CA' });
      sh.value(`owner${i + 1}_dob`, o.dobPrinted, c(4)[0], y + 2, c(4)[1], { [A(i, 'date_of_birth')]: o.dobIso });
      sh.value(`owner${i + 1}_credit`, o.credit === null ? null : String(o.credit), c(5)[0], y + 2, c(5)[1], { [A(i, 'credit_score')]: o.credit });
      sh.decoy(`owner${i + 1}_home`, `${o.city}, ${o.region}`, c(6)[0], y + 2, c(6)[1]);
    } else if (sh.style === 'fillable') cols.forEach((_, k) => sh.value(`owner${i + 1}_${k}`, '', c(k)[0], y + 2, c(k)[1]));
    y += 17;
  }
  return y + 5;
}

export async function northShore(sh: Sheet, m: Merchant): Promise<void> {
  const kind: MarkKind = sh.rng.chance(0.7) ? 'x' : 'check';
  let y = 22;
  sh.doc.save().rect(0, 0, 612, 6).fill('#0b6e8a').restore();
  sh.text('NORTH SHORE FUNDING', X0, y, { font: 'Helvetica-Bold', size: 16, color: '#0b6e8a' });
  sh.text('Quick Application / Demande rapide', X0, y + 19, { size: 9, color: '#333333' });
  sh.text('Vancouver  |  Toronto  |  Montréal', 420, y + 2, { size: 8, color: '#333333' });
  sh.text('apply@northshorefunding.ca  |  1-877-555-0163', 420, y + 13, { size: 7, color: '#333333' });
  sh.text('Mark boxes with an X / Cochez d\'un X', 420, y + 24, { size: 6.5, font: 'Helvetica-Oblique', color: '#0b6e8a' });
  y += 40;
  y = bar(sh, LOOK, 'Business / Entreprise', y);
  y = cells(sh, LOOK, y, [['Legal name / Dénomination sociale', 'legal_name', m.legal, 280, F.legal(m)], ['Operating as (O/A) / Nom commercial', 'operating_name', m.dbaPrinted, 0, F.dba(m)]]);
  y = cells(sh, LOOK, y, [['Address / Adresse', 'address', m.street, 220], ['City / Ville', 'city', m.city, 120], ['Prov.', 'province', m.region, 50, F.region(m)], ['Postal code', 'postal', m.postal, 0]]);
  const bnLabel = m.taxType === 'SIN' ? 'Sole prop. SIN / NAS (no BN)' : 'Business Number (BN) / NE';
  y = cells(sh, LOOK, y, [[bnLabel, 'tax_id', m.taxPrinted, 160, F.tax(m)], ['Business start / Début', 'start_date', m.startPrinted, 110, F.start(m)],
    ['Industry / Secteur', 'industry', m.industryText, 160, F.industry(m)], ['Monthly sales', 'monthly_sales', `$${m.monthlySales.toLocaleString('en-US')}`, 0]]);
  y += 5;
  y = entityRow(sh, LOOK, m, y, kind, CA_ENTITIES);
  y = bar(sh, LOOK, 'Request / Demande', y + 2);
  y = amountBand(sh, LOOK, m, y + 2, kind);
  y = scheduleRow(sh, LOOK, m, y - 4, kind);
  y = useRow(sh, LOOK, m, y, kind);
  y = bar(sh, LOOK, 'Questions (Yes / Oui - No / Non)', y);
  y = yesNoGrid(sh, LOOK, m, y + 1, kind);
  y = bar(sh, LOOK, 'Owners / Propriétaires', y);
  y = ownerTable(sh, m, y);
  y = cells(sh, LOOK, y, [['Bank / Institution', 'bank_name', m.bank.name, 170], ['Transit-Institution', 'transit', m.bank.routing, 120, {}, true],
    ['Account / Compte', 'account', m.bank.account, 120, {}, true], ['Rep / Représentant', 'iso_rep', m.isoRep, 0, {}, true]]);
  sh.text('I consent under PIPEDA to the collection and use of my personal information and credit reports to assess this request, and certify it is ' +
    'true. / Je consens, conformément à la LPRPDE, à la collecte de mes renseignements et à la consultation de mon dossier de crédit.', X0, y + 3, { size: 5.8, width: X1 - X0, color: '#333333' });
  y += 20;
  if (sh.style !== 'fillable') sh.signature(X0 + 4, y);
  sh.doc.lineWidth(0.6).strokeColor('#000000').moveTo(X0 + 2, y + 22).lineTo(X0 + 220, y + 22).moveTo(X0 + 260, y + 22).lineTo(X0 + 360, y + 22).stroke();
  sh.text('Signature (Owner 1 / Propriétaire 1)', X0 + 2, y + 25, { size: 6 });
  sh.text('Date', X0 + 260, y + 25, { size: 6 });
  sh.value('sign_date_1', m.signed, X0 + 260, y + 7, 100);
}
