// Set 83 layouts 1-3: a form builder's numbered print view, a Question/Answer export, a CRM record detail.
import type { Rng } from '../../statements/generator/prng.ts';
import { FREQ_TEXT, money, type Merchant } from './data.ts';
import { bizVals, browserChrome, choices, entityBox, ownerVals, stamp, US_ENTITY_BOXES, type Val } from './common.ts';
import type { Sheet } from './sheet.ts';

/** Brightwell Funding Partners on FormLoom: numbered questions, the answer in a grey box under each. */
export function brightwell(s: Sheet, m: Merchant, r: Rng): void {
  const c = choices(r, m);
  const b = bizVals(m, c);
  const st = stamp(r);
  const id = `FL-${r.int(100000, 999999)}`;
  const url = `https://brightwell.formloom.io/responses/${id}/print`;
  let n = 0;
  const q = (label: string, v: Val, x: number, y: number, w: number, prefix?: string): void => {
    n++;
    s.text(`${n}. ${label}`, x, y, { size: 8.5, font: 'Helvetica-Bold', color: '#222222' });
    s.rect(x, y + 12, w, 18, '#ebebeb');
    s.value(v.paths, v.text || (label.includes('(optional)') ? '' : 'No response'), x + 6, y + 17, { w: w - 10, key: v.key, ...(prefix ? { prefix } : {}) });
  };
  const page = (title: string): void => {
    s.newPage();
    browserChrome(s, `${st.date}, ${st.time}`, `Merchant Funding Application - Brightwell Funding Partners`, url, 3);
    s.rect(24, 30, 564, 34, '#1f4e5f');
    s.text('Brightwell Funding Partners', 36, 38, { size: 14, font: 'Helvetica-Bold', color: '#ffffff' });
    s.text(`Response ${id}  ·  Powered by FormLoom`, 380, 42, { size: 8, color: '#d8e6ea' });
    s.text(title, 24, 76, { size: 12, font: 'Helvetica-Bold', color: '#1f4e5f' });
  };
  page('Section A - Business Information');
  let y = 98;
  q('Legal Business Name *', b.legal!, 24, y, 564); y += 38;
  q('DBA / Doing Business As (optional)', b.dba!, 24, y, 270);
  q('Business Entity Type *', b.entity!, 318, y, 270, 'Selected: '); y += 38;
  q(`Federal Tax ID${m.taxType === 'EIN' ? ' (EIN)' : ' (EIN, or SSN if sole proprietor)'} *`, b.tax_id!, 24, y, 270);
  q('Business Start Date *', b.start!, 318, y, 270); y += 38;
  q('What does your business do? *', b.industry!, 24, y, 564); y += 38;
  q('Business Address *', b.address!, 24, y, 564); y += 38;
  q('Business Phone *', b.phone!, 24, y, 270);
  q('Business Email *', b.email!, 318, y, 270); y += 38;
  q('State of Incorporation (optional)', b.inc!, 24, y, 270);
  q('Website (optional)', r.chance(0.5) ? b.website! : { ...b.website!, text: '' }, 318, y, 270); y += 46;
  s.text('Section B - Funding Request', 24, y, { size: 12, font: 'Helvetica-Bold', color: '#1f4e5f' }); y += 22;
  q('How much funding are you requesting? *', b.amount!, 24, y, 270);
  q('Use of Funds *', b.use!, 318, y, 270); y += 38;
  q('Average Monthly Sales *', b.sales!, 24, y, 270);
  q('Number of Employees (optional)', b.employees!, 318, y, 270); y += 38;
  q('Own or Rent Business Location?', b.ownrent!, 24, y, 270);
  q('Landlord Name & Phone (optional)', b.landlord!, 318, y, 270);

  page('Section C - Ownership');
  y = 98;
  const slots = Math.max(2, m.owners.length);
  for (let i = 0; i < slots; i++) {
    const o = m.owners[i];
    s.text(i === 0 ? 'Owner 1 (Primary Applicant)' : `Owner ${i + 1} (optional)`, 24, y, { size: 10, font: 'Helvetica-Bold' });
    y += 16;
    if (!o) {
      s.text('No response - this section was skipped.', 24, y, { size: 9, color: '#777777' });
      y += 24;
      continue;
    }
    const ov = ownerVals(m, i, o, c);
    q('Full Name', ov.name!, 24, y, 270); q('Title', ov.title!, 318, y, 130); q('Ownership %', ov.pct!, 458, y, 130); y += 36;
    q(o.taxType === 'SIN' ? 'SIN' : 'Social Security Number', ov.taxid!, 24, y, 170); q('Date of Birth', ov.dob!, 208, y, 170);
    q('Credit Score (optional)', ov.credit!, 392, y, 196); y += 36;
    q('Home Address', ov.home!, 24, y, 564); y += 42;
  }

  page('Section D - Existing Financing & Authorization');
  y = 98;
  s.text('Do you have any open business advances or loans? (optional)', 24, y, { size: 8.5, font: 'Helvetica-Bold' });
  y += 14;
  if (!m.funders.length) s.value({}, 'No', 30, y + 3, { key: 'funders_none' });
  m.funders.forEach((f, i) => {
    s.rect(24, y, 564, 16, '#ebebeb');
    s.value({}, `${f.name} - balance ${money(f.balance)} - payment ${money(f.payment)}/day`, 30, y + 4, { key: `funder_${i}`, w: 500 });
    y += 19;
  });
  y += 24;
  s.text('Business bank account (optional)', 24, y, { size: 8.5, font: 'Helvetica-Bold' });
  s.value({}, `${m.bank.name} · Routing ${m.bank.routing} · Acct ${m.bank.account}`, 30, y + 16, { key: 'bank', w: 500 });
  y += 48;
  s.text('By submitting, each owner authorizes Brightwell Funding Partners and its funding partners to obtain consumer and business credit reports, '
    + 'verify the information above, and contact the references listed. Electronic signatures are binding.', 24, y, { size: 8, width: 564, color: '#333333' });
  y += 40;
  m.owners.forEach((o, i) => {
    s.text(`Signature ${i + 1}:`, 24, y, { size: 8.5, font: 'Helvetica-Bold' });
    s.value({}, `Signed electronically by ${o.first} ${o.last} on ${st.date} ${st.time}  (IP 73.${r.int(1, 250)}.${r.int(1, 250)}.${r.int(1, 250)})`, 100, y, { size: 8.5, key: `signature_${i + 1}`, w: 470 });
    y += 18;
  });
}

