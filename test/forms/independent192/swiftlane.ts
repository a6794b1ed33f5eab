// Swiftlane Capital: a web portal's application review page printed from Chrome (Letter, two pages). Outlined
// inputs with the label small and grey above, the entity type as a row of pills with only the chosen one filled,
// dropdowns with a caret (industry, state by its full name), a date picker, Yes/No toggles, owners as repeated cards.
import type { Canvas } from './canvas.ts';
import { F, ownerName } from './fields.ts';
import { browserPrint, grid, type Layout } from './layout.ts';
import { FREQ_LABELS, type Model } from './model.ts';
import { field, pills, toggle, avatar, divider } from './widgets.ts';

const ROW = 36;
/** The owner cards' rows are a little tighter: three owners and the bank card share page 2. */
const OWNER_ROW = 34;

function header(c: Canvas, m: Model): void {
  browserPrint(c, m, 'Swiftlane Capital | Merchant Application', `https://apply.swiftlanecap.com/merchant/${m.appId.toLowerCase()}/review`, 2);
  c.doc.save().rect(0, 28, c.W, 40).fill('#ffffff').moveTo(0, 68).lineTo(c.W, 68).lineWidth(0.6).stroke(c.theme.line).restore();
  c.doc.save().circle(48, 48, 9).fill(c.theme.accent).restore();
  c.text('swiftlane', 62, 41, { size: 14, font: c.theme.bold });
  c.text('capital', 126, 43, { size: 11, color: c.theme.grey });
  c.decoyText('app_id', `Application ${m.appId}`, c.W - 170, 44, { size: 8.5, color: c.theme.grey });
}

function business(c: Canvas, m: Model, y0: number): number {
  const x = 36, w = c.W - 72, ix = x + 14, iw = w - 28;
  const [l, r] = grid(ix, iw, 2, 16) as [[number, number], [number, number]];
  let y = y0 + 30;
  field(c, 'legal_name', 'Legal business name *', m.legal, ix, y, iw, F.legal(m));
  y += ROW;
  field(c, 'trade_name', 'DBA (doing business as)', m.dba.text, l[0], y, l[1], F.dba(m), { empty: m.markEmpty === 'dash' ? '—' : '' });
  field(c, 'industry', 'Industry *', m.industry.text, r[0], y, r[1], F.industry(m), { caret: true });
  y += ROW;
  c.label('Entity type *', ix, y);
  y += pills(c, 'entity', m.entity.options, m.entity.chosen, ix, y + 11, iw, m.entity.other ? null : F.entity(m), m.mark,
    { otherText: m.entity.other, otherKey: 'entity_other', otherFields: F.entity(m) }) + 19;
  field(c, 'tax_id', `${m.tax.label} *`, m.tax.text, l[0], y, l[1], F.tax(m));
  if (m.start) field(c, 'start_date', 'Business start date', m.start.text, r[0], y, r[1], F.start(m), { calendar: true });
  else field(c, 'years_in_business', 'Time in business', m.yearsInBusiness, r[0], y, r[1], null, { caret: true });
  y += ROW;
  field(c, 'biz_phone', 'Business phone', m.phone, l[0], y, l[1], null);
  field(c, 'biz_email', 'Business email', m.email, r[0], y, r[1], null);
  y += ROW;
  field(c, 'website', 'Website', m.website ?? '', l[0], y, l[1], null, { empty: 'https://' });
  field(c, 'state_of_incorporation', 'State of incorporation', m.incorporated, r[0], y, r[1], null, { caret: true });
  y += ROW + 4;
  frame(c, x, y0, w, y - y0, 'Business details');
  return y;
}

/** A card's outline and title, drawn once its content has been laid out and its height is known (a stroke only,
 *  so nothing inside is painted over). */
function frame(c: Canvas, x: number, y: number, w: number, h: number, title: string): void {
  c.doc.save().roundedRect(x, y, w, h, 8).lineWidth(0.7).stroke(c.theme.line).restore();
  c.text(title, x + 14, y + 10, { size: 10.5, font: c.theme.bold });
}

