/** How wide the car page's main photo is shown (the page's left column from 1024 px; the screen below): the gallery's `sizes` and the page's preload. */
export const GALLERY_SIZES = '(min-width: 1240px) 760px, (min-width: 1024px) 62vw, 100vw';
