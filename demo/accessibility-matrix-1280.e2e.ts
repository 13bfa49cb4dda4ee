/** The accessibility matrix (scripts/e2e/accessibility-matrix.ts) at 1280 px. */
import { axeMatrix } from '../scripts/e2e/accessibility-matrix';

await axeMatrix(1280);
