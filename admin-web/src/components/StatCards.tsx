import { Card, CardContent, Skeleton, Typography } from '@mui/material';
import { useGetList, useLocaleState } from 'react-admin';
import { type Locale, localeDigits } from '@institute/shared';
import { Grid } from './CardGrid';

export interface StatCardSpec {
  label: string;
  resource: string;
  filter?: Record<string, unknown>;
}

/** One count card: the total of a filtered list (one row asked, the total read from Content-Range). */
function CountCard({ label, resource, filter = {} }: StatCardSpec) {
  const [locale] = useLocaleState();
  const { total, isPending } = useGetList(resource, { pagination: { page: 1, perPage: 1 }, filter });
  return (
    <Card>
      <CardContent>
        <Typography variant="body2" color="text.secondary">
          {label}
        </Typography>
        <Typography variant="h5" component="p" data-testid={`count-${label}`}>
          {isPending ? <Skeleton width={40} /> : localeDigits(total ?? 0, locale as Locale)}
        </Typography>
      </CardContent>
    </Card>
  );
}

export function StatCards({ cards }: { cards: StatCardSpec[] }) {
  return (
    <Grid columns={{ xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' }}>
      {cards.map((c) => (
        <CountCard key={c.label} {...c} />
      ))}
    </Grid>
  );
}
