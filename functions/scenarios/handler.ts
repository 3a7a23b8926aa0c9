import { ENV } from '../../shared/environment';
import { dynamoDocumentClient } from '../core/aws-clients';
import { callerFrom } from '../core/caller';
import { requireEnv } from '../core/config';
import { httpHandler, json } from '../core/http';
import { createScenarioRepository } from '../core/stories/scenario-repository';

const scenarios = createScenarioRepository(dynamoDocumentClient(), requireEnv(ENV.scenariosTable));

/** GET /api/scenarios: the predefined scenarios of the wizard's step 3 (spec part 2 §7, predefined_scenarios). */
export const handler = httpHandler(async (event) => {
  callerFrom(event);
  return json(200, await scenarios.list());
});