function address(c: Canvas, m: Model, y0: number): number {
  const x = 36, w = c.W - 72, ix = x + 14, iw = w - 28;
  let y = y0 + 30;
  field(c, 'street', 'Street address *', [m.address.street, m.address.suite].filter(Boolean).join(', '), ix, y, iw, null);
  y += ROW;
  const [a, b, d] = grid(ix, iw, 3, 16) as [[number, number], [number, number], [number, number]];
  field(c, 'city', 'City *', m.address.city, a[0], y, a[1], null);
  field(c, 'state', 'State *', m.address.name, b[0], y, b[1], F.state(m), { caret: true });
  field(c, 'zip', 'ZIP code *', m.address.zip, d[0], y, d[1], null);
  y += ROW + 4;
  y += toggle(c, 'rents', 'Does the business rent this location?', m.landlord !== null, ix, y, iw, m.mark) + 6;
  if (m.landlord) {
    field(c, 'landlord', 'Landlord / property manager', m.landlord.name, a[0], y, a[1], null);
    field(c, 'landlord_phone', 'Landlord phone', m.landlord.phone, b[0], y, b[1], null);
    field(c, 'rent', 'Monthly rent', m.landlord.rent, d[0], y, d[1], null);
    y += ROW;
  }
  y += 4;
  frame(c, x, y0, w, y - y0, 'Business address');
  return y;
}

function funding(c: Canvas, m: Model, y0: number): number {
  const x = 36, w = c.W - 72, ix = x + 14, iw = w - 28;
  const [l, r] = grid(ix, iw, 2, 16) as [[number, number], [number, number]];
  let y = y0 + 30;
  field(c, 'amount', 'How much funding do you need? *', m.amount.text, l[0], y, l[1], F.amount(m), { size: 11 });
  field(c, 'use', 'Use of funds', m.use, r[0], y, r[1], null, { caret: true });
  y += ROW + 2;
  if (m.freq) {
    c.label('Preferred payment schedule', ix, y);
    y += pills(c, 'frequency', FREQ_LABELS, m.freq.text, ix, y + 11, iw, F.freq(m), m.mark) + 19;
  }
  if (m.payment && m.count) {
    field(c, 'payment', 'Requested payment amount', m.payment.text, l[0], y, l[1], F.payment(m));
    field(c, 'count', 'Number of payments', m.count.text, r[0], y, r[1], F.count(m));
    y += ROW;
  }
  field(c, 'monthly_sales', 'Average monthly sales', m.monthlySales, l[0], y, l[1], null);
  y += ROW + 4;
  frame(c, x, y0, w, y - y0, 'Funding request');
  return y;
}

function owners(c: Canvas, m: Model, y0: number): number {
  const x = 36, w = c.W - 72, ix = x + 14, iw = w - 28;
  let y = y0;
  c.text('Owners & guarantors', x, y, { size: 12, font: c.theme.bold });
  c.text('Everyone who owns 20% or more of the business.', x, y + 15, { size: 8, color: c.theme.grey });
  y += 32;
  m.owners.forEach((o, i) => {
    const top = y;
    const cols = grid(ix, iw, 3, 14) as [number, number][];
    const [a, b, d] = cols as [[number, number], [number, number], [number, number]];
    y += 28;
    ownerName(i, o,
      (label, text, f) => field(c, `owner${i + 1}.name`, label, text, a[0], y, a[1] + b[1] + 14, f),
      (ft, lt, ff, lf) => { field(c, `owner${i + 1}.first`, 'First name', ft, a[0], y, a[1], ff); field(c, `owner${i + 1}.last`, 'Last name', lt, b[0], y, b[1], lf); });
    field(c, `owner${i + 1}.title`, 'Title', o.role.text, d[0], y, d[1], F.role(i, o), { caret: true });
    y += OWNER_ROW;
    field(c, `owner${i + 1}.pct`, 'Ownership %', o.ownership?.text ?? '', a[0], y, a[1], F.pct(i, o));
    field(c, `owner${i + 1}.ssn`, 'SSN', o.tax.text, b[0], y, b[1], F.ssn(i, o, m));
    field(c, `owner${i + 1}.dob`, 'Date of birth', o.dob?.text ?? '', d[0], y, d[1], F.dob(i, o), { calendar: true });
    y += OWNER_ROW;
    field(c, `owner${i + 1}.home`, 'Home address', `${o.home.street}, ${o.home.city}`, a[0], y, a[1] + b[1] + 14, null);
    if (o.score) field(c, `owner${i + 1}.score`, 'Estimated credit score', o.score.text, d[0], y, d[1], F.score(i, o));
    else field(c, `owner${i + 1}.cell`, 'Mobile phone', o.cell, d[0], y, d[1], null);
    y += OWNER_ROW;
    frame(c, x, top, w, y - top, `Owner ${i + 1}`);
    if (c.style === 'typed') avatar(c, x + w - 34, top + 6, 10, (o.first[0] ?? '') + (o.last.replace(/^(de la|da|del|van der|le|st\.) /i, '')[0] ?? '').toUpperCase());
    y += 10;
  });
  return y;
}

