import { SearchInput, SelectInput, useLocaleState, useTranslate } from 'react-admin';
import { Box, CardContent, Chip, Stack, Typography } from '@mui/material';
import { defaultListSort, type Locale, localeDigits, type News } from '@institute/shared';
import { StatusBadge } from '../components/badges';
import { NepaliBadge } from '../components/NepaliBadge';
import { CardList, EmptyState } from '../components/CardGrid';
import { CardEditDelete } from '../components/RecordActions';
import { useLocaleDates } from '../lib/dates';
import { CATEGORY_CHOICES, STATUS_CHOICES } from './choices';

/** News cards show up to 4 thumbnails, then '+N'. */
const NEWS_THUMBNAILS = 4;

function Thumbnails({ urls }: { urls: string[] }) {
  const [locale] = useLocaleState();
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
        <Box sx={{ width: 56, height: 56, borderRadius: 1, bgcolor: 'grey.300', display: 'grid', placeItems: 'center' }}>
          +{localeDigits(more, locale as Locale)}
        </Box>
      ) : null}
    </Stack>
  );
}

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="category" source="category" choices={CATEGORY_CHOICES} />,
  <SelectInput key="status" source="status" choices={STATUS_CHOICES} />,
];

export function NewsList() {
  const translate = useTranslate();
  const { date } = useLocaleDates();
  return (
    <CardList<News>
      title="app.news.title"
      sort={defaultListSort('news')}
      filters={filters}
      addLabel="app.news.add"
      empty={<EmptyState text="app.news.empty" hint="app.news.emptyHint" />}
      render={(n) => (
        <>
          <Thumbnails urls={n.imageUrls ?? []} />
          <CardContent>
            <Stack direction="row" spacing={1} sx={{ mb: 1, flexWrap: 'wrap' }}>
              <Chip
                size="small"
                label={translate(`app.news.categories.${n.category}`, { _: n.category })}
                sx={{ textTransform: 'capitalize' }}
              />
              <StatusBadge status={n.status} colour={n.status === 'published' ? 'success' : 'default'} />
              {n.priority === 'high' ? <Chip size="small" label={translate('app.news.highPriority')} color="warning" /> : null}
              <NepaliBadge resource="news" record={n} />
            </Stack>
            <Typography variant="h6" component="h2">
              {n.title}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {n.excerpt}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {n.status === 'published'
                ? translate('app.news.published', { date: date(n.publishedAt) })
                : translate('app.news.created', { date: date(n.createdAt) })}
            </Typography>
          </CardContent>
          <CardEditDelete record={n} />
        </>
      )}
    />
  );
}
