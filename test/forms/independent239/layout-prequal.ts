// Layout 2, "keystone_prequal": a broker's pre-qualification sheet, a two-column grid of questions and responses.
// Most optional answers are N/A, dashes or struck through; revenue and credit come as checked ranges (not values);
// the entity type is a checkbox row; existing advances are a decoy table; owners are rows of a small table.
import type { Rng } from '../../statements/generator/prng.ts';
import { Form, PAGE_W, type FieldValues } from './canvas.ts';
import { businessTaxFields, filler, fmtDate, fmtMoney, isoDate, nameFields, ownerPath, personalTaxId, printedName, regionFields } from './fmt.ts';
import type { Merchant } from './model.ts';
import { FUNDERS, LANDLORDS, finePrint, logo, repName, sectionBar, signature, usPhone } from './parts.ts';

const C = '#7a1f2b';
const ENTITY_BOXES: [string, string | null][] = [['LLC', 'llc'], ['Corporation', 'c_corporation'], ['S Corp', 's_corporation'],
  ['Partnership', 'general_partnership'], ['Sole Prop', 'sole_proprietorship']];

export function drawPrequal(f: Form, m: Merchant, rng: Rng): void {
  logo(f, 'diamond', 36, 28, C);
  f.text('KEYSTONE FUNDING PARTNERS', 72, 30, { size: 13, bold: true, color: C });
  f.text('Business Funding Pre-Qualification Worksheet', 72, 46, { size: 9 });
  f.rect(420, 26, 156, 34, { stroke: C });
  f.text('Broker use only', 425, 29, { size: 6, color: '#666' });
  f.value('broker_file', {}, `KFP-${rng.digits(6)}`, { x: 425, y: 40, w: 140 }, { size: 8.5 });
  let y = 72;
  const rowH = 22;
  const grid = (label: string, draw: (at: { x: number; y: number; w: number }) => void) => {
    f.rect(36, y, 170, rowH, { fill: '#f6ecee', stroke: '#999', lw: 0.4 });
    f.rect(206, y, PAGE_W - 242, rowH, { stroke: '#999', lw: 0.4 });
    f.text(label, 40, y + 7, { size: 7.5 });
    draw({ x: 210, y: y + 4, w: PAGE_W - 250 });
    y += rowH;
  };
  const optional = (key: string, fields: FieldValues, text: string, at: { x: number; y: number; w: number }, p: number) => {
    if (rng.chance(p)) { f.value(key, fields, text, at); return; }
    const r = rng.next();
    if (r < 0.45) f.value(key, {}, filler(rng), at, { filler: true });
    else if (r < 0.75) f.strike(at);
  };
  sectionBar(f, 'BUSINESS', y, C); y += 13;
  grid('Legal business name', (at) => f.value('legal_name', { 'application.legal_name': m.legal }, m.legal, at));
  grid('DBA', (at) => m.dba && m.dba !== m.legal ? optional('dba', { 'application.trade_name': m.dba }, m.dba, at, 0.85)
    : f.value('dba', {}, rng.pick(['N/A', 'none', 'same', '\u2014']), at, { filler: true }));
  grid('Entity type', (at) => {
    let x = at.x;
    const hit = ENTITY_BOXES.find(([, id]) => id === m.entityId);
    for (const [label, id] of ENTITY_BOXES) x = f.checkbox(`entity_${label}`, label, x, at.y + 2, id === m.entityId, { 'application.type_of_entity': m.entityId }) + 9;
    x = f.checkbox('entity_other', 'Other:', x, at.y + 2, !hit) + 3;
    f.line(x, at.y + 12, x + 60, at.y + 12, 0.4);
    if (!hit) f.value('entity_other_text', { 'application.type_of_entity': m.entityId }, m.entityText, { x: x + 2, y: at.y, w: 58 }, { size: 8 });
  });
  grid('Federal tax ID / EIN', (at) => optional('tax_id', businessTaxFields(m), m.taxPrinted, at, 0.5));
  const startShown = rng.chance(0.5);
  grid('Business start date', (at) => optional('start', { 'application.business_start_date': isoDate(m.start) }, fmtDate(rng, m.start, 'US'), at, startShown ? 1 : 0));
  grid('Business address', (at) => {
    const full = rng.chance(0.6);
    f.value('address', regionFields(m), full ? `${m.street}, ${m.city}, ${m.region} ${m.zip}` : `${m.city}, ${rng.chance(0.5) ? m.region : m.regionName}`, at, { size: 8.5 });
  });
  grid('State of incorporation', (at) => optional('inc_state', {}, m.incRegion, at, 0.4));
  grid('Industry / what do you sell?', (at) => f.value('industry', { 'application.industry': m.industryId }, m.industryText, at));
  grid('Monthly revenue', (at) => {
    const opts = ['<$20k', '$20-50k', '$50-100k', '$100k+'];
    const k = rng.int(0, 3);
    let x = at.x;
    for (const [i, r] of opts.entries()) x = f.checkbox(`revenue_${i}`, r, x, at.y + 2, i === k) + 12;
  });
  grid('Amount requested', (at) => optional('amount', { 'application.requested_amount': m.amount }, fmtMoney(rng, m.amount, { k: true }), at, 0.65));
  grid('Landlord / mortgage holder', (at) => optional('landlord', {}, `${rng.pick(LANDLORDS)}  ${usPhone(rng)}`, at, 0.5));
  y += 8;
  sectionBar(f, 'EXISTING ADVANCES / LOANS', y, C); y += 13;
  const nPos = rng.pick([0, 0, 1, 2]);
  f.text('Funder', 40, y + 3, { size: 7, bold: true }); f.text('Balance', 250, y + 3, { size: 7, bold: true }); f.text('Payment', 400, y + 3, { size: 7, bold: true });
  y += 12;
  for (let i = 0; i < 2; i++) {
    f.line(36, y + 16, PAGE_W - 36, y + 16, 0.4);
    if (i < nPos) {
      f.value(`pos_funder_${i}`, {}, rng.pick(FUNDERS), { x: 40, y: y + 2, w: 200 }, { size: 8.5 });
      f.value(`pos_balance_${i}`, {}, fmtMoney(rng, rng.int(4, 60) * 1000), { x: 250, y: y + 2, w: 140 }, { size: 8.5 });
      f.value(`pos_payment_${i}`, {}, `${fmtMoney(rng, rng.int(150, 900))}/${rng.pick(['day', 'wk'])}`, { x: 400, y: y + 2, w: 150 }, { size: 8.5 });
    } else if (i === 0) f.value('pos_none', {}, rng.pick(['NONE', 'none', 'N/A', '\u2014']), { x: 40, y: y + 2, w: 200 }, { filler: true, size: 8.5 });
    y += 18;
  }
  y += 8;
  sectionBar(f, 'OWNERS (20% OR MORE)', y, C); y += 13;
  const cols = [40, 200, 300, 350, 460];
  ['Name', 'Title', '%', 'SSN', 'Credit score'].forEach((h, i) => f.text(h, cols[i]!, y + 3, { size: 7, bold: true }));
  y += 12;
  const credit = rng.chance(0.5);
  for (let i = 0; i < 3; i++) {
    f.line(36, y + 16, PAGE_W - 36, y + 16, 0.4);
    const o = m.owners[i];
    if (o) {
      f.value(`owner${i}_name`, nameFields(i, o), printedName(rng, o), { x: cols[0]!, y: y + 2, w: 155 }, { size: 8.5 });
      f.value(`owner${i}_title`, { [ownerPath(i, 'role')]: o.title }, o.title, { x: cols[1]!, y: y + 2, w: 95 }, { size: 8.5 });
      f.value(`owner${i}_pct`, { [ownerPath(i, 'ownership')]: o.pct }, `${o.pct}%`, { x: cols[2]!, y: y + 2, w: 45 }, { size: 8.5 });
      const t = personalTaxId(rng, i, o, 0.5);
      if (rng.chance(0.8)) f.value(`owner${i}_ssn`, t.fields, t.text, { x: cols[3]!, y: y + 2, w: 105 }, { size: 8.5 });
      else f.value(`owner${i}_ssn`, {}, filler(rng), { x: cols[3]!, y: y + 2, w: 105 }, { size: 8.5, filler: true });
      if (credit) f.value(`owner${i}_score`, { [ownerPath(i, 'credit_score')]: o.score }, String(o.score), { x: cols[4]!, y: y + 2, w: 90 }, { size: 8.5 });
    } else if (rng.chance(0.6)) f.value(`owner${i}_none`, {}, rng.pick(['\u2014', 'N/A', '--']), { x: cols[0]!, y: y + 2, w: 155 }, { size: 8.5, filler: true });
    y += 18;
  }
  if (!credit) {
    f.text('Owner credit (approx.):', 40, y + 4, { size: 7.5 });
    let x = 140;
    const k = rng.int(0, 3);
    for (const [i, r] of ['below 550', '550-619', '620-679', '680+'].entries()) x = f.checkbox(`credit_${i}`, r, x, y + 3, i === k) + 12;
    y += 16;
  }
  y += 10;
  f.rect(36, y, PAGE_W - 72, 44, { fill: '#faf6f6', stroke: '#bbb' });
  f.text('Prepared by (Keystone broker)', 42, y + 4, { size: 6.5, color: '#555' });
  f.value('broker_rep', {}, `${repName(rng)}  ${usPhone(rng)}`, { x: 42, y: y + 15, w: 240 }, { size: 8.5 });
  f.text('Date prepared', 330, y + 4, { size: 6.5, color: '#555' });
  f.value('prepared', {}, `${rng.int(1, 12)}/${rng.int(1, 28)}/25`, { x: 330, y: y + 15, w: 100 }, { size: 8.5 });
  y += 52;
  y = finePrint(f, 'This worksheet is a pre-qualification only and is not an application for credit. Figures are estimates supplied by the ' +
    'merchant. The merchant consents to Keystone Funding Partners sharing this information with its funding partners.', 36, y, PAGE_W - 72) + 8;
  signature(f, 60, y, rng);
  f.line(36, y + 22, 300, y + 22, 0.5);
  f.text('Merchant signature', 36, y + 25, { size: 6.5 });
}
