// Set 62 layouts 1-4: two-owner form with continuation sheet, owners' schedule table, K-1 breakdown, paragraph.
import type { Sheet } from './sheet.ts';
import { fullName, lastFirst, type Merchant, type Owner } from './model.ts';
import { address, authorisation, bizPaths as B, decoyBlock, fld, own, type Place } from './parts.ts';

/** One owner's block: name, title, %, SSN, DOB, home address, optional score and spouse (decoy). */
export function ownerBlock(s: Sheet, place: Place, m: Merchant, i: number, x: number, y: number, w: number, o: { spouse?: boolean; score?: boolean } = {}): number {
  const ow = m.owners[i]!;
  const h = fld(s, place, 'Full Name', fullName(ow), x, y, w * 0.5, { paths: own.name(i, ow) });
  fld(s, place, 'Title', ow.title, x + w * 0.5, y, w * 0.3, { paths: own.role(i, ow) });
  fld(s, place, 'Ownership %', `${ow.pct}%`, x + w * 0.8, y, w * 0.2, { paths: own.pct(i, ow) });
  y += h;
  fld(s, place, m.ca ? 'SIN' : 'SSN', ow.taxPrinted, x, y, w * 0.3, { paths: own.tax(i, ow, m.ca) });
  fld(s, place, 'Date of Birth', ow.dobPrinted, x + w * 0.3, y, w * 0.25, { paths: own.dob(i, ow) });
  if (o.score) fld(s, place, 'Est. Credit Score', ow.score === null ? '' : String(ow.score), x + w * 0.55, y, w * 0.2, { paths: own.score(i, ow) });
  fld(s, place, 'Cell Phone', ow.phone, x + w * (o.score ? 0.75 : 0.55), y, w * (o.score ? 0.25 : 0.45), { decoy: 'owner_phone' });
  y += h;
  fld(s, place, 'Home Address', `${ow.street}, ${ow.city}, ${ow.region} ${ow.zip}`, x, y, o.spouse ? w * 0.62 : w, { decoy: 'owner_home_address' });
  if (o.spouse) fld(s, place, "Spouse's Name (non-guarantor)", ow.spouse, x + w * 0.62, y, w * 0.38, { decoy: 'spouse' });
  return h * 3 + 4;
}

function bizBlock(s: Sheet, place: Place, m: Merchant, y: number, withFunding: boolean): number {
  const x = 36, w = 540, y0 = y;
  fld(s, place, 'Legal / Corporate Name', m.legal, x, y, w * 0.55, { paths: B.legal(m) });
  y += fld(s, place, 'DBA', m.dbaPrinted, x + w * 0.55, y, w * 0.45, { paths: B.dba(m) });
  fld(s, place, 'Entity Type', m.entityText, x, y, w * 0.25, { paths: B.entity(m) });
  fld(s, place, 'Federal Tax ID', m.taxPrinted, x + w * 0.25, y, w * 0.25, { paths: B.tax(m) });
  fld(s, place, 'Business Start Date', m.startPrinted, x + w * 0.5, y, w * 0.22, { paths: B.start(m) });
  y += fld(s, place, 'Type of Business', m.industryText, x + w * 0.72, y, w * 0.28, { paths: B.industry(m) });
  y += address(s, place, m, x, y, w);
  fld(s, place, 'Business Phone', m.phone, x, y, w * 0.3);
  fld(s, place, 'Email', m.email, x + w * 0.3, y, w * 0.4);
  y += fld(s, place, 'Avg. Monthly Sales', m.monthlySales, x + w * 0.7, y, w * 0.3, { decoy: 'monthly_sales' });
  if (withFunding) {
    fld(s, place, 'Amount Requested', m.amountPrinted, x, y, w * 0.34, { paths: B.amount(m) });
    y += fld(s, place, 'Use of Funds', 'Working capital / inventory', x + w * 0.34, y, w * 0.66);
  }
  return y - y0;
}

/** Northgate: page 1 holds two owners, the "Additional Owners / Guarantors" sheet (page 2) owners 3-6. */
export function northgate(s: Sheet, m: Merchant): void {
  s.label('NORTHGATE CAPITAL PARTNERS', 36, 30, { size: 15, bold: true });
  s.label('Business Funding Application  |  Page 1 of 2', 36, 48, { size: 8, gray: true });
  let y = 66;
  s.heading('BUSINESS INFORMATION', 36, y, 540); y += 20;
  y += bizBlock(s, 'left', m, y, true) + 4;
  y += decoyBlock(s, 'left', m, 36, y, 540, ['inc', 'agent']);
  for (let i = 0; i < 2; i++) {
    s.heading(`OWNER / GUARANTOR ${i + 1}`, 36, y, 540); y += 20;
    if (m.owners[i]) y += ownerBlock(s, 'left', m, i, 36, y, 540, { score: true });
    else { s.label('(none)', 40, y, { gray: true }); y += 16; }
  }
  if (m.owners.length > 2) s.label('More owners? Complete the Additional Owners / Guarantors sheet (page 2).', 36, y, { size: 7, bold: true });
  y += 14;
  authorisation(s, m, y, false);
  s.newPage();
  s.label('ADDITIONAL OWNERS / GUARANTORS', 36, 30, { size: 13, bold: true });
  s.label('Applicant business:', 36, 48, { size: 8 });
  s.value(m.legal, 116, 44, 300);
  s.label('(continuation sheet, owners 3-6)', 430, 48, { size: 8 });
  y = 66;
  for (let i = 2; i < 6; i++) {
    s.heading(`OWNER ${i + 1}`, 36, y, 540); y += 18;
    if (m.owners[i]) y += ownerBlock(s, 'above', m, i, 36, y, 540, { spouse: true });
    else { s.box(36, y, 540, 30); s.label('Not applicable', 42, y + 10, { gray: true }); y += 36; }
  }
  if (m.officers.length) {
    s.heading('OFFICERS WHO ARE NOT OWNERS', 36, y, 540); y += 18;
    fld(s, 'left', 'Name', m.officers[0]!.name, 36, y, 300, { decoy: 'officer' });
    fld(s, 'left', 'Title', m.officers[0]!.title, 336, y, 240, { decoy: 'officer_title' });
  }
}

