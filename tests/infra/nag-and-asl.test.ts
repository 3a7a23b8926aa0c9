import { Validations } from 'aws-cdk-lib';
import { describe, expect, it } from 'vitest';
import { localFunctionArn } from '../../infra/local/engine/step-functions';
import { stateMachinesOf } from '../../infra/local/engine/resource-types/state-machine';
import { resolveValue } from '../../infra/local/engine/template';
import type { CloudFormationTemplate } from '../../infra/synth';
import { synthesizeStateMachineStack } from '../fixtures/state-machine/stack';
import { synthesizeForTests } from './synthesized-stack';

type AslValidator = (definition: unknown) => { isValid: boolean; errorsText: (separator?: string) => string };

async function aslValidator(): Promise<AslValidator> {
  // asl-validator ships no types; its CommonJS export is the validate function.
  const module = (await import('asl-validator' as string)) as { default: AslValidator };
  return module.default;
}

/** Definitions with their tokens replaced by ARNs of the right shape, as the validator checks ARNs. */
function definitionsOf(template: CloudFormationTemplate): { logicalId: string; definition: unknown }[] {
  const resolver = (logicalId: string, attribute?: string) =>
    template.Resources[logicalId]?.Type === 'AWS::Lambda::Function' && attribute === 'Arn'
      ? localFunctionArn(logicalId)
      : `arn:aws:states:eu-west-3:000000000000:placeholder:${logicalId}`;
  return stateMachinesOf(template).map(({ logicalId, definitionString }) => ({
    logicalId,
    definition: JSON.parse(String(resolveValue(definitionString, resolver))),
  }));
}

describe('cdk-nag AwsSolutions', () => {
  it('should find no unacknowledged finding in the stack', () => {
    // Act & Assert: a finding that is not acknowledged makes synthesis throw.
    expect(() => synthesizeForTests({ nag: true })).not.toThrow();
  });

  it('should find none either when the account and region are known, as on `cdk deploy`', () => {
    // Act & Assert: the findings then name literal ARNs instead of pseudo parameters.
    expect(() => synthesizeForTests({ nag: true, env: { account: '123456789012', region: 'eu-west-3' } })).not.toThrow();
  });

  it('should give every acknowledged finding a real reason', () => {
    // Arrange
    const { app } = synthesizeForTests();

    // Act
    const acknowledgements = app.node
      .findAll()
      .flatMap((construct) => construct.node.metadata.filter((entry) => entry.type === Validations.ACKNOWLEDGED_RULES_METADATA_KEY))
      // Each entry is { [rule id]: reason }.
      .flatMap((entry) => Object.entries(entry.data as Record<string, string>))
      .filter(([id]) => id.includes('AwsSolutions-'));

    // Assert
    expect(acknowledgements.length).toBeGreaterThan(5);
    for (const [id, reason] of acknowledgements) {
      expect(reason, id).toMatch(/\w+ \w+ \w+ \w+ \w+/);
      expect(reason.length, id).toBeGreaterThanOrEqual(40);
    }
  });
});

describe('asl-validator', () => {
  it('should accept every state machine of the stack', async () => {
    // Arrange
    const validate = await aslValidator();

    // Act & Assert
    for (const { logicalId, definition } of definitionsOf(synthesizeForTests().template)) {
      const result = validate(definition);
      expect(result.isValid, `${logicalId}: ${result.errorsText('\n')}`).toBe(true);
    }
  });

  it('should accept the pipeline-shaped fixture and reject it once a state is unreachable', async () => {
    // Arrange
    const validate = await aslValidator();
    const [machine] = definitionsOf(synthesizeStateMachineStack());
    const definition = machine!.definition as { States: Record<string, unknown> };
    const broken = { ...definition, States: { ...definition.States, Orphan: { Type: 'Pass', End: true } } };

    // Act
    const valid = validate(definition);
    const invalid = validate(broken);

    // Assert
    expect(valid.isValid, valid.errorsText('\n')).toBe(true);
    expect(invalid.isValid).toBe(false);
  });
});
