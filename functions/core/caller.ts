import * as z from 'zod';
import { ADMINS_GROUP } from '../../shared/auth';
import { UnauthorizedError } from './errors';
import type { HttpEvent } from './http';

/** Who is calling, from the claims of the Cognito JWT that API Gateway (or the twin) verified. */
export interface Caller {
  readonly userId: string;
  readonly email: string | undefined;
  readonly isAdmin: boolean;
}

const claimsSchema = z.object({
  sub: z.string().min(1),
  email: z.string().optional(),
  // API Gateway flattens the groups array to a string such as "[admins other]".
  'cognito:groups': z.union([z.string(), z.array(z.string())]).optional(),
});

export function callerFrom(event: HttpEvent): Caller {
  const parsed = claimsSchema.safeParse(event.requestContext?.authorizer?.jwt?.claims);
  if (!parsed.success) throw new UnauthorizedError();
  const groupsClaim = parsed.data['cognito:groups'];
  const groups = Array.isArray(groupsClaim) ? groupsClaim : (groupsClaim ?? '').replace(/^\[|\]$/g, '').split(/[\s,]+/).filter(Boolean);
  return { userId: parsed.data.sub, email: parsed.data.email, isAdmin: groups.includes(ADMINS_GROUP) };
}
