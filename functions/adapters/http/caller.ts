import * as z from 'zod';
import { ADMINS_GROUP } from '#shared/auth';
import type { Caller } from '#core/caller';
import { UnauthorizedError } from '#core/errors';
import type { HttpEvent } from './http';

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