/** Keystone Merchant Capital via TypeBridge: a "Question | Answer" export, checkbox answers printed with ballot boxes. */
export function keystone(s: Sheet, m: Merchant, r: Rng): void {
  const c = choices(r, m);
  const b = bizVals(m, c);
  const st = stamp(r);
  const resp = r.int(1000, 9999);
  const url = `https://app.typebridge.com/forms/keystone-mca/responses/${resp}`;
  type Row = { q: string; h: number; draw: (y: number) => void };
  const rows: Row[] = [];
  const add = (q: string, v: Val): void => { rows.push({ q, h: 22, draw: (y) => s.value(v.paths, v.text || '—', 280, y + 7, { w: 290, key: v.key }) }); };
  const eb = entityBox(m);
  add('Response ID', { key: 'resp', label: '', paths: {}, text: `#${resp}` });
  add('Legal name of business', b.legal!);
  add('DBA (if different from legal name)', b.dba!);
  rows.push({ q: 'Business structure', h: US_ENTITY_BOXES.length * 16 + 6, draw: (y) => s.checks('entity', { type_of_entity: m.entityId }, US_ENTITY_BOXES, eb.chosen, 280, y + 7,
    { vertical: true, size: 8.5, ...(eb.other ? { other: eb.other } : {}) }) });
  add(m.taxType === 'EIN' ? 'Federal EIN' : 'Tax ID (EIN or SSN)', b.tax_id!);
  add('Date business started', b.start!);
  add('Industry / what you sell', b.industry!);
  add('Business street address', b.address!);
  add('Business phone', b.phone!);
  add('Funding amount needed', b.amount!);
  rows.push({ q: 'Preferred payment schedule', h: 22, draw: (y) => s.checks('freq', { payment_frequency: m.frequency }, Object.values(FREQ_TEXT), FREQ_TEXT[m.frequency], 280, y + 7, { size: 8.5 }) });
  add('What will the funds be used for?', b.use!);
  add('Average monthly deposits', b.sales!);
  add('Business bank routing number', b.routing!);
  m.owners.forEach((o, i) => {
    const ov = ownerVals(m, i, o, c);
    const t = m.owners.length > 1 ? `Owner ${i + 1} - ` : 'Owner - ';
    add(`${t}full name`, ov.name!); add(`${t}title`, ov.title!); add(`${t}% ownership`, ov.pct!);
    add(`${t}${ov.taxid!.label}`, ov.taxid!); add(`${t}date of birth`, ov.dob!); add(`${t}credit score (optional)`, ov.credit!);
    add(`${t}home address`, ov.home!);
  });
  if (m.owners.length < 4) add('Additional owners (optional)', { key: 'more', label: '', paths: {}, text: 'None' });
  add('Trade reference 1 (optional)', { key: 'ref1', label: '', paths: {}, text: `${m.refs[0]!.name} ${m.refs[0]!.phone}` });
  add('I agree to the terms and authorize a credit inquiry', { key: 'agree', label: '', paths: {}, text: 'Yes' });
  const pages: Row[][] = [[]];
  let used = 0;
  for (const row of rows) {
    if (used + row.h > 640) { pages.push([]); used = 0; }
    pages[pages.length - 1]!.push(row);
    used += row.h;
  }
  for (const [pi, list] of pages.entries()) {
    s.newPage();
    browserChrome(s, `${st.date} ${st.time}`, 'TypeBridge - Keystone MCA Application - Responses', url, pages.length);
    if (pi === 0) {
      s.text('Keystone Merchant Capital', 36, 36, { size: 16, font: 'Times-Bold', color: '#7a1c1c' });
      s.text(`Business Funding Application  ·  Submitted ${st.date} at ${st.time}`, 36, 56, { size: 9, color: '#555555' });
    }
    let y = pi === 0 ? 80 : 40;
    s.rect(36, y, 540, 18, '#d9d9d9');
    s.text('Question', 42, y + 5, { size: 8.5, font: 'Helvetica-Bold' });
    s.text('Answer', 280, y + 5, { size: 8.5, font: 'Helvetica-Bold' });
    y += 18;
    for (const row of list) {
      s.rect(36, y, 540, row.h, null, '#bbbbbb');
      s.line(272, y, 272, y + row.h, '#bbbbbb');
      s.text(row.q, 42, y + 7, { size: 8.5, color: '#333333' });
      row.draw(y);
      y += row.h;
    }
  }
}

