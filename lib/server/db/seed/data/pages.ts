import 'server-only';

export type SeedPage = {
  slug: string;
  titleUk: string;
  titleEn: string;
  descriptionUk: string;
  descriptionEn: string;
  bodyUk: string;
  bodyEn: string;
  showInFooter: boolean;
};

export const EARN_LANDING_SLUG = 'earn-with-kermo';

/* -------------------------------------------------------------------------- */
/*  Earn with Kermo — landing for car owners                                  */
/* -------------------------------------------------------------------------- */

const earnUk = `
<h2>Ваше авто може заробляти, поки ви ним не користуєтеся</h2>
<p>Більшість приватних автомобілів майже весь день стоїть на парковці, а витрати на страховку, обслуговування й паркування нікуди не зникають. Kermo допомагає перетворити ці простої на дохід: ви розміщуєте авто на платформі, а перевірені водії орендують його на кілька днів чи тижнів — для відпустки в Карпатах, відрядження до іншого міста або поки їхня власна машина на ремонті.</p>
<p>Здавати авто на Kermo можуть і приватні власники, і компанії з автопарками. Коли, кому й за скільки — вирішуєте лише ви.</p>

<h2>Чому власники обирають Kermo</h2>
<ul>
<li><strong>Повний контроль.</strong> Ви встановлюєте ціну за добу, розмір застави, добовий ліміт пробігу, вартість доставки та власні правила: чи можна палити в салоні, їздити з тваринами або виїжджати за межі області.</li>
<li><strong>Кожне бронювання — з вашої згоди.</strong> Оренда не почнеться, доки ви не підтвердите запит. Перед цим ви бачите профіль водія, його відгуки та статус перевірки.</li>
<li><strong>Перевірені орендарі.</strong> Кожен водій підтверджує електронну пошту й номер телефону та проходить перевірку посвідчення водія.</li>
<li><strong>Оплата через платформу.</strong> Орендар оплачує бронювання в гривнях на Kermo, тож не доведеться домовлятися про передоплату чи нагадувати про борги.</li>
<li><strong>Без абонентської плати.</strong> Розміщення безкоштовне, а сервісна комісія утримується лише із завершених оренд.</li>
<li><strong>Підтримка щодня.</strong> Команда Kermo на зв'язку з понеділка по неділю з 8:00 до 22:00 за київським часом.</li>
</ul>

<h2>Як це працює</h2>
<ol>
<li><strong>Розмістіть автомобіль.</strong> Зареєструйтеся як власник, вкажіть марку, модель і рік випуску, додайте якісні фото кузова й салону, опишіть комплектацію та місце, де орендар зможе забрати авто.</li>
<li><strong>Пройдіть перевірку.</strong> Ми перевіряємо ваш профіль і документи на автомобіль. Оголошення з'являється в пошуку лише після успішної верифікації.</li>
<li><strong>Налаштуйте ціни та календар.</strong> Встановіть ціну за добу, заставу, ліміт пробігу й вартість кожного кілометра понад нього. У календарі позначте дні, коли авто вільне, і закривайте дати, коли воно потрібне вам самим.</li>
<li><strong>Підтверджуйте запити.</strong> Коли водій надсилає запит на бронювання, ви отримуєте сповіщення, переглядаєте його профіль і приймаєте або відхиляєте запит. Після підтвердження орендар оплачує бронювання.</li>
<li><strong>Передайте ключі.</strong> Зустріньтеся з орендарем у погоджений час, разом огляньте авто, зафіксуйте пробіг і рівень пального, підпишіть договір і прийміть заставу.</li>
<li><strong>Отримайте виплату.</strong> Після завершення оренди Kermo перераховує вам оплату за вирахуванням сервісної комісії.</li>
</ol>

<h2>Скільки можна заробити</h2>
<p>Дохід залежить від міста, класу й стану автомобіля, сезону та того, скільки днів на місяць ви готові його здавати. Ось простий приклад:</p>
<ul>
<li>автомобіль: Skoda Octavia 2018 року;</li>
<li>ціна: 1 400 ₴ за добу;</li>
<li>зайнятість: 12 днів на місяць.</li>
</ul>
<p>1 400 ₴ × 12 днів ≈ <strong>16 800 ₴ на місяць</strong>. Це сума до вирахування сервісної комісії Kermo. Додатково можна заробляти на доставці авто до орендаря чи на вокзал і на оплаті перевищення пробігу.</p>
<p>Коли встановлюєте ціну, закладіть у неї власні витрати — мийку, планове ТО, сезонну заміну шин. А щоб бронювань було більше, тримайте календар актуальним, швидко відповідайте на запити й не шкодуйте часу на гарні фото: водії охочіше обирають авто з детальним описом і добрими відгуками.</p>

<h2>Безпека для вас і вашого авто</h2>
<ul>
<li><strong>Перевірені водії.</strong> Орендарі підтверджують e-mail і телефон, завантажують фото посвідчення водія або діляться ним через «Дію». Орендувати авто можуть лише водії віком від 21 року зі стажем керування від 2 років.</li>
<li><strong>Застава.</strong> Її розмір визначаєте ви. Застава покриває дрібні пошкодження, штрафи чи нестачу пального й повертається орендарю, якщо авто повернули без претензій.</li>
<li><strong>Пробіг фіксується під час передачі.</strong> Показники одометра й рівень пального записуються на початку та наприкінці оренди, тож перевищення ліміту легко підрахувати.</li>
<li><strong>Договір оренди.</strong> Кожна передача авто оформлюється договором, де зазначено сторони, строки, стан автомобіля й відповідальність орендаря.</li>
<li><strong>Відгуки та скарги.</strong> Після оренди ви залишаєте відгук про водія, а якщо щось пішло не так, можете поскаржитися на його профіль — наша команда розгляне звернення.</li>
</ul>

<h2>Що потрібно, щоб почати</h2>
<ul>
<li>автомобіль, який належить вам або яким ви маєте право розпоряджатися (наприклад, за довіреністю власника);</li>
<li>свідоцтво про реєстрацію транспортного засобу;</li>
<li>чинний поліс ОСЦПВ — обов'язкового страхування цивільно-правової відповідальності власників транспортних засобів;</li>
<li>справний технічний стан: гальма, шини за сезоном, освітлення, жодних помилок на приладовій панелі;</li>
<li>профіль на Kermo з підтвердженими контактами.</li>
</ul>

<h2>Запитання власників</h2>
<h3>Чи можу я відмовити орендарю?</h3>
<p>Так. Кожен запит на бронювання ви підтверджуєте вручну. Якщо профіль водія викликає сумніви або дати вам не підходять, просто відхиліть запит.</p>
<h3>Що буде, якщо орендар пошкодить авто?</h3>
<p>Стан авто під час передачі й повернення фіксується в договорі та на фото. Дрібні пошкодження компенсуються із застави, а збитки понад її суму орендар відшкодовує відповідно до договору й законодавства України. Якщо маєте поліс КАСКО, уточніть у страховика, чи поширюється він на авто, передане в оренду.</p>
<h3>Як і коли я отримаю гроші?</h3>
<p>Орендар оплачує бронювання через Kermo в гривнях. Після завершення оренди ми перераховуємо вам суму за вирахуванням сервісної комісії. Усі суми видно в деталях кожного бронювання.</p>
<h3>Чи зможу я сам користуватися авто?</h3>
<p>Звісно. Календар повністю під вашим контролем: закривайте дати, коли машина потрібна вам, і відкривайте, коли вона вільна.</p>
<h3>Чи можна використовувати моє авто в таксі?</h3>
<p>Лише якщо ви прямо дозволили це в оголошенні. В інших випадках робота в таксі заборонена, як і передача авто третім особам чи участь у перегонах.</p>
<h3>Я представляю компанію з автопарком. Чи підійде мені Kermo?</h3>
<p>Так. Компанії та ФОП можуть зареєструватися як бізнес, розмістити кілька автомобілів і керувати всіма бронюваннями з одного облікового запису.</p>

<h2>Почніть заробляти вже сьогодні</h2>
<p>Реєстрація займає кілька хвилин, а розміщення оголошення нічого не коштує.</p>
<ul>
<li><a href="/register-host">Зареєструватися як власник авто</a> — для приватних осіб.</li>
<li><a href="/register-legal">Зареєструвати компанію</a> — для компаній і ФОП з автопарком.</li>
</ul>
<p>Маєте запитання? Перегляньте <a href="/faq">поширені запитання</a> або <a href="/contacts">напишіть нам</a>.</p>
`.trim();

