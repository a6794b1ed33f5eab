// Northbeam Funding: a partner portal's deal page printed in landscape (Letter, two pages): a dark sidebar, a
// breadcrumb with the deal number, three columns of read-only cards (label above value, no boxes), the entity as a
// dropdown, the city/state/ZIP on one line, frequency as a row of radio dots, an existing-positions table whose
// payments and frequencies look like the requested ones, and owners as up to four cards side by side. US or Canada.
import type { Canvas } from './canvas.ts';
import { F, ownerName } from './fields.ts';
import { grid, type Layout } from './layout.ts';
import { FREQ_LABELS, type Model } from './model.ts';
import { avatar, field, radios } from './widgets.ts';

const CX = 166, CW = 610;
const ROW = 31;

function chrome(c: Canvas, m: Model): void {
  c.doc.save().rect(0, 0, 150, c.H).fill('#0f172a').restore();
  c.text('NORTHBEAM', 18, 22, { size: 13, font: c.theme.bold, color: '#ffffff' });
  c.text('partner portal', 18, 38, { size: 8, color: '#94a3b8' });
  ['Dashboard', 'Deals', 'Merchants', 'Funders', 'Commissions', 'Reports', 'Settings'].forEach((t, i) => {
    if (i === 1) c.doc.save().roundedRect(10, 70 + i * 24 - 5, 130, 20, 5).fill('#1e293b').restore();
    c.text(t, 22, 70 + i * 24, { size: 9, color: i === 1 ? '#ffffff' : '#94a3b8' });
  });
  c.decoyText('iso_user', `Signed in as ${m.iso.name}`, 18, c.H - 40, { size: 7.5, color: '#94a3b8' });
  c.text(m.iso.company, 18, c.H - 28, { size: 7, color: '#64748b' });
  c.doc.save().moveTo(150, 44).lineTo(c.W, 44).lineWidth(0.6).stroke(c.theme.line).restore();
  c.decoyText('breadcrumb', `Deals  /  ${m.appId.replace('APP', 'NB')}`, CX, 18, { size: 9, color: c.theme.grey });
  c.doc.save().roundedRect(c.W - 230, 14, 72, 16, 8).fill('#ccfbf1').restore();
  c.text('Underwriting', c.W - 222, 18.5, { size: 7.5, font: c.theme.bold, color: c.theme.accent });
  c.decoyText('printed', `Printed ${m.submitted}`, c.W - 150, 18.5, { size: 7.5, color: c.theme.grey });
  c.text(`${c.page} of 2`, c.W - 50, c.H - 18, { size: 7, color: c.theme.grey });
}

function frame(c: Canvas, x: number, y: number, w: number, h: number, title: string): void {
  c.doc.save().roundedRect(x, y, w, h, 6).lineWidth(0.6).stroke(c.theme.line).restore();
  c.doc.save().rect(x + 0.5, y + 0.5, 3, h - 1).fill(c.theme.accent).restore();
  c.text(title.toUpperCase(), x + 12, y + 9, { size: 7.5, font: c.theme.bold, color: c.theme.grey });
}

const plain = { look: 'plain' as const };

function company(c: Canvas, m: Model, x: number, w: number, y0: number): number {
  const ix = x + 12, iw = w - 24;
  let y = y0 + 26;
  y += field(c, 'legal_name', 'Legal name', m.legal, ix, y, iw, F.legal(m), plain) + 4;
  y += field(c, 'trade_name', 'DBA', m.dba.text, ix, y, iw, F.dba(m), { ...plain, empty: m.markEmpty === 'dash' ? '—' : '' }) + 4;
  const other = m.entity.chosen === 'Other';
  y += field(c, 'entity', 'Entity type', m.entity.chosen, ix, y, iw, other ? null : F.entity(m), { look: 'outline', caret: true, size: 9 }) + 4;
  if (other) y += field(c, 'entity_other', 'If other, specify', m.entity.other ?? '', ix, y, iw, F.entity(m), plain) + 4;
  y += field(c, 'industry', 'Business description', m.industry.text, ix, y, iw, F.industry(m), plain) + 4;
  y += field(c, 'tax_id', m.tax.label, m.tax.text, ix, y, iw, F.tax(m), plain) + 4;
  if (m.tax.box) {
    c.label('Number type', ix, y);
    y += radios(c, 'tax_type', ['BN', 'SIN'], m.tax.box, ix + 50, y - 1, F.taxBox(m), m.mark, { horizontal: true, size: 8 }) + 8;
  }
  if (m.start) y += field(c, 'start_date', 'Business start date', m.start.text, ix, y, iw, F.start(m), plain);
  else y += field(c, 'years_in_business', 'Years in business', m.yearsInBusiness, ix, y, iw, null, plain);
  return y + 8;
}

