/** A person's reading of a user agent for the session list: the browser and the system, or 'Unknown'. */
export function describeUserAgent(ua: string | null): { browser: string; system: string } {
  const text = ua ?? '';
  const browser = /Edg\//.test(text)
    ? 'Edge'
    : /OPR\//.test(text)
      ? 'Opera'
      : /Firefox\//.test(text)
        ? 'Firefox'
        : /Chrom(e|ium)\//.test(text)
          ? 'Chrome'
          : /Safari\//.test(text)
            ? 'Safari'
            : 'Unknown browser';
  const system = /Android/.test(text)
    ? 'Android'
    : /iPhone|iPad/.test(text)
      ? 'iOS'
      : /Windows/.test(text)
        ? 'Windows'
        : /Mac OS X/.test(text)
          ? 'macOS'
          : /Linux/.test(text)
            ? 'Linux'
            : 'Unknown system';
  return { browser, system };
}
