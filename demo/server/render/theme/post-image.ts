/** Archive posts borrow the four stories' generated tiles (the image route knows only those). */
import { ARTICLES } from '../../state/articles';
import type { Post } from '../../state/posts';
import { imageUrl } from '../product-image';

export const postImage = (post: Post): string => imageUrl(ARTICLES[post.id % ARTICLES.length].slug);