const earnEn = `
<h2>Your car can earn while you're not using it</h2>
<p>Most private cars spend the better part of the day parked, while insurance, maintenance and parking costs keep adding up. Kermo turns that idle time into income: you list your car, and verified drivers rent it for a few days or weeks — for a holiday in the Carpathians, a business trip to another city, or while their own car is in the workshop.</p>
<p>Both private owners and companies with fleets can list cars on Kermo. When, to whom and for how much is entirely up to you.</p>

<h2>Why owners choose Kermo</h2>
<ul>
<li><strong>You're in control.</strong> You set the daily price, the deposit, the daily mileage limit, the delivery fee and your own rules: smoking, pets, or travel outside the region.</li>
<li><strong>Every booking needs your approval.</strong> No rental starts until you accept the request. Before you do, you can see the driver's profile, reviews and verification status.</li>
<li><strong>Verified renters.</strong> Every driver confirms their e-mail and phone number and has their driving licence checked.</li>
<li><strong>Payments through the platform.</strong> Renters pay for bookings in hryvnias on Kermo, so there's no haggling over prepayments or chasing people for money.</li>
<li><strong>No subscription fees.</strong> Listing is free; the service commission is deducted only from completed rentals.</li>
<li><strong>Support every day.</strong> The Kermo team is available Monday to Sunday, 8:00–22:00 Kyiv time.</li>
</ul>

<h2>How it works</h2>
<ol>
<li><strong>List your car.</strong> Sign up as a host, enter the make, model and year, add good photos of the exterior and interior, describe the features and where the renter can pick the car up.</li>
<li><strong>Get verified.</strong> We check your profile and the car's documents. Your listing appears in search only once verification is complete.</li>
<li><strong>Set prices and your calendar.</strong> Choose the daily price, deposit, mileage limit and the price per extra kilometre. Mark the days the car is available and block the dates when you need it yourself.</li>
<li><strong>Accept requests.</strong> When a driver sends a booking request, you get a notification, review their profile and accept or decline. Once you accept, the renter pays for the booking.</li>
<li><strong>Hand over the keys.</strong> Meet the renter at the agreed time, inspect the car together, record the mileage and fuel level, sign the contract and take the deposit.</li>
<li><strong>Get paid.</strong> After the rental ends, Kermo transfers your earnings minus the service commission.</li>
</ol>

<h2>How much can you earn?</h2>
<p>Your income depends on the city, the class and condition of the car, the season and how many days you make it available. Here's a simple example:</p>
<ul>
<li>car: 2018 Skoda Octavia;</li>
<li>price: 1,400 UAH per day;</li>
<li>booked: 12 days a month.</li>
</ul>
<p>1,400 UAH × 12 days ≈ <strong>16,800 UAH a month</strong>. That's before Kermo's service commission is deducted. You can earn extra by delivering the car to the renter or to the railway station, and from mileage overage fees.</p>
<p>When setting your price, factor in your own costs — car washes, scheduled servicing, seasonal tyre changes. To get more bookings, keep your calendar up to date, reply to requests quickly and take time over your photos: drivers prefer cars with detailed descriptions and good reviews.</p>

<h2>Safety for you and your car</h2>
<ul>
<li><strong>Verified drivers.</strong> Renters confirm their e-mail and phone, upload photos of their driving licence or share it via the Diia app. Only drivers aged 21 or over with at least 2 years of driving experience can rent.</li>
<li><strong>Deposit.</strong> You decide the amount. The deposit covers minor damage, fines or missing fuel and is returned to the renter if the car comes back with no issues.</li>
<li><strong>Mileage recorded at handover.</strong> Odometer readings and fuel level are recorded at the start and end of every rental, so any overage is easy to calculate.</li>
<li><strong>Rental contract.</strong> Every handover comes with a contract stating the parties, dates, the car's condition and the renter's responsibilities.</li>
<li><strong>Reviews and reports.</strong> After a rental you review the driver, and if something goes wrong you can report their profile — our team will look into it.</li>
</ul>

<h2>What you need to get started</h2>
<ul>
<li>a car you own or are authorised to manage (for example, under the owner's power of attorney);</li>
<li>the vehicle registration certificate;</li>
<li>a valid compulsory motor third-party liability insurance policy (known in Ukraine as OSTsPV);</li>
<li>a car in good working order: brakes, seasonal tyres, lights, no warning lights on the dashboard;</li>
<li>a Kermo profile with confirmed contact details.</li>
</ul>

<h2>Questions from hosts</h2>
<h3>Can I turn a renter down?</h3>
<p>Yes. You approve every booking request yourself. If a driver's profile raises doubts or the dates don't suit you, simply decline.</p>
<h3>What if the renter damages the car?</h3>
<p>The car's condition at pickup and return is recorded in the contract and in photos. Minor damage is covered from the deposit; anything beyond that is compensated by the renter under the contract and Ukrainian law. If you have comprehensive (KASKO) cover, check with your insurer whether it applies while the car is rented out.</p>
<h3>How and when do I get paid?</h3>
<p>The renter pays for the booking through Kermo in hryvnias. After the rental ends, we transfer the amount to you minus the service commission. All amounts are shown in each booking's details.</p>
<h3>Can I still use the car myself?</h3>
<p>Of course. The calendar is entirely yours: block the dates when you need the car and open them when it's free.</p>
<h3>Can my car be used as a taxi?</h3>
<p>Only if you explicitly allow it in your listing. Otherwise taxi use is prohibited, as are handing the car to third parties and racing.</p>
<h3>I run a company with a fleet. Is Kermo right for me?</h3>
<p>Yes. Companies and sole proprietors can register as a business, list several cars and manage all bookings from a single account.</p>

<h2>Start earning today</h2>
<p>Signing up takes a few minutes, and listing your car costs nothing.</p>
<ul>
<li><a href="/en/register-host">Sign up as a car owner</a> — for individuals.</li>
<li><a href="/en/register-legal">Register your company</a> — for businesses and sole proprietors with a fleet.</li>
</ul>
<p>Have questions? Check the <a href="/en/faq">FAQ</a> or <a href="/en/contacts">get in touch</a>.</p>
`.trim();

/* -------------------------------------------------------------------------- */
/*  About                                                                      */
/* -------------------------------------------------------------------------- */

const aboutUk = `
<h2>Що таке Kermo</h2>
<p>Kermo — український онлайн-сервіс оренди автомобілів напряму від власників. Приватні власники й компанії пропонують тут свої авто, а водії знаходять машину в потрібному місті на день, на вихідні чи на кілька тижнів. Назва походить від українського слова «кермо»: ми хочемо, щоб кожен міг тримати кермо у своїх руках — і в дорозі, і у власних справах.</p>

<h2>Наша місія</h2>
<p>Зробити оренду авто в Україні простою, чесною й доступною. Автомобілі, які здебільшого простоюють, можуть приносити користь: власникам — додатковий дохід, а водіям — вибір, якого немає у звичайних прокатних компаніях. Від невеликого хетчбека для поїздок містом до позашляховика для Карпат — з реальними фото, зрозумілими цінами в гривнях і прозорими умовами.</p>

<h2>Команда</h2>
<p>Kermo створює українська команда розробників, дизайнерів і фахівців служби підтримки. Ми самі орендуємо й здаємо авто, їздимо дорогами від Ужгорода до Харкова й добре знаємо, як важливо, щоб машина була справною, а домовленостей дотримувалися. Тому сервіс працює українською, підтримка відповідає щодня, а нові функції з'являються завдяки відгукам наших користувачів.</p>

<h2>Довіра понад усе</h2>
<p>Оренда між людьми тримається на довірі, тож ми закладаємо її в кожен крок:</p>
<ul>
<li>орендарі підтверджують e-mail, телефон і посвідчення водія;</li>
<li>власники проходять перевірку, перш ніж їхні оголошення з'являться в пошуку;</li>
<li>відгук можна залишити лише після завершеної оренди, тож усі оцінки — від реальних клієнтів;</li>
<li>застава, договір і фіксація пробігу захищають інтереси обох сторін;</li>
<li>на підозрілий профіль можна поскаржитися, і ми розглядаємо кожну скаргу.</li>
</ul>
<p>Докладніше — на сторінці <a href="/safety">«Безпека»</a>.</p>

<h2>Приєднуйтеся</h2>
<p>Шукаєте авто? Дізнайтеся, <a href="/how-it-works">як працює оренда</a>. Маєте машину, яка часто простоює? Подивіться, як <a href="/earn-with-kermo">заробляти з Kermo</a>.</p>
`.trim();

