import { CfnOutput, Duration, RemovalPolicy, SecretValue, Validations } from 'aws-cdk-lib';
import {
  AccountRecovery,
  CfnUserPoolGroup,
  FeaturePlan,
  Mfa,
  ProviderAttribute,
  UserPool,
  UserPoolClient,
  UserPoolClientIdentityProvider,
  UserPoolIdentityProviderFacebook,
  UserPoolIdentityProviderGoogle,
  UserPoolOperation,
  VerificationEmailStyle,
} from 'aws-cdk-lib/aws-cognito';
import type { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import { Construct } from 'constructs';
import { ADMINS_GROUP, MIN_PASSWORD_LENGTH } from '#shared/auth';
import { ENV } from '#shared/environment';
import type { Data } from './data';
import { createLambdaFunction } from './lambda-function';

/** How long an ID or access token stays valid after it is issued (the window after sign-out or admin removal). */
export const SHORT_TOKEN_LIFETIME = Duration.minutes(15);

/** Ids of the social providers, given as CDK context; a provider exists only when its ids are given. */
export interface SocialSignInProps {
  readonly google?: { clientId: string; clientSecretName: string };
  readonly facebook?: { appId: string; appSecretName: string };
  /** Where Cognito sends the parent back after a social sign-in (the site's /app). */
  readonly callbackUrls: string[];
  /** Prefix of the Cognito hosted domain needed by OAuth. */
  readonly domainPrefix: string;
}

export interface AuthProps {
  readonly social?: SocialSignInProps;
}

/** Cognito: accounts of the parents (spec part 1 §2 and §5; DESIGN "Accounts"). */
export class Auth extends Construct {
  readonly userPool: UserPool;
  readonly client: UserPoolClient;
  readonly socialProviders: ('Google' | 'Facebook')[] = [];
  readonly oauthDomain?: string;

  constructor(scope: Construct, id: string, props: AuthProps = {}) {
    super(scope, id);

    this.userPool = new UserPool(this, 'UserPool', {
      selfSignUpEnabled: true,
      signInAliases: { email: true },
      signInCaseSensitive: false,
      autoVerify: { email: true },
      keepOriginal: { email: true },
      standardAttributes: {
        email: { required: true, mutable: true },
        givenName: { required: true, mutable: true },
        familyName: { required: true, mutable: true },
      },
      // The spec's rule: at least 6 characters and nothing else.
      passwordPolicy: {
        minLength: MIN_PASSWORD_LENGTH,
        requireLowercase: false,
        requireUppercase: false,
        requireDigits: false,
        requireSymbols: false,
        tempPasswordValidity: Duration.days(7),
      },
      accountRecovery: AccountRecovery.EMAIL_ONLY,
      // Optional and by authenticator app only, in the code rather than the console (where it drifted): a parent
      // who never sets it up signs in with e-mail and password alone; SMS would need a verified SNS origin.
      mfa: Mfa.OPTIONAL,
      mfaSecondFactor: { otp: true, sms: false },
      userVerification: {
        emailStyle: VerificationEmailStyle.CODE,
        emailSubject: 'Contes Magiques : votre code de confirmation',
        emailBody: 'Bienvenue sur Contes Magiques ! Votre code de confirmation est {####}.',
      },
      featurePlan: FeaturePlan.ESSENTIALS,
      deletionProtection: true,
      removalPolicy: RemovalPolicy.RETAIN,
    });
    Validations.of(this.userPool).acknowledge({
      id: 'AwsSolutions-COG1',
      reason: 'The specification fixes the password rule: at least 6 characters and no other requirement (part 1 §5).',
    });
    Validations.of(this.userPool).acknowledge({
      id: 'AwsSolutions-COG2',
      reason: 'MFA is optional (authenticator app, set in this construct), not required: parents sign in with e-mail and password as the specification describes, and a required second factor would block the bedtime flow on a shared family phone.',
    });
    Validations.of(this.userPool).acknowledge({
      id: 'AwsSolutions-COG3',
      reason: 'Threat protection requires the Cognito Plus feature plan (paid per active user); the Essentials plan is chosen for cost. Sign-in attempts are still throttled by Cognito.',
    });
    Validations.of(this.userPool).acknowledge({
      id: 'AwsSolutions-COG8',
      reason: 'Same as COG3: the Plus feature plan is an operator cost decision, not needed by the product.',
    });

    const identityProviders = [UserPoolClientIdentityProvider.COGNITO];
    const providerConstructs: Construct[] = [];
    const social = props.social;
    if (social?.google) {
      const google = new UserPoolIdentityProviderGoogle(this, 'Google', {
        userPool: this.userPool,
        clientId: social.google.clientId,
        // Resolved by CloudFormation at deploy time: the secret never appears in the template.
        clientSecretValue: SecretValue.secretsManager(social.google.clientSecretName),
        scopes: ['openid', 'email', 'profile'],
        attributeMapping: {
          email: ProviderAttribute.GOOGLE_EMAIL,
          givenName: ProviderAttribute.GOOGLE_GIVEN_NAME,
          familyName: ProviderAttribute.GOOGLE_FAMILY_NAME,
        },
      });
      providerConstructs.push(google);
      identityProviders.push(UserPoolClientIdentityProvider.GOOGLE);
      this.socialProviders.push('Google');
    }
    if (social?.facebook) {
      const facebook = new UserPoolIdentityProviderFacebook(this, 'Facebook', {
        userPool: this.userPool,
        clientId: social.facebook.appId,
        clientSecret: SecretValue.secretsManager(social.facebook.appSecretName).unsafeUnwrap(),
        scopes: ['public_profile', 'email'],
        attributeMapping: {
          email: ProviderAttribute.FACEBOOK_EMAIL,
          givenName: ProviderAttribute.FACEBOOK_FIRST_NAME,
          familyName: ProviderAttribute.FACEBOOK_LAST_NAME,
        },
      });
      providerConstructs.push(facebook);
      identityProviders.push(UserPoolClientIdentityProvider.FACEBOOK);
      this.socialProviders.push('Facebook');
    }
    if (social && this.socialProviders.length > 0) {
      const domain = this.userPool.addDomain('HostedDomain', { cognitoDomain: { domainPrefix: social.domainPrefix } });
      this.oauthDomain = `${social.domainPrefix}.auth.${domain.stack.region}.amazoncognito.com`;
    }

    this.client = this.userPool.addClient('WebClient', {
      generateSecret: false,
      // USER_PASSWORD_AUTH: the sign-in flow that works on Cognito and on the local twin alike.
      authFlows: { userPassword: true, userSrp: true },
      // The spec answers 'Email non trouvé' to a reset for an unknown address, which needs Cognito to say so.
      preventUserExistenceErrors: false,
      // Cognito cannot revoke an ID or access token: after a sign-out, an account deletion or a removal
      // from the admins group, the one already issued still passes the API's authorizer until it expires.
      // 15 minutes bounds that window; the web refreshes silently with the refresh token (revoked at
      // sign-out, which enableTokenRevocation allows), so a parent stays signed in for 30 days all the same.
      accessTokenValidity: SHORT_TOKEN_LIFETIME,
      idTokenValidity: SHORT_TOKEN_LIFETIME,
      refreshTokenValidity: Duration.days(30),
      enableTokenRevocation: true,
      supportedIdentityProviders: identityProviders,
      ...(social && this.socialProviders.length > 0
        ? { oAuth: { callbackUrls: social.callbackUrls, logoutUrls: social.callbackUrls, flows: { authorizationCodeGrant: true } } }
        : {}),
    });

    // The client names the providers, so they must exist first.
    for (const provider of providerConstructs) this.client.node.addDependency(provider);

    new CfnUserPoolGroup(this, 'AdminsGroup', {
      userPoolId: this.userPool.userPoolId,
      groupName: ADMINS_GROUP,
      description: 'Opérateurs : réglage manuel des crédits et de la synchronisation automatique.',
    });
    // The operators' way in: `aws cognito-idp admin-add-user-to-group --user-pool-id <UserPoolId> …` (README, "Deploying").
    new CfnOutput(this, 'UserPoolId', { value: this.userPool.userPoolId, description: 'Cognito user pool (admins: group "admins").' }).overrideLogicalId('UserPoolId');
  }

  /**
   * The French confirmation and reset e-mails, with a link into the site (CustomMessage trigger). Called
   * once the site exists: the function needs its domain, and the pool then depends on the distribution,
   * which must not depend on the pool in return.
   */
  addEmailMessages(siteDomain: string): NodejsFunction {
    const fn = createLambdaFunction(this, {
      name: 'auth-custom-message',
      memorySize: 256,
      timeout: Duration.seconds(5),
      environment: { [ENV.siteDomain]: siteDomain },
    });
    this.userPool.addTrigger(UserPoolOperation.CUSTOM_MESSAGE, fn);
    return fn;
  }

  /**
   * Opens the parent's account with its welcome credit when the e-mail is confirmed (PostConfirmation
   * trigger; idempotent, functions/core/auth/post-confirmation.ts), so that no API function needs to ask
   * the pool whether its caller exists. The function writes the accounts table only; it needs nothing of
   * Cognito's, and the pool names it without depending on anything the function depends on.
   */
  addAccountOpening(data: Data): NodejsFunction {
    const fn = createLambdaFunction(this, {
      name: 'auth-post-confirmation',
      memorySize: 256,
      // Cognito waits 5 s for a trigger: answer before, a failure leaves the opening to the first request.
      timeout: Duration.seconds(5),
    });
    data.bind(fn, 'accounts', 'readWrite');
    this.userPool.addTrigger(UserPoolOperation.POST_CONFIRMATION, fn);
    return fn;
  }
}
