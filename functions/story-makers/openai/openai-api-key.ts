import { ENV } from '#shared/environment';
import { environmentValue } from './openai-settings';

/**
 * The configured OpenAI key: directly (OPENAI_API_KEY, locally) or as a Secrets Manager secret
 * (OPENAI_API_KEY_SECRET_ARN, on AWS), read once per process. Its own module, so a function that needs
 * only the moderator does not bundle the story makers to learn whether a key is set.
 */

export type Environment = Readonly<Record<string, string | undefined>>;

/** Secret reads by ARN, once per process (a cold start), shared by concurrent callers. */
const secretReads = new Map<string, Promise<string>>();

/** The key in a secret: the whole SecretString, or a field of it when it is JSON ({"OPENAI_API_KEY": "…"}). */
export function apiKeyFromSecretString(secretString: string | undefined): string | undefined {
  const text = secretString?.trim();
  if (!text) return undefined;
  if (!text.startsWith('{')) return text;
  try {
    const fields = JSON.parse(text) as Record<string, unknown>;
    const key = [fields[ENV.openAiApiKey], fields.apiKey, fields.api_key, fields.key].find((value) => typeof value === 'string' && value.trim() !== '');
    return typeof key === 'string' ? key.trim() : undefined;
  } catch {
    return undefined;
  }
}

async function readSecretKey(secretArn: string): Promise<string> {
  const { SecretsManagerClient, GetSecretValueCommand } = await import('@aws-sdk/client-secrets-manager');
  // The endpoint is the SDK's own AWS_ENDPOINT_URL_SECRETS_MANAGER when set (tests), else the regional one.
  const answer = await new SecretsManagerClient({}).send(new GetSecretValueCommand({ SecretId: secretArn }));
  const key = apiKeyFromSecretString(answer.SecretString);
  // The message names the secret, never its value.
  if (key === undefined) throw new Error(`The secret ${secretArn} holds no OpenAI API key`);
  return key;
}

function secretKey(secretArn: string): Promise<string> {
  let read = secretReads.get(secretArn);
  if (read === undefined) {
    read = readSecretKey(secretArn);
    // A failed read (throttling, a missing permission being fixed) is tried again on the next call.
    read.catch(() => secretReads.delete(secretArn));
    secretReads.set(secretArn, read);
  }
  return read;
}

/** The configured OpenAI key, or undefined when the functions should use the embedded story makers. */
export async function openAiApiKey(env: Environment): Promise<string | undefined> {
  const direct = environmentValue(env, ENV.openAiApiKey);
  if (direct !== undefined) return direct;
  const secretArn = environmentValue(env, ENV.openAiApiKeySecretArn);
  return secretArn === undefined ? undefined : secretKey(secretArn);
}

