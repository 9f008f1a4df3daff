// Its own module: what shows today's date in the browser needs the zone, not the date rules (docs/public-site.md, Islands).
/** Dates are shown and compared as the institute sees them, in Nepal. */
export const INSTITUTE_TIME_ZONE = 'Asia/Kathmandu';
