/**
 * The product's facts that the legal texts quote, in one place, each with where it comes from. The public
 * pages cannot import shared/packs.ts or shared/credits.ts (they pull zod into the page), nor infra/, so
 * the numbers are copied here and tests/unit/legal-facts.test.ts checks them against their sources: a change
 * to the catalogue or to a retention period fails that test until the texts follow. No import: that test
 * reads this file from outside the web's aliases.
 */
export const LEGAL_FACTS = {
  /** shared/credits.ts SIGNUP_BONUS_CREDITS: the first story is free, without a card. */
  freeStoriesAtSignUp: 1,
  /** shared/packs.ts PACKS[].count: the packs' story counts; their credits never expire. */
  packStoryCounts: [30, 60, 90, 365],
  /** shared/credits.ts SUBSCRIPTION_MONTHLY_CREDITS: stories per paid month of the subscription. */
  subscriptionStoriesPerMonth: 30,
  /** functions/core/stories/story-media-repository.ts SIGNED_URL_SECONDS: a picture's or narration's link. */
  signedLinkMinutes: 15,
  /** shared/privacy.ts EXPORT_LINK_SECONDS: the links to pictures and narrations in the downloaded data. */
  exportLinkMinutes: 60,
  /** infra/constructs/auth.ts refreshTokenValidity: how long a browser stays signed in without a password. */
  sessionDays: 30,
  /** infra/constructs/api.ts and lambda-function.ts: the API's access logs and the functions' logs (one month). */
  applicationLogDays: 30,
  /** infra/constructs/access-logs.ts: CloudFront's and S3's access logs, which hold IP addresses. */
  edgeLogDays: 90,
  /** infra/constructs/media.ts MEDIA_RETENTION_DAYS (1 day) + S3 runs lifecycle rules once a day (README). */
  deletedMediaHours: 48,
  /** infra/constructs/data.ts: DynamoDB point-in-time recovery, whose window is 35 days. */
  backupDays: 35,
  /** Code de commerce, art. L123-22: accounting records and their supporting documents. */
  accountingYears: 10,
  /** Code de la consommation, art. L221-18. */
  withdrawalDays: 14,
} as const;

/**
 * Spec part 1 §9, "Legal text": the professional terms' constants (payment term 30 days, monthly billing,
 * liability limited to the last 12 months' sums, termination notice 3 months, maintenance notice 48 h,
 * availability 24/7, prices in euros excluding tax).
 */
export const PROFESSIONAL_TERMS = {
  paymentTermDays: 30,
  liabilityMonths: 12,
  terminationNoticeMonths: 3,
  maintenanceNoticeHours: 48,
} as const;

/** Spec part 1 §2, /droits: a request about one's data is answered within one month. */
export const RIGHTS_ANSWER_DELAY = 'un mois';
