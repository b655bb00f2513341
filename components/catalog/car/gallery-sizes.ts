/**
 * How wide the car page's main photo is shown, for the gallery's `sizes` and the page's preload (an
 * end-to-end check compares it with the photo's box): edge to edge below 700 px (gallery.module.css),
 * the container's content box (20 px padding each side) up to 1024 px, then the left column (the
 * 372 px aside and a 40 px gap beside it), which stops growing with the container at 1200 px.
 */
export const GALLERY_SIZES = '(min-width: 1200px) 748px, (min-width: 1024px) calc(100vw - 452px), (min-width: 700px) calc(100vw - 40px), 100vw';
