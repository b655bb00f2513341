import 'server-only';

/**
 * Where the demo fleet is handed over, per city of the reference table (data/cities.ts): pick-up
 * points at real streets, stations and airports with their coordinates, and the region's plate
 * codes (the 2013 series: the first of the two is the older one, still the most common).
 */
export type PickupPoint = { address: string; lat: number; lng: number };

export const PICKUP_POINTS: Record<string, PickupPoint[]> = {
  kyiv: [
    { address: 'вул. Хрещатик, 15', lat: 50.4467, lng: 30.5224 },
    { address: 'просп. Берестейський, 65', lat: 50.4566, lng: 30.4048 },
    { address: 'вул. Антоновича, 176', lat: 50.4124, lng: 30.5227 },
    { address: 'Вокзальна пл., 1, залізничний вокзал', lat: 50.4405, lng: 30.4887 },
    { address: 'просп. Степана Бандери, 36', lat: 50.4885, lng: 30.495 },
    { address: 'вул. Драгоманова, 31', lat: 50.41, lng: 30.634 },
    { address: 'Аеропорт «Бориспіль», термінал D', lat: 50.345, lng: 30.8947 },
  ],
  lviv: [
    { address: 'пл. Ринок, 1', lat: 49.8418, lng: 24.0316 },
    { address: 'вул. Городоцька, 179', lat: 49.8332, lng: 23.9707 },
    { address: 'вул. Стрийська, 30', lat: 49.8157, lng: 24.0293 },
    { address: 'вул. Любінська, 168, аеропорт «Львів»', lat: 49.8125, lng: 23.9561 },
    { address: 'пл. Двірцева, 1, залізничний вокзал', lat: 49.8397, lng: 23.9944 },
  ],
  odesa: [
    { address: 'вул. Дерибасівська, 12', lat: 46.4843, lng: 30.7366 },
    { address: 'пл. Привокзальна, 2, залізничний вокзал', lat: 46.4686, lng: 30.7413 },
    { address: 'Французький бульвар, 60', lat: 46.4532, lng: 30.7551 },
    { address: 'вул. Генуезька, 24', lat: 46.439, lng: 30.76 },
    { address: 'вул. Центральний аеропорт, 2', lat: 46.4268, lng: 30.6765 },
  ],
  dnipro: [
    { address: 'просп. Дмитра Яворницького, 52', lat: 48.4656, lng: 35.0457 },
    { address: 'Січеславська Набережна, 15', lat: 48.4786, lng: 35.0606 },
    { address: 'пл. Вокзальна, 1, залізничний вокзал', lat: 48.4772, lng: 35.0163 },
    { address: 'вул. Робоча, 23', lat: 48.444, lng: 35.0134 },
  ],
  kharkiv: [
    { address: 'майдан Свободи, 7', lat: 50.0047, lng: 36.2314 },
    { address: 'вул. Сумська, 64', lat: 50.0105, lng: 36.23 },
    { address: 'пл. Привокзальна, 1, залізничний вокзал', lat: 49.9897, lng: 36.2061 },
    { address: 'просп. Науки, 14', lat: 50.0155, lng: 36.229 },
  ],
  zaporizhzhia: [
    { address: 'просп. Соборний, 160', lat: 47.8475, lng: 35.139 },
    { address: 'вул. Незалежної України, 39', lat: 47.833, lng: 35.165 },
    { address: 'просп. Соборний, 44', lat: 47.8205, lng: 35.1796 },
  ],
  vinnytsia: [
    { address: 'вул. Соборна, 59', lat: 49.2328, lng: 28.4683 },
    { address: 'Хмельницьке шосе, 6', lat: 49.234, lng: 28.444 },
    { address: 'просп. Космонавтів, 30', lat: 49.2265, lng: 28.423 },
  ],
  'ivano-frankivsk': [
    { address: 'вул. Незалежності, 31', lat: 48.9212, lng: 24.7136 },
    { address: 'пл. Привокзальна, 15', lat: 48.916, lng: 24.717 },
    { address: 'вул. Галицька, 87', lat: 48.933, lng: 24.725 },
  ],
  uzhhorod: [
    { address: 'пл. Театральна, 5', lat: 48.6228, lng: 22.2987 },
    { address: 'вул. Собранецька, 60', lat: 48.631, lng: 22.317 },
    { address: 'вул. Станційна, 9, залізничний вокзал', lat: 48.6116, lng: 22.2978 },
  ],
  chernivtsi: [
    { address: 'вул. Головна, 65', lat: 48.286, lng: 25.9355 },
    { address: 'вул. Руська, 248', lat: 48.295, lng: 25.987 },
  ],
  poltava: [
    { address: 'вул. Соборності, 20', lat: 49.5888, lng: 34.5527 },
    { address: 'Київське шосе, 1', lat: 49.6, lng: 34.53 },
  ],
  ternopil: [
    { address: 'вул. Руська, 8', lat: 49.5536, lng: 25.5948 },
    { address: 'вул. Микулинецька, 46', lat: 49.536, lng: 25.605 },
  ],
};

/** Regional plate codes (Latin look-alikes, as plates are stored). */
export const PLATE_CODES: Record<string, string[]> = {
  kyiv: ['AA', 'KA', 'TT'],
  lviv: ['BC', 'HC'],
  odesa: ['BH', 'HH'],
  dnipro: ['AE', 'KE'],
  kharkiv: ['AX', 'KX'],
  zaporizhzhia: ['AP', 'KP'],
  vinnytsia: ['AB', 'KB'],
  'ivano-frankivsk': ['AT', 'KT'],
  uzhhorod: ['AO', 'KO'],
  chernivtsi: ['CE', 'IE'],
  poltava: ['BI', 'HI'],
  ternopil: ['BO', 'HO'],
};
