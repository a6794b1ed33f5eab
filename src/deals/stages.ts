// The general dashboard stages (brief 3.1), in workflow order. Read-only through the API; the dashboard sets them.
// A module of its own so the repository (which sorts by stage) and the service both import it without a cycle.
export const STAGES = ['Potential', 'New submission', 'ISO review', 'Processing', 'Underwriting', 'Closed'] as const;
export type Stage = (typeof STAGES)[number];
