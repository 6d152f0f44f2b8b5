export { staffNames } from './staff-names';
