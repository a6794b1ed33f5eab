// The hypothesis reader's tolerances under the names records.ts, hypotheses.ts and reader.ts use today. They are
// parts of the one settings object (../settings.ts, `DEFAULT_SETTINGS`): this flat view lasts until those files take
// their parts of ParseSettings as a parameter (issue 19).
import { DEFAULT_SETTINGS } from '../settings.ts';

const { records, hypotheses, verify, lines } = DEFAULT_SETTINGS;

export const READ_SETTINGS = Object.freeze({
  columnSnap: records.columnSnap,
  continuationGap: records.continuationGap,
  balanceColumnMinShare: hypotheses.balanceColumnMinShare,
  maxUndecidedRun: verify.maxUndecidedRun,
  periodSlackDays: records.periodSlackDays,
  roleAgreement: hypotheses.roleAgreement,
  derivedMinExplained: verify.derivedMinExplained,
  derivedMaxBreakShare: verify.derivedMaxBreakShare,
  sidebarMaxShare: lines.sidebarMaxShare,
});

export type ReadSettings = typeof READ_SETTINGS;