/** Harborline Capital Group in Salesdesk CRM: an opportunity's record detail, grey field names left, values right. */
export function harborline(s: Sheet, m: Merchant, r: Rng): void {
  const c = choices(r, m, { nameFmt: 'lastFirst', bareEin: r.chance(0.6), mask: m.owners.map(() => r.chance(0.5)) });
  const b = bizVals(m, c);
  const st = stamp(r);
  const oppId = `006${r.alnum(12)}`;
  const url = `https://harborline.salesdesk.app/r/Opportunity/${oppId}/view?print=1`;
  // The record's name heads a CRM print; a fillable export keeps every value in its fields, so it shows the record id.
  const recName = s.drawValues ? `${m.legal} - MCA` : `Opportunity ${oppId}`;
  const chrome = (): void => {
    s.newPage();
    browserChrome(s, `${st.date}, ${st.time}`, `${recName} | Salesdesk`, url, 2);
    s.rect(24, 28, 564, 26, '#0b5cab');
    s.text('Salesdesk', 34, 35, { size: 13, font: 'Helvetica-Bold', color: '#ffffff' });
    s.text(`Harborline Capital Group  ·  Printed by ${r.pick(['jmorales', 'kpatel', 'dsmith'])} on ${st.date} ${st.time}`, 300, 38, { size: 7.5, color: '#e0ecf8' });
  };
  const section = (t: string, y: number): void => { s.rect(24, y, 564, 16, '#eef1f6'); s.text(t, 30, y + 4, { size: 9, font: 'Helvetica-Bold', color: '#16325c' }); };
  const pair = (label: string, v: Val, col: 0 | 1, y: number): void => {
    const x = col === 0 ? 30 : 310;
    s.text(label, x, y + 1, { size: 7, color: '#8a8f98' });
    s.value(v.paths, v.text, x + 100, y, { w: 170, key: v.key, size: 9 });
    s.line(x, y + 13, x + 270, y + 13, '#e3e5e8');
  };
  chrome();
  s.text('Opportunity', 24, 64, { size: 8, color: '#8a8f98' });
  s.text(recName, 24, 75, { size: 15, font: 'Helvetica-Bold', color: '#16325c' });
  let y = 100;
  section('Account Information', y); y += 22;
  const addr = m.street;
  const state: Val = { key: 'state', label: 'Billing State', paths: { state_region: m.region, country: m.country === 'US' ? 'United States' : 'Canada' }, text: c.regionFull ? m.regionName : m.region };
  const grid: [string, Val, string, Val][] = [
    ['Account Name', b.legal!, 'Opportunity Owner', b.rep!],
    ['DBA', b.dba!, 'Stage', { key: 'stage', label: '', paths: {}, text: r.pick(['Submitted to Funders', 'Underwriting', 'Docs Out']) }],
    ['Entity Type', b.entity!, 'Lead Source', { key: 'lead', label: '', paths: {}, text: r.pick(['ISO Referral', 'Web Form', 'Cold Call']) }],
    [m.taxType === 'EIN' && c.bareEin ? 'Federal Tax ID (EIN)' : 'Tax ID', b.tax_id!, 'Industry', b.industry!],
    ['Business Start Date', b.start!, 'Time in Business', { key: 'tib', label: '', paths: {}, text: `${2025 - Number(m.start.slice(0, 4))} yrs` }],
    ['Billing Street', { ...b.address!, paths: {}, text: addr }, 'Billing City', { key: 'city', label: '', paths: {}, text: m.city }],
    ['Billing State', state, 'Billing Zip', { key: 'zip', label: '', paths: {}, text: m.postal }],
    ['Phone', b.phone!, 'State of Incorporation', b.inc!],
  ];
  for (const [l1, v1, l2, v2] of grid) { pair(l1, v1, 0, y); pair(l2, v2, 1, y); y += 18; }
  y += 10;
  section('Deal Terms', y); y += 22;
  const terms: [string, Val, string, Val][] = [
    ['Amount Requested', b.amount!, 'Payment Frequency', b.freq!],
    ['Est. Payment', b.payment!, '# of Payments', b.count!],
    ['Monthly Revenue', b.sales!, 'Use of Funds', b.use!],
  ];
  for (const [l1, v1, l2, v2] of terms) { pair(l1, v1, 0, y); pair(l2, v2, 1, y); y += 18; }
  y += 10;
  section('Banking', y); y += 22;
  pair('Bank Name', b.bank!, 0, y); pair('Routing #', b.routing!, 1, y); y += 18;
  pair('Account #', b.account!, 0, y);

  chrome();
  y = 70;
  section(`Contacts (${m.owners.length})`, y); y += 22;
  m.owners.forEach((o, i) => {
    const ov = ownerVals(m, i, o, c);
    s.text(`Contact ${i + 1}`, 30, y, { size: 8.5, font: 'Helvetica-Bold', color: '#16325c' }); y += 14;
    pair('Name', ov.name!, 0, y); pair('Title', ov.title!, 1, y); y += 18;
    pair('Ownership %', ov.pct!, 0, y); pair(o.taxType === 'SIN' ? 'SIN' : 'SSN', ov.taxid!, 1, y); y += 18;
    pair('Birthdate', ov.dob!, 0, y); pair('FICO (self-reported)', ov.credit!, 1, y); y += 18;
    pair('Mailing Address', ov.home!, 0, y); pair('Mobile', ov.ophone!, 1, y); y += 26;
  });
  section('Activity History', y); y += 22;
  s.text(`${st.date}  Email sent to ${m.owners[0]!.email} - "Application received"`, 30, y, { size: 8, color: '#555555' });
  s.text(`${st.date}  Call logged by ${m.rep} - merchant confirmed ${m.funders.length} open position(s)`, 30, y + 13, { size: 8, color: '#555555' });
}
