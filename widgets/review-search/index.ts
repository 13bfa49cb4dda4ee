import { defineIsland } from '../../runtime/react/define-island';
import { readReviewSearchProps, ReviewSearch } from './review-search';

export default defineIsland(readReviewSearchProps, ReviewSearch);
