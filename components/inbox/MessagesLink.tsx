import { useTranslations } from 'next-intl';
import type { Locale } from '@/lib/i18n/locales';
import { href } from '@/lib/routes';
import styles from './inbox.module.css';

/** "All messages": the way from my trips and my activity to the inbox, under the page's heading. */
export function MessagesLink({ locale }: { locale: Locale }) {
  const t = useTranslations('Inbox');
  return (
    <p className={styles.allLink}>
      <a href={href('messages', { locale })}>{t('all')}</a>
    </p>
  );
}