const aboutEn = `
<h2>What is Kermo?</h2>
<p>Kermo is a Ukrainian online service for renting cars directly from their owners. Private owners and companies list their cars, and drivers find the right car in the city they need — for a day, a weekend or several weeks. The name comes from the Ukrainian word <em>kermo</em>, meaning "steering wheel": we want everyone to be in the driver's seat, both on the road and in their own plans.</p>

<h2>Our mission</h2>
<p>To make car rental in Ukraine simple, honest and affordable. Cars that sit idle most of the time can do more: earn extra income for their owners and give drivers a choice that traditional rental companies don't offer. From a small hatchback for city errands to an SUV for the Carpathians — with real photos, clear prices in hryvnias and transparent terms.</p>

<h2>Our team</h2>
<p>Kermo is built by a Ukrainian team of developers, designers and customer support specialists. We rent and list cars ourselves, drive the roads from Uzhhorod to Kharkiv, and know how much it matters that the car is in good shape and that agreements are kept. That's why the service works in Ukrainian first, our support team answers every day, and new features come from our users' feedback.</p>

<h2>Trust comes first</h2>
<p>Peer-to-peer rental runs on trust, so we build it into every step:</p>
<ul>
<li>renters confirm their e-mail, phone number and driving licence;</li>
<li>hosts are verified before their listings appear in search;</li>
<li>reviews can only be left after a completed rental, so every rating comes from a real customer;</li>
<li>deposits, contracts and recorded mileage protect both sides;</li>
<li>suspicious profiles can be reported, and we look into every report.</li>
</ul>
<p>Learn more on our <a href="/en/safety">Safety</a> page.</p>

<h2>Join us</h2>
<p>Looking for a car? See <a href="/en/how-it-works">how renting works</a>. Have a car that's often parked? Find out how to <a href="/en/earn-with-kermo">earn with Kermo</a>.</p>
`.trim();

/* -------------------------------------------------------------------------- */
/*  How it works (for renters)                                                 */
/* -------------------------------------------------------------------------- */

const howItWorksUk = `
<h2>Оренда авто на Kermo — крок за кроком</h2>
<ol>
<li><strong>Знайдіть авто.</strong> Оберіть місто й дати оренди на <a href="/">головній сторінці</a>. Фільтруйте результати за ціною, типом кузова, коробкою передач чи видом пального та порівнюйте умови: заставу, ліміт пробігу, доставку.</li>
<li><strong>Забронюйте.</strong> Перевірте підсумкову вартість і надішліть власнику запит на бронювання.</li>
<li><strong>Дочекайтеся підтвердження.</strong> Власник переглядає ваш профіль і підтверджує бронювання — ви одразу отримаєте сповіщення.</li>
<li><strong>Оплатіть.</strong> Після підтвердження оплатіть бронювання в гривнях. Неоплачені бронювання автоматично скасовуються за 24 години до початку оренди, тож не відкладайте оплату.</li>
<li><strong>Заберіть авто.</strong> Зустріньтеся з власником у погодженому місці, разом огляньте машину, зафіксуйте пробіг і рівень пального, підпишіть договір і внесіть заставу.</li>
<li><strong>У дорогу.</strong> Дотримуйтеся правил дорожнього руху, ліміту пробігу та правил, зазначених в оголошенні. Якщо щось трапилося, одразу повідомте власника й підтримку Kermo.</li>
<li><strong>Поверніть авто.</strong> Поверніть машину вчасно, у тому ж стані й з тим самим рівнем пального. Власник звіряє пробіг і повертає заставу, якщо претензій немає.</li>
<li><strong>Залиште відгук.</strong> Оцініть авто й власника — ваш відгук допоможе іншим водіям зробити вибір.</li>
</ol>

<h2>Перевірка водія</h2>
<p>Щоб бронювати авто, підтвердьте електронну пошту й номер телефону та пройдіть перевірку посвідчення водія: завантажте фото обох його сторін або поділіться документом через застосунок «Дія». Фото посвідчення бачите лише ви та працівники, які здійснюють перевірку. Орендувати авто можуть водії віком від 21 року зі стажем керування не менше 2 років.</p>

<h2>Скасування</h2>
<p>Бронювання можна безкоштовно скасувати не пізніше ніж за 24 години до початку оренди — кошти повернуться повністю. Якщо скасувати пізніше, повернення залежить від умов конкретного оголошення.</p>

<p>Залишилися запитання? Перегляньте <a href="/faq">поширені запитання</a> або <a href="/contacts">зв'яжіться з нами</a>.</p>
`.trim();

const howItWorksEn = `
<h2>Renting a car on Kermo, step by step</h2>
<ol>
<li><strong>Find a car.</strong> Choose a city and your rental dates on the <a href="/en">home page</a>. Filter by price, body type, transmission or fuel type, and compare the terms: deposit, mileage limit, delivery.</li>
<li><strong>Book.</strong> Check the total price and send the owner a booking request.</li>
<li><strong>Wait for confirmation.</strong> The owner reviews your profile and confirms the booking — you'll be notified straight away.</li>
<li><strong>Pay.</strong> Once confirmed, pay for the booking in hryvnias. Unpaid bookings are cancelled automatically 24 hours before the rental starts, so don't leave payment until the last minute.</li>
<li><strong>Pick up the car.</strong> Meet the owner at the agreed place, inspect the car together, record the mileage and fuel level, sign the contract and pay the deposit.</li>
<li><strong>Drive.</strong> Follow the traffic rules, the mileage limit and the rules stated in the listing. If anything happens, let the owner and Kermo support know right away.</li>
<li><strong>Return the car.</strong> Bring the car back on time, in the same condition and with the same fuel level. The owner checks the mileage and returns your deposit if there are no issues.</li>
<li><strong>Leave a review.</strong> Rate the car and the owner — your review helps other drivers choose.</li>
</ol>

<h2>Driver verification</h2>
<p>To book a car, confirm your e-mail and phone number and get your driving licence verified: upload photos of both sides or share the document via the Diia app. Your licence photos are visible only to you and to the staff who carry out verification. Renters must be at least 21 years old with at least 2 years of driving experience.</p>

<h2>Cancellation</h2>
<p>You can cancel a booking free of charge up to 24 hours before the rental starts and get a full refund. For later cancellations, any refund depends on the terms of the specific listing.</p>

<p>Still have questions? Check the <a href="/en/faq">FAQ</a> or <a href="/en/contacts">contact us</a>.</p>
`.trim();

/* -------------------------------------------------------------------------- */
/*  FAQ                                                                        */
/* -------------------------------------------------------------------------- */

const faqUk = `
<h2>Для орендарів</h2>

<h3>Хто може орендувати авто на Kermo?</h3>
<p>Водії віком від 21 року зі стажем керування щонайменше 2 роки та чинним посвідченням водія відповідної категорії (для легкових авто — B). Також потрібно підтвердити електронну пошту й номер телефону та пройти перевірку посвідчення: завантажити фото обох його сторін або поділитися ним через «Дію». Окремі власники можуть висувати суворіші вимоги — їх зазначено в оголошенні.</p>

<h3>Навіщо потрібна застава і коли її повернуть?</h3>
<p>Застава — це гарантія для власника на випадок дрібних пошкоджень, штрафів чи нестачі пального. Її розмір вказано в кожному оголошенні. Ви вносите заставу під час отримання авто, а власник повертає її після повернення машини, якщо вона в тому ж стані, що й на початку оренди. Якщо є претензії, із застави утримують лише задокументовану суму.</p>

<h3>Чи є обмеження пробігу?</h3>
<p>Більшість власників встановлює добовий ліміт, наприклад 250 км на добу. За кожен кілометр понад ліміт стягується доплата, вказана в оголошенні, — скажімо, 5 ₴ за км. Пробіг фіксують під час передачі та повернення авто, тож сюрпризів не буде. Деякі оголошення пропонують оренду без обмеження пробігу.</p>

<h3>Як бути з пальним?</h3>
<p>Зазвичай авто треба повернути з тим самим рівнем пального, що й на початку оренди. Якщо пального менше, вартість нестачі компенсується відповідно до умов оголошення. Електромобілі повертають з погодженим рівнем заряду.</p>

<h3>Чи можна замовити доставку авто?</h3>
<p>Так, якщо власник пропонує доставку. Її вартість і зону вказано в оголошенні: авто можуть привезти до вашого дому, готелю чи залізничного вокзалу.</p>

<h3>Як скасувати бронювання?</h3>
<p>Відкрийте бронювання в особистому кабінеті й натисніть «Скасувати». Скасування безкоштовне, якщо до початку оренди лишається щонайменше 24 години. Пам'ятайте: неоплачені бронювання автоматично скасовуються за 24 години до початку оренди.</p>

<h3>Що робити в разі ДТП чи пошкодження авто?</h3>
<p>Насамперед подбайте про безпеку людей. За потреби телефонуйте 112 або до поліції — 102. Якщо немає постраждалих і учасники дійшли згоди, ДТП можна оформити європротоколом. Сфотографуйте місце пригоди та пошкодження й одразу повідомте власника та підтримку Kermo. Відповідальність за шкоду визначається договором оренди та законодавством України: дрібні пошкодження покриваються із застави, більші — відшкодовує винна сторона або страховик.</p>

<h3>Хто платить штрафи за порушення ПДР?</h3>
<p>Орендар. Штрафи, зафіксовані під час оренди, зокрема камерами автофіксації, надходять власнику авто, і він має право вимагати їх компенсації. Сума може бути утримана із застави.</p>

<h2>Оплата</h2>

<h3>У якій валюті відбуваються розрахунки?</h3>
<p>Усі ціни на Kermo вказано в гривнях, оплата також здійснюється в гривнях банківською карткою. Якщо ваша картка в іншій валюті, конвертацію за своїм курсом проведе банк.</p>

<h3>Що входить у вартість оренди?</h3>
<p>Ціна за добу, помножена на кількість днів, а також вибрані додаткові послуги, наприклад доставка. Застава не входить у вартість: її вносять окремо під час отримання авто й повертають після завершення оренди.</p>

<h2>Для власників</h2>

<h3>Як розмістити своє авто?</h3>
<p>Зареєструйтеся як власник, додайте авто з фото й описом, пройдіть перевірку, встановіть ціну та календар. Детально про це — на сторінці <a href="/earn-with-kermo">«Заробляйте з Kermo»</a>.</p>

<h3>Коли я отримаю оплату?</h3>
<p>Після завершення оренди Kermo перераховує вам оплату за вирахуванням сервісної комісії. Розміщення оголошень безкоштовне.</p>

<h3>Чи можу я відхилити запит на бронювання?</h3>
<p>Так. Ви самі вирішуєте, кому здавати авто: переглядайте профіль, перевірку та відгуки водія й приймайте або відхиляйте запит.</p>

<h2>Відгуки та обліковий запис</h2>

<h3>Як працюють відгуки?</h3>
<p>Після завершення оренди орендар і власник можуть оцінити одне одного та залишити коментар. Відгук можна написати лише за результатами реальної оренди, тож оцінкам можна довіряти. Ми не видаляємо негативні відгуки на прохання, але приховуємо ті, що містять образи, погрози чи чужі персональні дані.</p>

<h3>Як поскаржитися на користувача?</h3>
<p>Натисніть «Поскаржитися» в профілі користувача й оберіть причину: підозрілий профіль, неналежна поведінка чи шахрайство. Додайте короткий опис ситуації. Наша команда розгляне скаргу й ужиє заходів — аж до блокування облікового запису.</p>

<h3>Як видалити обліковий запис?</h3>
<p>Надішліть запит на видалення в налаштуваннях профілю або напишіть на <strong>support@kermo.ua</strong>. Ми видалимо обліковий запис протягом 2 робочих днів. Перед цим потрібно завершити або скасувати активні бронювання. Частину даних, як-от платіжні документи, ми зобов'язані зберігати протягом строку, визначеного законодавством.</p>

<p>Не знайшли відповіді? <a href="/contacts">Напишіть нам</a> — ми на зв'язку щодня з 8:00 до 22:00.</p>
`.trim();

