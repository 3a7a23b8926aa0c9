/**
 * The parents' sign-ins (the Cognito user pool), as the privacy use case sees them: their deletion, by
 * Cognito's user name, which the caller's verified token names (Caller.username): no search of the pool.
 */
export interface UserDirectory {
  /** Deletes the sign-in with this user name; one already gone is no error (a retried deletion finishes). */
  delete(username: string): Promise<void>;
}

/** One sign-in of the pool, as an operator finds it by e-mail (the /AdminSync credit form). */
export interface DirectoryUser {
  /** Cognito's `sub`: the key of the parent's data. */
  userId: string;
  email: string;
  /** How the sign-in was made: one address may be a password sign-in and a Google one, two users. */
  signIn: 'password' | 'google' | 'facebook' | 'other';
}

/** Finding sign-ins by address, for operators only: a separate port, so the parents' paths never hold it. */
export interface UserFinder {
  /** The sign-ins whose `email` is this address (as typed, or in lower case), at most {@link MAX_USERS_BY_EMAIL}. */
  findByEmail(email: string): Promise<DirectoryUser[]>;
}

export const MAX_USERS_BY_EMAIL = 10;
