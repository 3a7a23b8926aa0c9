import { Stack, type StackProps } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import { AccessLogs } from './constructs/access-logs';
import { Api } from './constructs/api';
import { Auth, type SocialSignInProps } from './constructs/auth';
import { Data } from './constructs/data';
import { Media } from './constructs/media';
import { Site } from './constructs/site';

export interface ContesMagiquesStackProps extends StackProps {
  /** The built SPA to publish (`web/dist`). */
  readonly siteAssetsPath: string;
  readonly social?: SocialSignInProps;
}

/** The whole product in one stack (DESIGN "Cloud shape"). */
export class ContesMagiquesStack extends Stack {
  readonly auth: Auth;
  readonly data: Data;
  readonly media: Media;
  readonly api: Api;
  readonly site: Site;

  constructor(scope: Construct, id: string, props: ContesMagiquesStackProps) {
    super(scope, id, props);
    const accessLogs = new AccessLogs(this, 'AccessLogs');
    this.auth = new Auth(this, 'Auth', props.social ? { social: props.social } : {});
    this.data = new Data(this, 'Data');
    this.media = new Media(this, 'Media', { accessLogs: accessLogs.bucket });
    this.api = new Api(this, 'Api', {
      userPool: this.auth.userPool,
      userPoolClient: this.auth.client,
      data: this.data,
      media: this.media,
    });

    this.api.addFunction({ name: 'health', routes: [{ route: 'GET /api/health', auth: 'none' }], memorySize: 256 });
    this.api.addFunction({ name: 'credits', routes: [{ route: 'GET /api/me/credits' }], tables: { accounts: 'readWrite' } });
    this.api.addFunction({
      name: 'profiles',
      routes: [
        { route: 'GET /api/profiles' },
        { route: 'POST /api/profiles' },
        { route: 'GET /api/profiles/{id}' },
        { route: 'PUT /api/profiles/{id}' },
        { route: 'DELETE /api/profiles/{id}' },
        { route: 'PATCH /api/profiles/{id}/theme' },
      ],
      // Deleting a profile deletes its stories and their media.
      tables: { profiles: 'readWrite', stories: 'readWrite' },
      media: 'readWrite',
    });

    this.site = new Site(this, 'Site', {
      assetsPath: props.siteAssetsPath,
      httpApi: this.api.httpApi,
      accessLogs: accessLogs.bucket,
      mediaBucket: this.media.bucket,
      config: {
        region: this.region,
        userPoolId: this.auth.userPool.userPoolId,
        userPoolClientId: this.auth.client.userPoolClientId,
        socialProviders: this.auth.socialProviders,
        ...(this.auth.oauthDomain ? { oauthDomain: this.auth.oauthDomain } : {}),
        local: false,
      },
    });
    // After the site: the e-mails link to its domain (user pool → trigger → distribution, never back).
    this.auth.addEmailMessages(this.site.distribution.distributionDomainName);
  }
}
