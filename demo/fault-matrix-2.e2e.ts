/** The fault matrix (scripts/e2e/fault-matrix), part 2 of 3: every server-talking island under every fault. */
import { faultMatrix } from '../scripts/e2e/fault-matrix/run-matrix';
import { MATRIX_PARTS } from '../scripts/e2e/fault-matrix/rows';

faultMatrix(MATRIX_PARTS[1]);
