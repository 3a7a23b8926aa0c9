import type { SequelWriter } from '../../../core/story-sequel';
import { writeRecap } from './recap';

export { withSequel } from './with-sequel';
export { writeRecap } from './recap';

/** The core port create-sequel.ts uses: the recap and the thread, written once from the earlier episode's facts. */
export function createSequelWriter(): SequelWriter {
  return { recap: writeRecap };
}
