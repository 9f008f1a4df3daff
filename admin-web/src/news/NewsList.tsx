import { SearchInput, SelectInput } from 'react-admin';
import { Box, CardContent, Chip, Stack, Typography } from '@mui/material';
import { defaultListSort, formatDisplayDate, type News, NEWS_CATEGORIES, NEWS_STATUSES } from '@institute/shared';
import { StatusBadge } from '../components/badges';
import { NepaliBadge } from '../components/NepaliBadge';
import { CardList, EmptyState } from '../components/CardGrid';
import { CardEditDelete } from '../components/RecordActions';
import { choices } from '../lib/choices';

/** News cards show up to 4 thumbnails, then '+N'. */
const NEWS_THUMBNAILS = 4;

function Thumbnails({ urls }: { urls: string[] }) {
  if (!urls.length) return null;
  const more = urls.length - NEWS_THUMBNAILS;
  return (
    <Stack direction="row" spacing={0.5} sx={{ px: 2, pt: 2 }} data-testid="news-thumbnails">
      {urls.slice(0, NEWS_THUMBNAILS).map((url, i) => (
        <Box
          key={i}
          component="img"
          src={url}
          alt=""
          sx={{ width: 56, height: 56, objectFit: 'cover', borderRadius: 1, bgcolor: 'grey.200' }}
        />
      ))}
      {more > 0 ? (
        <Box sx={{ width: 56, height: 56, borderRadius: 1, bgcolor: 'grey.300', display: 'grid', placeItems: 'center' }}>+{more}</Box>
      ) : null}
    </Stack>
  );
}

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="category" source="category" choices={choices(NEWS_CATEGORIES)} />,
  <SelectInput key="status" source="status" choices={choices(NEWS_STATUSES)} />,
];

export function NewsList() {
  return (
    <CardList<News>
      title="News management"
      sort={defaultListSort('news')}
      filters={filters}
      addLabel="Add News"
      empty={<EmptyState text="No news yet" hint="Add the first news item or notice." />}
      render={(n) => (
        <>
          <Thumbnails urls={n.imageUrls ?? []} />
          <CardContent>
            <Stack direction="row" spacing={1} sx={{ mb: 1, flexWrap: 'wrap' }}>
              <Chip size="small" label={n.category} sx={{ textTransform: 'capitalize' }} />
              <StatusBadge status={n.status} colour={n.status === 'published' ? 'success' : 'default'} />
              {n.priority === 'high' ? <Chip size="small" label="High priority" color="warning" /> : null}
              <NepaliBadge resource="news" record={n} />
            </Stack>
            <Typography variant="h6" component="h2">
              {n.title}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {n.excerpt}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {n.status === 'published' ? `Published ${formatDisplayDate(n.publishedAt)}` : `Created ${formatDisplayDate(n.createdAt)}`}
            </Typography>
          </CardContent>
          <CardEditDelete record={n} />
        </>
      )}
    />
  );
}
