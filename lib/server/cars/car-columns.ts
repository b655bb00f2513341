import 'server-only';
import type { TCarDraft } from '@/lib/cars/car-schema';
import { submissionFormOf } from '@/lib/cars/car-completeness';
import type { TCarView } from '@/lib/cars/car-view';
import { fromKopiyky, toKopiyky } from '@/lib/cars/money';
import type { Car, CarPhoto, NewCar } from '@/lib/server/db/schema';

const kop = (amount: number | null | undefined) => (amount === undefined || amount === null ? null : toKopiyky(amount));
const uah = (kopiyky: number | null) => (kopiyky === null ? null : fromKopiyky(kopiyky));
const orNull = <T>(value: T | undefined): T | null => (value === undefined ? null : value);

/**
 * The columns a saved form sets: every form field, missing ones as null (a save carries the whole
 * form; the wizard holds all of it). Prices go to kopiyky, the deposit to its currency's minor units.
 */
export function columnsOfForm(form: TCarDraft): Partial<NewCar> {
  return {
    brandId: orNull(form.brand_id),
    modelId: orNull(form.model_id),
    year: orNull(form.year),
    vin: orNull(form.vin),
    mileage: orNull(form.mileage),
    gearbox: orNull(form.gearbox),
    fuelType: orNull(form.fuel_type),
    engineCapacity: orNull(form.engine_capacity),
    fuelConsumption: orNull(form.fuel_consumption),
    doors: orNull(form.doors),
    seats: orNull(form.seats),
    isTaxi: form.is_taxi ?? false,
    color: orNull(form.color),
    registrationNumber: orNull(form.registration_number),
    certificateSerial: orNull(form.certificate_serial),
    certificateNumber: orNull(form.certificate_number),
    firstRegistrationDate: orNull(form.first_registration_date),
    firstRegistrationUaDate: orNull(form.first_registration_ua_date),
    manufactureYear: orNull(form.manufacture_year),
    ownership: orNull(form.ownership),
    ownerFirstName: orNull(form.owner_first_name),
    ownerLastName: orNull(form.owner_last_name),
    cityId: orNull(form.city_id),
    address: orNull(form.address),
    lat: orNull(form.lat),
    lng: orNull(form.lng),
    minTermDays: orNull(form.min_term_days),
    maxTermDays: orNull(form.max_term_days),
    freeMileagePerDay: orNull(form.free_mileage_per_day),
    pricePerKmKop: kop(form.price_per_km),
    pricePerHourKop: kop(form.price_per_hour),
    pricePerDayKop: kop(form.price_per_day),
    pricePerMonthKop: kop(form.price_per_month),
    deliveryOffered: orNull(form.delivery?.offered),
    deliveryFree: form.delivery?.free ?? false,
    deliveryPriceKop: kop(form.delivery?.price),
    discounts: (form.discounts ?? []).map((range) => ({ from_days: range.from_days, to_days: range.to_days, amount_kop: toKopiyky(range.amount) })),
    depositMinor: kop(form.deposit?.amount),
    depositCurrency: orNull(form.deposit?.currency),
    commentUk: orNull(form.comment_uk),
    commentEn: orNull(form.comment_en),
    isDailyPrice: form.is_daily_price ?? false,
  };
}

/** The form as stored (the input the car schemas read), for checking a stored car again. */
export function formOfRow(car: Car, photos: Pick<CarPhoto, 'id' | 'isMain'>[]) {
  return submissionFormOf({ ...fieldsOfRow(car), photos: photos.map((photo) => ({ id: photo.id, is_main: photo.isMain })) });
}

/** The form fields of a stored car in the form's units. */
export function fieldsOfRow(car: Car) {
  return {
    brand_id: car.brandId,
    model_id: car.modelId,
    year: car.year,
    vin: car.vin,
    mileage: car.mileage,
    gearbox: car.gearbox as TCarView['gearbox'],
    fuel_type: car.fuelType as TCarView['fuel_type'],
    engine_capacity: car.engineCapacity,
    fuel_consumption: car.fuelConsumption,
    doors: car.doors,
    seats: car.seats,
    is_taxi: car.isTaxi,
    color: car.color,
    registration_number: car.registrationNumber,
    certificate_serial: car.certificateSerial,
    certificate_number: car.certificateNumber,
    first_registration_date: car.firstRegistrationDate,
    first_registration_ua_date: car.firstRegistrationUaDate,
    manufacture_year: car.manufactureYear,
    ownership: car.ownership as TCarView['ownership'],
    owner_first_name: car.ownerFirstName,
    owner_last_name: car.ownerLastName,
    city_id: car.cityId,
    address: car.address,
    lat: car.lat,
    lng: car.lng,
    min_term_days: car.minTermDays,
    max_term_days: car.maxTermDays,
    free_mileage_per_day: car.freeMileagePerDay,
    price_per_km: uah(car.pricePerKmKop),
    price_per_hour: uah(car.pricePerHourKop),
    price_per_day: uah(car.pricePerDayKop),
    price_per_month: uah(car.pricePerMonthKop),
    delivery: { offered: car.deliveryOffered, free: car.deliveryFree, price: uah(car.deliveryPriceKop) },
    discounts: car.discounts.map((range) => ({ from_days: range.from_days, to_days: range.to_days, amount: fromKopiyky(range.amount_kop) })),
    deposit: { amount: uah(car.depositMinor), currency: car.depositCurrency as TCarView['deposit']['currency'] },
    comment_uk: car.commentUk,
    comment_en: car.commentEn,
    is_daily_price: car.isDailyPrice,
  };
}
