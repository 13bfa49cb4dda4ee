import { defineIsland } from '../../runtime/react/define-island';
import type { IslandProps } from '../../runtime/react/define-island';
import { BlockSlider, HeroBlock } from './block-slider';
import { type ReadSlider, readSlider } from './read-slider';

const SliderBlock = (props: ReadSlider & IslandProps) => (props.slider ? <BlockSlider {...props} /> : <HeroBlock {...props} />);

export default defineIsland(readSlider, SliderBlock);