const faqEn = `
<h2>For renters</h2>

<h3>Who can rent a car on Kermo?</h3>
<p>Drivers aged 21 or over with at least 2 years of driving experience and a valid driving licence of the right category (B for passenger cars). You also need to confirm your e-mail and phone number and get your licence verified by uploading photos of both sides or sharing it via the Diia app. Some owners set stricter requirements — these are stated in the listing.</p>

<h3>Why is there a deposit, and when do I get it back?</h3>
<p>The deposit protects the owner against minor damage, fines or missing fuel. The amount is shown in every listing. You pay it when you pick up the car, and the owner returns it when you bring the car back in the same condition. If there's a problem, only the documented amount is withheld.</p>

<h3>Is there a mileage limit?</h3>
<p>Most owners set a daily limit, for example 250 km per day. Every kilometre over the limit is charged at the rate shown in the listing — say, 5 UAH per km. Mileage is recorded at pickup and return, so there are no surprises. Some listings offer unlimited mileage.</p>

<h3>What about fuel?</h3>
<p>As a rule, you return the car with the same fuel level as at pickup. If there's less fuel, the shortfall is charged according to the listing's terms. Electric cars are returned with the agreed charge level.</p>

<h3>Can the car be delivered to me?</h3>
<p>Yes, if the owner offers delivery. The fee and delivery area are shown in the listing: the car can be brought to your home, hotel or railway station.</p>

<h3>How do I cancel a booking?</h3>
<p>Open the booking in your account and click "Cancel". Cancellation is free as long as there are at least 24 hours until the rental starts. Remember that unpaid bookings are cancelled automatically 24 hours before the start.</p>

<h3>What should I do after an accident or damage?</h3>
<p>First make sure everyone is safe. If needed, call 112 or the police on 102. If no one is hurt and the parties agree, the accident can be documented with a European accident report (europrotocol). Photograph the scene and the damage and notify the owner and Kermo support straight away. Liability is determined by the rental contract and Ukrainian law: minor damage is covered from the deposit, anything larger is paid by the party at fault or their insurer.</p>

<h3>Who pays traffic fines?</h3>
<p>The renter. Fines incurred during the rental, including those from traffic cameras, are sent to the car's owner, who is entitled to be reimbursed. The amount may be deducted from the deposit.</p>

<h2>Payments</h2>

<h3>What currency are payments in?</h3>
<p>All prices on Kermo are in Ukrainian hryvnias (UAH), and you pay in hryvnias by bank card. If your card is in another currency, your bank will convert the amount at its own rate.</p>

<h3>What's included in the price?</h3>
<p>The daily price multiplied by the number of days, plus any extras you choose, such as delivery. The deposit isn't part of the price: it's paid separately at pickup and returned after the rental.</p>

<h2>For hosts</h2>

<h3>How do I list my car?</h3>
<p>Sign up as a host, add your car with photos and a description, get verified, then set your price and calendar. Find out more on the <a href="/en/earn-with-kermo">Earn with Kermo</a> page.</p>

<h3>When do I get paid?</h3>
<p>After the rental ends, Kermo transfers your earnings minus the service commission. Listing your car is free.</p>

<h3>Can I decline a booking request?</h3>
<p>Yes. You decide who rents your car: check the driver's profile, verification status and reviews, then accept or decline the request.</p>

<h2>Reviews and your account</h2>

<h3>How do reviews work?</h3>
<p>After a rental ends, the renter and the host can rate each other and leave a comment. Reviews can only be written after a real rental, so you can trust the ratings. We don't remove negative reviews on request, but we do hide reviews containing insults, threats or other people's personal data.</p>

<h3>How do I report a user?</h3>
<p>Click "Report" on the user's profile and choose a reason: suspicious profile, misbehaviour or fraud. Add a short description of what happened. Our team will review the report and take action, up to and including blocking the account.</p>

<h3>How do I delete my account?</h3>
<p>Request deletion in your profile settings or write to <strong>support@kermo.ua</strong>. We'll delete your account within 2 business days. Any active bookings must be completed or cancelled first. Some data, such as payment records, must be kept for the period required by law.</p>

<p>Didn't find your answer? <a href="/en/contacts">Get in touch</a> — we're available every day from 8:00 to 22:00.</p>
`.trim();

/* -------------------------------------------------------------------------- */
/*  Terms of use                                                               */
/* -------------------------------------------------------------------------- */

