// Sections whose printed values are never the application's: personal financial statements, the spouse or co-signer,
// collateral and equipment quotes, bank and accountant, existing debt, and the broker's own header.
import type { Form } from './form.ts';
import type { Merchant, Owner } from './data.ts';
import type { Rng } from '../../statements/generator/prng.ts';
import { fmtDate, money, type Spec } from './spec.ts';

export function header(f: Form, s: Spec, rng: Rng): void {
  const { pen, look, x0, width } = f;
  const top = f.y;
  pen.text(x0, top, s.broker, { size: 15, bold: true, color: look.accent, font: look.titleFont });
  pen.text(x0, top + 19, s.brokerLine, { size: 7, color: '#444444' });
  pen.text(x0 + width * 0.45, top + 2, s.title, { size: 12, bold: true, width: width * 0.55, align: 'right' });
  pen.text(x0 + width * 0.45, top + 18, s.subtitle, { size: 7.5, width: width * 0.55, align: 'right', color: '#444444' });
  f.y = top + 34;
  pen.rule(x0, f.y, x0 + width, f.y, 1.5, look.accent);
  f.y += 6;
  if (rng.chance(0.5)) {
    f.row([{ label: 'ISO / Referring Rep', value: `${rng.pick(['Jordan', 'Casey', 'Morgan', 'Avery'])} ${rng.pick(['Blake', 'Reyes', 'Fischer', 'Quinn'])}`, w: 2, decoy: true },
      { label: 'Rep ID', value: `R-${rng.digits(4)}`, w: 1, decoy: true }, { label: 'Date Submitted', value: fmtDate(`2026-${rng.int(9, 11)}-${rng.int(10, 28)}`, 'us'), w: 1 }]);
  }
}

function pfsOne(f: Form, o: Owner, name: string, i: number, asOf: string): void {
  const p = o.pfs;
  const assets = p.cash + p.realEstate + p.retirement + p.vehicles;
  const liab = p.mortgages + p.otherDebt;
  f.row([{ label: `Statement of (owner #${i + 1})`, value: name, w: 2 }, { label: 'As of', value: asOf, w: 1 }]);
  f.row([{ label: 'Cash & Savings', value: money(p.cash), w: 1, decoy: true }, { label: 'Real Estate (market value)', value: p.realEstate ? money(p.realEstate) : '', w: 1, decoy: true },
    { label: 'Retirement / Securities', value: money(p.retirement), w: 1, decoy: true }, { label: 'Autos & Personal Property', value: money(p.vehicles), w: 1, decoy: true }]);
  f.row([{ label: 'Total Assets', value: money(assets), w: 1, decoy: true }, { label: 'Mortgages on Real Estate', value: p.mortgages ? money(p.mortgages) : '', w: 1, decoy: true },
    { label: 'Loans, Cards & Other Debt', value: money(p.otherDebt), w: 1, decoy: true }, { label: 'Total Liabilities', value: money(liab), w: 1, decoy: true }]);
  f.row([{ label: 'NET WORTH (Assets - Liabilities)', value: money(assets - liab), w: 2, decoy: true },
    { label: 'Annual Personal Income (all sources)', value: money(p.income), w: 2, decoy: true }]);
  if (o.properties.length) {
    f.table(['Real Estate Owned: Address', 'Market Value', 'Mortgage Balance'], [4, 1.5, 1.5],
      o.properties.map((r) => [r.address, money(r.value), money(r.loan)]), { name: `reo_${o.last}` });
  }
}

export function pfs(f: Form, m: Merchant, asOf: string): void {
  f.heading('Personal Financial Statement (each owner of 20% or more)');
  m.owners.forEach((o, i) => pfsOne(f, o, `${o.first} ${o.last}`, i, asOf));
}

