// FundPilot: the phone app's "Review & submit" screen saved as one long PDF page (390 pt wide, as tall as the
// content: an iPhone's "Print > Save to Files" of a scrolling view). Underlined inputs with small grey labels above,
// the entity as a vertical list of radio dots, frequency as a segmented control, the amount as a big number over a
// slider whose end labels are not the amount, owners as "Owner 1 of 2" cards, an advisor card and toggles.
import { Rng } from '../../statements/generator/prng.ts';
import { Canvas } from './canvas.ts';
import { F, ownerName } from './fields.ts';
import { grid, statusBar, type Layout } from './layout.ts';
import { FREQ_LABELS, type Model } from './model.ts';
import { avatar, field, radios, segmented, toggle } from './widgets.ts';

const X = 16, W = 358, IX = X + 14, IW = W - 28;
const ROW = 38;

/** A card: the title now, the rounded frame once the content's height is known (stroked, so nothing is hidden). */
function section(c: Canvas, title: string, y0: number, body: (y: number) => number): number {
  c.text(title, X + 2, y0, { size: 8, font: c.theme.bold, color: c.theme.grey });
  const top = y0 + 14;
  const end = body(top + 14) + 8;
  c.doc.save().roundedRect(X, top, W, end - top, 12).lineWidth(0.6).stroke(c.theme.line).restore();
  return end + 18;
}

function business(c: Canvas, m: Model, y: number): number {
  y += field(c, 'legal_name', 'Legal business name', m.legal, IX, y, IW, F.legal(m), { look: 'underline' }) + 10;
  y += field(c, 'trade_name', 'Doing business as (optional)', m.dba.text, IX, y, IW, F.dba(m), { look: 'underline', empty: m.markEmpty === 'dash' ? '—' : '' }) + 12;
  c.label('Business structure', IX, y);
  y += 13;
  y += radios(c, 'entity', m.entity.options, m.entity.chosen, IX, y, m.entity.chosen === 'Other' ? null : F.entity(m), m.mark, { size: 9.5, gap: 8 });
  if (m.entity.chosen === 'Other') y += field(c, 'entity_other', 'Tell us your structure', m.entity.other ?? '', IX + 18, y, IW - 18, F.entity(m), { look: 'underline' }) + 4;
  y += 8;
  y += field(c, 'industry', 'What does your business do?', m.industry.text, IX, y, IW, F.industry(m), { look: 'underline' }) + 10;
  y += field(c, 'tax_id', m.tax.label, m.tax.text, IX, y, IW, F.tax(m), { look: 'underline' }) + 10;
  if (m.start) y += field(c, 'start_date', 'When did you start the business?', m.start.text, IX, y, IW, F.start(m), { look: 'underline', calendar: true }) + 10;
  else y += field(c, 'years_in_business', 'How long in business?', m.yearsInBusiness, IX, y, IW, null, { look: 'underline', caret: true }) + 10;
  y += field(c, 'street', 'Business address', [m.address.street, m.address.suite].filter(Boolean).join(' '), IX, y, IW, null, { look: 'underline' }) + 10;
  const [a, b] = grid(IX, IW, 2, 14) as [[number, number], [number, number]];
  field(c, 'city', 'City', m.address.city, a[0], y, a[1], null, { look: 'underline' });
  field(c, 'state', 'State', m.address.name, b[0], y, b[1], F.state(m), { look: 'underline', caret: true });
  y += ROW;
  field(c, 'zip', 'ZIP', m.address.zip, a[0], y, a[1], null, { look: 'underline' });
  field(c, 'biz_phone', 'Business phone', m.phone, b[0], y, b[1], null, { look: 'underline' });
  y += ROW;
  y += field(c, 'incorporated', 'State of incorporation', m.incorporated, IX, y, IW, null, { look: 'underline', caret: true }) + 12;
  c.label('Do you own or rent your location?', IX, y);
  segmented(c, 'premises', ['Own', 'Rent'], m.landlord ? 'Rent' : 'Own', IX, y + 12, null, m.mark, { size: 8, segW: 60 });
  y += 40;
  if (m.landlord) {
    y += field(c, 'landlord', 'Landlord or property manager', m.landlord.name, IX, y, IW, null, { look: 'underline' }) + 10;
    field(c, 'landlord_phone', 'Landlord phone', m.landlord.phone, a[0], y, a[1], null, { look: 'underline' });
    field(c, 'rent', 'Monthly rent', m.landlord.rent, b[0], y, b[1], null, { look: 'underline' });
    y += ROW;
  }
  return y - 6;
}

