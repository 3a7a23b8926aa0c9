/** Who is calling, from the claims of the Cognito JWT that API Gateway (or the twin) verified. */
export interface Caller {
  readonly userId: string;
  readonly email: string | undefined;
  readonly isAdmin: boolean;
  /**
   * Cognito's user name (`cognito:username` in an ID token, `username` in an access token): the name its
   * Admin… calls take, which is not the `sub` for a social sign-in (`Google_…`). Read from the verified
   * token, so the privacy function deletes the caller's user without searching the pool for it.
   */
  readonly username?: string;
}
