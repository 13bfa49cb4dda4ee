import { defineIsland } from '../../runtime/react/define-island';
import { DialogOpener, readDialogOpenerProps } from './dialog-opener';

export default defineIsland(readDialogOpenerProps, DialogOpener);
