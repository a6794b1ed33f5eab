// A row as the section reader finds it, before years and verification: its own module, so that the line readers
// (table-cells.ts) and the row walker (tables.ts) both use it without importing each other.
import type { DateParts } from '../dates.ts';
import type { Direction, SectionHint } from '../../types.ts';

export type DirSource = 'column' | 'sign' | 'section' | 'none';

export interface RawRow {
  date: DateParts;
  description: string;
  cents: number;
  direction: Direction | null;
  dirSource: DirSource;
  balance: number | null;          // cents, signed
  section: SectionHint;
  page: number;
  fromCheckTable: boolean;
  inAmountColumn?: boolean;        // amount read from a single Amount column (see unsignedAreCredits)
  line: number;                    // index of the line it came from (for ordering and splitting)
  font: string;                    // font of the amount (tamper signal input)
}

