// Two more US brokers of set 101: a Canva card form that asks about the owners first (Sunbelt) and a one-page Google
// Docs form with an owners table (Ironbridge).
import type { Rng } from '../../statements/generator/prng.ts';
import type { Form, Val } from './form.ts';
import { AUTH_US, signRow, type Layout } from './parts.ts';
import { money, type EntityOptions, type Vals } from './vals.ts';

const TEAL = '#0e7c7b', ORANGE = '#f28c28';

/** Canva style: a small spaced caption above a line, the value on the line. */
function cf(f: Form, label: string, x: number, y: number, w: number, v: Val | null): void {
  f.label(label.toUpperCase(), x, y, 'Helvetica-Bold', 6, TEAL, { characterSpacing: 0.6 });
  f.doc.save().lineWidth(0.6).strokeColor('#9bb').moveTo(x, y + 21).lineTo(x + w, y + 21).stroke().restore();
  f.put(v, x, y + 10, w, label);
}

function card(f: Form, title: string, x: number, y: number, w: number, h: number): void {
  f.doc.save().roundedRect(x, y, w, h, 8).fill('#f1f7f7').restore();
  f.label(title, x + 10, y + 8, 'Helvetica-Bold', 10, TEAL);
}

function sunOwner(f: Form, v: Vals, i: number, x: number, y: number): void {
  const has = i < v.m.owners.length, w = 256;
  card(f, i === 0 ? 'Owner' : `Owner ${i + 1}${i === 1 ? ' (if applicable)' : ''}`, x, y, w, 170);
  const c = x + 10, cw = w - 20, h = (cw - 10) / 2;
  cf(f, 'Full name', c, y + 26, cw, has ? v.fullName(i) : null);
  cf(f, 'Title', c, y + 54, h, has ? v.title(i) : null);
  cf(f, 'Ownership %', c + h + 10, y + 54, h, has ? v.pct(i) : null);
  cf(f, 'Date of birth', c, y + 82, h, has ? v.dob(i, 'mdy-dash') : null);
  cf(f, 'SSN', c + h + 10, y + 82, h, has ? v.ssn(i) : null);
  cf(f, 'Home address', c, y + 110, cw, has ? v.home(i) : null);
  cf(f, 'Mobile', c, y + 138, h, has ? v.cell(i) : null);
  cf(f, 'Credit score (est.)', c + h + 10, y + 138, h, has ? v.credit(i) : null);
}

