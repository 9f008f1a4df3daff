import type { ReactNode } from 'react';
import {
  BulkActionsToolbar,
  CreateButton,
  List,
  type ListProps,
  Pagination,
  type RaRecord,
  TopToolbar,
  useListContext,
  useTranslate,
} from 'react-admin';
import { Box, Card, CardContent, Checkbox, Skeleton, Typography } from '@mui/material';

/** Loading lists show 6 skeleton cards (docs/back-office.md, Screens). */
const SKELETON_CARDS = 6;

function CardSkeletons({ count = SKELETON_CARDS }: { count?: number }) {
  return (
    <Grid>
      {Array.from({ length: count }, (_, i) => (
        <Card key={i} data-testid="skeleton-card">
          <Skeleton variant="rectangular" height={120} />
          <CardContent>
            <Skeleton width="70%" />
            <Skeleton width="40%" />
          </CardContent>
        </Card>
      ))}
    </Grid>
  );
}

const CARD_COLUMNS = { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' };

/** The back office's grid of cards; `columns` by breakpoint (default: one, two, then three columns). */
export function Grid({ children, columns = CARD_COLUMNS }: { children: ReactNode; columns?: Record<string, string> }) {
  return <Box sx={{ display: 'grid', gap: 2, p: { xs: 1, sm: 2 }, gridTemplateColumns: columns }}>{children}</Box>;
}

/** A list's empty state: `text` and `hint` are catalogue keys or texts. */
export function EmptyState({ text, hint }: { text: string; hint?: string }) {
  const translate = useTranslate();
  return (
    <Box sx={{ textAlign: 'center', py: 6, px: 2 }}>
      <Typography variant="h6" component="h2" color="text.secondary">
        {translate(text, { _: text })}
      </Typography>
      {hint ? <Typography color="text.secondary">{translate(hint, { _: hint })}</Typography> : null}
    </Box>
  );
}

/** Bulk actions of a card list: a checkbox on each card and the buttons acting on the cards ticked. */
export interface CardBulkActions<T> {
  buttons: ReactNode;
  /** The checkbox's accessible name, e.g. 'Select the message from Hari'. */
  selectLabel: (record: T) => string;
}

/** The card grid of a react-admin List: skeletons while loading, the screen's empty text (docs/back-office.md, Screens), then cards. */
export function CardGrid<T extends RaRecord>({
  empty,
  render,
  bulk,
}: {
  empty: ReactNode;
  render: (record: T) => ReactNode;
  bulk?: CardBulkActions<T>;
}) {
  const { data, isPending, selectedIds, onToggleItem } = useListContext<T>();
  if (isPending) return <CardSkeletons />;
  if (!data || data.length === 0) return <>{empty}</>;
  return (
    <>
      {bulk ? <BulkActionsToolbar>{bulk.buttons}</BulkActionsToolbar> : null}
      <Grid>
        {data.map((record) => (
          <Card key={record.id} data-testid="record-card" sx={{ display: 'flex', flexDirection: 'column', position: 'relative' }}>
            {bulk ? (
              <Checkbox
                checked={selectedIds.includes(record.id)}
                onChange={() => onToggleItem(record.id)}
                slotProps={{ input: { 'aria-label': bulk.selectLabel(record) } }}
                sx={{ alignSelf: 'flex-start', mb: -2 }}
              />
            ) : null}
            {render(record)}
          </Card>
        ))}
      </Grid>
    </>
  );
}

/** Card lists page by multiples of three columns. */
const CARDS_PER_PAGE = 24;
function CardPagination() {
  return <Pagination rowsPerPageOptions={[12, CARDS_PER_PAGE, 48]} />;
}

/**
 * A resource's list as a paged card grid: the screen's empty text inside the grid, an 'Add …'
 * button when `addLabel` is given (none otherwise). `title` and `addLabel` are catalogue keys or
 * texts (react-admin translates both).
 */
export function CardList<T extends RaRecord>({
  addLabel,
  extraActions,
  empty,
  render,
  bulk,
  ...listProps
}: Omit<ListProps, 'children' | 'actions' | 'empty' | 'render'> & {
  addLabel?: string;
  bulk?: CardBulkActions<T>;
  /** Buttons before the Add button (an Export). */
  extraActions?: ReactNode;
  empty: ReactNode;
  render: (record: T) => ReactNode;
}) {
  return (
    <List
      perPage={CARDS_PER_PAGE}
      pagination={<CardPagination />}
      empty={false}
      actions={
        addLabel || extraActions ? (
          <TopToolbar>
            {extraActions}
            {addLabel && <CreateButton label={addLabel} />}
          </TopToolbar>
        ) : (
          false
        )
      }
      {...listProps}
    >
      <CardGrid<T> empty={empty} render={render} bulk={bulk} />
    </List>
  );
}
