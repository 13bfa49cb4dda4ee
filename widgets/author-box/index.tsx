import { defineIsland } from '../../runtime/react/define-island';
import { AuthorBox } from './author-box';

export default defineIsland(() => ({}), AuthorBox);
