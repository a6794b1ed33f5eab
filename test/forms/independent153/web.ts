// Layout 2: Northstar Funding Group's online application, printed from the browser after submission. Browser header
// (print date/time, page title) and footer (URL, "x/y") on every page; questions are full sentences with the answer in
// a box below; structure and payment frequency are radio buttons; unanswered questions say "No answer provided".
import type { Rng } from '../../statements/generator/prng.ts';
import type { Sheet } from './sheet.ts';
import type { Deal } from './model.ts';
import * as F from './fmt.ts';
import { type V, cx, dk, put, Flow, entityBoxes, freqBoxes } from './parts.ts';

const X0 = 54, W = 504, BLUE = '#1f4e9c';

export function renderWeb(s: Sheet, d: Deal, rng: Rng): void {
  const printed = `${rng.int(1, 12)}/${rng.int(1, 28)}/${rng.pick(['24', '25'])}, ${rng.int(1, 12)}:${String(rng.int(0, 59)).padStart(2, '0')} ${rng.pick(['AM', 'PM'])}`;
  const ref = `NSF-${rng.int(10000, 99999)}`;
  const url = `https://apply.northstarfunding.com/application/submitted?ref=${ref}&utm_source=${rng.pick(['google', 'partner', 'email'])}`;
  const title = 'Business Funding Application | Northstar Funding Group';
  const flow = new Flow(s, 44, 738, () => {});
  flow.start();
  s.text('NORTHSTAR', X0, flow.y, { font: 'Helvetica-Bold', size: 18, color: BLUE });
  s.text('FUNDING GROUP', X0 + 112, flow.y + 6, { size: 9, color: '#555' });
  s.text('Your application has been submitted', X0, flow.y + 30, { font: 'Helvetica-Bold', size: 13 });
  s.text('Confirmation number:', X0, flow.y + 50, { size: 8.5, color: '#444' }); s.meta('web.confirmation', ref, X0 + 92, flow.y + 50, { size: 8.5 });
  s.text('Submitted on:', X0 + 200, flow.y + 50, { size: 8.5, color: '#444' }); s.meta('web.submitted', F.stamp(rng, 'long'), X0 + 260, flow.y + 50, { size: 8.5 });
  s.text('Please keep a copy of this page for your records. A funding specialist will contact you within one business day.', X0, flow.y + 64, { size: 8, color: '#666' });
  flow.y += 86;

  const section = (t: string) => {
    flow.need(60);
    s.rect(X0, flow.y, W, 20, { fill: '#eef3fb' });
    s.text(t, X0 + 8, flow.y + 6, { font: 'Helvetica-Bold', size: 10.5, color: BLUE });
    flow.y += 28;
  };
  const q = (question: string, v: V, w = W) => {
    const qh = s.doc.font('Helvetica-Bold').fontSize(9).heightOfString(question, { width: W });
    flow.need(qh + 28);
    s.para(question, X0, flow.y, W, { font: 'Helvetica-Bold', size: 9, color: '#222' });
    flow.y += qh + 3;
    s.rect(X0, flow.y, w, 18, { stroke: '#b8c2cc', radius: 3 });
    put(s, v, X0 + 6, flow.y + 5, w - 12, { size: 9.5, h: 14, blank: 'No answer provided' });
    flow.y += 26;
  };
  const radios = (question: string, draw: (y: number) => number) => {
    flow.need(46);
    s.para(question, X0, flow.y, W, { font: 'Helvetica-Bold', size: 9, color: '#222' });
    flow.y = draw(flow.y + 15) + 6;
  };

  section('1. About your business');
  q('What is the legal name of your business, exactly as it appears on your tax return?', d.legal);
  q('Does your business operate under a different name (DBA or trade name)? If so, what is it?', d.dba);
  radios('Which of the following best describes your business structure?', (y) => entityBoxes(s, d, X0, y, W, { round: true, mark: 'dot' }));
  q('What does your business do? Please describe your industry.', d.industry);
  q(`What is your business's tax identification number? (${d.taxLabel})`, d.tax, 250);
  if (d.start.text || !d.years) q('On what date did your business start operating?', d.start, 250);
  else q('How long has your business been operating?', cx(d.years), 250);
  q('What is the physical address of your business?', d.address);
  q(d.ca ? 'Under which jurisdiction is the business incorporated?' : 'In which state was the business incorporated or registered?', dk('incorporation_state', d.dec.incState), 250);
  q('What is the best phone number for the business?', dk('business.phone', d.phone), 250);

  section('2. Your funding request');
  q('How much funding are you requesting?', d.amount, 250);
  q('What are your average monthly sales (all deposits)?', dk('sales', d.dec.sales), 250);
  q('What payment amount would be comfortable for your business?', d.payment, 250);
  q('Over how many payments would you like to repay the advance?', d.npay, 250);
  radios('How often would you prefer to make payments?', (y) => { freqBoxes(s, d, X0, y, { round: true, mark: 'dot' }); return y + 14; });
  q('What will you use the funds for?', cx(d.dec.use));

  const split = rng.chance(0.5);
  d.owners.forEach((o, i) => {
    section(`3. Owner ${i + 1} of ${d.owners.length}`);
    if (split) { q("What is the owner's first name?", o.firstItem, 250); q("What is the owner's last name?", o.lastItem, 250); }
    else q("What is the owner's full name?", o.name, 300);
    q('What is their title or position in the company?', o.role, 250);
    q('What percentage of the business do they own?', o.own, 120);
    q(d.ca ? 'What is their Social Insurance Number (SIN)?' : `What is their Social Security Number? (${o.taxLabel})`, o.tax, 200);
    q('What is their date of birth?', o.dob, 200);
    q('What is their estimated personal credit score?', o.credit, 120);
    q('What is their home address?', dk(`owner${i + 1}.home`, o.home));
    q('What is the best mobile number to reach them?', dk(`owner${i + 1}.phone`, o.phone), 200);
  });

  section('4. Other financing and references');
  const fs = d.dec.funders;
  q('Do you have any outstanding cash advances or business loans? (funder, balance, payment)', fs.length ? dk('funder1', `${fs[0]!.name} - balance ${fs[0]!.balance} - ${fs[0]!.payment} ${fs[0]!.freq.toLowerCase()}`) : cx('No'));
  if (fs[1]) q('Please list any additional advance or loan.', dk('funder2', `${fs[1].name} - balance ${fs[1].balance} - ${fs[1].payment} ${fs[1].freq.toLowerCase()}`));
  q('Where does the business bank? Please give the routing number of the main operating account.', dk('bank.routing', `${d.dec.bank.name} - ${d.dec.bank.routing}`));
  q('Who is your landlord or mortgage holder, and what is their phone number?', dk('landlord', `${d.dec.landlord.name}, ${d.dec.landlord.phone}`));
  d.dec.refs.forEach((r, i) => q(`Trade reference ${i + 1}: who can we contact (name, company, phone)?`, dk(`ref${i + 1}`, `${r.name}, ${r.company}, ${r.phone}`)));
  q('Were you referred to us by a partner or representative? If so, who?', dk('iso.name', `${d.dec.iso.name} (${d.dec.iso.company})`));

  section('5. Authorization');
  flow.need(90);
  flow.y += s.para('By typing my name below I certify that the information in this application is true and complete, and I authorize Northstar Funding Group and its funding partners to obtain consumer and business credit reports, to verify the information provided and to contact the references listed above.', X0, flow.y, W, { size: 8, color: '#333' }) + 8;
  s.text('Signature (typed name)', X0, flow.y, { size: 8, color: '#555' });
  s.rect(X0, flow.y + 11, 250, 18, { stroke: '#b8c2cc', radius: 3 });
  s.echo('signature', d.owners[0]!.sign, X0 + 6, flow.y + 16, 238, { size: 9.5 });
  s.text('Date', X0 + 270, flow.y, { size: 8, color: '#555' });
  s.meta('web.signed', `${rng.int(1, 12)}/${rng.int(1, 28)}/2025`, X0 + 270, flow.y + 16, { size: 9.5 });

  const pages = s.page;
  for (let p = 1; p <= pages; p++) {
    s.goto(p);
    s.meta(`browser.printed${p}`, printed, 24, 14, { size: 7.5, color: '#333' });
    s.text(title, 196, 14, { size: 7.5, color: '#333', width: 380, align: 'center' });
    s.meta(`browser.url${p}`, url, 24, 770, { size: 7.5, color: '#333' });
    s.text(`${p}/${pages}`, 540, 770, { size: 7.5, color: '#333', width: 48, align: 'right' });
  }
}
