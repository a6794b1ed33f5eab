// Set 83 layouts 6-7: a CRM lead print view with related lists, and an online application's "review & submit" summary.
import type { Rng } from '../../statements/generator/prng.ts';
import { FREQ_TEXT, money, type Merchant } from './data.ts';
import { bizVals, browserChrome, choices, ownerVals, stamp, type Val } from './common.ts';
import type { Sheet } from './sheet.ts';

/** Silverline Advance in PipeDeck CRM: a lead's print view, right-aligned grey labels, owners and positions as tables. */
export function silverline(s: Sheet, m: Merchant, r: Rng): void {
  const c = choices(r, m, { dateFmt: r.pick(['short', 'us']), dobFmt: 'us', nameFmt: r.pick(['full', 'lastFirst']) });
  const b = bizVals(m, c);
  const st = stamp(r);
  const lead = `L-${r.int(10000, 99999)}`;
  const url = `https://silverline.pipedeck.com/leads/${lead}/print`;
  s.newPage();
  browserChrome(s, `${st.date}, ${st.time}`, `Lead ${lead} · PipeDeck`, url, 1);
  s.text('PipeDeck', 30, 30, { size: 12, font: 'Helvetica-Bold', color: '#6a1b9a' });
  s.text('CRM', 86, 31, { size: 11, color: '#6a1b9a' });
  s.text(`Silverline Advance  ·  Lead ${lead}  ·  Status: ${r.pick(['New', 'App Out', 'App In', 'Submitted'])}`, 300, 33, { size: 8, color: '#555555' });
  s.text(s.drawValues ? (m.dba ?? m.legal) : `Lead ${lead}`, 30, 52, { size: 16, font: 'Helvetica-Bold', color: '#222222' });
  let y = 80;
  const head = (t: string): void => { s.text(t.toUpperCase(), 30, y, { size: 8, font: 'Helvetica-Bold', color: '#6a1b9a' }); s.line(30, y + 11, 582, y + 11, '#d1c4e9', 0.8); y += 18; };
  const pair = (label: string, v: Val, col: 0 | 1): void => {
    const x = col === 0 ? 30 : 306;
    s.text(label, x, y + 1, { size: 7, color: '#9e9e9e', width: 96, align: 'right' });
    s.value(v.paths, v.text || '--', x + 104, y, { w: 170, key: v.key, size: 8.5 });
  };
  const rows = (list: [string, Val, string, Val | null][]): void => {
    for (const [l1, v1, l2, v2] of list) { pair(l1, v1, 0); if (v2) pair(l2, v2, 1); y += 15; }
    y += 8;
  };
  const plain = (key: string, text: string): Val => ({ key, label: '', paths: {}, text });
  head('Company');
  rows([
    ['Company Legal Name', b.legal!, 'Lead Owner', b.rep!],
    ['DBA', b.dba!, 'Business Type', b.entity!],
    ['Tax ID', b.tax_id!, 'Inception Date', b.start!],
    ['Industry', b.industry!, 'Phone', b.phone!],
    ['Street', plain('street', m.street), 'City', plain('city', m.city)],
    ['State', { key: 'state', label: '', paths: { state_region: m.region, country: 'United States' }, text: c.regionFull ? m.regionName : m.region }, 'Zip', plain('zip', m.postal)],
    ['State of Formation', b.inc!, 'Website', b.website!],
  ]);
  head('Funding');
  rows([
    ['Requested Amount', b.amount!, 'Monthly Revenue', b.sales!],
    [`${FREQ_TEXT[m.frequency]} Payment`, b.payment!, 'Term (# Payments)', b.count!],
    ['Frequency', b.freq!, 'Use of Proceeds', b.use!],
  ]);
  head(`Owners (${m.owners.length})`);
  const cols: [string, string, number][] = [['name', 'Name', 130], ['title', 'Title', 84], ['pct', 'Own %', 44], ['taxid', 'SSN / ITIN', 84], ['dob', 'DOB', 84], ['credit', 'Credit (opt.)', 80]];
  const table = (headers: [string, string, number][]): void => {
    s.rect(30, y, 552, 14, '#f3e5f5');
    let x = 34;
    for (const [, h, w] of headers) { s.text(h, x, y + 4, { size: 7, font: 'Helvetica-Bold', color: '#4a148c' }); x += w; }
    y += 18;
  };
  table(cols);
  m.owners.forEach((o, i) => {
    const ov = ownerVals(m, i, o, c);
    let x = 34;
    for (const [k, , w] of cols) { s.value(ov[k]!.paths, ov[k]!.text, x, y, { w: w - 4, key: `owner${i + 1}_${k}`, size: 7.5 }); x += w; }
    s.line(30, y + 12, 582, y + 12, '#eeeeee');
    y += 16;
  });
  y += 8;
  head('Open Positions (merchant-declared)');
  const pcols: [string, string, number][] = [['f', 'Funder', 200], ['b', 'Balance', 110], ['p', 'Payment', 110], ['q', 'Frequency', 100]];
  table(pcols);
  if (!m.funders.length) { s.text('No open positions declared.', 34, y, { size: 8, color: '#777777' }); y += 16; }
  m.funders.forEach((f, i) => {
    const vals = [f.name, money(f.balance), money(f.payment), r.pick(['Daily', 'Weekly'])];
    let x = 34;
    pcols.forEach(([k, , w], j) => { s.value({}, vals[j]!, x, y, { w: w - 4, key: `pos${i + 1}_${k}`, size: 7.5 }); x += w; });
    y += 16;
  });
  y += 8;
  head('Bank');
  rows([['Bank Name', b.bank!, 'Routing #', b.routing!], ['Account #', b.account!, 'Landlord', b.landlord!]]);
  head('Notes');
  s.text(`${st.date} ${m.rep}: Merchant sent 4 months of statements. Trade ref ${m.refs[0]!.name} ${m.refs[0]!.phone}.`, 34, y, { size: 8, color: '#555555', width: 540 });
}