export function cosigner(f: Form, m: Merchant, rng: Rng): void {
  const c = m.cosigner;
  const spouse = c.relation === 'Spouse';
  f.heading(spouse ? `Spouse of Applicant (non-owner)${m.country === 'US' ? ': community property states' : ''}` : 'Co-Signer / Personal Guarantor (not an owner)');
  const sid = m.country === 'CA' ? `XXX XXX ${rng.digits(3)}` : `XXX-XX-${rng.digits(4)}`;
  f.row([{ label: 'Name', value: `${c.first} ${c.last}`, w: 3, decoy: true }, { label: 'Relationship', value: c.relation, w: 2, decoy: true },
    { label: m.country === 'CA' ? 'SIN (last 3)' : 'SSN', value: sid, w: 2, decoy: true }]);
  f.row([{ label: 'Employer', value: rng.pick(['County School District', 'Regional Medical Center', 'Self', 'State Farm Agency']), w: 3, decoy: true },
    { label: 'Annual Income', value: money(c.income), w: 2, decoy: true }, { label: 'Phone', value: '', w: 2 }]);
}

export function collateral(f: Form, m: Merchant): void {
  f.heading('Collateral / Equipment to be Financed');
  f.table(['Equipment Description', 'New/Used', 'Vendor / Dealer', 'Price (quote)'], [3, 1, 3, 1.5],
    m.equipment.map((e, i) => [e.desc, i % 2 ? 'Used' : 'New', e.vendor, money(e.price, true)]), { minRows: 3, name: 'equip' });
  const total = m.equipment.reduce((a, e) => a + e.price, 0);
  f.row([{ label: 'Other collateral offered (vehicles, real estate, A/R)', value: m.owners[0]!.properties.length ? 'Owner residence (2nd position)' : 'Business A/R and inventory', w: 3, decoy: true },
    { label: 'Total Equipment Cost', value: money(total, true), w: 1, decoy: true }]);
}

export function bank(f: Form, m: Merchant): void {
  f.heading('Banking & Accountant');
  const ca = m.country === 'CA';
  f.row([{ label: 'Business Bank', value: m.bank.name, w: 2, decoy: true }, { label: ca ? 'Transit / Institution No.' : 'Routing No.', value: m.bank.routing, w: 2, decoy: true },
    { label: 'Account No.', value: m.bank.account, w: 2, decoy: true }, { label: 'Avg. Balance', value: money(m.bank.balance), w: 1, decoy: true }]);
  f.row([{ label: 'Accountant / CPA', value: m.accountant.name, w: 2, decoy: true }, { label: 'Firm', value: m.accountant.firm, w: 3, decoy: true },
    { label: 'Phone', value: m.accountant.phone, w: 2, decoy: true }]);
}

export function debts(f: Form, m: Merchant, rng: Rng): void {
  f.heading('Existing Business Debt & Advances');
  const n = rng.int(0, 2);
  const funders = ['Rapid Capital Funding', 'Kapitus', 'Forward Financing', 'Credibly', 'OnDeck', 'Fora Financial'];
  const rows = Array.from({ length: n }, () => [rng.pick(funders), money(rng.int(4, 60) * 1000 + 315), `${money(rng.int(90, 900) + 0.5, true)} daily`, '']);
  f.table(['Lender / Funder', 'Balance', 'Payment', 'Maturity'], [3, 1.5, 2, 1.5], rows, { minRows: 2, name: 'debt' });
  void m;
}

export function signing(f: Form, m: Merchant, s: Spec, date: string): void {
  f.heading(m.country === 'CA' ? 'Authorization & Consent' : 'Authorization');
  const base = `Each undersigned certifies that the information in this application and the personal financial statement(s) is true and complete, and authorizes ${s.broker}, its assignees and prospective lenders and funders (merchant cash advance, term loan, line of credit, equipment finance and SBA lenders) to obtain consumer and business credit reports, verify bank accounts, contact references, landlords and accountants, and share this application for the purpose of arranging financing. A co-signer or spouse named above signs only to consent to a credit inquiry and is not an owner of the business.`;
  f.para(m.country === 'CA' ? `${base} In accordance with the Personal Information Protection and Electronic Documents Act (PIPEDA), the undersigned consents to the collection, use and disclosure of personal information, including the SIN where provided, for these purposes.` : base);
  f.signatures(m.owners.map((o, i) => ({ label: m.owners.length > 1 ? `Owner ${i + 1}` : 'Owner', name: `${o.first} ${o.last}`, date })));
}
