// Independent layouts, part B: a two-column page with check glyphs, a one-page application with an owners' table,
// and a numbered questionnaire.
import { AUTH_US, para, put, question, row, signature, table } from './kit.ts';
import { BLANK, header, maybe, type Ctx, type Layout } from './layout.ts';
import { fmtMoney } from './rules.ts';
import type { V } from './values.ts';

const FREQS = ['daily', 'weekly', 'biweekly', 'monthly'];

/** Pinecrest: two columns; business profile left, funding terms and principals right; check glyphs; current advances
 *  table and bank reference across the page under them. */
function pinecrest(c: Ctx): void {
  const { s, b, m, rng } = c;
  s.label('PINECREST', 36, 28, { size: 20, font: 'Helvetica-Bold', color: '#2e6b30' });
  s.label('merchant funding', 152, 36, { size: 10, font: 'Helvetica-Oblique', color: '#2e6b30' });
  s.label('APPLICATION FOR BUSINESS FUNDING', 360, 34, { size: 10, font: 'Helvetica-Bold' });
  s.line(36, 54, 576, 54, 2);
  const L = 36, R = 312, W = 264;
  let y = 64;
  s.band('BUSINESS PROFILE', L, y, W, { fill: '#2e6b30' });
  s.band('FUNDING REQUESTED', R, y, W, { fill: '#2e6b30' });
  y += 20;
  const left: [string, V][] = [['Corporate Name', b.legal!], ['DBA / Trade Name', b.dba!], ['Tax ID (EIN)', b.tax!], ['Entity', b.entity!],
    ['Start Date', b.start!], ['Industry', b.industry!], ['Street', b.street!], ['City', b.city!], ['State', b.region!], ['Zip', b.postal!],
    ['Phone', b.phone!], ['Email', b.email!], ['Avg. Monthly Revenue', b.sales!]];
  let ly = y;
  for (const [lab, v] of left) { row(s, lab, v, L, ly, W, { labelW: 92, labelSize: 7.5, size: 9 }); ly += 17; }
  let ry = y;
  row(s, 'Requested Amount', b.amount!, R, ry, W, { labelW: 92, labelSize: 7.5, size: 9 });
  ry += 17;
  row(s, 'Term (# of payments)', maybe(rng, b.payments!, 0.2), R, ry, W, { labelW: 92, labelSize: 7.5, size: 9 });
  ry += 17;
  row(s, 'Payment Amount', maybe(rng, b.payment!, 0.35), R, ry, W, { labelW: 92, labelSize: 7.5, size: 9 });
  ry += 19;
  s.label('Frequency', R, ry + 1, { size: 7.5 });
  s.options(['Daily', 'Weekly', 'Bi-Weekly', 'Monthly'], FREQS.indexOf(m.freq), R + 50, ry, { mark: 'check', name: 'frequency', truth: b.freq!.truth, gap: 7, size: 7.5 });
  ry += 20;
  m.owners.forEach((_, i) => {
    const o = c.own(i);
    s.band(`PRINCIPAL #${i + 1}`, R, ry, W, { fill: '#2e6b30' });
    ry += 18;
    for (const [lab, v] of [['Name', o.name], ['Title', o.title], ['Ownership', o.pct], ['SSN', o.id], ['DOB', o.dob], ['FICO (approx.)', o.credit], ['Home Address', o.street]] as const) {
      row(s, lab, v!, R, ry, W, { labelW: 70, labelSize: 7.5, size: 9 });
      ry += 15.5;
    }
    ry += 4;
  });
  y = Math.max(ly, ry) + 8;
  s.band('CURRENT ADVANCES / LOANS', L, y, 540, { fill: '#2e6b30' });
  const rows: V[][] = m.positions.map((p, i) => [{ text: p.funder, decoy: `funder.${i}` }, { text: fmtMoney(p.balance, 'dollar'), decoy: `funder.${i}.balance` },
    { text: `${fmtMoney(p.payment, 'cents')} ${p.freq.toLowerCase()}`, decoy: `funder.${i}.payment` }]);
  y = table(s, ['Lender / Funder', 'Balance Owed', 'Payment'], rows, L, y + 16, [260, 140, 140], { minRows: 2, rowH: 15, name: 'advance' }) + 8;
  row(s, 'Bank', b.bank!, L, y, 200, { labelW: 30, labelSize: 7.5, size: 9 });
  row(s, 'Routing', b.routing!, 246, y, 160, { labelW: 40, labelSize: 7.5, size: 9 });
  row(s, 'Account', b.account!, 416, y, 160, { labelW: 40, labelSize: 7.5, size: 9 });
  y = para(s, AUTH_US, L, y + 22, 540);
  signature(s, L, y + 4, 260, 'Principal #1');
  if (m.owners.length > 1) signature(s, R, y + 4, 264, 'Principal #2');
}

