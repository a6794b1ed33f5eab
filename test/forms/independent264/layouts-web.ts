// Set 264, the two web layouts: a form builder's submission PDF (question above answer) and a survey tool's
// response export (number, question, answer in a table).
import type { Rng } from '../../statements/generator/prng.ts';
import { fullName, type Business } from './data.ts';
import type { Sheet, Value } from './draw.ts';
import { addressText, O, P, selectionText } from './paths.ts';

type F = Record<string, Value> | null;
interface Q { q: string; a: string; f: F; key: string }

/** The questions both web layouts ask, in the order their forms ask them. */
function questions(b: Business, rng: Rng, maxOwners: number, survey: boolean): Q[] {
  const qs: Q[] = [];
  const add = (key: string, q: string, a: string, f: F): void => { qs.push({ key, q, a, f }); };
  add('legal_name', 'Legal Business Name', b.legal, P.legal(b));
  add('dba', survey ? 'Doing business as (DBA), if different' : 'DBA / Trade Name', b.dbaText, b.dbaText ? P.dba(b) : null);
  add('entity', 'Business Entity Type', survey ? b.entityText : selectionText(b), P.entity(b));
  add('industry', survey ? 'What does your business do?' : 'Type of Business / Industry', b.industryText, P.industry(b));
  add('tax_id', b.taxLabel, b.taxText, P.tax(b));
  if (b.startText) add('start', 'Business Start Date', b.startText, P.start(b));
  else add('years_in_business', 'Years in Business', b.yearsText, null);
  add('state_of_inc', 'State of Incorporation', b.decoys.stateOfInc, null);
  add('address', 'Business Address', addressText(b, rng.chance(0.3)), P.address(b));
  add('phone', 'Business Phone', b.phone, null);
  add('email', 'Business Email', b.email, null);
  if (b.website) add('website', 'Website', b.website, null);
  add('monthly_sales', 'Average Monthly Sales', b.monthlySales, null);
  add('amount', survey ? 'How much funding are you requesting?' : 'Requested Funding Amount', b.amount.text, P.amount(b));
  add('use', 'Use of Funds', b.useOfFunds, null);
  if (b.payment) {
    add('freq', 'Preferred Payment Schedule', b.freqText, P.freq(b));
    add('payment', 'Requested Payment Amount', b.payment.text, P.payment(b));
    add('count', 'Number of Payments', String(b.numPayments), P.count(b));
  }
  const owners = b.owners.slice(0, maxOwners);
  owners.forEach((o, i) => {
    const n = i + 1, pre = survey ? (i === 0 ? 'Primary owner' : 'Second owner') : `Owner ${n}`;
    const sep = survey ? ': ' : ' - ';
    if (survey && i === 1) add('owner2_q', 'Is there another owner with 20% or more?', 'Yes', null);
    add(`owner${n}_name`, `${pre}${sep}Full Name`, fullName(o, rng.chance(0.25)), O.name(i, o));
    add(`owner${n}_title`, `${pre}${sep}Title`, o.role, O.role(i, o));
    add(`owner${n}_own`, `${pre}${sep}Ownership %`, o.ownText, O.own(i, o));
    add(`owner${n}_tax`, `${pre}${sep}${b.country === 'CA' ? 'SIN' : 'Social Security Number'}`, o.taxText, O.tax(i, o, b));
    add(`owner${n}_dob`, `${pre}${sep}Date of Birth`, o.dobText, O.dob(i, o));
    add(`owner${n}_home`, `${pre}${sep}Home Address`, o.home.join('\n'), null);
    add(`owner${n}_email`, `${pre}${sep}Email`, o.email, null);
    if (o.creditText) add(`owner${n}_credit`, `${pre}${sep}Estimated Credit Score`, o.creditText, O.credit(i, o));
  });
  if (survey && owners.length === 1) add('owner2_q', 'Is there another owner with 20% or more?', 'No', null);
  const d = b.decoys;
  add('bank', 'Business Bank', d.bankName, null);
  add('routing', 'Bank Routing Number', d.routing, null);
  add('account', 'Bank Account Number', d.account, null);
  add('landlord', 'Landlord / Mortgage Company', `${d.landlord}\n${d.landlordPhone}`, null);
  add('rent', 'Monthly Rent', d.rent, null);
  add('advances_q', 'Do you have any open advances or loans?', d.funders.length ? 'Yes' : 'No', null);
  d.funders.forEach((f, i) => add(`funder${i + 1}`, `Open advance ${i + 1} - funder, balance, payment`, `${f.name}\n${f.balance} balance, ${f.payment}`, null));
  d.tradeRefs.forEach((t, i) => add(`trade_ref${i + 1}`, `Trade Reference ${i + 1}`, `${t.name}\n${t.phone}`, null));
  add('iso_rep', survey ? 'Who referred you?' : 'Referring ISO / Broker Rep', `${d.isoRep}\n${d.isoEmail}`, null);
  return qs;
}

function stamp(rng: Rng): { id: string; date: string } {
  const m = rng.int(1, 12), d = rng.int(1, 28), h = rng.int(8, 18), mi = rng.int(0, 59);
  return { id: `${rng.int(5100000, 5999999)}${rng.digits(6)}`, date: `${m}/${d}/2025 ${((h + 11) % 12) + 1}:${String(mi).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}` };
}

