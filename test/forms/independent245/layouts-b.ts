// Bluewater Funding Solutions (two pages, navy section bars, values in shaded boxes under grey captions, payment
// terms with frequency checkboxes, owners two across with first / M.I. / last in separate boxes) and Redwood Ridge
// Funding Group (one dense page, captions printed BELOW the value lines, owners as rows of a table).
import { personName, ssnPrinted } from './model.ts';
import { AUTH, T, cityLine, date, dbaText, dobText, entityFree, entityRow, freqWord, money, pctText, taxText, type Ctx, type EntityBoxes } from './parts.ts';

const L = 32; const W = 548;

export function bluewater(c: Ctx): void {
  const { s, m, r } = c;
  const navy = '#1f3b5c'; const shade = '#e9eff5';
  s.rect(L, 28, 200, 40, { fill: navy });
  s.label('BLUEWATER', L + 10, 33, { size: 16, bold: true, color: '#fff' });
  s.label('FUNDING SOLUTIONS', L + 10, 52, { size: 8, color: '#bcd3ea' });
  s.label('Merchant Cash Advance Application', L + 220, 32, { size: 13, bold: true, color: navy });
  s.label('Fax or e-mail completed application with 4 months of bank statements to submissions@bluewaterfs.com', L + 220, 50, { size: 6.5, color: '#444' });
  s.label('Submission date:', L + 220, 60, { size: 6.5 });
  s.value('submitted', date(c, m.signedOn), L + 278, 56, 90, { h: 11, size: 7.5, decoy: 'submission_date' });
  let y = 80;
  const bar = (t: string): void => { s.bar(L, y, W, 14, t, navy); y += 18; };
  /** A caption over a shaded value box. */
  const f = (cap: string, name: string, text: string, x: number, w: number, truth: Record<string, unknown> = {}, decoy?: string): void => {
    s.label(cap.toUpperCase(), L + x, y, { size: 5.8, color: '#5b6b7c' });
    s.rect(L + x, y + 7, w - 6, 15, { fill: shade });
    s.value(name, text, L + x, y + 8, w - 6, { h: 13, size: 9, truth, ...(decoy ? { decoy } : {}) });
  };
  bar('1.  BUSINESS PROFILE');
  f('Legal name of business', 'legal_name', m.legal, 0, 300, T.legal(m));
  const dba = dbaText(c);
  f('Doing business as (DBA)', 'dba', dba, 300, 248, dba === m.dba ? T.dba(m) : {}); y += 27;
  f('Tax ID (EIN or SSN)', 'tax_id', taxText(c, false), 0, 130, T.tax(m));
  f('Business start date (MM/DD/YYYY)', 'start_date', date(c, m.start), 130, 150, T.start(m));
  f('Industry / type of business', 'industry', m.industryText, 280, 268, T.industry(m)); y += 27;
  f('Physical address', 'address', m.street, 0, 230); f('City', 'city', m.city, 230, 140); f('State', 'state', m.state, 370, 60, T.state(m));
  f('Zip', 'zip', m.zip, 430, 118); y += 27;
  f('Business phone', 'phone', m.phone, 0, 130); f('Business e-mail', 'email', m.email, 130, 200); f('Website', 'website', m.website ?? '', 330, 218); y += 28;
  s.label('ENTITY TYPE', L, y, { size: 5.8, color: '#5b6b7c' });
  const boxes: EntityBoxes = [['C-Corp', 'Corporation'], ['S-Corp', 'S-Corp'], ['LLC', 'LLC'], ['Partnership', 'Partnership'], ['Sole Proprietor', 'Sole Prop']];
  y = entityRow(c, boxes, L, y + 9, L + 380, 'entity', 7.5, 13);
  s.label('STATE OF FORMATION', L + 400, y - 22, { size: 5.8, color: '#5b6b7c' });
  s.rect(L + 400, y - 15, 80, 15, { fill: shade });
  s.value('state_inc', m.stateInc, L + 400, y - 14, 80, { h: 13, decoy: 'state_of_incorporation' });
  y += 6;
  bar('2.  FUNDING REQUEST');
  const terms = r.chance(0.75);
  f('Requested amount', 'amount', money(c, m.amount), 0, 140, T.amount(m));
  f('Proposed payment', 'payment', terms ? money(c, m.payment) : '', 140, 130, terms ? T.payment(m) : {});
  f('# of payments', 'n_payments', terms ? String(m.nPayments) : '', 270, 90, terms ? T.nPayments(m) : {});
  f('Use of funds', 'use', m.use, 360, 188); y += 28;
  s.label('PAYMENT FREQUENCY', L, y + 1, { size: 5.8, color: '#5b6b7c' });
  let x = L + 80;
  for (const k of ['daily', 'weekly', 'biweekly', 'monthly'] as const) {
    x = s.check(`freq_${k}`, x, y, terms && m.freq === k, freqWord(k), { size: 8, labelSize: 7.5, truth: terms && m.freq === k ? T.freq(m) : {} });
  }
  y += 18;
  bar('3.  FINANCIAL INFORMATION');
  f('Avg. monthly deposits', 'monthly_sales', money(c, m.monthlySales), 0, 140, {}, 'monthly_sales');
  f('Annual revenue', 'annual_sales', money(c, m.annualRevenue), 140, 130, {}, 'annual_revenue');
  f('Monthly card volume', 'card_volume', money(c, m.cardVolume), 270, 130, {}, 'card_volume');
  f('Processor', 'processor', m.processor, 400, 148, {}, 'processor'); y += 27;
  f('Bank name', 'bank', m.bank.name, 0, 180, {}, 'bank_name'); f('Routing number', 'routing', m.bank.routing, 180, 150, {}, 'routing_number');
  f('Account number', 'account', m.bank.account, 330, 218, {}, 'account_number'); y += 30;
  bar('4.  CURRENT ADVANCES / LOANS');
  const tw = [220, 110, 110, 108];
  ['Funder', 'Balance', 'Payment', 'Frequency'].forEach((h, i) => s.label(h.toUpperCase(), L + tw.slice(0, i).reduce((a, b) => a + b, 0), y, { size: 5.8, color: '#5b6b7c' }));
  y += 8;
  for (let k = 0; k < 2; k++) {
    const a = m.advances[k];
    const vals = a ? [a.funder, money(c, a.balance), money(c, a.payment), r.pick(['Daily', 'Weekly'])] : ['', '', '', ''];
    vals.forEach((v, i) => {
      const x0 = L + tw.slice(0, i).reduce((p, q) => p + q, 0);
      s.rect(x0, y, tw[i]! - 6, 14, { fill: shade });
      s.value(`adv${k + 1}_${i}`, v, x0, y + 1, tw[i]! - 6, { h: 12, size: 8.5, decoy: ['existing_funder', 'existing_balance', 'existing_payment', 'existing_frequency'][i]! });
    });
    y += 18;
  }
  s.label('Bluewater Funding Solutions  |  Page 1 of 2', L, 762, { size: 6.5, color: '#777', width: W, align: 'center' });

  s.newPage();
  y = 34;
  bar('5.  OWNER / GUARANTOR INFORMATION');
  const half = W / 2;
  const top = y;
  m.owners.forEach((p, i) => {
    const ox = (i % 2) * half; y = top + Math.floor(i / 2) * 150;
    s.label(`OWNER ${i + 1}${i === 0 ? ' (PRIMARY)' : ''}`, L + ox, y, { size: 7.5, bold: true, color: navy }); y += 11;
    const g = (cap: string, name: string, text: string, dx: number, w: number, truth: Record<string, unknown> = {}, decoy?: string): void =>
      f(cap, `o${i + 1}_${name}`, text, ox + dx, w, truth, decoy);
    g('First name', 'first', p.first, 0, 110, { [`applicants.${i}.first_name`]: p.first }); g('M.I.', 'mi', p.middle?.replace('.', '') ?? '', 110, 34);
    g('Last name', 'last', p.last, 144, half - 150, { [`applicants.${i}.last_name`]: p.last }); y += 27;
    g('Title', 'title', p.role, 0, 130, T.role(i, p)); g('Ownership %', 'pct', pctText(c, p.pct), 130, 70, T.pct(i, p));
    g('Credit score', 'fico', p.credit !== null ? String(p.credit) : '', 200, half - 206, T.credit(i, p)); y += 27;
    g('SSN', 'ssn', ssnPrinted(p), 0, 130, T.ssn(i, p)); g('Date of birth', 'dob', dobText(c, p.dob), 130, half - 136, T.dob(i, p)); y += 27;
    g('Home address', 'home', p.home.street, 0, half - 6, {}, 'owner_home_address'); y += 27;
    g('City / State / Zip', 'home_city', cityLine(p.home), 0, half - 6, {}, 'owner_home_city');
  });
  y = top + Math.ceil(m.owners.length / 2) * 150 + 6;
  bar('6.  AUTHORIZATION');
  y = s.para(AUTH.replace('{BROKER}', 'Bluewater Funding Solutions, Inc.'), L, y, W, 7) + 16;
  m.owners.forEach((p, i) => {
    s.rect(L, y, 250, 26, { stroke: '#8a99a8' }); s.label('SIGNATURE', L + 3, y + 2, { size: 5.5, color: '#5b6b7c' });
    f('Printed name', `sig${i + 1}_name`, personName(p), 260, 170); f('Date', `sig${i + 1}_date`, date(c, m.signedOn), 430, 118, {}, 'signature_date');
    y += 34;
  });
  y += 6;
  s.rect(L, y, W, 0.8, { fill: navy }); y += 6;
  f('Referred by (ISO / broker rep)', 'iso_rep', m.iso.name, 0, 220, {}, 'iso_rep'); f('ISO phone', 'iso_phone', m.iso.phone, 220, 140, {}, 'iso_phone');
  f('ISO code', 'iso_id', m.iso.id, 360, 188, {}, 'iso_rep_id');
  s.label('Bluewater Funding Solutions  |  Page 2 of 2', L, 762, { size: 6.5, color: '#777', width: W, align: 'center' });
}