function funding(c: Canvas, m: Model, y: number): number {
  c.label("You're requesting", IX, y, 8);
  if (c.style === 'typed') c.value('amount', m.amount.text, IX, y + 12, IW, F.amount(m), { size: 24, bold: true });
  else field(c, 'amount', '', m.amount.text, IX, y + 4, 160, F.amount(m), { look: 'underline', size: 14 });
  y += 44;
  // The slider: a track, the knob where the amount sits, and the range's ends (decoys a careless reader takes).
  const t = Math.min(1, Math.max(0, (m.amount.value - 5000) / 495000));
  c.doc.save().roundedRect(IX, y, IW, 4, 2).fill(c.theme.line).restore();
  if (c.style === 'typed') {
    c.doc.save().roundedRect(IX, y, IW * t, 4, 2).fill(c.theme.accent).restore();
    c.doc.save().circle(IX + IW * t, y + 2, 7).lineWidth(0.6).fillAndStroke('#ffffff', c.theme.line).restore();
  }
  c.decoyText('slider_min', '$5K', IX, y + 10, { size: 7.5, color: c.theme.grey });
  c.decoyText('slider_max', '$500K', IX + IW - 22, y + 10, { size: 7.5, color: c.theme.grey });
  y += 28;
  y += field(c, 'use', 'What will you use it for?', m.use, IX, y, IW, null, { look: 'underline', caret: true }) + 12;
  if (m.freq) {
    c.label('How often would you like to pay?', IX, y);
    segmented(c, 'frequency', FREQ_LABELS, m.freq.text, IX, y + 12, F.freq(m), m.mark, { size: 8, segW: IW / 4 });
    y += 40;
  }
  if (m.payment && m.count) {
    const [a, b] = grid(IX, IW, 2, 14) as [[number, number], [number, number]];
    field(c, 'payment', 'Payment you can afford', m.payment.text, a[0], y, a[1], F.payment(m), { look: 'underline' });
    field(c, 'count', 'Number of payments', m.count.text, b[0], y, b[1], F.count(m), { look: 'underline' });
    y += ROW + 4;
  }
  y += field(c, 'monthly_sales', 'Average monthly revenue', m.monthlySales, IX, y, IW, null, { look: 'underline' });
  return y;
}

