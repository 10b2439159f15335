/**
 * The sizes the poster and the player share, so that the player takes exactly the poster's place
 * (docs/product.md#guided-demo).
 */
/** Without a width: the poster and the inline player fill the column, full screen fits the screen's height. */
export const DEMO_FRAME = 'relative aspect-video shrink-0 overflow-hidden rounded-xl bg-gray-900';
export const DEMO_CAPTION_BOX = 'mt-3 min-h-60 rounded-xl border border-gray-200 bg-white p-4 sm:min-h-44';
export const DEMO_CHAPTER_LIST = 'mt-3 grid gap-1 sm:grid-cols-2 lg:grid-cols-4';
export const DEMO_CHAPTER = 'flex min-h-10 w-full items-center gap-2 rounded-md px-3 py-1 text-left text-sm';