function location(c: Canvas, m: Model, x: number, w: number, y0: number): number {
  const ix = x + 12, iw = w - 24;
  const ca = m.country === 'CA';
  let y = y0 + 26;
  y += field(c, 'street', 'Street address', [m.address.street, m.address.suite].filter(Boolean).join(', '), ix, y, iw, null, plain) + 4;
  y += field(c, 'state', ca ? 'City, province, postal code' : 'City, state, ZIP', `${m.address.city}, ${m.address.code} ${m.address.zip}`, ix, y, iw,
    F.state(m), plain) + 4;
  y += field(c, 'incorporated', ca ? 'Jurisdiction of incorporation' : 'State of incorporation', m.incorporated, ix, y, iw, null, plain) + 4;
  y += field(c, 'biz_phone', 'Phone', m.phone, ix, y, iw, null, plain) + 4;
  y += field(c, 'biz_email', 'Email', m.email, ix, y, iw, null, plain) + 4;
  if (m.landlord) y += field(c, 'landlord', 'Landlord', `${m.landlord.name} · ${m.landlord.phone}`, ix, y, iw, null, plain);
  else y += field(c, 'website', 'Website', m.website ?? '', ix, y, iw, null, { ...plain, empty: '—' });
  return y + 8;
}

function terms(c: Canvas, m: Model, x: number, w: number, y0: number): number {
  const ix = x + 12, iw = w - 24;
  let y = y0 + 26;
  y += field(c, 'amount', 'Requested amount', m.amount.text, ix, y, iw, F.amount(m), { ...plain, size: 13 }) + 6;
  c.label('Payment frequency', ix, y);
  y += 12;
  y += radios(c, 'frequency', FREQ_LABELS, m.freq?.text ?? null, ix, y, F.freq(m), m.mark, { horizontal: true, size: 8, gap: 9 }) + 10;
  const [a, b] = grid(ix, iw, 2, 10) as [[number, number], [number, number]];
  field(c, 'payment', 'Requested payment', m.payment?.text ?? '', a[0], y, a[1], F.payment(m), { ...plain, empty: '—' });
  field(c, 'count', '# of payments', m.count?.text ?? '', b[0], y, b[1], F.count(m), { ...plain, empty: '—' });
  y += ROW + 4;
  y += field(c, 'use', 'Use of funds', m.use, ix, y, iw, null, plain) + 4;
  y += field(c, 'monthly_sales', 'Avg. monthly deposits', m.monthlySales, ix, y, iw, null, plain);
  return y + 8;
}

function positions(c: Canvas, m: Model, y0: number): number {
  let y = y0 + 26;
  const cols = grid(CX + 12, CW - 24, 5, 10) as [number, number][];
  ['Funder', 'Balance', 'Payment', 'Frequency', 'Funded'].forEach((h, k) => c.label(h, cols[k]![0], y, 7.5));
  y += 14;
  if (!m.funders.length) c.text('No open positions reported by the merchant.', cols[0]![0], y, { size: 8.5, color: c.theme.grey });
  m.funders.forEach((f, j) => {
    [f.name, f.balance, f.payment, f.freq, `${(j + 3) % 12 + 1}/2024`].forEach((v, k) =>
      c.value(`position${j + 1}.${k}`, v, cols[k]![0], y, cols[k]![1], null, { size: 9 }));
    y += 16;
  });
  y += (m.funders.length ? 0 : 16) + 6;
  frame(c, CX, y0, CW, y - y0, 'Existing positions (as declared)');
  return y;
}

