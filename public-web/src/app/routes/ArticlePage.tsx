import { Article } from '@/features/news/components/Article';

export default function ArticlePage() {
  return <Article />;
}
