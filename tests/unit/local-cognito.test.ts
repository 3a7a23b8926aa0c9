import { describe, expect, it, vi } from 'vitest';
import { triggerFunctionsOf, type UserPoolDefinition } from '../../infra/local/engine/cognito';
import { LateBoundInvoker } from '../../infra/local/engine/lambda-runtime';

const pool = (logicalId: string, triggers: Record<string, string>): UserPoolDefinition => ({ logicalId, properties: {}, clients: [], groups: [], triggers });

describe('triggerFunctionsOf', () => {
  it('should gather the triggers of every pool', () => {
    // Act
    const functions = triggerFunctionsOf([pool('Parents', { CustomMessage: 'MessageFn' }), pool('Other', { PreSignUp: 'SignUpFn' }), pool('Bare', {})]);

    // Assert
    expect(functions).toEqual({ CustomMessage: 'MessageFn', PreSignUp: 'SignUpFn' });
  });

  it('should refuse one trigger given to two functions, which one local Cognito cannot run', () => {
    // Act
    const gather = () => triggerFunctionsOf([pool('Parents', { CustomMessage: 'MessageFn' }), pool('Other', { CustomMessage: 'OtherFn' })]);

    // Assert
    expect(gather).toThrow(/CustomMessage/);
  });
});

describe('LateBoundInvoker', () => {
  it('should fail a call made before it is bound', async () => {
    // Arrange
    const invoker = new LateBoundInvoker();

    // Act
    const call = invoker.invoke('MessageFn', {});

    // Assert
    await expect(call).rejects.toThrow(/MessageFn/);
  });

  it('should pass calls to its target once bound', async () => {
    // Arrange
    const invoker = new LateBoundInvoker();
    const invoke = vi.fn(async (_logicalId: string, _event: unknown) => ({ response: { emailSubject: 'Sujet' } }));
    invoker.bind({ invoke });

    // Act
    const result = await invoker.invoke('MessageFn', { triggerSource: 'CustomMessage_SignUp' });

    // Assert
    expect(invoke).toHaveBeenCalledWith('MessageFn', { triggerSource: 'CustomMessage_SignUp' });
    expect(result).toEqual({ response: { emailSubject: 'Sujet' } });
  });
});
