/** The admin area (issue 15): its navigation, pages and the API's replies to its actions. */
export const ADMIN_MSG = {
  title: 'Admin',
  notAllowedTitle: 'Not allowed',
  notAllowed: 'This area is for the marketplace administrators only.',
  signInFirst: 'Sign in with an admin wallet or a verified admin email to open this area.',
  backHome: 'Back to the marketplace',
  navDashboard: 'Dashboard',
  navReports: 'Reports',
  navUsers: 'Users',
  navAudit: 'Audit log',
  previousPage: 'Previous',
  nextPage: 'Next',
  // Dashboard
  lastDays: (days: number) => (days === 1 ? 'Last 24 hours' : `Last ${days} days`),
  statItems: 'Items',
  statUsers: 'Users',
  statSales: 'Sales',
  statVolume: 'Volume (USD)',
  reportsWaiting: 'Reports waiting',
  // Reports
  reportedItems: 'Reported items',
  noReports: 'No reports waiting',
  showResolved: 'Show resolved',
  reportsCount: (n: number) => `${n} report${n === 1 ? '' : 's'}`,
  reportedBy: 'Reported by',
  hide: 'Hide from lists',
  unhide: 'Show in lists again',
  resolve: 'Resolve',
  reopen: 'Reopen',
  hiddenBadge: 'Hidden',
  bannedBadge: 'Banned',
  // Users
  searchUsers: 'Search by name, URL, address or email',
  verify: 'Verify creator',
  unverify: 'Remove verification',
  ban: 'Ban',
  unban: 'Unban',
  // Audit
  auditEmpty: 'No admin actions yet',
  auditWhen: 'When',
  auditWho: 'Admin',
  auditAction: 'Action',
  auditTarget: 'Target',
  auditDetails: 'Details',
  // API replies
  itemHiddenDone: 'The item is hidden from every list and search',
  itemShownDone: 'The item is shown in lists again',
  userBannedDone: 'The user is banned from Agora’s lists',
  userUnbannedDone: 'The user is shown in lists again',
  userVerifiedDone: 'The creator is verified',
  userUnverifiedDone: 'The verification is removed',
  reportResolvedDone: 'The reports are resolved',
  reportReopenedDone: 'The reports are open again',
  cannotBanAdmin: 'An administrator cannot be banned',
  userNotFound: 'User not found',
  itemNotFound: 'Item not found',
} as const;

/**
 * What the public pages show of moderation: apart from ADMIN_MSG so that they carry none of the admin area's
 * texts (the bundler keeps only the constants a chunk uses).
 */
export const MODERATION_MSG = {
  verifiedCreator: 'Verified creator',
  itemHidden:
    'An administrator has hidden this item from Agora’s lists and search. It still exists on the chain, which no one can stop.',
} as const;
