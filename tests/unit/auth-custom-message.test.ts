import type { CustomMessageTriggerEvent } from 'aws-lambda';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  buildCustomMessage,
  CONFIRM_SIGN_UP_SUBJECT,
  escapeHtml,
  RESET_PASSWORD_SUBJECT,
  siteUrlOf,
  type CustomMessageEventFields,
} from '#core/auth/custom-message';
import { ENV } from '#shared/environment';

const SITE = 'https://d111111abcdef8.cloudfront.net';
const USER = '4f1c7a52-9d3e-4b8a-a0c6-2e5f8d9b1c34';
const EMAIL = 'lea.martin@example.fr';

function fields(triggerSource: string, attributes: Record<string, string> = { given_name: 'Léa', email: EMAIL }): CustomMessageEventFields {
  return { triggerSource, userName: USER, request: { codeParameter: '{####}', userAttributes: attributes } };
}

/** The href of the message's one link, as a mail client reads it. */
function hrefOf(html: string): string {
  const match = /href="([^"]*)"/.exec(html);
  if (!match) throw new Error('No link in the message');
  return match[1]!.replaceAll('&amp;', '&');
}

describe('buildCustomMessage', () => {
  it('should write the French sign-up e-mail with the code and a link to /auth', () => {
    // Act
    const message = buildCustomMessage(fields('CustomMessage_SignUp'), SITE);

    // Assert
    expect(message?.emailSubject).toBe('Contes Magiques : confirmez votre adresse email');
    expect(message?.emailMessage).toContain('Bonjour Léa,');
    expect(message?.emailMessage).toContain('Votre code de confirmation : <strong');
    expect(message?.emailMessage).toContain('>{####}</strong>');
    expect(hrefOf(message!.emailMessage)).toBe(`${SITE}/auth?user=${USER}&code={####}`);
  });

  it('should write the same confirmation e-mail when the code is resent', () => {
    // Act
    const signUp = buildCustomMessage(fields('CustomMessage_SignUp'), SITE);
    const resent = buildCustomMessage(fields('CustomMessage_ResendCode'), SITE);

    // Assert
    expect(resent).toEqual(signUp);
    expect(resent?.emailSubject).toBe(CONFIRM_SIGN_UP_SUBJECT);
  });

  it('should write the French reset e-mail with the code and a link to /auth/reset-password', () => {
    // Act
    const message = buildCustomMessage(fields('CustomMessage_ForgotPassword'), SITE);

    // Assert
    expect(message?.emailSubject).toBe('Contes Magiques : réinitialisez votre mot de passe');
    expect(message?.emailSubject).toBe(RESET_PASSWORD_SUBJECT);
    expect(message?.emailMessage).toContain('Votre code de réinitialisation : <strong');
    expect(message?.emailMessage).toContain('>{####}</strong>');
    expect(hrefOf(message!.emailMessage)).toBe(`${SITE}/auth/reset-password?user=${USER}&code={####}`);
  });

  it.each(['CustomMessage_AdminCreateUser', 'CustomMessage_UpdateUserAttribute', 'CustomMessage_VerifyUserAttribute', 'CustomMessage_Authentication'])(
    'should leave %s to the pool default message',
    (triggerSource) => {
      // Act
      const message = buildCustomMessage(fields(triggerSource), SITE);

      // Assert
      expect(message).toBeNull();
    },
  );

  it('should escape HTML in the given name', () => {
    // Act
    const message = buildCustomMessage(fields('CustomMessage_SignUp', { given_name: '<b>Léa</b>' }), SITE);

    // Assert
    expect(message?.emailMessage).toContain('Bonjour &lt;b&gt;Léa&lt;/b&gt;,');
    expect(message?.emailMessage).not.toContain('<b>');
  });

  it('should greet without a name when the given name is missing or blank', () => {
    // Act
    const missing = buildCustomMessage(fields('CustomMessage_SignUp', {}), SITE);
    const blank = buildCustomMessage(fields('CustomMessage_ForgotPassword', { given_name: '  ' }), SITE);

    // Assert
    expect(missing?.emailMessage).toContain('<p>Bonjour,</p>');
    expect(blank?.emailMessage).toContain('<p>Bonjour,</p>');
  });

  it('should name the user by its id in the link, never by the e-mail', () => {
    // Act
    const messages = ['CustomMessage_SignUp', 'CustomMessage_ForgotPassword'].map((source) => buildCustomMessage(fields(source), SITE)!);

    // Assert
    for (const message of messages) {
      const href = hrefOf(message.emailMessage);
      // What the parent receives: Cognito has put the six digits in place of the placeholder.
      const link = new URL(href.replaceAll('{####}', '123456'));
      expect(href).toMatch(/&code=\{####\}$/);
      expect(link.searchParams.get('user')).toBe(USER);
      expect(link.searchParams.get('code')).toBe('123456');
      expect(message.emailMessage).not.toContain(EMAIL);
      expect(message.emailMessage).not.toContain(encodeURIComponent(EMAIL));
    }
  });

  it('should encode a user name that is not URL-safe', () => {
    // Act
    const message = buildCustomMessage({ ...fields('CustomMessage_SignUp'), userName: 'a b&c' }, SITE);

    // Assert
    expect(new URL(hrefOf(message!.emailMessage).replaceAll('{####}', '123456')).searchParams.get('user')).toBe('a b&c');
  });
});

describe('siteUrlOf', () => {
  it('should use https for the CloudFront domain', () => {
    // Act & Assert
    expect(siteUrlOf('d111111abcdef8.cloudfront.net')).toBe('https://d111111abcdef8.cloudfront.net');
  });

  it.each(['127.0.0.1:3000', '127.0.0.1', 'localhost:5173', 'localhost', 'LOCALHOST:3000'])('should use http for the loopback host %s', (domain) => {
    // Act & Assert
    expect(siteUrlOf(domain)).toBe(`http://${domain}`);
  });

  it('should use https for a host that merely starts like a loopback one', () => {
    // Act & Assert
    expect(siteUrlOf('localhost.example.fr')).toBe('https://localhost.example.fr');
    expect(siteUrlOf('127.0.0.1.nip.io')).toBe('https://127.0.0.1.nip.io');
  });

  it.each(['https://d111.cloudfront.net', 'd111.cloudfront.net/path', ''])('should reject %j, which is not a host name', (domain) => {
    // Act & Assert
    expect(() => siteUrlOf(domain)).toThrow();
  });
});

describe('escapeHtml', () => {
  it('should escape the five characters that matter in HTML text and attributes', () => {
    // Act & Assert
    expect(escapeHtml(`<a href="x">Zoé & 'Léo'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;Zoé &amp; &#39;Léo&#39;&lt;/a&gt;');
  });
});

describe('auth-custom-message handler', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  async function loadHandler() {
    vi.stubEnv(ENV.siteDomain, '127.0.0.1:3000');
    return (await import('../../functions/auth-custom-message/handler')).handler;
  }

  function cognitoEvent(triggerSource: CustomMessageTriggerEvent['triggerSource']): CustomMessageTriggerEvent {
    return {
      version: '1',
      region: 'eu-west-3',
      userPoolId: 'eu-west-3_abc',
      triggerSource,
      userName: USER,
      callerContext: { awsSdkVersion: '3', clientId: 'client' },
      request: { userAttributes: { given_name: 'Léa', email: EMAIL }, codeParameter: '{####}', linkParameter: '{##Click Here##}', usernameParameter: null },
      response: { smsMessage: null, emailMessage: null, emailSubject: null },
    } as CustomMessageTriggerEvent;
  }

  it('should put the message in the response and keep the rest of the event', async () => {
    // Arrange
    const handler = await loadHandler();
    const event = cognitoEvent('CustomMessage_SignUp');

    // Act
    const result = await handler(event);

    // Assert
    expect(result).toMatchObject({ userName: USER, request: event.request, response: { smsMessage: null, emailSubject: CONFIRM_SIGN_UP_SUBJECT } });
    expect(hrefOf(result.response.emailMessage!)).toBe(`http://127.0.0.1:3000/auth?user=${USER}&code={####}`);
  });

  it('should return any other event unchanged', async () => {
    // Arrange
    const handler = await loadHandler();
    const event = cognitoEvent('CustomMessage_UpdateUserAttribute');

    // Act
    const result = await handler(event);

    // Assert
    expect(result).toEqual(event);
  });

  it('should keep the default message for an event it cannot read, and log no personal data', async () => {
    // Arrange
    const handler = await loadHandler();
    const { logger } = await import('#core/logger');
    const warn = vi.spyOn(logger, 'warn').mockImplementation(() => {});
    const event = { ...cognitoEvent('CustomMessage_SignUp'), userName: undefined } as unknown as CustomMessageTriggerEvent;

    // Act
    const result = await handler(event);

    // Assert
    expect(result).toBe(event);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(JSON.stringify(warn.mock.calls)).not.toMatch(/Léa|example\.fr/);
  });
});
