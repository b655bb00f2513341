import styles from './catalog.module.css';

export function CityLinks({ heading, cities }: { heading: string; cities: { slug: string; name: string; region: string; href: string }[] }) {
  return (
    <section aria-labelledby="catalog-cities" className={styles.citiesSection}>
      <h2 id="catalog-cities" className={styles.citiesHeading}>
        {heading}
      </h2>
      <ul className={styles.cityList}>
        {cities.map((city) => (
          <li key={city.slug}>
            <a href={city.href} className={styles.cityLink}>
              <span className={styles.cityName}>{city.name}</span>
              <span className={styles.cityRegion}>{city.region}</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
