import { QueryCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { SCENARIO_CATALOGUE, scenarioSchema, type Scenario } from '#shared/scenarios';
import { SCENARIOS_BY_CATALOGUE_INDEX } from '#shared/tables';
import type { ScenarioRepository } from '#core/stories/scenario-repository';

/**
 * The predefined scenarios, in their order: one Query on the `byCatalogue` index (every item carries the
 * same catalogue key), never a Scan. An item of the wrong shape is left out rather than breaking the wizard.
 */
export function createScenarioRepository(client: DynamoDBDocumentClient, tableName: string): ScenarioRepository {
  return {
    async list() {
      const scenarios: Scenario[] = [];
      let startKey: Record<string, unknown> | undefined;
      do {
        const page = await client.send(
          new QueryCommand({
            TableName: tableName,
            IndexName: SCENARIOS_BY_CATALOGUE_INDEX,
            KeyConditionExpression: 'catalogue = :catalogue',
            ExpressionAttributeValues: { ':catalogue': SCENARIO_CATALOGUE },
            ExclusiveStartKey: startKey,
          }),
        );
        for (const item of page.Items ?? []) {
          const parsed = scenarioSchema.safeParse(item);
          if (parsed.success) scenarios.push(parsed.data);
        }
        startKey = page.LastEvaluatedKey;
      } while (startKey);
      return scenarios;
    },
  };
}