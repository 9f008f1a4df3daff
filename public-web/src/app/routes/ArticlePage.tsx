import { Article } from '@/features/news/components/Article';
import { Subscribe } from '@/features/forms/components/Subscribe';

export default function ArticlePage() {
  return <Article after={<Subscribe className="article-subscribe" />} />;
}
