import { RemovalPolicy, Stack, Validations } from 'aws-cdk-lib';
import { AttributeType, BillingMode, ProjectionType, Table, TableEncryption, type TableProps } from 'aws-cdk-lib/aws-dynamodb';
import type { IGrantable } from 'aws-cdk-lib/aws-iam';
import type { Function as LambdaFunction } from 'aws-cdk-lib/aws-lambda';
import { Construct } from 'constructs';
import { ENV } from '#shared/environment';
import {
  ACCOUNTS_TTL_ATTRIBUTE,
  PENDING_PARTITION_ATTRIBUTE,
  PENDING_SINCE_ATTRIBUTE,
  SCENARIOS_BY_CATALOGUE_INDEX,
  STORIES_BY_PENDING_SINCE_INDEX,
  STORIES_BY_PROFILE_INDEX,
} from '#shared/tables';

export type TableName = 'profiles' | 'stories' | 'accounts' | 'scenarios' | 'support';
export type TableAccess = 'read' | 'readWrite';

/** The environment variable through which a function learns each table's name. */
const TABLE_ENV: Record<TableName, string> = {
  profiles: ENV.profilesTable,
  stories: ENV.storiesTable,
  accounts: ENV.accountsTable,
  scenarios: ENV.scenariosTable,
  support: ENV.supportTable,
};

const string = AttributeType.STRING;
/** Tables with a global secondary index, whose grant names `<table>/index/*`. */
const INDEXED_TABLES: ReadonlySet<TableName> = new Set(['stories', 'scenarios']);

/**
 * The five DynamoDB tables of DESIGN "Data": on demand, point-in-time recovery, kept on stack deletion. (A
 * sixth, Events, for Stripe events already handled, was bound to nothing: a payment is granted once by its
 * marker in the parent's partition of the accounts table, functions/adapters/payments/payment-repository.ts.)
 */
export class Data extends Construct {
  readonly tables: Record<TableName, Table>;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    const table = (logicalId: string, props: Pick<TableProps, 'partitionKey' | 'sortKey' | 'timeToLiveAttribute'>) =>
      new Table(this, logicalId, {
        ...props,
        billingMode: BillingMode.PAY_PER_REQUEST,
        pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
        encryption: TableEncryption.AWS_MANAGED,
        // Children's stories are kept forever (spec): deleting the stack must never delete them.
        removalPolicy: RemovalPolicy.RETAIN,
      });

    const stories = table('Stories', { partitionKey: { name: 'userId', type: string }, sortKey: { name: 'storyId', type: string } });
    stories.addGlobalSecondaryIndex({
      indexName: STORIES_BY_PROFILE_INDEX,
      partitionKey: { name: 'profileId', type: string },
      sortKey: { name: 'storyId', type: string },
    });
    // Sparse: only unfinished stories carry these keys, so the stuck-story job never scans the table.
    // Keys only: the job reads each candidate again, consistently, before deciding anything.
    stories.addGlobalSecondaryIndex({
      indexName: STORIES_BY_PENDING_SINCE_INDEX,
      partitionKey: { name: PENDING_PARTITION_ATTRIBUTE, type: string },
      sortKey: { name: PENDING_SINCE_ATTRIBUTE, type: string },
      projectionType: ProjectionType.KEYS_ONLY,
    });

    const scenarios = table('Scenarios', { partitionKey: { name: 'id', type: string } });
    // Listing the predefined scenarios in order is a Query on this index, never a Scan.
    scenarios.addGlobalSecondaryIndex({
      indexName: SCENARIOS_BY_CATALOGUE_INDEX,
      partitionKey: { name: 'catalogue', type: string },
      sortKey: { name: 'position', type: AttributeType.NUMBER },
    });

    this.tables = {
      profiles: table('Profiles', { partitionKey: { name: 'userId', type: string }, sortKey: { name: 'profileId', type: string } }),
      stories,
      // A deleted account's marker expires (DELETED_ACCOUNT_MARKER_SECONDS); no other item carries the attribute.
      accounts: table('Accounts', { partitionKey: { name: 'userId', type: string }, sortKey: { name: 'sk', type: string }, timeToLiveAttribute: ACCOUNTS_TTL_ATTRIBUTE }),
      scenarios,
      support: table('Support', { partitionKey: { name: 'userId', type: string }, sortKey: { name: 'messageId', type: string } }),
    };
  }

  /** Grants a function access to a table and tells it the table's name: always together. */
  bind(fn: LambdaFunction & IGrantable, name: TableName, access: TableAccess): void {
    const table = this.tables[name];
    if (access === 'read') table.grantReadData(fn);
    else table.grantReadWriteData(fn);
    fn.addEnvironment(TABLE_ENV[name], table.tableName);
    if (INDEXED_TABLES.has(name) && fn.role) {
      const tableId = (Stack.of(this).resolve(table.tableArn) as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'][0];
      Validations.of(fn.role).acknowledge({
        id: `AwsSolutions-IAM5[Resource::<${tableId}.Arn>/index/*]`,
        reason: `The indexes of the ${name} table only (CDK grants them as <table>/index/*); queries by index stay inside the caller's data.`,
      });
    }
  }
}
