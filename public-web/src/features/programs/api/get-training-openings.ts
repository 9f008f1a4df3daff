import type { TrainingOpening } from '@institute/shared';
import { useList } from '@/lib/react-query';

/** The read's address and query key (the server loads it before rendering: app/page-data.ts). */
export const TRAINING_OPENINGS_URL = '/api/training-openings';

export const useTrainingOpenings = () => useList<TrainingOpening>(TRAINING_OPENINGS_URL);
