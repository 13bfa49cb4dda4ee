/**
 * The dialog's base stylesheet, adopted once (./adopted-style.ts)
 * by the first dialog that opens (no module runs at load time). Themes override by class:
 * `.islands-dialog`, `__header`, `__title`, `__close`, `__description`,
 * `__body`. The entry animation exists only without a reduced-motion wish. Sides are logical
 * (`margin-inline-start`), so a right-to-left page puts the close button at its left end.
 */
import { adoptStyle } from './adopted-style';

const CSS = `
.islands-dialog{box-sizing:border-box;max-width:min(100vw - 2rem,42rem);max-height:calc(100vh - 2rem);padding:0;border:0;border-radius:4px;background:#fff;color:#111;box-shadow:0 8px 40px rgb(0 0 0/.35)}
.islands-dialog::backdrop{background:rgb(0 0 0/var(--islands-backdrop-opacity,.6))}
.islands-dialog__inner{padding:1rem 1.25rem 1.25rem}
.islands-dialog__header{display:flex;align-items:flex-start;gap:1rem;justify-content:space-between}
.islands-dialog__title{margin:0 0 .5rem;font-size:1.25rem}
.islands-dialog__hidden{position:absolute;width:1px;height:1px;margin:-1px;padding:0;overflow:hidden;clip-path:inset(50%);border:0;white-space:nowrap}
.islands-dialog__close{margin-inline-start:auto;min-width:2.75rem;min-height:2.75rem;border:0;background:none;color:inherit;font-size:1.75rem;line-height:1;cursor:pointer}
@media (prefers-reduced-motion:no-preference){.islands-dialog[open]{animation:islands-dialog-in .2s ease-out}.islands-dialog[open]::backdrop{animation:islands-dialog-fade .2s ease-out}}
@keyframes islands-dialog-in{from{opacity:0;transform:translateY(12px)}}
@keyframes islands-dialog-fade{from{opacity:0}}
`;

export const ensureDialogStyle = (doc: Document = document): void => adoptStyle('dialog', CSS, doc);
