import { beforeAll, describe, expect, it } from 'vitest';
import { API_THROTTLE } from '../../infra/constructs/api';
import { MEDIA_RETENTION_DAYS } from '../../infra/constructs/media';
import { SUPPORT_THROTTLE } from '../../infra/constructs/support-email';
import { resourcesOfType } from '../../infra/local/engine/template';
import type { CloudFormationTemplate } from '../../infra/synth';
import { ENV } from '#shared/environment';
import { actionsOn, policyStatementsOf, synthesizeForTests } from './synthesized-stack';
import { synthOutdir } from './synth-outdir';

const outdir = synthOutdir();

type Resource = CloudFormationTemplate['Resources'][string] & { DependsOn?: string[] };

/** The function whose POWERTOOLS_SERVICE_NAME is `name` (its folder under functions/). */
function functionNamed(json: CloudFormationTemplate, name: string): Resource {
  const found = resourcesOfType(json, 'AWS::Lambda::Function').find(
    ([, fn]) => (fn.Properties?.Environment as { Variables?: Record<string, unknown> } | undefined)?.Variables?.POWERTOOLS_SERVICE_NAME === name,
  );
  if (!found) throw new Error(`No function ${name}`);
  return found[1];
}

const variablesOf = (fn: Resource) => Object.keys((fn.Properties!.Environment as { Variables: Record<string, unknown> }).Variables);

describe('cost, abuse and retention limits of the stack', () => {
  let json: CloudFormationTemplate;

  beforeAll(() => {
    json = synthesizeForTests({ outdir }).template;
  });

  it('should expire the old versions of deleted or replaced media after a day, remove lone delete markers and abort unfinished uploads', () => {
    // Arrange
    const media = resourcesOfType(json, 'AWS::S3::Bucket').filter(([id]) => id.startsWith('MediaBucket'));

    // Assert
    expect(media).toHaveLength(1);
    expect(media[0]![1].Properties).toMatchObject({
      VersioningConfiguration: { Status: 'Enabled' },
      LifecycleConfiguration: {
        Rules: [
          {
            Id: 'ExpireDeletedMedia',
            Status: 'Enabled',
            NoncurrentVersionExpiration: { NoncurrentDays: 1 },
            ExpiredObjectDeleteMarker: true,
            AbortIncompleteMultipartUpload: { DaysAfterInitiation: 1 },
          },
        ],
      },
    });
    // Every old version goes: none is kept beyond the delay.
    expect(JSON.stringify(media[0]![1].Properties)).not.toContain('NewerNoncurrentVersions');
    expect(MEDIA_RETENTION_DAYS).toEqual({ noncurrentVersions: 1, incompleteUploads: 1 });
  });

  it('should throttle story creation, its checks, image regeneration and support messages far tighter than the other routes, after those routes exist', () => {
    // Arrange
    const [[, stage]] = resourcesOfType(json, 'AWS::ApiGatewayV2::Stage') as [[string, Resource]];
    const routeIds = Object.fromEntries(resourcesOfType(json, 'AWS::ApiGatewayV2::Route').map(([id, route]) => [String(route.Properties!.RouteKey), id]));

    // Assert
    expect(stage.Properties).toMatchObject({
      DefaultRouteSettings: { ThrottlingRateLimit: 50, ThrottlingBurstLimit: 100 },
      RouteSettings: {
        'POST /api/stories': { ThrottlingRateLimit: API_THROTTLE.storyCreation.rateLimit, ThrottlingBurstLimit: API_THROTTLE.storyCreation.burstLimit },
        // « La suite » writes a story like POST /api/stories, for the same credit: the same limits.
        'POST /api/stories/{id}/sequel': { ThrottlingRateLimit: API_THROTTLE.storyCreation.rateLimit, ThrottlingBurstLimit: API_THROTTLE.storyCreation.burstLimit },
        'POST /api/stories/check': { ThrottlingRateLimit: API_THROTTLE.storyCheck.rateLimit, ThrottlingBurstLimit: API_THROTTLE.storyCheck.burstLimit },
        'POST /api/stories/{id}/image': {
          ThrottlingRateLimit: API_THROTTLE.imageRegeneration.rateLimit,
          ThrottlingBurstLimit: API_THROTTLE.imageRegeneration.burstLimit,
        },
        // Each message is two e-mails sent in the operator's name: a burst must not be a mail cannon.
        'POST /api/support': { ThrottlingRateLimit: SUPPORT_THROTTLE.rateLimit, ThrottlingBurstLimit: SUPPORT_THROTTLE.burstLimit },
        // The family link, read without a session: every anonymous view together (each link has its own bucket too).
        'GET /api/shared/{token}': { ThrottlingRateLimit: API_THROTTLE.sharedStoryView.rateLimit, ThrottlingBurstLimit: API_THROTTLE.sharedStoryView.burstLimit },
      },
    });
    expect(Object.keys(stage.Properties!.RouteSettings as object)).toHaveLength(6);
    for (const limits of [API_THROTTLE.storyCreation, API_THROTTLE.storyCheck, API_THROTTLE.imageRegeneration, SUPPORT_THROTTLE, API_THROTTLE.sharedStoryView]) {
      expect(limits.rateLimit * 10).toBeLessThanOrEqual(API_THROTTLE.default.rateLimit);
      expect(limits.burstLimit * 10).toBeLessThanOrEqual(API_THROTTLE.default.burstLimit);
    }
    // CloudFormation refuses settings for a route it has not created yet.
    expect(stage.DependsOn).toEqual(
      expect.arrayContaining([routeIds['POST /api/stories'], routeIds['POST /api/stories/{id}/sequel'], routeIds['POST /api/stories/check'], routeIds['POST /api/stories/{id}/image'], routeIds['POST /api/support'], routeIds['GET /api/shared/{token}']]),
    );
  });

  it('should let generate-story check, inside its credit transaction, that the profile still exists', () => {
    // Arrange
    const generateStory = functionNamed(json, 'generate-story');

    // Assert
    expect(actionsOn(policyStatementsOf(json, generateStory), 'DataProfiles')).toContain('dynamodb:ConditionCheckItem');
    expect(variablesOf(generateStory)).toEqual(expect.arrayContaining([ENV.profilesTable, ENV.accountsTable, ENV.storiesTable]));
  });

  it('should let the profile deletion give credits back, and the image regeneration hold its lease, in the accounts table', () => {
    // Arrange
    const profiles = functionNamed(json, 'profiles');
    const generateImage = functionNamed(json, 'generate-image');

    // Assert
    for (const fn of [profiles, generateImage]) {
      expect(variablesOf(fn)).toContain(ENV.accountsTable);
      expect(actionsOn(policyStatementsOf(json, fn), 'DataAccounts')).toEqual(expect.arrayContaining(['dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem']));
    }
    expect(actionsOn(policyStatementsOf(json, profiles), 'DataStories')).toContain('dynamodb:Query');
  });
});
