import {
  confirmResetPassword,
  confirmSignUp,
  resendSignUpCode,
  resetPassword,
  signIn,
  signInWithRedirect,
  signUp,
  updatePassword,
} from 'aws-amplify/auth';
import type { RegisterInput } from '@shared/auth';

/**
 * The account calls of the product, on Cognito through Amplify. Sign-in uses USER_PASSWORD_AUTH: the
 * flow that works on Cognito and on the local twin alike (its emulator has no SRP).
 */

/** Raised when Cognito wants the e-mail confirmed before a sign-in. */
class UserNotConfirmedError extends Error {
  override readonly name = 'UserNotConfirmedException';
}

export type SocialProvider = 'Google' | 'Facebook';

export async function signInWithPassword(email: string, password: string): Promise<void> {
  const { isSignedIn, nextStep } = await signIn({
    username: email.trim(),
    password,
    options: { authFlowType: 'USER_PASSWORD_AUTH' },
  });
  if (nextStep.signInStep === 'CONFIRM_SIGN_UP') throw new UserNotConfirmedError('User is not confirmed.');
  if (!isSignedIn) throw new Error(`Unexpected sign-in step ${nextStep.signInStep}`);
}

/** Creates the account; Cognito e-mails a 6-digit code (and a link carrying it). */
export async function registerParent(input: RegisterInput): Promise<{ userId: string | undefined }> {
  const { userId } = await signUp({
    username: input.email.trim(),
    password: input.password,
    options: { userAttributes: { email: input.email.trim(), given_name: input.firstName.trim(), family_name: input.lastName.trim() } },
  });
  return { userId };
}

/** `username` is the e-mail typed at sign-up, or the Cognito user name carried by the e-mail's link. */
export async function confirmRegistration(username: string, code: string): Promise<void> {
  await confirmSignUp({ username: username.trim(), confirmationCode: code.trim() });
}

export async function resendRegistrationCode(email: string): Promise<void> {
  await resendSignUpCode({ username: email.trim() });
}

export async function requestPasswordReset(email: string): Promise<void> {
  await resetPassword({ username: email.trim() });
}

export async function confirmPasswordReset(username: string, code: string, newPassword: string): Promise<void> {
  await confirmResetPassword({ username: username.trim(), confirmationCode: code.trim(), newPassword });
}

export async function changePassword(currentPassword: string, newPassword: string): Promise<void> {
  await updatePassword({ oldPassword: currentPassword, newPassword });
}

export async function signInWithSocialProvider(provider: SocialProvider): Promise<void> {
  await signInWithRedirect({ provider });
}

export { currentParent, signOutParent } from './session-client';
