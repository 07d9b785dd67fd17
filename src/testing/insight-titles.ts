// The titles the product gives the sector's charts and tables (issue 19), written once for the unit tests and the
// e2e journey: the admin's Insights charts (the reports chart only shows once there are reports) and the tables of
// /open-data (the captions the server's no-JavaScript HTML shares).
export const ADMIN_CHART_TITLES = [
  'Registrations over time',
  'Members by state of residence',
  'Members by sector',
  'Support needs by sector',
  'Verification status',
  'Partners awaiting approval',
  'Content created per week',
  // Issue 33: people trained.
  'People trained: registrations, attendance and completions per month',
  'Attendance rate per month',
  'People trained by state',
  'People trained by sector',
  'People trained by gender',
  'Partners who trained the most people',
  // Issue 32: calls for proposals.
  'Proposals per call',
];

export const OPEN_DATA_TABLES = [
  'Members by kind',
  'Members by state',
  'Members by sector',
  'Support needs by sector',
  'Registry growth by month',
  'Opportunities, trainings and tools on offer',
  // Issue 33: people trained.
  'People trained in all',
  'People trained by state',
  'People trained by sector',
  'People trained by gender',
  'Training certificates issued by month',
  'Partners who trained the most people',
  // Issue 32: calls for proposals and proposals.
  'Calls for proposals',
  'Calls for proposals by sector',
  'Calls for proposals by state',
  'Proposals by status',
  "Proposals by the applicant's state",
  "Proposals by the applicant's sector",
];
