import { defineIsland } from '../../runtime/react/define-island';
import { ComingSoonBanner, readComingSoonProps } from './coming-soon';

export default defineIsland(readComingSoonProps, ComingSoonBanner);