function owner(c: Canvas, m: Model, i: number, y: number): number {
  const o = m.owners[i]!;
  const k = `owner${i + 1}`;
  if (c.style === 'typed') avatar(c, IX, y, 13, (o.first[0] ?? '') + (o.last.replace(/^(de la|da|del|van der|le|st\.) /i, '')[0] ?? '').toUpperCase());
  else c.doc.save().circle(IX + 13, y + 13, 13).fill(c.theme.soft).restore();
  c.text(`Owner ${i + 1} of ${m.owners.length}`, IX + 34, y + 3, { size: 10.5, font: c.theme.bold });
  c.text(i === 0 ? 'Primary owner · signs the agreement' : 'Additional owner', IX + 34, y + 16, { size: 7.5, color: c.theme.grey });
  y += 38;
  ownerName(i, o,
    (label, text, f) => { y += field(c, `${k}.name`, label, text, IX, y, IW, f, { look: 'underline' }) + 10; },
    (ft, lt, ff, lf) => {
      y += field(c, `${k}.first`, 'Legal first name', ft, IX, y, IW, ff, { look: 'underline' }) + 10;
      y += field(c, `${k}.last`, 'Last name', lt, IX, y, IW, lf, { look: 'underline' }) + 10;
    });
  const [a, b] = grid(IX, IW, 2, 14) as [[number, number], [number, number]];
  field(c, `${k}.title`, 'Title / role', o.role.text, a[0], y, a[1], F.role(i, o), { look: 'underline', caret: true });
  field(c, `${k}.pct`, 'Ownership', o.ownership?.text ?? '', b[0], y, b[1], F.pct(i, o), { look: 'underline' });
  y += ROW;
  field(c, `${k}.ssn`, 'Social Security number', o.tax.text, a[0], y, a[1], F.ssn(i, o, m), { look: 'underline' });
  field(c, `${k}.dob`, 'Date of birth', o.dob?.text ?? '', b[0], y, b[1], F.dob(i, o), { look: 'underline', calendar: true });
  y += ROW;
  if (o.score) {
    field(c, `${k}.score`, 'Credit score (your best guess)', o.score.text, a[0], y, a[1], F.score(i, o), { look: 'underline' });
    field(c, `${k}.cell`, 'Mobile', o.cell, b[0], y, b[1], null, { look: 'underline' });
    y += ROW;
  }
  y += field(c, `${k}.home`, 'Home address', `${o.home.street}, ${o.home.city}`, IX, y, IW, null, { look: 'underline' });
  return y;
}

function extras(c: Canvas, m: Model, y: number): number {
  y = section(c, 'BANK ACCOUNT', y, (yy) => {
    c.doc.save().roundedRect(IX, yy, 120, 16, 8).fill(c.theme.soft).restore();
    c.text('Connected with Plaid', IX + 10, yy + 4.5, { size: 7.5, color: c.theme.grey });
    yy += 24;
    const [a, b] = grid(IX, IW, 2, 14) as [[number, number], [number, number]];
    field(c, 'bank', 'Bank', m.bank.name, a[0], yy, a[1], null, { look: 'underline' });
    field(c, 'account', 'Checking', `••••${m.bank.account.slice(-4)}`, b[0], yy, b[1], null, { look: 'underline' });
    yy += ROW;
    return yy + field(c, 'routing', 'Routing number', m.bank.routing, IX, yy, IW, null, { look: 'underline' });
  });
  y = section(c, 'OTHER FINANCING', y, (yy) => {
    yy += toggle(c, 'has_advances', 'I have an open advance or loan', m.funders.length > 0, IX, yy, IW, m.mark) + 8;
    for (const [j, f] of m.funders.entries()) {
      c.value(`funder${j + 1}.name`, f.name, IX, yy, 170, null, { size: 9 });
      c.value(`funder${j + 1}.balance`, `${f.balance} left`, IX + 180, yy, 70, null, { size: 9 });
      c.value(`funder${j + 1}.payment`, `${f.payment}/${f.freq === 'Daily' ? 'day' : 'wk'}`, IX + 260, yy, 70, null, { size: 9 });
      yy += 16;
    }
    return yy;
  });
  y = section(c, 'YOUR FUNDING ADVISOR', y, (yy) => {
    avatar(c, IX, yy, 14, m.iso.name.split(' ').map((s) => s[0]).join(''));
    c.decoyText('iso_rep', m.iso.name, IX + 36, yy + 2, { size: 10, font: c.theme.bold });
    c.decoyText('iso_company', `${m.iso.company} · ${m.iso.phone}`, IX + 36, yy + 16, { size: 8, color: c.theme.grey });
    return yy + 32;
  });
  y = section(c, 'CONSENT', y, (yy) => {
    yy += toggle(c, 'consent_credit', 'I authorize a soft credit check', true, IX, yy, IW, m.mark) + 10;
    yy += toggle(c, 'consent_sms', 'Send me text updates', m.funders.length === 0, IX, yy, IW, m.mark) + 10;
    c.label('Sign with your finger', IX, yy);
    c.doc.save().roundedRect(IX, yy + 11, IW, 50, 8).fill(c.theme.soft).restore();
    c.scribble(IX + 20, yy + 30, 120, '#1c1c1e');
    c.decoyText('esign', `Signed ${m.submitted}`, IX, yy + 66, { size: 7.5, color: c.theme.grey });
    return yy + 78;
  });
  c.doc.save().roundedRect(X, y, W, 40, 12).fill(c.theme.accent).restore();
  c.text('Submit application', X, y + 13, { size: 12, font: c.theme.bold, color: '#ffffff', width: W, align: 'center' });
  y += 60;
  c.doc.save().moveTo(0, y).lineTo(c.W, y).lineWidth(0.5).stroke(c.theme.line).restore();
  ['Home', 'Offers', 'Documents', 'Account'].forEach((t, k) => {
    const cx = 20 + k * 92;
    c.doc.save().roundedRect(cx + 26, y + 8, 14, 14, 3).lineWidth(1).stroke(k === 1 ? c.theme.accent : c.theme.grey).restore();
    c.text(t, cx, y + 26, { size: 7, width: 66, align: 'center', color: k === 1 ? c.theme.accent : c.theme.grey });
  });
  return y + 48;
}

