import type { TrainingOpening } from '@institute/shared';
import { useList } from '@/lib/react-query';

export const useTrainingOpenings = () => useList<TrainingOpening>('/api/training-openings');
