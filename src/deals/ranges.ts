// The range rules a schema cannot say (docs/api.md, "Values the API refuses"): applicants own at most 100% of the
// business together, and dates that record something that has happened are not in the future. Checked on what a
// request sends (a deal's create and PATCH, a matching's application and financials), before anything is stored:
// values already on a deal (written by a parsing, or stored before these rules) are never refused on the way out.
import { validationFailed, type FieldIssue } from '../platform/errors.ts';

interface Ranged {
  application?: { applicants?: Array<{ ownership?: number | null; date_of_birth?: string | null }> | null; business_start_date?: string | null } | null;
  financials?: { months?: Array<{ date: string }> | null } | null;
  reconciliation?: { requested_on?: unknown } | null;
}

/** Today's date (UTC) plus one day: a date typed east of UTC may be a day ahead of it, and is still not the future. */
function latestAllowedDate(now: Date): string {
  return new Date(now.getTime() + 24 * 3600 * 1000).toISOString().slice(0, 10);
}

export function rangeIssues(input: Ranged, now = new Date()): FieldIssue[] {
  const issues: FieldIssue[] = [];
  const latest = latestAllowedDate(now);
  const applicants = input.application?.applicants ?? [];
  const owned = applicants.reduce((sum, a) => sum + (typeof a.ownership === 'number' ? a.ownership : 0), 0);
  // Sums of decimals (33.33 * 3) drift by a few ulps: compare at a hundredth of a percent.
  if (Math.round(owned * 100) > 100 * 100) {
    issues.push({ field: 'application.applicants', issue: `ownership must total at most 100 across the applicants (it totals ${+owned.toFixed(2)})` });
  }
  applicants.forEach((a, i) => {
    if (typeof a.date_of_birth === 'string' && a.date_of_birth > latest) {
      issues.push({ field: `application.applicants[${i}].date_of_birth`, issue: 'must not be in the future (a date in the form YYYY-MM-DD up to today)' });
    }
  });
  const start = input.application?.business_start_date;
  if (typeof start === 'string' && start > latest) {
    issues.push({ field: 'application.business_start_date', issue: 'must not be in the future (a date in the form YYYY-MM-DD up to today)' });
  }
  (input.financials?.months ?? []).forEach((m, i) => {
    if (typeof m.date === 'string' && m.date > latest.slice(0, 7)) {
      issues.push({ field: `financials.months[${i}].date`, issue: 'must not be a month in the future (YYYY-MM up to this month)' });
    }
  });
  const requested = input.reconciliation?.requested_on;
  if (typeof requested === 'string' && requested > latest) {
    issues.push({ field: 'reconciliation.requested_on', issue: 'must not be in the future (a date in the form YYYY-MM-DD up to today)' });
  }
  return issues;
}

/** Throws validation_failed naming every field out of range. */
export function checkRanges(input: Ranged, now = new Date()): void {
  const issues = rangeIssues(input, now);
  if (issues.length) throw validationFailed(issues);
}
