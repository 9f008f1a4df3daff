export declare const PHONE_EXIF: Record<'IFD0' | 'IFD2' | 'IFD3', Record<string, string>>;
export declare function phonePhoto(options?: {
  width?: number;
  height?: number;
  orientation?: number;
  seed?: number;
  quality?: number;
  noise?: number;
}): Promise<Buffer>;
