// Layouts 6-7: a two-column key-value list split by a gap only, with an owners' table of text columns; and numbered
// questions worded as sentences with options in parentheses.
import { boxId, business, entityEntry, freqEntry, funding, others, owner, type Entry } from './fields.ts';
import type { Layout } from './layouts-a.ts';

/** 6. Lakeshore Bridge Funding: labels right-aligned, a blank gap, the values; owners as a table of bare text columns. */
export const twoColumnGap: Layout = (c, m, r) => {
  c.text('Lakeshore Bridge Funding', 50, 36, { font: 'Times-Bold', size: 15 });
  c.text('Merchant Profile', 50, 55, { font: 'Times-Italic', size: 10 });
  const block = (es: Entry[], x: number, y0: number) => {
    let y = y0;
    for (const e of es) {
      c.text(e.label, x, y, { size: 8.5, width: 110, align: 'right' });
      c.value(e.text, x + 130, y, { name: e.name, truth: e.truth, decoy: e.decoy, w: 140 });
      y += 15;
    }
    return y;
  };
  const b = [...business(m, r), entityEntry(m)];
  const left = block(b.slice(0, 7), 20, 84);
  const right = block([...b.slice(7), ...funding(m, r), freqEntry(m, r)], 300, 84);
  let y = Math.max(left, right) + 18;
  c.text('Owners / Guarantors', 50, y, { font: 'Times-Bold', size: 11 }); y += 18;
  const cols: [string, number, number][] = [['Name', 30, 0], ['Title', 150, 1], ['Own %', 218, 2], [m.ca ? 'SIN' : 'SSN', 258, 3],
    ['DOB', 335, 4], ['FICO', 400, 5], ['Home address', 432, 6]];
  for (const [h, x] of cols) c.text(h, x, y, { font: 'Helvetica-Bold', size: 8 });
  y += 14;
  for (let i = 0; i < m.owners.length; i++) {
    const es = owner(m, i);
    for (const [, x, k] of cols) c.value(es[k]!.text, x, y, { name: es[k]!.name, truth: es[k]!.truth, decoy: es[k]!.decoy, size: k === 6 ? 7 : 8.5, w: k === 6 ? 150 : undefined });
    y += 16;
  }
  y += 16;
  c.text('Bank & references', 50, y, { font: 'Times-Bold', size: 11 }); y += 18;
  const rest = [...others(m), { label: 'Sales rep', text: m.isoRep, name: 'iso_rep', decoy: true }];
  for (const f of m.funders) rest.push({ label: 'Outstanding advance', text: `${f[0]} ${f[1]}`, name: 'funder1', decoy: true });
  y = block(rest, 20, y);
  c.text('By signing, each owner authorizes Lakeshore Bridge Funding and its assigns to obtain credit reports and verify the information above.', 50, y + 14, { size: 7.5, width: 500 });
};

/** 7. Prairie Sky Funding Group: numbered questions in Times, answers after them; options in parentheses. */
export const numberedQuestions: Layout = (c, m, r) => {
  c.text('PRAIRIE SKY FUNDING GROUP', 50, 34, { font: 'Times-Bold', size: 14 });
  c.text('Questionnaire for a purchase of future receivables', 50, 52, { font: 'Times-Italic', size: 10 });
  let y = 80, n = 1;
  const ask = (q: string, e: Entry) => {
    if (y > 740) { c.newPage(); y = 50; }
    const s = `${n++}. ${q}`;
    c.text(s, 50, y, { font: 'Times-Roman', size: 9.5 });
    const w = c.doc.font('Times-Roman').fontSize(9.5).widthOfString(s);
    if (w > 300) { y += 13; c.value(e.text, 70, y, { name: e.name, truth: e.truth, decoy: e.decoy, w: 300 }); }
    else c.value(e.text, 50 + w + 8, y, { name: e.name, truth: e.truth, decoy: e.decoy, w: 220 });
    y += 15;
  };
  const options = (q: string, opts: string[], chosen: string, name: string, truth: Record<string, unknown>) => {
    const s = `${n++}. ${q}`;
    c.text(s, 50, y, { font: 'Times-Roman', size: 9.5 });
    let x = 60 + c.doc.font('Times-Roman').fontSize(9.5).widthOfString(s);
    for (const o of opts) {
      c.text(`(    ) ${o}`, x, y, { font: 'Times-Roman', size: 9.5 });
      c.mark(x + 3.5, y + 1, 7, o === chosen, { name: `${name}_${o.replace(/\W/g, '')}`, label: o, truth });
      x += c.doc.font('Times-Roman').fontSize(9.5).widthOfString(`(    ) ${o}`) + 12;
    }
    y += 18;
  };
  const b = business(m, r);
  const Q: Record<string, string> = { 'Legal Name': 'What is the full legal name of the business?', DBA: 'Does it trade under another name? If so, which?',
    'Date Business Started': 'On what date did the business start?', 'Type of Business': 'What does the business do?',
    'Street Address': 'Where is the business located (street)?', 'City, State, ZIP': 'City, state and ZIP code:' };
  for (const e of b) ask(Q[e.label] ?? `${e.label}:`, e);
  options('Which best describes the business?', ['Corporation', 'LLC', 'LLP', 'Partnership', 'Sole Proprietor'], m.entityBox, 'entity', { type_of_entity: boxId(m.entityBox, false) });
  const [amount, use, payment, nPay] = funding(m, r);
  ask('How much funding is the business asking for?', amount!);
  ask('What will the funds be used for?', use!);
  ask('What payment amount per remittance would suit the business?', payment!);
  ask('Over how many remittances?', nPay!);
  const fo: Record<string, string> = { daily: 'Daily', weekly: 'Weekly', biweekly: 'Bi-Weekly', monthly: 'Monthly' };
  if (r.chance(0.5)) options('How often should remittances be debited?', Object.values(fo), m.freq ? fo[m.freq]! : '', 'freq', { payment_frequency: m.freqTruth });
  else ask('How often should remittances be debited?', freqEntry(m, r));
  for (let i = 0; i < m.owners.length; i++) {
    const [name, title, pct, ssn, dob, credit, home] = owner(m, i);
    ask(`Owner #${i + 1}: full name?`, name!);
    ask(`Owner #${i + 1}: title and share of the business?`, { ...title!, text: title!.text });
    c.value(pct!.text, 380, y - 15, { name: pct!.name, truth: pct!.truth });
    ask(`Owner #${i + 1}: SSN and date of birth?`, ssn!);
    c.value(dob!.text, 380, y - 15, { name: dob!.name, truth: dob!.truth });
    ask(`Owner #${i + 1}: self-reported credit score?`, credit!);
    ask(`Owner #${i + 1}: home address?`, home!);
  }
  for (const e of others(m)) ask(`${e.label}:`, e);
  for (const f of m.funders) ask('Name any funder with a balance outstanding:', { label: '', text: `${f[0]} (${f[1]})`, name: 'funder1', decoy: true });
  ask('Who referred you to us?', { label: '', text: m.isoRep, name: 'iso_rep', decoy: true });
};
