// Shared shapes of generator 158: what was placed on the page, and the form model every style draws from.
export type Box = [number, number, number, number];
export type Style = 'typed' | 'handwritten' | 'fillable';
export type FieldValue = string | number | null;

/** One printed value: where it is, what it says, and which truth paths it gives (none for a decoy). */
export interface Placed {
  key: string;
  /** The caption printed beside the value (the reader's context for a bare 9-digit tax ID). */
  label: string;
  text: string;
  fields: Record<string, FieldValue>;
  page: number;
  /** [x0, y0, x1, y1] in PDF points, origin bottom left. */
  box: Box;
  via: 'text' | 'script' | 'acroform' | 'mark';
  acroform_field?: string;
  /** A checked checkbox field's on-state when it is not `Yes`. */
  acroform_value?: string;
  /** Checkboxes: the square that carries the mark, and the mark's kind. */
  square?: Box;
  mark?: 'x' | 'tick' | 'ring' | 'letter' | 'field';
}

export interface Owner {
  first: string;
  middle: string | null;
  last: string;
  cred: string | null;
  /** The name as the layout prints it ("Last, First M." or "First M. Last, DDS"). */
  nameText: string;
  title: string;
  pct: number;
  taxText: string;
  taxDigits: string | null;
  taxType: 'SSN' | 'ITIN' | 'SIN' | null;
  taxCountry: 'US' | 'CA' | null;
  dobIso: string;
  dobText: string;
  score: number | null;
  home: string;
  phone: string;
  email: string;
}

export interface Advance { funder: string; balance: string; payment: string }

export interface Model {
  layout: string;
  seed: number;
  country: 'US' | 'CA';
  legal: string;
  dbaText: string;
  dba: string | null;
  entityId: string;
  /** Free-text layouts: the words printed; checkbox layouts: the checked option ('Other' adds `entityText`). */
  entityText: string;
  entityOption: string | null;
  industryText: string;
  industryId: string | null;
  taxLabel: string;
  taxText: string;
  taxDigits: string | null;
  taxType: string | null;
  taxCountry: 'US' | 'CA' | null;
  startText: string;
  startIso: string | null;
  /** Set when the form prints years in business instead of a date (the date is then null). */
  yearsText: string | null;
  street: string;
  city: string;
  stateText: string;
  stateCode: string;
  zip: string;
  addressLine: string;
  phone: string;
  email: string;
  website: string;
  amountText: string;
  amount: number | null;
  paymentText: string;
  payment: number | null;
  countText: string;
  count: number | null;
  freqText: string;
  freq: string | null;
  useOfFunds: string;
  monthlySales: string;
  annualRevenue: string;
  owners: Owner[];
  stateOfInc: string;
  bank: { name: string; routing: string; account: string };
  landlord: { name: string; phone: string; rent: string };
  refs: { name: string; phone: string }[];
  iso: { company: string; rep: string; phone: string; email: string };
  advances: Advance[];
  signDate: string;
}

/** What a layout tells the model builder about itself (the values printed depend on the layout, never on the style). */
export interface Traits {
  name: string;
  broker: string;
  maxOwners: number;
  /** Share of forms of this layout that are Canadian. */
  caShare: number;
  /** A checkbox row of entity types (the last is 'Other'), or null for a free-text entity line. */
  entityOptions: string[] | null;
  /** Share of owner names printed "Last, First M.". */
  lastFirst: number;
  /** Prints requested payment, number of payments and frequency. */
  terms: boolean;
  /** Share of forms printing years in business instead of a start date. */
  yearsShare: number;
  /** Share of owners whose SSN/SIN is masked. */
  maskShare: number;
  /** Share of owners with a credit score written (0: the layout has no such field). */
  scoreShare: number;
  /** Share of bare 9-digit EINs (read from the label). */
  bareEinShare: number;
}
