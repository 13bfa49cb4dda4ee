/** The dialog service: one accessible modal for every popup. See dialog.tsx and docs/contributing.md, "Dialog service". */
export { Dialog, type DialogCloseReason, type DialogProps } from './dialog';
export { MovedContent, type MovedContentProps } from './moved-content';
