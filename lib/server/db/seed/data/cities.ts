import 'server-only';

export type SeedCity = {
  slug: string;
  nameUk: string;
  nameEn: string;
  regionUk: string;
  regionEn: string;
  lat: number;
  lng: number;
  popular: boolean;
  sort: number;
};

/**
 * Ukrainian cities available for search and listings.
 * Coordinates point to the historic/administrative city centre.
 * Slugs follow the official Ukrainian national transliteration (2010).
 */
export const seedCities: SeedCity[] = [
  { slug: 'kyiv', nameUk: 'Київ', nameEn: 'Kyiv', regionUk: 'місто Київ', regionEn: 'Kyiv City', lat: 50.4501, lng: 30.5234, popular: true, sort: 1 },
  { slug: 'lviv', nameUk: 'Львів', nameEn: 'Lviv', regionUk: 'Львівська область', regionEn: 'Lviv Oblast', lat: 49.8419, lng: 24.0315, popular: true, sort: 2 },
  { slug: 'odesa', nameUk: 'Одеса', nameEn: 'Odesa', regionUk: 'Одеська область', regionEn: 'Odesa Oblast', lat: 46.4825, lng: 30.7233, popular: true, sort: 3 },
  { slug: 'dnipro', nameUk: 'Дніпро', nameEn: 'Dnipro', regionUk: 'Дніпропетровська область', regionEn: 'Dnipropetrovsk Oblast', lat: 48.4647, lng: 35.0462, popular: true, sort: 4 },
  { slug: 'kharkiv', nameUk: 'Харків', nameEn: 'Kharkiv', regionUk: 'Харківська область', regionEn: 'Kharkiv Oblast', lat: 49.9935, lng: 36.2304, popular: true, sort: 5 },
  { slug: 'ivano-frankivsk', nameUk: 'Івано-Франківськ', nameEn: 'Ivano-Frankivsk', regionUk: 'Івано-Франківська область', regionEn: 'Ivano-Frankivsk Oblast', lat: 48.9226, lng: 24.7111, popular: true, sort: 6 },
  { slug: 'uzhhorod', nameUk: 'Ужгород', nameEn: 'Uzhhorod', regionUk: 'Закарпатська область', regionEn: 'Zakarpattia Oblast', lat: 48.6208, lng: 22.2879, popular: true, sort: 7 },
  { slug: 'vinnytsia', nameUk: 'Вінниця', nameEn: 'Vinnytsia', regionUk: 'Вінницька область', regionEn: 'Vinnytsia Oblast', lat: 49.2331, lng: 28.4682, popular: true, sort: 8 },
  { slug: 'zaporizhzhia', nameUk: 'Запоріжжя', nameEn: 'Zaporizhzhia', regionUk: 'Запорізька область', regionEn: 'Zaporizhzhia Oblast', lat: 47.8388, lng: 35.1396, popular: false, sort: 9 },
  { slug: 'chernivtsi', nameUk: 'Чернівці', nameEn: 'Chernivtsi', regionUk: 'Чернівецька область', regionEn: 'Chernivtsi Oblast', lat: 48.2921, lng: 25.9358, popular: false, sort: 10 },
  { slug: 'poltava', nameUk: 'Полтава', nameEn: 'Poltava', regionUk: 'Полтавська область', regionEn: 'Poltava Oblast', lat: 49.5883, lng: 34.5514, popular: false, sort: 11 },
  { slug: 'ternopil', nameUk: 'Тернопіль', nameEn: 'Ternopil', regionUk: 'Тернопільська область', regionEn: 'Ternopil Oblast', lat: 49.5535, lng: 25.5948, popular: false, sort: 12 },
  { slug: 'lutsk', nameUk: 'Луцьк', nameEn: 'Lutsk', regionUk: 'Волинська область', regionEn: 'Volyn Oblast', lat: 50.7472, lng: 25.3254, popular: false, sort: 13 },
  { slug: 'rivne', nameUk: 'Рівне', nameEn: 'Rivne', regionUk: 'Рівненська область', regionEn: 'Rivne Oblast', lat: 50.6199, lng: 26.2516, popular: false, sort: 14 },
  { slug: 'khmelnytskyi', nameUk: 'Хмельницький', nameEn: 'Khmelnytskyi', regionUk: 'Хмельницька область', regionEn: 'Khmelnytskyi Oblast', lat: 49.4229, lng: 26.9871, popular: false, sort: 15 },
  { slug: 'zhytomyr', nameUk: 'Житомир', nameEn: 'Zhytomyr', regionUk: 'Житомирська область', regionEn: 'Zhytomyr Oblast', lat: 50.2547, lng: 28.6587, popular: false, sort: 16 },
  { slug: 'cherkasy', nameUk: 'Черкаси', nameEn: 'Cherkasy', regionUk: 'Черкаська область', regionEn: 'Cherkasy Oblast', lat: 49.4444, lng: 32.0598, popular: false, sort: 17 },
  { slug: 'mykolaiv', nameUk: 'Миколаїв', nameEn: 'Mykolaiv', regionUk: 'Миколаївська область', regionEn: 'Mykolaiv Oblast', lat: 46.9751, lng: 31.9946, popular: false, sort: 18 },
  { slug: 'chernihiv', nameUk: 'Чернігів', nameEn: 'Chernihiv', regionUk: 'Чернігівська область', regionEn: 'Chernihiv Oblast', lat: 51.4982, lng: 31.2893, popular: false, sort: 19 },
  { slug: 'sumy', nameUk: 'Суми', nameEn: 'Sumy', regionUk: 'Сумська область', regionEn: 'Sumy Oblast', lat: 50.9077, lng: 34.7981, popular: false, sort: 20 },
  { slug: 'kropyvnytskyi', nameUk: 'Кропивницький', nameEn: 'Kropyvnytskyi', regionUk: 'Кіровоградська область', regionEn: 'Kirovohrad Oblast', lat: 48.5079, lng: 32.2623, popular: false, sort: 21 },
  { slug: 'mukachevo', nameUk: 'Мукачево', nameEn: 'Mukachevo', regionUk: 'Закарпатська область', regionEn: 'Zakarpattia Oblast', lat: 48.4392, lng: 22.7178, popular: false, sort: 22 },
  { slug: 'kamianets-podilskyi', nameUk: "Кам'янець-Подільський", nameEn: 'Kamianets-Podilskyi', regionUk: 'Хмельницька область', regionEn: 'Khmelnytskyi Oblast', lat: 48.6789, lng: 26.5853, popular: false, sort: 23 },
];
