import { defineIsland } from '../../runtime/react/define-island';
import { FieldDescription, readFieldDescriptionProps } from './field-description';

export default defineIsland(readFieldDescriptionProps, FieldDescription);
