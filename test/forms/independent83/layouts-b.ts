// Set 83 layouts 4-5: a card-style form builder print (Jotly) and a Canadian intake portal's Question/Answer print.
import type { Rng } from '../../statements/generator/prng.ts';
import { FREQ_TEXT, fmtDate, money, type Merchant } from './data.ts';
import { bizVals, browserChrome, CA_ENTITY_BOXES, choices, entityBox, ownerVals, stamp, US_ENTITY_BOXES, type Val } from './common.ts';
import type { Sheet } from './sheet.ts';

/** Northgate Business Funding on Jotly Forms: cards of numbered questions (Q1, Q2 ...), answers in grey boxes, ☑ lists. */
export function northgate(s: Sheet, m: Merchant, r: Rng): void {
  const c = choices(r, m);
  const b = bizVals(m, c);
  const st = stamp(r);
  const sub = r.alnum(10).toLowerCase();
  const url = `https://jotly.io/submission/${sub}/pdf`;
  const pages = m.owners.length > 2 ? 3 : 2;
  let n = 0;
  let y = 0;
  const page = (): void => {
    s.newPage();
    browserChrome(s, `${st.date}, ${st.time}`, 'Jotly - Northgate Business Funding Application', url, pages);
    s.text('NORTHGATE', 40, 34, { size: 18, font: 'Helvetica-Bold', color: '#2e7d32' });
    s.text('BUSINESS FUNDING', 162, 40, { size: 9, color: '#2e7d32' });
    s.text(`Submission ${sub} · ${st.date} ${st.time}`, 380, 40, { size: 7.5, color: '#666666' });
    y = 64;
  };
  const card = (title: string, h: number): void => {
    s.rect(36, y, 540, h, '#fafafa', '#cfd8dc');
    s.rect(36, y, 540, 20, '#e8f5e9');
    s.text(title, 46, y + 6, { size: 9.5, font: 'Helvetica-Bold', color: '#1b5e20' });
    y += 28;
  };
  const q = (label: string, v: Val, x: number, w: number): void => {
    n++;
    s.text(`Q${n}. ${label}`, x, y, { size: 8, color: '#37474f' });
    s.rect(x, y + 11, w, 17, '#e6e6e6');
    s.value(v.paths, v.text, x + 5, y + 15.5, { w: w - 8, key: v.key, size: 9 });
  };
  page();
  card('About your business', 300);
  q('Legal company name', b.legal!, 46, 520); y += 34;
  q('Doing business as (optional)', b.dba!, 46, 250); q('Federal tax ID number', b.tax_id!, 316, 250); y += 34;
  q('Industry', b.industry!, 46, 250);
  const years = 2025 - Number(m.start.slice(0, 4));
  q('How long have you been in business?', { key: 'years', label: '', paths: {}, text: `${years} years` }, 316, 250); y += 34;
  q('Business address', b.address!, 46, 520); y += 34;
  n++;
  s.text(`Q${n}. Legal structure (check one)`, 46, y, { size: 8, color: '#37474f' });
  const eb = entityBox(m);
  s.checks('entity', { type_of_entity: m.entityId }, US_ENTITY_BOXES, eb.chosen, 52, y + 14, { vertical: true, size: 8.5, ...(eb.other ? { other: eb.other } : {}) });
  q('Business phone', b.phone!, 316, 250); y += 34;
  q('Email', b.email!, 316, 250); y += 34;
  q('Landlord / mortgage company (optional)', b.landlord!, 316, 250);
  y += 76;
  card('Funding request', 136);
  q('Amount requested', b.amount!, 46, 250); q('Use of funds', b.use!, 316, 250); y += 34;
  q('Number of payments', b.count!, 46, 250);
  q('Payment frequency', { ...b.freq!, text: FREQ_TEXT[m.frequency] }, 316, 250); y += 34;
  q('Monthly gross sales', b.sales!, 46, 250); q('Existing advances? (optional)', { key: 'adv', label: '', paths: {}, text: m.funders.length ? m.funders.map((f) => f.name).join('; ') : 'None' }, 316, 250);

  const ownerCard = (i: number): void => {
    const o = m.owners[i]!;
    const ov = ownerVals(m, i, o, c);
    card(i === 0 ? 'Owner / guarantor' : `Additional owner ${i + 1}`, 132);
    q('Name', ov.name!, 46, 250); q('Title', ov.title!, 316, 120); q('% owned', ov.pct!, 446, 120); y += 34;
    q(ov.taxid!.label, ov.taxid!, 46, 160); q('Date of birth', ov.dob!, 216, 170); q('Credit score (optional)', ov.credit!, 396, 170); y += 34;
    q('Home address', ov.home!, 46, 520); y += 46;
  };
  page();
  for (let i = 0; i < Math.min(2, m.owners.length); i++) ownerCard(i);
  if (m.owners.length === 1) { card('Additional owner (optional)', 40); s.text('Skipped', 46, y - 4, { size: 9, color: '#888888' }); y += 20; }
  if (pages === 3) { page(); for (let i = 2; i < m.owners.length; i++) ownerCard(i); }
  y += 6;
  s.text('Authorization: the undersigned certify the information is true and authorize Northgate Business Funding and its assigns to '
    + 'obtain credit reports and bank information.', 40, y, { size: 7.5, width: 530, color: '#444444' });
  y += 30;
  n++;
  s.text(`Q${n}. Signature`, 40, y, { size: 8, color: '#37474f' });
  s.doc.save().moveTo(44, y + 30).bezierCurveTo(70, y + 8, 90, y + 40, 120, y + 18).bezierCurveTo(140, y + 8, 150, y + 34, 190, y + 22).lineWidth(1).stroke('#1c2a7a').restore();
  s.text(`Date signed: ${st.date}`, 316, y + 20, { size: 8.5 });
}

