/** The accessibility matrix (scripts/e2e/accessibility-matrix.ts) at 390 px. */
import { axeMatrix } from '../scripts/e2e/accessibility-matrix';

await axeMatrix(390);
