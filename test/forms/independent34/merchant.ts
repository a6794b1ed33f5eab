// Builds the sparse Deal for one seed: which values are present, masked, filler words or blank.
import { Rng } from '../../statements/generator/prng.ts';
import { amountVal, blank, companyWord, INDUSTRIES, luhn9, mdY, iso, personName, place, sparse, startVal, street, val,
  type Deal, type Owner, type Val } from './deal.ts';

const A = 'application.';
const ENTITIES_US = [['LLC', 'llc', 'LLC', 'LLC'], ['Corporation', 'c_corporation', 'Inc.', 'Corporation'], ['S-Corp', 's_corporation', 'Inc.', 'Corporation'],
  ['Inc.', 'c_corporation', 'Inc.', 'Corporation'], ['Sole Proprietor', 'sole_proprietorship', '', 'Sole Proprietor'],
  ['Partnership', 'general_partnership', '& Co.', 'Partnership']] as const;
const ENTITIES_CA = [['Corporation', 'ca_corporation', 'Inc.', 'Corporation'], ['Ltd.', 'ca_corporation', 'Ltd.', 'Corporation'],
  ['Sole Proprietorship', 'sole_proprietorship', '', 'Sole Proprietorship'], ['Partnership', 'general_partnership', '& Co.', 'Partnership']] as const;
const TITLES = ['Owner', 'CEO', 'President', 'Managing Member', 'Partner', 'Owner/Operator', 'VP', 'Member'];
const FREQS = [['Daily', 'daily'], ['Weekly', 'weekly'], ['Bi-Weekly', 'biweekly'], ['Monthly', 'monthly']] as const;

function ownerTax(r: Rng, ca: boolean, i: number): Val {
  const p = `${A}applicants[${i}].`;
  const kind = r.weighted([['full', 3], ['mask', 4], ['none', 3]] as const);
  if (ca) {
    const sin = luhn9(r, String(r.int(1, 7)));
    if (kind === 'full') return val(`${sin.slice(0, 3)} ${sin.slice(3, 6)} ${sin.slice(6)}`, { [p + 'tax_id']: sin, [p + 'tax_id_type']: 'SIN', [p + 'tax_id_country']: 'CA' });
    if (kind === 'mask') return val(r.pick([`XXX XXX ${sin.slice(6)}`, `*** *** ${sin.slice(6)}`]));
    return sparse(r, 0, blank());
  }
  const ssn = `${r.int(101, 665)}-${r.int(10, 99)}-${r.int(1001, 9999)}`;
  if (kind === 'full') return val(ssn, { [p + 'tax_id']: ssn.replace(/-/g, ''), [p + 'tax_id_type']: 'SSN', [p + 'tax_id_country']: 'US' });
  if (kind === 'mask') return val(r.pick([`XXX-XX-${ssn.slice(-4)}`, `***-**-${ssn.slice(-4)}`, `last 4: ${ssn.slice(-4)}`]));
  return sparse(r, 0, blank());
}

function makeOwner(r: Rng, ca: boolean, i: number, n: number, split: number[], nameOnly: boolean): Owner {
  const p = `${A}applicants[${i}].`;
  const [first, last] = personName(r);
  const mid = r.chance(0.3) ? ` ${String.fromCharCode(65 + r.int(0, 25))}.` : '';
  const name = r.chance(0.15) ? `${last}, ${first}` : `${first}${mid} ${last}`;
  const nameF = { [p + 'first_name']: first, [p + 'last_name']: last };
  const v: Record<string, Val> = { name: val(name, nameF), first: val(first, { [p + 'first_name']: first }), last: val(last, { [p + 'last_name']: last }) };
  if (nameOnly) { for (const k of ['title', 'pct', 'ssn', 'dob', 'score', 'home', 'cell']) v[k] = blank(); return { v, first, last, pct: split[i]! }; }
  const title = r.pick(TITLES);
  v.title = sparse(r, 0.7, val(title, { [p + 'role']: title }));
  const pct = split[i]!;
  v.pct = sparse(r, n === 1 ? 0.85 : 0.7, val(r.pick([`${pct}%`, String(pct), `${pct} %`]), { [p + 'ownership']: pct }));
  v.ssn = ownerTax(r, ca, i);
  const y = r.int(1958, 1994), m = r.int(1, 12), d = r.int(1, 28);
  v.dob = sparse(r, 0.55, val(mdY(y, m, d), { [p + 'date_of_birth']: iso(y, m, d) }));
  const score = r.int(540, 790);
  v.score = sparse(r, 0.35, val(String(score), { [p + 'credit_score']: score }));
  v.home = r.chance(0.3) ? val('Same as above') : sparse(r, 0.6, val(`${street(r)}, ${place(r, ca)[0]}`));
  v.cell = sparse(r, 0.6, val(`(${r.int(201, 989)}) ${r.int(200, 989)}-${r.int(1000, 9999)}`));
  return { v, first, last, pct };
}