function draw(c: Canvas, m: Model, height: number): number {
  c.addPage(390, height);
  statusBar(c, 14, '9:41', 0.35 + (m.amount.value % 60) / 100);
  c.text('‹ Back', X, 42, { size: 11, color: c.theme.accent });
  c.text('Review & submit', 0, 42, { size: 12, font: c.theme.bold, width: c.W, align: 'center' });
  c.text('Edit', c.W - 42, 42, { size: 11, color: c.theme.accent });
  c.doc.save().rect(0, 64, c.W, 3).fill(c.theme.accent).restore();
  c.text('Step 5 of 5', X, 76, { size: 7.5, color: c.theme.grey });
  c.text('Almost there', X, 92, { size: 20, font: c.theme.bold });
  c.text('Check everything before you submit. Tap a section to change it.', X, 118, { size: 8.5, color: c.theme.grey });
  c.decoyText('app_id', `Application ${m.appId}`, X, 132, { size: 7.5, color: c.theme.grey });
  let y = section(c, 'YOUR BUSINESS', 152, (yy) => business(c, m, yy));
  y = section(c, 'FUNDING', y, (yy) => funding(c, m, yy));
  for (let i = 0; i < m.owners.length; i++) y = section(c, i === 0 ? 'OWNERS' : '', y - (i === 0 ? 0 : 8), (yy) => owner(c, m, i, yy));
  return extras(c, m, y);
}

export const FUNDPILOT: Layout = {
  name: 'fundpilot_app',
  broker: 'FundPilot',
  caps: {
    maxOwners: 2, country: 'US', terms: 0.35, dates: ['mdy', 'short', 'long'],
    entityOptions: () => ['LLC', 'Corporation', 'S Corp', 'Partnership', 'Sole Proprietor', 'Other'],
  },
  theme: { font: 'URWGothic-Book.otf', bold: 'URWGothic-Demi.otf', ink: '#1c1c1e', grey: '#8e8e93', line: '#d8d8de', accent: '#00a37a', accentText: '#ffffff', soft: '#f2f2f7' },
  info: { Producer: 'iOS Version 17.4 (Build 21E219) Quartz PDFContext', Creator: 'FundPilot', Title: 'FundPilot application' },
  render(c, m, height) {
    draw(c, m, height ?? 3000);
  },
  measure(m) {
    const dry = new Canvas('typed', new Rng('measure'), FUNDPILOT.theme, FUNDPILOT.info);
    return Math.ceil(draw(dry, m, 14000));
  },
};