const termsUk = `
<p><em>Редакція від 1 вересня 2025 року</em></p>

<h2>1. Загальні положення</h2>
<p>Ці Умови використання (далі — «Умови») регулюють користування вебсайтом і сервісом Kermo (далі — «Платформа», «Kermo», «ми»). Реєструючись або користуючись Платформою, ви підтверджуєте, що ознайомилися з Умовами та <a href="/privacy">Політикою конфіденційності</a> і погоджуєтеся з ними. Якщо ви не згодні з Умовами, будь ласка, не користуйтеся Платформою.</p>
<p>У цих Умовах:</p>
<ul>
<li><strong>Власник</strong> — фізична особа, ФОП або юридична особа, яка розміщує автомобіль для оренди;</li>
<li><strong>Орендар</strong> — користувач, який бронює та орендує автомобіль;</li>
<li><strong>Оголошення</strong> — опис автомобіля та умов його оренди, розміщений Власником;</li>
<li><strong>Бронювання</strong> — домовленість між Орендарем і Власником про оренду автомобіля на певні дати, оформлена через Платформу.</li>
</ul>

<h2>2. Роль Kermo</h2>
<p>Kermo — інформаційний посередник, який допомагає Власникам і Орендарям знайти одне одного, домовитися про оренду та провести оплату. Договір оренди автомобіля укладається безпосередньо між Власником і Орендарем. Kermo не є власником автомобілів, не є стороною договору оренди та не надає послуг перевезення. Водночас ми допомагаємо сторонам врегульовувати спірні ситуації.</p>

<h2>3. Обліковий запис</h2>
<ul>
<li>Зареєструватися на Платформі можуть особи, яким виповнилося 18 років. Орендувати автомобілі можуть лише користувачі віком від 21 року зі стажем керування не менше 2 років.</li>
<li>Ви зобов'язуєтеся надавати правдиві й актуальні дані та своєчасно їх оновлювати.</li>
<li>Одна особа може мати лише один обліковий запис кожного типу. Передавати обліковий запис іншим особам заборонено.</li>
<li>Ви відповідаєте за збереження пароля та за всі дії, здійснені з вашого облікового запису.</li>
</ul>

<h2>4. Перевірка користувачів</h2>
<p>Щоб бронювати авто, Орендар підтверджує електронну пошту й номер телефону та проходить перевірку посвідчення водія — завантажує фото обох сторін документа або ділиться ним через застосунок «Дія». Власник проходить верифікацію профілю та документів на автомобіль, перш ніж Оголошення стане доступним у пошуку. Ми можемо запросити додаткові документи, а також відмовити в перевірці, якщо дані неповні, недостовірні або викликають сумніви.</p>

<h2>5. Оголошення</h2>
<p>Власник гарантує, що має право здавати автомобіль в оренду, автомобіль зареєстрований в Україні, застрахований за договором обов'язкового страхування цивільно-правової відповідальності (ОСЦПВ) і технічно справний. Оголошення має точно описувати автомобіль, його стан, ціну, заставу, ліміт пробігу та інші умови. Ми можемо приховати або видалити Оголошення, яке порушує ці Умови чи вводить користувачів в оману.</p>

<h2>6. Бронювання та оплата</h2>
<ul>
<li>Орендар надсилає запит на бронювання, а Власник його підтверджує або відхиляє.</li>
<li>Після підтвердження Орендар оплачує бронювання через Платформу. Усі ціни та розрахунки — у гривнях.</li>
<li>Неоплачені бронювання автоматично скасовуються за 24 години до початку оренди.</li>
<li>Після завершення оренди Власник отримує оплату за вирахуванням сервісної комісії Kermo. Розмір комісії відображається Власнику в особистому кабінеті.</li>
<li>Домовлятися про оплату оренди в обхід Платформи заборонено: у такому разі ми не можемо захистити інтереси сторін.</li>
</ul>

<h2>7. Скасування</h2>
<p>Орендар може безкоштовно скасувати бронювання не пізніше ніж за 24 години до початку оренди — оплата повертається в повному обсязі. У разі пізнішого скасування повернення коштів здійснюється відповідно до умов Оголошення. Якщо бронювання скасовує Власник, Орендар отримує повне відшкодування. Систематичні скасування з боку Власника можуть призвести до обмеження його облікового запису. Kermo може скасувати бронювання, якщо є ознаки шахрайства або порушення цих Умов.</p>

<h2>8. Застава, пробіг і пальне</h2>
<p>Розмір застави встановлює Власник і вказує в Оголошенні. Застава вноситься під час передачі автомобіля й повертається після його повернення, якщо немає претензій. Під час передачі й повернення сторони фіксують показники одометра, рівень пального (заряду) та стан автомобіля. Перевищення ліміту пробігу оплачується за тарифом, вказаним в Оголошенні. Автомобіль повертається з тим самим рівнем пального, якщо сторони не домовилися про інше.</p>

<h2>9. Заборонене використання</h2>
<p>Орендарю заборонено:</p>
<ul>
<li>використовувати автомобіль для роботи в таксі чи перевезення пасажирів за плату, якщо Власник прямо не дозволив цього в Оголошенні;</li>
<li>передавати автомобіль у суборенду або дозволяти керувати ним особам, не зазначеним у договорі;</li>
<li>брати участь у перегонах, дрифті чи інших змаганнях, а також використовувати автомобіль для навчання водінню;</li>
<li>керувати автомобілем у стані алкогольного, наркотичного чи іншого сп'яніння;</li>
<li>використовувати автомобіль для протиправної діяльності;</li>
<li>виїжджати за межі України без письмової згоди Власника.</li>
</ul>

<h2>10. Відповідальність</h2>
<p>Орендар несе відповідальність за автомобіль протягом усього строку оренди: за шкоду, заподіяну автомобілю, штрафи за порушення правил дорожнього руху та паркування, а також за несвоєчасне повернення. Власник відповідає за достовірність Оголошення, технічний стан автомобіля й виконання підтверджених бронювань. Kermo відповідає за належну роботу Платформи й не несе відповідальності за дії чи бездіяльність користувачів, а також за збитки, що виникли внаслідок порушення ними договору оренди, — у межах, дозволених законодавством України.</p>

<h2>11. Відгуки та скарги</h2>
<p>Після завершення оренди сторони можуть залишити відгуки одне про одного. Відгуки мають бути чесними й стосуватися конкретної оренди. Ми приховуємо відгуки з образами, погрозами, рекламою чи чужими персональними даними. Користувач може поскаржитися на інший профіль з таких причин: підозрілий профіль, неналежна поведінка, шахрайство. Ми розглядаємо кожну скаргу й можемо тимчасово обмежити або заблокувати обліковий запис порушника.</p>

<h2>12. Видалення облікового запису</h2>
<p>Ви можете будь-коли подати запит на видалення облікового запису в налаштуваннях профілю або написавши на <strong>support@kermo.ua</strong>. Ми видаляємо обліковий запис протягом 2 робочих днів. Зобов'язання за вже завершеними чи активними бронюваннями зберігаються. Дані, які ми зобов'язані зберігати за законом, видаляються після спливу відповідних строків. Kermo може призупинити чи припинити доступ до Платформи у разі порушення цих Умов.</p>

<h2>13. Зміни Умов</h2>
<p>Ми можемо оновлювати ці Умови. Про суттєві зміни повідомляємо електронною поштою або на Платформі щонайменше за 10 днів до набрання ними чинності. Продовжуючи користуватися Платформою після цього, ви погоджуєтеся з новою редакцією.</p>

<h2>14. Застосовне право</h2>
<p>Ці Умови регулюються законодавством України. Спори ми намагаємося вирішувати шляхом переговорів, а якщо згоди не досягнуто — їх розглядають суди України. Ці Умови не обмежують прав, які надає споживачам законодавство України.</p>

<h2>15. Контакти</h2>
<p>З питань щодо цих Умов пишіть на <strong>support@kermo.ua</strong>. Інші способи зв'язку — на сторінці <a href="/contacts">«Контакти»</a>.</p>
`.trim();

const termsEn = `
<p><em>Version dated 1 September 2025</em></p>

<h2>1. General provisions</h2>
<p>These Terms of Use (the "Terms") govern your use of the Kermo website and service (the "Platform", "Kermo", "we"). By registering or using the Platform, you confirm that you have read and agree to these Terms and our <a href="/en/privacy">Privacy Policy</a>. If you do not agree, please do not use the Platform.</p>
<p>In these Terms:</p>
<ul>
<li><strong>Host</strong> means an individual, sole proprietor or company that lists a car for rent;</li>
<li><strong>Renter</strong> means a user who books and rents a car;</li>
<li><strong>Listing</strong> means the description of a car and its rental terms published by a Host;</li>
<li><strong>Booking</strong> means an arrangement between a Renter and a Host to rent a car for specific dates, made through the Platform.</li>
</ul>

<h2>2. Kermo's role</h2>
<p>Kermo is an intermediary that helps Hosts and Renters find each other, agree on a rental and process payment. The car rental contract is concluded directly between the Host and the Renter. Kermo does not own the cars, is not a party to the rental contract and does not provide transport services. We do, however, help the parties resolve disputes.</p>

<h2>3. Accounts</h2>
<ul>
<li>You must be at least 18 years old to register. Only users aged 21 or over with at least 2 years of driving experience can rent cars.</li>
<li>You agree to provide accurate, up-to-date information and to keep it current.</li>
<li>Each person may hold only one account of each type. Accounts may not be transferred to anyone else.</li>
<li>You are responsible for keeping your password secure and for all activity under your account.</li>
</ul>

<h2>4. Verification</h2>
<p>To book a car, a Renter confirms their e-mail and phone number and has their driving licence verified by uploading photos of both sides or sharing it via the Diia app. A Host's profile and vehicle documents are verified before the Listing appears in search. We may request additional documents and may refuse verification if information is incomplete, inaccurate or raises doubts.</p>

<h2>5. Listings</h2>
<p>The Host warrants that they have the right to rent out the car and that the car is registered in Ukraine, covered by compulsory motor third-party liability insurance (OSTsPV) and in good working order. A Listing must accurately describe the car, its condition, price, deposit, mileage limit and other terms. We may hide or remove any Listing that breaches these Terms or misleads users.</p>

<h2>6. Bookings and payments</h2>
<ul>
<li>The Renter sends a booking request, which the Host accepts or declines.</li>
<li>Once accepted, the Renter pays for the Booking through the Platform. All prices and payments are in Ukrainian hryvnias (UAH).</li>
<li>Unpaid Bookings are cancelled automatically 24 hours before the rental starts.</li>
<li>After the rental ends, the Host receives the payment minus Kermo's service commission. The commission is shown to the Host in their account.</li>
<li>Arranging payment for a rental outside the Platform is prohibited: in that case we cannot protect either party.</li>
</ul>

<h2>7. Cancellations</h2>
<p>The Renter may cancel a Booking free of charge up to 24 hours before the rental starts and receive a full refund. For later cancellations, refunds follow the terms of the Listing. If the Host cancels, the Renter receives a full refund. Repeated cancellations by a Host may lead to restrictions on their account. Kermo may cancel a Booking if there are signs of fraud or a breach of these Terms.</p>

<h2>8. Deposit, mileage and fuel</h2>
<p>The deposit amount is set by the Host and shown in the Listing. It is paid at handover and returned when the car is returned, provided there are no claims. At handover and return, the parties record the odometer reading, the fuel (or charge) level and the car's condition. Mileage above the limit is charged at the rate stated in the Listing. The car must be returned with the same fuel level unless the parties agree otherwise.</p>

<h2>9. Prohibited use</h2>
<p>The Renter must not:</p>
<ul>
<li>use the car as a taxi or to carry passengers for payment, unless the Host explicitly allows it in the Listing;</li>
<li>sublet the car or allow anyone not named in the contract to drive it;</li>
<li>take part in racing, drifting or any other competitions, or use the car for driving lessons;</li>
<li>drive under the influence of alcohol, drugs or any other intoxicating substances;</li>
<li>use the car for any unlawful purpose;</li>
<li>take the car outside Ukraine without the Host's written consent.</li>
</ul>

<h2>10. Liability</h2>
<p>The Renter is responsible for the car throughout the rental period, including any damage to the car, traffic and parking fines, and late return. The Host is responsible for the accuracy of the Listing, the car's technical condition and honouring confirmed Bookings. Kermo is responsible for the proper operation of the Platform and, to the extent permitted by Ukrainian law, is not liable for users' acts or omissions or for losses resulting from their breach of the rental contract.</p>

<h2>11. Reviews and reports</h2>
<p>After a rental ends, the parties may review each other. Reviews must be honest and relate to the specific rental. We hide reviews containing insults, threats, advertising or other people's personal data. Users can report another profile for the following reasons: suspicious profile, misbehaviour or fraud. We review every report and may temporarily restrict or block the offending account.</p>

<h2>12. Account deletion</h2>
<p>You may request deletion of your account at any time in your profile settings or by writing to <strong>support@kermo.ua</strong>. We delete accounts within 2 business days. Obligations under completed or active Bookings remain in force. Data we are legally required to keep is deleted once the relevant retention period expires. Kermo may suspend or terminate access to the Platform if these Terms are breached.</p>

<h2>13. Changes to these Terms</h2>
<p>We may update these Terms. We will notify you of material changes by e-mail or on the Platform at least 10 days before they take effect. By continuing to use the Platform after that, you accept the updated Terms.</p>

<h2>14. Governing law</h2>
<p>These Terms are governed by the laws of Ukraine. We aim to resolve disputes through negotiation; if no agreement is reached, disputes are settled by the courts of Ukraine. Nothing in these Terms limits the rights granted to consumers by Ukrainian law.</p>

<h2>15. Contact</h2>
<p>For questions about these Terms, write to <strong>support@kermo.ua</strong>. Other ways to reach us are listed on our <a href="/en/contacts">Contacts</a> page.</p>
`.trim();

