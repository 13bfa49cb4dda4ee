import { defineIsland } from '../../runtime/react/define-island';
import { AccountForm } from './account-form';

export default defineIsland(() => ({}), AccountForm);
