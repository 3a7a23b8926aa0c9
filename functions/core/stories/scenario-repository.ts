import { type Scenario } from '#shared/scenarios';

export interface ScenarioRepository {
  list(): Promise<Scenario[]>;
}
