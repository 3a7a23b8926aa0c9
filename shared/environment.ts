/**
 * Names of the environment variables that the stack sets on functions and that the functions read.
 * One constant per binding, so the CDK helper that grants access and the code that reads the variable
 * can never disagree on a name.
 */
export const ENV = {
  profilesTable: 'PROFILES_TABLE',
  storiesTable: 'STORIES_TABLE',
  accountsTable: 'ACCOUNTS_TABLE',
  scenariosTable: 'SCENARIOS_TABLE',
  eventsTable: 'EVENTS_TABLE',
  supportTable: 'SUPPORT_TABLE',
  mediaBucket: 'MEDIA_BUCKET',
  userPoolId: 'USER_POOL_ID',
  /** The site's host name (the CloudFront domain; `127.0.0.1:<port>` in the local twin), for links in e-mails. */
  siteDomain: 'SITE_DOMAIN',
} as const;

export type EnvironmentName = (typeof ENV)[keyof typeof ENV];
