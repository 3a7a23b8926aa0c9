import { ENV } from '#shared/environment';
import { dynamoDocumentClient } from '#adapters/aws-clients';
import { callerFrom } from '#adapters/http/caller';
import { requireEnv } from '#core/config';
import { httpHandler, json } from '#adapters/http/http';
import { createScenarioRepository } from '#adapters/stories/scenario-repository';

const scenarios = createScenarioRepository(dynamoDocumentClient(), requireEnv(ENV.scenariosTable));

/** GET /api/scenarios: the predefined scenarios of the wizard's step 3 (spec part 2 §7, predefined_scenarios). */
export const handler = httpHandler(async (event) => {
  callerFrom(event);
  return json(200, await scenarios.list());
});