/** Clearwater Funding Co.'s online application: the "Review & Submit" step printed, label .... value with step headings. */
export function clearwater(s: Sheet, m: Merchant, r: Rng): void {
  const c = choices(r, m, { dateFmt: r.pick(['long', 'us']), dobFmt: r.pick(['long', 'us']) });
  const b = bizVals(m, c);
  const st = stamp(r);
  const appId = `CW${r.int(100000, 999999)}`;
  const url = `https://apply.clearwaterfunding.co/application/${appId}/review`;
  const pages = m.owners.length >= 3 ? 3 : 2;
  let y = 0;
  const page = (): void => {
    s.newPage();
    browserChrome(s, `${st.date}, ${st.time}`, 'Review & Submit | Clearwater Funding Co.', url, pages);
    s.rect(40, 30, 532, 36, '#e3f2fd');
    s.text('Clearwater Funding Co.', 52, 38, { size: 14, font: 'Helvetica-Bold', color: '#0d47a1' });
    s.text(`Application ${appId}`, 52, 54, { size: 8, color: '#1565c0' });
    s.text(s.page === 1 ? 'Please review your answers before submitting.' : '(continued)', 330, 44, { size: 8, color: '#1565c0' });
    y = 82;
  };
  const step = (t: string): void => {
    if (y > 690) page();
    s.text(t, 40, y, { size: 10.5, font: 'Helvetica-Bold', color: '#0d47a1' });
    s.text('Edit', 548, y + 1, { size: 8, color: '#1e88e5' });
    s.line(40, y + 15, 572, y + 15, '#90caf9', 0.8);
    y += 23;
  };
  const row = (label: string, v: Val): void => {
    if (y > 740) page();
    s.text(label, 48, y, { size: 8.5, color: '#424242' });
    const lw = s.doc.font('Helvetica').fontSize(8.5).widthOfString(label);
    s.text('.'.repeat(Math.max(3, Math.floor((300 - lw) / 2.4))), 52 + lw, y, { size: 8.5, color: '#bdbdbd' });
    s.value(v.paths, v.text || '—', 370, y, { w: 200, key: v.key, size: 9, font: 'Helvetica-Bold', align: 'right' });
    y += 16;
  };
  page();
  step('Step 1 of 4 · Your business');
  row('Business legal name', b.legal!);
  row('Doing business as (optional)', b.dba!);
  row('Business type', b.entity!);
  row(m.taxType === 'EIN' ? 'Employer Identification Number (EIN)' : 'Tax ID (EIN or SSN)', b.tax_id!);
  row('When did the business start?', b.start!);
  row('What does the business do?', b.industry!);
  row('Business address', { key: 'street', label: '', paths: {}, text: m.street });
  row('City / State / ZIP', { key: 'csz', label: '', paths: { state_region: m.region, country: 'United States' }, text: `${m.city}, ${c.regionFull ? m.regionName : m.region} ${m.postal}` });
  row('Business phone', b.phone!);
  row('Number of employees (optional)', r.chance(0.5) ? b.employees! : { ...b.employees!, text: 'Prefer not to say' });
  y += 8;
  step('Step 2 of 4 · Funding');
  row('How much do you need?', b.amount!);
  row('How do you prefer to repay?', b.freq!);
  row(`Target ${FREQ_TEXT[m.frequency].toLowerCase()} payment (optional)`, r.chance(0.7) ? b.payment! : { ...b.payment!, paths: {}, text: 'Not sure' });
  row('Average monthly sales', b.sales!);
  row('Do you rent or own?', b.ownrent!);
  row('Other financing (optional)', { key: 'adv', label: '', paths: {}, text: m.funders.length ? `${m.funders.length} open - ${m.funders.map((f) => f.name).join(', ')}` : 'None' });
  y += 8;
  step('Step 3 of 4 · Owners');
  m.owners.forEach((o, i) => {
    if (y > 600) page();
    const ov = ownerVals(m, i, o, c);
    s.text(`Owner ${i + 1} of ${m.owners.length}`, 48, y, { size: 9, font: 'Helvetica-Bold', color: '#333333' }); y += 15;
    row('Name', ov.name!); row('Title', ov.title!); row('Ownership', ov.pct!); row(ov.taxid!.label, ov.taxid!);
    row('Date of birth', ov.dob!); row('Credit score (optional)', ov.credit!); row('Home address', ov.home!);
    y += 6;
  });
  if (m.owners.length < 4) { s.text('Additional owner (optional) — skipped', 48, y, { size: 8.5, color: '#9e9e9e' }); y += 20; }
  if (s.page < pages) page();
  step('Step 4 of 4 · Bank & documents (optional)');
  row('Bank', b.bank!);
  row('Routing number', b.routing!);
  row('Uploaded statements', { key: 'files', label: '', paths: {}, text: `${r.int(3, 6)} PDF files` });
  y += 10;
  s.text('By clicking Submit, you certify the information is accurate and authorize Clearwater Funding Co. to obtain credit reports.', 40, y, { size: 7.5, color: '#555555', width: 532 });
  s.text(`Submitted ${st.date} ${st.time} by ${m.owners[0]!.email}`, 40, y + 26, { size: 8, color: '#333333' });
}