function tail(c: Canvas, m: Model, y0: number): void {
  const x = 36, w = c.W - 72, ix = x + 14, iw = w - 28;
  let y = y0 + 28;
  y += toggle(c, 'has_advances', 'Any open advances or business loans?', m.funders.length > 0, ix, y, iw, m.mark) + 6;
  if (m.funders.length) {
    const cols = grid(ix, iw, 4, 10) as [number, number][];
    ['Funder', 'Balance', 'Payment', 'Frequency'].forEach((h, k) => c.label(h, cols[k]![0], y, 7));
    y += 11;
    m.funders.forEach((f, j) => {
      [f.name, f.balance, f.payment, f.freq].forEach((v, k) => c.value(`funder${j + 1}.${k}`, v, cols[k]![0], y, cols[k]![1], null, { size: 9 }));
      y += 15;
    });
  }
  divider(c, ix, y + 2, iw);
  y += 10;
  const [a, b, d] = grid(ix, iw, 3, 16) as [[number, number], [number, number], [number, number]];
  field(c, 'bank', 'Business bank', m.bank.name, a[0], y, a[1], null);
  field(c, 'routing', 'Routing number', m.bank.routing, b[0], y, b[1], null);
  field(c, 'account', 'Account number', m.bank.account, d[0], y, d[1], null);
  y += ROW + 4;
  frame(c, x, y0, w, y - y0, 'Existing financing & bank');
  y += 14;
  c.text('By signing, each owner certifies the information above is true and authorizes Swiftlane Capital and its funding partners to obtain '
    + 'consumer and business credit reports and to verify the information provided.', x, y, { size: 7, color: c.theme.grey, width: w, align: 'left' });
  y += 26;
  c.scribble(x + 4, y + 4, 110);
  c.doc.save().moveTo(x, y + 22).lineTo(x + 180, y + 22).lineWidth(0.5).stroke(c.theme.line).restore();
  c.decoyText('esign', `Signed electronically ${m.submitted} · IP 73.${(m.appId.length * 7) % 200}.18.44`, x, y + 26, { size: 7, color: c.theme.grey });
  c.decoyText('iso_rep', `Submitted by ${m.iso.name}, ${m.iso.company} · ${m.iso.phone}`, x + 260, y + 26, { size: 7, color: c.theme.grey });
}

export const SWIFTLANE: Layout = {
  name: 'swiftlane_portal',
  broker: 'Swiftlane Capital',
  caps: {
    maxOwners: 3, country: 'US', terms: 0.5, dates: ['mdy', 'mdy2', 'long', 'short'],
    entityOptions: () => ['LLC', 'Corporation', 'S Corp', 'Partnership', 'Sole Proprietor', 'Non-Profit', 'Other'],
  },
  theme: { font: 'Helvetica', bold: 'Helvetica-Bold', ink: '#111827', grey: '#6b7280', line: '#d1d5db', accent: '#4f46e5', accentText: '#ffffff', soft: '#f3f4f6' },
  info: { Producer: 'Skia/PDF m122', Creator: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/122.0.0.0 Safari/537.36', Title: 'Swiftlane Capital | Merchant Application' },
  render(c, m) {
    c.addPage(612, 792);
    header(c, m);
    c.text('Merchant funding application', 36, 80, { size: 16, font: c.theme.bold });
    c.text('Review your answers before you sign. Fields marked * are required.', 36, 100, { size: 8, color: c.theme.grey });
    ['Business', 'Owners', 'Funding', 'Review & sign'].forEach((s, i) => {
      const sx = 330 + i * 64;
      c.doc.save().circle(sx + 6, 90, 6).fill(i < 3 ? c.theme.accent : c.theme.line).restore();
      c.text(String(i + 1), sx + 3.5, 86.5, { size: 7, font: c.theme.bold, color: '#ffffff' });
      c.text(s, sx - 6, 99, { size: 6.5, color: c.theme.grey });
    });
    let y = business(c, m, 118) + 10;
    y = address(c, m, y) + 10;
    funding(c, m, y);
    c.addPage(612, 792);
    header(c, m);
    y = owners(c, m, 78);
    tail(c, m, y);
  },
};
