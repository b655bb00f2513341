'use client';

import { AvailabilityEditor } from '@/components/cars/calendar/AvailabilityEditor';
import { useWizardActions } from '../wizard-actions';
import { useWizard } from '../wizard-store';
import { NeedsDraft } from './PhotosStep';

/** Step 6, availability: blocked days and the weekly pick-up hours, saved as they change (the car must exist). */
export function AvailabilityStep() {
  const car = useWizard((state) => state.car);
  const actions = useWizardActions();
  if (!car) return <NeedsDraft text="availability" onSave={() => void actions.persist(false)} />;
  return <AvailabilityEditor carId={car.id} />;
}
