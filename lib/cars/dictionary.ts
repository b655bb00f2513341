/**
 * The choice lists of the car form. Fuel and gearbox keys are the site dictionary's
 * (`car.fuel_types`, `car.transmission_types`, seeded by lib/server/db/seed/seed-dictionary.ts,
 * which must keep the same keys; its names are the labels).
 */
export const FUEL_TYPES = ['petrol', 'diesel', 'lpg', 'petrol_lpg', 'hybrid', 'plugin_hybrid', 'electric'] as const;
export type FuelType = (typeof FUEL_TYPES)[number];

export const GEARBOXES = ['manual', 'automatic', 'robotic', 'cvt'] as const;
export type Gearbox = (typeof GEARBOXES)[number];

/**
 * On what grounds the host has the car (docs/cars.md): the registered owner, a co-owner, a lessee
 * under a leasing contract, or someone holding the owner's power of attorney (or a temporary
 * registration card issued in the user's name, which the service centres give instead of one).
 */
export const OWNERSHIP = ['owner', 'co_owner', 'leasing', 'power_of_attorney'] as const;
export type Ownership = (typeof OWNERSHIP)[number];

/** Deposits are asked in hryvnias or in the two currencies Ukrainian rentals quote them in. */
export const DEPOSIT_CURRENCIES = ['UAH', 'USD', 'EUR'] as const;
export type DepositCurrency = (typeof DEPOSIT_CURRENCIES)[number];