/** Meridian: one page; business details two to a row; owners in a table of four rows, names `Last, First`; trade
 *  references and landlord; the entity written as text. */
function meridian(c: Ctx): void {
  const { s, b, m } = c;
  s.label('MERIDIAN MERCHANT SERVICES', 36, 30, { size: 13, font: 'Times-Bold' });
  s.label('Business Cash Advance Application', 36, 46, { size: 10, font: 'Times-Italic' });
  s.label(`Rep: ${m.iso.rep}`, 430, 32, { size: 8 });
  s.decoys.push({ key: 'iso_rep', text: m.iso.rep, page: 1 });
  s.line(36, 62, 576, 62, 1);
  let y = 72;
  const pairs: [string, V, string, V][] = [['Business Legal Name', b.legal!, 'Federal Tax ID', b.tax!], ['D/B/A', b.dba!, 'Legal Entity', b.entity!],
    ['Business Address', b.fullAddress!, 'Phone', b.phone!], ['Type of Business', b.industry!, 'Date Established', b.start!],
    ['E-mail', b.email!, 'Incorporated in (State)', b.stateOfInc!], ['Amount Requested', b.amount!, 'Use of Proceeds', b.use!],
    ['Gross Monthly Sales', b.sales!, 'Number of Employees', b.employees!]];
  for (const [l1, v1, l2, v2] of pairs) {
    row(s, `${l1}:`, v1, 36, y, 340, { labelW: 96 });
    row(s, `${l2}:`, v2, 386, y, 190, { labelW: 88 });
    y += 19;
  }
  y += 8;
  s.label('OWNERSHIP (list every owner of 20% or more)', 36, y, { size: 9, font: 'Helvetica-Bold' });
  const rows = m.owners.map((_, i) => {
    const o = c.own(i);
    return [o.name!, o.title!, o.pct!, o.id!, o.dob!, o.credit!];
  });
  y = table(s, ['Name (Last, First)', 'Title', '% Owned', 'Social Security #', 'Date of Birth', 'FICO'], rows, 36, y + 12,
    [160, 90, 50, 95, 85, 60], { minRows: 4, rowH: 18, name: 'owner' }) + 10;
  s.label('Home address of majority owner:', 36, y + 2, { size: 8.5 });
  put(s, c.own(0).street!, 170, y + 1, 200, { name: 'home_address' });
  put(s, c.own(0).cityLine!, 375, y + 1, 200, { name: 'home_city' });
  s.line(168, y + 12, 576, y + 12, 0.5);
  y += 26;
  s.label('TRADE REFERENCES', 36, y, { size: 9, font: 'Helvetica-Bold' });
  const refs: V[][] = m.refs.map((r, i) => [{ text: r.name, decoy: `ref.${i}` }, { text: r.contact, decoy: `ref.${i}.contact` }, { text: r.phone, decoy: `ref.${i}.phone` }]);
  y = table(s, ['Company', 'Contact', 'Phone'], refs, 36, y + 12, [240, 160, 140], { rowH: 16, name: 'ref' }) + 10;
  row(s, 'Landlord / Mortgage Co.:', b.landlord!, 36, y, 300, { labelW: 110 });
  row(s, 'Phone:', b.landlordPhone!, 346, y, 120, { labelW: 32 });
  row(s, 'Rent:', b.rent!, 476, y, 100, { labelW: 26 });
  y = para(s, AUTH_US, 36, y + 26, 540, 7);
  signature(s, 36, y + 6, 250, 'Signature');
  signature(s, 316, y + 6, 260, 'Print Name / Title');
}

