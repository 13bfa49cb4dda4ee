import type { MountIsland } from '../../runtime/loader/manifest';
import { bindLightbox } from './binder';

/** Every link mounts into the same delegated binder; there is nothing per link to unmount. */
const mount: MountIsland = (element) => {
	bindLightbox(element.ownerDocument);
};

export default mount;