function sunbelt(f: Form, v: Vals, r: Rng): void {
  const doc = f.doc;
  const B = 'Sunbelt Merchant Solutions';
  f.page();
  doc.save().rect(0, 0, 612, 792).fill('#fbfdfd').restore();
  doc.save().rect(0, 0, 612, 64).fill(TEAL).restore();
  doc.save().circle(52, 32, 16).fill(ORANGE).restore();
  f.label('sunbelt', 76, 16, 'Helvetica-Bold', 20, '#fff');
  f.label('MERCHANT SOLUTIONS', 77, 38, 'Helvetica', 7.5, '#dff', { characterSpacing: 2 });
  f.label("Let's get your business funded.", 380, 22, 'Helvetica-Oblique', 11, '#fff');
  f.label('Funding Application', 380, 38, 'Helvetica-Bold', 9, '#fff');
  let y = 76;
  f.label('01  ABOUT YOU', 40, y, 'Helvetica-Bold', 11, ORANGE); y += 16;
  sunOwner(f, v, 0, 40, y);
  sunOwner(f, v, 1, 316, y);
  y += 180;
  f.label('02  YOUR BUSINESS', 40, y, 'Helvetica-Bold', 11, ORANGE); y += 16;
  card(f, 'Business details', 40, y, 532, 172);
  const c = 50, full = 512, half = 251;
  cf(f, 'Legal business name', c, y + 24, half, v.legal());
  cf(f, 'DBA (doing business as)', c + half + 10, y + 24, half, v.dba());
  cf(f, 'Entity type (LLC, Corp, etc.)', c, y + 52, half, v.entityText());
  cf(f, 'What does your business do?', c + half + 10, y + 52, half, v.industry());
  cf(f, 'Federal Tax ID (EIN)', c, y + 80, half, v.taxId(true));
  cf(f, 'Business start date', c + half + 10, y + 80, half, v.start(r.pick(['long', 'short-month'] as const)));
  cf(f, 'Street address', c, y + 108, 250, v.street());
  cf(f, 'City', c + 260, y + 108, 120, v.city());
  cf(f, 'State', c + 390, y + 108, 50, v.region());
  cf(f, 'Zip', c + 450, y + 108, full - 450, v.postal());
  cf(f, 'Business phone', c, y + 136, 160, v.phone());
  cf(f, 'Email', c + 170, y + 136, 200, v.email0());
  cf(f, 'Monthly sales', c + 380, y + 136, full - 380, v.sales('dollar'));
  y += 182;
  f.label('03  FUNDING', 40, y, 'Helvetica-Bold', 11, ORANGE); y += 16;
  card(f, 'What do you need?', 40, y, 532, 84);
  cf(f, 'How much are you looking for?', c, y + 24, 200, v.amount(r.pick(['dollar', 'nocomma'] as const)));
  cf(f, 'What will you use it for?', c + 210, y + 24, full - 210, v.use());
  const open = v.m.funders.length > 0;
  f.label('Any open advances or business loans?', c, y + 58, 'Helvetica', 8, '#333');
  f.checks(['Yes', 'No'], c + 150, y + 57, open ? 0 : 1, 'Helvetica', 8);
  const list = v.m.funders.map((x) => `${x.name} ${money(x.balance, 'dollar')}`).join('; ');
  cf(f, 'If yes, who and balance', c + 250, y + 50, full - 250, open ? { text: list, decoy: 'existing_funder' } : null);
  y += 94;
  f.label('04  SIGN', 40, y, 'Helvetica-Bold', 11, ORANGE); y += 14;
  y = f.para(AUTH_US.replaceAll('{B}', B), 40, y, 532, 'Helvetica', 6) + 24;
  const n = v.m.owners.length;
  for (let i = 0; i < Math.min(2, n); i++) { signRow(f, v, i, 40, y, 532, 'mdy', ['Signature', 'Name', 'Date']); y += 28; }
  if (n > 2) {
    f.page();
    doc.save().rect(0, 0, 612, 36).fill(TEAL).restore();
    f.label('sunbelt  |  Additional Owner', 40, 12, 'Helvetica-Bold', 12, '#fff');
    sunOwner(f, v, 2, 40, 56);
    if (n > 3) sunOwner(f, v, 3, 316, 56);
    y = f.para('By signing, each additional owner agrees to the authorization on page 1.', 40, 250, 532, 'Helvetica-Oblique', 7.5) + 28;
    for (let i = 2; i < n; i++) { signRow(f, v, i, 40, y, 532, 'mdy', ['Signature', 'Name', 'Date']); y += 30; }
  }
}

const IRON_ENTITIES: EntityOptions = [['LLC', 'llc'], ['Corporation', 'c_corporation'], ['S-Corp', 's_corporation'], ['Partnership', 'general_partnership'],
  ['Sole Prop', 'sole_proprietorship'], ['Other:', '']];