/** Lakeside: a numbered questionnaire; answers written after each question; owners' questions repeated per owner,
 *  continuing on page 2; a Yes/No question marked with a typed X. */
function lakeside(c: Ctx): void {
  const { s, b, m, rng } = c;
  header(s, 'Lakeside Business Funding', 'Merchant Questionnaire  -  please answer every question', { font: 'Times-Bold', size: 16 });
  let y = 74, n = 1;
  const ask = (q: string, v: V, qw?: number) => {
    if (y > 740) { s.newPage(); s.label('Lakeside Business Funding  -  Merchant Questionnaire (continued)', 36, 30, { size: 9 }); y = 52; }
    question(s, n++, q, v, 36, y, 540, { qw });
    y += 19;
  };
  ask('Legal name of the business:', b.legal!);
  ask('Name the business operates under (DBA):', b.dba!);
  ask('Federal Tax ID:', b.tax!);
  ask('What type of entity is the business?', b.entity!);
  ask('When did the business open?', b.start!);
  ask('What does the business do?', b.industry!);
  ask('Business street address:', b.street!);
  ask('City / State / ZIP:', b.cityLine!);
  ask('Business phone:', b.phone!);
  ask('How much funding are you requesting?', b.amount!);
  ask('How often would you like to make payments?', rng.chance(0.85) ? b.freq! : BLANK);
  ask('Desired payment amount:', maybe(rng, b.payment!, 0.4));
  ask('Over how many payments?', maybe(rng, b.payments!, 0.3));
  s.label(`${n++}. Do you currently have any open cash advances or loans?`, 36, y + 2, { size: 8.5 });
  s.options(['Yes', 'No'], m.positions.length ? 0 : 1, 330, y + 2, { mark: 'letter', name: 'open_advances' });
  y += 17;
  m.positions.forEach((p, i) => {
    put(s, { text: `${p.funder} - balance ${fmtMoney(p.balance, 'dollar')} - ${fmtMoney(p.payment, 'cents')} ${p.freq.toLowerCase()}`, decoy: `funder.${i}` }, 60, y, 500, { name: `advance ${i + 1}` });
    s.line(56, y + 12, 576, y + 12, 0.3, 1);
    y += 16;
  });
  ask('Who is your landlord or mortgage holder?', b.landlord!);
  ask("Landlord's phone number:", b.landlordPhone!);
  m.owners.forEach((_, i) => {
    const o = c.own(i);
    const who = `Owner ${i + 1}`;
    ask(`${who} - full name:`, o.name!, 200);
    ask(`${who} - title:`, o.title!, 200);
    ask(`${who} - percentage of the business owned:`, o.pct!, 200);
    ask(`${who} - Social Security Number:`, o.id!, 200);
    ask(`${who} - date of birth:`, o.dob!, 200);
    ask(`${who} - estimated personal credit score:`, o.credit!, 200);
  });
  if (y > 690) { s.newPage(); y = 52; }
  y = para(s, AUTH_US, 36, y + 8, 540, 7);
  signature(s, 36, y + 6, 260, 'Owner Signature');
}

export const LAYOUTS_B: Record<string, Layout> = {
  pinecrest_two_column: { country: 'US', labelFont: 'Helvetica', valueFont: 'Helvetica', naming: 'label', maxOwners: 2, draw: pinecrest,
    look: (r) => ({ date: r.pick(['mdy2', 'mdy'] as const), dob: 'mdy', money: 'dollar', lastFirst: false, taxBare: r.chance(0.3), pctSign: true }) },
  meridian_owners_table: { country: 'US', labelFont: 'Helvetica', valueFont: 'Helvetica', naming: 'snake', maxOwners: 4, draw: meridian,
    look: (r) => ({ date: r.pick(['mdy', 'long'] as const), dob: 'mdy', money: 'dollar', lastFirst: true, taxBare: false, pctSign: false }) },
  lakeside_questionnaire: { country: 'US', labelFont: 'Times-Roman', valueFont: 'Times-Roman', naming: 'generic', maxOwners: 4, draw: lakeside,
    look: (r) => ({ date: r.pick(['long', 'short', 'mdy'] as const), dob: r.pick(['mdy', 'long'] as const), money: 'cents', lastFirst: false, taxBare: false, pctSign: true }) },
};
