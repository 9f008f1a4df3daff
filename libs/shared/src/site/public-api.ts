import type {
  AboutContent,
  Donor,
  Download,
  HeroSlide,
  News,
  Program,
  Project,
  SiteSetting,
  Statistic,
  TeamMember,
  TrainingOpening,
} from '../entities.js';
import type { NewsCategory } from '../content/enums.js';
import type { Locale } from '../i18n/locales.js';
import type { PageFormAnswer } from './page-forms.js';

/**
 * The public lists, by the name of their query `GET /api/<name>` (docs/api.md, Public lists),
 * with the records each answers.
 */
export interface PublicLists {
  'site-settings': SiteSetting[];
  programs: Program[];
  'training-openings': TrainingOpening[];
  'hero-slides': HeroSlide[];
  statistics: Statistic[];
  about: AboutContent[];
  team: TeamMember[];
  donors: Donor[];
  projects: Project[];
  downloads: Download[];
}

export type PublicListName = keyof PublicLists;

/** One page of the published news: `GET /api/news?limit&offset&q&category` (docs/api.md, News pages). */
export interface NewsPageQuery {
  limit: number;
  offset: number;
  /** Trimmed; unset when blank. */
  q?: string;
  category?: NewsCategory;
}

/** An item of a news page: every field but `content`, which no card shows (docs/api.md, News pages). */
export type NewsCardItem = Omit<News, 'content'>;

/** How many published items match a search, in all and per category: `GET /api/news/counts`. */
export type NewsCounts = Record<'all' | NewsCategory, number>;

/** A subscription as its manage page shows it: `GET /api/subscriptions/manage?token=` (never the address). */
export interface ManagedSubscription {
  categories: NewsCategory[];
  locale: Locale;
  confirmed: boolean;
}

/**
 * The public API's queries a page is rendered from, each answering exactly what `GET /api/…` answers as
 * JSON (docs/architecture.md, A page's request). The server renders pages with them in-process,
 * against the services the API's controllers use; nothing goes over HTTP.
 */
export interface PublicApi {
  list<K extends PublicListName>(name: K, locale: Locale): Promise<PublicLists[K]>;
  /** One page of the published news, newest first. */
  news(page: NewsPageQuery, locale: Locale): Promise<NewsCardItem[]>;
  newsCounts(q: string | undefined, locale: Locale): Promise<NewsCounts>;
  /** One published item by its slug or id; null when there is none (the API's 404). */
  article(identifier: string, locale: Locale): Promise<News | null>;
  /** The subscription of a manage token; null when the token is no subscriber's (the API's 404). */
  subscription(token: string): Promise<ManagedSubscription | null>;
}

/** What a page tells the server about itself while it is rendered: its head tags. */
export interface PageHead {
  fullTitle: string;
  description: string;
  /** As the page names it (may be relative); the server makes it absolute. */
  image: string | null;
  type: 'website' | 'article';
  siteName: string;
  /** The site's favicon setting, when set (else the built-in one stays). */
  faviconUrl: string | null;
}

/** Where an island's code is in the browser build: its chunk, and the chunks that chunk imports. */
export interface IslandCode {
  src: string;
  imports: string[];
}

/** What the server tells a render besides the address and the API. */
interface RenderOptions {
  /** The answer to a form posted to the page, when the page is that answer. */
  form?: PageFormAnswer;
  /** When the page's forms are shown, signed by the server: the home forms post it back. */
  formStamp?: string;
  /** Where an island's code is in the browser build, from its module (`src/….island.tsx`). */
  islandCode?: (module: string) => IslandCode;
}

/** A page as the server renderer answers it (public-web/src/entry-server.tsx). */
export interface RenderedPage {
  /** 200, or the status the page asked for (404 for the not-found states, 503 when a query failed). */
  status: number;
  head: PageHead | null;
  /** The app's markup, for inside <div id="root">. */
  html: string;
  /** The data block the browser starts from, to put right after the root element. */
  dataElement: string;
  /** The modules of the islands the page holds (`src/….island.tsx`), whose code the page loads. */
  islands: string[];
}

/** The server renderer's bundle: renders `url` (path and query) with the page's data queried through `api`. */
export interface PageRenderer {
  render(url: string, api: PublicApi, options?: RenderOptions): Promise<RenderedPage>;
}