function ironbridge(f: Form, v: Vals, r: Rng): void {
  const X = 54, W = 504, LB = 'Helvetica-Bold';
  f.page();
  f.label('Ironbridge Capital Advisors', X, 40, LB, 16, '#222', { width: W, align: 'center' });
  f.label('Small Business Funding Application', X, 60, 'Helvetica', 11, '#444', { width: W, align: 'center' });
  let y = 90;
  const line = (label: string, x: number, w: number, val: Val | null): void => f.blank(label, x, y, w, val, LB, 9);
  f.heading('Company Details', X, y, W, '#222', LB, 11); y += 20;
  line('Business Legal Name:', X, W, v.legal()); y += 19;
  line('DBA (if any):', X, W, v.dba()); y += 19;
  f.label('Business Type:', X, y + 1, LB, 9);
  const ent = v.entityCheck(IRON_ENTITIES);
  const end = f.checks(IRON_ENTITIES.map(([l]) => l), X + 72, y, ent.index, 'Helvetica', 8.5, 10, ent.val);
  f.blank('', end - 8, y - 2, X + W - end + 8, ent.other, LB, 9); y += 19;
  line('EIN:', X, 220, v.taxId(false));
  line('Date Business Started:', X + 230, W - 230, v.start(r.pick(['mdyy', 'mdy'] as const))); y += 19;
  line('Address:', X, W, v.address()); y += 19;
  line('Phone:', X, 200, v.phone());
  line('Email:', X + 210, W - 210, v.email0()); y += 19;
  line('Industry:', X, 250, v.industry());
  line('Monthly Revenue:', X + 260, W - 260, v.sales('dollar')); y += 19;
  line('Landlord:', X, 250, v.landlord());
  line('Landlord Phone:', X + 260, W - 260, v.landlordPhone()); y += 26;
  f.heading('Funding', X, y, W, '#222', LB, 11); y += 20;
  line('Amount Needed:', X, 220, v.amount(r.pick(['dollar', 'cents'] as const)));
  line('Purpose:', X + 230, W - 230, v.use()); y += 19;
  f.label('Preferred payment schedule:', X, y + 1, LB, 9);
  f.checks(['Daily', 'Weekly', 'Bi-Weekly', 'Monthly'], X + 140, y, v.freqIndex(), 'Helvetica', 8.5, 14, v.freqVal()); y += 19;
  const open = v.m.funders.map((x) => `${x.name} ${money(x.balance, 'dollar')}`).join('; ');
  line('Current advances (funder / balance):', X, W, open ? { text: open, decoy: 'existing_funder' } : { text: 'None' }); y += 26;
  f.heading('Owners (all owners with 20% or more)', X, y, W, '#222', LB, 11); y += 18;
  const cols: [string, number][] = [['Owner Name (Last, First)', 150], ['Title', 80], ['Own %', 42], ['SSN', 86], ['DOB', 72], ['Credit Score', 74]];
  let cx = X;
  for (const [h, w] of cols) { f.doc.save().rect(cx, y, w, 16).fill('#e8e8e8').restore(); f.doc.save().lineWidth(0.5).rect(cx, y, w, 16).stroke().restore(); f.label(h, cx + 3, y + 5, LB, 7); cx += w; }
  y += 16;
  for (let i = 0; i < 4; i++) {
    const has = i < v.m.owners.length;
    const vals: (Val | null)[] = has ? [v.fullName(i, 'last-first'), v.title(i), v.pct(i), v.ssn(i), v.dob(i, 'mdyy'), v.credit(i)] : [null, null, null, null, null, null];
    cx = X;
    for (const [k, [h, w]] of cols.entries()) { f.doc.save().lineWidth(0.5).rect(cx, y, w, 18).stroke().restore(); f.put(vals[k] ?? null, cx + 1, y + 5, w - 2, `${h} ${i + 1}`, 8.5); cx += w; }
    y += 18;
  }
  y += 8;
  line('Primary Owner Home Address:', X, W, v.home(0)); y += 26;
  f.heading('Bank', X, y, W, '#222', LB, 11); y += 20;
  line('Business Bank:', X, 200, v.bankName());
  line('Routing:', X + 210, 140, v.routing());
  line('Account:', X + 360, W - 360, v.account()); y += 26;
  y = f.para(AUTH_US.replaceAll('{B}', 'Ironbridge Capital Advisors'), X, y, W, 'Helvetica', 6.3) + 22;
  for (let i = 0; i < v.m.owners.length; i++) { signRow(f, v, i, X, y, W, 'mdyy'); y += 26; }
  f.label('Submitted by:', X, 752, LB, 7.5);
  f.put(v.isoRep(), X + 56, 751, 150, 'Submitted by', 8);
  f.label('Ironbridge Capital Advisors  -  ironbridgecap.com', X + 300, 752, 'Helvetica', 7, '#666');
}

export const US_LAYOUTS_B: Layout[] = [
  { name: 'us_sunbelt_canva', broker: 'Sunbelt Merchant Solutions', country: 'US', regions: ['FL', 'TX', 'GA', 'AZ', 'NV', 'CA', 'NC', 'TN'], creator: 'Canva', typedFont: 'Helvetica', draw: sunbelt },
  { name: 'us_ironbridge_gdocs', broker: 'Ironbridge Capital Advisors', country: 'US', regions: null, creator: 'Google Docs Renderer', typedFont: 'Helvetica', draw: ironbridge },
];
