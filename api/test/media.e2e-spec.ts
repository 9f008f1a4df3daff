import { runArea } from './support/area';

/** Uploads and the media library: the image pipeline, the S3 store, and the markup of images. */
runArea(__filename);
