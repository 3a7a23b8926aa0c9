import { beforeAll, describe, expect, it } from 'vitest';
import { API_THROTTLE } from '../../infra/constructs/api';
import { resourcesOfType } from '../../infra/local/engine/template';
import type { CloudFormationTemplate } from '../../infra/synth';
import { apiRoutesOf, functionWithEntry, synthesizeForTests } from './synthesized-stack';
import { synthOutdir } from './synth-outdir';

const outdir = synthOutdir();

describe("the wizard's check of a step's free texts (POST /api/stories/check, issue 25)", () => {
  let json: CloudFormationTemplate;

  beforeAll(() => {
    json = synthesizeForTests({ outdir }).template;
  });

  it('should be served by generate-story, which already holds the Moderator, behind the Cognito authorizer', () => {
    // Arrange
    const [functionId] = functionWithEntry(json, 'functions/create-story/handler.ts');

    // Act
    const { routes } = apiRoutesOf(json, functionId);

    // Assert
    expect(routes.map((route) => route.RouteKey).sort()).toEqual(['POST /api/stories', 'POST /api/stories/check']);
    const check = routes.find((route) => route.RouteKey === 'POST /api/stories/check')!;
    expect(check.AuthorizationType).toBe('JWT');
  });

  it('should be throttled tighter than the reading routes, yet loose enough for about three checks per story created', () => {
    // Arrange
    const [[, stage]] = resourcesOfType(json, 'AWS::ApiGatewayV2::Stage') as [[string, CloudFormationTemplate['Resources'][string]]];

    // Assert
    expect((stage.Properties!.RouteSettings as Record<string, unknown>)['POST /api/stories/check']).toEqual({
      ThrottlingRateLimit: API_THROTTLE.storyCheck.rateLimit,
      ThrottlingBurstLimit: API_THROTTLE.storyCheck.burstLimit,
    });
    expect(API_THROTTLE.storyCheck.rateLimit).toBeLessThan(API_THROTTLE.default.rateLimit);
    expect(API_THROTTLE.storyCheck.rateLimit).toBeGreaterThanOrEqual(2 * API_THROTTLE.storyCreation.rateLimit);
  });
});