function table(s: Sheet, x: number, y: number, cols: [string, number][], rows: number, rh = 18): number[] {
  const xs: number[] = [];
  let cx = x;
  s.doc.rect(x, y, cols.reduce((a, c) => a + c[1], 0), 14).fill('#e3e7ec').fillColor('black');
  for (const [t, w] of cols) { xs.push(cx); s.label(t, cx + 2, y + 4, { size: 6.5, bold: true }); cx += w; }
  for (let r = 0; r <= rows; r++) s.line(x, y + 14 + r * rh, cx, y + 14 + r * rh, 0.4);
  for (const xx of [...xs, cx]) s.line(xx, y, xx, y + 14 + rows * rh, 0.4);
  return xs;
}

/** Ledgerline: owners' schedule table with a holding company row; an accountant decoy. */
export function ledgerline(s: Sheet, m: Merchant): void {
  s.label('Ledgerline Funding', 36, 30, { size: 16, bold: true });
  s.label('Merchant Application & Owners\' Schedule', 380, 36, { size: 9 });
  let y = 60;
  s.heading('1. THE BUSINESS', 36, y, 540); y += 20;
  y += bizBlock(s, 'above', m, y, true) + 6;
  fld(s, 'above', 'Requested Payment', m.paymentPrinted, 36, y, 180, { paths: B.payment(m) });
  fld(s, 'above', '# of Payments', String(m.nPayments), 216, y, 120, { paths: B.nPayments(m) });
  y += fld(s, 'above', 'Frequency', m.freqText, 336, y, 240, { paths: B.freq(m) }) + 6;
  s.heading('2. OWNERS\' SCHEDULE (list every owner; percentages must total 100%)', 36, y, 540); y += 18;
  const cols: [string, number][] = [['Owner name (person or company)', 130], ['Title', 70], ['%', 36], ['SSN / EIN', 78], ['DOB', 66], ['Home address', 160]];
  const rows = 6;
  const xs = table(s, 36, y, cols, rows);
  const list: (Owner | 'hold')[] = [...m.owners];
  if (m.holding) list.splice(s.rng.int(0, list.length), 0, 'hold');
  let ai = 0;
  list.forEach((o, r) => {
    const ry = y + 16 + r * 18;
    if (o === 'hold') {
      const h = m.holding!;
      s.value(h.name, xs[0]!, ry, cols[0]![1], { decoy: 'holding_company' });
      s.value('Parent co.', xs[1]!, ry, cols[1]![1], { decoy: 'holding_title' });
      s.value(`${h.pct}%`, xs[2]!, ry, cols[2]![1], { decoy: 'holding_pct' });
      s.value(h.ein, xs[3]!, ry, cols[3]![1], { decoy: 'holding_ein' });
      return;
    }
    const i = ai++;
    s.value(fullName(o), xs[0]!, ry, cols[0]![1], { paths: own.name(i, o) });
    s.value(o.title, xs[1]!, ry, cols[1]![1], { paths: own.role(i, o) });
    s.value(`${o.pct}%`, xs[2]!, ry, cols[2]![1], { paths: own.pct(i, o) });
    s.value(o.taxPrinted, xs[3]!, ry, cols[3]![1], { paths: own.tax(i, o, false) });
    s.value(o.dobPrinted, xs[4]!, ry, cols[4]![1], { paths: own.dob(i, o) });
    s.value(`${o.street}, ${o.city} ${o.region}`, xs[5]!, ry, cols[5]![1], { decoy: 'owner_home_address' });
  });
  y += 16 + rows * 18 + 6;
  s.label('Total: 100%', 220, y, { size: 7, bold: true }); y += 14;
  s.heading('3. PROFESSIONALS', 36, y, 540); y += 20;
  y += decoyBlock(s, 'above', m, 36, y, 540, ['accountant', 'bank']) + 4;
  authorisation(s, m, y, false);
}