/** QuillForms submission PDF for Harborline Capital Advisors: one question per line, its answer below it. */
export function quillform(s: Sheet, b: Business, rng: Rng): void {
  s.valueFont = 'Helvetica';
  const st = stamp(rng);
  const header = (): void => {
    s.rect(0, 0, s.width, 44, { fill: '#2d3e50' });
    s.label('Harborline Capital Advisors', 40, 12, { size: 13, font: 'Helvetica-Bold', color: '#ffffff' });
    s.label('Small Business Funding Application', 40, 28, { size: 8, color: '#c9d3dd' });
    s.label(`Submission #${st.id}`, 400, 14, { size: 8, color: '#ffffff', width: 172, align: 'right' });
    s.label(`Submitted ${st.date}`, 400, 26, { size: 8, color: '#c9d3dd', width: 172, align: 'right' });
    s.line(40, 752, 572, 752, '#cccccc');
    s.label(`QuillForms  |  Submission ID ${st.id}  |  ${st.date}  |  Page ${s.page}`, 40, 758, { size: 7, color: '#777777' });
  };
  header();
  s.placed.push({ key: 'submission_date', text: `Submitted ${st.date}`, page: 1, box: [400, 752, 572, 766], via: 'text', fields: {} });
  let y = 62;
  for (const q of questions(b, rng, 3, false)) {
    const lines = q.a ? q.a.split('\n').length : 1;
    const h = 14 * lines + 4;
    if (y + 14 + h > 740) { s.newPage(); header(); y = 62; }
    s.label(q.q, 40, y, { size: 8.5, font: 'Helvetica-Bold', color: '#2d3e50' });
    s.value(q.key, q.a, 40, y + 11, 380, h, q.f, 10);
    if (!q.a) s.label('(no answer)', 42, y + 14, { size: 8, color: '#aaaaaa', font: 'Helvetica-Oblique' });
    s.line(40, y + 13 + h, 572, y + 13 + h, '#e3e3e3');
    y += 19 + h;
  }
  if (y > 690) { s.newPage(); header(); y = 62; }
  s.label('Authorization: By submitting this form I certify the information above is true and authorize Harborline Capital Advisors and its funding partners to obtain credit reports and verify the information provided.', 40, y + 6, { size: 7.5, width: 520, color: '#444444' });
  s.label('Signature', 40, y + 40, { size: 8, font: 'Helvetica-Bold' });
  s.line(90, y + 50, 300, y + 50, '#333333');
}

/** PulsePoll response export for Meridian Ridge Funding: a table of numbered questions and answers. */
export function pulsepoll(s: Sheet, b: Business, rng: Rng): void {
  s.valueFont = 'Times-Roman';
  const st = stamp(rng);
  const ip = `${rng.int(24, 199)}.${rng.int(0, 255)}.${rng.int(0, 255)}.${rng.int(1, 254)}`;
  const top = (): number => {
    s.label('PulsePoll', 40, 30, { size: 16, font: 'Times-Bold', color: '#7a1f5c' });
    s.label('Response Export', 122, 36, { size: 9, color: '#555555' });
    s.label('Survey: Meridian Ridge Funding - Merchant Intake (v3)', 40, 52, { size: 9, font: 'Times-Bold' });
    s.label(`Response ${st.id}   Completed ${st.date}   Page ${s.page}`, 40, 64, { size: 8, color: '#555555' });
    s.rect(40, 80, 532, 16, { fill: '#efe3ec' });
    s.label('#', 46, 85, { size: 8, font: 'Helvetica-Bold' });
    s.label('Question', 76, 85, { size: 8, font: 'Helvetica-Bold' });
    s.label('Answer', 300, 85, { size: 8, font: 'Helvetica-Bold' });
    return 96;
  };
  let y = top();
  s.label(`Respondent IP ${ip}`, 400, 30, { size: 7, color: '#777777' });
  s.placed.push({ key: 'respondent_ip', text: ip, page: 1, box: [400, 752, 572, 764], via: 'text', fields: {} });
  questions(b, rng, 2, true).forEach((q, i) => {
    const lines = Math.max(1, q.a.split('\n').length, Math.ceil(q.q.length / 44));
    const h = 13 * lines + 5;
    if (y + h > 750) { s.newPage(); y = top(); }
    s.rect(40, y, 532, h, { stroke: '#d6c3d0' });
    s.line(70, y, 70, y + h, '#d6c3d0');
    s.line(294, y, 294, y + h, '#d6c3d0');
    s.label(`Q${i + 1}`, 46, y + 4, { size: 8, color: '#7a1f5c' });
    s.label(q.q, 76, y + 4, { size: 8, width: 212 });
    if (q.a) s.value(q.key, q.a, 298, y + 1, 270, h - 2, q.f, 9.5);
    else s.label('[skipped]', 300, y + 4, { size: 8, color: '#999999' });
    y += h;
  });
  s.label('Exported from PulsePoll. Answers are shown as entered by the respondent.', 40, Math.min(y + 12, 760), { size: 7, color: '#777777' });
}
