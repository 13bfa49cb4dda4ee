import { defineIsland } from '../../runtime/react/define-island';
import { ShareList } from './share-list';

export default defineIsland(() => ({}), ShareList);