export function redwood(c: Ctx): void {
  const { s, m, r } = c;
  const red = '#7a2e1e';
  s.doc.save().polygon([L + 12, 24], [L, 50], [L + 24, 50]).fill(red).restore();
  s.rect(L + 10, 50, 4, 6, { fill: red });
  s.label('REDWOOD RIDGE FUNDING GROUP', L + 32, 26, { size: 14, bold: true, color: red });
  s.label('QUICK APPLICATION  -  Revenue Based Financing  -  One page, no fees to apply', L + 32, 44, { size: 7 });
  s.rect(L + 388, 22, 160, 36, { lw: 1.2, stroke: red });
  s.label('AMOUNT REQUESTED', L + 392, 25, { size: 6.5, bold: true, color: red });
  s.value('amount', money(c, m.amount), L + 392, 36, 150, { h: 18, size: 13, truth: T.amount(m) });
  let y = 70;
  /** A value on a line with its caption printed below the line. */
  const b = (cap: string, name: string, text: string, x: number, w: number, truth: Record<string, unknown> = {}, decoy?: string): void => {
    s.value(name, text, L + x, y, w - 8, { h: 13, size: 9, truth, ...(decoy ? { decoy } : {}) });
    s.line(L + x, y + 14, L + x + w - 8, y + 14, { lw: 0.6 });
    s.label(cap, L + x, y + 16, { size: 5.6, bold: true });
  };
  const head = (t: string): void => { s.label(t, L, y, { size: 8, bold: true, color: red }); s.line(L, y + 10, L + W, y + 10, { lw: 0.8, color: red }); y += 16; };
  head('BUSINESS');
  const dba = dbaText(c);
  b('LEGAL NAME OF BUSINESS', 'legal_name', m.legal, 0, 300, T.legal(m)); b('DBA', 'dba', dba, 300, 248, dba === m.dba ? T.dba(m) : {}); y += 28;
  b('STREET ADDRESS', 'address', m.street, 0, 230); b('CITY', 'city', m.city, 230, 140); b('ST', 'state', m.state, 370, 40, T.state(m));
  b('ZIP', 'zip', m.zip, 410, 60); b('STATE OF INC.', 'state_inc', m.stateInc, 470, 78, {}, 'state_of_incorporation'); y += 28;
  const startShown = r.chance(0.8);
  b('TAX ID # (EIN)', 'tax_id', taxText(c, m.taxIdType === 'EIN'), 0, 120, T.tax(m));
  b('BUSINESS START DATE', 'start_date', startShown ? date(c, m.start) : '', 120, 110, startShown ? T.start(m) : {});
  b('YRS IN BUS.', 'years', String(m.years), 230, 60, {}, 'years_in_business');
  b('ENTITY TYPE', 'entity', entityFree(c), 290, 110, T.entity(m)); b('# EMPLOYEES', 'employees', String(m.employees), 400, 70);
  b('OWN / RENT', 'own', m.own ? 'Own' : 'Rent', 470, 78); y += 28;
  b('TYPE OF BUSINESS', 'industry', m.industryText, 0, 230, T.industry(m)); b('PHONE', 'phone', m.phone, 230, 120);
  b('E-MAIL', 'email', m.email, 350, 198); y += 28;
  b('MONTHLY GROSS SALES', 'monthly_sales', money(c, m.monthlySales), 0, 120, {}, 'monthly_sales');
  b('CC PROCESSOR', 'processor', m.processor, 120, 110, {}, 'processor');
  b('MONTHLY CC VOLUME', 'card_volume', money(c, m.cardVolume), 230, 120, {}, 'card_volume'); b('USE OF FUNDS', 'use', m.use, 350, 198); y += 28;
  b('LANDLORD / MORTGAGE HOLDER', 'landlord', m.landlord.name, 0, 230, {}, 'landlord'); b('LANDLORD PHONE', 'landlord_phone', m.landlord.phone, 230, 120, {}, 'landlord_phone');
  b('MONTHLY RENT', 'rent', money(c, m.landlord.rent), 350, 100, {}, 'rent'); y += 28;
  b('BANK NAME', 'bank', m.bank.name, 0, 170, {}, 'bank_name'); b('ROUTING #', 'routing', m.bank.routing, 170, 130, {}, 'routing_number');
  b('ACCOUNT #', 'account', m.bank.account, 300, 150, {}, 'account_number'); y += 30;
  s.label('Any open cash advances or business loans?', L, y + 1, { size: 7.5 });
  const a = m.advances;
  s.check('adv_no', L + 170, y, a.length === 0, 'No', { size: 8 }); s.check('adv_yes', L + 200, y, a.length > 0, 'Yes  - if yes, with whom / balance:', { size: 8 });
  s.value('adv_detail', a.map((v) => `${v.funder} ${money(c, v.balance)}`).join('; '), L + 340, y - 4, W - 340, { h: 13, size: 8, decoy: 'existing_funder' });
  s.line(L + 340, y + 9, L + W, y + 9, { lw: 0.5 });
  y += 20;
  head('OWNERS  (list every owner of 20% or more)');
  const cols: [string, number][] = [['NAME', 130], ['TITLE', 70], ['OWN %', 36], ['SSN', 70], ['DOB', 62], ['FICO', 32], ['HOME ADDRESS', 148]];
  let x = L;
  for (const [h, w] of cols) { s.rect(x, y, w, 12, { fill: '#f1e4df', stroke: '#000' }); s.label(h, x + 2, y + 3, { size: 6, bold: true }); x += w; }
  y += 12;
  for (let i = 0; i < 3; i++) {
    const p = m.owners[i];
    const vals: [string, Record<string, unknown>, string?][] = p ? [[personName(p, r.chance(0.3)), T.name(i, p)], [p.role, T.role(i, p)], [pctText(c, p.pct), T.pct(i, p)],
      [ssnPrinted(p), T.ssn(i, p)], [dobText(c, p.dob), T.dob(i, p)], [p.credit !== null ? String(p.credit) : '', T.credit(i, p)],
      [`${p.home.street}, ${cityLine(p.home)}`, {}, 'owner_home_address']] : cols.map(() => ['', {}] as [string, Record<string, unknown>]);
    x = L;
    cols.forEach(([h, w], k) => {
      s.rect(x, y, w, 17);
      const [text, truth, decoy] = vals[k]!;
      s.value(`o${i + 1}_${h.replace(/\W+/g, '').toLowerCase()}`, text, x + 1, y + 2, w - 2, { h: 13, size: 8, truth, ...(decoy ? { decoy } : {}) });
      x += w;
    });
    y += 17;
  }
  y += 10;
  y = s.para(AUTH.replace('{BROKER}', 'Redwood Ridge Funding Group'), L, y, W, 6.3) + 16;
  const sw = W / m.owners.length;
  m.owners.forEach((p, i) => {
    const x0 = L + i * sw;
    s.line(x0, y + 14, x0 + sw - 70, y + 14); s.label(`OWNER ${i + 1} SIGNATURE`, x0, y + 16, { size: 5.6, bold: true });
    s.value(`sig${i + 1}_date`, date(c, m.signedOn), x0 + sw - 64, y, 56, { h: 13, size: 8, decoy: 'signature_date' });
    s.line(x0 + sw - 64, y + 14, x0 + sw - 8, y + 14); s.label('DATE', x0 + sw - 64, y + 16, { size: 5.6, bold: true });
  });
  y += 34;
  s.rect(L, y, W, 22, { fill: '#f6f1ef' });
  s.label('Submitted by:', L + 4, y + 7, { size: 7, bold: true });
  s.value('iso_rep', `${m.iso.name}`, L + 62, y + 3, 150, { h: 14, size: 8, decoy: 'iso_rep' });
  s.value('iso_phone', m.iso.phone, L + 220, y + 3, 100, { h: 14, size: 8, decoy: 'iso_phone' });
  s.value('iso_id', m.iso.id, L + 330, y + 3, 80, { h: 14, size: 8, decoy: 'iso_rep_id' });
}
