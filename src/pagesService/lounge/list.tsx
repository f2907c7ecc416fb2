import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { PageProps } from '../../page-props';
import { Failed } from '../../components/Failed';
import { Loading } from '../../components/Loading';
import { Select } from '../../ui/Select';
import { ProductRows } from '../vipLounge/ProductRows';
import { useProducts } from '../vipLounge/products';

const ALL_CITIES = 'ALL';

/** The airport lounges, by city (`cityCode` in the address). */
export default function LoungeListPage({ query }: PageProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const lounges = useProducts('VIP_ROOM');
  if (!lounges.data) return lounges.loading ? <Loading /> : <Failed error={lounges.error} onRetry={lounges.reload} />;
  const cities = [...new Map(lounges.data.map((p) => [p.cityCode, p.cityName])).entries()];
  const city = cities.some(([code]) => code === query.cityCode) ? query.cityCode! : ALL_CITIES;
  return (
    <>
      <Select
        label={t('lounge.city')}
        name="cityCode"
        options={[{ id: ALL_CITIES, label: t('lounge.allCities') }, ...cities.map(([id, label]) => ({ id, label }))]}
        value={city}
        onChange={(code) => navigate(code === ALL_CITIES ? '/pagesService/pages/lounge/list' : `/pagesService/pages/lounge/list?cityCode=${code}`, { replace: true })}
      />
      <ProductRows products={lounges.data.filter((p) => city === ALL_CITIES || p.cityCode === city)} label={t('lounge.listTitle')} />
    </>
  );
}