/* -------------------------------------------------------------------------- */
/*  Privacy policy                                                             */
/* -------------------------------------------------------------------------- */

const privacyUk = `
<p><em>Редакція від 1 вересня 2025 року</em></p>

<h2>1. Хто ми</h2>
<p>Ця Політика конфіденційності пояснює, як сервіс Kermo (далі — «Kermo», «ми») збирає, використовує та захищає ваші персональні дані. Kermo є володільцем персональних даних користувачів Платформи. Ми обробляємо дані відповідно до Закону України «Про захист персональних даних», а також дотримуємося принципів Загального регламенту ЄС про захист даних (GDPR): законності, прозорості, мінімізації та обмеження строку зберігання.</p>

<h2>2. Які дані ми збираємо</h2>
<ul>
<li><strong>Дані профілю:</strong> ім'я та прізвище, електронна пошта, номер телефону, дата народження, місто, фото профілю.</li>
<li><strong>Документи для перевірки:</strong> фото посвідчення водія або дані, якими ви поділилися через «Дію». Ці фото приватні: їх бачите лише ви та працівники Kermo, які здійснюють перевірку. Іншим користувачам вони не показуються.</li>
<li><strong>Дані про автомобіль</strong> (для власників): марка, модель, рік, реєстраційні дані, фото, ціни та календар.</li>
<li><strong>Бронювання та платежі:</strong> дати оренди, суми, статуси оплат. Дані банківських карток обробляє платіжний провайдер — ми не зберігаємо повних номерів карток.</li>
<li><strong>Комунікація:</strong> повідомлення в службу підтримки, відгуки, скарги.</li>
<li><strong>Технічні дані:</strong> IP-адреса, тип пристрою та браузера, мова інтерфейсу, файли cookie.</li>
</ul>

<h2>3. Навіщо ми їх використовуємо</h2>
<ul>
<li>щоб створити й підтримувати ваш обліковий запис та надавати послуги Платформи (виконання договору);</li>
<li>щоб перевірити особу й право керування авто та запобігти шахрайству (законний інтерес і безпека користувачів);</li>
<li>щоб обробляти бронювання, платежі та виплати власникам (виконання договору);</li>
<li>щоб надсилати сервісні сповіщення про бронювання, оплату та безпеку облікового запису;</li>
<li>щоб розглядати звернення, скарги та спори;</li>
<li>щоб виконувати вимоги законодавства, зокрема податкового й бухгалтерського обліку (юридичний обов'язок);</li>
<li>щоб покращувати Платформу на основі знеособленої аналітики (за вашою згодою).</li>
</ul>
<p>Маркетингові розсилки ми надсилаємо лише за вашою окремою згодою, і від них можна відписатися будь-коли.</p>

<h2>4. Кому ми передаємо дані</h2>
<p>Ми не продаємо персональні дані. Ми передаємо їх лише в обсязі, необхідному для роботи сервісу:</p>
<ul>
<li>іншій стороні бронювання — ім'я, фото профілю, рейтинг, а після підтвердження бронювання — номер телефону для зв'язку;</li>
<li>платіжним провайдерам — для проведення оплат і виплат;</li>
<li>постачальникам хостингу, електронної пошти та SMS, які обробляють дані за нашим дорученням і зобов'язані їх захищати;</li>
<li>державним органам — лише у випадках і в порядку, передбачених законом.</li>
</ul>

<h2>5. Строк зберігання</h2>
<p>Ми зберігаємо дані, доки існує ваш обліковий запис. Після запиту на видалення обліковий запис видаляється протягом 2 робочих днів, разом із фото посвідчення водія. Дані, які закон зобов'язує нас зберігати довше (наприклад, платіжні та бухгалтерські документи), ми зберігаємо протягом встановлених строків, а потім видаляємо або знеособлюємо.</p>

<h2>6. Як ми захищаємо дані</h2>
<p>Передача даних відбувається лише захищеним з'єднанням (HTTPS), паролі зберігаються в захешованому вигляді, доступ до документів для перевірки мають лише уповноважені працівники, а кожен доступ до них фіксується в журналі. Ми регулярно переглядаємо заходи безпеки й повідомляємо користувачів та уповноважені органи про інциденти, якщо цього вимагає закон.</p>

<h2>7. Ваші права</h2>
<p>Відповідно до законодавства ви маєте право:</p>
<ul>
<li>знати, які ваші дані ми обробляємо, з якою метою та кому їх передаємо;</li>
<li>отримати доступ до своїх даних і їх копію, зокрема в машинозчитувальному форматі;</li>
<li>виправити неточні чи застарілі дані;</li>
<li>вимагати видалення даних або обмеження їх обробки;</li>
<li>заперечити проти обробки та відкликати згоду в будь-який момент;</li>
<li>подати скаргу до Уповноваженого Верховної Ради України з прав людини або до суду.</li>
</ul>
<p>Щоб скористатися своїми правами, напишіть на <strong>privacy@kermo.ua</strong>. Ми відповімо протягом 30 календарних днів.</p>

<h2>8. Файли cookie</h2>
<p>Ми використовуємо файли cookie, щоб ви залишалися в обліковому записі, щоб запам'ятовувати мову інтерфейсу та ваші налаштування, а також — за вашою згодою — для знеособленої аналітики. Під час першого відвідування ви бачите повідомлення про cookie, де можете прийняти їх або обмежитися лише необхідними. Змінити вибір чи видалити cookie можна в налаштуваннях браузера, але без необхідних cookie Платформа може працювати некоректно.</p>

<h2>9. Діти</h2>
<p>Платформа не призначена для осіб, молодших за 18 років, і ми свідомо не збираємо їхніх даних.</p>

<h2>10. Зміни Політики</h2>
<p>Ми можемо оновлювати цю Політику. Про суттєві зміни ми повідомимо електронною поштою або на Платформі. Актуальна редакція завжди доступна на цій сторінці.</p>

<h2>11. Контакти</h2>
<p>З питань захисту персональних даних пишіть на <strong>privacy@kermo.ua</strong>. Інші контакти — на сторінці <a href="/contacts">«Контакти»</a>. Див. також <a href="/terms">Умови використання</a>.</p>
`.trim();