/** Harborview: K-1 style schedule of partners / members (Last, First), entities listed but not applicants. */
export function harborview(s: Sheet, m: Merchant): void {
  s.label('HARBORVIEW MERCHANT SERVICES', 36, 30, { size: 14, bold: true });
  s.label('Revenue-Based Funding Request', 36, 47, { size: 9, gray: true });
  let y = 66;
  y += bizBlock(s, 'below', m, y, false) + 4;
  fld(s, 'below', 'Funding Amount', m.amountPrinted, 36, y, 200, { paths: B.amount(m) });
  y += fld(s, 'below', 'Years at Location', String(s.rng.int(1, 15)), 236, y, 120) + 4;
  s.heading('OWNERSHIP BREAKDOWN (as reported on Schedule K-1 / shareholder register)', 36, y, 540); y += 18;
  const cols: [string, number][] = [['Partner / Shareholder (Last, First)', 150], ['Capacity', 80], ['Type', 56], ['TIN', 84], ['Profit %', 50], ['Capital %', 50], ['Date of Birth', 70]];
  const list: (Owner | 'hold')[] = [...m.owners];
  if (m.holding) list.push('hold');
  const xs = table(s, 36, y, cols, Math.max(4, list.length));
  let ai = 0;
  list.forEach((o, r) => {
    const ry = y + 16 + r * 18;
    if (o === 'hold') {
      const h = m.holding!;
      s.value(h.name, xs[0]!, ry, 150, { decoy: 'holding_company' });
      s.value('Entity', xs[2]!, ry, 56, { decoy: 'holding_type' });
      s.value(h.ein, xs[3]!, ry, 84, { decoy: 'holding_ein' });
      s.value(`${h.pct}.00`, xs[4]!, ry, 50, { decoy: 'holding_pct' });
      s.value(`${h.pct}.00`, xs[5]!, ry, 50, { decoy: 'holding_pct' });
      return;
    }
    const i = ai++;
    s.value(lastFirst(o), xs[0]!, ry, 150, { paths: own.name(i, o) });
    s.value(o.title, xs[1]!, ry, 80, { paths: own.role(i, o) });
    s.value('Individual', xs[2]!, ry, 56);
    s.value(o.taxPrinted, xs[3]!, ry, 84, { paths: own.tax(i, o, false) });
    s.value(`${o.pct}.00`, xs[4]!, ry, 50, { paths: own.pct(i, o) });
    s.value(`${o.pct}.00`, xs[5]!, ry, 50);
    s.value(o.dobPrinted, xs[6]!, ry, 70, { paths: own.dob(i, o) });
  });
  y += 16 + Math.max(4, list.length) * 18 + 8;
  s.label('Only individuals listed above sign as guarantors. Entities are listed for disclosure only.', 36, y, { size: 7 }); y += 14;
  y += decoyBlock(s, 'below', m, 36, y, 540, ['agent', 'landlord', 'bank']) + 4;
  authorisation(s, m, y, false);
}

/** Crescent Bridge: the owners written as a sentence ("The owners are ..."), a spouse and an officer named in it. */
export function crescent(s: Sheet, m: Merchant): void {
  s.label('Crescent Bridge Capital', 36, 30, { size: 16, bold: true });
  s.label('Small Business Advance - Short Form', 36, 50, { size: 8.5 });
  let y = 70;
  y += bizBlock(s, 'inside', m, y, true) + 8;
  s.label('OWNERSHIP STATEMENT - describe every owner of 20% or more, with title and percentage:', 36, y, { size: 8, bold: true }); y += 12;
  const parts: { text: string; paths?: Record<string, unknown>; decoy?: string }[] = [];
  const who = m.owners.map((o, i) => {
    const name = fullName(o), pct = `${o.pct}%`;
    parts.push({ text: name, paths: own.name(i, o) }, { text: o.title, paths: own.role(i, o) }, { text: pct, paths: own.pct(i, o) });
    return `${name} (${o.title}, ${pct})`;
  });
  const listText = who.length === 1 ? who[0]! : `${who.slice(0, -1).join(', ')} and ${who[who.length - 1]}`;
  let text = `The owner${who.length > 1 ? 's are' : ' is'} ${listText}.`;
  if (m.holding) { text += ` The remaining ${m.holding.pct}% is held by ${m.holding.name} (EIN ${m.holding.ein}).`; parts.push({ text: m.holding.name, decoy: 'holding_company' }, { text: m.holding.ein, decoy: 'holding_ein' }); }
  const o0 = m.owners[0]!;
  text += ` ${o0.first}'s spouse, ${o0.spouse}, is not an owner.`;
  parts.push({ text: o0.spouse, decoy: 'spouse' });
  if (m.officers.length) { text += ` ${m.officers[0]!.name} (${m.officers[0]!.title}) holds no equity.`; parts.push({ text: m.officers[0]!.name, decoy: 'officer' }); }
  s.box(36, y, 540, 70);
  s.paragraph(text, 36, y, 540, 70, parts); y += 78;
  s.label('Owner tax IDs and dates of birth are collected on the funder\'s guarantor form.', 36, y, { size: 7, gray: true }); y += 14;
  y += decoyBlock(s, 'inside', m, 36, y, 540, ['accountant', 'bank', 'inc']) + 8;
  authorisation(s, m, y, false);
}
