import { Create, CreateButton, Edit, List, SimpleForm, TextInput, TopToolbar, TextField, Labeled } from 'react-admin';
import { Alert, Box, CardContent, Typography } from '@mui/material';
import { FALLBACK_STATISTICS, type Statistic, STATISTIC_RULES } from '@institute/shared';
import { BilingualInput } from '../components/BilingualInput';
import { NepaliBadge } from '../components/NepaliBadge';
import { CardGrid } from '../components/CardGrid';
import { CardEditDelete, FormToolbar } from '../components/RecordActions';
import { fieldValidator, tableValidator } from '../lib/validation';

const ORDER_NOTE = 'These statistics appear on the public homepage in the order shown here.';

function StatisticCard({ s }: { s: Pick<Statistic, 'key' | 'value' | 'label'> & { description?: string | null } }) {
  return (
    <CardContent>
      <Typography variant="h4" component="p">
        {s.value}
      </Typography>
      <Typography variant="subtitle1" component="h2">
        {s.label}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        {s.key}
      </Typography>
      {s.description ? (
        <Typography variant="body2" color="text.secondary">
          {s.description}
        </Typography>
      ) : null}
    </CardContent>
  );
}

/** When the server has none, four defaults are shown, not stored (docs/back-office.md, Screens). */
function DefaultStatistics() {
  return (
    <Box sx={{ p: 2 }}>
      <Alert severity="info" sx={{ mb: 2 }}>
        No statistics stored yet; these defaults are shown until one is added.
      </Alert>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' } }}>
        {FALLBACK_STATISTICS.map((s) => (
          <Box key={s.key} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'background.paper' }}>
            <StatisticCard s={s} />
          </Box>
        ))}
      </Box>
    </Box>
  );
}

const StatisticList = () => (
  <List
    title="Statistics Management"
    perPage={100}
    pagination={false}
    empty={false}
    actions={
      <TopToolbar>
        <CreateButton label="Add Statistic" />
      </TopToolbar>
    }
  >
    <Alert severity="info" sx={{ m: 2, mb: 0 }}>
      {ORDER_NOTE}
    </Alert>
    <CardGrid<Statistic>
      empty={<DefaultStatistics />}
      render={(s) => (
        <>
          <StatisticCard s={s} />
          <CardContent sx={{ py: 0 }}>
            <NepaliBadge resource="statistics" record={s} />
          </CardContent>
          <CardEditDelete record={s} />
        </>
      )}
    />
  </List>
);

const validateCreate = tableValidator(STATISTIC_RULES);

const StatisticCreate = () => (
  <Create title="Add Statistic" redirect="list">
    <SimpleForm noValidate toolbar={<FormToolbar />} validate={validateCreate}>
      <TextInput source="key" helperText="Letters, numbers and underscores, e.g. totalGraduates; it never changes" fullWidth />
      <BilingualInput source="label" fullWidth />
      <TextInput source="value" helperText="Text such as 15,420" fullWidth />
      <BilingualInput source="description" fullWidth multiline />
    </SimpleForm>
  </Create>
);

/** Edit changes the value and the Nepali label and description; the key and English texts stay as created. */
const StatisticEdit = () => (
  <Edit title="Edit Statistic" redirect="list" mutationMode="pessimistic">
    <SimpleForm noValidate toolbar={<FormToolbar />}>
      <Labeled label="Key">
        <TextField source="key" />
      </Labeled>
      <BilingualInput source="label" fullWidth englishReadOnly />
      <TextInput source="value" validate={fieldValidator(STATISTIC_RULES.value)} fullWidth />
      <BilingualInput source="description" fullWidth multiline englishReadOnly />
    </SimpleForm>
  </Edit>
);

/** The screens of this resource, loaded on first use (see index.ts). */
export default {
  list: StatisticList,
  create: StatisticCreate,
  edit: StatisticEdit,
};
