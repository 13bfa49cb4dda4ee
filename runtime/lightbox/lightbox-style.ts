/** The lightbox's stylesheet, added once by the first open; motion only without a reduced-motion wish. */
import { adoptStyle } from '../dialog/adopted-style';

const CSS = `
.islands-dialog.islands-lightbox{max-width:calc(100vw - 1rem)}
.islands-dialog.islands-lightbox .islands-dialog__inner{padding:.5rem var(--islands-lightbox-padding,1rem) 1rem}
.islands-lightbox__stage{position:relative;display:flex;align-items:center;justify-content:center;min-width:12rem;max-width:100%;min-height:8rem;touch-action:pan-y}
.islands-lightbox__stage img,.islands-lightbox__stage iframe{display:block;max-width:100%;border:0}
.islands-lightbox__inline{max-width:100%;overflow:auto}
.islands-lightbox__stage--zoomed{display:block;overflow:auto;max-height:calc(100vh - 9rem);touch-action:pan-x pan-y;cursor:grab}
.islands-lightbox__stage--zoomed img{max-width:none}
.islands-lightbox__tools{display:flex;justify-content:center;gap:.5rem;margin-top:.5rem}
.islands-lightbox .islands-dialog__inner:fullscreen{overflow:auto;background:#fff}
.islands-lightbox .islands-dialog__inner:fullscreen .islands-lightbox__stage--zoomed{max-height:calc(100vh - 9rem)}
.islands-lightbox__error{padding:1rem;text-align:center}
.islands-lightbox__description{margin:.5rem 0 0}
.islands-lightbox__nav,.islands-lightbox__strip{display:flex;align-items:center;justify-content:center;gap:.5rem;margin-top:.5rem}
.islands-lightbox__counter{margin:0;min-width:3em;text-align:center}
.islands-lightbox button{min-height:2.75rem;min-width:2.75rem;cursor:pointer}
.islands-lightbox__strip ul{display:flex;margin:0;padding:0;list-style:none}
.islands-lightbox__strip li{margin-inline-end:5px}
.islands-lightbox__strip li button{width:52px;height:52px;min-width:0;padding:0;border:1px solid #ccc;background:#eee;overflow:hidden}
.islands-lightbox__strip li button[aria-current]{border-color:#111;outline:2px solid #111}
@media (prefers-reduced-motion:no-preference){.islands-lightbox__stage img{animation:islands-dialog-fade .2s ease-out}}
`;

export const ensureLightboxStyle = (doc: Document = document): void => adoptStyle('lightbox', CSS, doc);
