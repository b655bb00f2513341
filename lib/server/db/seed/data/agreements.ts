import 'server-only';

export type SeedAgreement = {
  titleUk: string;
  titleEn: string;
  policyUk: string;
  policyEn: string;
  buttonUk: string;
  buttonEn: string;
};

/** Shown when a renter switches to a host account. */
export const hostAgreement: SeedAgreement = {
  titleUk: 'Угода власника авто',
  titleEn: 'Host agreement',
  policyUk: `
<p>Ви переходите на обліковий запис власника. Перш ніж розміщувати автомобілі на Kermo, уважно ознайомтеся з умовами й підтвердьте, що погоджуєтеся з ними.</p>
<h3>Ваш автомобіль</h3>
<ul>
<li>Автомобіль належить вам або ви маєте законне право ним розпоряджатися, наприклад за довіреністю власника.</li>
<li>Автомобіль зареєстрований в Україні та має чинний поліс ОСЦПВ — обов'язкового страхування цивільно-правової відповідальності — на весь строк оренди.</li>
<li>Автомобіль технічно справний і безпечний: гальма, рульове керування, шини за сезоном, освітлення; в авто є аптечка, вогнегасник і знак аварійної зупинки.</li>
</ul>
<h3>Оголошення та бронювання</h3>
<ul>
<li>Оголошення правдиво описує автомобіль, його стан, ціну, заставу, ліміт пробігу та правила користування, а фото відповідають дійсності.</li>
<li>Ви виконуєте підтверджені бронювання й не скасовуєте їх без поважної причини.</li>
<li>Під час передачі та повернення ви разом з орендарем оглядаєте авто, фіксуєте пробіг і рівень пального та підписуєте договір оренди.</li>
<li>Ви не домовляєтеся з орендарями про оплату в обхід Kermo.</li>
</ul>
<h3>Перевірка й виплати</h3>
<ul>
<li>Оголошення з'являється в пошуку лише після перевірки вашого профілю та документів на автомобіль.</li>
<li>Із суми кожної оренди Kermo утримує сервісну комісію, а решту перераховує вам після завершення оренди.</li>
</ul>
<p>Повний текст умов — в <a href="/terms">Умовах використання</a>.</p>
`.trim(),
  policyEn: `
<p>You are switching to a host account. Before listing cars on Kermo, please read these terms carefully and confirm that you agree to them.</p>
<h3>Your car</h3>
<ul>
<li>You own the car or are legally authorised to manage it, for example under the owner's power of attorney.</li>
<li>The car is registered in Ukraine and has a valid compulsory motor third-party liability insurance policy (OSTsPV) covering the entire rental period.</li>
<li>The car is roadworthy and safe: brakes, steering, seasonal tyres and lights are in order, and it carries a first-aid kit, a fire extinguisher and a warning triangle.</li>
</ul>
<h3>Listings and bookings</h3>
<ul>
<li>Your listing accurately describes the car, its condition, price, deposit, mileage limit and rules of use, and the photos are true to life.</li>
<li>You honour confirmed bookings and do not cancel them without good reason.</li>
<li>At handover and return, you inspect the car together with the renter, record the mileage and fuel level, and sign the rental contract.</li>
<li>You do not arrange payments with renters outside Kermo.</li>
</ul>
<h3>Verification and payouts</h3>
<ul>
<li>Your listing appears in search only after your profile and the car's documents have been verified.</li>
<li>Kermo deducts a service commission from every rental and transfers the rest of your earnings to you after the rental ends.</li>
</ul>
<p>The full terms are set out in our <a href="/en/terms">Terms of Use</a>.</p>
`.trim(),
  buttonUk: 'Прийняти та продовжити',
  buttonEn: 'Accept and continue',
};

/** Shown when a host switches to a renter account. */
export const userAgreement: SeedAgreement = {
  titleUk: 'Угода орендаря',
  titleEn: 'Renter agreement',
  policyUk: `
<p>Ви переходите на обліковий запис орендаря. Щоб бронювати автомобілі на Kermo, ознайомтеся з умовами й підтвердьте, що погоджуєтеся з ними.</p>
<h3>Вимоги до водія</h3>
<ul>
<li>Вам виповнився 21 рік, ваш стаж керування — щонайменше 2 роки, і ви маєте чинне посвідчення водія відповідної категорії.</li>
<li>Ви підтверджуєте e-mail і телефон та проходите перевірку посвідчення водія — за фото документа або через «Дію».</li>
</ul>
<h3>Під час оренди</h3>
<ul>
<li>Ви керуєте обережно, дотримуєтеся правил дорожнього руху та правил, зазначених в оголошенні.</li>
<li>Ви не передаєте авто іншим особам, не здаєте його в суборенду, не працюєте на ньому в таксі без дозволу власника й не берете участі в перегонах.</li>
<li>Ви ніколи не сідаєте за кермо в стані сп'яніння.</li>
</ul>
<h3>Повернення та розрахунки</h3>
<ul>
<li>Ви повертаєте авто вчасно, у тому ж стані, в якому отримали, і з погодженим рівнем пального.</li>
<li>Ви оплачуєте перевищення ліміту пробігу за тарифом, вказаним в оголошенні.</li>
<li>Ви відшкодовуєте штрафи за порушення, скоєні під час оренди, а також шкоду, заподіяну автомобілю. Ці суми можуть бути утримані із застави.</li>
</ul>
<p>Повний текст умов — в <a href="/terms">Умовах використання</a>.</p>
`.trim(),
  policyEn: `
<p>You are switching to a renter account. To book cars on Kermo, please read these terms and confirm that you agree to them.</p>
<h3>Driver requirements</h3>
<ul>
<li>You are at least 21 years old, have at least 2 years of driving experience and hold a valid driving licence of the appropriate category.</li>
<li>You confirm your e-mail and phone number and have your driving licence verified, either from photos of the document or via the Diia app.</li>
</ul>
<h3>During the rental</h3>
<ul>
<li>You drive carefully and follow the traffic rules and the rules stated in the listing.</li>
<li>You do not hand the car over to anyone else, sublet it, use it as a taxi without the owner's permission or take part in racing.</li>
<li>You never drive under the influence of alcohol or drugs.</li>
</ul>
<h3>Return and payments</h3>
<ul>
<li>You return the car on time, in the same condition as you received it and with the agreed fuel level.</li>
<li>You pay for any mileage over the limit at the rate stated in the listing.</li>
<li>You cover any fines for offences committed during the rental and any damage caused to the car. These amounts may be deducted from the deposit.</li>
</ul>
<p>The full terms are set out in our <a href="/en/terms">Terms of Use</a>.</p>
`.trim(),
  buttonUk: 'Прийняти та продовжити',
  buttonEn: 'Accept and continue',
};