/** The deal's documents and the broker's notes: what a CRM page shows beside the application (all decoys). */
function activity(c: Canvas, m: Model, y0: number): void {
  const [a, b] = grid(CX, CW, 2, 12) as [[number, number], [number, number]];
  let y = y0 + 26;
  for (const d of ['Bank statements (4 months).pdf', 'Voided check.pdf', "Driver's license - front.jpg", 'Signed application.pdf']) {
    c.doc.save().roundedRect(a[0] + 12, y - 1, 9, 11, 1.5).lineWidth(0.7).stroke(c.theme.grey).restore();
    c.text(d, a[0] + 28, y, { size: 8.5 });
    y += 15;
  }
  frame(c, a[0], y0, a[1], y - y0 + 4, 'Documents');
  const note = `Merchant needs funds by Friday. ${m.funders.length ? `Has ${m.funders.length} open position(s); OK with a consolidation.` : 'Clean file, no stacking.'} `
    + `Asked for ${m.monthlySales} avg deposits to be verified against statements.`;
  c.decoyText('note_author', `${m.iso.name} · ${m.submitted}`, b[0] + 12, y0 + 26, { size: 7.5, color: c.theme.grey });
  c.text(note, b[0] + 12, y0 + 40, { size: 8.5, width: b[1] - 24, align: 'left' });
  frame(c, b[0], y0, b[1], y - y0 + 4, 'Broker notes');
}

function ownerCard(c: Canvas, m: Model, i: number, x: number, w: number, y0: number): number {
  const o = m.owners[i]!;
  const k = `owner${i + 1}`;
  const ix = x + 12, iw = w - 24;
  if (c.style === 'typed') avatar(c, ix, y0 + 24, 11, (o.first[0] ?? '') + (o.last.replace(/^(de la|da|del|van der|le|st\.) /i, '')[0] ?? '').toUpperCase());
  c.text(i === 0 ? 'Primary guarantor' : 'Guarantor', ix + 28, y0 + 30, { size: 8, color: c.theme.grey });
  let y = y0 + 54;
  ownerName(i, o,
    (label, text, f) => { y += field(c, `${k}.name`, label, text, ix, y, iw, f, plain) + 2; },
    (ft, lt, ff, lf) => {
      y += field(c, `${k}.first`, 'First name', ft, ix, y, iw, ff, plain) + 2;
      y += field(c, `${k}.last`, 'Last name', lt, ix, y, iw, lf, plain) + 2;
    });
  // Two narrow fields a row: four owner cards and the bank card share the landscape page.
  const [a, b] = grid(ix, iw, 2, 8) as [[number, number], [number, number]];
  field(c, `${k}.title`, 'Title', o.role.text, a[0], y, a[1], F.role(i, o), { ...plain, size: 9 });
  y += field(c, `${k}.pct`, 'Ownership', o.ownership?.text ?? '', b[0], y, b[1], F.pct(i, o), { ...plain, size: 9, empty: '—' }) + 2;
  field(c, `${k}.ssn`, m.country === 'CA' ? 'SIN' : 'SSN', o.tax.text, a[0], y, a[1], F.ssn(i, o, m), { ...plain, size: 9 });
  y += field(c, `${k}.dob`, 'DOB', o.dob?.text ?? '', b[0], y, b[1], F.dob(i, o), { ...plain, size: 9, empty: '—' }) + 2;
  if (o.score) y += field(c, `${k}.score`, m.country === 'CA' ? 'Beacon score (stated)' : 'FICO (stated)', o.score.text, ix, y, iw, F.score(i, o), plain) + 2;
  y += field(c, `${k}.home`, 'Home address', o.home.street, ix, y, iw, null, plain);
  c.value(`${k}.home_city`, o.home.city, ix, y + 2, iw, null, { size: 10 });
  return y + 24;
}