function taxVal(r: Rng, ca: boolean, sole: boolean): Val {
  const kind = r.weighted([['full', 6], ['mask', 2], ['none', 2]] as const);
  if (!ca && sole && kind === 'full' && r.chance(0.5)) {
    const ssn = `${r.int(101, 665)}-${r.int(10, 99)}-${r.int(1001, 9999)}`;
    return val(ssn, { [A + 'business_tax_id']: ssn.replace(/-/g, ''), [A + 'business_tax_id_type']: 'SSN', [A + 'business_tax_id_country']: 'US', [A + 'country']: 'United States' });
  }
  if (ca) {
    const bn = luhn9(r, String(r.int(1, 8)));
    const pa = r.chance(0.7) ? ` RC000${r.int(1, 3)}` : '';
    if (kind === 'full') return val(`${bn}${pa}`, { [A + 'business_tax_id']: `${bn}${pa.replace(/\s/g, '')}`, [A + 'business_tax_id_type']: 'BN', [A + 'business_tax_id_country']: 'CA', [A + 'country']: 'Canada' });
    if (kind === 'mask') return val(`XXXXX${bn.slice(5)}`);
    return sparse(r, 0, blank());
  }
  let pre = r.int(10, 95);
  while ([17, 18, 19, 28, 29, 49, 69, 70, 78, 79, 89].includes(pre)) pre++;
  const ein = `${pre}-${r.digits(7)}`;
  if (kind === 'full') return val(ein, { [A + 'business_tax_id']: ein.replace('-', ''), [A + 'business_tax_id_type']: 'EIN', [A + 'business_tax_id_country']: 'US', [A + 'country']: 'United States' });
  if (kind === 'mask') return val(r.pick([`XX-XXX${ein.slice(-4)}`, `**-***${ein.slice(-4)}`]));
  return sparse(r, 0, blank());
}

function ownersOf(r: Rng, ca: boolean, max: number): Owner[] {
  const n2 = Math.min(max, r.weighted([[1, 5], [2, 4], [3, 2]] as const));
  const splits: Record<number, number[][]> = { 1: [[100]], 2: [[50, 50], [60, 40], [51, 49]], 3: [[40, 30, 30], [34, 33, 33], [50, 25, 25]] };
  const split = r.pick(splits[n2]!);
  const owners = Array.from({ length: n2 }, (_, i) => makeOwner(r.fork(`o${i}`), ca, i, n2, split, i > 0 && r.chance(0.35)));
  return owners;
}

