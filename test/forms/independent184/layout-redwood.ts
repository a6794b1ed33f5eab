// Redwood Lane Capital (US): a one-page "quick app" of dotted leaders in a friendly large type, free-text entity
// ("LLC, Corp, etc."), one "EIN / SSN" line, terms on one sentence line ("Payment $___ (circle) x ___ payments"),
// stacked owners and an ISO box at the top. Hard: the entity and tax-ID type come from free text and format only,
// values squeezed onto short leaders, a value moved to the margin with an arrow, a struck amount, the ISO's own
// name and code in the header.
import type { Rng } from '../../statements/generator/prng.ts';
import { dateText, F, moneyText, nameText, pctText } from './fields.ts';
import type { Merchant } from './merchant.ts';
import type { Sheet, WriteOpts } from './sheet.ts';

const FREQ: [string, string][] = [['Daily', 'daily'], ['Weekly', 'weekly'], ['Bi-weekly', 'biweekly'], ['Monthly', 'monthly']];

export const REDWOOD = { name: 'redwood-quick-app', broker: 'Redwood Lane Capital', country: 'US' as const, maxOwners: 3, draw };

function draw(s: Sheet, m: Merchant, rng: Rng): void {
  const L = 40, R = 572;
  s.doc.moveTo(L, 62).lineTo(L + 12, 30).lineTo(L + 24, 62).closePath().fillColor('#5a1f14').fill();
  s.rect(L + 10, 62, 4, 6, '#5a1f14', 0.2);
  s.label('Redwood Lane Capital', L + 32, 32, 17, { bold: true, color: '#5a1f14' });
  s.label('QUICK APPLICATION  -  one page, decisions in 24 hours', L + 32, 53, 8);
  s.rect(370, 26, 202, 46);
  s.label('FOR ISO USE', 374, 29, 6, { bold: true });
  const iso = rng.chance(0.7);
  s.write('iso.company', iso ? m.iso.company : null, s.dotted('ISO', 374, 47, 194, 7), null);
  s.write('iso.rep', iso ? m.iso.rep : null, s.dotted('Rep', 374, 66, 110, 7), null);
  s.write('iso.code', iso ? m.iso.code : null, s.dotted('ISO #', 488, 66, 80, 7), null);

  // One value is written in the margin with an arrow (handwritten forms only), one amount is corrected.
  const marginKey = rng.pick(['industry', 'dba', 'email', 'owner1.credit', 'none', 'none']);
  const where = (key: string, x: number, y: number): WriteOpts => (key === marginKey ? { margin: { x, y } } : {});
  s.label('1.  About the business', L, 88, 10, { bold: true });
  s.write('legal_name', m.legal, s.dotted('Business legal name', L, 118, R - L), F.legal(m));
  s.write('dba', m.dbaText, s.dotted('D/B/A', L, 142, 290), m.dbaText ? F.dba(m) : null, where('dba', 250, 97));
  s.write('entity', m.entity?.free ?? null, s.dotted('Entity type (LLC, Corp, etc.)', 336, 142, R - 336), m.entity ? F.entity(m) : null);
  s.write('tax_id', m.taxId?.printed ?? null, s.dotted('EIN / SSN', L, 166, 200), F.taxId(m));
  s.write('start_date', dateText(m, m.start), s.dotted('Date business started', 246, 166, 190), F.start(m));
  s.write('years', !m.start && rng.chance(0.7) ? `${m.yearsInBusiness} yrs` : null, s.dotted('or years in business', 442, 166, R - 442), null);
  s.write('street', m.street, s.dotted('Address', L, 190, 250), null);
  s.write('city', m.place.city, s.dotted('City', 296, 190, 120), null);
  s.write('state', m.statePrinted, s.dotted('State', 422, 190, 70), F.state(m));
  s.write('zip', m.place.zip, s.dotted('Zip', 498, 190, R - 498), null);
  s.write('phone', m.phone, s.dotted('Phone', L, 214, 200), null);
  s.write('email', m.email, s.dotted('Email', 246, 214, R - 246), null, where('email', 330, 290));
  s.write('industry', m.industryText, s.dotted('What does the business do?', L, 238, R - L), F.industry(m), where('industry', 330, 290));
  s.write('monthly_sales', moneyText(m, m.monthlySales), s.dotted('Monthly revenue $', L, 262, 250), null);
  s.write('website', m.website, s.dotted('Website', 296, 262, R - 296), null);

  s.label('2.  What you need', L, 282, 10, { bold: true });
  const corrected = rng.chance(0.2) ? moneyText(m, m.amount + rng.pick([5000, 10000, 25000])) : undefined;
  s.write('amount', moneyText(m, m.amount), s.dotted('Amount requested $', L, 318, 250), F.amount(m), { struck: corrected });
  s.write('use_of_funds', m.use, s.dotted('Use of funds', 296, 318, R - 296), null);
  const terms = rng.chance(0.75), count = terms && rng.chance(0.8);
  s.write('payment', terms ? moneyText(m, m.payment.amount) : null, s.dotted('Payment you can afford $', L, 344, 190), F.payment(m));
  const fi = FREQ.findIndex(([, id]) => id === m.payment.freq);
  s.label('per (circle)', 236, 337, 8);
  s.choose('frequency', FREQ.map(([label], i) => ({ label, x: 286 + i * 50, y: 337 })), terms ? fi : null, terms ? F.freq(m) : null, 'circle', 8);
  s.write('count', count ? String(m.payment.count) : null, s.dotted('x', 490, 344, 50), F.count(m));
  s.label('payments', 542, 337, 8);

  s.label('3.  Owners  (everyone with 20% or more)', L, 364, 10, { bold: true });
  for (let i = 0; i < 3; i++) {
    const y = 398 + i * 74, o = m.owners[i], k = `owner${i + 1}`;
    const name = s.dotted(`Owner ${i + 1} name`, L, y, 260), title = s.dotted('Title', 306, y, 130), pct = s.dotted('Ownership %', 442, y, R - 442);
    const ssn = s.dotted('SSN', L, y + 22, 160), dob = s.dotted('Date of birth', 206, y + 22, 170), credit = s.dotted('Credit score', 382, y + 22, R - 382);
    const home = s.dotted('Home address', L, y + 44, 360), cell = s.dotted('Cell', 406, y + 44, R - 406);
    if (!o) continue;
    s.write(`${k}.name`, nameText(o, 'first-last'), name, F.name(o, i));
    s.write(`${k}.title`, o.title, title, F.title(o, i));
    s.write(`${k}.pct`, pctText(o, i + 1), pct, F.pct(o, i));
    s.write(`${k}.ssn`, o.taxText, ssn, F.tax(o, i));
    s.write(`${k}.dob`, dateText(m, o.dob), dob, F.dob(o, i));
    s.write(`${k}.credit`, o.credit === null ? null : String(o.credit), credit, F.credit(o, i), where(k + '.credit', 460, y + 64));
    s.write(`${k}.home`, o.home, home, null);
    s.write(`${k}.cell`, o.cell, cell, null);
  }
  s.label('By signing, you confirm the above is true and let Redwood Lane Capital and its funding partners check your credit and '
    + 'business records and share this application with them.', L, 622, 7.5, { width: R - L });
  const sig = s.dotted('Signature', L, 672, 260);
  s.sign(sig);
  s.write('signed', dateText(m, m.signed), s.dotted('Date', 306, 672, 130), null);
  s.label('RLC-QA 2.1', L, 760, 6, { color: '#555' });
}
