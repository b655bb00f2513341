import { useTranslations } from 'next-intl';
import type { TPublicProfile } from '@/lib/accounts/contracts';
import { formatMonthYear } from '@/lib/format/month-year';
import { formatNumber } from '@/lib/format/number';
import type { Locale } from '@/lib/i18n/locales';
import { ProfileAvatar } from '@/components/account/ProfileAvatar';
import styles from './profile.module.css';

/** "у середньому 15 хв", or in hours from an hour on ("у середньому 2 години"). */
function useResponseTime(minutes: number | null): string {
  const t = useTranslations('Profile');
  if (minutes === null) return t('noResponseTime');
  return minutes < 60 ? t('responseTime', { minutes }) : t('responseHours', { hours: Math.round(minutes / 60) });
}

/** Language names as a list reads: "Українська, англійська" (en: "Ukrainian, English"). */
function useLanguageList(codes: string[], locale: Locale): string | null {
  const tc = useTranslations('Cabinet');
  if (!codes.length) return null;
  const names = codes.map((code) => (tc.has(`languageNames.${code}` as never) ? (tc(`languageNames.${code}` as never) as string) : code));
  if (locale === 'en') return names.join(', ');
  const text = names.map((name) => name.toLocaleLowerCase('uk')).join(', ');
  return text.charAt(0).toLocaleUpperCase('uk') + text.slice(1);
}

/**
 * The top of a public profile: who it is (avatar, name, kind, verified, since when) and what
 * others want to know before a trip — rating, trips and response time as three labelled figures —
 * then city and languages. Server-rendered; no client code.
 */
export function ProfileSummary({ profile, locale }: { profile: TPublicProfile; locale: Locale }) {
  const t = useTranslations('Profile');
  const responseTime = useResponseTime(profile.response_time_minutes);
  const languages = useLanguageList(
    profile.languages.map((language) => language.code),
    locale,
  );
  return (
    <>
      <header className={styles.hero}>
        <ProfileAvatar url={profile.avatar} name={profile.full_name} />
        <div className={styles.who}>
          <p className={styles.kind}>{t(`kind.${profile.kind}`)}</p>
          <h1 className={styles.name}>{profile.full_name}</h1>
          <ul className={styles.badges}>
            <li className={profile.verified ? styles.verified : styles.unverified}>
              {profile.verified ? (
                <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
                  <path fill="currentColor" d="M8 0a8 8 0 1 1 0 16A8 8 0 0 1 8 0Zm3.5 5.2a.8.8 0 0 0-1.1 0L7 8.6 5.6 7.2a.8.8 0 1 0-1.1 1.1l2 2a.8.8 0 0 0 1.1 0l3.9-3.9a.8.8 0 0 0 0-1.2Z" />
                </svg>
              ) : null}
              {profile.verified ? t('verified') : t('notVerified')}
            </li>
            <li className={styles.since}>{t('joined', { date: formatMonthYear(profile.joined_at, locale, 'genitive') })}</li>
          </ul>
        </div>
      </header>
      <section aria-labelledby="profile-summary">
        <h2 id="profile-summary" className="visually-hidden">
          {t('title', { name: profile.full_name })}
        </h2>
        <dl className={styles.stats}>
          <div className={styles.stat}>
            <dt>{t('rating')}</dt>
            <dd>
              {profile.rating === null ? (
                <span className={styles.none}>{t('noRating')}</span>
              ) : (
                <>
                  <span className={styles.star} aria-hidden="true">
                    ★
                  </span>
                  {t('ratingValue', { rating: formatNumber(profile.rating, { decimals: 1, locale }) })}
                </>
              )}
            </dd>
          </div>
          <div className={styles.stat}>
            <dt>{t('tripsLabel')}</dt>
            <dd>{t('trips', { count: profile.trips_count })}</dd>
          </div>
          <div className={styles.stat}>
            <dt>{t('responseLabel')}</dt>
            <dd className={profile.response_time_minutes === null ? styles.none : undefined}>{responseTime}</dd>
          </div>
        </dl>
        {/* Only what the person has told: no row of dashes on a new profile. */}
        {profile.city || languages ? (
          <dl className={styles.facts}>
            {profile.city ? (
              <div>
                <dt>{t('city')}</dt>
                <dd>{profile.city}</dd>
              </div>
            ) : null}
            {languages ? (
              <div>
                <dt>{t('languages')}</dt>
                <dd>{languages}</dd>
              </div>
            ) : null}
          </dl>
        ) : null}
      </section>
    </>
  );
}
