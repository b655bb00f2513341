import styles from './account.module.css';

/** A person's photo (from the image pipeline) or the first letter of the name. */
export function ProfileAvatar({ url, name }: { url: string | null; name: string }) {
  return url ? (
    // eslint-disable-next-line @next/next/no-img-element -- already sized by our image pipeline
    <img src={url} alt="" width={96} height={96} className={styles.avatar} />
  ) : (
    <span className={styles.avatarFallback} aria-hidden="true">
      {name.charAt(0)}
    </span>
  );
}
