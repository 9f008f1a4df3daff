import type { TranslateFunction } from 'react-admin';
import { COMMON_EN } from '../i18n/areas/common';

/** Each browser's and system's name by its catalogue key (`app.common.browsers.<key>`, `app.common.systems.<key>`). */
function browserKey(text: string): keyof typeof COMMON_EN.app.common.browsers {
  if (/Edg\//.test(text)) return 'edge';
  if (/OPR\//.test(text)) return 'opera';
  if (/Firefox\//.test(text)) return 'firefox';
  if (/Chrom(e|ium)\//.test(text)) return 'chrome';
  if (/Safari\//.test(text)) return 'safari';
  return 'unknown';
}

function systemKey(text: string): keyof typeof COMMON_EN.app.common.systems {
  if (/Android/.test(text)) return 'android';
  if (/iPhone|iPad/.test(text)) return 'ios';
  if (/Windows/.test(text)) return 'windows';
  if (/Mac OS X/.test(text)) return 'macos';
  if (/Linux/.test(text)) return 'linux';
  return 'unknown';
}

/**
 * A person's reading of a user agent for the session list: the browser and the system, or
 * 'Unknown browser' / 'Unknown system', in the screen's language.
 */
export function describeUserAgent(ua: string | null, translate: TranslateFunction): { browser: string; system: string } {
  const text = ua ?? '';
  const [browser, system] = [browserKey(text), systemKey(text)];
  return { browser: translate(`app.common.browsers.${browser}`), system: translate(`app.common.systems.${system}`) };
}