function page2(c: Canvas, m: Model): void {
  c.text('Owners & guarantors', CX, 56, { size: 14, font: c.theme.bold });
  const cols = grid(CX, CW, Math.max(3, m.owners.length), 12);
  let bottom = 0;
  const heights = m.owners.map((_, i) => ownerCard(c, m, i, cols[i]![0], cols[i]![1], 80));
  bottom = Math.max(...heights);
  m.owners.forEach((_, i) => frame(c, cols[i]![0], 80, cols[i]![1], bottom - 80, `Owner ${i + 1}`));
  const y0 = bottom + 14;
  const [a, b, d] = grid(CX, CW, 3, 12) as [[number, number], [number, number], [number, number]];
  const ca = m.country === 'CA';
  let y = y0 + 26;
  y += field(c, 'bank', 'Bank', m.bank.name, a[0] + 12, y, a[1] - 24, null, plain) + 2;
  y += field(c, 'routing', ca ? 'Transit / institution' : 'Routing (ABA)', m.bank.routing, a[0] + 12, y, a[1] - 24, null, plain) + 2;
  y += field(c, 'account', 'Account', m.bank.account, a[0] + 12, y, a[1] - 24, null, plain);
  let y2 = y0 + 26;
  for (const [j, r] of m.refs.entries()) y2 += field(c, `ref${j + 1}`, `Trade reference ${j + 1}`, `${r.name} · ${r.phone}`, b[0] + 12, y2, b[1] - 24, null, plain) + 2;
  let y3 = y0 + 26;
  c.decoyText('iso_rep', m.iso.name, d[0] + 12, y3, { size: 10, font: c.theme.bold });
  c.decoyText('iso_email', m.iso.email, d[0] + 12, y3 + 14, { size: 8.5, color: c.theme.grey });
  c.decoyText('iso_phone', m.iso.phone, d[0] + 12, y3 + 26, { size: 8.5, color: c.theme.grey });
  y3 += 40;
  const end = Math.max(y, y2, y3) + 8;
  frame(c, a[0], y0, a[1], end - y0, 'Bank account');
  frame(c, b[0], y0, b[1], end - y0, 'References');
  frame(c, d[0], y0, d[1], end - y0, 'ISO / submitting broker');
  const sy = end + 18;
  c.label('Merchant signature', CX, sy, 7.5);
  c.scribble(CX + 8, sy + 16, 120);
  c.doc.save().moveTo(CX, sy + 34).lineTo(CX + 200, sy + 34).lineWidth(0.5).stroke(c.theme.line).restore();
  c.decoyText('esign', `E-signed ${m.submitted} via DocuSign`, CX + 220, sy + 24, { size: 7.5, color: c.theme.grey });
}

export const NORTHBEAM: Layout = {
  name: 'northbeam_dashboard',
  broker: 'Northbeam Funding',
  caps: {
    maxOwners: 4, country: 'either', terms: 0.7, dates: ['mdy', 'mdy2', 'iso', 'long'],
    entityOptions: (country) => (country === 'US' ? ['LLC', 'C Corp', 'S Corp', 'Sole Proprietorship', 'General Partnership', 'LLP', 'PLLC', 'Other']
      : ['Corporation', 'Sole Proprietorship', 'Partnership', 'ULC', 'Limited Partnership', 'Other']),
  },
  theme: { font: 'NimbusSansNarrow-Regular.otf', bold: 'NimbusSansNarrow-Bold.otf', ink: '#0f172a', grey: '#64748b', line: '#cbd5e1', accent: '#0f766e', accentText: '#ffffff', soft: '#f1f5f9' },
  info: { Producer: 'Microsoft: Print To PDF', Creator: 'Microsoft Edge', Title: 'Northbeam Partner Portal' },
  render(c, m) {
    c.addPage(792, 612);
    chrome(c, m);
    c.text('Merchant application', CX, 56, { size: 15, font: c.theme.bold });
    const [a, b, d] = grid(CX, CW, 3, 12) as [[number, number], [number, number], [number, number]];
    const y0 = 84;
    const end = Math.max(company(c, m, a[0], a[1], y0), location(c, m, b[0], b[1], y0), terms(c, m, d[0], d[1], y0));
    frame(c, a[0], y0, a[1], end - y0, 'Company');
    frame(c, b[0], y0, b[1], end - y0, 'Location & contact');
    frame(c, d[0], y0, d[1], end - y0, 'Requested terms');
    const y = positions(c, m, end + 14) + 14;
    activity(c, m, y);
    c.addPage(792, 612);
    chrome(c, m);
    page2(c, m);
  },
};
