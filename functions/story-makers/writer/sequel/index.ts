export { withSequel } from './with-sequel';
export { writeRecap, type SequelTold } from './recap';
