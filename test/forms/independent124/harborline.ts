// Harborline Capital Group (US broker, New Jersey): a one-page boxed-cell application with a navy header, labels in the
// cells' corners, free-text entity type, two owner blocks side by side, existing-advances table and an ISO box.
// Extra owners go on a typed schedule / note-pad page behind it, a sticky note over the owner block pointing there.
import type { Rng } from '../../statements/generator/prng.ts';
import { attachOwners, stickyText } from './attach.ts';
import type { Case } from './data.ts';
import { initialsOf, Plan } from './fmt.ts';
import { cells, strip } from './grid.ts';
import { Sheet, type Slot, type Style } from './sheet.ts';
import { Values } from './values.ts';

const AUTH = 'By signing below, each of the above listed business and business owner(s) (individually and collectively, "you") certify that all ' +
  'information and documents submitted in connection with this application are true, correct and complete. You authorize Harborline Capital ' +
  'Group, its assigns, agents, banks and financial institutions to obtain an investigative or consumer report from a credit bureau or a credit ' +
  'agency, and to investigate the references given or any other statements or data obtained from you or from any other person pertaining to ' +
  'your credit and financial responsibility. You also authorize Harborline to share this application with its funding partners.';

export async function harborline(c: Case, rng: Rng, style: Style): Promise<Sheet> {
  const s = new Sheet(style, rng.fork('sheet'), { font: 'Helvetica', bold: 'Helvetica-Bold' });
  const n = c.owners.length;
  const onPage = n >= 3 ? rng.pick([1, 2]) : n === 2 && rng.chance(0.3) ? 1 : n;
  const plan = new Plan(rng.fork('plan'), Values.keys(['legal', 'dba', 'tax', 'start', 'requested'], n), initialsOf(c.owners[0]!), { margin: true, fillable: style === 'fillable' });
  const v = new Values(c, rng.fork('values'), plan);
  s.newPage();
  s.box(36, 28, 540, 40, { fill: '#1f3a5f', stroke: 'none' });
  s.label('HARBORLINE CAPITAL GROUP', 48, 36, { size: 15, bold: true, color: '#ffffff' });
  s.label('Small Business Funding Programs', 48, 54, { size: 7.5, color: '#c9d6e8' });
  s.label('BUSINESS FUNDING APPLICATION', 400, 43, { size: 10, bold: true, color: '#ffffff' });
  s.label('1420 Commerce Plaza, Suite 300, Fort Lee, NJ 07024  |  (201) 555-0148  |  submissions@harborline-capital.example', 36, 72, { size: 6.5, color: '#555555' });

  strip(s, 36, 84, 540, 'BUSINESS INFORMATION');
  const r = {
    ...cells(s, 36, 97, 34, [['Legal / Corporate Name', 300, 'Legal Name', { room: true }], ['DBA / Trade Name', 240, 'DBA', { room: true }]]),
    ...cells(s, 36, 131, 24, [['Entity Type', 100, 'Entity'], ['Federal Tax ID (EIN)', 110, 'Tax ID'], ['Business Start Date', 110, 'Start Date'],
      ['State of Incorporation', 110, 'State of Inc'], ['# of Employees', 110, 'Employees']]),
    ...cells(s, 36, 155, 24, [['Physical Address (no P.O. boxes)', 250, 'Address'], ['City', 130, 'City'], ['State', 60, 'State'], ['Zip', 100, 'Zip']]),
    ...cells(s, 36, 179, 24, [['Business Phone', 120, 'Phone'], ['E-mail', 210, 'Email'], ['Website', 210, 'Website']]),
    ...cells(s, 36, 203, 24, [['Type of Business / Industry', 200, 'Industry'], ['Own / Rent', 70, 'Own Rent'], ['Landlord / Mortgage Co.', 170, 'Landlord'],
      ['Landlord Phone', 100, 'Landlord Phone']]),
  };
  strip(s, 36, 227, 540, 'FUNDING REQUEST & FINANCIALS');
  Object.assign(r, cells(s, 36, 240, 24, [['Amount Requested', 120, 'Amount Requested'], ['Use of Funds', 420, 'Use of Funds']]),
    cells(s, 36, 264, 24, [['Avg. Monthly Sales', 120, 'Monthly Sales'], ['Annual Revenue', 110, 'Annual Revenue'], ['Bank Name', 130, 'Bank'],
      ['Routing #', 85, 'Routing'], ['Account #', 95, 'Account']]));

  s.put(r['Legal Name']!, v.legal());
  s.put(r.DBA!, v.dba());
  s.put(r.Entity!, v.entity());
  s.put(r['Tax ID']!, v.taxId());
  if (rng.chance(0.85)) s.put(r['Start Date']!, v.start());
  s.put(r['State of Inc']!, v.incRegion());
  s.put(r.Employees!, v.plain(String(c.employees)));
  s.put(r.Address!, v.plain(c.address.street));
  s.put(r.City!, v.plain(c.address.city));
  s.put(r.State!, v.state());
  s.put(r.Zip!, v.plain(c.address.postal));
  s.put(r.Phone!, v.phone(c.phone));
  s.put(r.Email!, v.plain(c.email));
  if (c.website) s.put(r.Website!, v.plain(c.website));
  s.put(r.Industry!, v.industry());
  s.put(r['Own Rent']!, v.plain(c.landlord ? 'Rent' : 'Own'));
  if (c.landlord) { s.put(r.Landlord!, v.plain(c.landlord.name)); s.put(r['Landlord Phone']!, v.phone(c.landlord.phone)); }
  s.put(r['Amount Requested']!, v.requested());
  s.put(r['Use of Funds']!, v.plain(c.use));
  s.put(r['Monthly Sales']!, v.money(c.monthlySales));
  if (rng.chance(0.6)) s.put(r['Annual Revenue']!, v.money(c.monthlySales * 12));
  s.put(r.Bank!, v.plain(c.bank.name));
  s.put(r.Routing!, v.plain(c.bank.routing));
  s.put(r.Account!, v.plain(c.bank.account));

  strip(s, 36, 288, 540, 'EXISTING ADVANCES / BUSINESS LOANS', { fill: '#5b6b80' });
  const adv: Record<string, Slot>[] = [];
  for (let k = 0; k < 2; k++) adv.push(cells(s, 36, 301 + k * 22, 22, [['Funder / Lender', 220, `Funder ${k + 1}`], ['Current Balance', 110, `Balance ${k + 1}`],
    ['Payment', 100, `Payment ${k + 1}`], ['Frequency', 110, `Frequency ${k + 1}`]], '#777777'));
  c.advances.forEach((a, k) => {
    s.put(adv[k]![`Funder ${k + 1}`]!, v.plain(a.funder));
    s.put(adv[k]![`Balance ${k + 1}`]!, v.money(a.balance));
    s.put(adv[k]![`Payment ${k + 1}`]!, v.money(a.payment));
    s.put(adv[k]![`Frequency ${k + 1}`]!, v.plain(rng.pick(['Daily', 'Weekly'])));
  });

  strip(s, 36, 348, 540, 'OWNER / OFFICER INFORMATION  (all owners of 20% or more)');
  for (let k = 0; k < 2; k++) {
    const x = 36 + k * 270, id = `Owner${k + 1}`;
    const b = { ...cells(s, x, 361, 24, [[`Owner ${k + 1} - Full Name`, 270, `${id} Name`]]),
      ...cells(s, x, 385, 24, [['Title', 100, `${id} Title`], ['Ownership %', 70, `${id} Pct`], ['Date of Birth', 100, `${id} DOB`]]),
      ...cells(s, x, 409, 24, [['SSN', 100, `${id} SSN`], ['Cell Phone', 90, `${id} Cell`], ['Credit Score (est.)', 80, `${id} Credit`]]),
      ...cells(s, x, 433, 24, [['Home Address', 270, `${id} Home`]]),
      ...cells(s, x, 457, 24, [['City / State / Zip', 270, `${id} City`]]) };
    const o = c.owners[k];
    if (!o || k >= onPage) continue;
    const val = v.owner(o, k, { credit: true });
    s.put(b[`${id} Name`]!, val.name);
    s.put(b[`${id} Title`]!, val.title);
    s.put(b[`${id} Pct`]!, val.pct);
    s.put(b[`${id} DOB`]!, val.dob);
    s.put(b[`${id} SSN`]!, val.tax);
    s.put(b[`${id} Cell`]!, val.cell);
    s.put(b[`${id} Credit`]!, val.credit);
    s.put(b[`${id} Home`]!, val.street);
    s.put(b[`${id} City`]!, val.city);
  }
  if (onPage < n) {
    const t = stickyText(onPage + 1, n, rng);
    if (onPage === 1) s.sticky(330, 380, 190, 40, t); else s.sticky(420, 334, 150, 26, t);
  }

  s.label(AUTH, 36, 488, { size: 6.2, width: 540 });
  for (let k = 0; k < 2; k++) {
    const x = 36 + k * 270;
    s.line(x, 560, x + 170, 560);
    s.line(x + 180, 560, x + 255, 560);
    s.label(`Owner ${k + 1} Signature`, x, 563, { size: 6.5 });
    s.label('Date', x + 180, 563, { size: 6.5 });
  }
  strip(s, 36, 590, 540, 'FOR ISO / BROKER USE ONLY', { fill: '#d9dde3', color: '#1f3a5f' });
  const iso = cells(s, 36, 603, 24, [['ISO Company', 180, 'ISO Company'], ['Sales Rep', 140, 'ISO Rep'], ['Rep Phone', 110, 'ISO Phone'], ['ISO ID #', 110, 'ISO ID']]);
  s.put(iso['ISO Company']!, v.plain(c.iso.company));
  s.put(iso['ISO Rep']!, v.plain(c.iso.rep));
  s.put(iso['ISO Phone']!, v.phone(c.iso.phone));
  s.put(iso['ISO ID']!, v.plain(c.iso.id));
  s.label('Harborline Capital Group is a commercial finance broker, not a lender. Form HCG-APP rev. 01/2026', 36, 760, { size: 6, color: '#777777' });
  if (onPage < n) attachOwners(s, v, c.owners.slice(onPage), onPage, { credit: true });
  return s;
}