const privacyEn = `
<p><em>Version dated 1 September 2025</em></p>

<h2>1. Who we are</h2>
<p>This Privacy Policy explains how Kermo ("Kermo", "we") collects, uses and protects your personal data. Kermo is the controller of the personal data of Platform users. We process data in accordance with the Law of Ukraine "On Personal Data Protection" and follow the principles of the EU General Data Protection Regulation (GDPR): lawfulness, transparency, data minimisation and storage limitation.</p>

<h2>2. What data we collect</h2>
<ul>
<li><strong>Profile data:</strong> first and last name, e-mail address, phone number, date of birth, city, profile photo.</li>
<li><strong>Verification documents:</strong> photos of your driving licence or the data you share via the Diia app. These photos are private: only you and the Kermo staff who carry out verification can see them. They are never shown to other users.</li>
<li><strong>Car data</strong> (for hosts): make, model, year, registration details, photos, prices and calendar.</li>
<li><strong>Bookings and payments:</strong> rental dates, amounts, payment statuses. Card details are processed by our payment provider — we don't store full card numbers.</li>
<li><strong>Communications:</strong> messages to support, reviews, reports.</li>
<li><strong>Technical data:</strong> IP address, device and browser type, interface language, cookies.</li>
</ul>

<h2>3. Why we use it</h2>
<ul>
<li>to create and maintain your account and provide the Platform's services (performance of a contract);</li>
<li>to verify your identity and right to drive and to prevent fraud (legitimate interest and user safety);</li>
<li>to process bookings, payments and host payouts (performance of a contract);</li>
<li>to send service notifications about bookings, payments and account security;</li>
<li>to handle enquiries, reports and disputes;</li>
<li>to meet legal requirements, including tax and accounting obligations (legal obligation);</li>
<li>to improve the Platform using anonymised analytics (with your consent).</li>
</ul>
<p>We only send marketing e-mails with your separate consent, and you can unsubscribe at any time.</p>

<h2>4. Who we share data with</h2>
<p>We do not sell personal data. We share it only to the extent necessary to run the service:</p>
<ul>
<li>with the other party to a booking — name, profile photo, rating and, once the booking is confirmed, phone number;</li>
<li>with payment providers — to process payments and payouts;</li>
<li>with hosting, e-mail and SMS providers that process data on our behalf and are obliged to protect it;</li>
<li>with public authorities — only where and as required by law.</li>
</ul>

<h2>5. How long we keep it</h2>
<p>We keep your data for as long as your account exists. When you request deletion, your account — including your driving licence photos — is deleted within 2 business days. Data we are legally required to keep longer (such as payment and accounting records) is kept for the statutory period and then deleted or anonymised.</p>

<h2>6. How we protect it</h2>
<p>Data is transmitted only over secure connections (HTTPS), passwords are stored hashed, only authorised staff can access verification documents, and every access is logged. We review our security measures regularly and notify users and the relevant authorities of incidents where the law requires it.</p>

<h2>7. Your rights</h2>
<p>Under the law, you have the right to:</p>
<ul>
<li>know what data we process about you, why, and who we share it with;</li>
<li>access your data and obtain a copy, including in a machine-readable format;</li>
<li>correct inaccurate or outdated data;</li>
<li>request deletion of your data or restriction of its processing;</li>
<li>object to processing and withdraw your consent at any time;</li>
<li>lodge a complaint with the Ukrainian Parliament Commissioner for Human Rights or with a court.</li>
</ul>
<p>To exercise your rights, write to <strong>privacy@kermo.ua</strong>. We will reply within 30 calendar days.</p>

<h2>8. Cookies</h2>
<p>We use cookies to keep you signed in, remember your interface language and settings, and — with your consent — for anonymised analytics. On your first visit you'll see a cookie notice where you can accept cookies or allow only the essential ones. You can change your choice or delete cookies in your browser settings, but without essential cookies the Platform may not work properly.</p>

<h2>9. Children</h2>
<p>The Platform is not intended for anyone under 18, and we do not knowingly collect their data.</p>

<h2>10. Changes to this Policy</h2>
<p>We may update this Policy. We will notify you of material changes by e-mail or on the Platform. The current version is always available on this page.</p>

<h2>11. Contact</h2>
<p>For any questions about personal data, write to <strong>privacy@kermo.ua</strong>. Other contact details are on our <a href="/en/contacts">Contacts</a> page. See also our <a href="/en/terms">Terms of Use</a>.</p>
`.trim();

/* -------------------------------------------------------------------------- */
/*  Safety                                                                     */
/* -------------------------------------------------------------------------- */

const safetyUk = `
<h2>Безпека на кожному етапі</h2>
<p>Оренда між людьми працює, коли обидві сторони впевнені одна в одній. Ось як Kermo допомагає цього досягти.</p>

<h2>Перевірка користувачів</h2>
<ul>
<li><strong>Орендарі</strong> підтверджують електронну пошту й телефон і проходять перевірку посвідчення водія — за фото документа або через «Дію». Орендувати авто можуть лише водії від 21 року зі стажем від 2 років.</li>
<li><strong>Власники</strong> проходять верифікацію профілю та документів на автомобіль, перш ніж оголошення з'явиться в пошуку.</li>
<li>Фото документів приватні: їх бачать лише ви та працівники, які здійснюють перевірку.</li>
</ul>

<h2>Відгуки</h2>
<p>Після кожної оренди обидві сторони можуть оцінити одна одну. Відгук можна залишити лише після реальної оренди, тому рейтинг відображає справжній досвід. Перш ніж підтвердити бронювання чи обрати авто, перегляньте відгуки.</p>

<h2>Скарги</h2>
<p>Якщо профіль здається підозрілим, користувач поводиться неналежно або ви підозрюєте шахрайство, натисніть «Поскаржитися» в його профілі. Ми розглядаємо кожну скаргу та можемо обмежити чи заблокувати обліковий запис порушника.</p>

<h2>Застава й договір</h2>
<p>Застава захищає власника від дрібних збитків, а договір оренди фіксує умови, стан авто й відповідальність сторін. Показники пробігу та рівень пального записуються під час передачі й повернення.</p>

<h2>Чек-лист передачі авто</h2>
<ol>
<li>Звірте документи: посвідчення водія орендаря, свідоцтво про реєстрацію авто, поліс ОСЦПВ.</li>
<li>Обійдіть авто разом і сфотографуйте його з усіх боків, зокрема наявні подряпини та вм'ятини.</li>
<li>Перевірте салон, шини, скло й освітлення.</li>
<li>Сфотографуйте приладову панель із пробігом і рівнем пального.</li>
<li>Переконайтеся, що в авто є аптечка, вогнегасник і знак аварійної зупинки.</li>
<li>Підпишіть договір, зафіксуйте заставу й обміняйтеся контактами.</li>
</ol>
<p>Під час повернення повторіть ті самі кроки й порівняйте фото.</p>

<h2>Кілька порад</h2>
<ul>
<li>Не оплачуйте оренду поза Платформою і не передавайте нікому коди з SMS.</li>
<li>Спілкуйтеся через контакти, вказані в бронюванні.</li>
<li>У надзвичайній ситуації телефонуйте 112, а потім повідомте <a href="/contacts">підтримку Kermo</a>.</li>
</ul>
`.trim();

const safetyEn = `
<h2>Safety at every step</h2>
<p>Peer-to-peer rental works when both sides can trust each other. Here's how Kermo helps make that happen.</p>

<h2>User verification</h2>
<ul>
<li><strong>Renters</strong> confirm their e-mail and phone number and have their driving licence verified — from photos of the document or via the Diia app. Only drivers aged 21+ with at least 2 years of experience can rent.</li>
<li><strong>Hosts</strong> have their profile and vehicle documents verified before their listing appears in search.</li>
<li>Document photos are private: only you and the staff who carry out verification can see them.</li>
</ul>

<h2>Reviews</h2>
<p>After every rental, both sides can rate each other. Reviews can only be left after a real rental, so ratings reflect genuine experience. Check the reviews before you confirm a booking or choose a car.</p>

<h2>Reports</h2>
<p>If a profile looks suspicious, a user misbehaves or you suspect fraud, click "Report" on their profile. We review every report and may restrict or block the offending account.</p>

<h2>Deposit and contract</h2>
<p>The deposit protects the host against minor losses, and the rental contract records the terms, the car's condition and each party's responsibilities. Mileage and fuel level are recorded at pickup and return.</p>

<h2>Handover checklist</h2>
<ol>
<li>Check the documents: the renter's driving licence, the vehicle registration certificate and the OSTsPV insurance policy.</li>
<li>Walk around the car together and photograph it from every side, including any existing scratches or dents.</li>
<li>Check the interior, tyres, glass and lights.</li>
<li>Photograph the dashboard showing the mileage and fuel level.</li>
<li>Make sure the car has a first-aid kit, a fire extinguisher and a warning triangle.</li>
<li>Sign the contract, record the deposit and exchange contact details.</li>
</ol>
<p>At return, repeat the same steps and compare the photos.</p>

<h2>A few tips</h2>
<ul>
<li>Never pay for a rental outside the Platform, and never share SMS codes with anyone.</li>
<li>Use the contact details shown in the booking.</li>
<li>In an emergency, call 112, then let <a href="/en/contacts">Kermo support</a> know.</li>
</ul>
`.trim();

