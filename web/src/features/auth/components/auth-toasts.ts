import { toast } from 'sonner';
import { authErrorMessage, type AuthErrorAction, type AuthFlow } from '@/lib/auth/auth-errors';
import { SIGNUP_WARNING_DURATION_MS } from '@/lib/constants';
import { ACTION_LABELS } from '@/features/auth/messages';

export type AuthActionHandlers = Partial<Record<AuthErrorAction, () => void>>;


/**
 * Shows the French message of a failed account call as a toast, with its follow-up action when the
 * screen offers one. "Already registered" is a warning that stays 8 s (spec part 1 §8 and §9).
 */
export function toastAuthError(flow: AuthFlow, error: unknown, handlers: AuthActionHandlers = {}): void {
  const { title, description, action } = authErrorMessage(flow, error);
  const onClick = action ? handlers[action] : undefined;
  const options = {
    ...(title ? { description } : {}),
    ...(action && onClick ? { action: { label: ACTION_LABELS[action], onClick } } : {}),
  };
  if (flow === 'signUp' && action === 'signIn') {
    toast.warning(description, { ...options, duration: SIGNUP_WARNING_DURATION_MS });
    return;
  }
  toast.error(title ?? description, options);
}
