import { describe, expect, it, vi } from 'vitest';
import { firstLink, Mailbox, type MailboxMessage } from '../../infra/local/mailbox';

const message = (to: string, subject: string, code: string | null = null) => ({ to, subject, body: `Bonjour, ${subject}`, code });

describe('Mailbox', () => {
  it('should list every message newest first', () => {
    // Arrange
    const mailbox = new Mailbox();
    mailbox.deliver(message('a@example.com', 'premier'));
    mailbox.deliver(message('b@example.com', 'deuxième'));
    mailbox.deliver(message('a@example.com', 'troisième'));

    // Act
    const listed = mailbox.list();

    // Assert
    expect(listed.map((m) => m.subject)).toEqual(['troisième', 'deuxième', 'premier']);
    expect(listed.map((m) => m.id)).toEqual([3, 2, 1]);
  });

  it('should filter on the recipient regardless of case', () => {
    // Arrange
    const mailbox = new Mailbox();
    mailbox.deliver(message('Parent@Example.com', 'code 1', '111111'));
    mailbox.deliver(message('other@example.com', 'autre'));
    mailbox.deliver(message('parent@example.com', 'code 2', '222222'));

    // Act
    const listed = mailbox.list('PARENT@example.COM');

    // Assert
    expect(listed.map((m) => m.code)).toEqual(['222222', '111111']);
  });

  it('should list nothing for a recipient without messages', () => {
    // Arrange
    const mailbox = new Mailbox();
    mailbox.deliver(message('a@example.com', 'premier'));

    // Act
    const listed = mailbox.list('nobody@example.com');

    // Assert
    expect(listed).toEqual([]);
  });

  it('should not change the order of later listings', () => {
    // Arrange
    const mailbox = new Mailbox();
    mailbox.deliver(message('a@example.com', 'premier'));
    mailbox.deliver(message('a@example.com', 'deuxième'));

    // Act
    mailbox.list();
    const again = mailbox.list();

    // Assert
    expect(again.map((m) => m.subject)).toEqual(['deuxième', 'premier']);
  });

  it('should stamp each delivered message and call the callback with it', () => {
    // Arrange
    const onMessage = vi.fn<(message: MailboxMessage) => void>();
    const mailbox = new Mailbox(onMessage);

    // Act
    const stored = mailbox.deliver(message('a@example.com', 'Votre code', '123456'));

    // Assert
    expect(stored).toMatchObject({ id: 1, to: 'a@example.com', subject: 'Votre code', code: '123456' });
    expect(new Date(stored.sentAt).toISOString()).toBe(stored.sentAt);
    expect(onMessage).toHaveBeenCalledTimes(1);
    expect(onMessage).toHaveBeenCalledWith(stored);
  });

  it('should keep the first link of the body, and null for a body without one', () => {
    // Arrange
    const mailbox = new Mailbox();

    // Act
    const withLink = mailbox.deliver({
      to: 'a@example.com',
      subject: 'Confirmez',
      body: '<p>Code 123456</p><p><a href="http://127.0.0.1:3000/auth?user=u-1&amp;code=123456">Confirmer</a></p><a href="https://other">x</a>',
      code: '123456',
    });
    const withoutLink = mailbox.deliver(message('a@example.com', 'Votre code', '123456'));

    // Assert
    expect(withLink.link).toBe('http://127.0.0.1:3000/auth?user=u-1&code=123456');
    expect(withoutLink.link).toBeNull();
  });
});

describe('firstLink', () => {
  it('should read single-quoted links and decode the entities of the attribute', () => {
    // Act & Assert
    expect(firstLink("<a class='b' href='https://site/x?a=1&amp;b=&quot;2&quot;&#39;'>lien</a>")).toBe('https://site/x?a=1&b="2"\'');
  });

  it('should not take a link that is only mentioned in the text', () => {
    // Act & Assert
    expect(firstLink('Ouvrez https://site/auth dans votre navigateur.')).toBeNull();
  });
});
