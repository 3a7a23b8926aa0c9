import * as z from 'zod';
import { ADMINS_GROUP } from '../../shared/auth';
import { UnauthorizedError } from './errors';
import type { HttpEvent } from './http';

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

const claimsSchema = z.object({
  sub: z.string().min(1),
  email: z.string().optional(),
  'cognito:username': z.string().min(1).optional(),
  username: z.string().min(1).optional(),
  // API Gateway flattens the groups array to a string such as "[admins other]".
  'cognito:groups': z.union([z.string(), z.array(z.string())]).optional(),
});

export function callerFrom(event: HttpEvent): Caller {
  const parsed = claimsSchema.safeParse(event.requestContext?.authorizer?.jwt?.claims);
  if (!parsed.success) throw new UnauthorizedError();
  const groupsClaim = parsed.data['cognito:groups'];
  const groups = Array.isArray(groupsClaim) ? groupsClaim : (groupsClaim ?? '').replace(/^\[|\]$/g, '').split(/[\s,]+/).filter(Boolean);
  const username = parsed.data['cognito:username'] ?? parsed.data.username;
  return { userId: parsed.data.sub, email: parsed.data.email, isAdmin: groups.includes(ADMINS_GROUP), ...(username === undefined ? {} : { username }) };
}
