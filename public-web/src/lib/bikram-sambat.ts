// The Bikram Sambat calendar in the browser (docs/public-site.md, Header): its own chunk, which the
// header's date loads only when the day shown is no longer today.
export { bikramSambatDate } from '@institute/shared';
