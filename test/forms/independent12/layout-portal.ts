// FundLane: an online application printed from the browser's review page. Browser header and footer (date, title,
// URL, page x of y), a progress bar of steps, each question in bold with its answer under it in a plain font, the
// state written out in full, owners as cards on page 2 with first and last name asked apart.
import type { Rng } from '../../statements/generator/prng.ts';
import type { Merchant } from './merchant.ts';
import type { Pen } from './pen.ts';
import { date, F, FREQ_LABEL, homeLine, money, pctText } from './fmt.ts';

const L = 54, COL = 258, GAP = 12;

export function portalPrintout(pen: Pen, m: Merchant, r: Rng): void {
  const doc = pen.doc;
  const appId = `FL-${r.alnum(6)}`;
  const url = `https://apply.fundlane-capital.com/application/${appId.toLowerCase()}/review`;
  const chrome = (page: number): void => {
    pen.label('1/5/26, 10:42 AM', 24, 14, { size: 7.5 });
    pen.label('Review your application | FundLane', 0, 14, { size: 7.5, width: 612, align: 'center' });
    pen.label(url, 24, 770, { size: 7.5 });
    pen.label(`Page ${page} of 2`, 500, 770, { size: 7.5, width: 88, align: 'right' });
  };
  /** A question in bold and its answer under it (a short line for the answer box). */
  let y = 0;
  const qa = (col: 0 | 1, q: string, name: string, text: string | null, fields: Record<string, unknown>, decoy = false): void => {
    const x = L + col * (COL + GAP);
    pen.label(q, x, y, { font: 'Helvetica-Bold', size: 8.5, width: COL });
    doc.lineWidth(0.4).strokeColor('#c8c8c8').moveTo(x, y + 28).lineTo(x + COL, y + 28).stroke().strokeColor('black');
    if (decoy) pen.decoy(name, text ?? null, { x: x - 2, y: y + 12, w: COL, h: 15 }, { size: 10 });
    else pen.put(name, text, { x: x - 2, y: y + 12, w: COL, h: 15 }, fields, { size: 10 });
    if (col === 1) y += 36;
  };
  const section = (t: string): void => {
    doc.rect(L, y, COL * 2 + GAP, 18).fill('#0b5c7a');
    pen.label(t, L + 8, y + 5, { font: 'Helvetica-Bold', size: 9.5, color: 'white' });
    y += 26;
  };
  chrome(1);
  pen.label('FundLane', L, 36, { font: 'Helvetica-Bold', size: 20, color: '#0b5c7a' });
  pen.label('Small business funding in 24 hours', L, 58, { size: 8, color: '#555555' });
  pen.label(`Application ID: ${appId}`, 400, 42, { size: 8, width: 158, align: 'right' });
  const steps = ['Business', 'Funding', 'Owners', 'Review & Submit'];
  steps.forEach((s, i) => {
    const cx = L + 30 + i * 160;
    if (i < 3) doc.lineWidth(2).strokeColor(i < 3 ? '#0b5c7a' : '#cccccc').moveTo(cx + 9, 88).lineTo(cx + 151, 88).stroke();
    doc.circle(cx, 88, 9).fill(i < 3 ? '#0b5c7a' : '#f0a500');
    pen.label(String(i + 1), cx - 2.5, 84.5, { font: 'Helvetica-Bold', size: 8, color: 'white' });
    pen.label(s, cx - 40, 101, { size: 7.5, width: 80, align: 'center' });
  });
  doc.strokeColor('black');
  pen.label('Step 4 of 4: Please review your answers before you sign.', L, 120, { size: 9 });
  y = 140;
  section('About your business');
  qa(0, 'What is the legal name of your business?', 'legal_name', m.legal, F.legal(m));
  qa(1, 'Doing business as (DBA), if different', 'dba', m.dba, F.dba(m));
  qa(0, 'What type of entity is your business?', 'entity', m.entityText, F.entity(m));
  qa(1, m.taxType === 'EIN' ? 'Federal Employer Identification Number (EIN)' : 'Business tax ID (EIN or SSN)', 'tax_id', m.taxPrinted, F.tax(m));
  qa(0, 'When did you start your business?', 'start_date', m.start ? date(m.start, m.dateFmt) : null, F.start(m));
  qa(1, 'What does your business do?', 'industry', m.industryText, F.industry(m));
  qa(0, 'Street address of the business', 'street', m.address.street, {});
  qa(1, 'City', 'city', m.address.city, {});
  qa(0, 'State', 'state', m.address.state.name, F.state(m));
  qa(1, 'ZIP code', 'zip', m.address.zip, {});
  qa(0, 'Business phone', 'phone', m.phone, {});
  qa(1, 'Business email', 'email', m.email, {});
  qa(0, 'In which state was the business formed?', 'inc_state', m.incorporation?.name ?? null, {}, true);
  qa(1, 'Number of employees', 'employees', String(m.employees), {}, true);
  section('Your funding');
  qa(0, 'How much funding are you looking for?', 'amount', money(m.amount, 'dollar'), F.amount(m));
  qa(1, 'How often would you like to make payments?', 'freq', m.freq ? FREQ_LABEL[m.freq] : null, F.freq(m));
  qa(0, 'Preferred number of payments', 'num_payments', m.payments !== null ? String(m.payments) : null, F.payments(m));
  qa(1, 'Payment you can afford (each)', 'payment', m.payment !== null ? money(m.payment, 'cents') : null, F.payment(m));
  qa(0, 'Average monthly deposits', 'sales', money(m.monthlySales, 'dollar'), {}, true);
  qa(1, 'What will you use the funds for?', 'use', m.use, {}, true);
  qa(0, 'Do you have any open advances or loans? Who with?', 'funders', m.funders.length ? m.funders.map((f) => f.name).join('; ') : 'No', {}, true);
  qa(1, 'Who referred you to FundLane?', 'referrer', `${m.rep.name} (${m.rep.phone})`, {}, true);

  pen.newPage();
  chrome(2);
  y = 40;
  section('Owners (everyone with 20% or more)');
  m.owners.forEach((o, i) => {
    pen.label(`Owner ${i + 1} of ${m.owners.length}`, L, y, { font: 'Helvetica-Bold', size: 10, color: '#0b5c7a' });
    doc.lineWidth(0.6).strokeColor('#0b5c7a').rect(L - 6, y - 6, COL * 2 + GAP + 12, 158).stroke().strokeColor('black');
    y += 16;
    qa(0, 'First name', `owner${i + 1}_first`, o.first, F.first(i, o));
    qa(1, 'Last name', `owner${i + 1}_last`, o.last, F.last(i, o));
    qa(0, 'Job title', `owner${i + 1}_title`, o.title, F.title(i, o));
    qa(1, 'Percentage of ownership', `owner${i + 1}_pct`, pctText(o), F.pct(i, o));
    qa(0, 'Social Security Number', `owner${i + 1}_ssn`, o.taxPrinted, F.ssn(i, o, false));
    qa(1, 'Date of birth', `owner${i + 1}_dob`, o.dob ? date(o.dob, 'mdy4') : null, F.dob(i, o));
    // A menu of ranges would be no score; this portal asks for the number.
    qa(0, 'Estimated personal credit score', `owner${i + 1}_fico`, o.credit !== null ? String(o.credit) : null, F.credit(i, o));
    qa(1, 'Home address', `owner${i + 1}_home`, homeLine(o), {}, true);
    y += 8;
  });
  section('Consent');
  pen.check('consent', true, L, y, 9, {}, 'x', 'I agree');
  pen.label('I certify that the answers above are true and I authorize FundLane and its partners to obtain credit reports and verify '
    + 'the information provided, including with my bank and landlord.', L + 16, y, { size: 8, width: COL * 2 - 10 });
  y += 30;
  pen.label(`Signed electronically on 01/05/2026 10:41 AM from IP 73.${r.int(10, 250)}.${r.int(10, 250)}.${r.int(10, 250)}`, L, y, { size: 8, color: '#555555' });
}