/* -------------------------------------------------------------------------- */
/*  Contacts                                                                   */
/* -------------------------------------------------------------------------- */

const contactsUk = `
<h2>Служба підтримки</h2>
<p>Ми на зв'язку щодня, з понеділка по неділю, з 8:00 до 22:00 за київським часом. Оберіть зручний спосіб:</p>
<ul>
<li><strong>Електронна пошта:</strong> support@kermo.ua</li>
<li><strong>Телефон:</strong> +380 44 333 77 00</li>
<li><strong>Telegram:</strong> @kermo_support</li>
</ul>
<p>Зазвичай ми відповідаємо в Telegram і телефоном протягом кількох хвилин, а на електронні листи — того ж дня. Листи, надіслані після 22:00, опрацьовуємо зранку.</p>

<h2>Щоб ми допомогли швидше</h2>
<p>У зверненні вкажіть:</p>
<ul>
<li>ім'я та e-mail, на який зареєстровано обліковий запис;</li>
<li>номер бронювання, якщо питання стосується конкретної оренди;</li>
<li>короткий опис ситуації та, за можливості, фото чи скриншоти.</li>
</ul>

<h2>Якщо сталася пригода в дорозі</h2>
<p>Спершу подбайте про безпеку: у надзвичайній ситуації телефонуйте 112, до поліції — 102, до швидкої — 103. Потім повідомте власника авто й зателефонуйте нам — ми підкажемо, що робити далі.</p>

<h2>Для власників і компаній</h2>
<p>Допоможемо розмістити авто, пройти перевірку, налаштувати ціни й календар або розібратися з виплатами. Пишіть на ту саму адресу support@kermo.ua, а в темі листа вкажіть «Власник» чи «Компанія» — так ваше звернення швидше потрапить до потрібного фахівця. Як почати, читайте на сторінці <a href="/earn-with-kermo">«Заробляйте з Kermo»</a>.</p>

<h2>Персональні дані</h2>
<p>Із запитаннями щодо обробки персональних даних пишіть на <strong>privacy@kermo.ua</strong>. Докладніше — у <a href="/privacy">Політиці конфіденційності</a>.</p>

<h2>Поштова адреса</h2>
<p>Kermo, вул. Хрещатик, 22, офіс 405, м. Київ, 01001, Україна</p>
<p>Це адреса для листування: прийом відвідувачів не ведеться, а авто за цією адресою не видаються.</p>

<p>Можливо, відповідь на ваше запитання вже є в розділі <a href="/faq">«Поширені запитання»</a>.</p>
`.trim();

const contactsEn = `
<h2>Customer support</h2>
<p>We're available every day, Monday to Sunday, from 8:00 to 22:00 Kyiv time. Choose whichever way suits you:</p>
<ul>
<li><strong>E-mail:</strong> support@kermo.ua</li>
<li><strong>Phone:</strong> +380 44 333 77 00</li>
<li><strong>Telegram:</strong> @kermo_support</li>
</ul>
<p>We usually reply on Telegram and by phone within a few minutes, and to e-mails the same day. Messages sent after 22:00 are handled the next morning.</p>

<h2>Help us help you faster</h2>
<p>Please include in your message:</p>
<ul>
<li>your name and the e-mail address your account is registered with;</li>
<li>the booking number, if your question is about a specific rental;</li>
<li>a short description of the issue and, if possible, photos or screenshots.</li>
</ul>

<h2>If something happens on the road</h2>
<p>Safety first: in an emergency call 112, the police on 102 or an ambulance on 103. Then let the car's owner know and call us — we'll help you with the next steps.</p>

<h2>For hosts and companies</h2>
<p>We can help you list your car, get verified, set up prices and your calendar, or sort out payouts. Write to the same address, support@kermo.ua, and put "Host" or "Company" in the subject line so your message reaches the right specialist faster. To get started, see <a href="/en/earn-with-kermo">Earn with Kermo</a>.</p>

<h2>Personal data</h2>
<p>For questions about how we process personal data, write to <strong>privacy@kermo.ua</strong>. See our <a href="/en/privacy">Privacy Policy</a> for details.</p>

<h2>Postal address</h2>
<p>Kermo, 22 Khreshchatyk St, office 405, Kyiv 01001, Ukraine</p>
<p>This is a correspondence address only: we don't receive visitors here and cars are not handed over at this address.</p>

<p>Your question may already be answered in our <a href="/en/faq">FAQ</a>.</p>
`.trim();

/* -------------------------------------------------------------------------- */
/*  Export                                                                     */
/* -------------------------------------------------------------------------- */

export const seedPages: SeedPage[] = [
  {
    slug: EARN_LANDING_SLUG,
    titleUk: 'Заробляйте на своєму авто з Kermo',
    titleEn: 'Earn with your car on Kermo',
    descriptionUk: 'Здавайте своє авто в оренду на Kermo: перевірені орендарі, застава, договір і фіксація пробігу, а ціну та вільні дні визначаєте ви.',
    descriptionEn: "List your car on Kermo and earn while it's parked: verified renters, deposits, contracts and recorded mileage. You set the price and dates.",
    bodyUk: earnUk,
    bodyEn: earnEn,
    showInFooter: false,
  },
  {
    slug: 'about',
    titleUk: 'Про Kermo',
    titleEn: 'About Kermo',
    descriptionUk: 'Kermo — український сервіс оренди авто напряму від власників. Дізнайтеся про нашу місію, команду та те, як ми будуємо довіру.',
    descriptionEn: 'Kermo is a Ukrainian service for renting cars directly from their owners. Learn about our mission, our team and how we build trust.',
    bodyUk: aboutUk,
    bodyEn: aboutEn,
    showInFooter: true,
  },
  {
    slug: 'how-it-works',
    titleUk: 'Як це працює',
    titleEn: 'How it works',
    descriptionUk: 'Як орендувати авто на Kermo: пошук за містом і датами, бронювання, підтвердження власником, оплата, передача авто та відгук.',
    descriptionEn: 'How to rent a car on Kermo: search by city and dates, book, get confirmed by the owner, pay, pick up the car, drive and leave a review.',
    bodyUk: howItWorksUk,
    bodyEn: howItWorksEn,
    showInFooter: true,
  },
  {
    slug: 'faq',
    titleUk: 'Поширені запитання',
    titleEn: 'Frequently asked questions',
    descriptionUk: 'Відповіді на поширені запитання про оренду авто на Kermo: застава, вимоги до водія, ліміт пробігу, пальне, скасування та оплата.',
    descriptionEn: 'Answers to common questions about renting on Kermo: deposits, driver requirements, mileage limits, fuel, cancellation and payments.',
    bodyUk: faqUk,
    bodyEn: faqEn,
    showInFooter: true,
  },
  {
    slug: 'terms',
    titleUk: 'Умови використання',
    titleEn: 'Terms of Use',
    descriptionUk: 'Умови використання Kermo: роль платформи, облікові записи, перевірка, бронювання й оплата, скасування, застава та відповідальність сторін.',
    descriptionEn: "Kermo's Terms of Use: the platform's role, accounts, verification, bookings and payments, cancellations, deposits and liability.",
    bodyUk: termsUk,
    bodyEn: termsEn,
    showInFooter: true,
  },
  {
    slug: 'privacy',
    titleUk: 'Політика конфіденційності',
    titleEn: 'Privacy Policy',
    descriptionUk: 'Як Kermo збирає, використовує та захищає ваші персональні дані, скільки їх зберігає, які у вас права та як ми використовуємо cookie.',
    descriptionEn: 'How Kermo collects, uses and protects your personal data, how long we keep it, what rights you have and how we use cookies.',
    bodyUk: privacyUk,
    bodyEn: privacyEn,
    showInFooter: true,
  },
  {
    slug: 'safety',
    titleUk: 'Безпека',
    titleEn: 'Trust and safety',
    descriptionUk: 'Як Kermo захищає власників і орендарів: перевірка користувачів, відгуки, скарги, застава та чек-лист передачі автомобіля.',
    descriptionEn: 'How Kermo protects hosts and renters: user verification, reviews, reports, deposits and a step-by-step car handover checklist.',
    bodyUk: safetyUk,
    bodyEn: safetyEn,
    showInFooter: true,
  },
  {
    slug: 'contacts',
    titleUk: 'Контакти',
    titleEn: 'Contacts',
    descriptionUk: "Зв'яжіться зі службою підтримки Kermo електронною поштою, телефоном чи в Telegram. Працюємо щодня з 8:00 до 22:00 за київським часом.",
    descriptionEn: 'Contact Kermo support by e-mail, phone or Telegram. We are available every day from 8:00 to 22:00 Kyiv time to help with your rental.',
    bodyUk: contactsUk,
    bodyEn: contactsEn,
    showInFooter: true,
  },
];
