import { useParams } from 'react-router';
import { Article } from '@/features/news/components/Article';

export default function ArticlePage() {
  const { identifier = '' } = useParams();
  return <Article identifier={identifier} />;
}
