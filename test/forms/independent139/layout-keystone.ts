// Keystone Bridge Funding (US): a numbered questionnaire. The questions (Q1..Qn) are printed in two columns at the
// top of page 1; the answers sit in an answer sheet further down the page or on page 2, each beside its number
// only. Checkbox questions are answered by marking boxes in the answer sheet.
import type { Rng } from '../../statements/generator/prng.ts';
import { businessEntries, decoyEntries, ownerEntries, place, type Entry } from './entries.ts';
import type { Merchant } from './model.ts';
import type { Painter } from './paint.ts';
import { AUTH_TEXT, entityRow, frequencyRow, ownRentRow, paragraph, signatures } from './rows.ts';

const L = 42, R = 570, MAROON = '#7a1f2b';

type Answer = { q: string } & ({ kind: 'entry'; e: Entry } | { kind: 'entity' | 'freq' | 'ownrent' });

function questions(m: Merchant): Answer[] {
  const b = businessEntries(m);
  const d = Object.fromEntries(decoyEntries(m).map((e) => [e.id, e]));
  const e = (q: string, entry: Entry): Answer => ({ q, kind: 'entry', e: entry });
  const out: Answer[] = [
    e('Legal name of the business (as on tax return)', b.legal!), e('Doing business as (DBA), if different', b.dba!),
    { q: 'Legal entity (mark one)', kind: 'entity' }, e('Federal tax ID (EIN)', b.tax!), e('What does the business do?', b.industry!),
    m.startText || !m.yearsText ? e('Date the business started', b.start!) : e('How many years in business?', b.years!),
    e('Street address of the business', b.street!), e('City', b.city!), e('State', b.state!), e('Zip code', b.zip!),
    e('Business phone', b.phone!), e('Business e-mail', b.email!), e('State of incorporation', b.inc!),
    { q: 'Do you own or rent the premises?', kind: 'ownrent' }, e('Landlord or mortgage company', d.landlord!),
    e('How much funding are you requesting?', b.amount!), { q: 'Preferred payment schedule', kind: 'freq' },
    e('Payment amount you can afford', b.payment!), e('Number of payments', b.number!), e('Average monthly sales', b.sales!),
    e('Business bank name', d.bank!), e('Bank routing number', d.routing!),
  ];
  m.owners.forEach((_, i) => {
    const o = ownerEntries(m, i);
    const n = `Owner ${i + 1}`;
    out.push(e(`${n}: full legal name`, o.name!), e(`${n}: title`, o.role!), e(`${n}: percent owned`, o.own!), e(`${n}: social security number`, o.tax!),
      e(`${n}: date of birth`, o.dob!), e(`${n}: estimated credit score`, o.credit!));
  });
  out.push(e('Current funder, if any', m.funders[0] ? d.funder0! : { id: 'funder0', label: '', text: null, keys: [] }),
    e('Balance owed to that funder', m.funders[0] ? d.funder0_balance! : { id: 'funder0_balance', label: '', text: null, keys: [] }));
  return out;
}

function questionList(p: Painter, qs: Answer[], y: number): number {
  const half = Math.ceil(qs.length / 2), colW = (R - L) / 2, pitch = 10.8;
  qs.forEach((a, i) => {
    const col = i < half ? 0 : 1, row = i < half ? i : i - half;
    const x = L + col * colW;
    p.label(`Q${i + 1}.`, x, y + row * pitch, { size: 7.4, bold: true });
    p.label(a.q, x + 22, y + row * pitch, { size: 7.4 });
  });
  return y + half * pitch + 8;
}

function answerCell(p: Painter, m: Merchant, a: Answer, n: string, x: number, y: number, w: number, after: boolean): number {
  p.label(n, x, y + 2, { size: 7.5, bold: true, color: MAROON });
  const vx = x + 24;
  if (a.kind === 'entry') {
    place(p, a.e, vx + 1, y, w - 26, { field: `answer_${n.replace(/\W/g, '')}` });
    p.line(vx, y + 11, x + w, y + 11, 0.5);
    return y + 22;
  }
  if (a.kind === 'entity') return entityRow(p, m, { x: vx, y: y + 1, after, gap: 8, labelSize: 7.2, perLine: 3, pitch: 12, field: 'answer_entity' }).y + 8;
  if (a.kind === 'freq') frequencyRow(p, m, { x: vx, y: y + 1, after, gap: 7, labelSize: 7.2 });
  else ownRentRow(p, m, { x: vx, y: y + 1, after, gap: 10, labelSize: 7.2 });
  return y + 22;
}

function answerSheet(p: Painter, m: Merchant, rng: Rng, qs: Answer[], y: number): number {
  p.doc.rect(L, y, R - L, 14).fillColor(MAROON).fill();
  p.label('ANSWER SHEET  -  write each answer next to the number of its question', L + 5, y + 4, { size: 7.5, bold: true, color: 'white' });
  y += 22;
  const colW = (R - L) / 2 - 8, after = rng.chance(0.5);
  const tag = rng.pick(['A', '#', '']);
  const num = (i: number): string => (tag ? `${tag}${i + 1}` : `${i + 1}.`);
  const half = Math.ceil(qs.length / 2);
  let y0 = y, y1 = y;
  qs.forEach((a, i) => {
    if (i < half) y0 = answerCell(p, m, a, num(i), L, y0, colW, after);
    else y1 = answerCell(p, m, a, num(i), L + colW + 16, y1, colW, after);
  });
  return Math.max(y0, y1) + 4;
}

export function drawKeystone(p: Painter, m: Merchant, rng: Rng): void {
  const qs = questions(m);
  p.label('KEYSTONE BRIDGE FUNDING', L, 34, { size: 16, bold: true, color: MAROON });
  p.label('Working Capital Questionnaire', L, 54, { size: 9 });
  p.label('Please answer every question. Use the answer sheet; do not write on this list.', L, 54, { size: 7, width: R - L, align: 'right' });
  p.line(L, 68, R, 68, 1, MAROON);
  let y = questionList(p, qs, 78);
  if (qs.length > 30 || rng.chance(0.5)) {
    y = paragraph(p, AUTH_TEXT, L, y + 10, R - L) + 8;
    signatures(p, m, L, y, R - L, 'March 2, 2026');
    p.doc.addPage();
    answerSheet(p, m, rng, qs, 40);
    return;
  }
  y = answerSheet(p, m, rng, qs, y + 6);
  y = paragraph(p, AUTH_TEXT, L, y + 4, R - L) + 6;
  signatures(p, m, L, y, R - L, 'March 2, 2026');
}
