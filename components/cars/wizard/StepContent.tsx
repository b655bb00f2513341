'use client';

import type { ReactNode } from 'react';
import type { CarReferences } from '@/lib/cars/car-options';
import { AvailabilityStep } from './steps/AvailabilityStep';
import { BasicsStep } from './steps/BasicsStep';
import { DocumentsStep } from './steps/DocumentsStep';
import { LocationStep } from './steps/LocationStep';
import { PhotosStep } from './steps/PhotosStep';
import { PricingStep } from './steps/PricingStep';
import { ReviewStep } from './steps/ReviewStep';
import { useWizard } from './wizard-store';

type Props = { references: CarReferences; today: string; canSubmit: boolean; verifyNotice?: ReactNode };

/** The fields of the open step. */
export function StepContent({ references, today, canSubmit, verifyNotice }: Props) {
  const step = useWizard((state) => state.step);
  switch (step) {
    case 'basics':
      return <BasicsStep references={references} today={today} />;
    case 'documents':
      return <DocumentsStep today={today} />;
    case 'photos':
      return <PhotosStep />;
    case 'location':
      return <LocationStep cities={references.cities} />;
    case 'pricing':
      return <PricingStep />;
    case 'availability':
      return <AvailabilityStep />;
    case 'review':
      return <ReviewStep references={references} canSubmit={canSubmit} verifyNotice={verifyNotice} />;
  }
}
