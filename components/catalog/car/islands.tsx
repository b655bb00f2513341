'use client';

// The stylesheets of the calculator and the calendar, for the page's own CSS: the server's markup is
// styled before their code loads (tests/unit/form-island-styles.test.ts).
import '@/components/forms/DateInput.module.css';
import './calculator.module.css';
import './car-page.module.css';
import dynamic from 'next/dynamic';
import { formIsland } from '@/components/ui/form-island';

/**
 * The car page's interactive parts, their code loaded when the visitor first turns to them
 * (components/ui/form-island.tsx): the server renders both in full — the price for the URL's dates,
 * the first month of the calendar — so a visitor who only looks at the car runs none of it.
 */
export const PriceCalculatorIsland = formIsland(() => import('./PriceCalculator').then((module) => module.PriceCalculator));

/**
 * The calculator hydrated with the page, for a host: their book action is the role switch, which
 * needs the page's React context (the signed-in app store) that an island's root of its own has not.
 * Its code comes with the page only where it is rendered.
 */
export const PriceCalculatorWithPage = dynamic(() => import('./PriceCalculator').then((module) => module.PriceCalculator));
export const AvailabilityCalendarIsland = formIsland(() => import('./AvailabilityCalendar').then((module) => module.AvailabilityCalendar));
