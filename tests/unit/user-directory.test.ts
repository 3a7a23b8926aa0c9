import { describe, expect, it } from 'vitest';
import { createCognitoUserDirectory } from '#adapters/auth/user-directory';

/** A stand-in for the Cognito client: records each command by name with its input, and answers as `answer` says. */
function pool(answer: (name: string) => Promise<unknown> = () => Promise.resolve({})) {
  const calls: { name: string; input: Record<string, unknown> }[] = [];
  const client = {
    send: (command: { constructor: { name: string }; input: Record<string, unknown> }) => {
      calls.push({ name: command.constructor.name, input: command.input });
      return answer(command.constructor.name);
    },
  };
  return { directory: createCognitoUserDirectory('pool-1', { client: client as never }), calls };
}

describe("the user pool's deletion of a parent's sign-in", () => {
  it('should delete the user by the name its token gives, without searching the pool', async () => {
    // Arrange
    const { directory, calls } = pool();

    // Act
    await directory.delete('Google_1089');

    // Assert
    expect(calls).toEqual([{ name: 'AdminDeleteUserCommand', input: { UserPoolId: 'pool-1', Username: 'Google_1089' } }]);
  });

  it('should take a user already gone as deleted, so a retried deletion finishes', async () => {
    // Arrange
    const { directory } = pool(() => Promise.reject(Object.assign(new Error('User does not exist.'), { name: 'UserNotFoundException' })));

    // Act
    const attempt = directory.delete('Google_1089');

    // Assert
    await expect(attempt).resolves.toBeUndefined();
  });

  it('should let any other failure through, so the deletion is not reported done', async () => {
    // Arrange
    const { directory } = pool(() => Promise.reject(Object.assign(new Error('Rate exceeded'), { name: 'TooManyRequestsException' })));

    // Act
    const attempt = directory.delete('Google_1089');

    // Assert
    await expect(attempt).rejects.toMatchObject({ name: 'TooManyRequestsException' });
  });
});