export function makeDeal(seed: string, ca: boolean, maxOwners: number): Deal {
  const r = new Rng(seed);
  const ents: readonly (readonly [string, string, string, string])[] = ca ? ENTITIES_CA : ENTITIES_US;
  const ent = r.pick(ents);
  const [itext, iid, iword] = r.pick(INDUSTRIES);
  const owners = ownersOf(r.fork('owners'), ca, ent[1] === 'sole_proprietorship' ? 1 : maxOwners);
  const brand = r.fork('b').chance(0.3) ? `${owners[0]!.last}'s ${iword}` : `${companyWord(r)} ${iword}`;
  const legal = ent[2] === '' ? `${owners[0]!.first} ${owners[0]!.last}` : `${companyWord(r)} ${iword} ${ent[2]}`.replace(/\s+/g, ' ');
  const pl = place(r, ca);
  const v: Record<string, Val> = {};
  v.legal = val(legal, { [A + 'legal_name']: legal });
  const dbaKind = r.weighted([['name', ent[2] === '' ? 9 : 4], ['same', 2], ['blank', 2], ['na', 1], ['legal', 1]] as const);
  v.dba = dbaKind === 'name' ? val(brand, { [A + 'trade_name']: brand }) : dbaKind === 'same' ? val(r.pick(['SAME', 'Same as above', 'same'])) : dbaKind === 'na' ? val('N/A') : dbaKind === 'legal' ? val(legal) : blank();
  v.entity = sparse(r, 0.75, val(ent[0], { [A + 'type_of_entity']: ent[1] }));
  v.industry = sparse(r, 0.8, val(itext, { [A + 'industry']: iid }));
  v.taxid = taxVal(r, ca, ent[1] === 'sole_proprietorship');
  v.addr = sparse(r, 0.8, val(street(r)));
  v.city = val(pl[0]!);
  v.state = val(pl[1]!, { [A + 'state_region']: pl[1]!, [A + 'country']: ca ? 'Canada' : 'United States' });
  v.zip = sparse(r, 0.8, val(ca ? `${pl[2]} ${r.int(1, 9)}${String.fromCharCode(65 + r.int(0, 25))}${r.int(1, 9)}` : `${pl[2]}${r.digits(2)}`));
  v.phone = sparse(r, 0.75, val(`(${r.int(201, 989)}) ${r.int(200, 989)}-${r.int(1000, 9999)}`));
  v.email = sparse(r, 0.6, val(`${owners[0]!.first.toLowerCase()}@${iword.toLowerCase().replace(/[^a-z]/g, '')}${r.int(1, 99)}.com`));
  const amt = r.pick([15000, 25000, 35000, 50000, 75000, 100000, 150000, 42500, 60000]);
  v.amount = r.chance(0.8) ? amountVal(r, amt, 'requested_amount') : val(r.pick(['TBD', 'max approval', 'as much as possible', '']));
  const pay = Math.round(amt * 1.35 / 120 / 5) * 5;
  v.payment = sparse(r, 0.35, amountVal(r, pay, 'requested_payment'));
  const np = r.pick([60, 90, 120, 160]);
  v.npay = sparse(r, 0.35, val(String(np), { [A + 'number_of_payments']: np }));
  const fq = r.pick(FREQS);
  v.freq = sparse(r, 0.5, val(fq[0], { [A + 'payment_frequency']: fq[1] }));
  v.start = sparse(r, 0.75, startVal(r));
  v.sales = sparse(r, 0.7, val(`$${(amt * r.float(0.6, 1.4)).toFixed(0).replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`));
  v.use = sparse(r, 0.6, val(r.pick(['Inventory', 'Payroll', 'Equipment', 'Expansion', 'Working capital', 'Renovation', 'Taxes'])));
  const boxId: Record<string, string> = { Corporation: ca ? 'ca_corporation' : 'c_corporation', LLC: 'llc', Partnership: 'general_partnership',
    'Sole Proprietor': 'sole_proprietorship', 'Sole Proprietorship': 'sole_proprietorship' };
  const entityBox = v.entity.text === ent[0] ? { label: ent[3], id: boxId[ent[3]]! } : null;
  const freqBox = v.freq.fields[A + 'payment_frequency'] !== undefined ? fq[0] : null;
  const decoys = { funder: `${r.pick(['Velocity', 'Clearwater', 'Pinnacle', 'Bright Path'])} Capital`, advNo: `MCA-${r.digits(6)}`,
    balance: `$${(r.int(30, 400) * 100).toLocaleString('en-US')}`, advPay: `$${r.int(90, 900)}.00`, routing: `0${r.digits(8)}`,
    account: r.digits(10), landlord: `${personName(r).join(' ')}`, rent: `$${r.int(18, 90)}00`, iso: `${personName(r).join(' ')}`,
    isoPhone: `(800) ${r.int(200, 989)}-${r.int(1000, 9999)}`, bank: r.pick(ca ? ['TD Canada Trust', 'RBC Royal Bank', 'Scotiabank'] : ['Chase', 'Wells Fargo', 'TD Bank', 'PNC Bank']) };
  return { ca, v, owners, entityBox, freqBox, decoys };
}