/** Maple Crest Commercial Funding on ClearIntake (Canada): bold questions left, answers right, BN with program account. */
export function maplecrest(s: Sheet, m: Merchant, r: Rng): void {
  const c = choices(r, m, { regionFull: r.chance(0.6), dateFmt: r.pick(['long', 'iso', 'dmy']) });
  const b = bizVals(m, c);
  const st = stamp(r);
  const ref = `CI-${r.int(20000, 99999)}`;
  const url = `https://portal.clearintake.ca/maplecrest/applications/${ref}?view=print`;
  const cad = r.pick(['CAD ', '']);
  const money2 = (v: Val): Val => ({ ...v, text: cad ? `CAD ${v.text}` : `${v.text} CAD` });
  let y = 0;
  const pages = m.owners.length > 2 ? 3 : 2;
  const page = (): void => {
    s.newPage();
    browserChrome(s, `${st.iso} ${st.time}`, `ClearIntake · Application ${ref}`, url, pages);
    s.text('Maple Crest Commercial Funding', 40, 32, { size: 15, font: 'Helvetica-Bold', color: '#b23a1e' });
    s.text('Application summary · printed from ClearIntake', 40, 50, { size: 8, color: '#777777' });
    s.line(40, 62, 572, 62, '#b23a1e', 1);
    y = 74;
  };
  const head = (t: string): void => { s.text(t, 40, y, { size: 10.5, font: 'Helvetica-Bold', color: '#b23a1e' }); y += 18; };
  const row = (q: string, v: Val): void => {
    s.text(q, 40, y, { size: 8.5, font: 'Helvetica-Bold', color: '#222222', width: 200 });
    s.value(v.paths, v.text || 'Not provided', 250, y, { w: 320, key: v.key, size: 9 });
    s.line(40, y + 14, 572, y + 14, '#e2e2e2');
    y += 20;
  };
  page();
  head('1. Business');
  row('Legal name of the business', b.legal!);
  row('Operating name (O/A), if different', b.dba!);
  s.text('Type of business entity', 40, y, { size: 8.5, font: 'Helvetica-Bold', color: '#222222' });
  const eb = entityBox(m);
  s.checks('entity', { type_of_entity: m.entityId }, CA_ENTITY_BOXES, eb.chosen, 250, y, { size: 8.5, ...(eb.other ? { other: eb.other } : {}) });
  y += 20;
  row('Business Number (BN) with program account', b.tax_id!);
  row('Date of incorporation / registration', b.start!);
  row('Nature of business', b.industry!);
  row('Street address', { key: 'street', label: '', paths: {}, text: m.street });
  row('City', { key: 'city', label: '', paths: {}, text: m.city });
  row('Province', { key: 'province', label: '', paths: { state_region: m.region, country: 'Canada' }, text: c.regionFull ? m.regionName : m.region });
  row('Postal code', { key: 'postal', label: '', paths: {}, text: m.postal });
  row('Province of incorporation (optional)', b.inc!);
  row('Telephone', b.phone!);
  row('Website (optional)', r.chance(0.5) ? b.website! : { ...b.website!, text: '' });
  y += 8;
  head('2. Financing requested');
  row('Amount requested', money2(b.amount!));
  row('Purpose of financing', b.use!);
  row('Average monthly revenue', money2(b.sales!));
  row('Existing financing (optional)', { key: 'adv', label: '', paths: {}, text: m.funders.length ? m.funders.map((f) => `${f.name} (${money(f.balance)} owing)`).join('; ') : 'None' });
  row('Bank / transit / account', { key: 'bank', label: '', paths: {}, text: `${m.bank.name} · ${r.digits(5)}-${r.digits(3)} · ${m.bank.account}` });

  const ownerBlock = (i: number): void => {
    const o = m.owners[i]!;
    const ov = ownerVals(m, i, o, c);
    head(`${i === 0 ? '3' : `3.${i}`}. ${i === 0 ? 'Principal owner' : `Additional owner ${i + 1}`}`);
    row('Full legal name', ov.name!);
    row('Position', ov.title!);
    row('Percentage of ownership', ov.pct!);
    row('Social Insurance Number (SIN)', ov.taxid!);
    row('Date of birth', ov.dob!);
    row('Credit score, if known (optional)', ov.credit!);
    row('Residential address', ov.home!);
    y += 6;
  };
  page();
  for (let i = 0; i < Math.min(2, m.owners.length); i++) ownerBlock(i);
  if (m.owners.length === 1) { head('3.1 Additional owner (optional)'); s.text('Not provided', 250, y - 16, { size: 9, color: '#888888' }); y += 4; }
  if (pages === 3) { page(); for (let i = 2; i < m.owners.length; i++) ownerBlock(i); }
  head('4. Consent (PIPEDA)');
  s.text('I consent to Maple Crest Commercial Funding collecting, using and disclosing my personal information, including credit bureau '
    + 'reports, for the purpose of evaluating this application, in accordance with PIPEDA.', 40, y, { size: 7.5, width: 530, color: '#444444' });
  y += 26;
  s.checks('consent', {}, ['I consent'], 'I consent', 40, y, { size: 8.5 });
  y += 22;
  m.owners.forEach((o, i) => { s.value({}, `e-Signed: ${o.first} ${o.last} · ${fmtDate(st.iso, 'long')}`, 40, y, { size: 8.5, key: `esign_${i + 1}`, w: 400 }); y += 16; });
}
